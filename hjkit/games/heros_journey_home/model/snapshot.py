"""The card data a table was started with, as JSON stored in its setup: replaying the
table reads the cards from there, so editing the card files later changes no open table.

A snapshot is {"adventurers": [...], "quests": [...], "quest_items": [...], "spells":
[...], "journey": [...]}, each card as its file gives it (defaults left out)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from .library import MODELS, Library, game_problems

STORED = Path("stored setup")
"""Where a problem in a snapshot is said to be: it has no file of its own."""


class SnapshotError(ValueError):
    """Stored card data that does not read: the field at fault and why."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def snapshot(library: Library) -> dict:
    return {family: [card.model_dump(mode="json", exclude_defaults=True)
                     for card in library.family(family).values()] for family in MODELS}


def library_of(data: object) -> Library:
    """The Library a snapshot holds, checked as `hjkit check` checks card files."""
    if not isinstance(data, dict) or set(data) != set(MODELS):
        raise SnapshotError("cards", f"must be an object with the lists "
                                     f"{', '.join(MODELS)}")
    library = Library()
    for family, model in MODELS.items():
        cards = data[family]
        if not isinstance(cards, list):
            raise SnapshotError(f"cards.{family}", "must be a list of cards")
        for index, raw in enumerate(cards):
            where = f"cards.{family}[{index}]"
            try:
                card = model.model_validate(raw)
            except ValidationError as error:
                detail = error.errors()[0]
                field = ".".join(str(p) for p in detail["loc"])
                raise SnapshotError(f"{where}{'.' + field if field else ''}",
                                    detail["msg"].removeprefix("Value error, ")) from None
            if card.id in library.origin:
                raise SnapshotError(f"{where}.id", f"duplicate card id {card.id!r}")
            library.family(family)[card.id] = card
            library.origin[card.id] = (STORED, index + 1)
    # The stored cards make a playable game, or they would not have started one; a hand
    # edited setup is checked all the same. (Papergold is print-only and not stored.)
    problems = [p for p in game_problems(library) if p.field != "papergold"]
    if problems:
        raise SnapshotError(f"cards.{problems[0].field}", problems[0].message)
    return library
