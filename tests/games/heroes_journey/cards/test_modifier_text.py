"""Each shipped card's static modifiers say what its printed text says, and every static
modifier printed on a shipped card is written as data (as GEMP-LOTR checks its cards)."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.model.effects import modifier_sentences, sentences_of
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.games.heroes_journey.model.text_check import modifier_ways, text_differences

_LIBRARY, _ = load([SHIPPED_CARDS])
CARDS = sorted(_LIBRARY.cards.values(), key=lambda c: c.id)
WITH_MODIFIERS = [c for c in CARDS if c.modifiers]



def test_the_shipped_cards_have_static_modifiers():
    assert len(WITH_MODIFIERS) >= 20


@pytest.mark.parametrize("card", WITH_MODIFIERS, ids=[c.id for c in WITH_MODIFIERS])
def test_each_modifier_is_a_sentence_of_the_printed_text(card):
    printed = sentences_of(card.text)
    for ways in modifier_ways(card):
        assert set(ways) & set(printed), f"{card.id}: none of {ways} is printed in {card.text!r}"


@pytest.mark.parametrize("card", CARDS, ids=[c.id for c in CARDS])
def test_every_printed_static_modifier_is_written_as_data(card):
    """A sentence such as "Raksha is strength +2 while Mowgli has a wound." outside any
    phase label is a static modifier, and the card's modifiers must say it."""
    assert not [d for d in text_differences(card) if "no modifier says" in d]


def test_a_modifier_reads_back_as_the_tabaqui_sentence():
    tabaqui = _LIBRARY.cards["tabaqui"]
    ways = modifier_sentences(tabaqui.modifiers, tabaqui.title)
    assert ways[0][0] == "Tabaqui is strength +2 while you can spot [Shere Khan]"
