"""The Adventurer deck stays physical and shuffled: the companion knows which adventurers
are in it and which were placed on its bottom after a Crossing Paths, in the order they
went there ("place the card on the bottom of the Adventurer deck"). So "the next
Adventurer card" turned up is one of the others while any is left, and then the highest of
those at the bottom: a card put there cannot come up again above one put there before it.
"""

from __future__ import annotations

from dataclasses import replace

from .state import State


def turnable(state: State) -> list[str]:
    """The Adventurer cards that can be turned up next."""
    placed = set(state.supply_bottom)
    return [a for a in state.supply if a not in placed] or list(state.supply_bottom[:1])


def why_not_turned_up(state: State, card: str | None) -> str:
    """The sentence refusing card as the next Adventurer card."""
    name = state.cards.adventurers[card].name if card in state.cards.adventurers else card
    if card not in state.supply:
        return f"{name!r} is not in the Adventurer deck"
    above = turnable(state)
    return (f"the {name} was placed on the bottom of the Adventurer deck (Crossing Paths: "
            f"\"place the card on the bottom of the Adventurer deck\"): "
            f"{', '.join(state.cards.adventurers[a].name for a in above)} "
            f"{'comes' if len(above) == 1 else 'can come'} up before it")


def take(state: State, card: str) -> State:
    """The card leaves the Adventurer deck (hired, or joined a party)."""
    return replace(state, supply=tuple(a for a in state.supply if a != card),
                   supply_bottom=tuple(a for a in state.supply_bottom if a != card))


def to_bottom(state: State, card: str) -> State:
    """The card goes under every card of the Adventurer deck."""
    state = take(state, card)
    return replace(state, supply=(*state.supply, card),
                   supply_bottom=(*state.supply_bottom, card))
