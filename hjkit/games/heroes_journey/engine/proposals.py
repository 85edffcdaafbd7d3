"""Corrections any seat may make with the +/- steppers (house rules, a token forgotten).

The seat that owes the decision adjusts at once, as before. Any other seat's stepper taps
are a proposal instead: every phone shows it ("Ben proposes: risk pool +3"), and it is
applied only when a seat other than the proposer confirms it; any other seat may decline
it, and the proposer may withdraw it. Taps on the same thing add up to one proposal. A
proposal is checked again when confirmed, one token at a time within the rules' bounds,
and the log says who proposed what and who confirmed it.
"""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from . import actions as A
from . import adjustments as J
from .flow import Log, name, title
from .state import Proposal, Table

STEPPERS = {
    A.AdjustStrength: (J.check_strength, J.perform_strength),
    A.AdjustRanged: (J.check_ranged, J.perform_ranged),
    A.AdjustWounds: (J.check_wounds, J.perform_wounds),
    A.AdjustBurden: (J.check_burden, J.perform_burden),
    A.AdjustRisk: (J.check_risk, J.perform_risk),
}
TALK = (A.Confirm, A.Decline)

def _reseated(action: A.Action, seat: int) -> A.Action:
    """The same stepper tapped by another seat."""
    return replace(action, seat=seat)


def is_proposal(t: Table, action: A.Action) -> bool:
    """A stepper tap by a seat that does not owe the decision."""
    return type(action) in STEPPERS and action.seat != t.to_act and not t.step.is_setup


def describe(t: Table, action: A.Action) -> str:
    """ "risk pool +3", "Ben's burden -1", "wounds on Tabaqui +1" """
    delta = f"{action.delta:+d}"
    if isinstance(action, A.AdjustRisk):
        return f"risk pool {delta}"
    if isinstance(action, A.AdjustBurden):
        return f"{name(t, action.party)}'s burden {delta}"
    if isinstance(action, A.AdjustRanged):
        return f"{'party' if action.side == 'party' else 'minion'} ranged total {delta}"
    item = t.in_play(action.target)
    what = title(t, item) if item is not None else "a character no longer in play"
    if isinstance(action, A.AdjustWounds):
        return f"wounds on {what} {delta}"
    return f"{what} strength {delta}"


def _key(action: A.Action) -> A.Action:
    return replace(action, delta=0)


def check_proposal(t: Table, action: A.Action) -> Refusal | None:
    return STEPPERS[type(action)][0](t, action)


def perform_proposal(t: Table, action: A.Action, log: Log) -> Table:
    """Add the tap to the seat's proposal for the same thing, or make a new one; taps that
    cancel out withdraw it."""
    same = next((p for p in t.proposals if p.seat == action.seat
                 and _key(p.action) == _key(action)), None)
    if same is None:
        proposal = Proposal(t.next_uid, action.seat, action)
        t = replace(t, proposals=(*t.proposals, proposal), next_uid=t.next_uid + 1)
    else:
        total = replace(same.action, delta=same.action.delta + action.delta)
        proposal = replace(same, action=total)
        t = replace(t, proposals=tuple(proposal if p is same else p for p in t.proposals
                                       if p is not same or total.delta))
    if proposal.action.delta == 0:
        log.append(Event("proposal", f"{name(t, action.seat)} withdraws the proposal."))
    else:
        log.append(Event("proposal", f"{name(t, action.seat)} proposes: "
                                     f"{describe(t, proposal.action)} (another player "
                                     "confirms it)."))
    return t


def _proposal(t: Table, action: A.Action) -> Proposal | None:
    return next((p for p in t.proposals if p.id == action.proposal), None)


def _steps(proposal: Proposal) -> list[A.Action]:
    """The proposal as the one-token steps the steppers take."""
    unit = replace(proposal.action, delta=1 if proposal.action.delta > 0 else -1)
    return [unit] * abs(proposal.action.delta)


def check_confirm(t: Table, action: A.Confirm) -> Refusal | None:
    proposal = _proposal(t, action)
    if proposal is None:
        return Refusal("no-proposal", f"there is no proposal {action.proposal}")
    if proposal.seat == action.seat:
        return Refusal("own-proposal", "another player confirms a proposal: the one who made "
                                       "it may withdraw it")
    check, perform = STEPPERS[type(proposal.action)]
    for step in _steps(proposal):
        refusal = check(t, step)
        if refusal is not None:
            return Refusal(refusal.code, f"{describe(t, proposal.action)} no longer fits: "
                                         f"{refusal.message}")
        t = perform(t, step, [])
    return None


def perform_confirm(t: Table, action: A.Confirm, log: Log) -> Table:
    proposal = _proposal(t, action)
    log.append(Event("confirm", f"{name(t, action.seat)} confirms {name(t, proposal.seat)}'s "
                                f"correction: {describe(t, proposal.action)}."))
    t = replace(t, proposals=tuple(p for p in t.proposals if p is not proposal))
    perform = STEPPERS[type(proposal.action)][1]
    for step in _steps(proposal):
        t = perform(t, step, log)
    return t


def check_decline(t: Table, action: A.Decline) -> Refusal | None:
    if _proposal(t, action) is None:
        return Refusal("no-proposal", f"there is no proposal {action.proposal}")
    return None


def perform_decline(t: Table, action: A.Decline, log: Log) -> Table:
    proposal = _proposal(t, action)
    verb = "withdraws" if proposal.seat == action.seat else "declines"
    whose = "their" if proposal.seat == action.seat else f"{name(t, proposal.seat)}'s"
    log.append(Event("decline", f"{name(t, action.seat)} {verb} {whose} correction: "
                                f"{describe(t, proposal.action)}."))
    return replace(t, proposals=tuple(p for p in t.proposals if p is not proposal))


def candidates(t: Table, steppers: list[A.Action]) -> list[A.Action]:
    """The seat to act's stepper candidates as every other seat's proposals, and each
    proposal's confirm and decline for every seat."""
    found: list[A.Action] = []
    for seat in t.seats_in_play():
        if seat != t.to_act:
            found += [_reseated(a, seat) for a in steppers]
        for proposal in t.proposals:
            found += [A.Confirm(seat, proposal.id), A.Decline(seat, proposal.id)]
    return found
