"""The players' own card folders as `hjkit serve --cards` takes them: a folder that does not
exist yet is made, and an empty one is a place for the deck builder to save into, so a new
user needs no text editor to get one; each is described at start in a sentence."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .game import Game


def holds_no_cards(path: Path) -> bool:
    """A folder with no YAML file below it: a new card folder, nothing in it yet."""
    return path.is_dir() and not any(p.suffix in (".yaml", ".yml") for p in path.rglob("*"))


def make_ready(folders: Iterable[Path]) -> list[str]:
    """Make each folder that does not exist; a sentence for each folder made or empty.
    Raises OSError when one cannot be made."""
    said = []
    for folder in folders:
        if not folder.exists():
            folder.mkdir(parents=True)
            said.append(f"{folder}: a new card folder, made now; the deck builder saves "
                        "decks into it")
        elif holds_no_cards(folder):
            said.append(f"{folder}: no cards or decks yet; the deck builder saves decks "
                        "into it")
    return said


def load_notes(games: Iterable[Game], folders: Iterable[Path]) -> list[str]:
    """What loading each game's shipped cards with the folders it claims says beside its
    problems (a copy of a shipped set replacing it), as the companion will load them."""
    folders = list(folders)
    notes = []
    for game in games:
        claimed = [f for f in folders if f.exists() and game.claims(f)]
        shipped = game.shipped_cards()
        if claimed and shipped is not None:
            notes += game.load([shipped, *claimed]).notes
    return notes
