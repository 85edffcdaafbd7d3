"""The kit's rulings: its answer wherever a game's rules text is silent, unclear or
contradicts itself, shown on the game's rules page and on the page of each card it touches."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Ruling:
    id: str
    """Stable: the rules page's anchor (#ruling-<id>)."""
    question: str
    answer: str
    cards: tuple[str, ...] = ()
    """The ids of the cards it touches."""


def touching(rulings: Iterable[Ruling], card_id: str) -> list[Ruling]:
    """The rulings that touch a card, in their order."""
    return [r for r in rulings if card_id in r.cards]
