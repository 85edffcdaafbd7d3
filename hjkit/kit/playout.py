"""Games played to the end by a policy, for tests and benchmarks: uniformly random legal
play (OpenSpiel's random-playout test), or any policy a game's playout module supplies.

The functions take a game's rules as three callables, so an engine's own tests need no
Game (pass the engine's legal_actions and apply) and the conformance suite passes a
registered game's methods.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .results import Applied

Policy = Callable[[Any, Sequence, random.Random], Any]
"""policy(state, legal, rng): the action to take, one of legal."""


class StuckTable(RuntimeError):
    """A game where nobody may act although it is not over, whose rules refused an action
    they offered, or that ran past its action budget."""


@dataclass(frozen=True)
class Playout:
    """A finished game: the start, the actions taken and the end."""

    start: Any
    actions: tuple
    end: Any


def uniform(state: Any, legal: Sequence, rng: random.Random) -> Any:
    """Any legal action, each as likely."""
    return rng.choice(legal)


def favouring(favour: Callable[[Any, Any], bool], odds: float = 0.9) -> Policy:
    """A random player that takes an action favour(state, action) marks (say, every card
    play) odds of the time when any is legal, and any legal action otherwise."""

    def policy(state: Any, legal: Sequence, rng: random.Random) -> Any:
        favoured = [action for action in legal if favour(state, action)]
        return rng.choice(favoured if favoured and rng.random() < odds else legal)

    return policy


def play_out(state: Any, seed: int, legal_actions: Callable[[Any], Sequence],
             apply: Callable[[Any, Any], Any], is_over: Callable[[Any], bool],
             policy: Policy = uniform, limit: int = 20_000,
             check: Callable[[Any], None] | None = None) -> Playout:
    """Play from state to the end, the policy choosing among legal_actions with
    random.Random(seed); check(state) runs after each action (for invariants). Raises
    StuckTable when nobody may act, when apply refuses an action offered, or after limit
    actions."""
    rng = random.Random(seed)
    start, taken = state, []
    while not is_over(state):
        legal = legal_actions(state)
        if not legal:
            raise StuckTable(f"nobody may act after {len(taken)} actions, and the game is "
                             f"not over")
        if len(taken) >= limit:
            raise StuckTable(f"no end after {limit} actions")
        action = policy(state, legal, rng)
        result = apply(state, action)
        if not isinstance(result, Applied):
            raise StuckTable(f"legal_actions offered {action} but apply refused: {result}")
        state = result.state
        taken.append(action)
        if check is not None:
            check(state)
    return Playout(start, tuple(taken), state)
