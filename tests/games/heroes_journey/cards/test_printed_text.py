"""Each card's structured fields agree with its printed text, as GEMP-LOTR checks its cards.

The rules say "on cards, keywords are always separated by a period", that events are played
in "the part of the turn listed in their gametext. (It will be bolded followed by a ':'.)",
and that "events with 'Response:' in their game text ... can be played at any time whenever
their listed conditions occur."
"""

from __future__ import annotations

import re

import pytest

from hjkit.games.heroes_journey.model.cards import Card
from hjkit.games.heroes_journey.model.keywords import KEYWORDS
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

CARDS_DIR = SHIPPED_CARDS
_LIBRARY, _ = load([CARDS_DIR])
CARDS = sorted(_LIBRARY.cards.values(), key=lambda c: c.id)
IDS = [c.id for c in CARDS]

PHASE_LABEL = re.compile(
    r"\b(Campaign|Adversary|Maneuver|Barrage|Assignment|Skirmish|Regroup):")
LOADED_IN_TEXT = re.compile(
    r"(?<!gain )(?<!gains )\b(Brazen \(\d+\)|Damage \+\d+|Defender \+\d+|Durable \d+|"
    r"Hero \[[^\]]+\]|Shoot \+\d+|Sanctuary \d+|Indomitable\.|Thumbless\.|Quest-bound\.)")
TO_PLAY = re.compile(r"To Play: ([^.]*\.)")


def _rest_after_keywords(card: Card) -> str:
    prefix = " ".join(f"{k}." for k in card.keywords)
    return card.text[len(prefix):].strip()


@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_keywords_lead_the_text_each_followed_by_a_period(card):
    """'Note that on cards, keywords are always separated by a period.'"""
    to_play = TO_PLAY.match(card.text)
    text = card.text[to_play.end():].strip() if to_play else card.text
    prefix = " ".join(f"{k}." for k in card.keywords)
    assert text.startswith(prefix), f"{card.id}: text should begin {prefix!r}"


@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_every_loaded_keyword_printed_in_the_text_is_in_keywords(card):
    to_play = TO_PLAY.match(card.text)
    text = card.text[to_play.end():].strip() if to_play else card.text
    prefix = " ".join(f"{k}." for k in card.keywords)
    rest = text[len(prefix):] if text.startswith(prefix) else text
    assert LOADED_IN_TEXT.findall(rest) == [], (
        f"{card.id}: a loaded keyword printed outside the keyword line (write 'gains X' "
        "if the card grants it)")


@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_to_play_in_text_matches_to_play_field(card):
    """'You must also fulfill any "To Play:" requirements on a card.'"""
    match = TO_PLAY.search(card.text)
    assert bool(match) == bool(card.to_play), card.id
    if not match:
        return
    sentence = match.group(1)
    assert card.text.startswith("To Play:"), "To Play: is printed first"
    for requirement in card.to_play:
        if requirement.add_burden is not None:
            burdens = requirement.add_burden
            assert re.search(rf"\bAdd {burdens} burdens?\b", sentence), sentence
            if requirement.reduced_by:
                assert f"(or {burdens - requirement.reduced_by} if you spot another" in sentence
                assert _names(requirement.reduced_when) in sentence
        elif requirement.spot is not None:
            assert f"Spot [{requirement.spot.title}]" in sentence or (
                "Spot" in sentence and _names(requirement.spot) in sentence)
        else:
            assert "Exert" in sentence and _names(requirement.exert) in sentence


def _names(card_filter) -> str:
    if card_filter.title:
        return f"[{card_filter.title}]"
    names = [f"[{c.replace('-', ' ').title()}]" for c in card_filter.cultures]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


@pytest.mark.parametrize("card", [c for c in CARDS if c.type == "event"],
                         ids=[c.id for c in CARDS if c.type == "event"])
def test_event_timing_matches_its_bold_phase_labels(card):
    """'Event cards you save in your hand until the part of the turn listed in their
    gametext. (It will be bolded followed by a ':'.)'"""
    labels = {label.lower() for label in PHASE_LABEL.findall(card.text)}
    assert labels == set(card.timing), card.id


@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_response_in_text_exactly_when_response_is_set(card):
    """'Different from most events are events with "Response:" in their game text.'"""
    assert ("Response:" in card.text) == (card.response is not None), card.id
    if card.response:
        assert card.type == "event"
        assert card.text.startswith(f"Response: If {card.response},"), card.id


@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_only_events_have_a_timing(card):
    assert card.type == "event" or card.timing == (), card.id


@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_bearer_line_in_text_exactly_when_bearer_is_set(card):
    """'If the card otherwise says in its text "Bearer must be..." then that card is played
    onto the target indicated.'"""
    assert ("Bearer must be" in card.text) == (card.bearer is not None), card.id
    if card.bearer is not None:
        expected = f"[{card.bearer.title}]" if card.bearer.title else _names(card.bearer)
        assert f"Bearer must be {expected}" in card.text or (
            f"Bearer must be an {expected} companion" in card.text), card.id


@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_card_needing_a_ruling_has_one(card):
    """Every card with a loaded keyword, a To Play cost or an unusual timing has a ruling."""
    loaded = any(k.loaded for k in card.parsed_keywords)
    unusual = card.response is not None or any(t != "skirmish" for t in card.timing)
    if loaded or card.to_play or unusual or card.type == "quest_need":
        assert card.rulings, card.id


@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_card_has_flavor_and_no_stray_whitespace(card):
    assert card.flavor.strip()
    assert card.text == card.text.strip() and "  " not in card.text


def test_loaded_keyword_table_is_the_one_these_checks_know():
    assert set(KEYWORDS) == {"Brazen", "Damage", "Defender", "Durable", "Hero", "Indomitable",
                           "Quest-bound", "Sanctuary", "Shoot", "Thumbless"}
