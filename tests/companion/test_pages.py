"""Phone pages: home, table and seat pages, join codes, manifest and service worker."""

from __future__ import annotations

import json
import re

import pytest

from .conftest import create_table


@pytest.fixture
def web(app):
    return app.test_client()


def page_config(html: str) -> dict:
    found = re.search(r'<script type="application/json" id="config">(.*?)</script>', html, re.S)
    return json.loads(found.group(1))


def test_home_offers_variants_and_decks(web):
    html = web.get("/").get_data(as_text=True)
    assert 'id="new-table"' in html and 'value="heroes-journey:intro"' in html
    assert 'value="heroes-journey:standard"' in html
    catalog = json.loads(re.search(r'id="catalog">(.*?)</script>', html, re.S).group(1))
    decks = {d["id"] for g in catalog["games"] for v in g["variants"] for d in v["decks"]}
    assert {"intro", "oz", "achaian"} <= decks


def test_seat_link_from_the_api_opens_the_seat_page(web):
    table = create_table(web)
    link = table.created["seats"][1]["link"]
    path, token = link.split("localhost", 1)[1].split("#")
    assert token == table.tokens[1]
    html = web.get(path).get_data(as_text=True)
    config = page_config(html)
    assert config["seat"] == 1 and config["table"] == table.id
    assert "mowgli" in config["deck"] and config["snapshot"]["version"] == 0
    assert config["api"]["stream"] == f"/api/tables/{table.id}/events"


def test_table_page_shows_the_watch_code(web):
    table = create_table(web)
    html = web.get(f"/t/{table.id}").get_data(as_text=True)
    assert '<figure id="watch-code"><svg' in html and page_config(html)["seat"] is None


def test_unknown_table_and_seat_are_404(web):
    table = create_table(web)
    assert web.get("/t/nosuchtable").status_code == 404
    assert web.get(f"/t/{table.id}/seat/2").status_code == 404


def test_qr_codes_are_svg_drawn_on_the_server(web):
    answer = web.post("/qr.svg", json={"text": "http://192.168.1.5:8000/t/abc/seat/0#tok"})
    assert answer.status_code == 200 and answer.mimetype == "image/svg+xml"
    assert answer.get_data(as_text=True).startswith("<svg")
    assert web.post("/qr.svg", json={"text": "x" * 1000}).status_code == 400


def test_manifest_and_service_worker(web):
    manifest = web.get("/manifest.webmanifest")
    body = json.loads(manifest.data)
    assert body["display"] == "standalone" and any(i["sizes"] == "512x512" for i in body["icons"])
    for icon in body["icons"]:
        assert web.get(icon["src"]).status_code == 200
    worker = web.get("/sw.js")
    assert worker.status_code == 200 and b"caches" in worker.data
    assert worker.headers["Service-Worker-Allowed"] == "/"
    assert worker.headers["Cache-Control"] == "no-cache"


def test_service_worker_cache_is_named_after_the_static_files(app, web, tmp_path):
    """A change to any static file renames the cache, so phones refresh it themselves."""
    from hjkit.companion.pages import static_version

    with app.test_request_context():
        version = static_version()
    text = web.get("/sw.js").get_data(as_text=True)
    assert f'const CACHE = "hjkit-{version}";' in text and "__STATIC_VERSION__" not in text
    app.extensions.pop("hjkit.static_version")
    app.static_folder = str(_copy_of_static_with_a_change(app, tmp_path))
    assert f"hjkit-{version}" not in web.get("/sw.js").get_data(as_text=True)


def _copy_of_static_with_a_change(app, folder):
    import shutil

    copy = folder / "static"
    shutil.copytree(app.static_folder, copy)
    (copy / "style.css").write_text((copy / "style.css").read_text() + "\n/* changed */\n")
    return copy


def test_pages_use_no_cdn(web):
    table = create_table(web)
    for path in ("/", f"/t/{table.id}", f"/t/{table.id}/seat/0", "/rules", "/cards/baloo"):
        html = web.get(path).get_data(as_text=True)
        assert not re.search(r'(src|href)="(https?:)?//(?!localhost[/:])', html), path


def test_the_table_page_gives_the_address_of_the_day_for_a_card_whose_code_fails(web):
    """Issue 41: a phone that cannot resolve hjkit.local still opens any card: the table
    page shows the companion's address of the day and the short path a card opens at."""
    table = create_table(web)
    html = web.get(f"/t/{table.id}").get_data(as_text=True)
    assert 'id="card-fallback"' in html and "/c/baloo</code>" in html
    assert web.get("/c/baloo").status_code in (301, 302, 303, 307, 308)
