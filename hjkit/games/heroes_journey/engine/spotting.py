"""Which cards are active, and what a player can spot.

"To SPOT something means the card is in play and ACTIVE. While you are the Protagonist, your
Campaign cards are active, your opponents' Campaign cards are inactive." An antagonist's
adversary cards are active; sites are always in play for everyone.
"""

from __future__ import annotations

from .state import InPlay, Table


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
    """Cards this seat can spot: its cards on the field of the side it plays now."""
    return on_field(t).active.get(seat, ())


class FieldView:
    """What the rules ask of one field again and again, worked out in one pass: each seat's
    active cards, the active characters with their cards, and each seat's own characters
    that may be exerted. It depends on the field, who is the protagonist and whether setup
    is over, so the tables of a round of passes share one."""

    __slots__ = ("field", "cards", "protagonist", "setup", "active", "characters",
                 "exertable", "sources")

    def __init__(self, t: Table):
        self.field, self.cards, self.protagonist = t.field, t.cards, t.protagonist
        self.setup = t.step.is_setup
        active: dict[int, list[InPlay]] = {}
        characters: list[tuple[InPlay, object]] = []
        exertable: dict[int, list[int]] = {}
        for item in t.field:
            card = t.cards[item.card_id]
            side = card.side if card.side is not None else "campaign"
            playing = "campaign" if item.owner == t.protagonist or self.setup else "adversary"
            character = card.type == "companion" or card.type == "minion"
            if side == playing:
                active.setdefault(item.owner, []).append(item)
                if character:
                    characters.append((item, card))
            if character and (card.health or 0) - item.wounds > 1:
                exertable.setdefault(item.owner, []).append(item.uid)
        self.active = {seat: tuple(items) for seat, items in active.items()}
        self.characters = tuple(characters)
        """(item, card) of the companions and minions in play that are active now."""
        self.exertable = {seat: tuple(uids) for seat, uids in exertable.items()}
        """The uids of each seat's companions and minions above 1 health, active or not."""
        self.sources: tuple | None = None
        """(path, modifiers.sources of every kind for that path), set by modifiers."""


_VIEW: FieldView | None = None


def on_field(t: Table) -> FieldView:
    """The FieldView of this table: the last one made, if it was made for the same field,
    card mapping, protagonist and setup (a table's fields never change; the view is swapped
    in whole, as scratch() is)."""
    global _VIEW
    view = _VIEW
    if (view is None or view.field is not t.field or view.cards is not t.cards
            or view.protagonist != t.protagonist or view.setup != t.step.is_setup):
        view = _VIEW = FieldView(t)
    return view


def spotted(t: Table, seat: int, wanted) -> list[InPlay]:
    """This seat's active cards that a filter (anything with matches(card)) accepts."""
    return [i for i in active(t, seat) if wanted.matches(t.card_of(i))]
