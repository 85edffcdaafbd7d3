"""Bad card data gives one clear message with file, line and field; never a traceback."""

import json
import textwrap
from pathlib import Path

import jsonschema
import pytest
import yaml

from hjkit.games.heroes_journey.model.keywords import Loaded
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.games.heroes_journey.model.schema import SCHEMAS, schema_text
from hjkit.kit.yamlsource import MAX_BYTES

ROOT = SHIPPED_CARDS.parent  # the game package: cards/ and schema/

GOOD_SET = """\
set: {id: demo, name: Demo}
cultures:
  - {id: heroes, name: Heroes, side: campaign, icon: star-wand}
  - {id: villains, name: Villains, side: adversary, icon: tiger-stripes}
cards:
  - id: aria
    title: Aria
    type: companion
    side: campaign
    culture: heroes
    cost: 2
    strength: 5
    health: 4
    keywords: ["Hero [The Quest]", "Defender +1"]
"""


def write_set(tmp_path: Path, cards_yaml: str, deck_yaml: str | None = None) -> Path:
    folder = tmp_path / "demo"
    (folder / "decks").mkdir(parents=True)
    (folder / "cards.yaml").write_text(textwrap.dedent(cards_yaml))
    if deck_yaml is not None:
        (folder / "decks" / "d.yaml").write_text(textwrap.dedent(deck_yaml))
    return folder


def problems_for(tmp_path, cards_yaml, deck_yaml=None):
    library, problems = load([write_set(tmp_path, cards_yaml, deck_yaml)])
    return library, [str(p) for p in problems]


def test_good_set_loads(tmp_path):
    library, problems = problems_for(tmp_path, GOOD_SET)
    assert problems == []
    aria = library.cards["aria"]
    assert aria.keyword_value("Defender") == 1 and aria.hero_of() == "The Quest"


def test_yaml_syntax_error_names_file_and_line(tmp_path):
    _, problems = problems_for(tmp_path, GOOD_SET + "  - id: [broken\n")
    assert len(problems) == 1
    assert "cards.yaml:16" in problems[0] and "YAML syntax error" in problems[0]


@pytest.mark.parametrize("change, line, field, message", [
    (("cost: 2", 'cost: "2"'), 11, "cards[0] (aria).cost",
     "must be a whole number (without quotes), got '2'"),
    (("    cost: 2\n", ""), 6, "cards[0] (aria)", "a companion needs cost"),
    (("cost: 2", "cost: 2\n    colour: red"), 12, "cards[0] (aria).colour", "unknown field"),
    (("culture: heroes", "culture: heroez"), 10, "cards[0] (aria).culture", "unknown culture"),
    (("Defender +1", "Defendr +1"), 14, "cards[0] (aria).keywords[1]",
     "typo of the loaded keyword 'Defender'"),
    (("Defender +1", "Defender 1"), 14, "cards[0] (aria).keywords[1]", "'Defender +1'"),
    (("type: companion", "type: sidekick"), 8, "cards[0] (aria).type", "sidekick"),
])
def test_each_bad_field_is_named_with_its_line(tmp_path, change, line, field, message):
    _, problems = problems_for(tmp_path, GOOD_SET.replace(*change))
    assert len(problems) == 1, problems
    assert f"cards.yaml:{line}:" in problems[0]
    assert f"[{field}]" in problems[0] and message in problems[0]


def test_duplicate_card_id(tmp_path):
    doubled = GOOD_SET + GOOD_SET.split("cards:\n")[1]
    _, problems = problems_for(tmp_path, doubled)
    assert len(problems) == 1 and "duplicate card id 'aria'" in problems[0]
    assert "cards.yaml:15:" in problems[0]


def test_bad_card_does_not_hide_the_good_ones(tmp_path):
    bad = GOOD_SET + GOOD_SET.split("cards:\n")[1].replace("aria", "bria").replace(
        "cost: 2", "cost: -1")
    library, problems = problems_for(tmp_path, bad)
    assert list(library.cards) == ["aria"] and len(problems) == 1


def test_deck_naming_a_missing_card(tmp_path):
    deck = """\
    deck: {id: d, name: D}
    book:
      aria: 30
      ghost: 2
    atlas: [aria]
    """
    _, problems = problems_for(tmp_path, GOOD_SET, deck)
    assert problems == ["%s:4: [book.ghost] card 'ghost' does not exist"
                        % (tmp_path / "demo" / "decks" / "d.yaml")]


def test_oversized_file_is_refused_unread(tmp_path):
    folder = write_set(tmp_path, GOOD_SET)
    (folder / "cards.yaml").write_text("#" * (MAX_BYTES + 1))
    _, problems = load([folder])
    assert len(problems) == 1 and "the limit is" in str(problems[0])


def test_alias_bomb_is_refused(tmp_path):
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n" \
           "c: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
    _, problems = problems_for(tmp_path, bomb)
    assert len(problems) == 1 and "anchors and aliases are not allowed" in problems[0]


def test_duplicate_yaml_key_is_refused(tmp_path):
    _, problems = problems_for(tmp_path, GOOD_SET.replace("cost: 2", "cost: 2\n    cost: 3"))
    assert len(problems) == 1 and "duplicate key 'cost'" in problems[0]


def test_published_schemas_match_the_model():
    """`hjkit schema` output is committed in schema/ and must not drift from the model."""
    for name, model in SCHEMAS.items():
        assert (ROOT / "schema" / name).read_text() == schema_text(model), name


def test_shipped_yaml_validates_against_the_schemas():
    card_schema = json.loads((ROOT / "schema" / "cards.schema.json").read_text())
    deck_schema = json.loads((ROOT / "schema" / "deck.schema.json").read_text())
    for path in (SHIPPED_CARDS).rglob("cards.yaml"):
        jsonschema.validate(yaml.safe_load(path.read_text()), card_schema)
        assert "$schema=../../schema/cards.schema.json" in path.read_text().splitlines()[0]
    for path in (SHIPPED_CARDS).rglob("decks/*.yaml"):
        jsonschema.validate(yaml.safe_load(path.read_text()), deck_schema)


def test_the_rules_code_cannot_ask_for_a_misspelt_keyword():
    """One keyword table: asking a card for a keyword the rules do not load is an error,
    not a silent 0."""
    baloo = load([SHIPPED_CARDS / "intro-pack"])[0].cards["baloo"]
    assert baloo.keyword_value(Loaded.DEFENDER) == 1
    with pytest.raises(ValueError, match="not a loaded keyword"):
        baloo.keyword_value("Defnder")
