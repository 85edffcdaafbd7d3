"""A seat's own view arrives with the update itself (issue 43, speed at the table): in a game
whose seats see more than the watch view (The Hero's Journey v3's Challenge hands), a seat's
phone opened its stream and then asked for its own view after every update, one more round
trip before the other phones showed a tap. A stream asked with ?seat=<n> and that seat's
token in the cookie hjkit_seat_<n> brings the seat's view; without the seat's own token it
brings the watch view, so a hand is seen by its holder alone, as every other answer keeps
it ("A refusal says no more than the seat may know")."""

from __future__ import annotations

import pytest

from .conftest import create_table, make_app
from .test_served_streams import RawStream, request
from .test_stream import Stream

SETUP = {"variant": "basic", "seats": [{"name": "Ana"}, {"name": "Ben"}]}


def stream_as(client, table_id: str, seat: int, cookie: tuple[int, str] | None) -> Stream:
    """The stream a seat's phone opens: ?seat=seat, and cookie (the seat it names, a token)
    as the seat page sets it, on a phone (a test client) of its own."""
    phone = client.raw.application.test_client()
    events = f"/api/tables/{table_id}/events"
    if cookie is not None:
        phone.set_cookie(f"hjkit_seat_{cookie[0]}", cookie[1], path=events)
    return Stream(phone, f"{events}?seat={seat}")


@pytest.fixture
def anas_stream(v3_client):
    """A two-seat v3 table and the stream Ana's phone opens with her own token."""
    table = create_table(v3_client, {**SETUP, "seed": 3})
    ana = stream_as(v3_client, table.id, 0, (0, table.tokens[0]))
    yield table, ana
    ana.close()


def test_a_seats_stream_brings_its_own_view_at_every_update(v3_client, anas_stream):
    client, (table, ana) = v3_client, anas_stream
    path = f"/api/tables/{table.id}"
    first = ana.next_message()["data"]["table"]
    assert first == client.get(path, headers=table.auth(0)).json
    assert first["viewer"] == 0 and first["state"]["heroes"][0]["hand"]
    table.play_first_legal(1)
    pushed = ana.next_message()["data"]["table"]
    assert pushed["version"] == 1
    assert pushed == client.get(path, headers=table.auth(0)).json


def test_a_stream_without_the_seats_own_token_brings_the_watch_view(v3_client):
    client = v3_client
    table = create_table(client, {**SETUP, "seed": 3})
    path = f"/api/tables/{table.id}"
    watch = client.get(path).json
    for cookie in (None, (0, table.tokens[1]), (1, table.tokens[0]), (0, "not-a-token")):
        ben = stream_as(client, table.id, 0, cookie)
        try:
            seen = ben.next_message()["data"]["table"]
        finally:
            ben.close()
        assert seen == watch and seen["viewer"] is None, cookie
        assert [h["hand"] for h in seen["state"]["heroes"]] == [None, None]


def test_a_seat_that_is_not_a_number_is_refused_naming_the_field(v3_client):
    table = create_table(v3_client, {**SETUP, "seed": 3})
    for seat in ("ana", "-1", "99999", "²"):
        answer = v3_client.get(f"/api/tables/{table.id}/events?seat={seat}")
        assert answer.status_code == 400 and "seat" in answer.json["message"], seat


def test_a_replaced_link_stops_its_stream_bringing_the_seats_view(v3_client, anas_stream):
    """The relink: "the old link no longer works" for the stream it opened either."""
    client, (table, ana) = v3_client, anas_stream
    assert ana.next_message()["data"]["table"]["viewer"] == 0
    answer = client.post(f"/api/tables/{table.id}/seats/0/link", headers=table.host)
    assert answer.status_code == 200, answer.json
    after = ana.next_message()["data"]["table"]
    assert after["version"] == 1 and after["viewer"] is None
    assert [h["hand"] for h in after["state"]["heroes"]] == [None, None]


@pytest.fixture
def served_v3(tmp_path, shipped_library):
    from hjkit.companion.serve import create_server

    from ..serving import InThread

    app = make_app(tmp_path, shipped_library, GAMES=["heros-journey-v3"])
    server = InThread(*create_server(app, "127.0.0.1", 0, threads=4))
    yield server.port
    server.stop()
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


def test_under_hjkit_serve_each_seats_stream_brings_its_own_view(served_v3):
    """The streams hjkit serve writes from its event loop: Ana's and Ben's each bring their
    own view, a watching phone the watch view, at every update."""
    port = served_v3
    status, created = request(port, "POST", "/api/tables", {"ruleset": "heros-journey-v3",
                                                            "setup": SETUP})
    assert status == 201, created
    tokens = [s["token"] for s in created["seats"]]
    phones = [RawStream(port, created["id"], cookie_line(0, tokens[0]), query="?seat=0"),
              RawStream(port, created["id"], cookie_line(1, tokens[1]), query="?seat=1"),
              RawStream(port, created["id"], cookie_line(0, tokens[1]), query="?seat=0")]
    try:
        assert all(p.status == 200 for p in phones)
        for version in (0, 1):
            seen = [p.next_message()["data"]["table"] for p in phones]
            assert [s["version"] for s in seen] == [version] * 3
            assert [s["viewer"] for s in seen] == [0, 1, None]
            for seat in (0, 1):
                _, own = request(port, "GET", f"/api/tables/{created['id']}", token=tokens[seat])
                assert seen[seat] == own
            if version == 0:
                action = seen[2]["state"]["legal_actions"][0]
                status, _ = request(port, "POST", f"/api/tables/{created['id']}/actions",
                                    {"version": 0, "action": action}, tokens[action["seat"]])
                assert status == 200
    finally:
        for phone in phones:
            phone.close()


def cookie_line(seat: int, token: str) -> str:
    return f"Cookie: hjkit_seat_{seat}={token}\r\n"
