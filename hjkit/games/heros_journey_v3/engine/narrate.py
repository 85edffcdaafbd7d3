"""The log's sentence for a choice whose rule says nothing happens yet (a trade being built,
an Encounter set out for, a Stage stayed on): every action is told in words, never as
"Ana: action"."""

from __future__ import annotations

from ..model.cards import SUITS
from .actions import Action
from .deck import suit_name
from .state import State


def quiet_choice(state: State, a: Action) -> str:
    """What the action chose, said from the state it was taken in."""
    name, deck, d = state.heroes[a.seat].name, state.deck, state.decision
    coin = suit_name(SUITS.index(a.suit)) if a.suit else ""
    if a.type == "skip":
        hero = state.heroes[a.seat]
        where = deck.name(hero.path) if hero.path else \
            deck.name(deck.stages[hero.stage]) if hero.stage >= 0 else "the space before The Origin"
        return f"{name} stays on {where}."
    if a.type == "reveal_challenge":
        return f"{name} reveals the top card of the Deck of Challenges."
    if a.type == "draw_challenge":
        return f"{name} draws a Challenge for the hand."
    if a.type == "pick":
        return f"{name} picks {a.suit.title()}."
    if a.type == "cancel":
        return f"{name} calls the trade off."
    if a.type == "pass":
        return f"{name} draws no Challenge for the hand."
    if a.type == "take_encounter":
        return f"{name} sets out for the {a.which.title()}'s Encounter."
    if a.type == "begin_trade":
        return f"{name} begins a trade."
    if a.type == "open_deal":
        whom = state.heroes[a.to].name if a.to is not None else \
            deck.name(a.card) if a.card else "the bank"
        return f"{name} opens a trade with {whom}."
    if a.type == "add_give":
        return f"{name} offers {coin} more."
    if a.type == "add_take":
        return f"{name} asks for {coin} more."
    if a.type == "propose" and d is not None and d.other is not None:
        return f"{name} makes {state.heroes[d.other].name} an offer."
    return f"{name}: {a.type.replace('_', ' ')}."
