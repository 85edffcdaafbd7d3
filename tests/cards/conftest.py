"""Fixtures for the shipped card data: the library loaded once from cards/."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.library import Library, load

CARDS_DIR = Path(__file__).resolve().parents[2] / "cards"


@pytest.fixture(scope="session")
def loaded() -> tuple[Library, list]:
    return load([CARDS_DIR])


@pytest.fixture(scope="session")
def library(loaded) -> Library:
    return loaded[0]
