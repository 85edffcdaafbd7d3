"""What a player may do, as values, and their JSON form (what the companion stores)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Literal

from ..model.content import TERRAIN_ACTIONS


class ActionFormatError(ValueError):
    """An action's JSON that cannot be read; names the field."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field


@dataclass(frozen=True, slots=True)
class _Act:
    seat: int
    draws: tuple[str, ...] = field(default=(), kw_only=True)
    """At a table whose decks are shuffled by hand: the cards drawn while this action is
    resolved, in the order they were drawn (empty when the companion deals)."""


@dataclass(frozen=True, slots=True)
class Move(_Act):
    """Place the pawn (setup) or move it in the Move Phase, to a space row * 10 + column."""

    to: int


@dataclass(frozen=True, slots=True)
class Roll(_Act):
    """Roll the pending die: value is the physical roll at a table that rolls its own dice,
    None when the companion rolls."""

    value: int | None = None


@dataclass(frozen=True, slots=True)
class Retreat(_Act):
    """Leave the quest and go to the End Phase."""


@dataclass(frozen=True, slots=True)
class Spend(_Act):
    """Spend XP: 1 for Fight +1, 2 to reroll a lost fight, 7 for a hero's Level Token."""

    use: Literal["fight", "reroll", "level"]
    hero: str = ""


@dataclass(frozen=True, slots=True)
class Accept(_Act):
    """Accept a lost fight roll rather than reroll it."""


@dataclass(frozen=True, slots=True)
class Terrain(_Act):
    """Take a terrain action; choice names the hero (Train), deck (Fortune), card (Pray)
    or 'ignore-potions' (Buy Relic)."""

    action: str
    choice: str = ""


@dataclass(frozen=True, slots=True)
class Play(_Act):
    """Play an action card from the hand."""

    card: str


@dataclass(frozen=True, slots=True)
class EndTurn(_Act):
    """Finish the End Phase: replenish quests, discard or fill the hand, pass the turn."""


Action = Move | Roll | Retreat | Spend | Accept | Terrain | Play | EndTurn
KINDS: dict[str, type] = {"move": Move, "roll": Roll, "retreat": Retreat, "spend": Spend,
                          "accept": Accept, "terrain": Terrain, "play": Play, "end": EndTurn}
NAMES = {cls: name for name, cls in KINDS.items()}


def action_to_dict(action: Action) -> dict:
    data = {"type": NAMES[type(action)]}
    for f in fields(action):
        value = getattr(action, f.name)
        if value is not None and value != "" and value != ():
            data[f.name] = list(value) if isinstance(value, tuple) else value
    return data


def action_from_dict(data: object) -> Action:
    if not isinstance(data, dict):
        raise ActionFormatError("type", "an action is a JSON object")
    kind = KINDS.get(data.get("type"))
    if kind is None:
        raise ActionFormatError("type", f"must be one of {', '.join(KINDS)}, "
                                        f"not {data.get('type')!r}")
    known = {f.name: f for f in fields(kind)}
    extra = set(data) - set(known) - {"type"}
    if extra:
        raise ActionFormatError(sorted(extra)[0], "unknown field")
    values = {}
    for name in known:
        value = data.get(name)
        if name == "seat" or name == "to":
            if type(value) is not int:
                raise ActionFormatError(name, f"must be an integer, got {value!r}")
        elif name == "value":
            if value is not None and type(value) is not int:
                raise ActionFormatError(name, f"must be an integer die roll, got {value!r}")
        elif name == "use":
            if value not in ("fight", "reroll", "level"):
                raise ActionFormatError(name, f"must be fight, reroll or level, not {value!r}")
        elif name == "draws":
            value = () if value is None else value
            if not isinstance(value, list | tuple) or not all(isinstance(c, str)
                                                                for c in value):
                raise ActionFormatError(name, f"must be a list of card ids, got {value!r}")
            value = tuple(value)
        elif name == "action":
            if value not in TERRAIN_ACTIONS:
                raise ActionFormatError(name, f"must be a terrain action "
                                              f"({', '.join(TERRAIN_ACTIONS)}), not {value!r}")
        else:
            value = "" if value is None and name != "card" else value
            if not isinstance(value, str):
                raise ActionFormatError(name, f"must be a string, got {value!r}")
        values[name] = value
    return kind(**values)
