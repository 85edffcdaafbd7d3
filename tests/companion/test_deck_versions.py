"""Deck versions (issue 39): "Versions: every save keeps the previous version; the builder
shows a deck's history with the changes between versions"."""

from __future__ import annotations

import yaml

from hjkit.companion import deckhistory
from hjkit.kit.registry import game as game_named

from .test_decks import BASE, LEGAL, folder, saving  # noqa: F401  (fixtures)


def _save(client, deck: dict, version: str | None) -> str:
    answer = client.post(f"{BASE}/save", json={"deck": deck, "version": version,
                                               "replace": version is None})
    assert answer.status_code == 201, answer.json
    return answer.json["version"]


def _with(**book) -> dict:
    return {**LEGAL, "book": {**LEGAL["book"], **book}}


def test_every_save_keeps_the_file_it_replaces_with_what_changed_since(saving, folder):  # noqa: F811
    first = _save(saving, LEGAL, None)
    second = _save(saving, _with(toto=2), first)
    _save(saving, _with(toto=2, **{"the-oil-can": 3}), second)
    listed = saving.get(f"{BASE}/decks/road-to-troy/versions").json
    assert [v["changes"] for v in listed["versions"]] == [["+2 the-oil-can"], ["+1 toto"]]
    assert all(v["opens"] and v["saved"].endswith("+00:00") for v in listed["versions"])

    # an earlier version opens, with the file's version now, so saving it replaces the file
    oldest = listed["versions"][-1]["id"]
    opened = saving.get(f"{BASE}/decks/road-to-troy/versions/{oldest}").json
    assert opened["deck"]["book"] == LEGAL["book"]
    assert opened["version"] == listed["version"]
    _save(saving, opened["deck"], opened["version"])
    path = folder / "decks" / "road-to-troy.yaml"
    assert yaml.safe_load(path.read_text())["book"]["toto"] == 1
    assert len(saving.get(f"{BASE}/decks/road-to-troy/versions").json["versions"]) == 3


def test_a_save_of_the_same_deck_keeps_no_copy_and_kept_versions_load_as_no_deck(
        saving, folder):  # noqa: F811
    version = _save(saving, LEGAL, None)
    version = _save(saving, LEGAL, version)
    assert saving.get(f"{BASE}/decks/road-to-troy/versions").json["versions"] == []
    _save(saving, _with(toto=2), version)
    kept = list((folder / "decks" / ".history" / "road-to-troy").iterdir())
    assert len(kept) == 1 and yaml.safe_load(kept[0].read_text())["deck"]["id"] == \
        "road-to-troy"
    game = game_named("heroes-journey")
    loaded = game.load([game.shipped_cards(), folder])
    assert not loaded.problems  # the kept copy is no second deck of the same id
    assert loaded.library.decks["road-to-troy"].file.book["toto"] == 2


def test_only_the_newest_versions_are_kept(saving, folder, monkeypatch):  # noqa: F811
    monkeypatch.setattr(deckhistory, "KEPT", 2)
    version = _save(saving, LEGAL, None)
    for copies in (2, 3, 1, 2):
        version = _save(saving, _with(toto=copies), version)
    listed = saving.get(f"{BASE}/decks/road-to-troy/versions").json["versions"]
    assert [v["changes"] for v in listed] == [["+1 toto"], ["-2 toto"]]


def test_an_unknown_version_or_deck_is_a_404_in_words(saving):  # noqa: F811
    _save(saving, LEGAL, None)
    missing = saving.get(f"{BASE}/decks/road-to-troy/versions/20260101T000000000000Z-00000000")
    assert missing.status_code == 404 and "no earlier version" in missing.json["message"]
    bad = saving.get(f"{BASE}/decks/road-to-troy/versions/..%2f..%2froad-to-troy")
    assert bad.status_code == 404
    assert saving.get(f"{BASE}/decks/no-such-deck/versions").status_code == 404
