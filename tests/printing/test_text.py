"""Game text: bold phase labels, keywords separated by periods, shrink-to-fit, overflow."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.faces.faces import body
from hjkit.games.heroes_journey.model.cards import Card
from hjkit.printing import fonts
from hjkit.printing.build import BuildError, build_paths
from hjkit.printing.textfit import TextOverflow, fit, game_text

from .conftest import CULTURES, STANDARD_DECK, standard_cards, write_set


def _bold(paragraphs):
    return [run.text for p in paragraphs for run in p.runs if run.font == fonts.BOLD]


def test_phase_labels_are_bold():
    text = "Skirmish: Make a companion strength +2.\nResponse: If a minion dies, heal.\n" \
           "To Play: Spot Mowgli.\nManeuver or Skirmish: Exert Baloo."
    assert _bold(game_text(text)) == ["Skirmish:", "Response:", "To Play:",
                                      "Maneuver or Skirmish:"]


def test_a_phase_word_inside_a_sentence_is_not_a_label():
    assert _bold(game_text("Each skirmish the Campaign player wins adds a token.")) == []


def test_keywords_print_separated_by_periods_in_bold_before_the_text():
    card = Card(id="baloo", title="Baloo", type="companion", side="campaign",
                culture="oz", cost=2, strength=5, health=4,
                keywords=("Defender +1", "Durable 2"), text="Defender +1. Durable 2.\n"
                "Skirmish: Exert Baloo.", flavor="Bare necessities.")
    paragraphs = body(card)
    assert [r.text for r in paragraphs[0].runs] == ["Defender +1. Durable 2."]
    assert [r.text for r in paragraphs[1].runs] == ["Skirmish:", " Exert Baloo."]
    assert paragraphs[-1].centred and paragraphs[-1].runs[0].font == fonts.ITALIC


def test_long_text_shrinks_before_it_overflows():
    paragraphs = game_text("Skirmish: " + "Exert a companion to heal a wound. " * 12)
    roomy = fit(paragraphs, 150, 400, 7.5, 5.0, "card 'x'")
    tight = fit(paragraphs, 150, 80, 7.5, 5.0, "card 'x'")
    assert roomy.size == 7.5
    assert 5.0 <= tight.size < 7.5 and tight.height <= 80


def test_text_that_cannot_fit_names_the_card():
    paragraphs = game_text("Skirmish: " + "Exert a companion to heal a wound. " * 40)
    with pytest.raises(TextOverflow, match="card 'windbag'.*5 pt"):
        fit(paragraphs, 150, 60, 7.5, 5.0, "card 'windbag'")


def test_build_refuses_an_overflowing_card_by_name(tmp_path, options):
    cards = standard_cards()
    cards[1] = {**cards[1], "text": "Skirmish: " + "Exert the Tin Woodman to heal. " * 60}
    folder = write_set(tmp_path / "wordy", "wordy", CULTURES, cards, [STANDARD_DECK])
    with pytest.raises(BuildError, match="card 'tin-woodman'.*does not fit"):
        build_paths([folder], options)
    assert not (options.out / "oz-test-book.pdf").exists()


def test_an_overlong_title_wraps_then_fails_by_name(tmp_path, options):
    cards = standard_cards()
    cards[0] = {**cards[0], "title": "Dorothy Gale of Kansas, Princess of Oz, Friend of All"}
    folder = write_set(tmp_path / "title", "title", CULTURES, cards, [STANDARD_DECK])
    with pytest.raises(BuildError, match="card 'dorothy' title"):
        build_paths([folder], options)
