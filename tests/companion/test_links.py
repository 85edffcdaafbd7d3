"""Links and QR codes name the configured or detected address (config PUBLIC_URL, which
hjkit serve sets from its own address), never the Host header a request brings."""

from __future__ import annotations

from hjkit.kit.address import lan_address

from .conftest import INTRO_SETUP, make_app

ELSEWHERE = {"Host": "hjkit.local:9999"}
"""A name the server answers to (a foreign one is refused: test_hosts.py), not its own."""


def test_seat_and_watch_links_ignore_the_host_header(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library, PUBLIC_URL="http://192.168.1.20:8000/")
    client = app.test_client()
    body = client.post("/api/tables", json={"setup": INTRO_SETUP}, headers=ELSEWHERE).json
    links = [body["watch_link"], *(s["link"] for s in body["seats"])]
    assert all(link.startswith("http://192.168.1.20:8000/t/") for link in links), links
    relinked = client.post(f"/api/tables/{body['id']}/seats/0/link", headers={
        **ELSEWHERE, "Authorization": f"Bearer {body['host_token']}"}).json
    assert relinked["link"].startswith("http://192.168.1.20:8000/t/")
    page = client.get(f"/t/{body['id']}", headers=ELSEWHERE).get_data(as_text=True)
    assert "hjkit.local" not in page
    assert f'href="http://192.168.1.20:8000/t/{body["id"]}"' in page
    app.extensions["hjkit.store"].dispose()


def test_without_a_configured_address_links_name_this_machine(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library, PUBLIC_URL=None)
    body = app.test_client().post("/api/tables", json={"setup": INTRO_SETUP},
                                  headers=ELSEWHERE).json
    assert body["watch_link"] == f"http://{lan_address()}:80/t/{body['id']}"
    assert all("hjkit.local" not in s["link"] for s in body["seats"])
    app.extensions["hjkit.store"].dispose()


def test_card_faces_draw_their_qr_codes_for_the_configured_address(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library, PUBLIC_URL="http://club.example:8000")
    client = app.test_client()
    answer = client.get("/cards/mowgli/face.png", headers=ELSEWHERE)
    if answer.status_code == 200:  # the renderer is installed
        assert [key[1] for key in app.extensions["hjkit.faces"]] == ["http://club.example:8000"]
    app.extensions["hjkit.store"].dispose()
