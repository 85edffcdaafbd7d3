"""The deck builder players expect (issue 39), in real Chromium at 360 and 1280 px: "paste a
text list ('3x Winged Monkey') to fill a deck; building the acceptance deck takes at most 30
taps on a phone", "Deck statistics: the cost curve per side, culture and type breakdown",
and "a text export for forums"."""

from __future__ import annotations

import json
import re

import pytest

from hjkit.kit.registry import game as game_named
from tests.companion.test_decks import LEGAL

from .conftest import assert_phone_friendly, shot
from .test_deck_builder import LAPTOP, verdict

MOST_TAPS = 30


class Taps:
    """The taps a player makes on the page (filling a box is one: the tap that focuses it)."""

    def __init__(self, page):
        self.page, self.count = page, 0

    def tap(self, selector: str) -> None:
        self.page.click(selector)
        self.count += 1

    def fill(self, selector: str, text: str) -> None:
        self.page.fill(selector, text)
        self.count += 1


@pytest.fixture(scope="module")
def titles():
    game = game_named("heroes-journey")
    library = game.load([game.shipped_cards()]).library
    return {card["id"]: card["title"] for card in game.deck_catalogue(library)["cards"]}


def as_list(deck: dict, titles: dict) -> str:
    """The deck as a player would type or paste it: counts first, any order, no headings."""
    lines = [f"{copies}x {titles[card]}" for card, copies in deck["book"].items()]
    return "\n".join(lines + [titles[card] for card in deck["atlas"]])


