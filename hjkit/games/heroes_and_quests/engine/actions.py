"""What a player may do, as values, and their JSON form (what the companion stores)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Literal

from hjkit.kit.actions import ActionFormatError, read_action

from ..model.content import TERRAIN_ACTIONS


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
    """Spend XP: 1 for Fight +1, 2 to reroll a lost fight, 7 for a hero's Level Token.
    amount: the points of Fight +1 bought at once, 1 XP each (one decision, not one tap a
    point); 1 for a reroll or a Level Token."""

    use: Literal["fight", "reroll", "level"]
    hero: str = ""
    amount: int = 1


@dataclass(frozen=True, slots=True)
class Accept(_Act):
    """Accept what the dice gave: a lost fight roll rather than reroll it, or the death of
    the hero just killed rather than Heal it."""


@dataclass(frozen=True, slots=True)
class Give(_Act):
    """Stack the first relic waiting to be placed under hero (one who may carry it)."""

    hero: str


@dataclass(frozen=True, slots=True)
class Heal(_Act):
    """Bring the hero just killed back to life with a Heal: by names the hero whose Heal
    (its own or its relic's) is used, or the Healing potion drunk."""

    by: str


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


Action = Move | Roll | Retreat | Spend | Accept | Give | Heal | Terrain | Play | EndTurn
KINDS: dict[str, type] = {"move": Move, "roll": Roll, "retreat": Retreat, "spend": Spend,
                          "accept": Accept, "give": Give, "heal": Heal, "terrain": Terrain,
                          "play": Play, "end": EndTurn}
NAMES = {cls: name for name, cls in KINDS.items()}


def action_to_dict(action: Action) -> dict:
    data = {"type": NAMES[type(action)]}
    for f in fields(action):
        value = getattr(action, f.name)
        if value is not None and value != "" and value != ():
            data[f.name] = list(value) if isinstance(value, tuple) else value
    return data


def action_from_dict(data: object) -> Action:
    action = read_action(data, KINDS)
    if isinstance(action, Terrain) and action.action not in TERRAIN_ACTIONS:
        raise ActionFormatError("action", f"must be a terrain action "
                                          f"({', '.join(TERRAIN_ACTIONS)}), not {action.action!r}")
    return action
