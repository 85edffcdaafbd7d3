"""Where the Heroes' Journey's card data lies: the shipped sets and which files under a
path are card files or deck files. Kept apart from the loader (pydantic models) so that
the registry can ask which game owns a path without importing any game's model."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hjkit.kit.resources import package_data

SHIPPED_CARDS = package_data("hjkit.games.heroes_journey", "cards")
"""The card sets and decks shipped with the kit."""
SCHEMA_FOLDER = package_data("hjkit.games.heroes_journey", "schema")
"""The JSON Schemas of card and deck files the models generate (`hjkit schema`)."""
SCHEMA_FILES = (SCHEMA_FOLDER / "cards.schema.json", SCHEMA_FOLDER / "deck.schema.json")
CARD_FILE = "cards.yaml"
DECK_FOLDER = "decks"
DECK_SUFFIXES = (".yaml", ".yml")


def find_sets(paths: Iterable[Path]) -> tuple[list[Path], list[Path]]:
    """Split paths into card files and deck files; a folder is searched below."""
    card_files: list[Path] = []
    deck_files: list[Path] = []
    for path in paths:
        if path.is_dir():
            card_files += sorted(path.rglob(CARD_FILE))
            deck_files += sorted(p for p in path.rglob("*") if p.parent.name == DECK_FOLDER
                                 and p.suffix in DECK_SUFFIXES)
        elif path.parent.name == DECK_FOLDER:
            deck_files.append(path)
            card_files += _set_file_for(path)
        else:
            card_files.append(path)
    return unique_paths(card_files), unique_paths(deck_files)


def _set_file_for(deck_path: Path) -> list[Path]:
    candidate = deck_path.parent.parent / CARD_FILE
    return [candidate] if candidate.exists() else []


def unique_paths(paths: list[Path]) -> list[Path]:
    seen: dict[Path, None] = {}
    for path in paths:
        seen.setdefault(path.resolve(), None)
    return list(seen)
