"""What a load holds: the Library of cards, cultures, sets and decks, and each Deck as read
(library.py reads them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from hjkit.kit.pictures import CardPicture, picture_at
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
    art: dict[str, CardPicture] = field(default_factory=dict)
    """Each card's picture, for cards that name one: read only where it is drawn (see
    hjkit.generator.pictures), so a card whose picture is missing still loads and plays."""
    set_files: dict[str, Path] = field(default_factory=dict)
    """The card file each set was read from."""
    replaced: dict[Path, Path] = field(default_factory=dict)
    """Each card file a later one of the same set id replaced (a designer's copy of a
    shipped set), and the file that replaced it."""
    notes: list[str] = field(default_factory=list)
    """What loading decided that is no problem but is worth saying (hjkit check, serve)."""


def drop_set(library: Library, set_id: str) -> None:
    """Take a set's cards out of the library, for a later file of the same set to replace."""
    for card_id in [c for c, s in library.card_set.items() if s == set_id]:
        del library.cards[card_id], library.card_set[card_id]
        library.origins.pop(card_id, None)
        library.art.pop(card_id, None)


def add_card(card: Card, library: Library, set_id: str, document: Document,
             where: Location) -> tuple[str, str] | None:
    """Add a card read from document at where to library, or return why it cannot be
    added: (the field at fault, a sentence), which library.load reports."""
    if card.id in library.cards:
        return "id", (f"duplicate card id {card.id!r} (already in set "
                      f"{library.card_set[card.id]!r})")
    culture = library.cultures.get(card.culture or "")
    if card.culture is not None and culture is None:
        return "culture", (f"unknown culture {card.culture!r}; known: "
                           f"{', '.join(sorted(library.cultures))}")
    if culture is not None and culture.side != card.side:
        return "side", (f"culture {culture.id!r} is a {culture.side} culture but the card "
                        f"is {card.side}")
    if card.art is not None:
        library.art[card.id] = picture_at(card.id, card.art.file, document, (*where, "art"))
    library.cards[card.id] = card
    library.card_set[card.id] = set_id
    library.origins[card.id] = (document.path, document.line_of(where))
    return None

