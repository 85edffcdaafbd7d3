"""What a phone may send: one Action value per decision, and its JSON form.

    {"type": "draw", "seat": 0, "card": "ghoul"}
    {"type": "attack", "seat": 0, "member": 1, "target": "m0"}
    {"type": "roll", "seat": 0, "value": 17}          (physical dice: one die per action)
    {"type": "give", "seat": 1, "card": "sword"}      (a truce's terms: value PG, a card
                                                       or a member)
    {"type": "cast", "seat": 0, "member": 2, "card": "fireball", "target": "m0",
     "pay": [1, 2, 0]}                                 (MP from HP, papergold, bonus die)
"""

from __future__ import annotations

from dataclasses import dataclass, fields

TYPES = ("dice", "quest", "recruit", "hero", "learn", "assign", "ready", "draw", "fight",
         "tribute", "buy", "hire", "pass", "stranger", "challenge", "end_turn", "equip",
         "ambush", "begin", "attack", "defend", "roll", "cover", "lull", "smite", "heal",
         "cast", "sacrifice", "assassinate", "duel", "ouanga", "replay", "truce", "agree",
         "refuse", "reroll", "give")


class ActionFormatError(ValueError):
    def __init__(self, field_name: str, message: str):
        super().__init__(f"{field_name}: {message}")
        self.field = field_name


@dataclass(frozen=True, slots=True)
class Action:
    type: str
    seat: int
    card: str | None = None
    member: int | None = None
    target: str | None = None
    value: int | None = None
    mode: str | None = None
    pay: tuple[int, int, int] | None = None
    numbers: tuple[int, int] | None = None


def action_to_dict(action: Action) -> dict:
    out = {}
    for f in fields(Action):
        value = getattr(action, f.name)
        if value is not None:
            out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def action_from_dict(data: object) -> Action:
    if not isinstance(data, dict):
        raise ActionFormatError("action", "must be a JSON object")
    unknown = set(data) - {f.name for f in fields(Action)}
    if unknown:
        raise ActionFormatError(sorted(unknown)[0], "unknown field")
    if data.get("type") not in TYPES:
        raise ActionFormatError("type", f"must be one of {', '.join(TYPES)}")
    values = {}
    for name in ("seat", "member", "value"):
        if name in data and type(data[name]) is not int:
            raise ActionFormatError(name, "must be an integer")
    if type(data.get("seat")) is not int:
        raise ActionFormatError("seat", "must be an integer")
    for name in ("card", "target", "mode"):
        if name in data and not isinstance(data[name], str):
            raise ActionFormatError(name, "must be a string")
    for name, size in (("pay", 3), ("numbers", 2)):
        if name in data:
            raw = data[name]
            if not (isinstance(raw, list) and len(raw) == size
                    and all(type(v) is int and v >= 0 for v in raw)):
                raise ActionFormatError(name, f"must be a list of {size} whole numbers")
            values[name] = tuple(raw)
    return Action(**{**{k: v for k, v in data.items() if k not in values}, **values})
