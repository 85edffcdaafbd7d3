"""The card data a table is set up with, stored in its setup (see hjkit.kit.snapshot):
replaying an open table rebuilds the same game even after the card files are edited."""

from __future__ import annotations

from hjkit.kit.game import FormatError
from hjkit.kit.snapshot import dumped, stored_cards

from .cards import Card
from .library import Library, deck_problems


def snapshot(library: Library) -> list[dict]:
    """Every card as JSON, in file order (the order the seeded shuffles start from); the
    rulings are left out, being for the pages, not the rules."""
    return dumped(library.cards.values(), exclude={"rulings"})


def from_snapshot(cards: object) -> Library:
    """The library a stored setup carries; FormatError names the card and field at fault."""
    if not isinstance(cards, list) or not cards:
        raise FormatError("cards", "must be the list of cards a stored table carries")
    library = Library()
    library.cards.update((card.id, card) for card in
                         stored_cards(cards, Card, "cards", library.origin))
    problems = deck_problems(library)
    if problems:
        raise FormatError("cards", f"the stored cards do not make the game's deck: "
                                   f"{problems[0].field}: {problems[0].message}")
    return library
