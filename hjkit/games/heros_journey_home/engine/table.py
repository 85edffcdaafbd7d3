"""The one pure transition: apply(state, action) is Applied (a new state and its events)
or a Refusal naming the rule; legal_actions(state) lists what may be done now."""

from __future__ import annotations

from hjkit.kit.game import Applied, Refusal

from .actions import Action
from .combat import enemy_player
from .fight import apply_fight, fight_actions
from .phases import what_follows
from .rules import refuse
from .setup import apply_setup, setup_actions
from .state import State
from .turn import apply_turn, turn_actions


def legal_actions(state: State) -> list[Action]:
    if state.phase == "over":
        return []
    if state.phase in ("dice", "setup"):
        return setup_actions(state)
    if state.combat is not None:
        return fight_actions(state)
    return turn_actions(state)


def apply(state: State, action: Action) -> Applied | Refusal:
    if state.phase == "over":
        return refuse("game-over", "The game is over: \"When the card is drawn, play ends "
                                   "immediately\".")
    if not 0 <= action.seat < state.players:
        return refuse("no-such-seat", f"This table has {state.players} seats.")
    if state.phase in ("dice", "setup"):
        return apply_setup(state, action)
    if state.parties[action.seat].out and not _for_the_enemy(state, action):
        return refuse("out", "\"If all of a player's adventurers die in a multiplayer game, "
                             "that player is immediately out of the game\"; they act only "
                             "for the enemies in a battle.")
    if state.combat is not None:
        return what_follows(apply_fight(state, action))
    return what_follows(apply_turn(state, action))


def _for_the_enemy(state: State, action: Action) -> bool:
    """"Players who are "out" take on the combat actions of enemies": the defender's choice,
    the Sirens' and the monster's roll."""
    combat = state.combat
    return combat is not None and action.seat == enemy_player(state, combat) and (
        combat.step in ("defend", "sirens") or
        (combat.step == "roll" and combat.roll.attacker[0] == "m"))
