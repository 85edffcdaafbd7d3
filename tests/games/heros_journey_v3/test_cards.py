"""The extended Decktet as data: the shipped file loads whole, its cards say what the rules
text says of them, and bad data is reported with its file, line and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjkit.games.heros_journey_v3.model.library import SHIPPED_CARDS, load

SHIPPED = SHIPPED_CARDS / "decktet" / "journey.yaml"


@pytest.fixture(scope="module")
def library():
    loaded, problems = load([SHIPPED_CARDS])
    assert problems == []
    return loaded


def test_the_shipped_deck_is_the_whole_extended_decktet(library):
    assert len(library.cards) == 45
    kinds = [c.kind for c in library.cards.values()]
    assert (kinds.count("ace"), kinds.count("number"), kinds.count("pawn"),
            kinds.count("court"), kinds.count("crown"), kinds.count("excuse")) == (6, 24, 4, 4,
                                                                                 6, 1)


def test_the_roles_are_those_the_setup_assigns(library):
    """"Separate the 14 personality cards (including the Consul, the Watchman, and the
    Lightkeeper) ... shuffle the remaining 11 locations (including The Island, The Window,
    and The Borderland) along with The Rite and The Harvest, as the Place deck.\""""
    assert [c.name for c in library.stages()] == [
        "The Origin", "The Journey", "The Battle", "The Discovery", "The Market",
        "The Chance Meeting", "The Betrayal", "The Pact"]
    assert {c.name for c in library.by_role("ending")} == {"The End", "The Calamity",
                                                          "The Windfall"}
    assert len(library.by_role("mentor")) == 14
    assert {"the-consul", "the-watchman", "the-light-keeper"} <= {
        c.id for c in library.by_role("mentor")}
    places = {c.id for c in library.by_role("place")}
    assert len(places) == 13 and {"the-island", "the-window", "the-borderland", "the-rite",
                                  "the-harvest"} <= places


def test_cards_are_worth_what_the_worked_examples_say(library):
    """"Crown cards have a rank of 10, and Pawn and Court cards have a rank of 1.\""""
    cards = library.cards
    assert cards["the-savage"].value == 3 and "wyrms" in cards["the-savage"].suits
    assert cards["the-bard"].value == 10 and cards["the-bard"].suits == ("suns",)
    assert cards["the-island"].value == 1 and "wyrms" in cards["the-island"].suits
    assert cards["the-consul"].suits == ("moons", "waves", "knots")
    assert cards["the-soldier"].suits == cards["the-battle"].suits == ("wyrms", "knots")
    assert cards["the-rite"].value == 1 and "moons" in cards["the-rite"].suits


def test_the_strategy_notes_count_of_matching_encounter_cards_holds(library):
    """"there are three Matching Encounter cards for The Origin, The Chance Meeting, and The
    Pact, and two for all the other Stages.\""""
    encounters = library.by_role("mentor") + library.by_role("place")
    counts = {stage.name: sum(set(stage.suits) <= set(c.suits) for c in encounters)
              for stage in library.stages()}
    assert counts == {"The Origin": 3, "The Journey": 2, "The Battle": 2, "The Discovery": 2,
                      "The Market": 2, "The Chance Meeting": 3, "The Betrayal": 2,
                      "The Pact": 3}


def test_card_ids_do_not_collide_with_the_first_games(library):
    from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS as FIRST
    from hjkit.games.heroes_journey.model.library import load as load_first

    first, _ = load_first([FIRST])
    assert not set(first.cards) & set(library.cards)


def _broken(tmp_path: Path, old: str, new: str) -> list[str]:
    folder = tmp_path / "mine"
    folder.mkdir()
    text = SHIPPED.read_text()
    assert old in text
    (folder / "journey.yaml").write_text(text.replace(old, new, 1))
    _, problems = load([folder])
    return [str(p) for p in problems]


def test_an_unknown_suit_names_file_line_and_field(tmp_path):
    problems = _broken(tmp_path, "suits: [suns, wyrms]", "suits: [suns, dragons]")
    assert len(problems) == 1
    assert "journey.yaml:" in problems[0]
    assert "journey.yaml:81: [cards[8] (the-desert).suits[1]]" in problems[0]
    assert "'dragons'" in problems[0]


def test_a_number_card_without_two_suits_is_refused(tmp_path):
    problems = _broken(tmp_path, "suits: [waves, leaves]\n    categories: [location, event]",
                       "suits: [waves]\n    categories: [location, event]")
    assert "(the-origin)" in problems[0] and "bears 2 suits, not 1" in problems[0]


def test_a_missing_card_is_reported_against_the_whole_deck(tmp_path):
    problems = _broken(tmp_path, "  - id: the-excuse\n    art: art/the-excuse.svg\n"
                                 "    name: The Excuse\n    kind: excuse\n"
                                 "    suits: []\n    role: challenge\n", "")
    assert any("has 45 cards; found 44" in p for p in problems)
    assert any("7 challenge cards; found 6" in p for p in problems)


def test_unknown_fields_and_duplicate_ids_are_named(tmp_path):
    problems = _broken(tmp_path, "id: the-journey\n", "id: the-origin\n    colour: red\n")
    assert any("(the-origin).colour" in p and "unknown field" in p for p in problems)


def test_a_duplicate_id_is_named(tmp_path):
    problems = _broken(tmp_path, "id: the-journey\n", "id: the-origin\n")
    assert any("(the-origin).id" in p and "duplicate card id 'the-origin'" in p
               for p in problems)


def test_yaml_syntax_errors_name_the_line(tmp_path):
    problems = _broken(tmp_path, "  - id: the-sea", "  - id: [the-sea")
    assert problems and ":" in problems[0] and "YAML syntax error" in problems[0]
