"""/api/openapi.json against the server: every answer a test client saw was checked against
it (CheckedClient); here every documented answer is also produced, so the document lists
no answer the server cannot give."""

from __future__ import annotations

import yaml

from hjkit.games.heroes_journey.game import HeroesJourney

from . import openapi_check
from .conftest import INTRO_SETUP, create_table
from .openapi_check import document
from .test_decks import BASE, LEGAL
from .test_unreplayable import rules_changed_under


def produce_every_answer(app, client, monkeypatch):
    table = create_table(client)
    path = f"/api/tables/{table.id}"
    client.get("/healthz")
    client.get("/api/rulesets")
    client.get("/api/openapi.json")
    client.post("/api/tables", json={"setup": {"variant": "x"}})  # 400
    client.post("/api/tables", json={"setup": {**INTRO_SETUP,
                                               "seats": INTRO_SETUP["seats"][:1]}})  # 422
    monkeypatch.setitem(app.config, "TABLES_LIMIT", "1 per minute")
    for _ in range(2):  # 201, then 429: a phone on the network over its limit
        client.post("/api/tables", json={"setup": INTRO_SETUP},
                    environ_overrides={"REMOTE_ADDR": "192.0.2.7"})
    client.get(path)
    client.get("/api/tables/nosuch")
    client.get(f"{path}/log")
    client.get(f"{path}/log?format=null")  # 400
    client.get("/api/tables/nosuch/log")
    first = table.state()["state"]["legal_actions"][0]
    for kind in ("actions", "undo", "rematch"):
        client.post(f"/api/tables/nosuch/{kind}", json={"version": 0})  # 404
        client.post(f"{path}/{kind}", json={"version": 0})  # 401
        client.post(f"{path}/{kind}", headers={"Authorization": "Bearer x"},
                    json={"version": 0})  # 403
        client.post(f"{path}/{kind}", headers=table.auth(0), json={"version": "x"})  # 400
        client.post(f"{path}/{kind}", headers=table.auth(first["seat"]),
                    json={"version": 9, "action": first})  # 409
    too_long = b" " * (app.config["MAX_CONTENT_LENGTH"] + 1)
    for posted in ("/api/tables", f"{path}/actions", f"{path}/undo", f"{path}/rematch"):
        client.post(posted, data=too_long, content_type="application/json")  # 413
    client.post(f"{path}/undo", headers=table.auth(0), json={"version": 0})  # 422
    client.post(f"{path}/rematch", headers=table.auth(0), json={"version": 0})  # 422
    ended = create_table(client)
    with monkeypatch.context() as patch:  # a game that has ended, whichever way
        patch.setattr(HeroesJourney, "is_over", lambda self, state: True)
        for seat in (0, 1):  # 201, then 200: the rematch the first seat started
            client.post(f"/api/tables/{ended.id}/rematch", headers=ended.auth(seat),
                        json={"version": 0})
    client.post(f"{path}/seats/9/link", headers=table.auth(0))  # 404
    client.post(f"{path}/seats/0/link")  # 401
    client.post(f"{path}/seats/0/link", headers={"Authorization": "Bearer x"})  # 403
    table.act({"type": "pass", "seat": 1 - first["seat"]}, 0)  # 422
    table.act(first, 0, seat=first["seat"])  # 200
    client.post(f"{path}/undo", headers=table.auth(0), json={"version": 1})  # 200
    client.get(path, headers={"Authorization": "Bearer wrong"})  # 403
    relinked = client.post(f"{path}/seats/1/link", headers=table.host).json  # 200
    table.tokens[1] = relinked["token"]
    client.get(f"{path}/events", headers={"Last-Event-ID": "x"})  # 400
    client.get("/api/tables/nosuch/events")  # 404
    client.get(f"{path}/events").close()  # 200
    app.extensions["hjkit.streams"].limit = 0
    client.get(f"{path}/events")  # 503
    changed = rules_changed_under(app, client, monkeypatch)  # 500 from here on
    changed_path = f"/api/tables/{changed.id}"
    client.get(changed_path)
    for kind in ("actions", "undo"):
        client.post(f"{changed_path}/{kind}", headers=changed.auth(0),
                    json={"version": 1, "action": {"type": "pass", "seat": 0}})


