"""What a card file may say: the extended Decktet's cards, typed and frozen.

A card is its Decktet identity (name, kind, rank, suits, categories) plus the role this
game gives it. The same model validates the YAML and generates its JSON Schema.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from hjkit.kit.pictures import ArtFile

Suit = Literal["moons", "suns", "waves", "leaves", "wyrms", "knots"]
SUITS: tuple[Suit, ...] = ("moons", "suns", "waves", "leaves", "wyrms", "knots")
"""The six suits in the Decktet's customary order."""
SUIT_NAMES = {"moons": "Moon", "suns": "Sun", "waves": "Wave", "leaves": "Leaf",
              "wyrms": "Wyrm", "knots": "Knot"}
"""One coin of each suit, as the rules text says it ("1 Leaf and 1 Wave coin")."""
Kind = Literal["ace", "number", "pawn", "court", "crown", "excuse"]
Role = Literal["stage", "ending", "challenge", "mentor", "place"]
Category = Literal["personality", "location", "event"]
Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=64)]

SUIT_COUNT = {"ace": 1, "number": 2, "pawn": 3, "court": 3, "crown": 1, "excuse": 0}
"""How many suits each kind of card bears."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Ruling(_Frozen):
    """A question a player would ask about the card, answered (see the rules page)."""

    question: str = Field(min_length=1)
    answer: str = Field(min_length=1)


class Card(_Frozen):
    """One Decktet card and its role in The Hero's Journey v3."""

    id: Slug = Field(description="Stable id: the card's page is /cards/<id>.")
    name: str = Field(min_length=1, max_length=40, description="As printed: 'The Origin'.")
    kind: Kind = Field(description="ace, number (2-9), pawn, court, crown or excuse.")
    rank: int | None = Field(None, ge=1, le=9, description="1 for Aces, 2-9 for numbers; "
                                                            "none for the other kinds.")
    suits: tuple[Suit, ...] = Field(strict=False, description="In the customary order.")
    categories: tuple[Category, ...] = Field((), strict=False,
                                             description="Personality, location, event.")
    role: Role = Field(description="This game's use: stage, ending, challenge, mentor, place.")
    rulings: tuple[Ruling, ...] = Field((), strict=False)
    art: ArtFile | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        if self.kind == "ace" and self.rank != 1:
            raise ValueError("an ace has rank 1")
        if self.kind == "number" and (self.rank is None or not 2 <= self.rank <= 9):
            raise ValueError("a number card has a rank from 2 to 9")
        if self.kind not in ("ace", "number") and self.rank is not None:
            raise ValueError(f"a {self.kind} card has no numeric rank")
        if len(self.suits) != SUIT_COUNT[self.kind]:
            raise ValueError(f"a {self.kind} card bears {SUIT_COUNT[self.kind]} suits, "
                             f"not {len(self.suits)}")
        if len(set(self.suits)) != len(self.suits):
            raise ValueError("a suit is listed twice")
        if list(self.suits) != sorted(self.suits, key=SUITS.index):
            raise ValueError(f"list suits in the customary order: "
                             f"{', '.join(sorted(self.suits, key=SUITS.index))}")
        return self

    @property
    def value(self) -> int:
        """The card's worth as resources in this game: Crowns 10, Pawns and Courts 1."""
        if self.kind == "crown":
            return 10
        if self.kind in ("pawn", "court"):
            return 1
        return self.rank or 0

    @property
    def rank_label(self) -> str:
        """The rank as printed on the card's corner."""
        return {"ace": "A", "pawn": "Pawn", "court": "Court", "crown": "Crown",
                "excuse": "—"}.get(self.kind, str(self.rank))


class SetInfo(_Frozen):
    """The set's header."""

    id: Slug
    name: str
    game: Literal["heros-journey-v3"]
    source: str = Field(min_length=1, description="Where the card list comes from.")
    licence: str = Field(min_length=1, description="The licence the source states.")


class CardFile(_Frozen):
    """A journey.yaml file: the header and the 45 cards."""

    set: SetInfo
    cards: tuple[Card, ...] = Field(min_length=1, strict=False)
