"""The state of a Heroes and Quests table: immutable values, changed only by `apply`."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..model.library import Library

PHASES = ("order", "place", "move", "quest", "terrain", "end", "over")
DECKS = ("quests", "traps", "heroes", "relics", "actions")


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck's draw pile (top first) and discard pile."""

    draw: tuple[str, ...]
    discard: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PartyHero:
    """A hero in a party: the card, its Level Tokens and the relics stacked under it."""

    card: str
    tokens: int = 0
    relics: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Seat:
    """One player's party and what it holds."""

    name: str
    square: int = -1
    """Where the pawn stands, row * 10 + column; -1 before it is placed."""
    heroes: tuple[PartyHero, ...] = ()
    potions: tuple[str, ...] = ()
    """Potion relics: the party's, not a hero's; each is used once."""
    gold: int = 0
    xp: int = 0
    hand: tuple[str, ...] = ()
    completed: tuple[str, ...] = ()
    guide: bool = False
    """Hired a Guide last turn: Move +1 this turn."""
    ship: bool = False
    """Bought passage on a Ship last turn: may move to any coastal space."""
    skip: bool = False
    """Wiped out: skips the next turn."""
    fortune: tuple[str, ...] = ()
    """The cards this player's Fortune looked at, top first: only this player saw them."""
    fortune_deck: str = ""
    """The deck those cards are from; '' when the player has looked at none."""


@dataclass(frozen=True, slots=True)
class Enemy:
    """What the party faces now: a minion, a trap or the Final Foe."""

    kind: str
    """lesser, minor, greater, trap or foe."""
    name: str
    tags: tuple[str, ...]
    fight: int = 0
    lives: int = 1


@dataclass(frozen=True, slots=True)
class Pending:
    """A die the acting player must roll (or a choice after one), and why."""

    die: int
    purpose: str
    """order, encounter, explore, tag, fight, casualties, death, save, respawn, or a choice
    (die 0): 'lost' (spend 2 XP on a reroll or accept the lost fight) or 'heal' (use a Heal
    on the victim just killed, or let the hero die)."""
    deaths: int = 0
    """Heroes still to be killed (casualties being resolved)."""
    victim: int = -1
    """The hero rolling to Save, or just killed (heal)."""
    roll: int = 0
    """The lost fight's d20, for the 'lost' choice."""


@dataclass(frozen=True, slots=True)
class Quest:
    """A quest being undertaken, or the Explore action's single encounter."""

    card: str
    """The quest card's id; '' when exploring."""
    encounter: int = 0
    """Encounters done so far."""
    enemy: Enemy | None = None
    bonus: int = 0
    """Fight bonus for the current encounter (XP spent, cards played)."""
    used: tuple[str, ...] = ()
    """Once-per-encounter abilities used (heal, AD), as 'kind:index' keys."""


@dataclass(frozen=True, slots=True)
class LastRoll:
    """The roll the player just made, while it may still be rerolled for 2 XP ("2 Reroll
    Target Die Roll (That you made)"): until the player's next action."""

    before: Table
    """The table as it was before the roll, its die still to roll."""
    value: int


@dataclass(frozen=True, slots=True)
class Table:
    """Everything the rules know about a game in progress."""

    library: Library = field(compare=False, repr=False)
    seats: tuple[Seat, ...]
    board: tuple[str, ...]
    """The tile kind on each of the 100 spaces, row by row."""
    markers: tuple[tuple[str, int], ...]
    """Quests on the map: (quest id, space)."""
    decks: tuple[Deck, ...]
    """In DECKS order."""
    target: int
    """Quests to complete to win: 3, 5 or 7."""
    dice: str
    """'companion' rolls, or 'table': players enter their physical roll."""
    rng: int
    turn: int = 0
    phase: str = "place"
    pending: Pending | None = None
    quest: Quest | None = None
    moves_bonus: int = 0
    """Move +N from action cards played this Move Phase."""
    played: tuple[str, ...] = ()
    """Where an action card was played this turn: 'move', 'end' or 'quest:<encounter>'
    (ruled: one card per phase, and per encounter in a quest)."""
    turns: int = 0
    winner: int | None = None
    by_hand: bool = False
    """The decks are shuffled by hand at the table: each card drawn is named by the action
    that draws it (its draws), not taken from a seeded order."""
    named: tuple[str, ...] = ()
    """While an action is resolved at such a table: its cards not yet drawn."""
    order: tuple[int, ...] = ()
    """The seats in turn order, first to play first ("Players roll high on the 1D20 to
    determine Turn Order."); seat order at a table of readings 1."""
    order_rolls: tuple[tuple[int, ...], ...] = ()
    """Each seat's 1D20 rolls for turn order, re-rolls after a tie following; empty at a
    table of readings 1."""
    placing: tuple[str, ...] = ()
    """Relics gained or left by a dead hero that several heroes may carry: the player
    chooses who carries the first before anything else is done."""
    last_roll: LastRoll | None = None
    """The roll just made, which the player may reroll; None after any other action."""
    rules: int = 2
    """The readings the table plays by (setup.RULES): 1 for a table stored before they
    changed, so that its log replays as it was played."""

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def deck(self, name: str) -> Deck:
        return self.decks[DECKS.index(name)]

    def with_deck(self, name: str, deck: Deck) -> Table:
        decks = list(self.decks)
        decks[DECKS.index(name)] = deck
        return replace(self, decks=tuple(decks))

    def with_seat(self, index: int, seat: Seat) -> Table:
        seats = list(self.seats)
        seats[index] = seat
        return replace(self, seats=tuple(seats))

    @property
    def current(self) -> Seat:
        return self.seats[self.turn]
