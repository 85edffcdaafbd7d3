"""The static rulings site (`hjkit site`) in a real browser, from a plain file server."""

from __future__ import annotations

import functools
import http.server
import threading

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, shot


@pytest.fixture(scope="module")
def file_server(static_site):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler,
                                directory=str(static_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_a_card_page_its_rules_link_and_search_work_without_the_companion(browser,
                                                                           file_server):
    context = browser.new_context(base_url=file_server, **PHONE)
    errors = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    failed = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    try:
        page.goto("/cards/baloo/")  # what a QR code opens, on any plain web server
        expect(page.locator("h1")).to_contain_text("Baloo")
        assert page.evaluate("document.querySelector('img').naturalWidth") > 100
        shot(page, "site-card")
        page.locator("a[href*='rules/index.html#kw-defender']").first.click()
        expect(page.locator("#kw-defender")).to_be_visible()
        page.fill("#q", "defender")
        page.click("form.search button")
        expect(page.locator("[role=status]")).to_contain_text("match “defender”")
        expect(page.locator("ul.links a", has_text="Baloo")).to_have_count(1)
        shot(page, "site-search")
        page.locator("ul.links a", has_text="Baloo").click()
        expect(page.locator("h1")).to_contain_text("Baloo")
        page.goto("/c/kaa/")  # the short address redirects to the card's page
        expect(page.locator("h1")).to_contain_text("Kaa")
    finally:
        context.close()
    assert not errors and not failed, (errors, failed)


def test_search_works_on_the_site_opened_from_its_folder(browser, static_site):
    """Opened from file:// (a copy on a laptop or phone, no server), where a page may not
    fetch its index: search still finds a card and a rules term, and opens the card."""
    context = browser.new_context(**PHONE)
    errors, failed = [], []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("requestfailed", lambda request: failed.append(request.url))
    try:
        page.goto((static_site / "cards" / "kaa" / "index.html").as_uri())
        page.fill("#q", "defender")
        page.click("form.search button")
        assert page.url.startswith("file://")
        expect(page.locator("[role=status]")).to_contain_text("match “defender”")
        expect(page.locator("ul.links a", has_text="Baloo")).to_have_count(1)
        expect(page.locator("ul.links a", has_text="Defender")).not_to_have_count(0)
        shot(page, "site-search-offline")
        page.locator("ul.links a", has_text="Baloo").click()
        expect(page.locator("h1")).to_contain_text("Baloo")
        assert page.url.startswith("file://") and page.url.endswith("/cards/baloo/index.html")
    finally:
        context.close()
    assert not errors and not failed, (errors, failed)
