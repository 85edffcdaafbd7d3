"""Game text: bold phase labels, keywords separated by periods, shrink-to-fit, overflow."""

from __future__ import annotations

import pytest
from reportlab.lib.units import mm

from hjkit.games.heroes_journey.faces.backs import back_layout, has_own_back
from hjkit.games.heroes_journey.faces.faces import body
from hjkit.games.heroes_journey.faces.frame import Context, title_layout
from hjkit.games.heroes_journey.faces.render import card_png
from hjkit.games.heroes_journey.model.cards import Card
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.generator import fonts, textfit
from hjkit.generator.build import BuildError, build_paths
from hjkit.generator.layout import load_layout
from hjkit.generator.pictures import printable
from hjkit.generator.textfit import LABEL, TextOverflow, fit, game_text, plain, typographic

from .conftest import CULTURES, STANDARD_DECK, standard_cards, write_set

LIBRARY, _ = load([SHIPPED_CARDS])
PICTURES = printable(LIBRARY.art)
SHIPPED = sorted(LIBRARY.cards.values(), key=lambda c: c.id)
IDS = [c.id for c in SHIPPED]


def _bold(paragraphs):
    return [run.text for p in paragraphs for run in p.runs if run.font == fonts.BOLD]


def _printed(paragraphs) -> str:
    return "\n".join("".join(run.text for run in p.runs) for p in paragraphs)


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


def test_a_label_inside_a_paragraph_starts_a_new_line():
    paragraphs = game_text("To Play: Add 2 burdens. Maneuver: Exert the Scarecrow.")
    assert [[r.text for r in p.runs] for p in paragraphs] == [
        ["To Play:", " Add 2 burdens."], ["Maneuver:", " Exert the Scarecrow."]]


@pytest.mark.parametrize("card", SHIPPED, ids=IDS)
def test_every_label_on_a_shipped_card_starts_its_line(card):
    for paragraph in body(card):
        for index, run in enumerate(paragraph.runs):
            if LABEL.fullmatch(run.text):
                assert index == 0, (card.id, _printed([paragraph]))


def test_quotes_and_apostrophes_are_typographic():
    assert typographic('"Man\'s Red Flower," said \'Bagheera\'.') == (
        "\u201cMan\u2019s Red Flower,\u201d said \u2018Bagheera\u2019.")
    assert typographic("the wolves' den (\"Seeonee\")") == (
        "the wolves\u2019 den (\u201cSeeonee\u201d)")


@pytest.mark.parametrize("card", SHIPPED, ids=IDS)
def test_no_straight_quote_prints_on_a_shipped_card(card):
    printed = _printed(body(card)) + _printed(plain(card.back or "", fonts.REGULAR))
    assert "'" not in printed
    assert '"' not in printed


@pytest.mark.parametrize("card", SHIPPED, ids=IDS)
def test_a_keyword_the_frame_prints_is_not_printed_again(card):
    printed = _printed(body(card))
    for keyword in card.keywords:
        assert printed.count(f"{typographic(keyword)}.") == 1, (card.id, keyword, printed)


def test_bagheera_prints_damage_once():
    assert _printed(body(LIBRARY.cards["bagheera"])).count("Damage +1") == 1


def test_titles_shrink_a_little_on_one_line_then_take_two_lines_at_one_size():
    layout = load_layout().cards
    ctx = Context(layout, LIBRARY.cultures, "http://x", art=PICTURES)
    sizes = {1: set(), 2: set()}
    for card in SHIPPED:
        laid = title_layout(card, ctx, 34.4 * mm)  # between a book card's badges
        sizes[len([line for line in laid.lines if line[1]])].add(laid.size)
    assert sizes[2] == {layout.face.title_two_lines}
    assert min(sizes[1]) == layout.face.title_two_lines  # fits one line at that size
    assert sorted(sizes[1])[1] >= layout.face.title_min


@pytest.mark.parametrize("card", [c for c in SHIPPED if has_own_back(c)],
                         ids=[c.id for c in SHIPPED if has_own_back(c)])
def test_a_double_sided_cards_back_text_uses_its_space(card):
    ctx = Context(load_layout().cards, LIBRARY.cultures, "http://x", art=PICTURES)
    assert back_layout(card, ctx).size >= 10


def test_every_shipped_cards_rules_text_prints_at_8_pt_or_more(monkeypatch):
    drawn = []
    real = textfit.draw

    def record(canvas, fitted, x, top, width):
        drawn.append(fitted.size)
        real(canvas, fitted, x, top, width)

    monkeypatch.setattr(textfit, "draw", record)
    sizes = {}
    for card in SHIPPED:
        drawn.clear()
        card_png(card, LIBRARY, dpi=10)
        sizes[card.id] = drawn[-1]  # the title first, the text box last
    assert min(sizes.values()) >= 8
    assert sorted(sizes.values())[len(sizes) // 2] >= 9
