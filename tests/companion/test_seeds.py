"""Issue 42, point 3: whoever created a table chose its seed, and so could compute every
hidden hand, future draw and companion die offline. The server draws each table's seed,
keeps it with the table and no answer shows it; tests pass theirs through the test
configuration (ALLOW_CLIENT_SEED), never through a player's request."""

from __future__ import annotations

import pytest

from hjkit.kit.registry import games
from hjkit.kit.setups import seed_of

from .conftest import make_app

GAMES = sorted(games())


@pytest.fixture(scope="module")
def libraries():
    return {g: games()[g].load([games()[g].shipped_cards()]).library for g in GAMES}


@pytest.fixture
def served(tmp_path, libraries):
    """Every game, configured as `hjkit serve` runs it: no client seeds."""
    app = make_app(tmp_path, None, GAMES=None, ALLOW_CLIENT_SEED=False)
    app.extensions["hjkit.cards"] = dict(libraries)
    yield app
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


def _setups(libraries):
    return [(g, games()[g].sample_setups(libraries[g])[0]) for g in GAMES]


def test_a_players_request_cannot_choose_the_seed(served, libraries, monkeypatch):
    client = served.test_client()
    stored = []
    store = served.extensions["hjkit.tables"].store
    monkeypatch.setattr(store, "create", lambda *a, **k: stored.append(a))
    for game, setup in _setups(libraries):
        for seed in (7, None, "7"):
            answer = client.post("/api/tables", json={"ruleset": game,
                                                      "setup": {**setup, "seed": seed}})
            assert answer.status_code == 400, (game, answer.json)
            assert answer.json["field"] == "setup.seed"
            assert "server draws" in answer.json["message"]
    assert stored == []  # nothing was created


def test_the_drawn_seed_is_too_large_to_search_for():
    """A player seeing their own hand could try every seed of 2**31 in minutes."""
    drawn = [seed_of({}) for _ in range(16)]
    assert len(set(drawn)) == 16
    assert max(drawn) >= 2**40 and all(0 <= s < 2**63 for s in drawn)


def test_no_answer_shows_a_tables_seed(served, libraries):
    client = served.test_client()
    tables = served.extensions["hjkit.tables"]
    document = client.get("/api/openapi.json").json
    for name, schema in document["components"]["schemas"].items():
        if name.endswith("Setup"):
            assert "seed" not in schema["properties"], name
    for game, setup in _setups(libraries):
        answer = client.post("/api/tables", json={"ruleset": game, "setup": setup})
        assert answer.status_code == 201, answer.json
        created = answer.json
        seed = tables.store.record(created["id"]).setup.get("seed")
        if seed is None:
            continue  # a table playing with its own cards deals from no seed
        secret = str(seed)
        table = f"/api/tables/{created['id']}"
        bodies = [answer.get_data(as_text=True)]
        for path in (table, f"{table}/log", f"{table}/log?format=text", "/",
                     f"/t/{created['id']}", f"/t/{created['id']}/seat/0"):
            bodies.append(client.get(path).get_data(as_text=True))
        for seat in created["seats"]:
            bodies.append(client.get(table, headers={
                "Authorization": f"Bearer {seat['token']}"}).get_data(as_text=True))
        for body in bodies:
            assert secret not in body, game


def test_a_rematch_deals_from_a_seed_of_its_own():
    for game in games().values():
        assert "seed" not in game.rematch_setup({"variant": "x", "seed": 7, "seats": []})
