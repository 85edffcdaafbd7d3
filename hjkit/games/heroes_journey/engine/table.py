"""The table's public API: apply(table, action) and legal_actions(table).

apply() checks an action against the rules and either performs it, returning the new
table and the events it produced, or refuses it with the rule's code and a sentence.
legal_actions() lists the actions apply() would accept now.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from hjkit.kit.game import Applied, Event, Refusal

from . import actions as A
from . import adjustments as J
from . import proposals as P
from . import turn_actions as T
from .combat import ranged_targets
from .flow import name, protagonist_loses
from .movement import check_move, check_place, perform_move, perform_place, placeable
from .setup import (
    MAX_BID,
    check_bid,
    check_hero,
    check_mulligan,
    check_position,
    perform_bid,
    perform_hero,
    perform_mulligan,
    perform_position,
)
from .spotting import on_field
from .state import Step, Table, seating
from .steps import is_procedure
from .using import (
    ability_uses,
    card_plays,
    check_card_play,
    check_during_window,
    check_use_ability,
    next_responder,
    open_window,
    perform_card_play,
    perform_use_ability,
    responses,
)

Log = list[Event]
_TALKING = frozenset((*P.STEPPERS, *P.TALK))
"""The steppers, Confirm and Decline: table talk, or a proposal, depending on who taps."""
_ASSIGNING = (Step.ASSIGN_PROTAGONIST, Step.ASSIGN_ANTAGONISTS)
Check = Callable[[Table, A.Action], Refusal | None]
Perform = Callable[[Table, A.Action, Log], Table]


def apply(t: Table, action: A.Action) -> Applied | Refusal:
    """The table after a legal action, with its events; or the refusal of an illegal one."""
    refusal = check(t, action)
    if refusal is not None:
        return refusal
    log: Log = []
    before = t
    if type(action) in _TALKING and (P.is_proposal(t, action) or isinstance(action, P.TALK)):
        # Table talk: the decision stays where it was, a window included.
        perform = P.perform_proposal if P.is_proposal(t, action) else _HANDLERS[type(action)][1]
        return Applied(_hero_fallen(perform(t, action, log), log), tuple(log))
    t = _HANDLERS[type(action)][1](t, action, log)
    if (before.step is Step.CAMPAIGN and t.sanctuary_left and not isinstance(action, _KEEP)
            and t.protagonist == before.protagonist):
        # Sanctuary heals "When the campaign phase begins": anything else begins the phase.
        log.append(Event("sanctuary-ends", f"The sanctuary's healing ends unused "
                                           f"({t.sanctuary_left} left): the campaign phase "
                                           "has begun."))
        t = replace(t, sanctuary_left=0)
    t = checked = _hero_fallen(t, log)
    if before.responding and t.responding:
        t = next_responder(t, log, passed=isinstance(action, A.Pass))
    elif t.window:
        t = open_window(t, log)
    if t is not checked:  # (the same table would give the same answer)
        t = _hero_fallen(t, log)  # a skirmish's results wait for the window before them
    forced = None if t.responding else _forced(t)
    while forced is not None:  # a decision with one option is taken at once
        if isinstance(forced, A.PlaceSite) and log and log[-1].kind == "place":
            log.pop()  # "X must place site n" is answered in the same breath
        t = _HANDLERS[type(forced)][1](t, forced, log)
        forced = None if t.responding else _forced(t)
    if t.window and not t.responding:
        t = open_window(t, log)
    return Applied(t, tuple(log))


def _hero_fallen(t: Table, log: Log) -> Table:
    """The protagonist's hero has died: they lose, and the turn is over, so what just
    happened can no longer be answered."""
    step = t.step
    if not step.is_setup and step is not Step.GAME_OVER and t.seats[t.protagonist].hero is None:
        return protagonist_loses(replace(t, window=(), responding=(), pending=()), log)
    return t


def _forced(t: Table) -> A.Action | None:
    """The one action a decision allows, when it allows only one: the only site that fits
    the next spot, the last assigned skirmish, the end of an assignment with nothing left
    to assign."""
    step = t.step
    if step is Step.PLACE_SITE:
        sites = placeable(t, t.to_act, t.seats[t.protagonist].position + 1)
        return A.PlaceSite(t.to_act, sites[0]) if len(sites) == 1 else None
    if step is Step.CHOOSE_SKIRMISH:
        companions = list(dict.fromkeys(c for _, c in t.assignments))
        return A.ChooseSkirmish(t.to_act, companions[0]) if len(companions) == 1 else None
    if step in _ASSIGNING:
        possible = _assigns(t, t.to_act)
        return None if any(check(t, a) is None for a in possible) else A.Pass(t.to_act)
    return None


_KEEP = (A.Heal, A.AdjustRisk, A.AdjustBurden, A.AdjustWounds, A.AdjustStrength,
         A.AdjustRanged, A.Confirm, A.Decline)
"""Actions that leave a sanctuary's healing on offer: healing itself and the steppers."""