def produce_every_deck_builder_answer(app, client, monkeypatch, folder):
    """The deck builder's and the page QR code's answers (openapi_decks.py)."""
    from hjkit.companion import decks

    folder.mkdir()
    monkeypatch.setitem(app.config, "CARD_PATHS", [str(folder)])
    app.extensions["hjkit.cards"].clear()  # the folder's cards are read with the shipped
    too_long = b" " * (app.config["MAX_CONTENT_LENGTH"] + 1)
    deck = {**LEGAL, "deck": {**LEGAL["deck"], "id": "openapi-deck"}}
    for route in ("check", "file", "save", "open", "print", "play", "try", "qr.svg"):
        client.post(f"{BASE}/{route}", json=[1])  # 400
        client.post(f"{BASE}/{route}", data=too_long, content_type="application/json")  # 413
        client.post(f"/decks/no-such-game/{route}", json={"deck": deck})  # 404
    client.post("/qr.svg", json={"text": "http://localhost/t/x"})  # 200
    client.post("/qr.svg", json={"text": ""})  # 400
    client.post("/qr.svg", data=too_long, content_type="application/json")  # 413
    client.get(f"{BASE}/catalogue.json")
    client.get("/decks/no-such-game/catalogue.json")
    client.post(f"{BASE}/check", json={"deck": deck})
    client.post(f"{BASE}/file", json={"deck": deck})
    version = client.post(f"{BASE}/save", json={"deck": deck}).json["version"]  # 201
    client.post(f"{BASE}/save", json={"deck": {**deck, "book": {"toto": 1}},  # 201: the first
                                      "version": version})  # is kept as a version
    client.post(f"{BASE}/save", json={"deck": deck})  # 409: a file the page never read
    monkeypatch.setitem(app.config, "DECK_SAVES_LIMIT", "1 per hour")
    for _ in range(2):  # a phone on the network over its limit: 429
        client.post(f"{BASE}/save", json={"deck": deck, "replace": True},
                    environ_overrides={"REMOTE_ADDR": "192.0.2.8"})
    opened = f"{BASE}/decks/openapi-deck"
    client.get(opened)
    client.get(f"{BASE}/decks/no-such-deck")  # 404
    client.get(f"{BASE}/decks/no-such-deck/versions")  # 404
    versions = client.get(f"{opened}/versions").json["versions"]
    client.get(f"{opened}/versions/{versions[0]['id']}")
    client.get(f"{opened}/versions/no-such-version")  # 404
    (folder / "decks" / "broken.yaml").write_text("deck: [", "utf-8")
    client.get(f"{BASE}/decks/broken")  # 400: the file, line and field
    kept = folder / "decks" / ".history" / "openapi-deck"
    (kept / f"{versions[0]['id']}.yaml").write_text("deck: [", "utf-8")
    client.get(f"{opened}/versions/{versions[0]['id']}")  # 400
    client.get(f"{opened}/versions")
    client.post(f"{BASE}/open", json={"name": "a.yaml", "text": yaml.safe_dump(deck)})
    client.post(f"{BASE}/play", json={"deck": deck, "seats": [{"name": "Ana"},
                                                              {"name": "Ben"}]})
    client.post(f"{BASE}/play", json={"deck": {**deck, "atlas": ["no-such-card"]},
                                      "seats": [{"name": "Ana"}]})  # 422
    client.post(f"{BASE}/qr.svg", json={"text": "http://localhost/decks/x"})
    client.post(f"{BASE}/print", json={"deck": deck, "options": {"part": "atlas"}})  # 200
    with monkeypatch.context() as patch:
        patch.setattr("hjkit.generator.build.build_paths", _unprintable)
        client.post(f"{BASE}/print", json={"deck": deck})  # 422
    intro = client.get(f"{BASE}/decks/intro").json["deck"]
    client.post(f"{BASE}/try", json={"deck": intro, "games": 1})  # 200
    client.post(f"{BASE}/try", json={"deck": intro, "against": "oz", "games": 1})  # 409
    for lock, route in ((decks.PRINTING, "print"), (decks.SIMULATING, "try")):
        with lock:  # another print or simulation runs: 503
            client.post(f"{BASE}/{route}", json={"deck": deck, "games": 1})


def _unprintable(*args, **kwargs):
    from hjkit.generator.build import BuildError

    raise BuildError("a picture cannot be drawn")


def test_every_documented_answer_happens(app, client, monkeypatch, tmp_path):
    openapi_check.SEEN.clear()
    produce_every_deck_builder_answer(app, client, monkeypatch, tmp_path / "my-cards")
    produce_every_answer(app, client, monkeypatch)  # changes the rules under a table last
    documented = {(method, template, int(status))
                  for template, item in document()["paths"].items()
                  for method, operation in item.items()
                  for status in operation["responses"]}
    assert documented - openapi_check.SEEN == set()


def test_the_document_resolves_every_reference():
    import json

    text = json.dumps(document())
    for ref in {part.split('"')[0] for part in text.split('"$ref": "')[1:]}:
        assert ref.removeprefix("#/components/schemas/") in document()["components"]["schemas"]


def _free_strings(node, where=""):
    """Every string a request may send that is not one of a listed set of values."""
    if isinstance(node, dict):
        kind = node.get("type")
        if (kind == "string" or isinstance(kind, list) and "string" in kind) \
                and "enum" not in node and "const" not in node:
            yield where, node
        for key, value in node.items():
            yield from _free_strings(value, f"{where}/{key}")
    elif isinstance(node, list):
        for n, value in enumerate(node):
            yield from _free_strings(value, f"{where}[{n}]")


def test_the_document_refuses_the_text_the_server_refuses():
    """Issue 29, point 10: the server answers 400 to a NUL or a lone surrogate in any
    string of a request (api._check_text); the document said any string would do."""
    import jsonschema

    schemas = document()["components"]["schemas"]
    requests = [name for name in schemas if name.endswith(("Setup", "Action"))
                and name != "TableAfterAction"] + ["CreateTable"]
    checked = 0
    for name in requests:
        for where, string in _free_strings(schemas[name], name):
            if "pattern" in string:  # a name: said in words (kit/game.py setup_schema)
                assert "no NUL and no lone surrogate" in string["description"], where
                continue
            schema = {k: v for k, v in string.items() if k != "maxLength"}
            for refused in ("A\x00", "A\ud800b", "\udfff"):
                assert not jsonschema.Draft202012Validator(schema).is_valid(refused), where
            assert jsonschema.Draft202012Validator(schema).is_valid("Ana"), where
            checked += 1
    assert checked > 20
