"""The full turn's procedure where the page is at fault (issue 36): holds that end with the
move they were set in, deaths said before they happen, the sanctuary's forfeit said before
the tap that forfeits it, and windows that close by the table's clock unless a player
waits."""

from __future__ import annotations

import time

import pytest

from .conftest import act_by_api, api, new_table, seat_path, shot

expect = pytest.importorskip("playwright.sync_api").expect
SECOND = 1000


def state(server: str, table: dict) -> dict:
    return api(server, f"/api/tables/{table['id']}")["state"]


def intro(server: str, clock: int = 0) -> tuple[dict, int]:
    """An intro table with site 1 placed: (table, the first protagonist's seat)."""
    table = new_table(server, {"variant": "intro", "seed": 3, "clock": clock, "seats": [
        {"name": "Ana", "deck": "intro"}, {"name": "Ben", "deck": "intro"}]})
    first = table["state"]["to_act"]
    act_by_api(server, table, first, {"type": "place_site", "card_id": "wolf-den"})
    return table, first


def uid_of(view: dict, card_id: str, owner: int) -> int:
    return next(c["uid"] for c in view["characters"]
                if c["card_id"] == card_id and c["owner"] == owner)


def test_a_hold_ends_when_the_party_moves_again(phone, server):
    """ "Then the turn goes back to the adversary phase and each Antagonist now has a new
    opportunity to play additional adversary cards": "Pass to the end of the turn" never
    passes for a player through an adversary phase they could not see when they held."""
    table, first = intro(server)
    act_by_api(server, table, first, {"type": "move"})
    rival = phone()
    rival.goto(seat_path(table, 1 - first))
    rival.click("#pass-hold")  # "Pass to the end of the turn"
    expect(rival.locator("#prompt")).to_contain_text("moves again or rests", timeout=SECOND)
    act_by_api(server, table, first, {"type": "move"})
    expect(rival.locator("#prompt")).to_contain_text("Adversary phase", timeout=SECOND)
    time.sleep(1.5)  # the page would have passed for it by now
    assert state(server, table)["step_id"] == "adversary"
    expect(rival.locator('button[data-action="pass"]:not(.hold)')).to_be_visible()


def test_an_assignment_whose_wounds_kill_the_hero_asks_first(phone, server):
    """ "A character that receives wounds equal to or exceeding their health is killed":
    wounded Mowgli against Red Dog loses, takes 2 wounds and dies; the button says so and
    the phone asks first."""
    table, first = intro(server)
    view = state(server, table)
    mowgli = uid_of(view, "mowgli", first)
    for _ in range(3):  # Mowgli, health 4, at 3 wounds
        act_by_api(server, table, first, {"type": "adjust_wounds", "target": mowgli, "delta": 1})
    act_by_api(server, table, first, {"type": "play_card", "card_id": "bagheera"})
    act_by_api(server, table, first, {"type": "move"})
    act_by_api(server, table, 1 - first, {"type": "play_card", "card_id": "red-dog"})
    act_by_api(server, table, 1 - first, {"type": "pass"})
    hero = phone()
    hero.goto(seat_path(table, first))
    deadly = hero.locator('button[data-action="assign"]', has_text="Mowgli")
    expect(deadly).to_contain_text("4 vs 6: loses (hero dies)")
    deadly.click()
    expect(hero.locator("dialog")).to_contain_text("Mowgli is the hero")
    shot(hero, "52-assign-wounds-kill-hero", full_page=False)
    hero.click("dialog button:has-text('Cancel')")
    assert hero.evaluate("HJ.table.snapshot.state.assignments") == []


def _autopilot(server: str, table: dict, hero: int, wounded_at: int, stop_at: int) -> None:
    """Play by the API until `hero`'s party begins a turn at site `stop_at`, wounded: every
    party moves once a turn, the hero's twice, and nobody plays a card."""
    for _ in range(200):
        view = state(server, table)
        seat, step = view["to_act"], view["step_id"]
        position = view["seats"][hero]["position"]
        if step == "campaign" and view["protagonist"] == hero and position == stop_at:
            return
        mine = {a["type"]: a for a in view["legal_actions"] if a["seat"] == seat}
        if step == "regroup_decision" and seat == hero and position == wounded_at:
            mowgli = uid_of(view, "mowgli", hero)
            act_by_api(server, table, hero, {"type": "adjust_wounds", "target": mowgli,
                                              "delta": 1})
        if "place_site" in mine:
            action = mine["place_site"]
        elif step == "regroup_decision":
            again = seat == hero and position < stop_at and "move" in mine
            action = mine["move"] if again else mine["rest"]
        else:
            action = mine.get("move") or mine.get("pass") or next(iter(mine.values()))
        act_by_api(server, table, seat, action)
    raise AssertionError("the autopilot did not reach the sanctuary")


def test_the_sanctuary_says_a_card_ends_it_before_the_first_tap(phone, server):
    """Sanctuary X: "When the campaign phase begins, the Protagonist may remove up to X
    total wounds": the page says, before any tap, that a card or the move ends it, and the
    log says so when it happens."""
    table, first = intro(server)
    _autopilot(server, table, first, wounded_at=4, stop_at=4)
    hero = phone()
    hero.goto(seat_path(table, first))
    expect(hero.locator("#sanctuary-hint")).to_contain_text(
        "Playing a card or moving ends it")
    shot(hero, "53-sanctuary-hint", full_page=False)
    act_by_api(server, table, first, {"type": "play_card", "card_id": "bagheera"})
    expect(hero.locator("#sanctuary-hint")).to_have_count(0, timeout=SECOND)
    log = api(server, f"/api/tables/{table['id']}/log")["entries"]
    assert any("healing ends unused" in text for e in log for text in e["events"])


def test_a_window_closes_by_the_clock_unless_the_player_waits(phone, server):
    """At a table with a clock, a window in which a player may act but need not closes by
    itself; Wait keeps it open for that player, who then decides by hand. The log says who
    passed by the clock and who by themselves."""
    table, first = intro(server, clock=2)
    rival = phone(size=(320, 640))
    rival.goto(seat_path(table, 1 - first))
    act_by_api(server, table, first, {"type": "move"})
    expect(rival.locator("#wait")).to_contain_text("Wait: I may act", timeout=SECOND)
    shot(rival, "54-window-clock", full_page=False)
    expect(rival.locator("#prompt")).to_contain_text("moves again or rests", timeout=4 * SECOND)
    log = api(server, f"/api/tables/{table['id']}/log")["entries"]
    assert any("passes by the clock" in text for e in log for text in e["events"])

    act_by_api(server, table, first, {"type": "move"})
    expect(rival.locator("#wait")).to_be_visible(timeout=SECOND)
    rival.click("#wait")
    time.sleep(3)  # longer than the clock: the window stays open for the player
    assert state(server, table)["step_id"] == "adversary"
    rival.click('button[data-action="pass"]:not(.hold)')
    expect(rival.locator("#prompt")).not_to_contain_text("Adversary", timeout=SECOND)
    log = api(server, f"/api/tables/{table['id']}/log")["entries"]
    assert f"{['Ana', 'Ben'][1 - first]} passes." in log[-1]["events"]  # by hand
