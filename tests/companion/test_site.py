"""`hjkit site`: the rulings pages as a static site with relative links."""

from __future__ import annotations

import io
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import zxingcpp
from PIL import Image

from hjkit.cli import main
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from tests.conftest import STATIC_SITE_BASE_URL as BASE_URL

LINK = re.compile(r'\b(?:href|src|action)="([^"]*)"')


@pytest.fixture
def site(static_site) -> Path:
    return static_site


def test_every_card_has_a_page_and_a_short_address(site):
    library, _ = load([SHIPPED_CARDS])
    for card in library.cards.values():
        page = (site / "cards" / card.id / "index.html").read_text()
        assert card.title.replace("'", "&#39;") in page
        short = (site / "c" / card.id / "index.html").read_text()
        assert f'url=../../cards/{card.id}/index.html"' in short


def test_no_link_in_the_site_is_broken(site):
    """A crawler over every page: each relative link names a file of the site, and each
    #fragment an element of that page."""
    pages = list(site.rglob("*.html"))
    assert len(pages) > 200
    for page in pages:
        text = page.read_text()
        for link in LINK.findall(text):
            parts = urlsplit(link)
            if parts.scheme or link.startswith("#") or not link:
                continue
            assert not link.startswith("/"), f"{page}: absolute link {link}"
            target = (page.parent / unquote(parts.path)).resolve()
            assert target.is_file() and site.resolve() in target.parents, f"{page}: {link}"
            if parts.fragment and target.suffix == ".html":
                assert f'id="{parts.fragment}"' in target.read_text(), f"{page}: {link}"


def test_card_faces_carry_codes_that_open_the_hosted_site(site):
    face = site / "games" / "heroes-journey" / "cards" / "baloo" / "face.png"
    with Image.open(io.BytesIO(face.read_bytes())) as image:
        codes = [r.text for r in zxingcpp.read_barcodes(image.convert("L"))]
    assert codes == [f"{BASE_URL}/c/baloo"]  # the short address, which the site forwards
    assert (site / "c" / "baloo" / "index.html").is_file()


def test_search_runs_from_an_index_of_cards_and_rules(site):
    import json

    index = json.loads((site / "search-index.json").read_text())
    titles = [entry["title"] for entry in index]
    assert "• Baloo" in titles and "Defender +X" in titles
    entries = [(entry["title"], entry["text"]) for entry in index]
    assert len(entries) == len(set(entries))  # the kit's /rules and the game's: indexed once
    search = (site / "search" / "index.html").read_text()
    assert 'data-index="../search-index.json"' in search


def test_the_command_refuses_a_base_url_without_a_scheme(tmp_path, capsys):
    assert main(["site", "--out", str(tmp_path / "s"), "--base-url", "rulings.example"]) == 2
    assert "must start with http://" in capsys.readouterr().err


def test_a_page_that_fails_leaves_the_previous_site_as_it_was_and_says_why(tmp_path,
                                                                           monkeypatch):
    """Issue 42: "hjkit site ... failed on one face it could not draw, with the reason
    buried in a warning above, after deleting the previous site and leaving a half-written
    folder: stage and swap"."""
    from hjkit.companion import site as site_module

    out = tmp_path / "site"
    out.mkdir()
    (out / "index.html").write_text("the site of last week")
    made = site_module.create_app

    def failing_app(config):
        app = made(config)
        asked = []

        @app.before_request
        def fail_the_third():
            asked.append(1)
            if len(asked) == 3:
                app.logger.warning("card face mowgli not rendered: its text does not fit")
                return "no face", 404
            return None

        return app

    monkeypatch.setattr(site_module, "create_app", failing_app)
    with pytest.raises(site_module.SiteError, match="answered 404: card face mowgli not "
                                                    "rendered: its text does not fit"):
        site_module.build_site(out, BASE_URL)
    assert (out / "index.html").read_text() == "the site of last week"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]  # nothing half-written
