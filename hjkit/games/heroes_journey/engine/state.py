"""The public state of a table: what every player can see. Immutable; changed by apply()."""

from __future__ import annotations

import dataclasses
from bisect import bisect_left
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from operator import attrgetter

from hjkit.games.heroes_journey.model.cards import Card
from hjkit.games.heroes_journey.model.variants import Variant

from .card_facts import CardFacts

_UID = attrgetter("uid")


class Step(Enum):
    """Where the table is: the phases and steps of the rules, and the setup before them."""

    BIDS = ("setup", "bids")
    TURN_ORDER = ("setup", "turn order")
    FIRST_SITE = ("setup", "site 1")
    STARTING_PARTY = ("setup", "starting party")
    MULLIGANS = ("setup", "mulligans")
    CAMPAIGN = ("campaign", "")
    PLACE_SITE = ("move", "placing a site")  # from the campaign phase or from regroup
    ADVERSARY = ("adversary", "")
    MANEUVER = ("ranged", "maneuver")
    BARRAGE = ("ranged", "barrage")
    RANGED_WOUNDS = ("ranged", "ranged wounds")
    ASSIGNMENT = ("melee", "assignment")
    ASSIGN_PROTAGONIST = ("melee", "assignment by the protagonist")
    ASSIGN_ANTAGONISTS = ("melee", "assignment by the antagonists")
    CHOOSE_SKIRMISH = ("melee", "choosing a skirmish")
    SKIRMISH = ("melee", "skirmish")
    REGROUP = ("regroup", "")
    REGROUP_DECISION = ("regroup", "move again or rest")
    GAME_OVER = ("game over", "")

    def __init__(self, phase: str, label: str):
        self.phase = phase
        self.label = label
        self.is_setup = phase == "setup"
        self.timing = ""
        """The game-text label ("Skirmish:") of events playable now, or '' if none."""


_TIMING = {
    Step.CAMPAIGN: "campaign",
    Step.ADVERSARY: "adversary",
    Step.MANEUVER: "maneuver",
    Step.BARRAGE: "barrage",
    Step.ASSIGNMENT: "assignment",
    Step.SKIRMISH: "skirmish",
    Step.REGROUP: "regroup",
}
for _step, _label in _TIMING.items():
    _step.timing = _label


@dataclass(frozen=True, slots=True)
class InPlay:
    """A card on the field."""

    uid: int
    """Unique within the table, so two copies of one card can be told apart."""
    card_id: str
    owner: int
    """The seat that owns and controls it."""
    wounds: int = 0
    bearer: int | None = None
    """The uid of the character bearing it; None if it stands on its own."""
    skirmish_wounds: int = 0
    """Wounds received in the current skirmish step (Durable X caps them)."""
    strength_bonus: int = 0
    """Until the skirmish resolves: "any bonuses ... expire when the skirmish resolves"."""


@dataclass(frozen=True, slots=True)
class Lasting:
    """A change an ability made that lasts "until the end of the step" or "until the regroup
    phase": strength +X, or a keyword gained (Defender +1)."""

    uid: int
    kind: str
    """strength, damage, defender, durable or shoot."""
    amount: int
    until: str
    """step or regroup."""


@dataclass(frozen=True, slots=True)
class Triggered:
    """Something a "Response:" may answer: a character assigned to a skirmish or killed."""

    trigger: str
    """assigned or killed."""
    uid: int
    card_id: str
    killer: int | None = None
    """Killed in a skirmish: the companion that won it."""
    owner: int | None = None
    """Killed: the seat that controlled it (who resolves its "When ... is killed")."""


@dataclass(frozen=True, slots=True)
class Proposal:
    """A stepper correction from a seat that does not owe the decision: every phone shows
    it, and it is applied only when another seat confirms it."""

    id: int
    seat: int
    action: object
    """The Adjust* action, its delta the sum of the proposer's taps (+3 is one proposal)."""


@dataclass(frozen=True, slots=True)
class PlacedSite:
    """A site on the adventure path; its position is its index in the path plus 1."""

    card_id: str
    owner: int


