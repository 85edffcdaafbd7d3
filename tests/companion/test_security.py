"""Security headers on every answer, and page data that no name can break out of."""

from __future__ import annotations

import json
import re

from hjkit.companion.security import POLICY

from .conftest import INTRO_SETUP

HOSTILE = "<!--<script></script><b>'&\u2028"


def test_every_page_and_answer_carries_the_security_headers(app):
    client = app.test_client()
    created = client.post("/api/tables", json={"setup": INTRO_SETUP}).json
    for path in ("/", f"/t/{created['id']}", f"/t/{created['id']}/seat/0", "/rules",
                 "/cards/baloo", f"/api/tables/{created['id']}", "/api/openapi.json",
                 "/static/style.css", "/cards/no-such-card", "/api/tables/nosuch"):
        answer = client.get(path)
        assert answer.headers["Content-Security-Policy"] == POLICY, path
        assert "frame-ancestors 'none'" in POLICY and "'unsafe-inline'" not in POLICY
        assert answer.headers["X-Content-Type-Options"] == "nosniff", path
        assert answer.headers["Referrer-Policy"] == "no-referrer", path


def test_a_hostile_name_stays_inside_the_pages_data_block(app):
    """'<!--<script' in a name once left every page of the table on "Loading"."""
    client = app.test_client()
    setup = {**INTRO_SETUP, "seats": [{"name": HOSTILE, "deck": "intro"},
                                      {"name": "Ben", "deck": "intro"}]}
    answer = client.post("/api/tables", json={"setup": setup})
    assert answer.status_code == 201, answer.json
    created = answer.json
    for path in (f"/t/{created['id']}", f"/t/{created['id']}/seat/0"):
        html = client.get(path).get_data(as_text=True)
        block = re.search(r'<script type="application/json" id="config">(.*?)</script>', html,
                          re.S).group(1)
        assert "<" not in block and "&" not in block and "\u2028" not in block
        assert json.loads(block)["snapshot"]["seats"][0]["name"] == HOSTILE.strip()


def _own_deck_setup(app, client, setup, deck_id, change):
    created = client.post("/api/tables", json={"setup": setup}).json
    stored = dict(app.extensions["hjkit.tables"].store.record(created["id"]).setup)
    deck = json.loads(json.dumps(stored["decks"][deck_id]))
    change(deck)
    stored["decks"] = {deck_id: deck}
    return stored


def test_a_setup_with_its_own_decks_gets_the_deck_checks(app):
    """An unbalanced book, a companion in the atlas or an empty intro starting party were
    once accepted; they are refused as `hjkit check` refuses them ("Your book must consists
    of an equal number of campaign and adversary cards.")."""
    client = app.test_client()
    standard = {"variant": "standard", "seed": 1, "seats": [{"name": "Ana", "deck": "oz"},
                                                            {"name": "Ben", "deck": "oz"}]}
    cases = [(standard, "oz", lambda d: d["book"].update({"toto": 60})),
             (INTRO_SETUP, "intro", lambda d: d["atlas"].append("bagheera")),
             (INTRO_SETUP, "intro", lambda d: d.update(starting_party=[]))]
    for setup, deck_id, change in cases:
        answer = client.post("/api/tables", json={
            "setup": _own_deck_setup(app, client, setup, deck_id, change)})
        assert answer.status_code == 422 and answer.json["code"] == "illegal-deck", answer.json


def test_the_card_face_cache_holds_one_face_per_card_whatever_the_host(app):
    """The face's QR code names the configured address, not the Host header, so Host
    headers cannot grow the cache (it is bounded by FACE_CACHE besides)."""
    from hjkit.games.heroes_journey.web.rulings import FACE_CACHE

    client = app.test_client()
    for n in range(FACE_CACHE + 5):
        client.get("/cards/mowgli/face.png", headers={"Host": f"10.0.{n // 250}.{n % 250}"})
    assert len(app.extensions["hjkit.faces"]) == 1


def test_malformed_bodies_are_json_errors_not_500s(app):
    client = app.test_client()
    deep = "[" * 5000 + "]" * 5000
    answer = client.post("/api/tables", data=deep, content_type="application/json")
    assert answer.status_code == 400 and answer.json["field"] == "body"
    surrogate = ('{"setup": {"variant": "intro", "seats": [{"name": "A\\ud800", '
                 '"deck": "intro"}, {"name": "B", "deck": "intro"}]}}')
    answer = client.post("/api/tables", data=surrogate, content_type="application/json")
    assert answer.status_code == 400 and answer.json["field"] == "body.setup.seats[0].name"
    nul = json.dumps({"setup": {**INTRO_SETUP, "seats": [{"name": "A\x00", "deck": "intro"}]}})
    answer = client.post("/api/tables", data=nul, content_type="application/json")
    assert answer.status_code == 400
    # a surrogate written as UTF-8 bytes, no escape: json.loads decodes it all the same
    raw = surrogate.replace("\\ud800", "").encode().replace(b'"A"', b'"A\xed\xa0\x80"')
    answer = client.post("/api/tables", data=raw, content_type="application/json")
    assert answer.status_code == 400 and answer.json["field"] == "body.setup.seats[0].name"
    nested = "[" * 100 + "]" * 100  # deep, but within what the parser reads
    answer = client.post("/api/tables", data=nested, content_type="application/json")
    assert answer.status_code == 400 and answer.json["field"] == "body" + "[0]" * 65
    assert "nested too deeply" in answer.json["message"]


