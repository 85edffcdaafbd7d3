"""Limits on what one device may make (issue 42: "No limit on tables a client creates (about
27 GB of store an hour from one client) or on deck saves ... Limits"): a device on the
network over its limit gets 429, a sentence naming the limit and Retry-After, and what it
sent is not stored; another device, and the laptop itself, go on as before."""

from __future__ import annotations

import itertools

import pytest

from .conftest import INTRO_SETUP, make_app
from .test_decks import BASE, LEGAL

_ADDRESSES = itertools.count(1)


def a_device() -> dict:
    """A phone on the network, an address no other test used (the counts live in the
    process's memory)."""
    number = next(_ADDRESSES)
    return {"REMOTE_ADDR": f"192.168.{number // 250}.{number % 250 + 1}"}


@pytest.fixture
def limited(tmp_path, shipped_library):
    folder = tmp_path / "my-cards"
    folder.mkdir()
    app = make_app(tmp_path, shipped_library, CARD_PATHS=[str(folder)],
                   TABLES_LIMIT="3 per minute", DECK_SAVES_LIMIT="2 per minute")
    app.extensions["hjkit.cards"].clear()
    yield app, folder
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


def create(client, device: dict):
    return client.post("/api/tables", json={"setup": INTRO_SETUP}, environ_overrides=device)


def test_a_device_over_its_table_limit_is_refused_and_nothing_is_stored(limited):
    app, _ = limited
    client = app.test_client()
    phone = a_device()
    assert [create(client, phone).status_code for _ in range(3)] == [201, 201, 201]
    store = app.extensions["hjkit.store"]
    with store.engine.connect() as conn:
        before = conn.exec_driver_sql("SELECT count(*) FROM game_table").scalar_one()
    refused = create(client, phone)
    assert refused.status_code == 429
    assert refused.json["error"] == "too-many"
    assert "too many tables created from this device (3 per 1 minute)" in \
        refused.json["message"]
    assert 0 < int(refused.headers["Retry-After"]) <= 60
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT count(*) FROM game_table").scalar_one() == before
    assert create(client, a_device()).status_code == 201  # another phone is not held back
    for _ in range(5):  # the laptop itself (the host's own scripts) is not limited
        assert create(client, {"REMOTE_ADDR": "127.0.0.1"}).status_code == 201


def test_a_device_over_its_deck_save_limit_is_refused_and_the_file_is_not_written(limited):
    app, folder = limited
    client = app.test_client()
    phone = a_device()
    for name in ("first", "second"):
        deck = {**LEGAL, "deck": {**LEGAL["deck"], "id": name}}
        saved = client.post(f"{BASE}/save", json={"deck": deck, "folder": 0},
                            environ_overrides=phone)
        assert saved.status_code == 201, saved.json
    third = {**LEGAL, "deck": {**LEGAL["deck"], "id": "third"}}
    refused = client.post(f"{BASE}/save", json={"deck": third, "folder": 0},
                          environ_overrides=phone)
    assert refused.status_code == 429 and "Retry-After" in refused.headers
    assert "too many deck saves from this device" in refused.json["message"]
    assert sorted(p.stem for p in (folder / "decks").glob("*.yaml")) == ["first", "second"]