@dataclass(frozen=True, slots=True)
class Seat:
    """One player's public counts and piles."""

    name: str
    deck_id: str
    book: Mapping[str, int]
    """Copies of each card in the player's deck (hands stay physical; counts are enough)."""
    atlas: tuple[str, ...]
    """Atlas cards not yet placed or attached."""
    burden: int = 0
    hand: int = 0
    book_left: int = 0
    position: int = 0
    """The party's site number on the adventure path; 0 before site 1 is placed."""
    grave: tuple[str, ...] = ()
    scrap: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    banished: tuple[str, ...] = ()
    """ "Out-of-game" zone: public, and out of the game for good."""
    discarded: int = 0
    """Cards discarded from hand whose titles the table never learns (costs, reconciling)."""
    reconcile_discarded: bool = False
    """This seat has used its "may discard 1 card" before its next reconcile."""
    bid: int | None = None
    mulligans_left: int = 0
    ready: bool = False
    """Setup: this seat has finished its part of the current setup step."""
    hero: int | None = None
    """The uid of the party's hero while it lives."""
    lost: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    """Everything public about a game in progress."""

    variant: Variant
    cards: Mapping[str, Card] = field(repr=False, compare=False)
    seats: tuple[Seat, ...]
    seed: int
    step: Step = Step.BIDS
    order: tuple[int, ...] = ()
    """Seats in turn order, which is clockwise around the table."""
    protagonist: int = 0
    to_act: int = 0
    """The seat that owes the current decision."""
    passes: int = 0
    """Consecutive passes in the current action procedure."""
    field: tuple[InPlay, ...] = ()
    path: tuple[PlacedSite, ...] = ()
    risk: int = 0
    turn: int = 0
    """Turns begun: 1 in the first player's first turn."""
    moves: int = 0
    sanctuary_left: int = 0
    ranged_party: int = 0
    """Barrage: modifiers to the party's ranged total, then wounds the minions still take."""
    ranged_minions: int = 0
    """Barrage: modifiers to the minions' ranged total, then wounds the party still takes."""
    assignments: tuple[tuple[int, int], ...] = ()
    """(minion uid, companion uid) pairs assigned to skirmish."""
    skirmish: int | None = None
    """The companion whose skirmish step is under way."""
    next_uid: int = 1
    winner: int | None = None
    ending: tuple[str, ...] = ()
    """Why players went out and why the game ended, in the words of the rules."""
    lasting: tuple[Lasting, ...] = ()
    """Changes abilities made that last beyond the moment (see Lasting)."""
    window: tuple[Triggered, ...] = ()
    """What just happened that a "Response:" may answer."""
    responding: tuple[int, ...] = ()
    """Seats that may still answer the window, in turn; the first owes the decision."""
    resume: int = 0
    """Who owed the decision before the window opened."""
    proposals: tuple[Proposal, ...] = ()
    """Corrections proposed with the steppers, waiting for another seat to confirm."""
    clock: int = 0
    """The table's window clock: seconds a window in which a player may act but need not
    waits for a hold before the phones pass (0: every player passes by hand)."""
    pending: tuple[Triggered, ...] = ()
    """Kills whose card says "When this minion is killed, ...": each controller, in turn,
    owes that required choice before anyone responds to the window."""
    facts: CardFacts | None = dataclasses.field(default=None, repr=False, compare=False)
    """What the rules read of the cards, worked out once per card mapping (see CardFacts);
    made from cards when not given or made for other cards."""
    memo: dict = dataclasses.field(init=False, default_factory=dict, repr=False,
                                   compare=False)
    """Answers worked out from this table, kept while it lasts: legal_actions asks one
    table the same questions for every candidate. A new table starts with none."""

    def __post_init__(self):
        if self.facts is None or self.facts.cards is not self.cards:
            object.__setattr__(self, "facts", CardFacts(self.cards))

    # --- lookups -------------------------------------------------------------------------
    def in_play(self, uid: int) -> InPlay | None:
        field = self.field
        try:
            # Cards enter the field at its end with the next uid, so it is in uid order: a
            # binary search finds the item. Checked, so any other order still works.
            at = bisect_left(field, uid, key=_UID)
        except TypeError:  # not a number: the scan below answers
            at = 0
        if at < len(field) and field[at].uid == uid:
            return field[at]
        for item in field:
            if item.uid == uid:
                return item
        return None

    def card_of(self, item: InPlay) -> Card:
        return self.cards[item.card_id]

    def companions(self, seat: int) -> list[InPlay]:
        ids = self.facts.companions
        return [i for i in self.field if i.owner == seat and i.card_id in ids]

    def minions(self) -> list[InPlay]:
        ids = self.facts.minions
        return [i for i in self.field if i.card_id in ids]

    def is_character(self, item: InPlay) -> bool:
        """Whether the item is a companion or a minion."""
        return item.card_id in self.facts.characters

    def has_minions(self) -> bool:
        """bool(minions()), looking no further than the first."""
        ids = self.facts.minions
        return any(item.card_id in ids for item in self.field)

    def borne_by(self, uid: int) -> list[InPlay]:
        return [i for i in self.field if i.bearer == uid]

    def remaining_health(self, item: InPlay) -> int:
        return self.facts.health[item.card_id] - item.wounds

    def seats_in_play(self) -> list[int]:
        return list(seating(self)[0])

    def antagonists(self) -> list[int]:
        """Antagonists counter-clockwise from the protagonist's right."""
        return list(seating(self)[1])

    def procedure(self) -> list[int]:
        """Who takes part in the current action procedure, in order."""
        return list(procedure_order(self))

    def next_clockwise(self, seat: int) -> int:
        seats = self.seats_in_play()
        return seats[(seats.index(seat) + 1) % len(seats)]

    def site_at(self, position: int) -> Card | None:
        if 1 <= position <= len(self.path):
            return self.cards[self.path[position - 1].card_id]
        return None

    def move_limit(self) -> int:
        return self.variant.move_limit(len(self.seats))

    def assigned_to(self, companion_uid: int) -> list[int]:
        return [m for m, c in self.assignments if c == companion_uid]

    def is_assigned(self, uid: int) -> bool:
        return any(uid in pair for pair in self.assignments)

    @property
    def is_over(self) -> bool:
        return self.step is Step.GAME_OVER

    # --- building new states -------------------------------------------------------------
    def with_seat(self, seat: int, **changes) -> Table:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)
        return replace(self, seats=tuple(seats))

    def with_item(self, uid: int, **changes) -> Table:
        return replace(self, field=self.field_with(uid, **changes))

    def field_with(self, uid: int, **changes) -> tuple[InPlay, ...]:
        """The field with one item changed (for a new table that changes more besides)."""
        field = list(self.field)
        for at, item in enumerate(field):
            if item.uid == uid:
                field[at] = replace(item, **changes)
                break  # uids are unique within a table
        return tuple(field)


def seating(t: Table) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(the seats in play in turn order, the antagonists counter-clockwise from the
    protagonist's right)."""
    found = t.memo.get("seating")
    if found is None:
        seats = tuple([s for s in t.order if not t.seats[s].lost])
        if t.protagonist not in seats:
            antagonists = seats
        else:
            at = seats.index(t.protagonist)
            antagonists = tuple([seats[(at - k) % len(seats)] for k in range(1, len(seats))])
        found = t.memo["seating"] = (seats, antagonists)
    return found


def procedure_order(t: Table) -> tuple[int, ...]:
    """Table.procedure() as a tuple."""
    return procedure_order_in(t, t.step)


def procedure_order_in(t: Table, step: Step) -> tuple[int, ...]:
    """procedure_order() of this table once it enters that step: the antagonists in the
    adversary phase, else the protagonist first."""
    antagonists = seating(t)[1]
    return antagonists if step is Step.ADVERSARY else (t.protagonist, *antagonists)
