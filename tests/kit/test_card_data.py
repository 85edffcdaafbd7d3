"""The card-data steps every game's loader shares (hjkit.kit.problems, hjkit.kit.snapshot):
each fault a problem at its file, line and field, in a deck designer's words."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict

from hjkit.kit.game import FormatError
from hjkit.kit.problems import listed_cards, load_files, unknown_fields
from hjkit.kit.snapshot import STORED, dumped, stored_cards
from hjkit.kit.yamlsource import read_yaml


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    power: int = 1


def document(tmp_path: Path, text: str):
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    return read_yaml(path)


def test_each_card_is_checked_and_named_by_its_id_and_a_repeated_id_is_refused(tmp_path):
    doc = document(tmp_path, "cards:\n- id: a\n- id: b\n  power: lots\n- id: a\n- ~\n")
    origin, problems = {}, []
    cards = listed_cards(doc, "cards", Card, origin, problems)
    assert [c.id for c in cards] == ["a"] and origin == {"a": (doc.path, 2)}
    assert [(p.line, p.field, p.message) for p in problems] == [
        (4, "cards[1] (b).power", "must be a whole number, got 'lots'"),
        (5, "cards[2] (a).id", "duplicate card id 'a'"),
        (6, "cards[3]", "missing field")]


def test_a_file_without_its_list_and_with_an_unknown_field_says_so(tmp_path):
    doc = document(tmp_path, "deck: 3\n")
    problems = []
    assert listed_cards(doc, "cards", Card, {}, problems) is None
    unknown_fields(doc, {"cards"}, problems)
    assert [(p.field, p.message) for p in problems] == [
        ("cards", "a card file needs a list of cards"), ("deck", "unknown field")]


def test_the_whole_set_is_checked_only_once_every_file_loaded_clean(tmp_path):
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text("cards: [{id: a}]\n")
    bad.write_text("cards: [\n")
    checked = []

    def load_file(doc, library, problems):
        library += listed_cards(doc, "cards", Card, {}, problems) or []

    def whole(library):
        checked.append(library)
        return []

    assert load_files([good], [], load_file, whole) == ([Card(id="a")], [])
    _, problems = load_files([good, bad], [], load_file, whole)
    assert len(checked) == 1 and problems[0].path == bad and "YAML syntax" in problems[0].message


def test_stored_cards_read_back_as_they_were_dumped_and_faults_name_the_field():
    cards = [Card(id="a", power=3), Card(id="b")]
    stored = dumped(cards)
    assert stored == [{"id": "a", "power": 3}, {"id": "b"}]
    origin = {}
    assert stored_cards(stored, Card, "cards", origin) == cards
    assert origin == {"a": (STORED, 1), "b": (STORED, 2)}
    for items, field, message in [
            ({}, "cards", "must be a list of cards"),
            ([{"id": "a", "colour": "red"}], "cards[0].colour", "unknown field"),
            ([{"power": 2}], "cards[0].id", "missing field"),
            ([{"id": "a"}, {"id": "a"}], "cards[1].id", "duplicate card id 'a'")]:
        with pytest.raises(FormatError) as error:
            stored_cards(items, Card, "cards", {})
        assert (error.value.field, error.value.message) == (field, message)
