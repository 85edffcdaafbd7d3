"""Playouts for tests and benchmarks: a random player (Retreat weighted down; the conformance
suite's too), and a simple policy (head for the nearest quest, never retreat, spend gold and
XP on the party) whose game lengths the notes report."""

from __future__ import annotations

import random
from collections.abc import Callable

from hjkit.kit.playout import Policy, favouring, play_out

from .actions import Accept, Action, EndTurn, Move, Play, Retreat, Roll, Spend, Terrain
from .state import Table
from .table import apply, distance, legal_actions

TERRAIN_PREFERENCE = ("Train", "Recruit", "Buy Relic", "Intrigue", "Study", "Gift", "Guide",
                      "Mission", "Rest", "Nothing")


RETREAT_ODDS = 0.1
"""How often the random player chooses among every legal action, Retreat among them (else
among the others): a uniform player offered Retreat at each of a quest's decisions leaves
half its quests at the first Encounter roll (the companion's Roll and Retreat being its two
choices) and rarely finishes one, so some of its games run past the conformance suite's
20,000 actions. Weighted down, it still retreats from every kind of decision now and
then."""


def _stays(table: Table, action: Action) -> bool:
    return not isinstance(action, Retreat)


_any_but_retreat = favouring(_stays, 1 - RETREAT_ODDS)


def random_policy(table: Table, legal: list[Action], rng: random.Random) -> Action:
    """Any decision, each as likely, except that Retreat is rarely taken. XP for a fight is
    one decision whatever its amount, and the random player buys 1 point (as it did when the
    engine sold them one at a time): more XP held does not make spending likelier, and its
    seeded games stay the same. The engine's tests try the other amounts."""
    boosts = [a for a in legal if isinstance(a, Spend) and a.use == "fight"]
    return _any_but_retreat(table, [a for a in legal if a not in boosts[1:]], rng)


def simple_policy(table: Table, legal: list[Action], rng: random.Random) -> Action:
    """A plain, greedy player."""
    by_type: dict[type, list[Action]] = {}
    for action in legal:
        by_type.setdefault(type(action), []).append(action)
    spends = by_type.get(Spend, [])
    if any(s.use == "reroll" for s in spends):
        return next(s for s in spends if s.use == "reroll")
    if Accept in by_type:
        return by_type[Accept][0]
    if Play in by_type:
        return by_type[Play][0]
    level = [s for s in spends if s.use in ("level", "fight")]
    if level:
        return level[0]
    if Roll in by_type:
        return rng.choice(by_type[Roll])
    if Move in by_type:
        return _toward_quest(table, by_type[Move], rng)
    if Terrain in by_type:
        offered = {t.action: t for t in reversed(by_type[Terrain])}
        return next(offered[a] for a in TERRAIN_PREFERENCE if a in offered)
    return by_type.get(EndTurn, legal)[0]


def _toward_quest(table: Table, moves: list[Action], rng: random.Random) -> Action:
    if table.phase == "place" or not table.markers:
        return rng.choice(moves)
    targets = [s for _, s in table.markers]
    return min(moves, key=lambda m: (min(distance(m.to, t) for t in targets), rng.random()))


def play(table: Table, policy: Policy, seed: int, limit: int = 100_000,
         check: Callable[[Table], None] | None = None) -> tuple[Table, int]:
    """Play to the end; the final table and the number of actions applied. Raises
    hjkit.kit.playout.StuckTable past limit actions."""
    played = play_out(table, seed, legal_actions, apply, lambda t: t.is_over, policy, limit,
                      check)
    return played.end, len(played.actions)
