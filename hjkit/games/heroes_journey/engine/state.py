"""The public state of a table: what every player can see. Immutable; changed by apply()."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field
from enum import Enum
from operator import attrgetter

from hjkit.games.heroes_journey.model.cards import Card
from hjkit.games.heroes_journey.model.variants import Variant
from hjkit.kit.frozen import parameters, quick_init

_COPIERS: dict[tuple, Callable] = {}


def replace(obj, **changes):
    """dataclasses.replace for the engine's frozen, slotted values, without calling
    __init__ or object.__setattr__ per field: apply() builds many tables, and this is its
    most frequent step. Each class and set of changed fields gets a copier written out
    field by field, once."""
    key = (type(obj), *changes)
    copy = _COPIERS.get(key)
    if copy is None:
        copy = _COPIERS[key] = _copier(type(obj), tuple(changes))
    return copy(obj, changes)


def _copier(cls, changed: tuple[str, ...]) -> Callable:
    """A function copying a cls into a plain twin class with the same slots (whose fields
    are set by ordinary assignment), with these fields taken from the changes, then making
    the copy a cls (the layouts are the same, so CPython allows the __class__ assignment)."""
    names = tuple(cls.__dataclass_fields__)
    unknown = [n for n in changed if n not in names]
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {unknown[0]}")
    twin = _twin(cls, names)
    if twin is None:
        return _plain_copier(cls, names)  # a layout no plain twin shares
    lines = ["def copy(obj, changes):", "    new = new_(twin)"]
    lines += [f"    new.{n} = changes[{n!r}]" if n in changed else f"    new.{n} = obj.{n}"
              for n in names]
    lines += ["    new.__class__ = cls", "    return new"]
    scope = {"new_": object.__new__, "twin": twin, "cls": cls}
    exec("\n".join(lines), scope)  # noqa: S102 - the names are a dataclass's own fields
    return scope["copy"]


def copier(cls, *changed: str) -> Callable:
    """replace() for a cls and one set of changed fields, as a function taking them by
    keyword: copier(Table, "to_act", "passes")(t, to_act=1, passes=0). For the hottest call
    sites, which build one once: replace() spends half of a copy's cost finding the copier
    by the changed fields' names and reading the values back from a dict."""
    names = tuple(cls.__dataclass_fields__)
    unknown = [n for n in changed if n not in names]
    if unknown or not changed:
        raise TypeError(f"{cls.__name__}: no copier for {changed}")
    twin = _twin(cls, names)
    if twin is None:
        raise TypeError(f"{cls.__name__}: no plain twin shares its layout")
    lines = [f"def copy(obj, *, {', '.join(changed)}):", "    new = new_(twin)"]
    lines += [f"    new.{n} = {n}" if n in changed else f"    new.{n} = obj.{n}"
              for n in names]
    lines += ["    new.__class__ = cls", "    return new"]
    scope = {"new_": object.__new__, "twin": twin, "cls": cls}
    exec("\n".join(lines), scope)  # noqa: S102 - the names are a dataclass's own fields
    copy = scope["copy"]
    copy.__qualname__ = f"{cls.__qualname__}.copy_{'_'.join(changed)}"
    return copy


def _twin(cls, names: tuple[str, ...]) -> type | None:
    """The plain class with cls's slots that copies are filled in, or None when cls's
    layout is not its own fields' slots alone."""
    if cls.__dict__.get("__slots__") != names or cls.__bases__ != (object,):
        return None
    twin = _TWINS.get(cls)
    if twin is None:
        twin = _TWINS[cls] = type(f"_{cls.__name__}Draft", (), {"__slots__": names})
    return twin


_TWINS: dict[type, type] = {}
_SIBLINGS: dict[type, type] = {}


