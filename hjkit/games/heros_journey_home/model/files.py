"""Where Hero's Journey Home keeps its card data: the shipped cards, and which files under a
path are its card files. Apart from the loader (pydantic models), so that the registry
can ask which game owns a path without importing any game's model."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hjkit.kit.resources import files_named, package_data

SHIPPED_CARDS = package_data("hjkit.games.heros_journey_home", "cards")
CARD_FILE = "journey-home.yaml"


def card_files(paths: Iterable[Path]) -> list[Path]:
    return files_named(paths, CARD_FILE)
