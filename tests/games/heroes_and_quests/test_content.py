"""The starter content loads cleanly, and bad content is reported by file, line and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hjkit.games.heroes_and_quests.model.content import parse_ability
from hjkit.games.heroes_and_quests.model.library import SHIPPED, load

STARTER = SHIPPED / "hq-starter"


def test_the_starter_set_loads_without_problems():
    library, problems = load([SHIPPED])
    assert problems == []


def test_the_map_has_100_tiles_and_the_coastal_ones_fit_on_the_edge():
    library, _ = load([SHIPPED])
    assert sum(t.count for t in library.tiles.values()) == 100
    assert sum(t.count for t in library.tiles.values() if t.coastal) <= 36


def test_there_are_fifteen_terrain_actions_and_every_tile_offers_a_few():
    """"There are 15 types of Actions available." ... "any given Terrain will only have a
    few of these Actions available.\""""
    from hjkit.games.heroes_and_quests.model.content import TERRAIN_ACTIONS

    library, _ = load([SHIPPED])
    assert len(TERRAIN_ACTIONS) == 15
    assert all(1 <= len(t.actions) <= 4 for t in library.tiles.values())


def test_the_five_decks_are_each_present():
    library, _ = load([SHIPPED])
    assert all(len(getattr(library, deck)) > 0
               for deck in ("quests", "traps", "heroes", "relics", "actions"))


def test_final_foes_have_the_fight_values_and_lives_the_rules_allow():
    """"The Foe is a Large Enemy with a Fight Value of 15, 20, 25, or 30. The Foe must also
    has 2 or 3 Lives\""""
    library, _ = load([SHIPPED])
    assert {q.foe.fight for q in library.quests.values()} <= {15, 20, 25, 30}
    assert {q.foe.lives for q in library.quests.values()} <= {2, 3}


def test_printed_abilities_parse_into_values():
    assert parse_ability("AD Dragon").tag == "Dragon"
    assert parse_ability("Fight +3").amount == 3


def test_an_unknown_ability_is_an_error_naming_it():
    with pytest.raises(ValueError, match="unknown ability 'Fly'"):
        parse_ability("Fly")


@pytest.fixture
def copy(tmp_path) -> Path:
    target = tmp_path / "set"
    shutil.copytree(STARTER, target)
    return target


def test_a_bad_hero_level_names_its_file_line_and_field(copy):
    path = copy / "heroes.hq.yaml"
    path.write_text(path.read_text().replace("level: 4, abilities: [Fight +1]}",
                                             "level: 9, abilities: [Fight +1]}", 1))
    _, problems = load([copy])
    assert [(p.path.name, p.line, p.field) for p in problems] == [
        ("heroes.hq.yaml", 4, "heroes[0] (brannoc).level")]


def test_an_unknown_tag_is_reported_with_the_tags_known(copy):
    path = copy / "traps.hq.yaml"
    path.write_text(path.read_text().replace("tag: Fey}", "tag: Faerie}"))
    _, problems = load([copy])
    assert "unknown tag 'Faerie'" in problems[0].message


def test_tiles_that_do_not_add_to_100_are_a_problem(copy):
    path = copy / "tiles.hq.yaml"
    path.write_text(path.read_text().replace("name: Desert, count: 4", "name: Desert, count: 3"))
    _, problems = load([copy])
    assert "the counts add to 99" in problems[0].message


def test_a_quest_on_a_terrain_no_tile_has_names_the_quest(copy):
    path = copy / "quests.hq.yaml"
    path.write_text(path.read_text().replace("terrain: ancient-ruins", "terrain: moon", 1))
    _, problems = load([copy])
    assert (problems[0].path.name, problems[0].field) == ("quests.hq.yaml", "terrain")


def test_an_id_used_twice_is_a_problem_at_the_second(copy):
    path = copy / "relics.hq.yaml"
    path.write_text(path.read_text().replace("id: dwarven-war-axe", "id: longsword"))
    _, problems = load([copy])
    assert "duplicate id 'longsword'" in problems[0].message


def test_the_shipped_json_schema_is_the_models(tmp_path):
    """`hjkit schema` regenerates it; editors validate *.hq.yaml files against it."""
    from hjkit.games.heroes_and_quests.model.schema import write_schema

    fresh = write_schema(tmp_path)
    assert fresh.read_text() == (SHIPPED.parent / "schema" / fresh.name).read_text()
