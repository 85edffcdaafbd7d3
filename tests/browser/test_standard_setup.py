"""The standard game's setup on a phone: every seat bids at once from its own phone."""

from __future__ import annotations

import json
import urllib.request

import pytest

from .conftest import assert_phone_friendly, shot

expect = pytest.importorskip("playwright.sync_api").expect


def test_each_phone_bids_for_its_own_seat(phone, server):
    setup = {"ruleset": "heroes-journey", "setup": {"variant": "standard", "seed": 5, "seats": [
        {"name": "Cleo", "deck": "oz"}, {"name": "Dev", "deck": "achaian"}]}}
    request = urllib.request.Request(f"{server}/api/tables", data=json.dumps(setup).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        links = [s["link"] for s in json.load(answer)["seats"]]
    cleo, dev = phone(), phone()
    cleo.goto(links[0])
    dev.goto(links[1])
    for page in (cleo, dev):
        expect(page.locator("#prompt")).to_contain_text("bids burden tokens")
        expect(page.locator('button[data-action="bid"]')).to_have_count(10)
    assert_phone_friendly(cleo)
    shot(cleo, "20-standard-bids")
    cleo.locator('button[data-action="bid"]', has_text="Bid 2").click()
    expect(cleo.locator('button[data-action="bid"]')).to_have_count(0, timeout=1000)
    expect(dev.locator('button[data-action="bid"]')).to_have_count(10)
    dev.locator('button[data-action="bid"]', has_text="Bid 1").click()
    for page in (cleo, dev):
        expect(page.locator("#prompt")).to_contain_text("Cleo chooses a place", timeout=1000)
    cleo.locator('button[data-action="choose_position"]').first.click()
    for page in (cleo, dev):
        expect(page.locator("#prompt")).not_to_contain_text("chooses a place", timeout=1000)
    shot(cleo, "21-standard-after-order")
    finish_setup(cleo, dev)


def finish_setup(cleo, dev):
    """Site 1, heroes with their quest needs, a starting companion, a mulligan: to the first
    campaign phase, every step on both phones."""
    second = 1000

    def on_both(text):
        for page in (cleo, dev):
            expect(page.locator("#prompt")).to_contain_text(text, timeout=second)

    on_both("Cleo places site 1")
    cleo.locator('button[data-action="place_site"]').first.click()
    on_both("Cleo chooses a hero")
    cleo.locator('button[data-action="choose_hero"]', has_text="Dorothy Gale").click()
    expect(cleo.locator("#parties")).to_contain_text("The Silver Shoes", timeout=second)
    cleo.click("#open-cards")
    cleo.fill("#card-filter", "toto")
    cleo.click('#card-list button[data-card="toto"]')  # a starting companion costing 0
    for page in (cleo, dev):
        expect(page.locator("#parties")).to_contain_text("Toto", timeout=second)
    assert_phone_friendly(cleo)
    shot(cleo, "22-standard-starting-party")
    cleo.locator('button[data-action="pass"]:not(.hold)').click()
    on_both("Dev chooses a hero")
    dev.locator('button[data-action="choose_hero"]', has_text="Odysseus").click()
    dev.locator('button[data-action="pass"]:not(.hold)').click()
    on_both("Cleo keeps the hand or mulligans")
    cleo.locator('button[data-action="mulligan"]', has_text="keep 2").click()
    expect(cleo.locator("#parties")).to_contain_text("hand 8", timeout=second)
    cleo.locator('button[data-action="pass"]:not(.hold)').click()
    on_both("Dev keeps the hand or mulligans")
    dev.locator('button[data-action="pass"]:not(.hold)').click()
    on_both("Campaign phase — Cleo plays campaign cards, then moves")
    shot(dev, "23-standard-first-turn")
