"""A table's stored setup keeps the content it was created with, so editing the starter
set's files does not change how an old table replays (as The Heroes' Journey keeps its
decks and cards)."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_and_quests.game import HeroesAndQuests
from hjkit.games.heroes_and_quests.model.library import Library, from_snapshot, snapshot
from hjkit.kit.game import FormatError, Refusal, Started
from tests.companion.conftest import make_app

SETUP = {"variant": "short", "dice": "companion", "seed": 11,
         "seats": [{"name": "Ana"}, {"name": "Ben"}]}


def edited(library: Library) -> Library:
    """The starter set after an edit: heroes reordered (so the deck deals differently),
    every hero one level higher, the first tile kind renamed."""
    heroes = {h.id: h.model_copy(update={"level": min(6, h.level + 1)})
              for h in reversed(library.heroes.values())}
    first = next(iter(library.tiles.values()))
    tiles = {**library.tiles, first.id: first.model_copy(update={"name": "Renamed"})}
    return Library(library.sets, tiles, library.quests, library.traps, heroes,
                   library.relics, library.actions, library.where)


def test_the_stored_setup_holds_every_tile_and_card(library):
    started = HeroesAndQuests().start(SETUP, library)
    assert isinstance(started, Started)
    stored = from_snapshot(started.setup["content"])
    for section in ("tiles", "quests", "traps", "heroes", "relics", "actions"):
        assert list(getattr(stored, section).values()) == list(
            getattr(library, section).values()), section


def test_an_edited_starter_set_leaves_an_old_table_as_it_was(library):
    game = HeroesAndQuests()
    before = game.start(SETUP, library)
    replayed = game.start(before.setup, edited(library))
    assert game.view(replayed.state) == game.view(before.state)
    fresh = game.start(SETUP, edited(library))  # a new table gets the edit
    assert game.view(fresh.state) != game.view(before.state)


def test_an_old_table_replays_through_the_companion_after_an_edit(tmp_path, library):
    """The companion replays a table from its stored setup and actions when it restarts."""
    app = make_app(tmp_path, None, GAMES=["heroes-and-quests"])
    app.extensions["hjkit.cards"] = {"heroes-and-quests": library}
    created = app.test_client().post("/api/tables", json={"setup": SETUP}).get_json()
    place = created["state"]["legal_actions"][0]
    token = created["seats"][place["seat"]]["token"]  # the first in the rolled turn order
    moved = app.test_client().post(f"/api/tables/{created['id']}/actions",
                                   headers={"Authorization": f"Bearer {token}"},
                                   json={"version": 0, "action": place}).get_json()
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()

    again = make_app(tmp_path, None, GAMES=["heroes-and-quests"])  # a restart, files edited
    again.extensions["hjkit.cards"] = {"heroes-and-quests": edited(library)}
    table = again.test_client().get(f"/api/tables/{created['id']}",
                                    headers={"Authorization": f"Bearer {token}"}).get_json()
    assert table["version"] == 1 and table["state"] == moved["state"]
    assert table["state"]["board"][0]["name"] != "Renamed"
    again.extensions["hjkit.tables"].notifier.stop()
    again.extensions["hjkit.store"].dispose()


@pytest.mark.parametrize("change, field", [
    (lambda c: c["tiles"].pop(), "tiles"),
    (lambda c: c["heroes"][0].update(level=9), "heroes.0.level"),
    (lambda c: c["heroes"].append(c["heroes"][0]), "heroes"),
])
def test_content_sent_with_a_setup_is_checked_like_card_files(library, change, field):
    content = snapshot(library)
    change(content)
    refused = HeroesAndQuests().start({**SETUP, "content": content}, library)
    assert isinstance(refused, Refusal) and refused.code == "content"
    assert field in refused.message


def test_content_that_is_no_object_does_not_read(library):
    with pytest.raises(FormatError) as error:
        HeroesAndQuests().start({**SETUP, "content": []}, library)
    assert error.value.field == "content"


def test_a_setup_stored_before_the_readings_changed_replays_by_readings_1(library):
    """A stored setup carries its content; one stored before the rules field existed has
    none, and replays as it was played (readings 1); a new setup plays by the current ones."""
    from hjkit.games.heroes_and_quests.engine.setup import RULES

    game = HeroesAndQuests()
    new = game.start(SETUP, library)
    assert new.setup["rules"] == new.state.rules == RULES
    old = {k: v for k, v in new.setup.items() if k != "rules"}
    assert game.start(old, library).state.rules == 1
    assert game.start(new.setup, library).state.rules == RULES
    assert game.rematch_setup(old)["rules"] == RULES
    with pytest.raises(FormatError) as error:
        game.start({**SETUP, "rules": RULES + 1}, library)
    assert error.value.field == "rules"
