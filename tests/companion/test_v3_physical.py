"""The Hero's Journey v3 at a table with physical results, through the API: each phone
enters what the table turned over, and a Challenge drawn into a hand is read by its holder
alone (not the watch view, another seat, the log, the stream or the pages)."""

from __future__ import annotations

import json

import pytest

from .conftest import CheckedClient, create_table, make_app
from .test_secrets import everything_readable, page_data


@pytest.fixture
def v3_client(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library, GAMES=["heros-journey-v3"])
    yield CheckedClient(app.test_client())
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


def test_each_phone_enters_its_own_challenge_and_nobody_else_reads_it(v3_client):
    client = v3_client
    table = create_table(client, {"variant": "basic-physical",
                                  "seats": [{"name": "Ana"}, {"name": "Ben"}]})
    path = f"/api/tables/{table.id}"
    for card in ("the-painter", "the-sailor", "the-mill", "the-castle"):
        assert table.act({"type": "reveal", "seat": 0, "card": card}).status_code == 200
    assert table.act({"type": "draw_hand", "seat": 0, "card": "ace-of-wyrms"}).status_code == 200

    bens = client.get(path, headers=table.auth(1)).json["state"]
    assert bens["pending"] == {"kind": "reveal", "seat": 1, "deck": "challenges",
                               "secret": True, "cards": bens["pending"]["cards"]}
    offered = {a["card"] for a in bens["legal_actions"]}
    assert len(offered) == 7  # every Challenge: nothing tells Ben which one Ana holds
    wrong = table.act({"type": "draw_hand", "seat": 1, "card": "ace-of-wyrms"})
    assert wrong.status_code == 422 and wrong.json["code"] == "not-in-deck"
    assert table.act({"type": "draw_hand", "seat": 1, "card": "the-excuse"}).status_code == 200

    anas = client.get(path, headers=table.auth(0)).json["state"]
    assert [c["id"] for c in anas["heroes"][0]["hand"]] == ["ace-of-wyrms"]
    assert anas["heroes"][1]["hand"] is None and anas["heroes"][1]["hand_count"] == 1
    for where, text in everything_readable(client, table, [1]).items():
        if "page" in where:
            text = page_data(text)
        assert '"ace-of-wyrms"' not in text and "Ace of Wyrms" not in text, \
            f"Ana's Challenge shows in the {where}"
    log = client.get(f"{path}/log").json["entries"]
    assert [e["action"] for e in log if e["action"]["type"] == "draw_hand"] == [
        {"type": "draw_hand", "seat": 0}, {"type": "draw_hand", "seat": 1}]
    assert json.dumps(client.get(path).json).count("the-excuse") == 0
