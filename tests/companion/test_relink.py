"""A seat whose link was lost gets a new one: asked by the table's host (the phone that
created it) or by the seat itself; never by another seat. The old link stops working in
every server process at once, and the old holder's phone is told through the log."""

from __future__ import annotations

from .conftest import create_table, make_app


def relink(client, table, seat, headers):
    return client.post(f"/api/tables/{table.id}/seats/{seat}/link", headers=headers)


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def test_the_host_gives_a_seat_a_new_link_and_the_old_one_stops(client, table):
    first = table.state()["state"]["legal_actions"][0]
    mover = first["seat"]
    answer = relink(client, table, mover, table.host)
    assert answer.status_code == 200
    body = answer.json
    assert body["seat"] == mover and body["name"] == ("Ana", "Ben")[mover]
    assert body["link"].endswith(f"/t/{table.id}/seat/{mover}#{body['token']}")
    old = table.tokens[mover]
    stale = table.act(first, body["version"], seat=mover)
    assert stale.status_code == 403 and "replaced" in stale.json["message"]
    table.tokens[mover] = body["token"]
    assert table.act(first, body["version"], seat=mover).status_code == 200
    assert client.get(f"/api/tables/{table.id}", headers=bearer(old)).status_code == 403


def test_a_seat_renews_its_own_link(client, table):
    body = relink(client, table, 1, table.auth(1)).json
    assert client.get(f"/api/tables/{table.id}", headers=table.auth(1)).status_code == 403
    table.tokens[1] = body["token"]
    assert client.get(f"/api/tables/{table.id}", headers=table.auth(1)).json["viewer"] == 1


def test_another_seat_cannot_take_a_seats_link(client, table):
    answer = relink(client, table, 1, table.auth(0))
    assert answer.status_code == 403
    assert "needs Ben's own link or the table's host" in answer.json["message"]
    assert client.get(f"/api/tables/{table.id}", headers=table.auth(1)).json["viewer"] == 1
    assert [e["kind"] for e in client.get(f"/api/tables/{table.id}/log").json["entries"]] == []


def test_a_new_link_needs_a_token_of_this_table(client, table):
    other = create_table(client)
    assert relink(client, table, 0, {}).status_code == 401
    assert relink(client, table, 0, other.auth(0)).status_code == 403
    assert relink(client, table, 0, other.host).status_code == 403
    assert relink(client, table, 5, table.host).status_code == 404
    assert relink(client, type(table)(client, "nosuch", [], {}), 0, bearer("x")).status_code \
        == 404


def test_the_old_holder_is_told_through_the_log(client, table):
    body = relink(client, table, 1, table.host).json
    entry = client.get(f"/api/tables/{table.id}/log").json["entries"][-1]
    assert entry["version"] == body["version"] == 1
    assert entry["kind"] == "relink" and entry["relinked_seat"] == 1
    assert entry["relinked_player"] == "Ben" and entry["by"] == "host" and entry["seat"] is None
    assert entry["events"] == ["Ben's seat has a new link, asked by the table's host; the old "
                               "link no longer works."]
    own = relink(client, table, 0, table.auth(0)).json
    entry = client.get(f"/api/tables/{table.id}/log").json["entries"][-1]
    assert (entry["version"], entry["by"], entry["seat"]) == (own["version"], "seat", 0)


def test_a_relink_is_not_an_action_to_undo(client, table):
    first = table.state()["state"]["legal_actions"][0]
    assert table.act(first, 0, seat=first["seat"]).status_code == 200
    version = relink(client, table, 0, table.host).json["version"]
    undone = client.post(f"/api/tables/{table.id}/undo", headers=table.auth(1),
                         json={"version": version, "undoes": 1})
    assert undone.status_code == 200, undone.json
    assert undone.json["version"] == 3 and undone.json["undo"] is None


def test_a_replaced_link_stops_on_every_worker_at_once(client, table, tmp_path,
                                                       shipped_library):
    """Two processes on one database: the table is cached on the second, the first replaces
    a link, and the second refuses the old token and takes the new one straight away."""
    second = make_app(tmp_path, shipped_library)
    try:
        other = second.test_client()
        first = table.state()["state"]["legal_actions"][0]
        mover = first["seat"]
        assert other.get(f"/api/tables/{table.id}", headers=table.auth(mover)).json[
            "viewer"] == mover  # cached there, old token known
        body = relink(client, table, mover, table.host).json
        for headers in (table.auth(mover), bearer(body["token"])):
            answer = other.post(f"/api/tables/{table.id}/actions", headers=headers,
                                json={"version": body["version"], "action": first})
            assert answer.status_code == (403 if headers == table.auth(mover) else 200), \
                answer.json
    finally:
        second.extensions["hjkit.tables"].notifier.stop()
        second.extensions["hjkit.store"].dispose()


