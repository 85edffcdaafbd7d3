"""The deck builder in real Chromium (issue 30): a new user builds a legal 60-card book and
an atlas from the first-wave decks' cards with taps, sees it turn legal, saves, reopens,
prints (the PDFs open and their codes decode) and starts a table with it; an illegal deck
shows its problems in the rules' words and prints only as proxies."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.companion.test_decks import LEGAL, SHORT
from tests.generator.conftest import pdftoppm
from tests.generator.pdfs import decode_qr, render

from .conftest import api, assert_phone_friendly, shot

LAPTOP = (1280, 800)


def open_builder(page):
    page.goto("/", timeout=30000)  # the first page of a session reads every game's cards
    page.get_by_role("link", name="Build a deck").click()
    page.wait_for_selector("body[data-ready=yes]")
    assert page.url.endswith("/decks/heroes-journey")


def tap_in(page, deck: dict) -> None:
    """Tap + on each card's tile as often as the deck holds it."""
    for card_id, copies in deck["book"].items():
        for _ in range(copies):
            page.locator(f'#grid li[data-card="{card_id}"] button.more').click()
    for card_id in deck["atlas"]:
        page.locator(f'#grid li[data-card="{card_id}"] button.more').click()


def verdict(page, legal: bool) -> None:
    """Wait for the verdict on the deck as it is now (not on one a tap ago)."""
    page.wait_for_selector(f'#verdict[data-checking=no][data-legal={"yes" if legal else "no"}]')


def faces_shown(page) -> None:
    """Wait for the card faces on the screen to be drawn (they load as they scroll in)."""
    page.wait_for_function("""() => [...document.querySelectorAll('#grid img')]
        .filter(i => { const r = i.getBoundingClientRect();
                       return r.bottom > 0 && r.top < innerHeight && r.width > 0; })
        .every(i => i.complete && i.naturalWidth > 0)""", timeout=20000)


def pdf_codes(pdf: bytes, tmp_path: Path) -> list[str]:
    path = tmp_path / "printed.pdf"
    path.write_bytes(pdf)
    return decode_qr(render(path, 0, 200, tmp_path))


def test_a_new_user_builds_saves_reopens_prints_and_plays_a_legal_deck(
        phone, server, card_folder, tmp_path):
    pdftoppm()
    page = phone()
    open_builder(page)
    page.fill("#deck-name", LEGAL["deck"]["name"])
    tap_in(page, LEGAL)
    verdict(page, legal=True)
    assert page.locator("#problems li").count() == 0
    counts = page.locator("#counts")
    assert "30" in counts.locator('[data-count="Campaign"]').inner_text()
    assert "30" in counts.locator('[data-count="Adversary"]').inner_text()
    assert page.locator("#summary").inner_text().startswith("Legal")

    # filters: the side and the text search narrow the grid
    page.select_option("#f-side", "adversary")
    page.fill("#f-text", "trojan")
    assert 2 <= page.locator("#grid li:not([hidden])").count() < 20
    assert page.locator('#grid li[data-card="trojan-archer"]').is_visible()
    assert page.locator('#grid li[data-card="dorothy-gale"]').is_hidden()
    page.select_option("#f-side", "")
    page.fill("#f-text", "")
    page.evaluate("window.scrollTo(0, 0)")
    faces_shown(page)
    assert_phone_friendly(page)
    page.evaluate("document.getElementById('shown').scrollIntoView()")
    faces_shown(page)
    shot(page, "deck-builder-phone", full_page=False)
    page.click("#summary a")  # "Your deck": the verdict and the counts
    shot(page, "deck-builder-phone-deck", full_page=False)

    # save into the card folder, then reopen it from the server's decks
    page.click("#save")
    page.wait_for_selector("#save-result:has-text('Saved as')")
    saved = card_folder / "decks" / "the-road-to-troy.yaml"
    assert saved.is_file()
    page.click("#open-panel summary")
    page.click("#deck-new")
    verdict(page, legal=False)
    page.reload()
    page.wait_for_selector("body[data-ready=yes]")
    page.click("#open-panel summary")
    page.select_option("#open-deck", label=LEGAL["deck"]["name"])
    page.click("#open-deck-go")
    verdict(page, legal=True)
    assert page.locator('#grid li[data-card="dorothy-gale"] input.count').input_value() == "2"

    # its link opens it on another phone
    page.click("#share summary")
    page.wait_for_selector("#share-qr svg")
    link = page.locator("#share-link").get_attribute("href")
    other = phone()
    other.goto(link)
    other.wait_for_selector("body[data-ready=yes]")
    verdict(other, legal=True)
    assert other.input_value("#deck-name") == LEGAL["deck"]["name"]

    # print: a zip of the book and the atlas, whose codes open this server's card pages
    with page.expect_download(timeout=120000) as download:
        page.click("#print")
    archive = zipfile.ZipFile(download.value.path())
    assert sorted(archive.namelist()) == ["the-road-to-troy-atlas.pdf",
                                          "the-road-to-troy-book.pdf"]
    book = archive.read("the-road-to-troy-book.pdf")
    assert len(PdfReader(io.BytesIO(book)).pages) >= 14  # 60 cards, 9 a sheet, backs
    codes = pdf_codes(book, tmp_path)
    assert codes and all(c.startswith(f"{server}/c/") for c in codes)
    assert {c.rsplit("/", 1)[1] for c in codes} <= set(LEGAL["book"])
    assert "proxies" not in page.locator("#print-result").inner_text()

    # try it: a few games against a shipped deck, each deck's wins with its interval
    page.select_option("#try-deck", "achaian")
    page.fill("#try-games", "4")
    page.click("#try")
    result = page.locator("#try-result")
    result.locator(".verdict").wait_for(timeout=60000)
    text = result.inner_text()
    assert "4 games, both sides played by the greedy player:" in text, text
    assert "The Road to Troy won" in text and "95%" in text, text
    assert "The Long Way Home won" in text and "first player won" in text, text
    assert "turns" in text and "Games ended:" in text and "What the games say:" in text, text
    assert "with and without each" in text, text
    assert_phone_friendly(page)
    result.scroll_into_view_if_needed()
    shot(page, "deck-builder-try-it", full_page=False)

    # play: a table opens with the deck in the first seat
    page.fill("#play-you", "Ana")
    page.fill("#play-them", "Ben")
    page.select_option("#play-deck", "achaian")
    page.click("#play")
    page.wait_for_url("**/t/*")
    table = api(server, f"/api/tables/{page.url.rsplit('/', 1)[1]}")
    assert [(s["name"], s["deck_id"]) for s in table["state"]["seats"]] == [
        ("Ana", "the-road-to-troy"), ("Ben", "achaian")]


