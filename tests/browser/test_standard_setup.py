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
