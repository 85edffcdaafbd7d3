"""The phase table: what follows an action. A battle's outcome hands the table back to the
turn (or ends the game); a turn's end passes play on, or begins The Final Battle when the
Journey deck is played out; a party wiped out outside a battle is out at once.

A battle's steps (combat.py and the modules that act in it) end with a value, BattleOver,
and never call on into the turn; the turn's steps call after_battle and next_turn here. So
the engine's modules import one another one way."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event, Refusal

from .combat import BattleOver
from .final import final_battle
from .rules import change_party
from .state import State


def what_follows(result: Applied | BattleOver | Refusal) -> Applied | Refusal:
    """The table after an action: a battle that is over hands back to the turn; a party
    can die outside a battle too (a location's harm, a spell paid with the last HP), and
    then it is out."""
    if isinstance(result, BattleOver):
        return after_battle(result.state, list(result.losers), list(result.events),
                            result.ends_turn)
    if isinstance(result, Refusal) or result.state.over or result.state.combat is not None:
        return result
    state = result.state
    wiped = [s for s, p in enumerate(state.parties) if not p.out and not p.living()]
    if not wiped:
        return result
    return after_battle(state, wiped, list(result.events))


def after_battle(state: State, losers: list[int], events: list[Event],
                 ends_turn: bool = False) -> Applied:
    """Parties wiped out are out; the game ends when nobody (or, in The Final Battle
    variant, one player) is left; otherwise the turn goes on after the card, or passes if
    the active player is out or the battle's end ends the turn (the Maiden)."""
    for seat in losers:
        state = change_party(state, seat, replace(state.parties[seat], out=True))
        events.append(Event("out", f"{state.parties[seat].name} is out of the game."))
    standing = [s for s, p in enumerate(state.parties) if not p.out]
    state = replace(state, combat=None)
    if not standing:
        events.append(Event("lost", "Every adventurer has died: the game is over and all "
                                    "players have lost."))
        return Applied(replace(state, phase="over", step="over"), tuple(events))
    if len(standing) == 1 and (state.final or state.variant == "final-battle"):
        # The Final Battle is fought "until there is only one player left standing": a
        # party left alone before the deck is played out has no one left to fight.
        events.append(Event("final", f"{state.parties[standing[0]].name} is the last one "
                                     f"standing and wins The Final Battle."))
        return Applied(replace(state, phase="over", step="over", winner=standing[0]),
                       tuple(events))
    if ends_turn or state.parties[state.active].out:
        return next_turn(state, events)
    return Applied(replace(state, step="after"), tuple(events))


def next_turn(state: State, events: list[Event]) -> Applied:
    """"play moves to the next player" who is still in the game."""
    seats = [(state.active + k) % state.players for k in range(1, state.players + 1)]
    seat = next(s for s in seats if not state.parties[s].out)
    state = replace(state, active=seat, step="draw", card=None, combat=None,
                    turn=state.turn + 1)
    if not state.deck.left:
        return final_battle(state, events)
    events.append(Event("turn", f"{state.parties[seat].name}'s turn."))
    return Applied(state, tuple(events))
