"""A print view: what `hjkit build` draws of a Library, as plain frozen dataclasses.

The game keeps it across runs (game.HeroesJourney.kept_print_jobs, hjkit.kit.datacache),
so a build whose card files have not changed unpickles it without importing the card models
or pydantic, a good part of such a build's time. The drawing code takes a PrintedCard where
it takes a Card: a PrintedCard has the same names, copied from the card's fields and
properties (type_line, printed_text) by PrintView.of, which also runs what a build asks of
the rules (each deck's legality) while the models are there.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..model.library import Library


@dataclass(frozen=True)
class PrintedArt:
    file: str
    fit: str
    focus: tuple[float, float]
    full_bleed: bool


@dataclass(frozen=True)
class PrintedQuest:
    reach_site: int


@dataclass(frozen=True)
class PrintedCard:
    """The fields and properties of a model.cards.Card the faces and backs draw."""

    id: str
    title: str
    type: str
    unique: bool
    side: str | None
    culture: str | None
    cost: int | None
    strength: int | None
    health: int | None
    home_site: int | None
    site_range: str | None
    site_number: int | None
    risk: int | None
    arrow: str | None
    support_area: bool
    item_class: str | None
    keywords: tuple[str, ...]
    border: str
    text: str
    flavor: str
    back: str | None
    quest: PrintedQuest | None
    art: PrintedArt | None
    type_line: str
    printed_text: str


@dataclass(frozen=True)
class PrintedCulture:
    id: str
    name: str
    side: str
    icon: str


@dataclass(frozen=True)
class Contents:
    """One job: a deck's book (starting party, then each card's copies) and atlas as card
    ids, and the rules' objections to the deck; or a set's cards once each."""

    name: str
    book: tuple[str, ...]
    atlas: tuple[str, ...]
    problems: tuple[str, ...] = ()


@dataclass(frozen=True)
class PrintView:
    cards: dict[str, PrintedCard]
    cultures: dict[str, PrintedCulture]
    art: dict[str, Path]
    """Each card's picture file, for cards that have one."""
    jobs: tuple[Contents, ...]

    @classmethod
    def of(cls, library: Library) -> PrintView:
        """What a build prints of library: a job per deck; without decks, a job per set
        with each of its cards once."""
        from ..model.decks import check_deck
        from ..model.kinds import BOOK_TYPES

        jobs = []
        for deck in library.decks.values():
            book = list(deck.file.starting_party)
            for card_id, copies in deck.file.book.items():
                book += [card_id] * copies
            problems = tuple(str(p) for p in check_deck(deck, library) if not p.warning)
            jobs.append(Contents(deck.id, tuple(book), tuple(deck.file.atlas), problems))
        if not library.decks:
            for set_id in library.sets:
                cards = [c for i, c in library.cards.items() if library.card_set[i] == set_id]
                if cards:
                    jobs.append(Contents(set_id,
                                         tuple(c.id for c in cards if c.type in BOOK_TYPES),
                                         tuple(c.id for c in cards if c.type not in BOOK_TYPES)))
        named = {i for job in jobs for i in (*job.book, *job.atlas)}
        return cls({i: _copy(PrintedCard, library.cards[i]) for i in library.cards if i in named},
                   {i: _copy(PrintedCulture, c) for i, c in library.cultures.items()},
                   dict(library.art), tuple(jobs))


_NESTED: dict[str, Any] = {"art": PrintedArt, "quest": PrintedQuest}


def _copy(kind: type, source: object) -> Any:
    """kind made of source's attributes of the same names (nested art and quest too)."""
    values = {}
    for each in fields(kind):
        value = getattr(source, each.name)
        if each.name in _NESTED and value is not None and kind is PrintedCard:
            value = _copy(_NESTED[each.name], value)
        values[each.name] = tuple(value) if isinstance(value, (tuple, list)) else value
    return kind(**values)
