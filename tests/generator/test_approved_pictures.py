"""The first page of each game's main PDFs, rendered by poppler at 100 dpi, matches the
picture approved for it in tests/generator/approved/: a change to a face shows up as a
picture to look at, not only as a failing number.

A page matches when fewer than MAX_CHANGED of its pixels differ by more than TOLERANCE
grey levels (anti-aliasing differs a little between poppler versions). When a change is
meant, look at the new pictures and approve them:

    HJKIT_APPROVE=1 .venv/bin/pytest tests/generator/test_approved_pictures.py

which rewrites the approved pictures from this build (then look at them in the diff and
commit them). A failing comparison writes the new render and a difference picture beside
the test's temporary folder and names them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from hjkit.generator.build import BuildOptions, build_paths
from hjkit.kit.registry import games

from .conftest import pdftoppm
from .pdfs import render

APPROVED = Path(__file__).parent / "approved"
APPROVE = os.environ.get("HJKIT_APPROVE") == "1"
DPI = 100
TOLERANCE = 48
MAX_CHANGED = 0.002
"""The share of a page's pixels that may differ: 0.2%, a few hundred pixels on a sheet."""
BASE_URL = "http://hjkit.local:8000"
MAIN = {
    ("heroes-journey", "intro-pack"): ("intro-book.pdf", "intro-atlas.pdf",
                                       "intro-tokens.pdf", "intro-markers.pdf",
                                       "intro-aid.pdf", "intro-read-me-first.pdf"),
    ("heroes-journey", "first-wave"): ("oz-book.pdf", "oz-tokens.pdf", "oz-aid.pdf"),
    ("heros-journey-v3", "decktet"): ("decktet-cards.pdf", "decktet-chips.pdf",
                                      "decktet-pawns.pdf", "decktet-summary.pdf"),
    ("heros-journey-home", "starter"): ("starter-adventurers.pdf", "starter-journey.pdf",
                                        "starter-papergold.pdf", "starter-reference.pdf"),
    ("heroes-and-quests", "hq-starter"): ("hq-starter-heroes.pdf", "hq-starter-quests.pdf",
                                          "hq-starter-tiles.pdf", "hq-starter-board.pdf",
                                          "hq-starter-tokens.pdf", "hq-starter-pawns.pdf",
                                          "hq-starter-reference.pdf"),
}
CASES = [(g, f, pdf) for (g, f), pdfs in MAIN.items() for pdf in pdfs]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Each set built once, on Letter, long-edge duplex, the default layout."""
    out = tmp_path_factory.mktemp("approved")
    for game_id, folder in MAIN:
        root = games()[game_id].shipped_cards()
        build_paths([root / folder], BuildOptions(base_url=BASE_URL, out=out / folder))
    return out


def changed_share(new: Image.Image, approved: Image.Image) -> float:
    """The share of pixels that differ by more than TOLERANCE grey levels."""
    if new.size != approved.size:
        return 1.0
    difference = ImageChops.difference(new.convert("L"), approved.convert("L"))
    histogram = difference.histogram()
    return sum(histogram[TOLERANCE + 1:]) / (new.width * new.height)


@pytest.mark.parametrize(("game_id", "folder", "pdf"), CASES,
                         ids=[pdf.removesuffix(".pdf") for _, _, pdf in CASES])
def test_the_first_page_looks_as_approved(built, game_id, folder, pdf, tmp_path):
    pdftoppm()
    page = render(built / folder / pdf, 0, DPI, tmp_path).convert("RGB")
    approved = APPROVED / f"{pdf.removesuffix('.pdf')}.png"
    if APPROVE:
        APPROVED.mkdir(exist_ok=True)
        page.save(approved, optimize=True)
        return
    assert approved.exists(), (f"no approved picture {approved.name}: look at this build's "
                               "and approve it with HJKIT_APPROVE=1")
    share = changed_share(page, Image.open(approved).convert("RGB"))
    if share > MAX_CHANGED:
        new = tmp_path / f"{approved.stem}-new.png"
        page.save(new)
        ImageChops.difference(page, Image.open(approved).convert("RGB")).save(
            tmp_path / f"{approved.stem}-difference.png")
        pytest.fail(f"{pdf} page 1 differs from {approved.name} in {share:.2%} of its pixels; "
                    f"look at {new} and, if it is meant, approve it with HJKIT_APPROVE=1")


def test_a_picture_that_differs_is_caught():
    """The comparison itself: a page with a card's worth of pixels changed is caught, one
    with a few stray pixels is not."""
    page = Image.new("RGB", (850, 1100), (255, 255, 255))
    spotted = page.copy()
    spotted.paste((0, 0, 0), (0, 0, 10, 10))
    carded = page.copy()
    carded.paste((0, 0, 0), (100, 100, 350, 450))
    assert changed_share(spotted, page) <= MAX_CHANGED
    assert changed_share(carded, page) > MAX_CHANGED
