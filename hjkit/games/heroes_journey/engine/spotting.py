"""Which cards are active, and what a player can spot.

"To SPOT something means the card is in play and ACTIVE. While you are the Protagonist, your
Campaign cards are active, your opponents' Campaign cards are inactive." An antagonist's
adversary cards are active; sites are always in play for everyone.
"""

from __future__ import annotations

from collections.abc import Sequence

from .state import InPlay, Table, seating


def role_side(t: Table, seat: int) -> str:
    """Protagonists play campaign cards, antagonists adversary cards; setup is campaign."""
    return "campaign" if seat == t.protagonist or t.step.is_setup else "adversary"


def side_of(t: Table, item: InPlay) -> str:
    """The card's side; a card of neither side is campaign (the quest need travels with
    the hero)."""
    return t.facts.side[item.card_id]


def is_active(t: Table, item: InPlay) -> bool:
    return side_of(t, item) == role_side(t, item.owner)


def active(t: Table, seat: int) -> Sequence[InPlay]:
    """Cards this seat can spot: its cards on the field of the side it plays now."""
    return on_field(t).active_of(seat)


class FieldView:
    """What the rules ask of one table's field again and again, each part worked out when
    first asked: each seat's active cards and its own characters that may be exerted (one
    pass over the seat's items, for the seats asked), the active characters with their
    cards, the seats with a responding card."""

    __slots__ = ("table", "active", "exertable", "_characters", "responders")

    def __init__(self, t: Table):
        self.table = t
        self.active: dict[int, list[InPlay]] = {}
        """Each seat's active cards, in field order, once asked (active_of)."""
        self.exertable: dict[int, list[int]] = {}
        """The uids of each seat's active companions and minions above 1 health, once
        asked (exertable_of)."""
        self._characters: tuple | None = None
        self.responders: frozenset[int] | None = None
        """The seats with a card on the field that has a "Response:" ability, once asked."""

    def active_of(self, seat: int) -> list[InPlay]:
        """The seat's active cards (a list never changed once built: readers iterate)."""
        found = self.active.get(seat)
        if found is None:
            found = self._look_at(seat)[0]
        return found

    def exertable_of(self, seat: int) -> list[int]:
        """The uids of the seat's active companions and minions above 1 health."""
        found = self.exertable.get(seat)
        if found is None:
            found = self._look_at(seat)[1]
        return found

    def _look_at(self, seat: int) -> tuple[list[InPlay], list[int]]:
        t = self.table
        facts = t.facts
        side = role_side(t, seat)
        active: list[InPlay] = []
        exertable: list[int] = []
        for item in t.field:
            if item.owner == seat:
                if facts.side[item.card_id] != side:
                    continue  # inactive: "Imagine they are turned facedown"
                active.append(item)
                if item.card_id in facts.characters and t.remaining_health(item) > 1:
                    exertable.append(item.uid)
        self.active[seat], self.exertable[seat] = active, exertable
        return active, exertable

    @property
    def characters(self) -> tuple[tuple[InPlay, object], ...]:
        """(item, card) of the companions and minions in play that are active now, in field
        order, once asked."""
        found = self._characters
        if found is None:
            t = self.table
            found = self._characters = tuple([
                (item, t.cards[item.card_id]) for item in t.field
                if item.card_id in t.facts.characters and is_active(t, item)])
        return found

    def has_responder(self, seat: int) -> bool:
        """Whether this seat has a card on the field with a "Response:" ability."""
        found = self.responders
        if found is None:
            t = self.table
            found = self.responders = frozenset(
                [item.owner for item in t.field if item.card_id in t.facts.responders])
        return seat in found


def on_field(t: Table) -> FieldView:
    """The FieldView of this table, made when first asked."""
    view = t.memo.get("field")
    if view is None:
        view = t.memo["field"] = FieldView(t)
    return view


def may_respond(t: Table, seat: int) -> bool:
    """A quick look before the full one: does this seat's deck or field hold a response?"""
    return _deck_facts(t, seat)[0] or on_field(t).has_responder(seat)


def answers_window(t: Table, seat: int) -> bool:
    """A second quick look, at the window, for a seat may_respond lets through: whether a
    "Response:" ability of its deck, or of its cards on the field, answers one of the
    window's moments (its trigger, on a card its filter accepts), or its deck holds an
    event with "Response:" whose effect is not one (asked in full). When not, the seat's
    responses() are none."""
    _, untimed_event, pairs = _deck_facts(t, seat)
    if untimed_event:
        return True
    answering = t.facts.answering
    view = on_field(t)
    if view.has_responder(seat):
        pairs = (*pairs, *[pair for i in t.field if i.owner == seat
                           for pair in answering.get(i.card_id, ())])
    for trigger, wanted in pairs:
        ids = t.facts.accepted(wanted)
        for moment in t.window:
            if moment.trigger == trigger and moment.card_id in ids:
                return True
    return False


def _deck_facts(t: Table, seat: int) -> tuple[bool, bool, tuple]:
    """What the quick looks ask of a seat's deck: (whether any of its cards responds;
    whether it holds an event with "Response:" whose effect is a timed one; the (trigger,
    filter) of its "Response:" abilities)."""
    book = t.seats[seat].book
    key = ("deck", tuple(book))
    found = t.facts.memo.get(key)
    if found is None:
        cards, answering = t.cards, t.facts.answering
        found = t.facts.memo[key] = (
            any(c in t.facts.responders for c in book),
            any((card := cards[c]).response is not None and card.abilities
                and not card.responds for c in book),
            tuple([pair for c in book for pair in answering.get(c, ())]))
    return found


def nobody_responds(t: Table) -> bool:
    """Whether no seat in play may respond (may_respond) to anything: a window of moments
    that owe no choice would close at once, unanswered."""
    return not any([may_respond(t, seat) for seat in seating(t)[0]])


def spotted(t: Table, seat: int, wanted) -> list[InPlay]:
    """This seat's active cards that a filter (anything with matches(card)) accepts."""
    ids = t.facts.accepted(wanted)
    return [i for i in active(t, seat) if i.card_id in ids]
