"""The action procedure: "every player may take one action in turn, starting with the
Protagonist ... until all players consecutively pass", and how each such step ends."""

from __future__ import annotations

from dataclasses import replace

from .before_results import end_skirmish
from .combat import begin_ranged_wounds
from .flow import Log, enter_next, protagonist_decides
from .state import InPlay, Step, Table, procedure_order


def after_action(t: Table, field: tuple[InPlay, ...] | None = None) -> Table:
    """In the action procedure, an action hands the opportunity to the next player; field
    is the action's own change of the field (an exert's), made in the same new table."""
    return _advance(t, 0, None, field)


def next_in_turn(t: Table) -> int:
    """The seat an action hands the opportunity to (after_action's to_act)."""
    order = procedure_order(t)
    at = order.index(t.to_act) if t.to_act in order else -1
    return order[(at + 1) % len(order)]


def after_pass(t: Table, log: Log) -> Table:
    """A pass; when every participant has passed consecutively, the step ends."""
    order = procedure_order(t)
    passes = t.passes + 1
    if passes < len(order):
        return _advance(t, passes, order)
    if t.step is Step.SKIRMISH:  # its results wait for a window: the passes say so
        t = replace(t, passes=passes)
    # (every other ending enters a step with no passes, so the last is not counted first)
    return end_procedure(t, log)


def _advance(t: Table, passes: int, order: tuple[int, ...] | None = None,
             field: tuple[InPlay, ...] | None = None) -> Table:
    order = procedure_order(t) if order is None else order
    at = order.index(t.to_act) if t.to_act in order else -1
    if field is not None:
        return replace(t, to_act=order[(at + 1) % len(order)], passes=passes,
                                    field=field)
    return replace(t, to_act=order[(at + 1) % len(order)], passes=passes)




# What a step does as it ends; any other step simply enters the one that follows it.
_ENDINGS = {
    Step.BARRAGE: begin_ranged_wounds,  # the ranged totals, entering the ranged wounds
    Step.SKIRMISH: end_skirmish,  # the results, after a window to prevent what they do
    Step.REGROUP: protagonist_decides,  # reconcile, then move again or rest
}


def end_procedure(t: Table, log: Log) -> Table:
    """Every participant passed: the step's own ending, then the next step."""
    ending = _ENDINGS.get(t.step)
    return ending(t, log) if ending else enter_next(t, log)
