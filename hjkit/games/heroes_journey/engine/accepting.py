"""Which cards a filter accepts, as a set of card ids worked out once per filter.

A filter (a pick's Wanted, a To Play spot, a bearer line, a modifier's condition) and the
cards it reads are pydantic models, whose every attribute read goes through
BaseModel.__getattr__'s slot hook and cannot be specialised by the interpreter: asking a
filter about a card costs some 20 times a set lookup. Both never change, so the answer for
every card of a game's card mapping is worked out once."""

from __future__ import annotations

_ACCEPTED: dict[tuple[int, int], tuple[object, object, frozenset[str]]] = {}


def accepted(wanted, cards) -> frozenset[str]:
    """The ids of the cards of this mapping that wanted.matches(card) accepts (the filter
    and the mapping are held, so their ids are not reused while the entry lasts)."""
    key = (id(wanted), id(cards))
    known = _ACCEPTED.get(key)
    if known is None or known[0] is not wanted or known[1] is not cards:
        if len(_ACCEPTED) >= 4096:  # a long-running server's card mappings
            _ACCEPTED.clear()
        known = _ACCEPTED[key] = (wanted, cards, frozenset(
            card_id for card_id, card in cards.items() if wanted.matches(card)))
    return known[2]


_PICKED: dict[tuple[int, int], tuple[object, object, frozenset[str]]] = {}


def picked_by(selector, cards) -> frozenset[str]:
    """The ids of the cards of this mapping that a modifier's selector.picks(card) accepts
    (its filter, titles excepted), as accepted() does for matches."""
    key = (id(selector), id(cards))
    known = _PICKED.get(key)
    if known is None or known[0] is not selector or known[1] is not cards:
        if len(_PICKED) >= 4096:
            _PICKED.clear()
        known = _PICKED[key] = (selector, cards, frozenset(
            card_id for card_id, card in cards.items() if selector.picks(card)))
    return known[2]
