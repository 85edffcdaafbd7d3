"""Which cards a filter accepts, as a set of card ids worked out once per filter.

A filter (a pick's Wanted, a To Play spot, a bearer line, a modifier's condition) and the
cards it reads are pydantic models, whose every attribute read goes through
BaseModel.__getattr__'s slot hook and cannot be specialised by the interpreter: asking a
filter about a card costs some 20 times a set lookup. Both never change, so the answer for
every card of a game's card mapping is worked out once."""

from __future__ import annotations

_ACCEPTED: dict[tuple[int, int], tuple[object, object, frozenset[str]]] = {}
_PICKED: dict[tuple[int, int], tuple[object, object, frozenset[str]]] = {}


def accepted(wanted, cards) -> frozenset[str]:
    """The ids of the cards of this mapping that wanted.matches(card) accepts (the filter
    and the mapping are held, so their ids are not reused while the entry lasts)."""
    known = _ACCEPTED.get((id(wanted), id(cards)))
    if known is None or known[0] is not wanted or known[1] is not cards:
        return _work_out(_ACCEPTED, wanted, "matches", cards)
    return known[2]


def picked_by(selector, cards) -> frozenset[str]:
    """The ids of the cards of this mapping that a modifier's selector.picks(card) accepts
    (its filter, titles excepted), as accepted() does for matches."""
    known = _PICKED.get((id(selector), id(cards)))
    if known is None or known[0] is not selector or known[1] is not cards:
        return _work_out(_PICKED, selector, "picks", cards)
    return known[2]


def _work_out(answers: dict, asker, question: str, cards) -> frozenset[str]:
    """Ask asker.<question>(card) of every card of the mapping once and keep the answer
    (the lookups above stay inline: they run on every question, this once per pair)."""
    if len(answers) >= 4096:  # a long-running server's card mappings
        answers.clear()
    test = getattr(asker, question)
    ids = frozenset(card_id for card_id, card in cards.items() if test(card))
    answers[(id(asker), id(cards))] = (asker, cards, ids)
    return ids