def check(t: Table, action: A.Action) -> Refusal | None:
    """None when the action is legal now, else the refusal."""
    if t.is_over:
        return Refusal("game-over", "the game is over")
    seat, seats = action.seat, t.seats
    if not 0 <= seat < len(seats):
        return Refusal("no-such-seat", f"there is no seat {seat}")
    if seats[seat].lost:
        return Refusal("player-lost", f"{name(t, seat)} has lost and takes no actions")
    kind = type(action)
    handler = _HANDLERS.get(kind)
    if handler is None:
        return Refusal("unknown-action", f"{kind.__name__} is not an action")
    if kind is A.PlayCard and action.card_id not in seats[seat].book:
        return _not_in_deck(t, action)
    if kind in _TALKING:
        if P.is_proposal(t, action):
            # Any seat may propose a correction (see proposals).
            return P.check_proposal(t, action)
        if kind in P.TALK:
            return handler[0](t, action)
    if kind is not A.Bid and kind is not A.Discard and seat != t.to_act and (
            t.responding or not _is_response(t, action)):
        return Refusal("not-your-decision", f"it is {name(t, t.to_act)}'s decision now")
    if t.responding:
        return check_during_window(t, action) or handler[0](t, action)
    return handler[0](t, action)


def _not_in_deck(t: Table, action: A.PlayCard) -> Refusal:
    card = t.cards.get(action.card_id)
    what = card.title if card is not None else repr(action.card_id)
    return Refusal("not-in-deck", f"{what} is not in {name(t, action.seat)}'s deck")


def _is_response(t: Table, action: A.Action) -> bool:
    """ "events with "Response:" ... can be played at any time whenever their listed
    conditions occur" (on your own side of the dichotomy). A response the rules core
    resolves is offered in its window; one the players resolve may be played any time."""
    return (isinstance(action, A.PlayCard) and not t.step.is_setup
            and action.card_id in t.facts.players_resolve)


def legal_actions(t: Table, adjustments: bool = True) -> list[A.Action]:
    """Every action apply() accepts now: the candidates that check() accepts. adjustments
    adds the +/- token steppers."""
    if t.is_over:
        return []
    found = _legal(t)
    if adjustments and not t.step.is_setup:
        steppers = _adjustment_candidates(t)
        found += _kept(t, steppers + P.candidates(t, steppers))
    return found


def _kept(t: Table, candidates: list[A.Action]) -> list[A.Action]:
    return [a for a in candidates if check(t, a) is None]


def _legal(t: Table) -> list[A.Action]:
    """The legal actions of the seat to act in this step, and the other seats' "Response:"
    events and regroup discards. (Card plays and abilities come checked from card_plays
    and ability_uses; the other candidates are checked here.)"""
    seat, step = t.to_act, t.step
    if t.responding:
        return _kept(t, [*responses(t, seat), A.Pass(seat)])
    found = _BUILDERS.get(step, _turn_candidates)(t, seat)
    if step.is_setup:
        return found
    regroup = step is Step.REGROUP or step is Step.REGROUP_DECISION
    any_time = t.facts.players_resolve
    for other in seating(t)[0]:
        if other != seat and any_time:
            # Another seat's "Response:" the players resolve, played any time.
            found += card_plays(t, other, check, any_time)
        if regroup:
            found += _kept(t, [A.Discard(other)])
    return found


