"""Random legal play from a state, for benchmarks and tests: the actions taken, in order."""

from __future__ import annotations

import random

from .actions import Action
from .state import State
from .table import apply, legal_actions


def random_playout(state: State, seed: int, limit: int = 50_000) -> list[Action]:
    rng, actions = random.Random(seed), []
    while not state.over and len(actions) < limit:
        action = rng.choice(legal_actions(state))
        state = apply(state, action).state
        actions.append(action)
    return actions
