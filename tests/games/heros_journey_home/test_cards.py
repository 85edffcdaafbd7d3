"""The starter set loads clean and makes a full game; bad card data is reported with its
file, line and field, never raised."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjkit.games.heros_journey_home.model.library import CARD_FILE, SHIPPED_CARDS, load

APPENDIX_A = ("Fool", "Bard", "Wizard", "Seer", "Healer", "Cleric", "Sailor", "Bandit",
              "Cavalier", "Automaton", "Paladin", "Maiden", "Assassin", "Time Traveler",
              "Champion")
"""The adventurers the rulebook's Appendix A (Adventurer skills) lists, in its order."""


@pytest.fixture(scope="module")
def starter():
    library, problems = load([SHIPPED_CARDS])
    assert not problems, problems
    return library


def test_the_starter_set_has_the_components_list(starter):
    """'90 Game cards: 15 Adventurer, 10 Quest, 10 Quest Item, 10 Spell, and 45 Journey'
    and '20 Papergold cards: 15 x 100, 5 x 500'."""
    assert (len(starter.adventurers), len(starter.quests), len(starter.quest_items),
            len(starter.spells), len(starter.journey)) == (15, 10, 10, 10, 45)
    assert {(p.value, p.count) for p in starter.papergold} == {(100, 15), (500, 5)}


def test_every_adventurer_of_appendix_a_is_a_card_with_its_ability_text(starter):
    assert sorted(a.name for a in starter.adventurers.values()) == sorted(APPENDIX_A)
    assert all(adventurer.abilities for adventurer in starter.adventurers.values())


def test_the_values_the_text_gives_are_kept(starter):
    """'Player A's Bandit (7)', 'a Ghost (4)', 'Paladin (11)', 'Bard (2)', 'a Goblin (2)',
    'Behemoth (20)', 'Behemoth (12 HP)', 'a Goblin (1 HP)'; Neptune +5, Kestrel +5,
    Cloak +10, Pitchfork +7; a sword (2), a mace (3), gauntlets (1)."""
    a, j, q = starter.adventurers, starter.journey, starter.quest_items
    assert (a["bandit"].value, a["paladin"].value, a["bard"].value) == (7, 11, 2)
    assert (j["ghost-1"].value, j["goblin-1"].value, j["goblin-1"].hp) == (4, 2, 1)
    assert (j["behemoth"].value, j["behemoth"].hp) == (20, 12)
    assert (q["neptune-helmet"].defence, q["kestrel-sword"].attack,
            q["cloak-of-the-seven-seas"].defence, q["flaming-pitchfork"].attack) == (5, 5, 10, 7)
    assert (j["sword"].attack, j["mace"].attack, j["gauntlets"].defence) == (2, 3, 1)


def test_each_spellcaster_knows_the_number_of_spells_its_card_says(starter):
    """'Wizard ... Knows 3 spells.' 'Seer ... Knows one spell.'"""
    a = starter.adventurers
    assert (a["wizard"].spells, a["seer"].spells, a["healer"].spells, a["cleric"].spells) == (
        3, 1, 1, 1)


def test_the_journey_deck_has_one_home_card(starter):
    assert [c.id for c in starter.journey.values() if c.type == "home"] == ["home"]


def write(tmp_path: Path, text: str) -> Path:
    source = (SHIPPED_CARDS / "starter" / CARD_FILE).read_text(encoding="utf-8")
    path = tmp_path / CARD_FILE
    path.write_text(text(source) if callable(text) else text, encoding="utf-8")
    return path


def test_a_monster_without_hit_points_names_the_file_line_and_field(tmp_path):
    path = write(tmp_path, lambda s: s.replace("value: 3, hp: 2, special: ghoul",
                                               "value: 3, special: ghoul"))
    _, problems = load([path])
    line = next(i for i, t in enumerate(path.read_text().splitlines(), 1) if "id: ghoul" in t)
    assert [(p.line, p.field) for p in problems] == [(line, "journey[3] (ghoul)")]
    assert "a monster needs hp" in problems[0].message
    assert str(problems[0]).startswith(f"{path}:{line}:")


def test_an_unknown_effect_is_refused_with_the_choices(tmp_path):
    path = write(tmp_path, lambda s: s.replace("effect: fool", "effect: jester"))
    _, problems = load([path])
    assert problems[0].field == "adventurers[0] (fool).abilities[0].effect"
    assert "'jester'" in problems[0].message


def test_a_quest_naming_a_missing_item_is_a_problem(tmp_path):
    path = write(tmp_path, lambda s: s.replace("item: sampo", "item: sampoo"))
    _, problems = load([path])
    assert [p.field for p in problems] == ["louhi.item"]
    assert "no Quest Item card 'sampoo'" in problems[0].message


def test_two_home_cards_are_a_problem(tmp_path):
    path = write(tmp_path, lambda s: s.replace(
        "name: Old Road, invented: card, type: location, terrain: land, gain: 200,",
        "name: Old Road, type: home,"))
    _, problems = load([path])
    assert any("exactly one Home card; found 2" in p.message for p in problems), problems


def test_a_duplicate_id_and_broken_yaml_are_reported_not_raised(tmp_path):
    path = write(tmp_path, lambda s: s.replace("id: goblin-2", "id: goblin-1"))
    _, problems = load([path])
    assert [p.message for p in problems] == ["duplicate card id 'goblin-1'"]
    broken = write(tmp_path, "set: [\n")
    _, problems = load([broken])
    assert problems and problems[0].line >= 1 and "YAML" in problems[0].message
