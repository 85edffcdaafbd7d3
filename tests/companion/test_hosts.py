"""Issue 42, weak list: `POST /decks/heroes-journey/save` with `Host: evil.example` answered
201, so a page whose name was pointed at the laptop (DNS rebinding) could save deck files
or create tables. A request naming a host the server does not answer to is a 400."""

from __future__ import annotations

from .conftest import INTRO_SETUP, make_app

FOREIGN = ["evil.example", "evil.example:8000", "localhost.evil.example", "hjkit.local.evil",
           "127.0.0.1.nip.io", "x:notaport", "", "[::1"]
ANSWERED = ["localhost", "localhost:8000", "127.0.0.1:5000", "[::1]:8000", "192.168.1.20",
            "10.1.2.3:8000", "HJKIT.LOCAL:8000", "hjkit.local.", "club.example:8000",
            "phone.localhost", "laptop.lan"]


def test_a_request_naming_a_foreign_host_is_refused(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library, PUBLIC_URL="http://club.example:8000",
                   ALLOWED_HOSTS=["laptop.lan"])
    client = app.test_client()
    created = client.post("/api/tables", json={"setup": INTRO_SETUP}).json
    store = app.extensions["hjkit.tables"].store
    for host in FOREIGN:
        for method, path, body in (("post", "/api/tables", {"setup": INTRO_SETUP}),
                                   ("post", "/decks/heroes-journey/save", {"deck": {}}),
                                   ("get", f"/api/tables/{created['id']}", None),
                                   ("get", "/", None), ("post", "/qr.svg", {"text": "x"})):
            answer = getattr(client, method)(path, json=body, headers={"Host": host})
            assert answer.status_code == 400, (host, path, answer.status_code)
            assert "does not answer to the name" in answer.json["message"]
    assert store.version(created["id"]) == 0
    for host in ANSWERED:
        answer = client.get(f"/api/tables/{created['id']}", headers={"Host": host})
        assert answer.status_code == 200, (host, answer.status_code)
    assert client.get("/healthz", headers={"Host": "evil.example"}).status_code == 200
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()
