"""What the rules read of a game's cards, worked out once per card mapping.

A table carries one (Table.facts): the cards never change during a game, and the rules ask
the same of them at every position (which cards are characters, which cards a filter
accepts, an event's effect in a step). Plain dicts, filled when first asked, keyed by card
id, by the filter (the models are frozen, so equal filters share an answer) or by step.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from ..model.abilities import Ability
from ..model.cards import Card
from ..model.keywords import Loaded


def facts_for(cards: Mapping[str, Card]) -> CardFacts:
    """The facts of these cards, shared by every table of equal cards (a new game of the
    same library starts with what the last one worked out). The models are frozen, so the
    cards themselves are the key."""
    try:
        return _facts_of(tuple(cards.items()))
    except TypeError:  # a card that cannot be hashed: facts of its own
        return CardFacts(cards)


@lru_cache(maxsize=8)
def _facts_of(cards: tuple[tuple[str, Card], ...]) -> CardFacts:
    return CardFacts(dict(cards))


class CardFacts:
    """The card mapping's facts the rules look up instead of reading each card again."""

    def __init__(self, cards: Mapping[str, Card]):
        self.cards = cards
        self.companions = frozenset(c for c, card in cards.items() if card.type == "companion")
        self.minions = frozenset(c for c, card in cards.items() if card.type == "minion")
        self.characters = self.companions | self.minions
        self.health = {c: card.health or 0 for c, card in cards.items()}
        self.title = {c: card.title for c, card in cards.items()}
        self.side = {c: card.side if card.side is not None else "campaign"
                     for c, card in cards.items()}
        """A card's side; a card of neither side is campaign (the quest need travels with
        the hero)."""
        self.responders = frozenset(c for c, card in cards.items() if card.responds)
        """Cards with a "Response:" ability."""
        self.response_events = frozenset(c for c, card in cards.items()
                                         if card.response is not None)
        """Events with "Response:" in their game text."""
        self.players_resolve = frozenset(c for c in self.response_events
                                         if not cards[c].abilities)
        """The "Response:" events whose effect the players resolve (the rules core has no
        ability of theirs to resolve): any seat may play one at any time."""
        self.answering = {c: pairs for c, card in cards.items()
                          if (pairs := tuple((a.response.trigger, a.response.wanted)
                                             for a in card.abilities
                                             if a.response is not None))}
        """(trigger, filter) of each "Response:" ability, by card id."""
        self.modifying = {c: (card, tuple(card.modifier_kinds)) for c, card in cards.items()
                          if card.modifier_kinds}
        """(card, its modifier kinds) of the cards that have modifiers."""
        self.kinds = frozenset(kind for card in cards.values() for kind in card.modifier_kinds)
        """Every modifier kind some card of the game has."""
        self._accepted: dict = {}
        self._picked: dict = {}
        self._fighting: dict[str, tuple] = {}
        self._of_kind: dict[tuple[str, str], tuple] = {}
        self._effects: dict = {}
        self._in_step: dict = {}
        self.memo: dict = {}
        """Other answers that depend on the cards and hashable values alone (the timing
        rules' for a card, a side and a step, say)."""

    def accepted(self, wanted) -> frozenset[str]:
        """The ids of the cards that wanted.matches(card) accepts."""
        found = self._accepted.get(wanted)
        if found is None:
            found = self._accepted[wanted] = frozenset(
                c for c, card in self.cards.items() if wanted.matches(card))
        return found

    def picked_by(self, selector) -> frozenset[str]:
        """The ids of the cards that a modifier's selector.picks(card) accepts."""
        found = self._picked.get(selector)
        if found is None:
            found = self._picked[selector] = frozenset(
                c for c, card in self.cards.items() if selector.picks(card))
        return found

    def fighting(self, card_id: str) -> tuple:
        """(printed strength or 0, Damage +X, Defender +X, Shoot +X, Brazen X, whether it
        has Durable, Durable X, whether it has Indomitable) of a card."""
        found = self._fighting.get(card_id)
        if found is None:
            card = self.cards[card_id]
            found = self._fighting[card_id] = (
                card.strength or 0, card.keyword_value(Loaded.DAMAGE),
                card.keyword_value(Loaded.DEFENDER), card.keyword_value(Loaded.SHOOT),
                card.keyword_value(Loaded.BRAZEN), card.has_keyword(Loaded.DURABLE),
                card.keyword_value(Loaded.DURABLE), card.has_keyword(Loaded.INDOMITABLE))
        return found

    def of_kind(self, card_id: str, kind: str) -> tuple:
        """The card's modifiers of this kind."""
        found = self._of_kind.get((card_id, kind))
        if found is None:
            found = self._of_kind[(card_id, kind)] = tuple(
                m for m in self.cards[card_id].modifiers if m.modifier == kind)
        return found

    def effect_in(self, card: Card, timing: str) -> Ability | None:
        """An event's effect when played with this timing label ('' outside the labelled
        steps): its response, or the one for this phase; None for another card."""
        key = (card.id, timing)
        if key not in self._effects:
            effect = None
            if card.type == "event":
                effect = next((a for a in card.abilities if a.response is not None),
                              None) or card.ability_for(timing)
            self._effects[key] = effect
        return self._effects[key]

    def abilities_in(self, timing: str) -> dict[str, tuple[tuple[int, Ability], ...]]:
        """By card id, for the cards that have any: (index, ability) of each ability that
        may be used with this timing label: the card's responses, and those labelled for
        it; never a "When ... is killed" (owed, not used at will)."""
        found = self._in_step.get(timing)
        if found is None:
            found = self._in_step[timing] = {
                c: these for c, card in self.cards.items()
                if (these := tuple((n, a) for n, a in enumerate(card.abilities)
                                   if a.when is None
                                   and (a.response is not None or timing in a.timing)))}
        return found
