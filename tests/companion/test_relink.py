"""A seat whose link was lost gets a new one, asked for by any seat at the table."""

from __future__ import annotations

from .conftest import create_table, make_app


def relink(client, table, seat, token):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return client.post(f"/api/tables/{table.id}/seats/{seat}/link", headers=headers)


def test_any_seat_gives_another_seat_a_new_link(client, table):
    first = table.state()["state"]["legal_actions"][0]
    mover, helper = first["seat"], 1 - first["seat"]
    answer = relink(client, table, mover, table.tokens[helper])
    assert answer.status_code == 200
    body = answer.json
    assert body["seat"] == mover and body["name"] == ("Ana", "Ben")[mover]
    assert body["link"].endswith(f"/t/{table.id}/seat/{mover}#{body['token']}")
    assert table.act(first, 0, seat=mover).status_code == 403  # the old link stops working
    table.tokens[mover] = body["token"]
    assert table.act(first, 0, seat=mover).status_code == 200


def test_a_new_link_needs_a_seat_token_of_this_table(client, table):
    other = create_table(client)
    assert relink(client, table, 0, None).status_code == 403
    assert relink(client, table, 0, other.tokens[0]).status_code == 403
    assert relink(client, table, 5, table.tokens[0]).status_code == 404
    assert relink(client, type(table)(client, "nosuch", [], {}), 0, "x").status_code == 404


def test_another_worker_sees_the_new_link(app, client, table, tmp_path, shipped_library):
    second = make_app(tmp_path, shipped_library)
    try:
        other = second.test_client()
        first = table.state()["state"]["legal_actions"][0]
        assert other.get(f"/api/tables/{table.id}").status_code == 200  # cached there
        body = relink(client, table, first["seat"], table.tokens[1 - first["seat"]]).json
        answer = other.post(f"/api/tables/{table.id}/actions",
                            headers={"Authorization": f"Bearer {body['token']}"},
                            json={"version": 0, "action": first})
        assert answer.status_code == 200, answer.json
    finally:
        second.extensions["hjkit.tables"].notifier.stop()
        second.extensions["hjkit.store"].dispose()
