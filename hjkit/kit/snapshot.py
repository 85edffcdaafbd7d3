"""Card data stored with a table: the cards it started with, as JSON in its setup. Replaying
the table reads the cards from there, so editing the card files later changes no open
table; a stored setup sent by a client gets the checks a card file gets."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .game import FormatError
from .problems import first_error

STORED = Path("stored setup")
"""Where a card read from a stored setup is said to be: it has no file of its own."""


def dumped(cards: Iterable[Any], exclude: set[str] | None = None) -> list[dict]:
    """Each card as JSON, as its file gives it (defaults left out, fields in exclude too)."""
    return [card.model_dump(mode="json", by_alias=True, exclude=exclude, exclude_defaults=True)
            for card in cards]


def stored_cards(items: object, model: Any, where: str,
                 origin: dict[str, tuple[Path, int]]) -> list:
    """The cards a stored list holds (found at `where` in the setup), each read by model;
    origin (every card read so far) gets each one's id, at its place in the list.
    FormatError names the card and field at fault, or an id already read."""
    if not isinstance(items, list):
        raise FormatError(where, "must be a list of cards")
    cards = []
    for index, raw in enumerate(items):
        at = f"{where}[{index}]"
        try:
            card = model.model_validate(raw)
        except ValidationError as error:
            field, message = first_error(error)
            raise FormatError(f"{at}.{field}" if field else at, message) from None
        if card.id in origin:
            raise FormatError(f"{at}.id", f"duplicate card id {card.id!r}")
        origin[card.id] = (STORED, index + 1)
        cards.append(card)
    return cards
