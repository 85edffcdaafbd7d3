"""Token steppers: effects the players resolve themselves (strength, ranged totals,
wounds, burdens, risk), applied one token at a time within the rules' bounds."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from . import actions as A
from .combat import durable_allowance, wound
from .flow import name, title
from .state import Step, Table

Log = list[Event]


def check_turn_step(t: Table) -> Refusal | None:
    if t.step.is_setup:
        return Refusal("setup", "token effects apply once the game has begun")
    return None


def check_strength(t: Table, action: A.AdjustStrength) -> Refusal | None:
    involved = {t.skirmish, *t.assigned_to(t.skirmish)} if t.skirmish is not None else set()
    if t.step is not Step.SKIRMISH or action.target not in involved:
        return Refusal("strength-skirmish", "strength changes apply to a character in the "
                                            "current skirmish")
    item = t.in_play(action.target)
    if action.delta not in (-1, 1) or (t.card_of(item).strength or 0) + item.strength_bonus + \
            action.delta < 0:
        return Refusal("strength-range", "strength changes by 1 at a time and stays at 0 or more")
    return None


def perform_strength(t: Table, action: A.AdjustStrength, log: Log) -> Table:
    item = t.in_play(action.target)
    log.append(Event("strength", f"{name(t, action.seat)}: {title(t, item)} strength "
                                 f"{action.delta:+d} until the skirmish resolves."))
    return t.with_item(item.uid, strength_bonus=item.strength_bonus + action.delta)


def check_ranged(t: Table, action: A.AdjustRanged) -> Refusal | None:
    if t.step not in (Step.MANEUVER, Step.BARRAGE):
        return Refusal("ranged-step", "ranged totals change during the ranged phase")
    if action.side not in ("party", "minions") or action.delta not in (-1, 1):
        return Refusal("ranged-side", "side is 'party' or 'minions', delta +1 or -1")
    return None


def perform_ranged(t: Table, action: A.AdjustRanged, log: Log) -> Table:
    log.append(Event("ranged-mod", f"{name(t, action.seat)}: the {action.side}' ranged total "
                                   f"{action.delta:+d}."))
    if action.side == "party":
        return replace(t, ranged_party=t.ranged_party + action.delta)
    return replace(t, ranged_minions=t.ranged_minions + action.delta)


def check_wounds(t: Table, action: A.AdjustWounds) -> Refusal | None:
    item = t.in_play(action.target)
    if check_turn_step(t) or item is None or t.card_of(item).type not in ("companion",
                                                                           "minion"):
        return check_turn_step(t) or Refusal("wound-target", "choose a character in play")
    if action.delta not in (-1, 1) or item.wounds + action.delta < 0:
        return Refusal("wound-range", "wounds change by 1 at a time and never go below 0")
    if action.delta > 0 and durable_allowance(t, item) <= 0:
        return Refusal("durable", f"{title(t, item)} has received its Durable wounds this "
                                  "skirmish step: 'This character cannot receive more than X "
                                  "wounds during each skirmish step.'")
    return None


def perform_wounds(t: Table, action: A.AdjustWounds, log: Log) -> Table:
    item = t.in_play(action.target)
    verb = "placed on" if action.delta > 0 else "removed from"
    log.append(Event("wound", f"{name(t, action.seat)}: 1 wound {verb} {title(t, item)}."))
    if action.delta > 0:
        return wound(t, item.uid, 1, log)
    return t.with_item(item.uid, wounds=item.wounds + action.delta)


def check_burden(t: Table, action: A.AdjustBurden) -> Refusal | None:
    if not t.variant.burden_tokens:
        return Refusal("no-burden", "the intro pack has no burden tokens: its rules name "
                                    "none, and no intro card adds or removes burden")
    if check_turn_step(t):
        return check_turn_step(t)
    if not 0 <= action.party < len(t.seats) or action.delta not in (-1, 1):
        return Refusal("burden-range", "choose a party; burden changes by 1 at a time")
    if t.seats[action.party].burden + action.delta < 0:
        return Refusal("burden-range", "a burden pool never goes below 0")
    return None


def perform_burden(t: Table, action: A.AdjustBurden, log: Log) -> Table:
    s = t.seats[action.party]
    log.append(Event("burden", f"{name(t, action.seat)}: {s.name}'s burden {s.burden} -> "
                               f"{s.burden + action.delta}."))
    return t.with_seat(action.party, burden=s.burden + action.delta)


def check_risk(t: Table, action: A.AdjustRisk) -> Refusal | None:
    if check_turn_step(t):
        return check_turn_step(t)
    if action.delta not in (-1, 1) or t.risk + action.delta < 0:
        return Refusal("risk-range", "the risk pool changes by 1 at a time and never goes "
                                     "below 0")
    return None


def perform_risk(t: Table, action: A.AdjustRisk, log: Log) -> Table:
    log.append(Event("risk", f"{name(t, action.seat)} adjusts the risk pool {t.risk} -> "
                             f"{t.risk + action.delta}."))
    return replace(t, risk=t.risk + action.delta)
