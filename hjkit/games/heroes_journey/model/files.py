"""Where the Heroes' Journey's card data lies: the shipped sets and which files under a
path are card files or deck files. Kept apart from the loader (pydantic models) so that
the registry can ask which game owns a path without importing any game's model."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from hjkit.kit.cardfiles import CardFiles

CARD_FILE = "cards.yaml"
CARDS = CardFiles("hjkit.games.heroes_journey", CARD_FILE)
SHIPPED_CARDS = CARDS.shipped
"""The card sets and decks shipped with the kit."""
SCHEMA_FOLDER = CARDS.schema_folder
"""The JSON Schemas of card and deck files the models generate (`hjkit schema`)."""
SCHEMA_FILES = (SCHEMA_FOLDER / "cards.schema.json", SCHEMA_FOLDER / "deck.schema.json")
DECK_FOLDER = "decks"
DECK_SUFFIXES = (".yaml", ".yml")


def find_sets(paths: Iterable[Path]) -> tuple[list[Path], list[Path]]:
    """Split paths into card files and deck files; a folder is searched below."""
    card_files: list[Path] = []
    deck_files: list[Path] = []
    for path in paths:
        if path.is_dir():
            card_files += sorted(p for p in path.rglob(CARD_FILE) if not _hidden(p, path))
            deck_files += sorted(p for p in path.rglob("*") if p.suffix in DECK_SUFFIXES and (
                p.parent.name == DECK_FOLDER or is_deck_file(p)) and not _hidden(p, path))
        elif path.parent.name == DECK_FOLDER or is_deck_file(path):
            deck_files.append(path)
            card_files += _set_file_for(path)
        else:
            card_files.append(path)
    return unique_paths(card_files), unique_paths(deck_files)


def _hidden(path: Path, folder: Path) -> bool:
    """Whether path lies in a hidden folder below folder (the builder's kept versions in
    decks/.history, a .git folder): none of its files are cards or decks."""
    return any(part.startswith(".") for part in path.relative_to(folder).parts[:-1])


def is_deck_file(path: Path) -> bool:
    """A YAML file outside a decks/ folder that is a deck (one downloaded from the deck
    builder, say): its text has a top-level `deck:` and no `cards:`."""
    if path.name == CARD_FILE or path.suffix not in DECK_SUFFIXES or not path.is_file():
        return False
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return re.search(r"^deck:", text, re.M) is not None and \
        re.search(r"^cards:", text, re.M) is None


def _set_file_for(deck_path: Path) -> list[Path]:
    candidate = deck_path.parent.parent / CARD_FILE
    return [candidate] if candidate.exists() else []


def unique_paths(paths: list[Path]) -> list[Path]:
    return list(dict.fromkeys(path.resolve() for path in paths))
