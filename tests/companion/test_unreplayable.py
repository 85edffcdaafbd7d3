"""A stored table whose cards changed under it answers a clear 500, not a traceback."""

from __future__ import annotations

from dataclasses import replace

from .conftest import create_table


def change_the_cards_under(app, client):
    """Create a table, place site 1, then change that site's number in the app's cards and
    forget the cached table, as a restart after editing cards/ would."""
    table = create_table(client)
    first = table.state()["state"]["legal_actions"][0]
    assert table.act(first, 0, seat=first["seat"]).status_code == 200
    library = app.extensions["hjkit.cards"]
    site = library.cards[first["card_id"]]
    moved = site.model_copy(update={"site_number": 2})
    app.extensions["hjkit.cards"] = replace(library, cards={**library.cards, site.id: moved})
    app.extensions["hjkit.tables"]._cache.clear()
    return table


def test_a_table_that_no_longer_replays_says_why(app, client):
    table = change_the_cards_under(app, client)
    path = f"/api/tables/{table.id}"
    for answer in (client.get(path),
                   client.post(f"{path}/actions", headers=table.auth(0),
                               json={"version": 1, "action": {"type": "pass", "seat": 0}}),
                   client.post(f"{path}/undo", headers=table.auth(0), json={"version": 1})):
        assert answer.status_code == 500
        assert answer.json["error"] == "unreplayable"
        assert "no longer replays at version 1" in answer.json["message"]
        assert "card data or the rules changed" in answer.json["message"]
