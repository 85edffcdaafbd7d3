"""What a player can do at the table, as small frozen values, and their JSON form."""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from dataclasses import dataclass


class ActionFormatError(ValueError):
    """An action that cannot be read; names the field at fault."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    """The seat taking the action."""

    @classmethod
    def kind(cls) -> str:
        return re.sub(r"(?<!^)([A-Z])", r"_\1", cls.__name__).lower()


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Setup: a secret burden bid for the turn order; revealed when all have bid."""

    amount: int


@dataclass(frozen=True, slots=True)
class ChoosePosition(Action):
    """Setup: the highest remaining bidder picks a place in the turn order (1 = first)."""

    position: int


@dataclass(frozen=True, slots=True)
class PlaceSite(Action):
    """Put a site from your atlas on the adventure path."""

    card_id: str


@dataclass(frozen=True, slots=True)
class ChooseHero(Action):
    """Setup: put your hero into play with the quest need it bears."""

    card_id: str
    exert: int | None = None


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a card from hand; target is its bearer, exert the character a To Play (or the
    event's cost) exerts; choice, also and pick are the event's choices (see UseAbility)."""

    card_id: str
    target: int | None = None
    exert: int | None = None
    choice: int | None = None
    also: int | None = None
    pick: str | None = None


@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """Use a labelled ability of a card in play ("Skirmish: Exert Baloo to make him strength
    +2."): source is the card, ability its index on the card; choice the character it
    targets, exert the character a cost exerts, also a second character ("an unassigned
    [Oz] companion"), pick a card id ("a Winged Monkey minion from your scrap pile")."""

    source: int
    ability: int = 0
    choice: int | None = None
    exert: int | None = None
    also: int | None = None
    pick: str | None = None


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """Setup: hold up to 2 cards, draw 6 (then 4, then 2), shuffle the rest back."""

    keep: int


@dataclass(frozen=True, slots=True)
class SecondWind(Action):
    """Campaign: discard a copy of a wounded unique companion to remove 1 wound."""

    target: int


@dataclass(frozen=True, slots=True)
class Exert(Action):
    """Exert your character to pay for a card's ability; the players resolve its effect."""

    target: int


@dataclass(frozen=True, slots=True)
class Heal(Action):
    """Campaign, at a sanctuary: remove a wound from a character in your party."""

    target: int


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move the party to the next site (campaign phase, or again from regroup)."""


@dataclass(frozen=True, slots=True)
class Rest(Action):
    """Regroup: stop moving; reconcile, scrap minions, empty the pool, pass the turn."""


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Regroup, before reconciling: "That player may discard 1 card from their hand." """


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Take no action now (ends setup choices, or passes in the action procedure)."""


@dataclass(frozen=True, slots=True)
class Wound(Action):
    """Ranged phase: deal one of the pending ranged wounds to this character."""

    target: int


@dataclass(frozen=True, slots=True)
class ChooseAntagonist(Action):
    """Ranged phase: the protagonist picks the antagonist who wounds their own minions."""

    antagonist: int


@dataclass(frozen=True, slots=True)
class Assign(Action):
    """Assign a minion to skirmish a companion."""

    minion: int
    companion: int


@dataclass(frozen=True, slots=True)
class ChooseSkirmish(Action):
    """Melee: the protagonist picks the next assigned companion whose skirmish resolves."""

    companion: int


@dataclass(frozen=True, slots=True)
class AdjustStrength(Action):
    """A card effect the players resolve: strength +/- until the skirmish resolves."""

    target: int
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustRanged(Action):
    """A card effect the players resolve: +/- to one side's ranged total this barrage."""

    side: str
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustWounds(Action):
    """A card effect the players resolve: add or remove one wound."""

    target: int
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustBurden(Action):
    """A card effect the players resolve: add or remove one burden from a party's pool."""

    party: int
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustRisk(Action):
    """A card effect the players resolve: add or remove risk tokens."""

    delta: int


@dataclass(frozen=True, slots=True)
class Confirm(Action):
    """Apply a correction another seat proposed with the steppers (see proposals)."""

    proposal: int


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Refuse a correction another seat proposed, or withdraw your own."""

    proposal: int


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind(): cls
    for cls in (Bid, ChoosePosition, PlaceSite, ChooseHero, PlayCard, UseAbility, Mulligan,
                SecondWind, Exert, Heal, Move, Rest, Discard, Pass, Wound, ChooseAntagonist,
                Assign, ChooseSkirmish, AdjustStrength, AdjustRanged, AdjustWounds,
                AdjustBurden, AdjustRisk, Confirm, Decline)
}


class _Shape:
    """What reading and writing one action type needs, worked out once per type: its kind,
    and per field its name, base type, whether None is allowed and whether it has a
    default."""

    __slots__ = ("kind", "names", "fields")

    def __init__(self, cls: type[Action]):
        hints = typing.get_type_hints(cls)
        self.kind = cls.kind()
        self.names = tuple(f.name for f in dataclasses.fields(cls))
        self.fields = []
        for item in dataclasses.fields(cls):
            expected = hints[item.name]
            optional = isinstance(expected, types.UnionType) and type(None) in expected.__args__
            base = next(a for a in expected.__args__ if a is not type(None)) if optional \
                else expected
            self.fields.append((item.name, base, optional,
                                item.default is not dataclasses.MISSING))


_SHAPES: dict[type, _Shape] = {cls: _Shape(cls) for cls in ACTION_TYPES.values()}


def _shape(cls: type[Action]) -> _Shape:
    shape = _SHAPES.get(cls)
    if shape is None:  # an Action subclass defined elsewhere
        shape = _SHAPES[cls] = _Shape(cls)
    return shape


def action_to_dict(action: Action) -> dict:
    """{'type': 'play_card', 'seat': 0, 'card_id': 'bagheera', ...}"""
    shape = _shape(type(action))
    return {"type": shape.kind, **{name: getattr(action, name) for name in shape.names}}


def action_from_dict(data: object) -> Action:
    """Read an action from JSON, raising ActionFormatError that names the bad field."""
    if not isinstance(data, dict):
        raise ActionFormatError("action", "must be a JSON object")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ActionFormatError("type", f"unknown action type {kind!r}; one of "
                                        f"{', '.join(sorted(ACTION_TYPES))}")
    shape = _shape(cls)
    values = {}
    for field_name, base, optional, has_default in shape.fields:
        if field_name not in data:
            if has_default:
                continue
            raise ActionFormatError(field_name, "missing")
        value = data[field_name]
        if value is None and optional:
            values[field_name] = None
        elif type(value) is not base:
            raise ActionFormatError(field_name, f"must be {base.__name__}, got {value!r}")
        else:
            values[field_name] = value
    unknown = set(data) - set(shape.names) - {"type"}
    if unknown:
        raise ActionFormatError(sorted(unknown)[0], f"unknown field for {kind}")
    return cls(**values)
