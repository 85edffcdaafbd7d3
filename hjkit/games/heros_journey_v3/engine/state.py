"""The game as immutable values: heroes, the bank, the Encounter rows and decks, the
Challenge deck, whose turn, what is being decided and what happens next (the agenda)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .deck import NO_COINS, Coins, Deck

MENTOR_LIMIT = {2: 4, 3: 3, 4: 2}
"""Mentor limit: 4 Mentors in a 2-player game, 3 with 3 players, 2 with 4."""
VARIANTS = {"basic": "Basic rules", "advanced": "Advanced rules (Stage events)"}


@dataclass(frozen=True, slots=True)
class Hero:
    """One player's hero."""

    name: str
    coins: Coins
    """Suit coins in front of the player, by suit (Moons ... Knots)."""
    cards: tuple[str, ...] = ()
    """Encounter cards in front of the hero: Mentors, Places, and The Rite or The Harvest."""
    hand: tuple[str, ...] = ()
    """Challenge cards in hand (seeded; at a physical table the engine never sees them)."""
    stage: int = -1
    """Index on the journey line (0 The Origin ... 7 The Pact); -1 before The Origin. On an
    Other Path, the index of the Stage it lies beside."""
    path: str | None = None
    """The Rite or The Harvest when the pawn stands on it (The Other Path)."""
    ending: str | None = None
    lost_turns: int = 0
    extra_turns: int = 0
    discard_place_after_challenge: bool = False
    """The Chance Meeting: after the next Challenge, discard a Place if you have two."""
    unseen: int = 0
    """Physical results: how many Challenges the hero holds in a real hand, unnamed until
    one is played (see physical.py)."""

    @property
    def hand_count(self) -> int:
        return len(self.hand) + self.unseen


@dataclass(frozen=True, slots=True)
class Decision:
    """What the game waits for: kind, the seat deciding, and that kind's details."""

    kind: str
    seat: int
    card: str | None = None
    other: int | None = None
    """Another seat the decision concerns (a deal's partner, who receives a coin)."""
    need: int = 0
    suits: tuple[int, ...] = ()
    cover: tuple[int, ...] = ()
    min_suits: int = 0
    coins: Coins = NO_COINS
    """Coins picked so far (an expense, a deal's give side, coins placed on the road)."""
    take: Coins = NO_COINS
    cards: tuple[str, ...] = ()
    """Cards picked so far (an expense), or still to decide (upkeep)."""
    count: int = 0
    optional: bool = False
    then: tuple = ()
    """Tasks to run once this is decided (the continuation of an expense)."""
    partner: str | None = None
    """A deal's other side: 'bank', a card id, or None for a hero (other)."""
    back: Decision | None = None
    """A trade's (partner, deal, answer): the decision of the turn it was begun from, taken
    up again once the trade is made, declined or cancelled."""


@dataclass(frozen=True, slots=True)
class Task:
    """A step the game runs by itself: kind, whom it concerns, and its details."""

    kind: str
    seat: int = -1
    card: str | None = None
    suit: int = -1
    flag: bool = False


@dataclass(frozen=True, slots=True)
class Score:
    seat: int
    stage: int
    coins: int
    full_set: int
    cards: int
    ending: int
    total: int


@dataclass(frozen=True, slots=True)
class State:
    variant: str
    heroes: tuple[Hero, ...]
    bank: Coins
    rows: tuple[tuple[str | None, str | None], tuple[str | None, str | None]]
    """(Mentors, Places), each (Wanderer's, Traveler's)."""
    on_cards: tuple[tuple[str, Coins], ...]
    """Coins lying on face-up Encounter cards, by card."""
    mentor_deck: tuple[str, ...]
    place_deck: tuple[str, ...]
    challenge_deck: tuple[str, ...]
    """Physical results: every Challenge whose place nobody knows, in the deck or in a hand
    (physical.in_deck counts the deck's)."""
    active: int
    rng: int
    decision: Decision | None = None
    agenda: tuple[Task, ...] = ()
    challenge: str | None = None
    """The Challenge being met."""
    moved: bool = False
    """The active hero moved forward to a new Stage this turn (no resource draw)."""
    turn: int = 1
    final: tuple[int, ...] | None = None
    """Once a hero reaches an Ending: the seats still to take their one more turn."""
    scores: tuple[Score, ...] | None = None
    round_limit: int | None = None
    """A table's own limit (setup "rounds"): after this many rounds with no hero at an
    Ending, the game is scored as it stands. None: play until an Ending, as written."""
    physical: bool = False
    """The table deals, turns over and flips its real cards and chips, and a phone enters
    each result (see physical.py); otherwise the seeded generator (rng) decides."""
    hidden: tuple[int, int, int] = (0, 0, 0)
    """Physical results: how many cards of the Mentor, Place and Challenge decks lie in an
    order nobody knows (after the top card, when it was just turned over); the rest are
    discards at the bottom, in the order they went there."""
    shown: tuple[bool, bool, bool] = (False, False, False)
    """Physical results: the top card of each deck was just turned over (entered), and is
    about to be taken."""
    deck: Deck = field(compare=False, repr=False, default=None)  # type: ignore[assignment]

    @property
    def over(self) -> bool:
        return self.scores is not None

    @property
    def round(self) -> int:
        """The round being played, from 1: each seat's turn once (lost and extra turns
        counted as turns, as the table counts them)."""
        return (self.turn - 1) // self.players + 1

    @property
    def rounds_after(self) -> int | None:
        """Rounds still to come after this one under the table's limit; None: no limit."""
        return None if self.round_limit is None else max(0, self.round_limit - self.round)

    @property
    def players(self) -> int:
        return len(self.heroes)

    @property
    def mentor_limit(self) -> int:
        return MENTOR_LIMIT[len(self.heroes)]

    @property
    def advanced(self) -> bool:
        return self.variant == "advanced"

    def left_of(self, seat: int) -> int:
        return (seat + 1) % len(self.heroes)

    def right_of(self, seat: int) -> int:
        return (seat - 1) % len(self.heroes)

    def coins_on(self, card: str) -> Coins:
        for cid, coins in self.on_cards:
            if cid == card:
                return coins
        return NO_COINS

    def with_hero(self, seat: int, **changes) -> State:
        heroes = list(self.heroes)
        heroes[seat] = replace(heroes[seat], **changes)
        return replace(self, heroes=tuple(heroes))

    def with_on_card(self, card: str, coins: Coins) -> State:
        rest = tuple((c, n) for c, n in self.on_cards if c != card)
        if any(coins):
            rest = tuple(sorted((*rest, (card, coins))))
        return replace(self, on_cards=rest)