def test_an_illegal_deck_shows_its_problems_and_prints_only_as_proxies(phone, server):
    page = phone(size=LAPTOP)
    open_builder(page)
    page.click("#open-panel summary")
    page.click("#deck-new")
    page.fill("#deck-name", SHORT["deck"]["name"])
    tap_in(page, SHORT)
    verdict(page, legal=False)
    page.wait_for_selector("#problems li[data-code=book-too-few-campaign]")
    problems = page.locator("#problems li").all_inner_texts()
    assert problems == [
        "the book has 24 campaign and 30 adversary cards; it 'must consist of an equal "
        "number of campaign and adversary cards'",
        "the book has 24 campaign cards; the minimum is 30"]
    assert page.locator("#p-proxy").is_checked() and page.locator("#p-proxy").is_disabled()
    assert page.locator("#proxy-note").is_visible()
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    page.click("#open-panel summary")  # closed again
    page.evaluate("document.getElementById('h-cards').scrollIntoView()")
    faces_shown(page)
    shot(page, "deck-builder-laptop", full_page=False)

    page.select_option("#p-part", "atlas")
    with page.expect_download(timeout=120000) as download:
        page.click("#print")
    assert download.value.suggested_filename == "short-road-atlas-proxies.pdf"
    pdf = PdfReader(download.value.path())
    assert "(proxies)" in pdf.metadata.title and "PROXY" in pdf.pages[0].extract_text()
    page.wait_for_selector("#print-result:has-text('marked PROXY')")

    # an illegal deck takes no seat: the table refuses it in the rule's words
    page.click("#play")
    page.wait_for_selector("#play-result:not([hidden])")
    assert "the minimum is 30" in page.locator("#play-result").inner_text()
    shot(page, "deck-builder-illegal", full_page=False)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_builder_passes_axe(phone, server, scheme):
    from axe_playwright_python.sync_playwright import Axe

    from .test_accessibility import serious

    page = phone(color_scheme=scheme)
    page.goto("/decks/heroes-journey", timeout=30000)
    page.wait_for_selector("body[data-ready=yes]")
    page.locator('#grid li[data-card="dorothy-gale"] button.more').click()
    page.wait_for_selector("#problems li")
    faces_shown(page)
    assert_phone_friendly(page)
    if scheme == "dark":
        shot(page, "dark-deck-builder", full_page=False)
    assert serious(Axe().run(page)) == []


def test_an_intro_deck_gets_its_starting_party_with_a_tap_each(phone, server):
    """Intro pack: 'Mowgli and Baloo start in play', outside the book (the intro deck's
    starting party); the builder's check asks for both."""
    page = phone()
    page.goto("/decks/heroes-journey", timeout=30000)
    page.wait_for_selector("body[data-ready=yes]")
    page.select_option("#deck-variant", "intro")
    page.wait_for_selector("#problems li[data-code=intro-starting-party]")
    assert page.locator('#grid li[data-card="mowgli"]').is_visible()
    assert page.locator('#grid li[data-card="dorothy-gale"]').is_hidden()
    for card_id in ("mowgli", "baloo"):
        page.locator(f'#grid li[data-card="{card_id}"] button.party').click()
    page.wait_for_selector('#counts [data-count="Starting party"]:has-text("Mowgli, Baloo")')
    assert page.locator("#problems li[data-code=intro-starting-party]").count() == 0
    assert page.locator('#grid li[data-card="baloo"] button.party').get_attribute(
        "aria-pressed") == "true"
    assert_phone_friendly(page)
