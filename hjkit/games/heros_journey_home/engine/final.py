"""The Final Battle variant: "remove the Home card entirely and play through the entire
deck. When the final card has been played, all players conduct combat against one another
to determine the winner.\""""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event

from .combat import fortify_in, next_round
from .state import Combat, State


def final_battle(state: State, events: list[Event]) -> Applied:
    standing = tuple(s for s, p in enumerate(state.parties) if not p.out)
    if len(standing) == 1:
        events.append(Event("final", f"The deck is played out; {state.parties[standing[0]].name}"
                                     f" alone is left and wins."))
        return Applied(replace(state, phase="over", step="over", winner=standing[0]),
                       tuple(events))
    events.append(Event("final", "The Journey deck is played out: The Final Battle begins."))
    state, combat = fortify_in(state, Combat("final", standing), events)
    state = replace(state, final=True, step="combat", combat=combat)
    return next_round(state, events)
