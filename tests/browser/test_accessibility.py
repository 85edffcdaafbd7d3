"""axe-core on the main pages, light and dark: no serious or critical violations, no
sideways scrolling and tap targets of 44 px at a 360 px wide phone."""

from __future__ import annotations

import json
import urllib.request

import pytest

from .conftest import assert_phone_friendly, shot

SETUP = {"ruleset": "heroes-journey", "setup": {"variant": "intro", "seed": 3, "seats": [
    {"name": "Ana", "deck": "intro"}, {"name": "Ben", "deck": "intro"}]}}


@pytest.fixture(scope="module")
def table(server):
    request = urllib.request.Request(f"{server}/api/tables", data=json.dumps(SETUP).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def main_pages(table) -> dict[str, str]:
    seat = table["seats"][0]["link"]
    return {"home": "/", "rules": "/rules", "card": "/cards/baloo",
            "card-404": "/cards/no-such-card", "search": "/search?q=exert",
            "table": f"/t/{table['id']}", "seat": seat[seat.index("/t/"):]}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_main_pages_pass_axe(phone, table, scheme):
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    page = phone(color_scheme=scheme)
    problems = {}
    for name, path in main_pages(table).items():
        page.goto(path)
        if name in ("table", "seat"):
            page.wait_for_selector("#banner")
        assert_phone_friendly(page)
        if scheme == "dark":
            shot(page, f"dark-{name}")
        results = axe.run(page)
        bad = [f"{v['id']} ({v['impact']}): {v['help']} at "
               f"{[n['target'] for n in v['nodes']][:3]}"
               for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        if bad:
            problems[name] = bad
    assert not problems, json.dumps(problems, indent=1)


def serious(results) -> list[str]:
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in results.response["violations"] if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_game_in_progress_and_its_sheets_pass_axe(phone, server, scheme):
    """The board with minions, the dock, a character's sheet and the card sheet."""
    from axe_playwright_python.sync_playwright import Axe

    from .conftest import new_table, seat_path
    from .test_one_glance import to_the_adversary_phase

    axe = Axe()
    table = new_table(server)
    first = table["state"]["to_act"]
    page = phone(color_scheme=scheme)
    page.goto(seat_path(table, 1 - first))
    to_the_adversary_phase(server, table, first)
    page.wait_for_selector("#parties .minions .char")
    problems = {"board": serious(axe.run(page))}
    page.locator("#parties .minions .char").first.click()
    page.wait_for_selector("#character-sheet")
    assert_phone_friendly(page)
    shot(page, f"44-{scheme}-character-sheet", full_page=False)
    problems["character sheet"] = serious(axe.run(page))
    page.click("#character-sheet .close")
    page.click("#open-cards")
    page.wait_for_selector("#cards-sheet")
    shot(page, f"45-{scheme}-cards-sheet", full_page=False)
    problems["cards sheet"] = serious(axe.run(page))
    assert not any(problems.values()), json.dumps(problems, indent=1)


NEWER_GAMES = {
    "heros-journey-v3": {"variant": "basic", "seed": 4, "seats": [{"name": "Ana"},
                                                                  {"name": "Ben"}]},
    "heros-journey-home": {"variant": "final-battle", "seed": 4, "seats": [{"name": "Ana"},
                                                                          {"name": "Ben"}]},
    "heroes-and-quests": {"variant": "short-table", "seed": 3, "seats": [{"name": "Ana"},
                                                                        {"name": "Ben"}]},
}


def landmarks_and_serious(results) -> list[str]:
    """Serious and critical violations, and landmarks that share a name (axe rates those
    moderate: a screen reader's list of regions shows two alike)."""
    return serious(results) + [
        f"{v['id']}: {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"] if v["id"] == "landmark-unique"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("ruleset", NEWER_GAMES)
def test_the_newer_games_table_and_seat_pages_pass_axe(phone, server, ruleset, scheme):
    """Issue 43: Heroes and Quests' map labels below contrast, and v3's and Home's seat pages
    with two landmarks of one name."""
    from axe_playwright_python.sync_playwright import Axe

    from .conftest import api, seat_path

    table = api(server, "/api/tables", {"ruleset": ruleset, "setup": NEWER_GAMES[ruleset]})
    page = phone(color_scheme=scheme)
    problems = {}
    for name, path in (("table", f"/t/{table['id']}"), ("seat", seat_path(table, 0))):
        page.goto(path)
        page.wait_for_selector("#banner")
        problems[name] = landmarks_and_serious(Axe().run(page))
    assert not any(problems.values()), json.dumps(problems, indent=1)
