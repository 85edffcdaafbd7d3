"""The card guide's complete example (cards/README.md) is a set that loads with no problem
and whose text says what its fields do: a designer who copies it starts from clean data."""

from __future__ import annotations

import re

from hjkit.games.heroes_journey.model.kinds import CULTURE_ICONS
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.games.heroes_journey.model.text_check import text_differences

GUIDE = (SHIPPED_CARDS / "README.md").read_text("utf-8")


def example_yaml() -> str:
    section = GUIDE[GUIDE.index("## A complete example"):]
    return re.search(r"```yaml\n(.*?)```", section, re.S).group(1)


def test_the_guides_example_set_loads_and_its_text_matches_its_fields(tmp_path):
    folder = tmp_path / "my-set"
    folder.mkdir()
    (folder / "cards.yaml").write_text(example_yaml(), "utf-8")
    library, problems = load([folder])
    assert problems == []
    assert len(library.cards) == 5
    assert {c.id: text_differences(c) for c in library.cards.values()} == {
        c: [] for c in library.cards}
    assert any(c.modifiers for c in library.cards.values())  # the guide shows a modifier
    assert sum(len(c.abilities) for c in library.cards.values()) >= 3


def test_the_guide_names_exactly_the_icons_that_exist():
    listed = re.search(r"\*\*Culture icons\*\*: (.*?)\. Any other", GUIDE, re.S).group(1)
    assert set(re.findall(r"`([a-z-]+)`", listed)) - {"icon"} == CULTURE_ICONS
    used = set(re.findall(r"^\s+icon: ([\w-]+)$", example_yaml(), re.M))
    assert used and used <= CULTURE_ICONS
