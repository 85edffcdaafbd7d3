"""The table's public API: apply(table, action) and legal_actions(table).

apply() checks an action against the rules and either performs it, returning the new
table and the events it produced, or refuses it with the rule's code and a sentence.
legal_actions() lists the actions apply() would accept now.
"""

from __future__ import annotations

from collections.abc import Callable

from hjkit.kit.game import Applied, Event, Refusal

from . import actions as A
from . import adjustments as J
from . import proposals as P
from . import turn_actions as T
from .combat import choosing_ranged_antagonist, minion_controllers, ranged_targets
from .flow import name, protagonist_loses
from .movement import check_move, check_place, perform_move, perform_place, placeable
from .playing import seat_copies_used
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
from .state import Step, Table, maker, replace, scratch, seating
from .steps import is_procedure
from .using import (
    ability_uses,
    answers_any_time_in,
    book_cards,
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
"""The steppers, Confirm and Decline: apply() and check() ask whether an action is table
talk only of these (a set lookup, where is_proposal is a call)."""
_applied = maker(Applied)  # Applied(...) built without the type call (see state.maker)

# The steps apply() asks about for every action, as module names: on Python 3.11 each
# Step.X goes through EnumType's __getattr__ hook (~80 ns; a module name takes ~10).
_CAMPAIGN, _GAME_OVER, _PLACE_SITE, _CHOOSE_SKIRMISH = (
    Step.CAMPAIGN, Step.GAME_OVER, Step.PLACE_SITE, Step.CHOOSE_SKIRMISH)
_ASSIGNING = (Step.ASSIGN_PROTAGONIST, Step.ASSIGN_ANTAGONISTS)
Check = Callable[[Table, A.Action], Refusal | None]
Perform = Callable[[Table, A.Action, Log], Table]


def apply(t: Table, action: A.Action) -> Applied | Refusal:
    """The table after a legal action, with its events; or the refusal of an illegal one."""
    listed = scratch(t).get("listed")
    if listed is None or id(action) not in listed[1]:
        refusal = check(t, action)
        if refusal is not None:
            return refusal
    # else legal_actions has just listed this very action for this very table (a random
    # playout's step, say): checking it again would only repeat the answer.
    log: Log = []
    before = t
    if type(action) in _TALKING and (P.is_proposal(t, action) or isinstance(action, P.TALK)):
        # Table talk: the decision stays where it was, a window included.
        perform = P.perform_proposal if P.is_proposal(t, action) else _HANDLERS[type(action)][1]
        return _applied(_hero_fallen(perform(t, action, log), log), tuple(log))
    t = _HANDLERS[type(action)][1](t, action, log)
    if (before.step is _CAMPAIGN and t.sanctuary_left and not isinstance(action, _KEEP)
            and t.protagonist == before.protagonist):
        # Sanctuary heals "When the campaign phase begins": anything else begins the phase.
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
    return _applied(t, tuple(log))


def _hero_fallen(t: Table, log: Log) -> Table:
    """The protagonist's hero has died: they lose, and the turn is over, so what just
    happened can no longer be answered."""
    step = t.step
    if not step.is_setup and step is not _GAME_OVER and t.seats[t.protagonist].hero is None:
        return protagonist_loses(replace(t, window=(), responding=(), pending=()), log)
    return t


def _forced(t: Table) -> A.Action | None:
    """The one action a decision allows, when it allows only one: the only site that fits
    the next spot, the last assigned skirmish, the end of an assignment with nothing left
    to assign."""
    step = t.step
    if step is _PLACE_SITE:
        sites = placeable(t, t.to_act, t.seats[t.protagonist].position + 1)
        return A.PlaceSite(t.to_act, sites[0]) if len(sites) == 1 else None
    if step is _CHOOSE_SKIRMISH:
        companions = list(dict.fromkeys(c for _, c in t.assignments))
        return A.ChooseSkirmish(t.to_act, companions[0]) if len(companions) == 1 else None
    if step in _ASSIGNING:
        # The seat to act, outside a window, is asked only check_assign's questions by
        # check(); minions already assigned are refused ("assigned").
        if not t.seats[t.to_act].lost:
            return None if T.may_assign(t, t.to_act) else A.Pass(t.to_act)
        party = t.companions(t.protagonist)
        possible = (A.Assign(t.to_act, m.uid, c.uid) for m in t.minions()
                    if not t.is_assigned(m.uid) for c in party)
        return None if any(check(t, a) is None for a in possible) else A.Pass(t.to_act)
    return None


_KEEP = (A.Heal, A.AdjustRisk, A.AdjustBurden, A.AdjustWounds, A.AdjustStrength,
         A.AdjustRanged, A.Confirm, A.Decline)
"""Actions that leave a sanctuary's healing on offer: healing itself and the steppers."""


def check(t: Table, action: A.Action) -> Refusal | None:
    """None when the action is legal now, else the refusal."""
    if t.step is _GAME_OVER:  # (t.is_over, without the property's call)
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
    # (From here the action's type is one of _HANDLERS' own: "kind is" asks what
    # isinstance would.)
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
    if not isinstance(action, A.PlayCard) or t.step.is_setup:
        return False
    card = t.cards.get(action.card_id)
    return card is not None and card.response is not None and not card.abilities


def legal_actions(t: Table, adjustments: bool = True) -> list[A.Action]:
    """Every action apply() accepts now. adjustments adds the +/- token steppers."""
    if t.is_over:
        return []
    seat = t.to_act
    if t.responding or t.seats[seat].lost:
        candidates = _candidates(t, screened=False)
        if adjustments and not t.step.is_setup:
            steppers = _adjustment_candidates(t)
            candidates += steppers + P.candidates(t, steppers)
        found = [a for a in candidates if check(t, a) is None]
    else:
        # The seat to act, outside a response window, passes check()'s common questions
        # (the game goes on, the seat is theirs and in play, a card played is in their
        # book, since the candidates come from it): _candidates asks only the action's own
        # check, of the actions it cannot tell are legal from how it built them.
        found = _candidates(t, screened=True)
        if adjustments and not t.step.is_setup:
            # A stepper's check does not read its seat, and check() sends another seat's
            # stepper (a proposal) to that same check: one answer serves every seat's copy.
            # Confirms and declines are asked their own check, as check() asks them.
            handlers = _HANDLERS
            steppers = [a for a in _adjustment_candidates(t)
                        if handlers[type(a)][0](t, a) is None]
            found += steppers
            found += [a for a in P.candidates(t, steppers)
                      if type(a) not in P.TALK or handlers[type(a)][0](t, a) is None]
    # Remembered with this table, by identity, for apply() (the lists hold the actions, so
    # their ids are not reused while they last).
    known = scratch(t)
    listed = known.get("listed")
    if listed is None:
        known["listed"] = ([found], set(map(id, found)))
    else:
        listed[0].append(found)
        listed[1].update(map(id, found))
    return found


def _candidates(t: Table, screened: bool) -> list[A.Action]:
    """The actions that may be legal now. screened (for the seat to act outside a response
    window): only the legal ones, each asked its own check unless the way it was built
    already answers it (see _own and the comments); else every candidate, for check()."""
    seat, step = t.to_act, t.step
    if t.responding:
        return [*responses(t, seat), A.shared(A.Pass, seat)]
    found = _BUILDERS.get(step.key, _turn_candidates)(t, seat, screened)
    if step.is_setup:
        return found
    regroup = step is _REGROUP or step is _REGROUP_DECISION  # see may_discard
    others_answer = not screened or answers_any_time_in(t.cards)
    if not (others_answer or regroup):
        return found  # (the loop below would add nothing)
    for other in seating(t)[0]:
        if others_answer and other != seat and (
                not screened or book_cards(t, other).answers_any_time):
            # Another seat's "Response:" the players resolve, played any time.
            found += card_plays(t, other, responses_only=True, screened=screened)
        if regroup and T.may_discard(t, other):
            found.append(A.Discard(other))  # check_discard asks may_discard alone
    return found


# --- the seat to act's candidates, one builder per step -----------------------------------
# Each returns a new list: (t, the seat to act, screened) -> its candidates in this step.

def _bids(t: Table, seat: int, screened: bool) -> list[A.Action]:
    """Every seat that has not bid bids 0 to MAX_BID: check_bid's questions, asked here
    (check() lets any seat in play bid, not only the seat to act)."""
    return [A.shared(A.Bid, s, amount) for s, player in enumerate(t.seats)
            if player.bid is None and not (screened and player.lost)
            for amount in _BID_AMOUNTS]


_BID_AMOUNTS = range(MAX_BID + 1)


def _turn_order(t: Table, seat: int, screened: bool) -> list[A.Action]:
    return _own(t, screened, [A.ChoosePosition(seat, p + 1)
                              for p, s in enumerate(t.order) if s == -1])


def _first_site(t: Table, seat: int, screened: bool) -> list[A.Action]:
    return _own(t, screened, [A.PlaceSite(seat, c) for c in placeable(t, seat, 1)])


def _starting_party(t: Table, seat: int, screened: bool) -> list[A.Action]:
    found = []
    if t.seats[seat].hero is None:  # else check_hero refuses them all: hero-chosen
        found += [A.ChooseHero(seat, card.id) for card in book_cards(t, seat).heroes]
    return _own(t, screened, [*found, *card_plays(t, seat), A.shared(A.Pass, seat)])


def _mulligans(t: Table, seat: int, screened: bool) -> list[A.Action]:
    return _own(t, screened, [*(A.Mulligan(seat, keep) for keep in range(3)),
                              A.shared(A.Pass, seat)])


def _place_site(t: Table, seat: int, screened: bool) -> list[A.Action]:
    position = t.seats[t.protagonist].position + 1
    return _own(t, screened, [A.PlaceSite(seat, c) for c in placeable(t, seat, position)])


def _ranged_wounds(t: Table, seat: int, screened: bool) -> list[A.Action]:
    found: list[A.Action] = [A.Wound(seat, c.uid) for c in ranged_targets(t)]
    if not screened:
        return found + [A.ChooseAntagonist(seat, s) for s in t.antagonists()]
    # check_wound accepts exactly these targets; check_choose_antagonist asks whether the
    # protagonist is choosing, then for an antagonist who controls minions.
    if choosing_ranged_antagonist(t):
        controllers = minion_controllers(t)
        found += [A.ChooseAntagonist(seat, s) for s in t.antagonists() if s in controllers]
    return found


def _assigning(t: Table, seat: int, screened: bool) -> list[A.Action]:
    """Assignment by the protagonist, then by the antagonists."""
    found = _assigns(t, seat, screened)
    found.append(A.shared(A.Pass, seat))  # check_pass: "no-passing" only outside these steps
    return found


def _assignment(t: Table, seat: int, screened: bool) -> list[A.Action]:
    """The assignment step of the variants with the action procedure everywhere."""
    found = _assigns(t, seat, screened)
    found += card_plays(t, seat, screened=screened)
    found += ability_uses(t, seat)  # built only when usable (using.ability_uses)
    found.append(A.shared(A.Pass, seat))
    return found


def _assigns(t: Table, seat: int, screened: bool) -> list[A.Action]:
    if screened:
        return list(T.assignable(t, seat))
    party = t.companions(t.protagonist)
    return _own(t, screened, [A.Assign(seat, m.uid, c.uid) for m in t.minions()
                if not t.is_assigned(m.uid)  # else check_assign refuses: assigned
                for c in party])


def _choose_skirmish(t: Table, seat: int, screened: bool) -> list[A.Action]:
    return _own(t, screened, [A.ChooseSkirmish(seat, c) for c in dict.fromkeys(
        c for _, c in t.assignments)])


def _regroup_decision(t: Table, seat: int, screened: bool) -> list[A.Action]:
    return _own(t, screened, [A.Move(seat), A.Rest(seat)])


def _turn_candidates(t: Table, seat: int, screened: bool) -> list[A.Action]:
    """Card plays built checked (an event's effect screened too), abilities built only when
    usable, exerts of the seat's own characters above 1 health."""
    found = card_plays(t, seat, screened=screened)
    found += ability_uses(t, seat)
    # check_exert refuses the seat's characters at 1 health, and anything else.
    found += [A.shared(A.Exert, seat, uid) for uid in on_field(t).exertable_of(seat)]
    return found


def _campaign(t: Table, seat: int, screened: bool) -> list[A.Action]:
    found = _turn_candidates(t, seat, screened)
    found += _own(t, screened, [A.Move(seat)])
    healing = t.sanctuary_left > 0  # else check_heal refuses them all: sanctuary
    in_hand = t.seats[seat].hand > 0  # else check_second_wind refuses: second-wind-copy
    used = None
    for c in t.companions(seat):
        if c.wounds:  # else check_second_wind and check_heal refuse: no wounds
            if in_hand and t.cards[c.card_id].unique:  # else second-wind-unique
                if screened and used is None:
                    used = seat_copies_used(t, seat)
                # check_second_wind's last question, asked first: another copy left? (It
                # asks nothing else this loop has not: a wounded unique companion of the
                # seat, in the campaign phase, a card in hand.)
                if not screened or used.get(c.card_id, 0) < t.seats[seat].book.get(
                        c.card_id, 0):
                    found.append(A.SecondWind(seat, c.uid))
            if healing:  # check_heal: a wounded companion of the seat, here
                found.append(A.Heal(seat, c.uid))
    return found


def _procedure(t: Table, seat: int, screened: bool) -> list[A.Action]:
    """A step of the action procedure: the turn's actions, or a pass."""
    found = _turn_candidates(t, seat, screened)
    found.append(A.shared(A.Pass, seat))  # check_pass: any seat passes in the procedure
    return found


_BUILDERS: dict[tuple[str, str], Callable[[Table, int, bool], list[A.Action]]] = {
    Step.BIDS.key: _bids,
    Step.TURN_ORDER.key: _turn_order,
    Step.FIRST_SITE.key: _first_site,
    Step.STARTING_PARTY.key: _starting_party,
    Step.MULLIGANS.key: _mulligans,
    Step.CAMPAIGN.key: _campaign,
    Step.PLACE_SITE.key: _place_site,
    Step.RANGED_WOUNDS.key: _ranged_wounds,
    Step.ASSIGNMENT.key: _assignment,
    Step.ASSIGN_PROTAGONIST.key: _assigning,
    Step.ASSIGN_ANTAGONISTS.key: _assigning,
    Step.CHOOSE_SKIRMISH.key: _choose_skirmish,
    Step.REGROUP_DECISION.key: _regroup_decision,
    **{step.key: _procedure for step in Step if is_procedure(step)
       and step is not Step.ASSIGNMENT},
}
"""The seat to act's candidate builder per step, by its key (a dict keyed by the Step
itself would call Enum.__hash__, a Python function, on every look); other steps: none but
the turn's actions (_turn_candidates)."""
_REGROUP, _REGROUP_DECISION = Step.REGROUP, Step.REGROUP_DECISION


def _own(t: Table, screened: bool, actions: list[A.Action]) -> list[A.Action]:
    """The seat to act's candidates that pass their own check, when screened; else all."""
    if not screened:
        return actions
    handlers = _HANDLERS
    return [a for a in actions if handlers[type(a)][0](t, a) is None]


def _adjustment_candidates(t: Table) -> list[A.Action]:
    seat = t.to_act
    found: list[A.Action] = [A.AdjustRisk(seat, +1), A.AdjustRisk(seat, -1)]
    for party in seating(t)[0]:
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
