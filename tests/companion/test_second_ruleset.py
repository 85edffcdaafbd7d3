"""The store, sync, undo and log know no Heroes' Journey: a toy game, installed as a
plug-in through the `hjkit.games` entry-point group, plays beside it."""

from __future__ import annotations

import pytest

from hjkit.kit.registry import games
from tests.plugins.install import countdown_installed

from .conftest import make_app


@pytest.fixture
def two_games_app(tmp_path, shipped_library):
    with countdown_installed(tmp_path / "site"):
        app = make_app(tmp_path, shipped_library, GAMES=["countdown", "heroes-journey"])
        yield app
        app.extensions["hjkit.tables"].notifier.stop()
        app.extensions["hjkit.store"].dispose()


def test_an_installed_plug_in_is_registered_beside_the_shipped_games(tmp_path):
    with countdown_installed(tmp_path):
        registered = list(games())
        assert {"countdown", "heroes-journey"} <= set(registered)
        assert registered[0] == "heroes-journey"  # the game that asks to come first
        assert registered[1:] == sorted(registered[1:])
    assert "countdown" not in games()


def test_a_second_game_uses_the_same_store_undo_log_and_stream(two_games_app):
    client = two_games_app.test_client()
    created = client.post("/api/tables", json={"ruleset": "countdown", "setup": {
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}}).json
    path, tokens = f"/api/tables/{created['id']}", [s["token"] for s in created["seats"]]

    def act(seat, take, version):
        return client.post(f"{path}/actions", headers={"X-Seat-Token": tokens[seat]},
                           json={"version": version, "action": {"take": take}})

    assert act(0, 2, 0).json["state"]["left"] == 5
    assert act(0, 1, 1).json["code"] == "not-your-turn"
    assert act(1, "x", 1).json["field"] == "action.take"
    assert act(1, 1, 1).status_code == 200
    undo = client.post(f"{path}/undo", headers={"X-Seat-Token": tokens[0]}, json={"version": 2})
    assert undo.json["state"]["left"] == 5
    text = client.get(f"{path}/log?format=text").text
    assert "Ana takes 2; 5 left." in text and "Ana undid Ben's action: Ben takes 1; 4 left." in text
    assert client.get(path).json["ruleset"] == "countdown"


def test_with_two_games_a_table_must_say_which(two_games_app):
    answer = two_games_app.test_client().post("/api/tables", json={"setup": {"seats": []}})
    assert answer.status_code == 400 and answer.json["field"] == "ruleset"


def test_the_home_page_and_openapi_list_every_game(two_games_app):
    client = two_games_app.test_client()
    home = client.get("/").get_data(as_text=True)
    assert "Countdown: A pile of seven" in home and "The Heroes&#39; Journey: Standard game" in home
    schemas = client.get("/api/openapi.json").json["components"]["schemas"]
    assert {"CountdownState", "HeroesJourneyState"} <= set(schemas)
    names = [r["name"] for r in client.get("/api/rulesets").json["rulesets"]]
    assert names == ["heroes-journey", "countdown"]  # Game.order first, then by id


def test_a_finished_game_starts_a_rematch_with_the_same_seats(two_games_app):
    """Any seat starts it once the game is over; every seat's token works at the new table,
    and the old table points the phones there."""
    client = two_games_app.test_client()
    created = client.post("/api/tables", json={"ruleset": "countdown", "setup": {
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}}).json
    path, tokens = f"/api/tables/{created['id']}", [s["token"] for s in created["seats"]]
    early = client.post(f"{path}/rematch", headers={"X-Seat-Token": tokens[1]},
                        json={"version": 0})
    assert early.status_code == 422 and early.json["code"] == "not-over"
    for version, (seat, take) in enumerate([(0, 2), (1, 2), (0, 2), (1, 1)]):
        answer = client.post(f"{path}/actions", headers={"X-Seat-Token": tokens[seat]},
                             json={"version": version, "action": {"take": take}})
        assert answer.status_code == 200, answer.json
    assert client.get(path).json["over"] is True
    started = client.post(f"{path}/rematch", headers={"X-Seat-Token": tokens[1]},
                          json={"version": 4})
    assert started.status_code == 201
    new = started.json["id"]
    assert started.json["seats"] == [{"seat": 0, "name": "Ana"}, {"seat": 1, "name": "Ben"}]
    old = client.get(path).json
    assert old["rematch"] == new and old["version"] == 5
    assert "Ben starts a rematch with the same seats" in client.get(f"{path}/log?format=text").text
    again = client.post(f"{path}/rematch", headers={"X-Seat-Token": tokens[0]},
                        json={"version": 4})
    assert again.status_code == 200 and again.json["id"] == new  # one rematch, not two
    fresh = client.get(f"/api/tables/{new}").json
    assert fresh["ruleset"] == "countdown" and fresh["version"] == 0 and not fresh["over"]
    first = client.post(f"/api/tables/{new}/actions", headers={"X-Seat-Token": tokens[0]},
                        json={"version": 0, "action": {"take": 1}})
    assert first.status_code == 200