def maker(cls) -> Callable:
    """A function taking cls's __init__ parameters that builds a cls the way the copier
    does (a draft filled by ordinary assignment, then made a cls), without the type call
    and the __init__ frame that sets each slot through its descriptor's wrapper: for the
    values legal_actions builds by the handful per position. Frozen, slotted dataclasses
    with plain defaults, whose base is object or one slotted dataclass (an action's, say:
    the draft is then a sibling under that base, with the plain __setattr__ and
    __delattr__, so the layouts match and its slots are set by plain stores)."""
    names = tuple(cls.__dataclass_fields__)
    own = cls.__dict__.get("__slots__")
    if (not isinstance(own, tuple) or len(cls.__bases__) != 1
            or any(f.default_factory is not MISSING or not f.init
                   for f in cls.__dataclass_fields__.values())):
        raise TypeError(f"{cls.__name__}: no draft shares its layout and defaults")
    base = cls.__bases__[0]
    inherited = set(names) - set(own)
    if base is object:
        twin = _twin(cls, names)
        if twin is None:
            raise TypeError(f"{cls.__name__}: its slots are not its fields")
    else:
        if inherited != set(getattr(base, "__dataclass_fields__", ())) or (
                base.__dict__.get("__slots__") != tuple(base.__dataclass_fields__)
                or base.__bases__ != (object,)):
            raise TypeError(f"{cls.__name__}: its base is not one slotted dataclass")
        twin = _SIBLINGS.get(cls)
        if twin is None:
            twin = _SIBLINGS[cls] = type(f"_{cls.__name__}Draft", (base,), {
                "__slots__": own, "__setattr__": object.__setattr__,
                "__delattr__": object.__delattr__})
    scope = {"new_": object.__new__, "twin": twin, "cls": cls}
    lines = [f"def make({parameters(cls, scope)}):", "    new = new_(twin)"]
    lines += [f"    new.{n} = {n}" for n in names]
    lines += ["    new.__class__ = cls", "    return new"]
    exec("\n".join(lines), scope)  # noqa: S102 - the names are a dataclass's own fields
    make = scope["make"]
    make.__qualname__ = f"{cls.__qualname__}.make"
    return make


def _plain_copier(cls, names: tuple[str, ...]) -> Callable:
    """The copier for other dataclasses (slots inherited, or none): field by field through
    object.__setattr__, as before the twin copier."""
    known = frozenset(names)

    def copy(obj, changes):
        unknown = set(changes) - known
        if unknown:
            raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]}")
        new = object.__new__(cls)
        for name in names:
            object.__setattr__(new, name, changes[name] if name in changes
                               else getattr(obj, name))
        return new

    return copy


_SCRATCH: tuple[object, dict] = (None, {})

_UID = attrgetter("uid")


def scratch(t) -> dict:
    """A dict for values worked out from one table (the cost modifiers in play, say), kept
    until another table asks: legal_actions asks the same questions of one table for every
    candidate. Tables never change, so what is stored stays true. One (table, dict) pair
    is swapped in whole, so threads serving other tables never read each other's."""
    global _SCRATCH
    held = _SCRATCH
    if held[0] is not t:
        held = _SCRATCH = (t, {})
    return held[1]


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
        # Plain attributes: the rules ask them thousands of times per game, where an enum
        # property goes through Enum.value and a dict keyed by step through Enum.__hash__.
        self.phase = phase
        self.label = label
        self.is_setup = phase == "setup"
        self.key = (phase, label)
        """Unique per step, and hashed without calling Enum.__hash__ (a Python function)."""
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

# Steps the Table's methods ask for on every action, as module names: on Python 3.11 each
# Step.X goes through EnumType's __getattr__ hook (~80 ns; a module name takes ~10).
_ADVERSARY, _GAME_OVER = Step.ADVERSARY, Step.GAME_OVER


@quick_init
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


@quick_init
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


@quick_init
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


@quick_init
@dataclass(frozen=True, slots=True)
class Proposal:
    """A stepper correction from a seat that does not owe the decision: every phone shows
    it, and it is applied only when another seat confirms it."""

    id: int
    seat: int
    action: object
    """The Adjust* action, its delta the sum of the proposer's taps (+3 is one proposal)."""


