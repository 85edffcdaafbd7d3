"""Fixtures for the shipped card data: the library loaded once from cards/."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, Library, load

CARDS_DIR = SHIPPED_CARDS


@pytest.fixture(scope="session")
def loaded() -> tuple[Library, list]:
    return load([CARDS_DIR])


@pytest.fixture(scope="session")
def library(loaded) -> Library:
    return loaded[0]
