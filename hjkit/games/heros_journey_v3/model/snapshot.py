"""The card data a table is set up with, stored in its setup: replaying an open table
rebuilds the same game even after the card files are edited (as The Heroes' Journey stores
its decks)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from hjkit.kit.game import FormatError

from .cards import Card
from .library import Library, deck_problems

STORED = Path("stored setup")


def snapshot(library: Library) -> list[dict]:
    """Every card as JSON, in file order (the order the seeded shuffles start from); the
    rulings are left out, being for the pages, not the rules."""
    return [card.model_dump(mode="json", exclude={"rulings"}, exclude_defaults=True)
            for card in library.cards.values()]


def from_snapshot(cards: object) -> Library:
    """The library a stored setup carries; FormatError names the card and field at fault."""
    if not isinstance(cards, list) or not cards:
        raise FormatError("cards", "must be the list of cards a stored table carries")
    library = Library()
    for i, data in enumerate(cards):
        try:
            card = Card.model_validate(data)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise FormatError(f"cards[{i}]" + (f".{where}" if where else ""),
                              first["msg"]) from None
        if card.id in library.cards:
            raise FormatError(f"cards[{i}].id", f"{card.id!r} is listed twice")
        library.cards[card.id] = card
        library.origin[card.id] = (STORED, i + 1)
    problems = deck_problems(library)
    if problems:
        raise FormatError("cards", f"the stored cards do not make the game's deck: "
                                   f"{problems[0].field}: {problems[0].message}")
    return library
