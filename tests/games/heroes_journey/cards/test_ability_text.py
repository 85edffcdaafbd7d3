"""Each shipped card's abilities say what its printed text says: the sentence is generated
from the structure and must be printed on the card; and every labelled sentence printed on a
card is written as an ability, or the card says why the vocabulary cannot express it."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.model.ability_text import ability_sentences
from hjkit.games.heroes_journey.model.effects import normalise, sentences_of
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.games.heroes_journey.model.text_check import ability_ways, text_differences

_LIBRARY, _ = load([SHIPPED_CARDS])
CARDS = sorted(_LIBRARY.cards.values(), key=lambda c: c.id)
WITH_ABILITIES = [c for c in CARDS if c.abilities]
printed_as = ability_ways


@pytest.mark.parametrize("card", WITH_ABILITIES, ids=[c.id for c in WITH_ABILITIES])
def test_each_ability_is_a_sentence_of_the_printed_text(card):
    printed = set(sentences_of(card.text))
    for ability in card.abilities:
        ways = printed_as(card, ability)
        assert ways & printed, f"{card.id}: none of {sorted(ways)[:3]} is in {card.text!r}"


@pytest.mark.parametrize("card", CARDS, ids=[c.id for c in CARDS])
def test_every_labelled_sentence_is_an_ability_or_the_card_says_why_not(card):
    assert not [d for d in text_differences(card) if "no ability says" in d]


def test_every_card_that_ships_is_expressed():
    """Issue 10: "every card that ships in cards/ today is expressed"."""
    assert [c.id for c in CARDS if c.unexpressed] == []


def test_the_three_last_cards_read_back_from_their_abilities():
    """The "about to" responses and the "When ... is killed" trigger, sentence for sentence."""
    for card_id in ("shield-brother", "queen-of-the-field-mice", "swarm-of-black-bees"):
        card = _LIBRARY.cards[card_id]
        (ability,) = card.abilities
        assert normalise(card.ability_text(ability)) in printed_as(card, ability)


def test_baloo_reads_back_from_his_ability():
    baloo = _LIBRARY.cards["baloo"]
    assert "Skirmish: Exert Baloo to make him strength +2." in ability_sentences(
        baloo.abilities[0], baloo.title, baloo.type)
