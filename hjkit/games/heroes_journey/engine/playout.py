"""Random playouts: games played by choosing uniformly among the legal actions (the kit's
playout, hjkit.kit.playout, on this engine)."""

from __future__ import annotations

from functools import partial

from hjkit.kit.playout import Playout, favouring, play_out, uniform

from .state import Table
from .table import apply, legal_actions


def random_playout(table: Table, seed: int, max_actions: int = 20_000,
                   adjustments: bool = False, check=None, favour=None) -> Playout:
    """Play to the end choosing uniformly among legal_actions; check(table) runs after each
    action (for invariants). favour(table, action) marks actions chosen first, nine times in
    ten, when any is legal (say, every card play and ability). Raises StuckTable if no one
    can act or the budget runs out."""
    return play_out(table, seed, partial(legal_actions, adjustments=adjustments), apply,
                    lambda t: t.is_over, favouring(favour) if favour else uniform,
                    max_actions, check)
