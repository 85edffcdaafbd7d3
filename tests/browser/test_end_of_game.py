"""The end of a game: why it ended in the rules' words, a rematch with the same seats, and
a log that reads as the table would say it."""

from __future__ import annotations

import pytest

from .conftest import act_by_api, new_table, seat_path, shot

expect = pytest.importorskip("playwright.sync_api").expect
NAMES = ("Ana", "Ben")


def to_mowglis_death(server, table, first):
    """Shere Khan (11) against Mowgli (4): "If one side's total is DOUBLE OR MORE than the
    other's total, the losing side is OVERWHELMED." """
    act_by_api(server, table, first, {"type": "place_site", "card_id": "wolf-den"})
    for card in ("bagheera", "kaa"):
        act_by_api(server, table, first, {"type": "play_card", "card_id": card})
    act_by_api(server, table, first, {"type": "move"})
    act_by_api(server, table, 1 - first, {"type": "play_card", "card_id": "shere-khan"})
    act_by_api(server, table, 1 - first, {"type": "pass"})
    state = act_by_api(server, table, first, {"type": "pass"})["state"]  # none assigned
    minion = next(c["uid"] for c in state["characters"] if c["title"] == "Shere Khan")
    mowgli = next(c["uid"] for c in state["characters"]
                  if c["title"] == "Mowgli" and c["owner"] == first)
    act_by_api(server, table, 1 - first, {"type": "assign", "minion": minion,
                                          "companion": mowgli})
    act_by_api(server, table, first, {"type": "pass"})
    act_by_api(server, table, 1 - first, {"type": "pass"})


def test_the_end_screen_says_why_and_a_rematch_takes_both_phones_along(phone, server):
    """ "If your hero, Mowgli, dies, you lose the game." """
    table = new_table(server)
    first = table["state"]["to_act"]
    pages = [phone(), phone()]
    for seat, page in enumerate(pages):
        page.goto(seat_path(table, seat))
    to_mowglis_death(server, table, first)
    for page in pages:
        over = page.locator("#game-over")
        expect(over).to_contain_text(f"Mowgli died: {NAMES[first]} is out.")
        expect(over).to_contain_text(f"{NAMES[1 - first]} is the last player remaining: "
                                     "last to fall.")
    expect(pages[first].locator("#game-over")).to_contain_text("You lose")
    shot(pages[first], "60-end-screen", full_page=False)
    pages[1 - first].click("#rematch")
    for seat, page in enumerate(pages):
        page.wait_for_url(lambda url, seat=seat: table["id"] not in url and
                          url.endswith(f"/seat/{seat}"), timeout=3000)
        expect(page.locator("#prompt")).to_contain_text("places site 1")
    shot(pages[0], "61-rematch", full_page=False)
    mover = pages[pages[0].evaluate("HJ.table.snapshot.state.to_act")]
    mover.click('button[data-action="place_site"]')  # the old tokens act at the new table
    expect(mover.locator("#prompt")).to_contain_text("Campaign phase")


def test_a_plus_three_reads_as_one_line_and_undo_names_the_action(phone, server):
    table = new_table(server)
    first = table["state"]["to_act"]
    act_by_api(server, table, first, {"type": "place_site", "card_id": "wolf-den"})
    page = phone()
    page.goto(seat_path(table, first))
    expect(page.locator("#undo")).to_have_text(
        f"Undo: {NAMES[first]} places Wolf Den (and what followed automatically)")
    page.click("#risk-tokens")
    plus = page.locator('#tokens-sheet button[aria-label="Risk pool: plus one"]')
    for risk in ("1", "2", "3"):
        plus.click()
        expect(page.locator("#risk")).to_have_text(risk)
    page.click("#tokens-sheet .close")
    log = page.locator(".log li")
    expect(log.first).to_have_text(f"{NAMES[first]} adjusts the risk pool 0 -> 3 (+3).")
    expect(page.locator(".log li", has_text="adjusts the risk pool")).to_have_count(1)
    expect(page.locator("#undo")).to_have_text(
        f"Undo: {NAMES[first]} adjusts the risk pool 2 -> 3.")
    shot(page, "62-log-plus-three")
