"""The Hero's Journey v3 at a table with physical results, through the API: each phone
enters what the table turned over; a Challenge dealt into a hand stays in the real hand
(counted, never entered), so no endpoint, stream or answer to an entry tells what a hand
holds (issue 29: "A refusal says no more than the seat may know")."""

from __future__ import annotations

import json

from .conftest import create_table
from .test_secrets import everything_readable


def test_hands_are_dealt_without_an_entry_and_a_challenge_ben_holds_is_not_refused(v3_client):
    client = v3_client
    table = create_table(client, {"variant": "basic-physical",
                                  "seats": [{"name": "Ana"}, {"name": "Ben"}]})
    path = f"/api/tables/{table.id}"
    for card in ("the-painter", "the-sailor", "the-mill", "the-castle"):
        assert table.act({"type": "reveal", "seat": 0, "card": card}).status_code == 200
    for where, text in everything_readable(client, table, [0, 1]).items():
        assert '"hand": [' not in text, f"a hand is listed in the {where}"
    anas = client.get(path, headers=table.auth(0)).json["state"]
    assert anas["step"] == "challenge"  # nobody was asked which Challenge they drew
    assert [(h["hand"], h["hand_count"]) for h in anas["heroes"]] == [(None, 1), (None, 1)]
    assert anas["decks"]["challenges"] == 5
    assert table.act({"type": "draw_hand", "seat": 0, "card": "ace-of-wyrms"}).status_code \
        == 400  # no such entry: a hand is not entered

    # Ben holds the Ace of Wyrms at the table; Ana enters it as the card she turned over.
    assert table.act({"type": "reveal_challenge", "seat": 0}).status_code == 200
    offered = [client.get(path, headers=h).json["state"]["legal_actions"]
               for h in (table.auth(0), table.auth(1), {})]
    assert offered[0] == offered[1] == offered[2] and len(offered[0]) == 7
    answer = table.act({"type": "reveal", "seat": 0, "card": "ace-of-wyrms"})
    assert answer.status_code == 200
    log = client.get(f"{path}/log?format=text").get_data(as_text=True)
    assert "Ana reveals Ace of Wyrms from the Deck of Challenges." in log
    wrong = table.act({"type": "reveal", "seat": 0, "card": "the-painter"})
    assert wrong.status_code == 422 and "Ace of Wyrms" not in json.dumps(wrong.json)