@quick_init
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
    pending: tuple[Triggered, ...] = ()
    """Kills whose card says "When this minion is killed, ...": each controller, in turn,
    owes that required choice before anyone responds to the window."""

    # --- lookups -------------------------------------------------------------------------
    def in_play(self, uid: int) -> InPlay | None:
        field = self.field
        try:
            # Cards enter the field at its end with the next uid, so it is in uid order: a
            # binary search (in C) finds the item. Checked, so any other order still works.
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
        ids = _ids_of_type(self.cards)["companion"]
        return [i for i in self.field if i.owner == seat and i.card_id in ids]

    def minions(self) -> list[InPlay]:
        ids = _ids_of_type(self.cards)["minion"]
        return [i for i in self.field if i.card_id in ids]

    def is_character(self, item: InPlay) -> bool:
        """Whether the item is a companion or a minion (looked up, not read from its card)."""
        ids = _ids_of_type(self.cards)
        return item.card_id in ids["companion"] or item.card_id in ids["minion"]

    def has_minions(self) -> bool:
        """bool(minions()), looking no further than the first."""
        ids = _ids_of_type(self.cards)["minion"]
        for item in self.field:
            if item.card_id in ids:
                return True
        return False

    def borne_by(self, uid: int) -> list[InPlay]:
        return [i for i in self.field if i.bearer == uid]

    def remaining_health(self, item: InPlay) -> int:
        return printed(self.cards)[item.card_id][1] - item.wounds

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
        for minion, companion in self.assignments:  # (a loop: no generator to resume)
            if uid == minion or uid == companion:
                return True
        return False

    @property
    def is_over(self) -> bool:
        return self.step is _GAME_OVER

    # --- building new states -------------------------------------------------------------
    def with_seat(self, seat: int, **changes) -> Table:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)
        return _with_seats(self, seats=tuple(seats))

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


_with_seats = copier(Table, "seats")  # (with_seat's copy: a copier per site, see copier)

_SEATING: tuple = (None, None, None, ((), ()), ())


def seating(t: Table) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(the seats in play in turn order, the antagonists counter-clockwise from the
    protagonist's right), kept for the next table with the same seats, order and
    protagonist: a pass changes none of them, and every pass asks. Swapped in whole, as
    scratch() is."""
    return _seated(t)[3]


_PRINTED: tuple[object, dict] = (None, {})


def printed(cards: Mapping[str, Card]) -> dict[str, tuple[str, int]]:
    """(title, health or 0) of each card of this mapping, read once (each read of a card
    goes through pydantic's __getattr__ hook, and events name cards by the handful); the
    last mapping's, swapped in whole (it is held, so never reused)."""
    global _PRINTED
    held = _PRINTED
    if held[0] is not cards:
        held = _PRINTED = (cards, {card_id: (card.title, card.health or 0)
                                   for card_id, card in cards.items()})
    return held[1]


_TYPES: tuple[object, dict] = (None, {})


def _ids_of_type(cards: Mapping[str, Card]) -> dict[str, frozenset[str]]:
    """The card ids of each card type in this mapping (companions and minions are looked
    for on every field); the last mapping's, swapped in whole (it is held, so never reused)."""
    global _TYPES
    held = _TYPES
    if held[0] is not cards:
        ids: dict[str, set[str]] = {"companion": set(), "minion": set()}
        for card_id, card in cards.items():
            ids.setdefault(card.type, set()).add(card_id)
        held = _TYPES = (cards, {kind: frozenset(v) for kind, v in ids.items()})
    return held[1]


def procedure_order(t: Table) -> tuple[int, ...]:
    """Table.procedure() as a tuple, kept with seating() (every pass asks)."""
    held = _seated(t)
    return held[3][1] if t.step is _ADVERSARY else held[4]


def procedure_order_in(t: Table, step: Step) -> tuple[int, ...]:
    """procedure_order() of this table once it enters that step (entering makes one copy)."""
    held = _seated(t)
    return held[3][1] if step is _ADVERSARY else held[4]


def _seated(t: Table) -> tuple:
    global _SEATING
    held = _SEATING
    if held[0] is not t.seats or held[1] is not t.order or held[2] != t.protagonist:
        seats = tuple([s for s in t.order if not t.seats[s].lost])
        if held[1] is t.order and held[2] == t.protagonist and seats == held[3][0]:
            # New seats (a card played, say), none of them out since: the same answers.
            held = _SEATING = (t.seats, t.order, t.protagonist, held[3], held[4])
            return held
        if t.protagonist not in seats:
            antagonists = seats
        else:
            at = seats.index(t.protagonist)
            antagonists = tuple([seats[(at - k) % len(seats)] for k in range(1, len(seats))])
        held = _SEATING = (t.seats, t.order, t.protagonist, (seats, antagonists),
                           (t.protagonist, *antagonists))
    return held
