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

from hjkit.kit.actions import ActionFormatError, action_kind, field_values

TYPES = ("dice", "quest", "recruit", "hero", "learn", "assign", "ready", "draw", "fight",
         "tribute", "buy", "hire", "pass", "stranger", "challenge", "end_turn", "equip",
         "ambush", "begin", "attack", "defend", "roll", "cover", "lull", "smite", "heal",
         "cast", "sacrifice", "assassinate", "duel", "ouanga", "replay", "truce", "agree",
         "refuse", "reroll", "give", "play", "sirens")


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
    data, kind, _ = action_kind(data, dict.fromkeys(TYPES))
    values = field_values(data, Action, kind)
    for name in ("pay", "numbers"):
        if any(number < 0 for number in values.get(name) or ()):
            raise ActionFormatError(name, f"must be whole numbers, got {data[name]!r}")
    return Action(**values)
