"""Which cards are active, and what a player can spot.

"To SPOT something means the card is in play and ACTIVE. While you are the Protagonist, your
Campaign cards are active, your opponents' Campaign cards are inactive." An antagonist's
adversary cards are active; sites are always in play for everyone.
"""

from __future__ import annotations

from collections.abc import Sequence

from .accepting import accepted
from .state import InPlay, Table, seating


def role_side(t: Table, seat: int) -> str:
    """Protagonists play campaign cards, antagonists adversary cards; setup is campaign."""
    return "campaign" if seat == t.protagonist or t.step.is_setup else "adversary"


def side_of(t: Table, item: InPlay) -> str:
    """The card's side; a card of neither side is campaign (the quest need travels with
    the hero). Looked up in _facts: a card's attribute reads go through pydantic's hook."""
    return _facts(t.cards)[item.card_id][1]


def is_active(t: Table, item: InPlay) -> bool:
    return side_of(t, item) == role_side(t, item.owner)


def active(t: Table, seat: int) -> Sequence[InPlay]:
    """Cards this seat can spot: its cards on the field of the side it plays now."""
    return on_field(t).active_of(seat)


class FieldView:
    """What the rules ask of one field again and again, each part worked out when first
    asked: each seat's active cards and its own characters that may be exerted (one pass
    over the seat's items, for the seats asked: most views are asked about one or two),
    the active characters with their cards, the seats with a responding card, the modifier
    sources and other answers of the same dependencies (memo). It depends on the field, the
    card mapping, who is the protagonist and whether setup is over, so the tables of a
    round of passes share one."""

    __slots__ = ("field", "cards", "protagonist", "setup", "table", "active", "exertable",
                 "_characters", "responders", "sources", "memo")

    def __init__(self, t: Table):
        self.field, self.cards, self.protagonist = t.field, t.cards, t.protagonist
        self.setup = t.step.is_setup
        self.table = t
        """The last table on_field gave this view to (the same one asks again and again)."""
        self.active: dict[int, list[InPlay]] = {}
        """Each seat's active cards, in field order, once asked (active_of)."""
        self.exertable: dict[int, list[int]] = {}
        """The uids of each seat's companions and minions above 1 health, active or not,
        once asked (exertable_of)."""
        self._characters: tuple | None = None
        self.responders: frozenset[int] | None = None
        """The seats with a card on the field that has a "Response:" ability, once asked."""
        self.sources: tuple | None = None
        """(path, modifiers.sources of every kind for that path), set by modifiers."""
        self.memo: dict = {}
        """Other answers that depend only on what the view depends on (see using)."""

    def active_of(self, seat: int) -> list[InPlay]:
        """The seat's active cards (a list never changed once built: readers iterate)."""
        found = self.active.get(seat)
        if found is None:
            found = self._look_at(seat)[0]
        return found

    def exertable_of(self, seat: int) -> list[int]:
        """The uids of the seat's companions and minions above 1 health, active or not."""
        found = self.exertable.get(seat)
        if found is None:
            found = self._look_at(seat)[1]
        return found

    def active_exertable(self, seat: int) -> list[int]:
        """The uids of the seat's active companions and minions above 1 health, in field
        order (those a "To Play:" exert may name), once asked."""
        key = ("active exertable", seat)
        found = self.memo.get(key)
        if found is None:
            exertable = set(self.exertable_of(seat))
            found = self.memo[key] = [i.uid for i in self.active_of(seat)
                                      if i.uid in exertable]
        return found

    def _look_at(self, seat: int) -> tuple[list[InPlay], list[int]]:
        facts = _seen_from(self.cards)[
            "campaign" if seat == self.protagonist or self.setup else "adversary"]
        active: list[InPlay] = []
        exertable: list[int] = []
        for item in self.field:
            if item.owner == seat:
                on_side, exertable_below = facts[item.card_id]
                if on_side:
                    active.append(item)
                if item.wounds < exertable_below:
                    exertable.append(item.uid)
        self.active[seat], self.exertable[seat] = active, exertable
        return active, exertable

    @property
    def characters(self) -> tuple[tuple[InPlay, object], ...]:
        """(item, card) of the companions and minions in play that are active now, in field
        order, once asked."""
        found = self._characters
        if found is None:
            facts = _facts(self.cards)
            protagonist, setup = self.protagonist, self.setup
            listed = []
            for item in self.field:
                card, side, character, _, _ = facts[item.card_id]
                if character and side == ("campaign" if item.owner == protagonist or setup
                                          else "adversary"):
                    listed.append((item, card))
            found = self._characters = tuple(listed)
        return found

    def has_responder(self, seat: int) -> bool:
        """Whether this seat has a card on the field with a "Response:" ability."""
        found = self.responders
        if found is None:
            facts = _facts(self.cards)
            found = self.responders = frozenset(
                [item.owner for item in self.field if facts[item.card_id][4]])
        return seat in found


_VIEW: FieldView | None = None


def on_field(t: Table) -> FieldView:
    """The FieldView of this table: the last one made, if it was made for the same field,
    card mapping, protagonist and setup (a table's fields never change; the view is swapped
    in whole, as scratch() is)."""
    global _VIEW
    view = _VIEW
    if view is not None and view.table is t:  # (the same table asks again and again)
        return view
    if (view is None or view.field is not t.field or view.cards is not t.cards
            or view.protagonist != t.protagonist or view.setup != t.step.is_setup):
        view = _VIEW = FieldView(t)
    else:
        view.table = t
    return view


