"""Playouts for tests and benchmarks: uniformly random legal play, and a simple policy
that plays as a cautious person would (fight when the odds are fair, otherwise pay)."""

from __future__ import annotations

import random

from hjkit.kit.playout import play_out

from .actions import Action
from .state import State
from .table import apply, legal_actions


def random_playout(state: State, seed: int) -> list[Action]:
    """Uniformly random legal play to the end: the actions taken."""
    return list(play_out(state, seed, legal_actions, apply, _over).actions)


def _over(state: State) -> bool:
    return state.over


SETUP_ORDER = ("champion", "paladin", "wizard", "cleric", "healer", "fool", "bandit",
               "automaton", "assassin", "bard", "maiden", "sailor", "seer", "cavalier",
               "time-traveler")
PREFERENCE = {"attack": 3, "smite": 4, "begin": 1, "ambush": 5, "end_turn": 0, "draw": 0,
              "fight": 2, "buy": 3, "hire": 3, "pass": 1, "tribute": 1}


ESCAPES = ("teleport", "hypnotize")


def _escape(state: State, options: list[Action]) -> Action | None:
    """Against a monster far stronger than the party's best (the Behemoth), a way out when
    one is at hand: a Teleport or Hypnotize spell, else the Maiden's sacrifice."""
    card = state.cards.journey.get(state.card or "")
    if card is None or card.type != "monster" or state.phase != "turn":
        return None
    best = max((m.value for m in state.parties[state.active].members if m.alive), default=0)
    if (card.value or 0) <= best + 8 or any(a.type == "tribute" for a in options):
        return None
    spells = [a for a in options if a.type == "cast" and a.seat == state.active and
              state.cards.spells[a.card].effect in ESCAPES]
    return next(iter(spells), None) or next((a for a in options if a.type == "sacrifice"),
                                            None)


def policy_action(state: State, options: list[Action], rng: random.Random) -> Action:
    """A simple person's choice: settle a battle with another player by a truce, recruit
    the strongest affordable adventurers, buy what fits, pay tribute to monsters stronger
    than the party's best, attack otherwise, defend with the healthiest adventurer, never
    cast before the draw."""
    kinds = {a.type for a in options}
    if "agree" in kinds:  # a cautious player takes a truce offered
        return next(a for a in options if a.type == "agree")
    if "truce" in kinds:  # and offers one at a Crossing Paths: losing loses the game
        return next(a for a in options if a.type == "truce")
    escape = _escape(state, options)
    if escape is not None:
        return escape
    if "learn" in kinds:  # a way out first
        learns = [a for a in options if a.type == "learn"]
        return min(learns, key=lambda a: state.cards.spells[a.card].effect not in ESCAPES)
    if "recruit" in kinds:
        recruits = [a for a in options if a.type == "recruit"]
        return min(recruits, key=lambda a: SETUP_ORDER.index(a.card) if a.card in SETUP_ORDER
                   else 99)
    if "tribute" in kinds:
        card = state.cards.journey[state.card]
        best = max((m.value for m in state.parties[state.active].members if m.alive),
                   default=0)
        return next(a for a in options if a.type == ("tribute" if (card.value or 0) > best + 4
                                                     else "fight"))
    if "defend" in kinds:
        def health(a: Action) -> int:
            seat, index = (int(x) for x in a.target[1:].split("."))
            return state.parties[seat].members[index].hp
        return max((a for a in options if a.type == "defend"), key=health)
    ranked = sorted(options, key=lambda a: -PREFERENCE.get(a.type, -1))
    best = PREFERENCE.get(ranked[0].type, -1)
    return rng.choice([a for a in ranked if PREFERENCE.get(a.type, -1) == best])


def bold_action(state: State, options: list[Action], rng: random.Random) -> Action:
    """The cautious player's choices, but never a tribute nor a truce: every monster is
    fought, and another player to the end."""
    if any(a.type == "tribute" for a in options):
        return next(a for a in options if a.type == "fight")
    if any(a.type == "refuse" for a in options):
        return next(a for a in options if a.type == "refuse")
    return policy_action(state, [a for a in options if a.type != "truce"], rng)


POLICIES = {"cautious": policy_action, "bold": bold_action}


def policy_playout(state: State, seed: int, policy: str = "cautious") -> tuple[State, int]:
    """The end state and the number of Journey cards drawn (turns)."""
    end = play_out(state, seed, legal_actions, apply, _over, POLICIES[policy]).end
    return end, len(end.deck.drawn)
