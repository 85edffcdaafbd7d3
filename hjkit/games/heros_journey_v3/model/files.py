"""Where The Hero's Journey v3 keeps its card data: the shipped cards, and which files under a
path are its card files. Apart from the loader (pydantic models), so that the registry
can ask which game owns a path without importing any game's model."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hjkit.kit.resources import package_data

SHIPPED_CARDS = package_data("hjkit.games.heros_journey_v3", "cards")
CARD_FILE = "journey.yaml"


def card_files(paths: Iterable[Path]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(path.rglob(CARD_FILE))
        elif path.name == CARD_FILE:
            found.append(path)
    return list(dict.fromkeys(p.resolve() for p in found))
