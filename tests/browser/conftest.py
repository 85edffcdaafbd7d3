"""Browser tests: the real server on a loopback port, Debian's headless Chromium driven by
Playwright, phones at 360 x 740. One browser per session; a context per phone."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjkit.companion import card_library, create_app

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture(scope="session")
def companion(tmp_path_factory):
    """The companion app the browser tests' server serves."""
    instance = tmp_path_factory.mktemp("instance")
    app = create_app({"TESTING": True, "ALLOW_CLIENT_SEED": True,  # known deals
                      "DATABASE_URL": f"sqlite:///{instance / 'companion.sqlite3'}",
                      "SSE_HEARTBEAT": 1.0, "SSE_MAX_AGE": 60.0, "SSE_RETRY_AFTER": 2,
                      "NOTIFY_POLL_INTERVAL": 0.05})
    app.instance_path = str(instance)
    return app


@pytest.fixture(scope="session")
def server(companion):
    """The companion on `hjkit serve`'s uvicorn server (its event streams written from the
    event loop) in a thread, with a temporary instance folder."""
    from hjkit.companion.serve import create_server

    from ..serving import InThread

    app = companion
    served = InThread(*create_server(app, "127.0.0.1", 0, threads=32))
    app.config["PUBLIC_URL"] = served.url  # as serve does
    yield served.url
    served.stop()
    app.extensions["hjkit.tables"].notifier.stop()


@pytest.fixture(scope="session")
def browser():
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    yield launched
    launched.close()
    playwright.stop()


@pytest.fixture
def phone(browser, server):
    """phone(color_scheme='light', size=(360, 740)) opens a new phone (browser context) and
    a page on it."""
    contexts, errors = [], []

    def open_phone(color_scheme: str = "light", size: tuple[int, int] | None = None):
        screen = PHONE if size is None else {
            **PHONE, "viewport": {"width": size[0], "height": size[1]}}
        context = browser.new_context(base_url=server, color_scheme=color_scheme, **screen)
        context.set_default_timeout(5000)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(f"{page.url}: {error}"))
        # The Content-Security-Policy allows no inline script or style: a violation is a bug.
        page.on("console", lambda message: errors.append(f"{page.url}: {message.text}")
                if "Content Security Policy" in message.text else None)
        return page

    yield open_phone
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors: {errors}"


@pytest.fixture
def card_folder(companion, tmp_path, monkeypatch):
    """The server started with --cards FOLDER: a folder of the player's own, empty."""
    folder = tmp_path / "my-cards"
    folder.mkdir()
    monkeypatch.setitem(companion.config, "CARD_PATHS", [str(folder)])
    companion.extensions.get("hjkit.cards", {}).pop("heroes-journey", None)
    card_library(companion, "heroes-journey")  # read now, not by the first page
    yield folder
    companion.extensions.get("hjkit.cards", {}).pop("heroes-journey", None)


def shot(page, name: str, full_page: bool = True) -> Path:
    """Save a screenshot to test-artifacts/ (git-ignored) for people to look at; dialogs and
    banners are taken as the phone's screen shows them (full_page=False)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def assert_phone_friendly(page) -> None:
    """No horizontal scrolling at 360 px, and every control at least 44 px high (a card's
    name on a row of its own that opens its page included: issue 43)."""
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), \
        f"{page.url} scrolls sideways"
    small = page.evaluate("""() => [...document.querySelectorAll(
        'button, select, input, summary, a.button, .links a, nav a, .top a, ' +
        '#app a.card-name')]
        .filter(e => e.offsetParent !== null)
        .map(e => [e.textContent.trim().slice(0, 30) || e.id || e.tagName,
                   e.getBoundingClientRect().height])
        .filter(([, h]) => h < 44)""")
    assert not small, f"{page.url}: tap targets under 44 px: {small}"


INTRO = {"variant": "intro", "seed": 3, "seats": [{"name": "Ana", "deck": "intro"},
                                                   {"name": "Ben", "deck": "intro"}]}


def api(server: str, path: str, body: dict | None = None, token: str | None = None) -> dict:
    """GET or POST (with a body) the companion's JSON API."""
    import json
    import urllib.request

    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(f"{server}{path}", headers=headers,
                                     data=None if body is None else json.dumps(body).encode())
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def new_table(server: str, setup: dict = INTRO) -> dict:
    """A table made through the API: its id, seats (with token and link) and state."""
    return api(server, "/api/tables", {"ruleset": "heroes-journey", "setup": setup})


def act_by_api(server: str, table: dict, seat: int, action: dict) -> dict:
    """An action taken by another phone (through the API) at the table's current version."""
    version = api(server, f"/api/tables/{table['id']}")["version"]
    return api(server, f"/api/tables/{table['id']}/actions",
               {"version": version, "action": action}, table["seats"][seat]["token"])


def seat_path(table: dict, seat: int) -> str:
    link = table["seats"][seat]["link"]
    return link[link.index("/t/"):]
