"""One glance: on a 360 x 740 phone the status a player needs lies on the first screen,
above the decisions docked at the bottom, and a turn that becomes yours is noticed."""

from __future__ import annotations

import pytest

from .conftest import act_by_api, api, new_table, seat_path, shot

expect = pytest.importorskip("playwright.sync_api").expect

# The status boxes: whose decision and what, the risk pool, moves against the limit, each
# party's burden, the path with its markers, and the protagonist's party and the minions
# with strength, health and wounds per character.
STATUS = ["#prompt", "#risk", "#moves", "#burdens .burden", "#path li", "#path .marker",
          "#parties .party:first-child .char", "#parties .minions .char"]


def boxes_outside_first_screen(page) -> list[str]:
    """Status elements whose box is not wholly between the top of the screen and the dock."""
    return page.evaluate("""(selectors) => {
        const dock = document.getElementById('dock');
        const bottom = dock ? dock.getBoundingClientRect().top : window.innerHeight;
        const out = [];
        for (const s of selectors) {
            for (const e of document.querySelectorAll(s)) {
                const r = e.getBoundingClientRect();
                if (r.top < 0 || r.bottom > bottom + 0.5 || r.height === 0)
                    out.push(`${s} "${e.textContent.trim().slice(0, 20)}" ${r.top}-${r.bottom} ` +
                             `(first screen ends at ${bottom})`);
            }
        }
        return out;
    }""", STATUS)


def legal(server, table, kind):
    state = api(server, f"/api/tables/{table['id']}")["state"]
    return [a for a in state["legal_actions"] if a["type"] == kind]


def to_the_adversary_phase(server, table, first):
    """Site 1, two campaign cards, a move (site 2 placed) and two minions."""
    act_by_api(server, table, first, {"type": "place_site", "card_id": "wolf-den"})
    for card in ("bagheera", "kaa"):
        act_by_api(server, table, first, {"type": "play_card", "card_id": card})
    act_by_api(server, table, first, {"type": "move"})
    for place in legal(server, table, "place_site")[:1]:
        act_by_api(server, table, place["seat"], place)
    for card in ("tabaqui", "bandar-log-chatterer"):
        act_by_api(server, table, 1 - first, {"type": "play_card", "card_id": card})


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_status_fits_the_first_screen_above_the_dock(phone, server, scheme):
    table = new_table(server)
    first = table["state"]["to_act"]
    hero, rival = phone(scheme), phone(scheme)
    hero.goto(seat_path(table, first))
    rival.goto(seat_path(table, 1 - first))
    to_the_adversary_phase(server, table, first)
    heights = {}
    for page, name in ((hero, "hero"), (rival, "rival")):
        expect(page.locator("#prompt")).to_contain_text("Adversary phase")
        expect(page.locator("#parties .minions .char")).to_have_count(2)
        assert not boxes_outside_first_screen(page), boxes_outside_first_screen(page)
        heights[f"adversary, {name}"] = page.evaluate("document.documentElement.scrollHeight")
        shot(page, f"40-{scheme}-adversary-{name}", full_page=False)
    act_by_api(server, table, 1 - first, {"type": "pass"})
    for assign in legal(server, table, "assign")[:1]:
        act_by_api(server, table, first, assign)
    expect(hero.locator("#assign-title")).to_be_visible()
    assert not boxes_outside_first_screen(hero), boxes_outside_first_screen(hero)
    shot(hero, f"41-{scheme}-assigning", full_page=False)
    act_by_api(server, table, first, legal(server, table, "assign")[0])
    for choice in legal(server, table, "pass")[:1]:  # done assigning, if still asked
        act_by_api(server, table, first, choice)
    for choice in legal(server, table, "choose_skirmish")[:1]:
        act_by_api(server, table, first, choice)
    expect(hero.locator("#skirmish")).to_be_visible()
    assert not boxes_outside_first_screen(hero), boxes_outside_first_screen(hero)
    heights["skirmish, hero"] = hero.evaluate("document.documentElement.scrollHeight")
    shot(hero, f"42-{scheme}-skirmish", full_page=False)
    # Within thumb reach; measured in the page in one step (an update replaces the dock).
    hero.wait_for_function("""() => {
        const dock = document.getElementById("dock");
        return dock !== null && Math.abs(dock.getBoundingClientRect().bottom - 740) <= 1;
    }""", timeout=5000)
    print(f"page heights at 360 x 740 ({scheme}): {heights}")


def test_the_banner_stays_in_view_when_the_page_is_scrolled(phone, server):
    table = new_table(server)
    page = phone()
    page.goto(seat_path(table, 0))
    to_the_adversary_phase(server, table, table["state"]["to_act"])
    expect(page.locator("#prompt")).to_contain_text("Adversary phase")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    # Waits (the page may be re-rendering when the scroll lands): the whole banner in view.
    expect(page.locator("#banner")).to_be_in_viewport(ratio=1)
    # Measured in one step in the page: each update replaces the banner, so a box asked
    # for after the locator found it can belong to a node already gone (None).
    page.wait_for_function("""() => {
        const banner = document.getElementById("banner");
        if (!banner) return false;
        const box = banner.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= 740;
    }""", timeout=5000)
    shot(page, "43-scrolled-banner", full_page=False)


def test_a_turn_that_becomes_yours_changes_the_title_and_vibrates(phone, server):
    table = new_table(server)
    first = table["state"]["to_act"]
    rival = phone()
    rival.add_init_script("window.buzzes = []; navigator.vibrate = (p) => { "
                          "window.buzzes.push(p); return true; };")
    rival.goto(seat_path(table, 1 - first))
    expect(rival).not_to_have_title("● Your turn", timeout=1000)
    assert "Your turn" not in rival.title()
    act_by_api(server, table, first, {"type": "place_site", "card_id": "wolf-den"})
    act_by_api(server, table, first, {"type": "move"})  # the rival plays minions next
    expect(rival.locator("#prompt")).to_contain_text("Adversary phase")
    assert rival.title().startswith("● Your turn")
    assert rival.evaluate("window.buzzes.length") == 1
