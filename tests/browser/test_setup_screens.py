"""What the phones show while a table is set up: names, markers, the first player, the
bids and their draw, and a card page opened on a seat whose deck lacks the card."""

from __future__ import annotations

import pytest

from .conftest import act_by_api, new_table, seat_path, shot

expect = pytest.importorskip("playwright.sync_api").expect
SECOND = 1000


def test_name_fields_are_placeholders_and_markers_tell_default_seats_apart(phone, server):
    home = phone()
    home.goto("/")
    home.select_option("#variant", "heroes-journey:intro")  # other games are served too
    name = home.locator("#name-0")
    expect(name).to_have_value("")
    expect(name).to_have_attribute("placeholder", "Player 1")
    name.type("Ana")
    expect(name).to_have_value("Ana")
    name.fill("")  # both seats keep their default names
    home.click("#create")
    home.wait_for_url("**/t/*")
    expect(home.locator("#app .path .marker")).to_have_count(0)  # no site yet
    table = home.evaluate("HJ.table.snapshot")
    assert [s["name"] for s in table["seats"]] == ["Player 1", "Player 2"]
    first = table["state"]["to_act"]
    home.evaluate(f"""fetch('/api/tables/{table["id"]}/actions', {{method: 'POST',
        headers: {{'Content-Type': 'application/json', Authorization: 'Bearer ' +
                   localStorage.getItem('hjkit.token.{table["id"]}.{first}')}},
        body: JSON.stringify({{version: 0, action: {{type: 'place_site', seat: {first},
                                                    card_id: 'wolf-den'}}}})}})""")
    markers = home.locator("#app .path .marker")
    expect(markers).to_have_count(2, timeout=SECOND)
    texts = markers.all_inner_texts()
    assert len(set(texts)) == 2, texts
    shot(home, "32-default-names-markers")


def test_during_setup_the_phones_name_the_first_player_not_a_protagonist(phone, server):
    table = new_table(server, {"variant": "standard", "seed": 5, "seats": [
        {"name": "Cleo", "deck": "oz"}, {"name": "Dev", "deck": "achaian"}]})
    cleo = phone()
    cleo.goto(seat_path(table, 0))
    act_by_api(server, table, 0, {"type": "bid", "amount": 1})
    act_by_api(server, table, 1, {"type": "bid", "amount": 3})
    act_by_api(server, table, 1, {"type": "choose_position", "position": 1})
    expect(cleo.locator("#prompt")).to_contain_text("Dev places site 1", timeout=SECOND)
    status = cleo.locator("#status")
    expect(status).to_contain_text("First player")
    expect(status).to_contain_text("Dev")
    expect(status).not_to_contain_text("Protagonist")
    expect(cleo.locator("#parties")).not_to_contain_text("protagonist")
    shot(cleo, "33-setup-first-player")


def test_a_tie_in_the_bids_shows_the_draw_on_every_phone(phone, server):
    table = new_table(server, {"variant": "standard", "seed": 5, "seats": [
        {"name": "Cleo", "deck": "oz"}, {"name": "Dev", "deck": "achaian"}]})
    pages = [phone(), phone()]
    for seat, page in enumerate(pages):
        page.goto(seat_path(table, seat))
    act_by_api(server, table, 0, {"type": "bid", "amount": 2})
    act_by_api(server, table, 1, {"type": "bid", "amount": 2})
    for page in pages:
        expect(page.locator("#banner")).to_contain_text("tied", timeout=SECOND)
        expect(page.locator("#banner")).to_contain_text("draw")
    shot(pages[0], "34-tied-bids-draw")


def test_a_card_page_on_a_seat_whose_deck_lacks_the_card_says_so(phone, server):
    table = new_table(server, {"variant": "standard", "seed": 5, "seats": [
        {"name": "Cleo", "deck": "oz"}, {"name": "Dev", "deck": "achaian"}]})
    cleo = phone()
    cleo.goto(seat_path(table, 0))
    expect(cleo.locator("#prompt")).to_contain_text("bids")
    cleo.goto("/cards/odysseus")
    box = cleo.locator("#play-here")
    # the box waits for the table's answer, which a loaded test run (CI, 2 cores) was seen
    # to give later than expect's default 5 s
    expect(box).to_contain_text("Odysseus is not in Cleo's deck", timeout=20_000)
    expect(cleo.locator("#play-this")).to_have_count(0)
    shot(cleo, "35-card-not-in-deck")
