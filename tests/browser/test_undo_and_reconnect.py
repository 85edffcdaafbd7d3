"""Undo between two phones, and a phone that lost its connection catching up."""

from __future__ import annotations

import pytest

from .conftest import act_by_api, api, new_table, seat_path, shot

expect = pytest.importorskip("playwright.sync_api").expect
WAIT = 10_000
"""How long a phone may take to show a change (ms): a margin a loaded 2-core machine keeps;
how fast a tap reaches the other phones is measured by the benchmarks, not here."""
NAMES = ("Ana", "Ben")


def seated(phone, server):
    """Both phones at a new intro table, site 1 placed: (table, first player's page,
    the other's page, first seat)."""
    table = new_table(server)
    first = table["state"]["to_act"]
    pages = [phone(), phone()]
    for seat, page in enumerate(pages):
        page.goto(seat_path(table, seat))
    pages[first].locator('button[data-action="place_site"]').first.click()
    for page in pages:
        expect(page.locator("#prompt")).to_contain_text("Campaign phase", timeout=WAIT)
    return table, pages[first], pages[1 - first], first


def play(page, search: str, card_id: str) -> None:
    page.click("#open-cards")
    page.fill("#card-filter", search)
    page.click(f'#card-list button[data-card="{card_id}"]')


def test_an_undo_confirmed_after_the_table_moved_on_takes_back_nothing(phone, server):
    table, hero, rival, first = seated(phone, server)
    play(hero, "bagh", "bagheera")
    expect(rival.locator("#risk")).to_have_text("3", timeout=WAIT)
    rival.click("#undo")
    expect(rival.locator("dialog")).to_contain_text("Bagheera")
    play(hero, "kaa", "kaa")  # the table moves on while the dialog is open
    expect(rival.locator("#risk")).to_have_text("7", timeout=WAIT)
    rival.click("#dlg-ok")
    expect(rival.locator("#notice")).to_contain_text("moved on", timeout=WAIT)
    shot(rival, "30-undo-refused-table-moved-on", full_page=False)
    for page in (hero, rival):
        expect(page.locator("#parties")).to_contain_text("Kaa")
        expect(page.locator("#parties")).to_contain_text("Bagheera")
    assert api(server, f"/api/tables/{table['id']}")["version"] == 3


def test_the_log_says_who_undid_what_and_the_undone_phone_is_told(phone, server):
    table, hero, rival, first = seated(phone, server)
    play(hero, "bagh", "bagheera")
    expect(rival.locator("#risk")).to_have_text("3", timeout=WAIT)
    rival.click("#undo")
    expect(rival.locator("dialog")).to_contain_text("Bagheera")
    rival.click("#dlg-ok")
    said = f"{NAMES[1 - first]} undid {NAMES[first]}'s action"
    for page in (hero, rival):
        expect(page.locator(".log")).to_contain_text(said, timeout=WAIT)
    expect(hero.locator("#notice")).to_contain_text(f"{NAMES[1 - first]} undid your action",
                                                    timeout=WAIT)
    expect(hero.locator("#notice")).to_contain_text("Bagheera")
    shot(hero, "31-your-action-was-undone", full_page=False)


def test_a_phone_back_online_gets_the_log_it_missed(phone, server):
    table, hero, rival, first = seated(phone, server)
    rival.context.set_offline(True)
    expect(rival.locator("#conn")).to_contain_text("Connection lost", timeout=3000)
    act_by_api(server, table, first, {"type": "play_card", "card_id": "bagheera",
                                      "target": None, "exert": None})
    rival.context.set_offline(False)
    expect(rival.locator("#risk")).to_have_text("3", timeout=3000)
    expect(rival.locator(".log")).to_contain_text("Bagheera", timeout=3000)


def test_a_refused_stream_says_the_server_is_busy_and_waits_as_told(phone, server, companion):
    """The server holds as many streams as it can: the phone says the server is busy (not
    that the connection is lost), waits the Retry-After it was given, then connects and
    shows the table as it moved meanwhile."""
    table = new_table(server)
    streams = companion.extensions["hjkit.streams"]
    limit, streams.limit = streams.limit, 0  # no room for a stream (others may be closing)
    try:
        page = phone()
        page.goto(seat_path(table, 1))
        conn = page.locator("#conn")
        expect(conn).to_contain_text("Server busy", timeout=WAIT)
        expect(conn).to_contain_text("Trying again in 2 s")
        expect(conn).to_have_class("conn busy")
        shot(page, "40-server-busy", full_page=False)
        action = table["state"]["legal_actions"][0]
        act_by_api(server, table, action["seat"], action)
    finally:
        streams.limit = limit
    expect(conn).to_contain_text("Connection is back", timeout=WAIT)
    expect(page.locator("#prompt")).to_contain_text("Campaign phase", timeout=WAIT)
