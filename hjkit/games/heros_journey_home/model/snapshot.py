"""The card data a table was started with, stored in its setup (see hjkit.kit.snapshot).

A snapshot is {"adventurers": [...], "quests": [...], "quest_items": [...], "spells":
[...], "journey": [...]}, each card as its file gives it (defaults left out)."""

from __future__ import annotations

from hjkit.kit.game import FormatError
from hjkit.kit.snapshot import dumped, stored_cards

from .library import MODELS, Library, game_problems

SnapshotError = FormatError
"""What library_of raises: the field at fault and why."""


def snapshot(library: Library) -> dict:
    return {family: dumped(library.family(family).values()) for family in MODELS}


def library_of(data: object) -> Library:
    """The Library a snapshot holds, checked as `hjkit check` checks card files."""
    if not isinstance(data, dict) or set(data) != set(MODELS):
        raise FormatError("cards", f"must be an object with the lists {', '.join(MODELS)}")
    library = Library()
    for family, model in MODELS.items():
        for card in stored_cards(data[family], model, f"cards.{family}", library.origin):
            library.family(family)[card.id] = card
    # The stored cards make a playable game, or they would not have started one; a hand
    # edited setup is checked all the same. (Papergold is print-only and not stored.)
    problems = [p for p in game_problems(library) if p.field != "papergold"]
    if problems:
        raise FormatError(f"cards.{problems[0].field}", problems[0].message)
    return library
