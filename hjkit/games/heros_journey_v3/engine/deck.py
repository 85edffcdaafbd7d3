"""The cards as the engine reads them: suits as indices, worth, role; built once from the
card library (the model), so the rules never touch YAML or pydantic."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.cards import SUIT_NAMES, SUITS
from ..model.library import Library

MOONS, SUNS, WAVES, LEAVES, WYRMS, KNOTS = range(6)
CHIPS_PER_SUIT = 12
"""72 suit chips: 12 of each suit."""
Coins = tuple[int, int, int, int, int, int]
NO_COINS: Coins = (0, 0, 0, 0, 0, 0)


def suit_name(suit: int, count: int = 1) -> str:
    """'1 Wyrm', '2 Leaves'."""
    return f"{count} {SUIT_NAMES[SUITS[suit]] if count == 1 else SUITS[suit].title()}"


def coins_text(coins: Coins) -> str:
    parts = [suit_name(s, n) for s, n in enumerate(coins) if n]
    return ", ".join(parts) if parts else "nothing"


def add(a: Coins, b: Coins) -> Coins:
    return tuple(x + y for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def sub(a: Coins, b: Coins) -> Coins:
    return tuple(x - y for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def one(suit: int, count: int = 1) -> Coins:
    return tuple(count if s == suit else 0 for s in range(6))  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class CardInfo:
    id: str
    name: str
    kind: str
    role: str
    suits: tuple[int, ...]
    value: int
    """Worth as resources: the rank; Crowns 10, Pawns and Courts 1."""
    path: bool = False
    """The Rite and The Harvest: Events in the Place deck, the Other Paths."""


@dataclass(frozen=True)
class Deck:
    """Every card of the game by id, and the journey line."""

    cards: dict[str, CardInfo]
    stages: tuple[str, ...]
    """The Origin (index 0) to The Pact (index 7)."""
    endings: tuple[str, ...]
    challenges: tuple[str, ...]
    mentors: tuple[str, ...]
    places: tuple[str, ...]

    def __getitem__(self, card_id: str) -> CardInfo:
        return self.cards[card_id]

    def name(self, card_id: str) -> str:
        return self.cards[card_id].name

    def is_path(self, card_id: str) -> bool:
        """The Rite and The Harvest: Other Paths, kept like Mentors, not Places."""
        return self.cards[card_id].path

    def is_mentor(self, card_id: str) -> bool:
        return self.cards[card_id].role == "mentor"

    def is_place(self, card_id: str) -> bool:
        return self.cards[card_id].role == "place" and not self.is_path(card_id)

    def stage_rank(self, index: int) -> int:
        """The rank of the Stage at this index of the line; 0 before The Origin."""
        return self.cards[self.stages[index]].value if index >= 0 else 0


def deck_from(library: Library) -> Deck:
    cards = {}
    for card in library.cards.values():
        cards[card.id] = CardInfo(card.id, card.name, card.kind, card.role,
                                  tuple(SUITS.index(s) for s in card.suits), card.value,
                                  card.role == "place" and "event" in card.categories)
    ids = list(library.cards)
    return Deck(cards, tuple(c.id for c in library.stages()),
                tuple(sorted((i for i in ids if cards[i].role == "ending"),
                             key=lambda i: cards[i].suits)),
                tuple(i for i in ids if cards[i].role == "challenge"),
                tuple(i for i in ids if cards[i].role == "mentor"),
                tuple(i for i in ids if cards[i].role == "place"))
