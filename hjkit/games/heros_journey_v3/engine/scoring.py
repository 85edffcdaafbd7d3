"""Game End and Scoring, with each Ending's own rule."""

from __future__ import annotations

from .deck import KNOTS, WYRMS
from .state import Score, State


def _resources(state: State, seat: int, suit: int) -> int:
    hero, deck = state.heroes[seat], state.deck
    return hero.coins[suit] + sum(deck[c].value for c in hero.cards if suit in deck[c].suits)


def score(state: State, seat: int) -> Score:
    """"Double the rank of your current stage (10, if you have reached an Ending). Add the
    number of resources coins you have. Add a bonus of 6 if you have at least one of each
    type of resource. Add the total of the ranks of your current Encounter cards.\""""
    hero, deck = state.heroes[seat], state.deck
    rank = 10 if hero.ending else deck.stage_rank(hero.stage)
    full = 6 if all(_resources(state, seat, s) for s in range(6)) else 0
    cards = sum(deck[c].value for c in hero.cards)
    ending = 0
    if hero.ending == "the-calamity":
        mine = _resources(state, seat, WYRMS)
        best = max(_resources(state, s, WYRMS) for s in range(state.players) if s != seat)
        ending = mine - best
    elif hero.ending == "the-windfall":
        knots = _resources(state, seat, KNOTS)
        ending = -6 if knots == 0 else max(0, knots - 6)
    stage = 2 * rank
    total = stage + sum(hero.coins) + full + cards + ending
    return Score(seat, stage, sum(hero.coins), full, cards, ending, total)


def final_scores(state: State) -> tuple[Score, ...]:
    return tuple(score(state, s) for s in range(state.players))
