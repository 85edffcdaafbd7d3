"""hjkit preview in real Chromium: the page shows every card of a copied shipped set, face
and back at print size, redraws a card soon after its YAML is saved, shows a file that
does not load (file, line, problem) with the last good faces kept, and the sheets as
imposed."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from hjkit.generator.build import PrintSettings
from hjkit.generator.document import SheetOptions
from hjkit.generator.layout import load_layout
from hjkit.kit.registry import games
from hjkit.preview.app import create_server, open_preview
from hjkit.preview.watch import FolderWatch

from ..serving import InThread
from .conftest import shot

INTRO = games()["heroes-journey"].shipped_cards() / "intro-pack"
SHOWN = 28 + 5
"""The intro deck's 28 cards and its 5 kinds of table piece, each shown once."""
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
SOON = 10.0
"""Seconds a save may take to reach the page here: a second's work, with room for a loaded
2-core machine and the browser tests sharing it (4 failed once in the full suite)."""
MM = 96 / 25.4
"""CSS pixels per millimetre."""


@pytest.fixture
def preview(tmp_path):
    """The preview of a copy of the shipped intro pack on a loopback port: (its address,
    the copied folder)."""
    folder = Path(shutil.copytree(INTRO, tmp_path / "intro-pack"))
    layout = load_layout()
    live = open_preview(folder, layout, SheetOptions(), PrintSettings(layout.cards,
                                                                      "http://preview.invalid"))
    server = InThread(*create_server(live, "127.0.0.1", 0))
    watch = FolderWatch(folder, live.reload)
    watch.start()
    yield server.url, folder
    watch.stop()
    live.stop()  # the waiting pages are answered
    server.stop()


@pytest.fixture
def page(browser, preview):
    context = browser.new_context(**DESKTOP, base_url=preview[0])
    context.set_default_timeout(15000)
    errors = []
    opened = context.new_page()
    opened.on("pageerror", lambda error: errors.append(str(error)))
    opened.on("console", lambda message: errors.append(message.text)
              if "Content Security Policy" in message.text else None)
    yield opened
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


FIRST_SCREEN_DRAWN = """() => [...document.querySelectorAll('figure.card img')]
    .filter(i => i.getBoundingClientRect().top < window.innerHeight)
    .every(i => i.complete && i.naturalWidth > 0)"""


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def face_source(page, key: str) -> str:
    return page.locator(f'figure[data-key="{key}"] img[data-side="face"]').get_attribute("src")


def all_loaded(page, selector: str) -> bool:
    return page.evaluate(f"""() => [...document.querySelectorAll({selector!r})]
        .every(i => i.complete && i.naturalWidth > 0)""")


def test_every_card_shows_face_and_back_at_print_size(page, preview):
    page.goto("/")
    page.wait_for_selector("figure.card")
    cards = page.locator("figure.card")
    # each of the set's 28 cards once (the deck's copies are counted on the card), then the
    # table's pieces its deck prints: a risk and a wound token, 2 party markers, the turn aid
    assert cards.count() == SHOWN
    assert page.locator("figure.card img[data-side='face']").count() == SHOWN
    assert page.locator("figure.card img[data-side='back']").count() == SHOWN
    assert "×2" in page.locator('figure[data-key="bagheera"] figcaption').inner_text()
    box = page.locator('figure[data-key="baloo"] img[data-side="face"]').bounding_box()
    assert abs(box["width"] - 63 * MM) < 1 and abs(box["height"] - 88 * MM) < 1
    for figure in cards.all():  # the images below the first screen are drawn when reached
        figure.scroll_into_view_if_needed()
    page.wait_for_function("""() => [...document.querySelectorAll('figure.card img')]
        .every(i => i.complete && i.naturalWidth > 0)""", timeout=60000)
    width = page.evaluate("""() => document.querySelector(
        'figure[data-key="baloo"] img[data-side="face"]').naturalWidth""")
    assert width >= 2 * 63 * MM  # sharp on a screen of two pixels per CSS pixel


def test_a_saved_title_redraws_that_card_and_a_broken_file_keeps_the_last_faces(page, preview):
    _, folder = preview
    cards = folder / "cards.yaml"
    page.goto("/")
    page.wait_for_selector('figure[data-key="baloo"] img[data-side="face"]')
    page.wait_for_function(FIRST_SCREEN_DRAWN, timeout=60000)
    old_face, other = face_source(page, "baloo"), face_source(page, "mowgli")

    saved = time.monotonic()
    edit(cards, "title: Baloo\n", "title: Baloo the Teacher\n")
    page.wait_for_function("""([old]) => {
        const img = document.querySelector('figure[data-key="baloo"] img[data-side="face"]');
        return img.getAttribute('src') !== old && img.complete && img.naturalWidth > 0; }""",
                           arg=[old_face], timeout=SOON * 1000)
    assert time.monotonic() - saved < SOON
    new_face = face_source(page, "baloo")
    assert "Baloo the Teacher" in page.locator('figure[data-key="baloo"] figcaption').inner_text()
    assert face_source(page, "mowgli") == other  # only the card that changed is redrawn

    edit(cards, "title: Baloo the Teacher\n", "title: [Baloo the Teacher\n")
    problems = page.locator("#problems")
    problems.wait_for(state="visible", timeout=SOON * 1000)
    first = problems.locator("li").first.inner_text()
    line = next(n for n, text in enumerate(cards.read_text().splitlines(), 1)
                if "[Baloo the Teacher" in text)
    assert "cards.yaml:" in first and "YAML" in first
    assert any(f"cards.yaml:{n}" in first for n in range(line, line + 3))
    assert face_source(page, "baloo") == new_face  # the last good face stays
    assert page.locator("figure.card").count() == SHOWN
    shot(page, "preview-problem", full_page=False)

    edit(cards, "title: [Baloo the Teacher\n", "title: Baloo the Teacher\n")
    problems.wait_for(state="hidden", timeout=SOON * 1000)
    assert face_source(page, "baloo") == new_face


def test_the_sheets_show_each_part_as_imposed(page, preview):
    page.goto("/#sheets")
    book = page.locator('section.part[data-part="intro book"]')
    book.wait_for()
    book.scroll_into_view_if_needed()
    assert "6 sheets" in book.locator("h3").inner_text()
    images = book.locator(".pages img")
    assert images.count() == 2  # the first sheet's faces and, turned as printed, its backs
    assert book.locator("figcaption").all_inner_texts() == ["sheet 1, faces",
                                                            "sheet 1, backs"]
    page.wait_for_function("""() => [...document.querySelectorAll(
        'section.part[data-part="intro book"] .pages img')]
        .every(i => i.complete && i.naturalWidth > 0)""", timeout=30000)
    size = images.first.evaluate("i => [i.naturalWidth, i.naturalHeight]")
    assert abs(size[0] / size[1] - 8.5 / 11) < 0.01  # a Letter page
    book.locator("button.next").click()
    assert book.locator("figcaption").all_inner_texts() == ["sheet 2, faces",
                                                            "sheet 2, backs"]
    assert book.locator(".which").inner_text() == "sheet 2 of 6"
    book.locator("button.previous").click()
    book.scroll_into_view_if_needed()
    page.wait_for_function("""() => [...document.querySelectorAll(
        'section.part[data-part="intro book"] .pages img')]
        .every(i => i.complete && i.naturalWidth > 0)""", timeout=30000)
    shot(page, "preview-sheets", full_page=False)
