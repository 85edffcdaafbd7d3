"""Random playouts: games played by choosing uniformly among the legal actions."""

from __future__ import annotations

import random
from dataclasses import dataclass

from hjkit.kit.game import Applied

from .actions import Action
from .state import Table
from .table import apply, legal_actions


class StuckTable(RuntimeError):
    """A table where nobody owes a decision, or that ran past its action budget."""


@dataclass(frozen=True)
class Playout:
    """A finished random game: the start, the actions taken and the end."""

    start: Table
    actions: tuple[Action, ...]
    end: Table


def random_playout(table: Table, seed: int, max_actions: int = 20_000,
                   adjustments: bool = False, check=None, favour=None) -> Playout:
    """Play to the end choosing uniformly among legal_actions; check(table) runs after each
    action (for invariants). favour(table, action) marks actions chosen first, nine times in
    ten, when any is legal (say, every card play and ability). Raises StuckTable if no one
    can act or the budget runs out."""
    rng = random.Random(seed)
    start, taken = table, []
    while not table.is_over:
        options = legal_actions(table, adjustments=adjustments)
        if not options:
            raise StuckTable(f"no legal action at {table.step} for seat {table.to_act}")
        if len(taken) >= max_actions:
            raise StuckTable(f"no end after {max_actions} actions")
        favoured = [a for a in options if favour(table, a)] if favour else []
        action = rng.choice(favoured if favoured and rng.random() < 0.9 else options)
        result = apply(table, action)
        if not isinstance(result, Applied):
            raise StuckTable(f"legal_actions offered {action} but apply refused: {result}")
        table = result.state
        taken.append(action)
        if check is not None:
            check(table)
    return Playout(start, tuple(taken), table)
