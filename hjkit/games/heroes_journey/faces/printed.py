"""A print view: what `hjkit build` draws of a Library, as plain named tuples.

The game keeps it across runs (game.HeroesJourney.kept_print_jobs, hjkit.kit.datacache),
so a build whose card files have not changed unpickles it without importing the card models
or pydantic, a good part of such a build's time. The drawing code takes a PrintedCard where
it takes a Card: a PrintedCard has the same names, copied from the card's fields and
properties (type_line, printed_text) by PrintView.of, which also runs what a build asks of
the rules (each deck's legality) while the models are there. Named tuples, not frozen
dataclasses (or typing.NamedTuple, which compiles each annotation): immutable and hashable
alike, made in a twentieth of the time at import, which a rebuild pays on every run.
"""

from __future__ import annotations

from collections import namedtuple
from operator import attrgetter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model.cards import Card
    from ..model.library import Library

PrintedArt = namedtuple("PrintedArt", "file fit focus full_bleed")
PrintedQuest = namedtuple("PrintedQuest", "reach_site")
PrintedCard = namedtuple("PrintedCard", [
    "id", "title", "type", "unique", "side", "culture", "cost", "strength", "health",
    "home_site", "site_range", "site_number", "risk", "arrow", "support_area", "item_class",
    "keywords", "border", "text", "flavor", "back",
    "quest",  # a PrintedQuest or None
    "art",  # a PrintedArt or None
    "type_line", "printed_text",  # the Card's properties, as they were computed
])
"""The fields and properties of a model.cards.Card that the faces and backs draw."""
PrintedCulture = namedtuple("PrintedCulture", "id name side icon")
Contents = namedtuple("Contents", "name book atlas problems")
"""One job: its name, a deck's book (starting party, then each card's copies) and atlas as
card ids, and the rules' objections to the deck (strings); or a set's cards once each."""
PrintView = namedtuple("PrintView", "cards cultures art jobs")
"""cards and cultures by id (PrintedCard, PrintedCulture), each card's picture file by card
id (for cards that have one), and the jobs (Contents) in print order."""


def view_of(library: Library) -> PrintView:
    """What a build prints of library: a job per deck; without decks, a job per set with
    each of its cards once."""
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
                                 tuple(c.id for c in cards if c.type not in BOOK_TYPES), ()))
    named = {i for job in jobs for i in (*job.book, *job.atlas)}
    return PrintView({i: _printed_card(c) for i, c in library.cards.items() if i in named},
                     {i: PrintedCulture._make(_CULTURE(c)) for i, c in library.cultures.items()},
                     dict(library.art), tuple(jobs))


_CARD = attrgetter(*PrintedCard._fields)
_NESTED = ((PrintedCard._fields.index("art"), PrintedArt),
           (PrintedCard._fields.index("quest"), PrintedQuest))
_CULTURE = attrgetter(*PrintedCulture._fields)


def _printed_card(card: Card) -> PrintedCard:
    """The card's fields and properties of PrintedCard's names, its art and quest copied
    likewise (attrgetter: a build of a thousand new cards makes a thousand of these)."""
    values = list(_CARD(card))
    for index, kind in _NESTED:
        if values[index] is not None:
            values[index] = kind._make(getattr(values[index], name) for name in kind._fields)
    return PrintedCard._make(values)
