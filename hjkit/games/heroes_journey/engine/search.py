"""A search player for The Heroes' Journey (issue 38): flat Monte Carlo over determinised
hidden cards, with the greedy player (greedy.py) as its rollout policy.

At a decision that shapes the game (a bid, a place in the turn order, a mulligan, a card to
play or not, a site to place, where a minion goes, moving again or resting) it tries its
candidates in the same few sampled worlds and takes the one whose games went best for its
seat; every other decision (a skirmish's plays, which skirmish next, a wound) it leaves to
the greedy player, which already plays those by the rules core's prediction.

A world is a deal: each seat's book in an order. What the seat knows is kept: its own hand
and every public pile; what it cannot know (the other hands, every book's order, the cards
discarded unseen) is sampled from the cards not yet seen. The player never reads the deal
the simulation plays with: `decide` is given the seat's own hand and nothing else hidden.

From each candidate the world plays on, every seat greedy, to the end of the game or for
`horizon` actions; a game cut short is valued by how far each party has come (its
position on the path to the quest's site) and how its hero stands.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from hjkit.kit.results import Applied

from . import actions as A
from . import greedy
from .playing import seat_copies_used
from .state import Step, Table
from .table import apply, legal_actions

SEARCHED = frozenset({Step.BIDS, Step.TURN_ORDER, Step.MULLIGANS, Step.CAMPAIGN,
                      Step.PLACE_SITE, Step.ADVERSARY, Step.REGROUP_DECISION,
                      Step.ASSIGN_PROTAGONIST, Step.ASSIGN_ANTAGONISTS})
"""The steps whose decisions the player searches; the rest it plays greedily."""
NEVER = (A.Exert, A.Discard)
"""Not candidates while there is anything else: a bare Exert pays for an effect the
players resolve, and a discard from hand only loses a card (as the greedy player sees)."""


@dataclass(frozen=True)
class Budget:
    """How hard the player looks: worlds sampled per decision, candidates tried in each,
    and actions a world plays on before it is valued."""

    worlds: int = 2
    candidates: int = 4
    horizon: int = 80


DEFAULT = Budget()


def choose(t: Table, legal: Sequence[A.Action], rng: random.Random,
           budget: Budget = DEFAULT) -> A.Action:
    """The search player's action in a simulated game: its seat's own hand as the
    simulation dealt it, and no other hidden card."""
    return decide(t, legal, rng, greedy.hand(t, t.to_act), budget)


def decide(t: Table, legal: Sequence[A.Action], rng: random.Random, own: Counter[str],
           budget: Budget = DEFAULT) -> A.Action:
    """The action for the seat whose decision it is, knowing its own hand (own) and what
    the table shows."""
    seat = t.to_act
    worlds = [determinise(t, seat, own, rng) for _ in range(max(1, budget.worlds))]
    mine = greedy.options(t, legal, worlds[0])  # the seat's own options: in every world
    if len(mine) == 1 or t.step not in SEARCHED or budget.worlds == 0:
        return greedy.choose(t, legal, rng, worlds[0])
    candidates = _candidates(t, legal, mine, rng, worlds[0], budget.candidates)
    if len(candidates) == 1:
        return candidates[0]
    totals = [0.0] * len(candidates)
    for world in worlds:
        seed = rng.getrandbits(32)  # every candidate plays on with the same dice
        for index, action in enumerate(candidates):
            totals[index] += _played_on(t, action, world, random.Random(seed), seat,
                                        budget.horizon)
    best = max(totals)
    return candidates[totals.index(best)]


def determinise(t: Table, seat: int, own: Counter[str], rng: random.Random
                ) -> dict[int, list[str]]:
    """A deal seat cannot tell from the real one: every seat's book in an order whose drawn
    part holds the cards that seat has used, then (for seat) its own hand, and the cards
    not yet seen shuffled into the rest."""
    deal = {}
    for number, s in enumerate(t.seats):
        used = seat_copies_used(t, number)
        drawn = list(used.elements())
        unseen = Counter(s.book) - used
        if number == seat:
            drawn += own.elements()
            unseen -= own
        rest = list(unseen.elements())
        rng.shuffle(rest)
        deal[number] = drawn + rest
    return deal


def value(t: Table, seat: int) -> float:
    """How good the table is for seat, from 0 (lost) to 1 (won): a finished game's result,
    else how far its party has come against the best other party."""
    if t.is_over:
        return 1.0 if t.winner == seat else (0.5 if t.winner is None else 0.0)
    scores = [_standing(t, number) for number in range(len(t.seats))]
    mine = scores[seat]
    others = max(score for number, score in enumerate(scores) if number != seat)
    return 0.5 + 0.5 * math.tanh(2.0 * (mine - others))


def _standing(t: Table, seat: int) -> float:
    """A party's progress toward the quest's site, and a little for its hero's health."""
    s = t.seats[seat]
    if s.lost:
        return -1.0
    hero = t.in_play(s.hero) if s.hero is not None else None
    health = t.remaining_health(hero) if hero is not None else 0
    return s.position / max(t.variant.final_site, 1) + 0.05 * health


def _candidates(t: Table, legal: Sequence[A.Action], mine: list[A.Action],
                rng: random.Random, world: dict[int, list[str]], most: int
                ) -> list[A.Action]:
    """The greedy player's own choice first, then the other options by its score, at most
    `most` of them, one of each kind of action that is not a card play."""
    wanted = [a for a in mine if not isinstance(a, NEVER)] or mine
    pick = greedy.choose(t, legal, random.Random(rng.getrandbits(32)), world)
    ranked = sorted(wanted, key=lambda a: -greedy.score(t, a))
    chosen = [pick]
    for action in ranked:
        if len(chosen) >= most:
            break
        if action not in chosen:
            chosen.append(action)
    return chosen


def _played_on(t: Table, action: A.Action, world: dict[int, list[str]],
               rng: random.Random, seat: int, horizon: int) -> float:
    """seat's value of the table after action, the world played on greedily."""
    result = apply(t, action)
    if not isinstance(result, Applied):
        return -1.0
    state = result.state
    for _ in range(horizon):
        if state.is_over:
            break
        legal = legal_actions(state, adjustments=False)
        if not legal:
            break
        result = apply(state, greedy.choose(state, legal, rng, world))
        if not isinstance(result, Applied):
            break
        state = result.state
    return value(state, seat)
