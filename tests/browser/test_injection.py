"""Hostile seat names at a real table in Chromium: every page renders, each name shows as
the text it is, and no script of theirs runs."""

from __future__ import annotations

import json
import urllib.request

import pytest
from playwright.sync_api import expect

from tests.corpus.injection import NAMES


def create(server, first: str, second: str) -> dict:
    body = {"ruleset": "heroes-journey", "setup": {"variant": "intro", "seed": 5, "seats": [
        {"name": first, "deck": "intro"}, {"name": second, "deck": "intro"}]}}
    request = urllib.request.Request(f"{server}/api/tables", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


@pytest.mark.parametrize("pair", [NAMES[i:i + 2] for i in range(0, len(NAMES), 2)])
def test_hostile_names_show_as_text_on_every_page_of_the_table(phone, server, pair):
    table = create(server, *pair)
    page = phone()
    seat = table["seats"][0]["link"]
    for path in (f"/t/{table['id']}", seat[seat.index("/t/"):]):
        page.goto(path)
        expect(page.locator("#prompt")).to_be_visible()  # not stuck on "Loading the table"
        text = page.locator("body").inner_text()
        for name in pair:
            assert " ".join(name.split()) in " ".join(text.split()), (path, name)
        assert page.evaluate("window.pwned") is None