def may_respond(t: Table, seat: int) -> bool:
    """A quick look before the full one: does this seat's deck or field hold a response?"""
    return _deck_facts(t, seat)[1] or on_field(t).has_responder(seat)


def answers_window(t: Table, seat: int) -> bool:
    """A second quick look, at the window, for a seat may_respond lets through: whether a
    "Response:" ability of its deck, or of its cards on the field, answers one of the
    window's moments (its trigger, on a card its filter accepts), or its deck holds an
    event with "Response:" whose effect is not one (asked in full). When not, the seat's
    responses() are none."""
    _, _, untimed_event, pairs = _deck_facts(t, seat)
    if untimed_event:
        return True
    cards = t.cards
    view = on_field(t)
    if view.has_responder(seat):
        answering = _answering(cards)
        pairs = (*pairs, *[pair for i in view.field if i.owner == seat
                           for pair in answering.get(i.card_id, ())])
    for trigger, wanted in pairs:
        ids = accepted(wanted, cards)
        for moment in t.window:
            if moment.trigger == trigger and moment.card_id in ids:
                return True
    return False


_DECKS: dict[tuple[int, str], tuple[object, bool, bool, tuple]] = {}
"""_deck_facts' answers by card mapping and deck."""


def _deck_facts(t: Table, seat: int) -> tuple[object, bool, bool, tuple]:
    """What the quick looks ask of a seat's deck: (the card mapping, held so its id is not
    reused; whether any of its cards responds; whether it holds an event with "Response:"
    whose effect is a timed one; the (trigger, filter) of its "Response:" abilities)."""
    cards = t.cards
    s = t.seats[seat]
    key = (id(cards), s.deck_id)
    known = _DECKS.get(key)
    if known is None or known[0] is not cards:
        if len(_DECKS) >= 256:
            _DECKS.clear()
        answering = _answering(cards)
        known = _DECKS[key] = (
            cards, any(cards[c].responds for c in s.book),
            any((card := cards[c]).response is not None and card.abilities and not card.responds
                for c in s.book),
            tuple([pair for c in s.book for pair in answering.get(c, ())]))
    return known


_ANSWERING: tuple[object, dict] = (None, {})


def _answering(cards) -> dict[str, tuple[tuple[str, object], ...]]:
    """(trigger, filter) of each "Response:" ability, by card id, for the cards of this
    mapping that have one; the last mapping's, swapped in whole (held, so never reused)."""
    global _ANSWERING
    held = _ANSWERING
    if held[0] is not cards:
        held = _ANSWERING = (cards, {
            card_id: pairs for card_id, card in cards.items()
            if (pairs := tuple([(a.response.trigger, a.response.wanted)
                                for a in card.abilities if a.response is not None]))})
    return held[1]


def nobody_responds(t: Table) -> bool:
    """Whether no seat in play may respond (may_respond) to anything: a window of moments
    that owe no choice would close at once, unanswered."""
    return not any([may_respond(t, seat) for seat in seating(t)[0]])


def spotted(t: Table, seat: int, wanted) -> list[InPlay]:
    """This seat's active cards that a filter (anything with matches(card)) accepts."""
    ids = accepted(wanted, t.cards)
    return [i for i in active(t, seat) if i.card_id in ids]


_SEEN_FROM: tuple[object, dict] = (None, {})
_NEVER = float("-inf")  # (no wound count is below it)


def _seen_from(cards) -> dict[str, dict[str, tuple[bool, float]]]:
    """For each side a seat may play, per card id of a card mapping: (whether the card is of
    that side, so active for the seat, the wound count a character stays above 1 health
    below: its printed health - 1, or _NEVER for a card that is no character), as _look_at
    reads them. The last mapping's, swapped in whole (held, so its id is not reused)."""
    global _SEEN_FROM
    held = _SEEN_FROM
    if held[0] is not cards:
        facts = _facts(cards)
        held = _SEEN_FROM = (cards, {side: {
            card_id: (card_side == side, health - 1 if character else _NEVER)
            for card_id, (_, card_side, character, health, _) in facts.items()}
            for side in ("campaign", "adversary")})
    return held[1]


_FACTS: dict[int, tuple[object, dict]] = {}
_FACTS_LAST: tuple[object, dict] = (None, {})


def _facts(cards) -> dict[str, tuple]:
    """Per card id of a card mapping: (card, side as side_of reads it, whether it is a
    character, printed health or 0, whether it responds), remembered with the mapping
    (held, so its id is not reused). The last mapping's answer is kept apart, swapped in
    whole: most positions ask more than once, and the keyed lookup costs far more."""
    global _FACTS_LAST
    last = _FACTS_LAST
    if last[0] is cards:
        return last[1]
    known = _FACTS.get(id(cards))
    if known is None or known[0] is not cards:
        if len(_FACTS) >= 64:
            _FACTS.clear()
        known = _FACTS[id(cards)] = (cards, {
            card_id: (card, card.side if card.side is not None else "campaign",
                      card.type == "companion" or card.type == "minion", card.health or 0,
                      card.responds)
            for card_id, card in cards.items()})
    _FACTS_LAST = known
    return known[1]
