"""The Journey deck stays physical: the companion tracks which cards are still in it and
where Home can be, and a phone names each card that comes up.

Setup 4: "Split the Journey deck in half. Place the Home card in one half. Shuffle both
halves separately and then stack the decks such that the half containing the Home card is
on the bottom." So Home cannot come up in the top half, and must come up in the bottom
one. The Legs of the Journey puts each monster in its leg; The Final Battle removes Home.
"""

from __future__ import annotations

from dataclasses import replace

from .cards import Cards
from .state import Deck


def new_deck(cards: Cards, variant: str) -> Deck:
    journey = cards.journey
    home = [c for c, card in journey.items() if card.type == "home"]
    others = [c for c, card in journey.items() if card.type != "home"]
    if variant == "final-battle":
        return Deck(tuple(others), (len(others),), (), (), len(others))
    if variant == "legs":
        monsters = {c: journey[c].leg for c in others if journey[c].type == "monster"}
        rest = len(others) - len(monsters)
        first = rest // 2 + sum(1 for leg in monsters.values() if leg == 1)
        bound = tuple((c, leg - 1) for c, leg in monsters.items()) + tuple((h, 1) for h in home)
        left = tuple(others + home)
        return Deck(left, (first, len(left) - first), bound, (), len(left))
    top = len(others) // 2
    left = tuple(others + home)
    return Deck(left, (top, len(left) - top), tuple((h, 1) for h in home), (), len(left))


def current_segment(deck: Deck) -> int:
    return next((i for i, n in enumerate(deck.segments) if n > 0), len(deck.segments))


def drawable(deck: Deck) -> list[str]:
    """The cards that can come up next, in deck order."""
    if deck.top is not None:
        return [deck.top]
    segment = current_segment(deck)
    if segment == len(deck.segments):
        return []
    bound = dict(deck.bound)
    mine = [c for c in deck.left if bound.get(c) == segment]
    if len(mine) >= deck.segments[segment]:
        return mine
    return [c for c in deck.left if bound.get(c, segment) == segment]


def why_not(deck: Deck, card: str) -> str | None:
    """A sentence saying why card cannot come up now, or None when it can."""
    if card in deck.drawn:
        return f"{card} was already drawn: it is not in the Journey deck"
    if card not in deck.left:
        return f"{card} is not a card of this Journey deck"
    if deck.top is not None:
        return None if card == deck.top else (f"{deck.top} was put back on top of the deck "
                                               f"(the Seer's unused card)")
    bound = dict(deck.bound)
    segment = current_segment(deck)
    if bound.get(card, segment) != segment:
        return ("the Home card is in the bottom half (Setup 4: \"the half containing the "
                "Home card is on the bottom\")" if card == "home" else
                f"{card} was shuffled into a later leg of the journey")
    if card not in drawable(deck):
        return (f"only {', '.join(drawable(deck))} can still be in this part of the deck")
    return None


def draw(deck: Deck, card: str) -> Deck:
    segment = current_segment(deck)
    segments = list(deck.segments)
    segments[segment] -= 1
    return replace(deck, left=tuple(c for c in deck.left if c != card),
                   segments=tuple(segments), drawn=(*deck.drawn, card), top=None)


def put_back(deck: Deck, card: str) -> Deck:
    """Seer: "returning the unused card to the top of the deck": it is the next card to come
    up, on top of the part of the deck being drawn."""
    segment = min(current_segment(deck), len(deck.segments) - 1)
    segments = list(deck.segments)
    segments[segment] += 1
    drawn = list(deck.drawn)
    drawn.reverse()
    drawn.remove(card)
    drawn.reverse()
    return replace(deck, left=(card, *deck.left), segments=tuple(segments),
                   drawn=tuple(drawn), top=card)
