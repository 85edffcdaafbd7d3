"""Random legal play from a state, for benchmarks and tests: the actions taken, in order
(the kit's playout, hjkit.kit.playout, on this engine)."""

from __future__ import annotations

from hjkit.kit.playout import play_out

from .actions import Action
from .state import State
from .table import apply, legal_actions


def random_playout(state: State, seed: int, limit: int = 50_000) -> list[Action]:
    return list(play_out(state, seed, legal_actions, apply, lambda s: s.over,
                         limit=limit).actions)