# --- the seat to act's legal actions, one builder per step --------------------------------
# Each returns a new list: (t, the seat to act) -> its legal actions in this step.

def _bids(t: Table, seat: int) -> list[A.Action]:
    """Any seat may bid, not only the seat to act."""
    return _kept(t, [A.Bid(s, amount) for s in range(len(t.seats))
                     for amount in range(MAX_BID + 1)])


def _turn_order(t: Table, seat: int) -> list[A.Action]:
    return _kept(t, [A.ChoosePosition(seat, p + 1) for p, s in enumerate(t.order) if s == -1])


def _first_site(t: Table, seat: int) -> list[A.Action]:
    return _kept(t, [A.PlaceSite(seat, c) for c in placeable(t, seat, 1)])


def _starting_party(t: Table, seat: int) -> list[A.Action]:
    """The hero first ("hero-first"), then the other companions ("starting-companion"),
    then the pass."""
    companions = t.facts.companions
    if t.seats[seat].hero is None:
        found = _kept(t, [A.ChooseHero(seat, c) for c in t.seats[seat].book if c in companions])
    else:
        found = card_plays(t, seat, check, companions)
    return [*found, *_kept(t, [A.Pass(seat)])]


def _mulligans(t: Table, seat: int) -> list[A.Action]:
    return _kept(t, [*(A.Mulligan(seat, keep) for keep in range(3)), A.Pass(seat)])


def _place_site(t: Table, seat: int) -> list[A.Action]:
    position = t.seats[t.protagonist].position + 1
    return _kept(t, [A.PlaceSite(seat, c) for c in placeable(t, seat, position)])


def _ranged_wounds(t: Table, seat: int) -> list[A.Action]:
    return _kept(t, [*(A.Wound(seat, c.uid) for c in ranged_targets(t)),
                     *(A.ChooseAntagonist(seat, s) for s in t.antagonists())])


def _assigning(t: Table, seat: int) -> list[A.Action]:
    """Assignment by the protagonist, then by the antagonists."""
    return _kept(t, [*_assigns(t, seat), A.Pass(seat)])


def _assignment(t: Table, seat: int) -> list[A.Action]:
    """The assignment step of the variants with the action procedure everywhere: "each
    player may take an ACTION with the 'Assignment:' label or PASS". A plain assignment
    waits for the protagonist, once all have passed."""
    return [*card_plays(t, seat, check), *ability_uses(t, seat, check),
            *_kept(t, [A.Pass(seat)])]


def _assigns(t: Table, seat: int) -> list[A.Action]:
    """Each minion not yet assigned ("assigned") to each of the protagonist's companions."""
    party = t.companions(t.protagonist)
    return [A.Assign(seat, m.uid, c.uid) for m in t.minions() if not t.is_assigned(m.uid)
            for c in party]


def _choose_skirmish(t: Table, seat: int) -> list[A.Action]:
    return _kept(t, [A.ChooseSkirmish(seat, c)
                     for c in dict.fromkeys(c for _, c in t.assignments)])


def _regroup_decision(t: Table, seat: int) -> list[A.Action]:
    """Move again, or rest: resting reconciles, with its "may discard 1 card" first."""
    return _kept(t, [A.Move(seat), A.Rest(seat), A.Rest(seat, discard=True)])


def _turn_candidates(t: Table, seat: int) -> list[A.Action]:
    """Card plays, abilities, and exerts of the seat's own active characters (those above 1
    health: "You cannot exert a character with 1 health")."""
    return [*card_plays(t, seat, check), *ability_uses(t, seat, check),
            *_kept(t, [A.Exert(seat, uid) for uid in on_field(t).exertable_of(seat)])]


def _campaign(t: Table, seat: int) -> list[A.Action]:
    """The turn's actions, a move, and for each companion a second wind (not from an empty
    hand) and a sanctuary's healing (while it has any left)."""
    others: list[A.Action] = [A.Move(seat)]
    second_wind, heal = t.seats[seat].hand > 0, t.sanctuary_left > 0
    for c in t.companions(seat):
        if second_wind:
            others.append(A.SecondWind(seat, c.uid))
        if heal:
            others.append(A.Heal(seat, c.uid))
    return [*_turn_candidates(t, seat), *_kept(t, others)]