def test_a_rematch_keeps_the_host(client, table, monkeypatch):
    from hjkit.games.heroes_journey.game import HeroesJourney

    monkeypatch.setattr(HeroesJourney, "is_over", lambda self, state: True)
    new = client.post(f"/api/tables/{table.id}/rematch", headers=table.auth(0),
                      json={"version": 0}).json["id"]
    answer = client.post(f"/api/tables/{new}/seats/1/link", headers=table.host)
    assert answer.status_code == 200


def test_a_replaced_link_gets_nothing_but_403_from_a_worker_that_cached_it(
        client, table, tmp_path, shipped_library):
    """The second worker finds a seat among its cached token hashes without asking the
    store; the append checks the hash in its transaction, and any other answer (stale,
    refused, malformed, an undo) asks the store first: the old link learns nothing of the
    table, not even through a 409 or a 422."""
    second = make_app(tmp_path, shipped_library)
    try:
        other = second.test_client()
        legal = table.state()["state"]["legal_actions"][0]
        mover = legal["seat"]
        assert other.get(f"/api/tables/{table.id}", headers=table.auth(mover)).status_code \
            == 200  # the table and the old token are cached on the second worker
        body = relink(client, table, mover, table.host).json
        path = f"/api/tables/{table.id}"
        for url, sent in ((f"{path}/actions", {"version": body["version"], "action": legal}),
                          (f"{path}/actions", {"version": 0, "action": legal}),
                          (f"{path}/actions", {"version": body["version"],
                                               "action": {**legal, "type": "no-such"}}),
                          (f"{path}/undo", {"version": body["version"]})):
            answer = other.post(url, headers=table.auth(mover), json=sent)
            assert answer.status_code == 403, (sent, answer.json)
            assert "current" not in answer.json
        log = client.get(f"{path}/log").json["entries"]
        assert [e["kind"] for e in log] == ["relink"]  # the old token appended nothing
    finally:
        second.extensions["hjkit.tables"].notifier.stop()
        second.extensions["hjkit.store"].dispose()


def test_a_link_replaced_on_a_table_is_replaced_on_the_tables_that_follow_it(
        client, table, monkeypatch):
    """Issue 29, point 4: after a rematch, replacing a seat's link on the old table left the
    old token working on the new table, and the real player locked out of it."""
    from hjkit.games.heroes_journey.game import HeroesJourney

    monkeypatch.setattr(HeroesJourney, "is_over", lambda self, state: True)
    second = client.post(f"/api/tables/{table.id}/rematch", headers=table.auth(0),
                         json={"version": 0}).json["id"]
    third = client.post(f"/api/tables/{second}/rematch", headers=table.auth(1),
                        json={"version": 0}).json["id"]
    old = table.tokens[1]
    body = relink(client, table, 1, table.host).json
    for following in (second, third):
        assert client.get(f"/api/tables/{following}", headers=bearer(old)).status_code == 403
        seen = client.get(f"/api/tables/{following}", headers=bearer(body["token"]))
        assert seen.status_code == 200 and seen.json["viewer"] == 1
        kinds = [e["kind"] for e in client.get(f"/api/tables/{following}/log").json["entries"]]
        assert kinds[-1] == "relink"
    # the other seat's link is untouched everywhere
    assert client.get(f"/api/tables/{third}", headers=table.auth(0)).json["viewer"] == 0


def test_a_seat_given_its_own_link_on_a_later_table_keeps_it_there(client, table, monkeypatch):
    """A seat that already has a new link on the rematch keeps it when its old table's link
    is replaced later: only the tables still on the replaced token follow."""
    from hjkit.games.heroes_journey.game import HeroesJourney

    monkeypatch.setattr(HeroesJourney, "is_over", lambda self, state: True)
    second = client.post(f"/api/tables/{table.id}/rematch", headers=table.auth(0),
                         json={"version": 0}).json["id"]
    own = client.post(f"/api/tables/{second}/seats/1/link", headers=table.auth(1)).json["token"]
    relink(client, table, 1, table.host)
    assert client.get(f"/api/tables/{second}", headers=bearer(own)).json["viewer"] == 1
