"""Nothing secret is readable before the rules reveal it, through any endpoint: the table
(watch view and every other seat's view), the log (JSON and text), the event stream, the
pages' data and the answers to actions. The Heroes' Journey's bids stay secret until all
are revealed; The Hero's Journey v3's Challenge hands are seen by their holder alone."""

from __future__ import annotations

import json

from .conftest import create_table
from .test_api import STANDARD_SETUP
from .test_stream import Stream


def everything_readable(client, table, seats: list[int]) -> dict[str, str]:
    """Every answer a curious guest or another seat can get, as text, by where it came
    from."""
    path = f"/api/tables/{table.id}"
    found = {"watch view": client.get(path).get_data(as_text=True),
             "log": client.get(f"{path}/log").get_data(as_text=True),
             "text log": client.get(f"{path}/log?format=text").get_data(as_text=True),
             "watch page": client.raw.get(f"/t/{table.id}").get_data(as_text=True)}
    stream = Stream(client.raw, f"{path}/events?last_event_id=0")
    found["stream"] = json.dumps(stream.next_message())
    stream.close()
    for seat in seats:
        found[f"seat {seat}'s view"] = client.get(path, headers=table.auth(seat)).get_data(
            as_text=True)
        found[f"seat {seat}'s page"] = client.raw.get(f"/t/{table.id}/seat/{seat}").get_data(
            as_text=True)
        stale = client.post(f"{path}/actions", headers=table.auth(seat),
                            json={"version": 99, "action": {"type": "pass", "seat": seat}})
        found[f"seat {seat}'s 409"] = stale.get_data(as_text=True)
    return found


def bids_shown(text: str, seat: int) -> list:
    """Every bid action of seat in a JSON text that carries its amount, and the seat's
    'bid' field in any view."""
    shown = []

    def visit(value: dict) -> None:
        if value.get("type") == "bid" and value.get("seat") == seat and "amount" in value:
            shown.append(value)
        seats = value.get("seats")
        if isinstance(seats, list) and "step_id" in value:
            shown.extend(s["bid"] for s in seats if s.get("seat") == seat
                         and s.get("bid") is not None)

    for document in json_documents(text):
        walk_dicts(document, visit)
    return shown


def json_documents(text: str):
    """Each JSON value in a text: an answer's body, or each event of a stream."""
    for line in text.splitlines():
        line = line.removeprefix("data: ").strip()
        if line.startswith(("{", "[")):
            yield json.loads(line)


def walk_dicts(value, visit) -> None:
    """visit(d) for every dict within value, outermost first; a visit that returns False
    keeps the walk out of that dict's values."""
    if isinstance(value, dict):
        if visit(value) is not False:
            for item in value.values():
                walk_dicts(item, visit)
    elif isinstance(value, list):
        for item in value:
            walk_dicts(item, visit)


def page_data(html: str) -> str:
    start = html.index('id="config">') + len('id="config">')
    return html[start:html.index("</script>", start)]


def test_a_bid_stays_secret_until_every_bid_is_revealed(client):
    table = create_table(client, STANDARD_SETUP)
    assert table.act({"type": "bid", "amount": 3}, seat=0).status_code == 200
    assert table.act({"type": "bid", "amount": 1}, seat=2).status_code == 200
    for where, text in everything_readable(client, table, [1, 2]).items():
        if "page" in where:
            text = page_data(text)
        assert bids_shown(text, 0) == [], f"Ana's bid shows in the {where}"
        assert "Ana 3" not in text and "3 burden" not in text, where
    log = client.get(f"/api/tables/{table.id}/log").json["entries"]
    assert [e["action"] for e in log] == [{"type": "bid", "seat": 0}, {"type": "bid", "seat": 2}]

    assert table.act({"type": "bid", "amount": 0}, seat=1).status_code == 200  # revealed
    log = client.get(f"/api/tables/{table.id}/log").json["entries"]
    assert [e["action"].get("amount") for e in log] == [3, 1, 0]
    assert "Bids revealed" in client.get(f"/api/tables/{table.id}/log?format=text").get_data(
        as_text=True)


def test_an_undo_never_takes_back_the_bids_once_revealed(client, app):
    """Issue 42, weak list: the last bidder undid their bid after the reveal and bid again
    knowing the others' (the log showed it). Bids before the reveal may still be undone."""
    table = create_table(client, STANDARD_SETUP)
    undo = f"/api/tables/{table.id}/undo"
    assert table.act({"type": "bid", "amount": 3}, seat=0).status_code == 200
    answer = client.post(undo, headers=table.auth(0), json={"version": 1})
    assert answer.status_code == 200  # a sealed bid, seen by no one yet
    for seat, amount in ((0, 3), (2, 1), (1, 0)):
        assert table.act({"type": "bid", "amount": amount}, seat=seat).status_code == 200
    revealed = table.state()
    assert revealed["undo"] is None  # the phones offer no undo
    for seat in range(3):
        answer = client.post(undo, headers=table.auth(seat),
                             json={"version": revealed["version"]})
        assert answer.status_code == 422 and answer.json["code"] == "revealed", answer.json
        assert "cannot be taken back" in answer.json["message"]
    assert table.state()["version"] == revealed["version"]  # nothing was appended
    action = revealed["state"]["legal_actions"][0]
    assert table.act(action, seat=action["seat"]).status_code == 200
    later = table.state()["version"]
    assert client.post(undo, headers=table.auth(0), json={"version": later}).status_code == 200
    assert client.post(undo, headers=table.auth(0),
                       json={"version": later + 1}).json["code"] == "revealed"


def test_a_challenge_hand_is_seen_by_its_holder_alone(v3_client):
    client = v3_client
    table = create_table(client, {"variant": "basic", "seed": 3,
                                  "seats": [{"name": "Ana"}, {"name": "Ben"}]})
    path = f"/api/tables/{table.id}"
    own = client.get(path, headers=table.auth(0)).json
    assert own["viewer"] == 0
    hand = own["state"]["heroes"][0]["hand"]
    assert hand and own["state"]["heroes"][0]["hand_count"] == len(hand)
    secret = [c["id"] for c in hand]
    for where, text in everything_readable(client, table, [1]).items():
        if "page" in where:
            text = page_data(text)
        for card in secret:
            assert f'"{card}"' not in text, f"Ana's Challenge {card} shows in the {where}"
    watch = client.get(path).json["state"]
    assert [h["hand"] for h in watch["heroes"]] == [None, None]
    assert [h["hand_count"] for h in watch["heroes"]] == [len(hand), 1]
    assert all(a["type"] != "play_challenge" for a in watch["legal_actions"])
