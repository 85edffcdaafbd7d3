"""What a load holds: the Library of cards, cultures, sets and decks, and each Deck as read.

Plain dataclasses, apart from the pydantic models they hold, so that a library read without
pydantic (plain.py) is the same kind of thing as one the models checked (library.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from hjkit.kit.yamlsource import Document, Location

if TYPE_CHECKING:
    from .cards import Card, Culture, DeckFile, SetInfo


@dataclass(frozen=True)
class Deck:
    """A deck as loaded: its file's content plus where it came from."""

    path: Path
    file: DeckFile
    lines: dict[Location, int]

    @property
    def id(self) -> str:
        return self.file.deck.id

    @property
    def name(self) -> str:
        return self.file.deck.name

    @property
    def variant(self) -> str:
        return self.file.deck.variant

    def line_of(self, *location: str | int) -> int:
        return Document(self.path, None, self.lines).line_of(location)


@dataclass
class Library:
    """Every card, culture, set and deck that loaded, by id."""

    cards: dict[str, Card] = field(default_factory=dict)
    cultures: dict[str, Culture] = field(default_factory=dict)
    sets: dict[str, SetInfo] = field(default_factory=dict)
    card_set: dict[str, str] = field(default_factory=dict)
    decks: dict[str, Deck] = field(default_factory=dict)
    origins: dict[str, tuple[Path, int]] = field(default_factory=dict)
    """Where each card is written: its file and the line its entry starts on."""
    broken: set[str] = field(default_factory=set)
    """Ids of cards that were written but did not load, so decks naming them say so."""
    art: dict[str, Path] = field(default_factory=dict)
    """Each card's picture file, for cards that have one."""
