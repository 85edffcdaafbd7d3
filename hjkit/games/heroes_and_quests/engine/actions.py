"""What a player may do, as values, and their JSON form (what the companion stores)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal

from ..model.content import TERRAIN_ACTIONS


class ActionFormatError(ValueError):
    """An action's JSON that cannot be read; names the field."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field


@dataclass(frozen=True, slots=True)
class Move:
    """Place the pawn (setup) or move it in the Move Phase, to a space row * 10 + column."""

    seat: int
    to: int


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the pending die: value is the physical roll at a table that rolls its own dice,
    None when the companion rolls."""

    seat: int
    value: int | None = None


@dataclass(frozen=True, slots=True)
class Retreat:
    """Leave the quest and go to the End Phase."""

    seat: int


@dataclass(frozen=True, slots=True)
class Spend:
    """Spend XP: 1 for Fight +1, 2 to reroll a lost fight, 7 for a hero's Level Token."""

    seat: int
    use: Literal["fight", "reroll", "level"]
    hero: str = ""


@dataclass(frozen=True, slots=True)
class Accept:
    """Accept a lost fight roll rather than reroll it."""

    seat: int


@dataclass(frozen=True, slots=True)
class Terrain:
    """Take a terrain action; choice names the hero (Train), deck (Fortune), card (Pray)
    or 'ignore-potions' (Buy Relic)."""

    seat: int
    action: str
    choice: str = ""


@dataclass(frozen=True, slots=True)
class Play:
    """Play an action card from the hand."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Finish the End Phase: replenish quests, discard or fill the hand, pass the turn."""

    seat: int


Action = Move | Roll | Retreat | Spend | Accept | Terrain | Play | EndTurn
KINDS: dict[str, type] = {"move": Move, "roll": Roll, "retreat": Retreat, "spend": Spend,
                          "accept": Accept, "terrain": Terrain, "play": Play, "end": EndTurn}
NAMES = {cls: name for name, cls in KINDS.items()}


def action_to_dict(action: Action) -> dict:
    data = {"type": NAMES[type(action)]}
    for f in fields(action):
        value = getattr(action, f.name)
        if value is not None and value != "":
            data[f.name] = value
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