def _procedure(t: Table, seat: int) -> list[A.Action]:
    """A step of the action procedure: the turn's actions, or a pass."""
    return [*_turn_candidates(t, seat), *_kept(t, [A.Pass(seat)])]


_BUILDERS: dict[Step, Callable[[Table, int], list[A.Action]]] = {
    Step.BIDS: _bids,
    Step.TURN_ORDER: _turn_order,
    Step.FIRST_SITE: _first_site,
    Step.STARTING_PARTY: _starting_party,
    Step.MULLIGANS: _mulligans,
    Step.CAMPAIGN: _campaign,
    Step.PLACE_SITE: _place_site,
    Step.RANGED_WOUNDS: _ranged_wounds,
    Step.ASSIGNMENT: _assignment,
    Step.ASSIGN_PROTAGONIST: _assigning,
    Step.ASSIGN_ANTAGONISTS: _assigning,
    Step.CHOOSE_SKIRMISH: _choose_skirmish,
    Step.REGROUP_DECISION: _regroup_decision,
    **{step: _procedure for step in Step if is_procedure(step)
       and step is not Step.ASSIGNMENT},
}
"""The seat to act's candidate builder per step; other steps: the turn's actions."""


def _adjustment_candidates(t: Table) -> list[A.Action]:
    seat = t.to_act
    found: list[A.Action] = [A.AdjustRisk(seat, +1), A.AdjustRisk(seat, -1)]
    for party in seating(t)[0] if t.variant.burden_tokens else ():
        found += [A.AdjustBurden(seat, party, +1), A.AdjustBurden(seat, party, -1)]
    skirmish = t.step is Step.SKIRMISH
    for item in t.field:
        if t.card_of(item).type in ("companion", "minion"):
            found += [A.AdjustWounds(seat, item.uid, +1), A.AdjustWounds(seat, item.uid, -1)]
            if skirmish:
                found += [A.AdjustStrength(seat, item.uid, +1),
                          A.AdjustStrength(seat, item.uid, -1)]
    if t.step in (Step.MANEUVER, Step.BARRAGE):
        for side in ("party", "minions"):
            found += [A.AdjustRanged(seat, side, +1), A.AdjustRanged(seat, side, -1)]
    return found


_HANDLERS: dict[type, tuple[Check, Perform]] = {
    A.Bid: (check_bid, perform_bid),
    A.ChoosePosition: (check_position, perform_position),
    A.PlaceSite: (check_place, perform_place),
    A.ChooseHero: (check_hero, perform_hero),
    A.PlayCard: (check_card_play, perform_card_play),
    A.UseAbility: (check_use_ability, perform_use_ability),
    A.Mulligan: (check_mulligan, perform_mulligan),
    A.SecondWind: (T.check_second_wind, T.perform_second_wind),
    A.Exert: (T.check_exert, T.perform_exert),
    A.Heal: (T.check_heal, T.perform_heal),
    A.Move: (check_move, perform_move),
    A.Rest: (T.check_rest, T.perform_rest),
    A.Pass: (T.check_pass, T.perform_pass),
    A.Discard: (T.check_discard, T.perform_discard),
    A.Wound: (T.check_wound, T.perform_ranged_wound),
    A.ChooseAntagonist: (T.check_choose_antagonist, T.perform_choose_antagonist),
    A.Assign: (T.check_assign, T.perform_assign),
    A.ChooseSkirmish: (T.check_choose_skirmish, T.perform_choose_skirmish),
    A.AdjustStrength: (J.check_strength, J.perform_strength),
    A.AdjustRanged: (J.check_ranged, J.perform_ranged),
    A.AdjustWounds: (J.check_wounds, J.perform_wounds),
    A.AdjustBurden: (J.check_burden, J.perform_burden),
    A.AdjustRisk: (J.check_risk, J.perform_risk),
    A.Confirm: (P.check_confirm, P.perform_confirm),
    A.Decline: (P.check_decline, P.perform_decline),
}
