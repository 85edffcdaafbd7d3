"""Wounds and deaths, the ranged phase, assignment and skirmishes."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event

from . import modifiers as M
from .arithmetic import Fighter, SkirmishResult, ranged_total, resolve_skirmish
from .flow import Log, enter, name, title
from .state import InPlay, Step, Table, Triggered
from .steps import following


def wound(t: Table, uid: int, count: int, log: Log, killer: int | None = None) -> Table:
    """Place wounds; "A character that receives wounds equal to or exceeding their health
    is killed." In a skirmish step Durable X caps every wound received, whatever deals it."""
    item = t.in_play(uid)
    if item is None:
        return t
    count = min(count, durable_allowance(t, item))
    if count <= 0:
        return t
    wounds = item.wounds + count
    if wounds >= (t.card_of(item).health or 0):
        return kill(t, uid, log, killer)
    received = item.skirmish_wounds + (count if t.step is Step.SKIRMISH else 0)
    return t.with_item(uid, wounds=wounds, skirmish_wounds=received)


def durable_allowance(t: Table, item: InPlay) -> int:
    """Wounds this character may still receive now: "Durable X. - This character cannot
    receive more than X wounds during each skirmish step." Unlimited outside that step."""
    cap = M.durable(t, item) if t.step is Step.SKIRMISH else None
    return 1_000 if cap is None else max(0, cap - item.skirmish_wounds)


def kill(t: Table, uid: int, log: Log, killer: int | None = None) -> Table:
    """Killed companions go to their owner's grave, minions to the scrap pile, each with the
    cards it bears. killer: the companion that won the skirmish, for responses."""
    item = t.in_play(uid)
    if item is None:
        return t
    leaving = [item, *t.borne_by(uid)]
    pile = "grave" if t.card_of(item).type == "companion" else "scrap"
    owner = t.seats[item.owner]
    gone = {i.uid for i in leaving}
    borne = "".join(f" with {title(t, i)}" for i in leaving[1:])
    log.append(Event("killed", f"{title(t, item)} is killed: it goes{borne} to "
                               f"{owner.name}'s {'grave' if pile == 'grave' else 'scrap pile'}."))
    seats = list(t.seats)  # one new seat and one new table
    seats[item.owner] = replace(owner, **{pile: (*getattr(owner, pile),
                                                 *(i.card_id for i in leaving))},
                                hero=None if owner.hero == uid else owner.hero)
    return replace(t, seats=tuple(seats), field=tuple([i for i in t.field if i.uid not in gone]),
                   assignments=tuple([p for p in t.assignments if uid not in p]),
                   skirmish=None if t.skirmish == uid else t.skirmish,
                   lasting=tuple([x for x in t.lasting if x.uid not in gone]),
                   window=(*t.window, Triggered("killed", uid, item.card_id, killer,
                                                 item.owner)))


# --- ranged phase -----------------------------------------------------------------------

def begin_ranged_wounds(t: Table, log: Log) -> Table:
    """ "players then calculate ranged totals ... the Protagonist takes the final minion
    ranged total and deals X wounds to their party"."""
    party = ranged_total([M.shoot(t, c) for c in t.companions(t.protagonist)],
                         t.ranged_party)
    minions = ranged_total([M.shoot(t, m) for m in t.minions()], t.ranged_minions)
    log.append(Event("ranged", f"Ranged totals: party {party}, minions {minions}."))
    t = replace(t, step=Step.RANGED_WOUNDS, ranged_party=party, ranged_minions=minions,
                passes=0, to_act=t.protagonist)
    return continue_ranged(t, log)


def minion_controllers(t: Table) -> list[int]:
    return [s for s in t.antagonists() if any(m.owner == s for m in t.minions())]


def choosing_ranged_antagonist(t: Table) -> bool:
    return (t.step is Step.RANGED_WOUNDS and t.ranged_minions == 0 and t.ranged_party > 0
            and t.to_act == t.protagonist)


def ranged_targets(t: Table) -> list[InPlay]:
    """Characters the pending ranged wounds may go to now."""
    if t.step is not Step.RANGED_WOUNDS:
        return []
    if t.ranged_minions > 0:
        return [c for c in t.companions(t.protagonist) if M.takes_ranged_wounds(t, c)]
    if choosing_ranged_antagonist(t):
        return []
    return [m for m in t.minions() if m.owner == t.to_act]


