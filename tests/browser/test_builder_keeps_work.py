"""The deck builder never loses a player's or a designer's work (issue 39), in real
Chromium on a phone (360 px) and a laptop (1280 px): a deck file edited on disk is not
replaced unseen, New and Open put the deck being built aside to bring back, and a deck
that does not open says why beside the control that opened it."""

from __future__ import annotations

import pytest

from tests.companion.test_decks import LEGAL

from .conftest import api, assert_phone_friendly, shot
from .test_deck_builder import LAPTOP

SIZES = {"phone": None, "laptop": LAPTOP}
BASE = "/decks/heroes-journey"


def builder(phone, size: str):
    page = phone(size=SIZES[size])
    page.goto(BASE, timeout=30000)
    page.wait_for_selector("body[data-ready=yes]")
    return page


def copies(page, card_id: str) -> str:
    return page.locator(f'#grid li[data-card="{card_id}"] input.count').input_value()


def more(page, card_id: str) -> None:
    page.locator(f'#grid li[data-card="{card_id}"] button.more').click()


def in_view(page, selector: str) -> bool:
    return page.evaluate("""s => { const r = document.querySelector(s).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; }""", selector)


def fits(page) -> None:
    """Phone-friendly, and nothing (a message naming a long path) wider than the screen,
    which makes a phone's browser zoom the whole page out."""
    assert_phone_friendly(page)
    assert page.evaluate("innerWidth") == page.viewport_size["width"]


def open_panel(page) -> None:
    """Open "New or open a deck" unless it is open."""
    if page.locator("#open-panel").get_attribute("open") is None:
        page.click("#open-panel summary")


def open_from_server(page, deck_id: str) -> None:
    open_panel(page)
    page.select_option("#open-deck", deck_id)
    page.click("#open-deck-go")


def conflict_shown(page) -> None:
    page.wait_for_selector("#save-conflict:not([hidden])")
    assert page.locator("#save-conflict").get_attribute("role") == "alert"
    assert in_view(page, "#save-conflict")


@pytest.mark.parametrize("size", ["phone", "laptop"])
def test_a_deck_file_edited_on_disk_is_never_replaced_unseen(phone, server, card_folder,
                                                             size):
    api(server, f"{BASE}/save", {"deck": LEGAL})
    path = card_folder / "decks" / "road-to-troy.yaml"
    page = builder(phone, size)
    open_from_server(page, "road-to-troy")
    page.wait_for_selector("#open-result:has-text('Opened')")
    fits(page)
    assert copies(page, "toto") == "1"
    edited = path.read_text().replace("  toto: 1\n", "  toto: 3\n")
    path.write_text(edited)  # the designer, in a text editor, meanwhile

    more(page, "the-oil-can")
    page.click("#save")
    conflict_shown(page)
    assert page.locator("#conflict-theirs").is_visible()
    assert path.read_text() == edited
    fits(page)
    shot(page, f"deck-builder-conflict-{size}", full_page=False)

    page.click("#conflict-theirs")  # the file's deck; mine is put aside
    assert copies(page, "toto") == "3" and copies(page, "the-oil-can") == "1"
    open_panel(page)
    page.click("#draft-restore")
    assert copies(page, "toto") == "1" and copies(page, "the-oil-can") == "2"

    page.click("#save")  # mine was read before the edit: still refused
    conflict_shown(page)
    page.click("#conflict-new")
    page.wait_for_selector("#save-result:has-text('the-road-to-troy-2.yaml')")
    fits(page)
    assert path.read_text() == edited
    mine = card_folder / "decks" / "the-road-to-troy-2.yaml"
    assert "  the-oil-can: 2\n" in mine.read_text()

    mine.write_text(mine.read_text().replace("  toto: 1\n", "  toto: 2\n"))
    more(page, "the-oil-can")
    page.click("#save")
    conflict_shown(page)
    page.click("#conflict-mine")
    page.wait_for_selector("#save-result:has-text('Saved as')")
    text = mine.read_text()
    assert "  the-oil-can: 3\n" in text and "  toto: 1\n" in text


@pytest.mark.parametrize("size", ["phone", "laptop"])
def test_new_and_open_put_the_deck_being_built_aside_to_bring_back(phone, server, size):
    page = builder(phone, size)
    page.fill("#deck-name", "Half Built")
    for card_id in ("dorothy-gale", "dorothy-gale", "toto"):
        more(page, card_id)
    open_panel(page)
    page.click("#deck-new")
    assert copies(page, "dorothy-gale") == "0"
    assert page.locator("#draft").is_visible() and in_view(page, "#draft")
    assert '"Half Built" (3 cards)' in page.locator("#draft-text").inner_text()
    fits(page)
    shot(page, f"deck-builder-draft-{size}", full_page=False)

    page.reload()  # the draft is kept on the phone, as an editor keeps one
    page.wait_for_selector("body[data-ready=yes]")
    open_panel(page)
    page.click("#draft-restore")
    assert copies(page, "dorothy-gale") == "2" and page.input_value("#deck-name") == "Half Built"

    open_from_server(page, "achaian")  # Open puts it aside too
    page.wait_for_selector("#open-result:has-text('Opened')")
    assert page.input_value("#deck-name") != "Half Built"
    assert page.locator("#draft-restore").inner_text() == 'Bring back "Half Built"'
    page.click("#draft-restore")
    assert copies(page, "toto") == "1" and page.input_value("#deck-name") == "Half Built"


@pytest.mark.parametrize("size", ["phone", "laptop"])
def test_a_deck_that_does_not_open_says_why_beside_the_control(phone, server, card_folder,
                                                               size):
    page = builder(phone, size)
    open_panel(page)
    page.set_input_files("#open-file", files=[{
        "name": "broken.yaml", "mimeType": "application/yaml",
        "buffer": b"deck: {id: broken, name: Broken, variant: standard}\natlas: []\n"
                  b"book:\n  toto: lots\n"}])
    result = page.locator("#open-result")
    result.wait_for()
    assert result.get_attribute("role") == "alert" and "broken.yaml:4" in result.inner_text()
    assert in_view(page, "#open-result")
    picker = page.locator("#open-file").bounding_box()
    assert 0 <= result.bounding_box()["y"] - (picker["y"] + picker["height"]) < 60
    fits(page)
    shot(page, f"deck-builder-open-error-{size}", full_page=False)

    api(server, f"{BASE}/save", {"deck": LEGAL})
    path = card_folder / "decks" / "road-to-troy.yaml"
    page.reload()
    page.wait_for_selector("body[data-ready=yes]")
    path.write_text(path.read_text().replace("  toto: 1\n", "  toto: lots\n"))
    open_from_server(page, "road-to-troy")
    page.wait_for_selector("#open-result.refused")
    assert "road-to-troy.yaml" in result.inner_text() and "book.toto" in result.inner_text()
    assert result.get_attribute("role") == "alert" and in_view(page, "#open-result")
    button = page.locator("#open-deck-go").bounding_box()
    assert result.bounding_box()["y"] - (button["y"] + button["height"]) < 200
