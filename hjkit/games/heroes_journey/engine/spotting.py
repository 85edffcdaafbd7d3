"""Which cards are active, and what a player can spot.

"To SPOT something means the card is in play and ACTIVE. While you are the Protagonist, your
Campaign cards are active, your opponents' Campaign cards are inactive." An antagonist's
adversary cards are active; sites are always in play for everyone.
"""

from __future__ import annotations

from .state import InPlay, Table, scratch


def role_side(t: Table, seat: int) -> str:
    """Protagonists play campaign cards, antagonists adversary cards; setup is campaign."""
    return "campaign" if seat == t.protagonist or t.step.is_setup else "adversary"


def side_of(t: Table, item: InPlay) -> str:
    card = t.card_of(item)
    if card.side is not None:
        return card.side
    return "campaign"  # the quest need travels with the hero


def is_active(t: Table, item: InPlay) -> bool:
    return side_of(t, item) == role_side(t, item.owner)


def active(t: Table, seat: int) -> tuple[InPlay, ...]:
    """Cards this seat can spot: its cards on the field of the side it plays now (worked out
    once per table and seat)."""
    known = scratch(t)
    found = known.get(("active", seat))
    if found is None:
        side = role_side(t, seat)
        found = known[("active", seat)] = tuple(
            i for i in t.field if i.owner == seat and side_of(t, i) == side)
    return found


def spotted(t: Table, seat: int, wanted) -> list[InPlay]:
    """This seat's active cards that a filter (anything with matches(card)) accepts."""
    return [i for i in active(t, seat) if wanted.matches(t.card_of(i))]