def continue_ranged(t: Table, log: Log) -> Table:
    if t.ranged_minions > 0 and ranged_targets(t):
        return replace(t, to_act=t.protagonist)
    t = replace(t, ranged_minions=0)
    if t.ranged_party > 0 and t.has_minions():
        # "the Protagonist selects an Antagonist who must then deal X wounds to the minions
        # they control": a choice only when several antagonists control minions.
        if t.to_act == t.protagonist:
            owners = minion_controllers(t)
            return replace(t, to_act=owners[0]) if len(owners) == 1 else t
        if any(m.owner == t.to_act for m in t.minions()):
            return t
        # The chosen antagonist's minions are all dead: "No character can be dealt more
        # wounds than they have remaining health", so the rest are lost.
    return enter(replace(t, ranged_party=0), following(Step.RANGED_WOUNDS, t.variant), log)


def deal_ranged_wound(t: Table, uid: int, log: Log) -> Table:
    item = t.in_play(uid)
    log.append(Event("ranged-wound", f"{name(t, t.to_act)} deals a ranged wound to "
                                     f"{title(t, item)}."))
    if t.ranged_minions > 0:
        t = replace(t, ranged_minions=t.ranged_minions - 1)
    else:
        t = replace(t, ranged_party=t.ranged_party - 1)
    return continue_ranged(wound(t, uid, 1, log), log)


# --- assignment -------------------------------------------------------------------------

def assign_capacity(t: Table, companion: InPlay) -> int:
    """ "Each companion may only be assigned to skirmish 1 minion"; Defender +X adds X."""
    return 1 + M.defender(t, companion)


# --- skirmishes -------------------------------------------------------------------------

def fighter(t: Table, item: InPlay) -> Fighter:
    """A character as the skirmish sees it, every modifier in play applied."""
    cap = M.durable(t, item)
    if cap is not None:
        cap = max(0, cap - item.skirmish_wounds)
    return Fighter(uid=item.uid, strength=M.strength(t, item), damage=M.damage(t, item),
                   durable=cap, indomitable=M.indomitable(t, item))


def predict(t: Table, companion_uid: int) -> SkirmishResult | None:
    """The result the skirmish would have if everyone passed now (worked out once per
    table: ending a skirmish asks what is about to happen before it applies it)."""
    key = ("predicted", companion_uid)
    if key not in t.memo:
        t.memo[key] = _predict(t, companion_uid)
    return t.memo[key]


def _predict(t: Table, companion_uid: int) -> SkirmishResult | None:
    companion = t.in_play(companion_uid)
    minions = [t.in_play(m) for m in t.assigned_to(companion_uid)]
    if companion is None or not minions:
        return None
    return resolve_skirmish(fighter(t, companion), [fighter(t, m) for m in minions if m])


def resolve_current_skirmish(t: Table, log: Log, result: SkirmishResult | None = None) -> Table:
    """Apply the skirmish's results: as predicted, or `result` (what responses prevented
    taken off, see before_results)."""
    companion_uid = t.skirmish
    if result is None and companion_uid is not None:
        result = predict(t, companion_uid)
    if result is None:
        return replace(t, skirmish=None)
    companion = t.in_play(companion_uid)
    if result.companion_wins:
        verdict = f"{title(t, companion)} {'overwhelms' if result.overwhelmed else 'wins'}"
    else:
        verdict = f"the minions {'overwhelm' if result.overwhelmed else 'win'}"
    log.append(Event("skirmish", f"Skirmish: {title(t, companion)} {result.companion_total} "
                                 f"against {result.minion_total}; {verdict}."))
    killer = companion_uid if result.companion_wins else None
    for uid in result.killed_outright:
        t = kill(t, uid, log, killer)
    for uid, count in result.wounds.items():
        item = t.in_play(uid)
        if item is not None:
            log.append(Event("wounds", f"{title(t, item)} takes {count} "
                                       f"wound{'s' if count != 1 else ''}: put {count} wound "
                                       f"token{'s' if count != 1 else ''} on it."))
        t = wound(t, uid, count, log, killer)
    involved = {companion_uid, *t.assigned_to(companion_uid)}
    # Survivors are unassigned, and their skirmish bonuses expire; the step's Durable count
    # starts afresh for everyone (one new table for all three changes).
    return replace(t, assignments=tuple(p for p in t.assignments if p[1] != companion_uid),
                   skirmish=None, field=tuple([
                       replace(i, strength_bonus=0 if i.uid in involved else i.strength_bonus,
                               skirmish_wounds=0) if i.uid in involved or i.skirmish_wounds
                       else i for i in t.field]))