def deck_on_page(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('hjkit.deckbuilder.heroes-journey')"))


def new_deck(page) -> None:
    """The builder, on a new, empty deck."""
    page.goto("/decks/heroes-journey")
    page.wait_for_selector("body[data-ready=yes]")
    page.click("#open-panel summary")
    page.click("#deck-new")


def legal_deck_pasted(page, titles: dict) -> None:
    """The builder, with the acceptance deck pasted in and judged legal."""
    new_deck(page)
    page.fill("#deck-name", LEGAL["deck"]["name"])
    page.fill("#paste-list", as_list(LEGAL, titles))
    page.click("#paste-add")
    verdict(page, legal=True)


@pytest.mark.parametrize("size", [None, LAPTOP], ids=["phone", "laptop"])
def test_the_acceptance_deck_is_pasted_in_at_most_30_taps(phone, server, titles, size):
    page = phone(size=size)
    taps = Taps(page)
    page.goto("/", timeout=30000)
    page.get_by_role("link", name="Build a deck").click()
    taps.count += 1
    page.wait_for_selector("body[data-ready=yes]")
    taps.fill("#deck-name", LEGAL["deck"]["name"])
    taps.tap("#open-panel summary")
    taps.fill("#paste-list", as_list(LEGAL, titles))
    taps.tap("#paste-add")
    verdict(page, legal=True)
    assert taps.count <= MOST_TAPS, taps.count
    assert page.locator("#paste-result").inner_text() == "Added 70 cards."
    built = deck_on_page(page)
    assert built["book"] == LEGAL["book"] and sorted(built["atlas"]) == sorted(LEGAL["atlas"])
    assert_phone_friendly(page)


def test_a_line_it_cannot_read_is_named_beside_the_box_and_the_rest_are_added(phone, server):
    page = phone()
    new_deck(page)
    page.fill("#paste-list", "# my list\n3x Dorothy Gale\n2 x  wingd monkey\n"
                             "Emerald City x2\nTrojan Archer x2\n  \n")
    page.click("#paste-add")
    said = page.locator("#paste-result")
    said.wait_for()
    text = said.inner_text()
    assert text.startswith("Added 6 cards."), text
    assert "line 3: no card is called “wingd monkey”" in text, text
    assert "line 4: the atlas holds one Emerald City, not 2" in text, text
    assert said.get_attribute("role") == "alert" and said.is_visible()
    built = deck_on_page(page)
    assert built["book"] == {"dorothy-gale": 3, "trojan-archer": 2}
    assert built["atlas"] == ["emerald-city"]


@pytest.mark.parametrize("size", [None, LAPTOP], ids=["phone", "laptop"])
def test_the_statistics_and_the_text_list_follow_the_deck(phone, server, titles, size):
    page = phone(size=size)
    legal_deck_pasted(page, titles)

    stats = page.locator("#stats")
    captions = stats.locator("caption").all_inner_texts()
    assert captions[:2] == ["Cost curve, campaign (30)", "Cost curve, adversary (30)"]
    for table in stats.locator("table").all():
        assert sum(int(n) for n in table.locator(".n").all_inner_texts()) == 30 if \
            "Cost curve" in table.locator("caption").inner_text() else 60
    cultures = dict(zip(stats.locator("table").nth(2).locator("th").all_inner_texts(),
                        map(int, stats.locator("table").nth(2).locator(".n").all_inner_texts()),
                        strict=True))
    assert set(cultures) >= {"Oz"} and sum(cultures.values()) == 60
    stats.scroll_into_view_if_needed()
    shot(page, f"deck-builder-stats-{'phone' if size is None else 'laptop'}", full_page=False)

    # the text list: headings and counts; pasted into a new deck it gives the deck back
    page.click("#as-text summary")  # the list is written as the panel's toggle event fires
    page.wait_for_function("() => document.querySelector('#text-export').value !== ''")
    listed = page.input_value("#text-export")
    assert listed.startswith("# The Road to Troy (standard)\n")
    assert "# Atlas (10)" in listed and "# Campaign (30)" in listed and \
        "# Adversary (30)" in listed
    assert re.search(r"^2x Dorothy Gale$", listed, re.M)
    page.click("#deck-new")  # (the panel is still open)
    page.fill("#paste-list", listed)
    page.click("#paste-add")
    verdict(page, legal=True)
    again = deck_on_page(page)
    assert again["book"] == LEGAL["book"] and sorted(again["atlas"]) == sorted(LEGAL["atlas"])
    assert_phone_friendly(page)


@pytest.mark.parametrize("size", [None, LAPTOP], ids=["phone", "laptop"])
def test_a_sample_hand_is_dealt_and_mulliganed_as_the_set_up_says(phone, server, titles,
                                                                   size):
    """Issue 39: "A sample hand: draw 8 as the rules' set-up does, mulligan by the rules'
    method, and the odds of holding a given card by turn N". The rules: "draw a starting
    hand of 8 cards", "You may choose to hold up to 2 cards. Set aside the rest of your
    hand. Draw 6 new cards. ... You may repeat this process two additional times, with the
    number of new cards you draw decreasing by 2 each time." """
    page = phone(size=size)
    legal_deck_pasted(page, titles)
    assert "8 cards; each mulligan holds up to 2 and draws 6, then 4, then 2" in \
        page.inner_text("#hand-rule")

    in_book = {titles[card] for card in LEGAL["book"]}
    hand = page.locator("#hand li")
    page.click("#hand-deal")
    assert hand.count() == 8 and set(hand.all_inner_texts()) <= in_book
    held = [hand.nth(3).inner_text(), hand.nth(5).inner_text()]
    hand.nth(3).locator("input").check()
    hand.nth(5).locator("input").check()
    assert page.inner_text("#hand-mulligan") == "Mulligan: hold the marked (up to 2), draw 6"
    page.click("#hand-mulligan")
    assert hand.count() == 8 and hand.all_inner_texts()[:2] == held
    for i in range(3):  # holding three is refused in the rule's words
        hand.nth(i).locator("input").check()
    page.click("#hand-mulligan")
    assert page.inner_text("#hand-said") == "Hold up to 2 cards." and hand.count() == 8
    for i in range(3):
        hand.nth(i).locator("input").uncheck()
    page.click("#hand-mulligan")  # hold none: 4 new cards
    assert hand.count() == 4
    page.click("#hand-mulligan")
    assert hand.count() == 2
    assert page.inner_text("#hand-mulligan") == "No mulligan left"
    assert page.locator("#hand-mulligan").is_disabled()

    # the odds: 2 copies of Dorothy Gale in a 60-card book
    page.select_option("#odds-card", "dorothy-gale")
    rows = page.locator("#odds tr")
    assert rows.nth(0).inner_text().split("\t") == ["in the starting hand (8)",
                                                    f"{round(100 * _odds(60, 2, 8))}%"]
    assert rows.nth(4).inner_text().split("\t") == ["among the first 24 cards",
                                                    f"{round(100 * _odds(60, 2, 24))}%"]
    page.locator("#h-hand").scroll_into_view_if_needed()
    shot(page, f"deck-builder-sample-hand-{'phone' if size is None else 'laptop'}",
         full_page=False)
    assert_phone_friendly(page)


def _odds(size: int, copies: int, seen: int) -> float:
    from math import comb

    return 1 - comb(size - copies, seen) / comb(size, seen)


def shown_cards(page) -> list[str]:
    return page.eval_on_selector_all("#grid li:not([hidden])", "n => n.map(c => c.dataset.card)")


@pytest.mark.parametrize("size", [None, LAPTOP], ids=["phone", "laptop"])
def test_the_search_language_narrows_by_fields_with_or_and_not(phone, server, size):
    """Issue 39: "a search language over the fields (`t:minion c:>3 x:"Defender"`, OR and
    NOT), sort by cost, name, type, culture; a compact list view with readable text"."""
    game = game_named("heroes-journey")
    cards = {c["id"]: c for c in game.deck_catalogue(
        game.load([game.shipped_cards()]).library)["cards"]}
    page = phone(size=size)
    new_deck(page)
    page.check('#sets input[value="intro-pack"]')  # every shipped card

    def search(query: str) -> list[dict]:
        page.fill("#f-text", query)
        return [cards[i] for i in shown_cards(page)]

    found = search("t:minion c:>3")
    assert found and all(c["type"] == "minion" and c["cost"] > 3 for c in found)
    assert len(found) == sum(c["type"] == "minion" and (c["cost"] or 0) > 3
                             for c in cards.values())
    found = search('x:"Defender" or t:site')
    assert {c["type"] for c in found} >= {"site"} and all(
        c["type"] == "site" or "defender" in (c["text"] + " ".join(c["keywords"])).lower()
        for c in found)
    assert any(c["type"] != "site" for c in found)
    found = search("-s:campaign -s:atlas st:>=5")
    assert found and all(c["side"] == "adversary" and c["strength"] >= 5 for c in found)
    found = search("not t:event u:oz")
    assert found and all(c["type"] != "event" and c["culture"] == "oz" for c in found)

    search("c:>three")
    assert page.inner_text("#shown").startswith(
        "Search not read: c: takes a number, as in c:>3, not “three”.")
    search("q:wolf")
    assert "no field “q:”; the fields are t, s, u, n, x, k, c, st, h" in \
        page.inner_text("#shown")

    # sorted by cost, the cards without one last; the list view shows the text, no pictures
    search("s:adversary")
    page.select_option("#f-sort", "cost")
    costs = [cards[i]["cost"] for i in shown_cards(page)]
    assert costs == sorted(costs)
    page.select_option("#f-view", "list")
    first = page.locator("#grid li:not([hidden])").first
    assert first.locator("img").is_hidden() and first.locator(".text").is_visible()
    assert first.locator(".text").inner_text() == cards[shown_cards(page)[0]]["text"]
    page.select_option("#f-sort", "title")
    titles = [cards[i]["title"].removeprefix("The ") for i in shown_cards(page)]
    assert titles == sorted(titles, key=str.lower) or titles == sorted(titles)
    page.locator("#grid").scroll_into_view_if_needed()
    shot(page, f"deck-builder-list-{'phone' if size is None else 'laptop'}", full_page=False)
    assert_phone_friendly(page)


@pytest.mark.parametrize("size", [None, LAPTOP], ids=["phone", "laptop"])
def test_a_typed_count_sets_the_copies_within_what_a_deck_holds(phone, server, size):
    """Issue 39: "Copies by count: a 0-1-2-3 control or a typed count per card"."""
    page = phone(size=size)
    new_deck(page)
    dorothy = page.locator('#grid li[data-card="dorothy-gale"] input.count')
    dorothy.fill("3")
    dorothy.press("Enter")
    page.wait_for_function("() => JSON.parse(localStorage.getItem("
                           "'hjkit.deckbuilder.heroes-journey')).book['dorothy-gale'] === 3")
    city = page.locator('#grid li[data-card="emerald-city"] input.count')
    city.fill("4")  # an atlas holds a site once
    city.press("Enter")
    page.wait_for_function("() => JSON.parse(localStorage.getItem("
                           "'hjkit.deckbuilder.heroes-journey')).atlas.length === 1")
    assert city.input_value() == "1"
    dorothy.fill("")  # an empty box shows the count again, and changes nothing
    dorothy.press("Tab")
    assert dorothy.input_value() == "3"
    assert deck_on_page(page)["book"] == {"dorothy-gale": 3}
    page.locator('#grid li[data-card="dorothy-gale"] button.more').click()
    assert dorothy.input_value() == "4"
    assert page.locator('#deck-list li[data-card="dorothy-gale"] input.count').input_value() == "4"


@pytest.mark.parametrize("size", [None, LAPTOP], ids=["phone", "laptop"])
def test_earlier_versions_are_listed_with_their_changes_and_open(phone, server, card_folder,
                                                                  titles, size):
    """Issue 39: "every save keeps the previous version; the builder shows a deck's history
    with the changes between versions"."""
    page = phone(size=size)
    legal_deck_pasted(page, titles)
    page.click("#save")
    page.wait_for_selector("#save-result:has-text('Saved as')")
    page.locator('#grid li[data-card="toto"] button.more').click()
    with page.expect_response(lambda answer: answer.url.endswith("/save")):
        page.click("#save")
    page.click("#history summary")
    item = page.locator("#versions li")
    item.first.wait_for()
    assert item.count() == 1 and "then: +1 Toto" in item.first.inner_text()
    item.first.get_by_role("button", name="Open this version").click()
    page.wait_for_selector("#save-result:has-text('Opened the version of')")
    assert deck_on_page(page)["book"]["toto"] == LEGAL["book"]["toto"]
    page.click("#save")  # the earlier version is the deck again, the later one kept
    page.wait_for_function("() => document.querySelectorAll('#versions li').length === 2")
    assert "then: −1 Toto" in page.locator("#versions li").first.inner_text()
    page.locator("#history").scroll_into_view_if_needed()
    shot(page, f"deck-builder-versions-{'phone' if size is None else 'laptop'}", full_page=False)
    assert_phone_friendly(page)


@pytest.mark.parametrize("size", [None, LAPTOP], ids=["phone", "laptop"])
def test_the_collection_names_what_the_decks_brought_together_need_beyond_it(
        phone, server, titles, size):
    """Issue 39: "Several decks sharing one collection ...: declare the cards you own, and
    the builder counts copies across the decks you will bring together"."""
    game = game_named("heroes-journey")
    oz = game.load([game.shipped_cards()]).library.decks["oz"].file
    page = phone(size=size)
    legal_deck_pasted(page, titles)
    page.click("#collection summary")
    page.fill("#owned", as_list(LEGAL, titles))  # exactly this deck's cards
    assert page.inner_text("#owned-said") == "Your collection holds every card of this deck."
    with page.expect_response(lambda answer: answer.url.endswith("/decks/oz")):
        page.check('#together input[value="oz"]')
    need = {card: LEGAL["book"].get(card, 0) + copies for card, copies in oz.book.items()}
    for card in (*oz.atlas, *oz.starting_party):
        need[card] = need.get(card, 0) + 1 + (card in LEGAL["atlas"])
    owned = {**LEGAL["book"], **{card: 1 for card in LEGAL["atlas"]}}
    short = {card: n for card, n in need.items() if n > owned.get(card, 0)}
    page.wait_for_selector("#short li")
    assert page.inner_text("#owned-said").startswith(
        f"2 decks together need {len(short)} cards beyond your collection:")
    lines = page.locator("#short li").all_inner_texts()
    assert len(lines) == len(short)
    assert f"{titles['dorothy-gale']}: the decks need {short['dorothy-gale']}, you own " \
           f"{owned['dorothy-gale']}" in lines
    page.reload()  # the collection is kept on the device
    page.wait_for_selector("body[data-ready=yes]")
    assert page.input_value("#owned") == as_list(LEGAL, titles)
    assert_phone_friendly(page)