def test_a_setup_naming_cards_it_does_not_bring_is_a_400(app):
    client = app.test_client()
    stored = _own_deck_setup(app, client, INTRO_SETUP, "intro",
                             lambda d: d["atlas"].append("no-such-card"))
    answer = client.post("/api/tables", json={"setup": stored})
    assert answer.status_code == 400 and answer.json["field"] == "decks.intro.atlas"
    del stored["cards"]["baloo"]
    stored["decks"]["intro"]["atlas"].remove("no-such-card")
    answer = client.post("/api/tables", json={"setup": stored})
    assert answer.status_code == 400 and "'baloo'" in answer.json["message"]


def test_unknown_api_addresses_answer_json(app):
    client = app.test_client()
    for method, path in (("get", "/api/tables/x/seats/null,null/link"),
                         ("post", "/api/tables/x/seats/null,null/link"),
                         ("get", "/api/nowhere"), ("get", "/api/tables/%00/log")):
        answer = getattr(client, method)(path)
        assert answer.status_code in (404, 405) and answer.is_json, path


def test_a_setup_field_of_the_wrong_shape_is_a_400_in_every_game(tmp_path, shipped_library):
    from hjkit.kit.registry import games

    from .conftest import make_app

    app = make_app(tmp_path, shipped_library, GAMES=list(games()))
    client = app.test_client()
    for game in games():
        answer = client.post("/api/tables", json={"ruleset": game, "setup": {
            "variant": {}, "seats": [{"name": "A"}, {"name": "B"}]}})
        assert answer.status_code == 400 and answer.json["field"] == "variant", answer.json
    app.extensions["hjkit.store"].dispose()


def test_a_whole_number_written_as_a_float_is_that_integer(client):
    """JSON has one number type; JSON Schema (and so the OpenAPI document) reads 0.0 as
    the integer 0."""
    answer = client.post("/api/tables", json={"setup": {
        "variant": "intro", "seed": 7.0, "seats": [{"name": "Ana", "deck": "intro"},
                                                   {"name": "Ben", "deck": "intro"}]}})
    assert answer.status_code == 201 and answer.json["version"] == 0


def test_an_unknown_field_beside_ruleset_and_setup_is_a_400(client):
    """Found by schemathesis: the document allows ruleset and setup only."""
    answer = client.post("/api/tables", json={"setup": INTRO_SETUP, "x-extra": 42})
    assert answer.status_code == 400 and answer.json["field"] == "x-extra"


def test_a_redirect_never_names_the_host_header(app):
    """Issue 29, point 9: Werkzeug's slash-merging redirect built its Location from the Host
    header, so a forged Host sent a phone elsewhere. Redirects are relative."""
    client = app.test_client()
    for path in ("//t//x", "/cards//mowgli", "//"):
        answer = client.get(path, headers={"Host": "hjkit.local"})  # one it answers to
        if answer.status_code in (301, 302, 307, 308):
            location = answer.headers["Location"]
            assert "hjkit.local" not in location and location.startswith("/"), location


def test_a_number_too_long_to_read_is_named_as_such(client):
    """Issue 29, point 8: a `version` of 5,000 digits was "body: must be a JSON object"."""
    body = '{"ruleset": "heroes-journey", "setup": {"seed": ' + "9" * 5000 + "}}"
    answer = client.post("/api/tables", data=body, content_type="application/json")
    assert answer.status_code == 400 and answer.json["field"] == "body"
    assert "digits" in answer.json["message"], answer.json["message"]
    answer = client.post("/api/tables", data="{not json", content_type="application/json")
    assert answer.status_code == 400 and "not JSON" in answer.json["message"]
    assert "line 1 column 2" in answer.json["message"]


def test_a_custom_card_that_does_not_read_is_named_with_its_field(app):
    """Issue 29, point 8: a custom card in a setup whose title was too long was reported as
    "cards: stored card data does not read: String should have at most 60 characters", with
    no card or field named."""
    client = app.test_client()
    stored = _own_deck_setup(app, client, INTRO_SETUP, "intro", lambda d: None)
    stored["cards"]["baloo"] = {**stored["cards"]["baloo"], "title": "B" * 200}
    answer = client.post("/api/tables", json={"setup": stored})
    assert answer.status_code == 400 and answer.json["field"] == "cards.baloo.title"
    assert "60 characters" in answer.json["message"]
