"""Stored tables replay the game they were created with: card edits don't change them, and a
table the rules no longer replay answers a clear 500, not a traceback."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Refusal

from .conftest import create_table


def place_site_one(client):
    table = create_table(client)
    first = table.state()["state"]["legal_actions"][0]
    assert table.act(first, 0, seat=first["seat"]).status_code == 200
    return table, first


def forget_cached_tables(app):
    """As a restart does: the next read replays the stored log."""
    app.extensions["hjkit.tables"]._cache.clear()


def test_a_table_keeps_its_cards_when_the_card_files_change(app, client):
    table, first = place_site_one(client)
    before = table.state()
    libraries = app.extensions["hjkit.cards"]
    library = libraries["heroes-journey"]
    site = library.cards[first["card_id"]]
    edited = site.model_copy(update={"site_number": 2, "risk": 9})
    libraries["heroes-journey"] = replace(library, cards={**library.cards, site.id: edited})
    forget_cached_tables(app)
    after = table.state()
    assert after["version"] == before["version"] == 1
    assert after["state"] == before["state"]


def rules_changed_under(app, client, monkeypatch):
    """Create a table, place site 1, then make the rules refuse that action on replay."""
    table, _ = place_site_one(client)
    ruleset = app.extensions["hjkit.tables"].rulesets["heroes-journey"]
    monkeypatch.setattr(ruleset, "apply",
                        lambda state, action: Refusal("changed", "the rules changed"))
    forget_cached_tables(app)
    return table


def test_a_table_that_no_longer_replays_says_why(app, client, monkeypatch):
    table = rules_changed_under(app, client, monkeypatch)
    path = f"/api/tables/{table.id}"
    for answer in (client.get(path),
                   client.post(f"{path}/actions", headers=table.auth(0),
                               json={"version": 1, "action": {"type": "pass", "seat": 0}}),
                   client.post(f"{path}/undo", headers=table.auth(0), json={"version": 1})):
        assert answer.status_code == 500
        assert answer.json["error"] == "unreplayable"
        assert "no longer replays at version 1" in answer.json["message"]


def test_a_table_can_bring_its_own_cards(app, client):
    """The stored form of a setup is also a way in: decks and cards that the server's
    card folders don't hold."""
    table, _ = place_site_one(client)
    record = app.extensions["hjkit.tables"].store.record(table.id)
    setup = dict(record.setup)
    setup["decks"] = {"mine": {**setup["decks"]["intro"],
                               "deck": {**setup["decks"]["intro"]["deck"], "id": "mine"}}}
    setup["seats"] = [{"name": "Cy", "deck": "mine"}, {"name": "Di", "deck": "mine"}]
    created = client.post("/api/tables", json={"setup": setup})
    assert created.status_code == 201, created.json
    assert created.json["state"]["seats"][0]["deck_id"] == "mine"
    broken = {**setup, "cards": {**setup["cards"], "baloo": {"id": "baloo"}}}
    refused = client.post("/api/tables", json={"setup": broken})
    assert refused.status_code == 400 and refused.json["field"] == "cards.baloo.title"


def test_an_oversized_request_is_refused_unread(client):
    """Issue 29, point 11: a 1.93 MB setup of custom cards cost about 0.6 s of CPU to check,
    unauthenticated; a few at once saturated a laptop. The bound is named in the error."""
    answer = client.post("/api/tables", data=b"{" + b" " * 256_001 + b"}",
                         content_type="application/json")
    assert answer.status_code == 413  # Content Too Large (issue 42: was a 400)
    assert "a request may bring at most 256,000 bytes" in answer.json["message"]


def test_a_setup_with_two_decks_of_its_own_cards_fits_the_bound(app, client):
    """The bound leaves room for what a player brings: a standard game whose two seats play
    the first wave's decks as cards of the setup's own."""
    standard = {"variant": "standard", "seed": 1, "seats": [{"name": "Ana", "deck": "oz"},
                                                            {"name": "Ben", "deck": "achaian"}]}
    made = client.post("/api/tables", json={"setup": standard}).json
    stored = app.extensions["hjkit.tables"].store.record(made["id"]).setup
    assert len(stored["cards"]) > 90 and stored["decks"].keys() == {"oz", "achaian"}
    assert client.post("/api/tables", json={"setup": stored}).status_code == 201
