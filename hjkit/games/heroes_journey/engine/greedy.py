"""A simple greedy player, for `hjkit simulate`: it looks one decision ahead and no further.

It takes only actions legal_actions offers, for the seat whose decision it is, and never
the table talk (the +/- steppers, Confirm, Decline), which corrects a physical table and is
no play. In a skirmish it takes the exert, event or ability that most improves the
skirmish's predicted result for its side (hjkit's preview of "the skirmish as it would
resolve if everyone passed"), and passes when none does; in the assignment it sends each
minion where it wins (the antagonist against the hero first; the protagonist keeps every
minion it can away from the hero, whose death loses the game); it plays its most costly
cards first, but the protagonist a campaign card (whose cost goes to the risk pool the
adversary plays from) only while the risk stays low: the pool after the next move would
buy no more strength than half the party's; in the regroup it moves again only when the
risk is low, and rests otherwise.

In table mode the rules core knows how many cards a hand holds, not which: the player
plays from its whole book the card it would most like to hold.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from hjkit.kit.game import Refusal

from . import actions as A
from . import modifiers as M
from .combat import predict
from .movement import next_move_risk
from .state import Step, Table
from .table import apply

TALK = (A.AdjustStrength, A.AdjustRanged, A.AdjustWounds, A.AdjustBurden, A.AdjustRisk,
        A.Confirm, A.Decline)
"""The table talk: corrections and proposals, which a simulated table never needs."""
SKIRMISH_PLAYS = (A.Exert, A.PlayCard, A.UseAbility)
"""What may change a skirmish under way (the decisions previews.py shows)."""
RANKS = {"overwhelmed": 0, "lose": 1, "win": 2, "overwhelm": 3}
"""The companion's side's results, worst first."""
SKIP = -1.0
"""The score of what the player does not do while it has anything else."""


def choose(t: Table, legal: Sequence[A.Action], rng: random.Random) -> A.Action:
    """The greedy player's action for the seat whose decision it is (one of legal)."""
    plays = [a for a in legal if not isinstance(a, TALK)] or list(legal)
    mine = [a for a in plays if a.seat == t.to_act] or plays
    if t.skirmish is not None:
        better = _skirmish_choice(t, mine, rng)
        if better is not None:
            return better
    scored = [(_score(t, a), a) for a in mine]
    best = max(score for score, _ in scored)
    return rng.choice([a for score, a in scored if score == best])


def _result_rank(t: Table, companion: int, seat: int) -> int | None:
    """How the skirmish would end for seat's side if everyone passed now."""
    result = predict(t, companion)
    if result is None:
        return None
    outcome = ("overwhelm" if result.overwhelmed else "win") if result.companion_wins else (
        "overwhelmed" if result.overwhelmed else "lose")
    rank = RANKS[outcome]
    return rank if seat == t.protagonist else len(RANKS) - 1 - rank


def _skirmish_choice(t: Table, mine: list[A.Action], rng: random.Random) -> A.Action | None:
    """The play that most improves the skirmish's predicted result for the acting side,
    or None when none improves it."""
    seat, companion = t.to_act, t.skirmish
    now = _result_rank(t, companion, seat)
    if now is None or now == len(RANKS) - 1:
        return None  # no skirmish, or the best result already: nothing to improve
    best, choices = now, []
    for action in mine:
        if not isinstance(action, SKIRMISH_PLAYS):
            continue
        applied = apply(t, action)
        if isinstance(applied, Refusal):
            continue
        after_t = applied.state
        if after_t.is_over:
            rank = len(RANKS) if after_t.winner == seat else -1
        elif after_t.skirmish != companion:
            continue  # it ends the skirmish some other way: not a skirmish play
        else:
            rank = _result_rank(after_t, companion, seat)
        if rank is not None and rank > best:
            best, choices = rank, [action]
        elif rank is not None and rank == best and best > now:
            choices.append(action)
    return rng.choice(choices) if choices else None


def _score(t: Table, action: A.Action) -> float:
    """How much the player wants the action now; the highest is taken."""
    seat = action.seat
    if isinstance(action, SKIRMISH_PLAYS) and t.skirmish is not None:
        return SKIP  # taken by _skirmish_choice when it helps
    if isinstance(action, A.PlayCard):
        card = t.cards[action.card_id]
        if seat == t.protagonist and card.side == "campaign" and not _still_low(t, action):
            return SKIP
        return 1.0 + (card.cost or 0) / 10
    if isinstance(action, A.Assign):
        return _assignment(t, action)
    if isinstance(action, A.Move):
        return 0.5 if t.step is not Step.REGROUP_DECISION or _risk_is_low(t) else SKIP
    if isinstance(action, A.Wound):
        return _wound(t, action)
    if isinstance(action, A.Heal):
        item = t.in_play(action.target)
        return 0.5 + (item.wounds if item is not None else 0) / 10
    if isinstance(action, A.PlaceSite):
        risk = t.cards[action.card_id].risk or 0
        return -risk if seat == t.protagonist else risk
    if isinstance(action, A.Mulligan):
        return action.keep
    if isinstance(action, (A.UseAbility, A.Exert, A.Discard)):
        return SKIP
    return 0.0  # Pass, Rest, bids, choices of hero, position, antagonist, skirmish


def _still_low(t: Table, action: A.PlayCard) -> bool:
    """A campaign card's cost goes to the risk pool: the risk is still low after it."""
    applied = apply(t, action)
    return not isinstance(applied, Refusal) and (applied.state.is_over
                                                 or _risk_is_low(applied.state))


def _risk_is_low(t: Table) -> bool:
    """The pool after moving again would buy the adversary no more strength than half the
    party's (a minion's strength is about its cost)."""
    added = next_move_risk(t)["total"]
    if added is None:  # the next site is not placed yet: its own risk is unknown
        added = len(t.companions(t.protagonist))
    strength = sum(M.strength(t, c) for c in t.companions(t.protagonist))
    return 2 * (t.risk + added) <= strength


def _assignment(t: Table, action: A.Assign) -> float:
    """A minion sent where its side wins: by how much, and the antagonist's against the
    protagonist's hero first."""
    minion, companion = t.in_play(action.minion), t.in_play(action.companion)
    if minion is None or companion is None:
        return 0.0
    margin = M.strength(t, companion) - M.strength(t, minion)
    hero = t.seats[t.protagonist].hero == companion.uid
    if action.seat == t.protagonist:  # a minion left unassigned goes where they choose
        return 1.0 + margin / 10 if margin > 0 or not hero else SKIP
    return 1.0 - margin / 10 + (1.0 if hero else 0.0)


def _wound(t: Table, action: A.Wound) -> float:
    """A wound for one's own character with the most health left, never the hero while
    another may take it; for another's, the weakest."""
    item = t.in_play(action.target)
    if item is None:
        return 0.0
    left = t.remaining_health(item)
    if item.owner != action.seat:
        return -left
    return left - (10 if t.seats[action.seat].hero == item.uid else 0)
