"""Heroes and Quests on two phones: a table whose players roll their own dice; each enters a
1D20 for turn order and places a pawn by tapping the map, then Ana plays a whole turn (a
move tapped on the map, the quest's rolls entered on the dice pad or a terrain action, the
End Phase) and both phones follow."""

from __future__ import annotations

import json
import urllib.request

import pytest

from .conftest import assert_phone_friendly, shot

expect = pytest.importorskip("playwright.sync_api").expect
WAIT = 10_000
"""How long a phone may take to show a change (ms): a margin a loaded 2-core machine keeps."""
ROLLS = {"explore": 3, "tag": 5, "fight": 20}  # a Minor Minion, a Dragon, a win


def create(server: str) -> list[str]:
    setup = {"ruleset": "heroes-and-quests", "setup": {
        "variant": "short-table", "seed": 3, "seats": [{"name": "Ana"}, {"name": "Ben"}]}}
    request = urllib.request.Request(f"{server}/api/tables", data=json.dumps(setup).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return [s["link"] for s in json.load(answer)["seats"]]


def on_both(pages, selector: str, text: str) -> None:
    for page in pages:
        expect(page.locator(selector)).to_contain_text(text, timeout=WAIT)


def tap(page, selector: str) -> None:
    version = page.evaluate("HJ.table.snapshot.version")
    page.locator(selector).first.click()
    page.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version, timeout=WAIT)


def move(page) -> None:
    """Tap the first legal move: in the dock, or in the move sheet (the map near the party
    and the list) its opener opens."""
    opener = page.locator("#move-list[data-sheet]")
    version = page.evaluate("HJ.table.snapshot.version")
    if opener.count():
        opener.click()
        page.locator('dialog[open] button[data-action="move"]').first.click()
    else:
        page.locator('#actions button[data-action="move"]').first.click()
    page.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version, timeout=WAIT)


def test_two_phones_place_pawns_and_play_a_turn(phone, server):
    ana, ben = phone(), phone()
    links = create(server)
    ana.goto(links[0])
    ben.goto(links[1])
    both = (ana, ben)
    on_both(both, "#phase", "Setup")
    for page in both:
        expect(page.locator("#board .cell")).to_have_count(100)
    expect(ben.locator("#actions")).to_contain_text("Waiting for Ana")
    # "Players roll high on the 1D20 to determine Turn Order.": each enters the roll
    on_both(both, "#phase", "roll for turn order")
    tap(ana, '#dice-pad button[data-value="14"]')
    tap(ben, '#dice-pad button[data-value="7"]')
    on_both(both, "#turn-order", "Turn order: Ana (14) · Ben (7)")
    assert ana.locator("#board .can-move").count() == 24  # the 24 settlement tiles
    assert_phone_friendly(ana)
    shot(ana, "40-hq-place-pawn")

    move(ana)
    on_both(both, "#prompt", "Ben's turn")
    move(ben)
    on_both(both, "#phase", "Move Phase")
    expect(ana.locator("#board .pawn")).to_have_count(2)
    shot(ana, "41-hq-move-phase", full_page=False)

    move(ana)
    fights = 0
    while ana.evaluate("HJ.table.snapshot.state.phase") in ("quest", "terrain"):
        pending = ana.evaluate("HJ.table.snapshot.state.pending")
        if pending is None:
            explore = ana.locator('#actions button[data-action="terrain"]', has_text="Explore")
            tap(ana, '#actions button[data-action="terrain"]' + (
                ':has-text("Explore")' if explore.count() else ""))
            continue
        if pending["purpose"] == "fight":
            fights += 1
            on_both(both, "#fight-number", "1D20 + levels 18")
            expect(ana.locator("#fight-needs")).to_contain_text("or more on the 1D20")
            shot(ana, "42-hq-fight", full_page=False)
        value = ROLLS.get(pending["purpose"], 1)
        tap(ana, f'#dice-pad button[data-value="{value}"]')
    assert fights == 1
    on_both(both, "#phase", "End Phase")
    shot(ana, "43-hq-end-phase")
    tap(ana, '#actions button[data-action="end"]')
    on_both(both, "#prompt", "Ben's turn")
    on_both(both, "#phase", "Move Phase")
    expect(ben.locator('#actions [data-action="move"], #move-list').first).to_be_visible()
    expect(ana.locator("#party-0")).to_contain_text("Heroes")
    shot(ben, "44-hq-ben-to-move")


def post(url: str, body: dict, token: str | None = None) -> dict:
    headers = {"Content-Type": "application/json",
               **({"Authorization": f"Bearer {token}"} if token else {})}
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers)
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def laid_by_hand() -> dict:
    """A setup whose tiles were laid by hand (a City at row 5, column 5, Ruins beside it)
    and whose decks were shuffled by hand (the cards dealt named)."""
    from hjkit.games.heroes_and_quests.engine.setup import place_tiles
    from hjkit.games.heroes_and_quests.model.library import SHIPPED, load

    library = load([SHIPPED])[0]
    board = list(place_tiles(2, library))
    for space, kind in ((44, "city"), (45, "ancient-ruins")):
        elsewhere = next(s for s, t in enumerate(board) if t == kind and s not in (44, 45))
        board[space], board[elsewhere] = board[elsewhere], board[space]
    quests = [q.id for q in library.quests.values() if q.terrain not in ("ancient-ruins",)]
    actions = [a.id for a in library.actions.values() for _ in range(a.copies)]
    heroes = list(library.heroes)
    return {"variant": "short", "seed": 1, "map": board, "decks": "table",
            "seats": [{"name": "Ana"}, {"name": "Ben"}],
            "dealt": {"quests": quests[:2], "seats": [
                {"heroes": heroes[6 * i:6 * i + 6], "hand": actions[5 * i:5 * i + 5]}
                for i in range(2)]}}, quests[2], library.quests[quests[2]].name


def test_a_card_drawn_from_a_deck_shuffled_by_hand_is_named_on_the_phone(phone, server):
    setup, quest, title = laid_by_hand()
    made = post(f"{server}/api/tables", {"ruleset": "heroes-and-quests", "setup": setup})
    api, tokens = f"{server}/api/tables/{made['id']}", [s["token"] for s in made["seats"]]
    for version, (seat, to) in enumerate(((0, 44), (1, 44), (0, 45))):
        post(f"{api}/actions", {"version": version,
                                "action": {"type": "move", "seat": seat, "to": to}}, tokens[seat])
    ana = phone()
    ana.goto(made["seats"][0]["link"])
    expect(ana.locator("#phase")).to_contain_text("Terrain Phase")
    mission = '#actions button[data-action="terrain"]:has-text("Mission")'
    ana.locator(mission).click()
    expect(ana.locator("#notice")).to_contain_text("Name the card drawn from the Quest Deck")
    ana.locator("#draw-card").select_option(quest)
    ana.locator("#draw-add").click()
    expect(ana.locator("#drawn-cards")).to_contain_text(title)
    shot(ana, "45-hq-card-drawn-by-hand")
    tap(ana, mission)
    expect(ana.locator("#quests")).to_contain_text(title)
    expect(ana.locator("#phase")).to_contain_text("End Phase")


def test_a_map_laid_by_hand_is_entered_space_by_space(phone, server):
    """"Distribute the 100 Terrain Tiles randomly to the Map. ... One Terrain Tile per
    Space.": the host taps each space's tile; a coastal tile inland is refused on the spot;
    the cards dealt from decks shuffled by hand are picked; the table starts on that map."""
    setup, _, _ = laid_by_hand()
    board, dealt = setup["map"], setup["dealt"]
    host = phone()
    host.goto(server)
    host.get_by_role("link", name="Heroes and Quests with tiles and decks laid by hand").click()
    host.wait_for_url("**/games/heroes-and-quests/laid")
    host.locator('#laid-board [data-space="44"]').click()
    host.locator('#palette button[data-tile="port"]').click()
    expect(host.locator("#map-status")).to_contain_text("lay it on an edge space")
    host.locator('#laid-board [data-space="0"]').click()
    for space, kind in enumerate(board):
        expect(host.locator("#map-status")).to_contain_text(
            f"row {space // 10 + 1}, column {space % 10 + 1}?")
        host.locator(f'#palette button[data-tile="{kind}"]').click()
    expect(host.locator("#map-status")).to_contain_text("All 100 spaces laid")
    host.locator("#name-0").fill("Ana")
    host.locator("#name-1").fill("Ben")
    host.locator("#by-hand").check()
    for q, quest in enumerate(dealt["quests"]):
        host.locator(f"#quest-{q}").select_option(quest)
    for i, seat in enumerate(dealt["seats"]):
        for h, hero in enumerate(seat["heroes"]):
            host.locator(f"#hero-{i}-{h}").select_option(hero)
        for a, card in enumerate(seat["hand"]):
            host.locator(f"#hand-{i}-{a}").select_option(card)
    assert_phone_friendly(host)
    shot(host, "46-hq-laid-by-hand")
    host.locator("#create").click()
    host.wait_for_url("**/t/*")
    expect(host.locator("#phase")).to_contain_text("Setup")
    state = host.evaluate("HJ.table.snapshot.state")
    assert [s["tile"] for s in state["board"]] == board and state["decks_by_hand"]


def test_the_save_prompt_names_the_hero_at_stake(phone, server):
    """SAVE: "If a Hero with this ability is killed he actually survives if he Is able to
    roll a 5 or 6 on a 1D6": the banner says whose Save the 1D6 is for (drawn from the
    phone's own script, the table put at a Save roll)."""
    ana = phone()
    ana.goto(create(server)[0])
    expect(ana.locator("#board .cell")).to_have_count(100)
    prompt = ana.evaluate("""() => {
      const v = HJ.table.snapshot.state;
      const hero = v.seats[v.turn].heroes[0].name;
      const at = { ...v, phase: "quest",
                   pending: { die: 6, purpose: "save", deaths: 2, victim: 0 } };
      const banner = HJ.game.sections(at, 0, null, null, null)[1];
      return [hero, banner.querySelector("#prompt").textContent];
    }""")
    hero, text = prompt
    assert f"Roll 1D6 for {hero}'s Save (5 or 6 survives) · 2 to die" in text


def chosen_by_a_player(view: dict) -> dict:
    """What a plain player does, as the first test plays it: roll high for turn order, the
    first move, explore, roll a Minor Minion, a Dragon and a win, then end the turn."""
    offered = [a for a in view["legal_actions"] if a["type"] not in ("retreat", "spend")]
    pending = view["pending"] or {}
    wanted = {**ROLLS, "order": 14 if view["turn"] == 0 else 7}.get(pending.get("purpose"), 1)
    for kind in ("roll", "move", "terrain", "end"):
        these = [a for a in offered if a["type"] == kind]
        if kind == "roll" and these:
            return next((a for a in these if a.get("value") == wanted), these[0])
        if kind == "terrain" and these:
            return next((a for a in these if a.get("action") == "Explore"), these[0])
        if these:
            return these[0]
    return offered[0]


def test_xp_for_a_fight_is_chosen_in_one_step_and_sent_as_one_action(phone, server):
    """"1 Get Fight +1 (One Encounter)" (issue 43: one tap a point): Ana wins a fight and
    earns its XP (the table played through the API as the first test plays it); at her next
    fight her phone's XP stepper chooses the points and one tap spends them, as one
    action."""
    from .conftest import act_by_api, api, seat_path

    table = api(server, "/api/tables", {"ruleset": "heroes-and-quests", "setup": {
        "variant": "short-table", "seed": 3, "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    for _ in range(400):
        view = api(server, f"/api/tables/{table['id']}")["state"]
        if (view["turn"] == 0 and (view["pending"] or {}).get("purpose") == "fight"
                and view["seats"][0]["xp"] >= 2):
            break
        action = chosen_by_a_player(view)
        act_by_api(server, table, action["seat"], action)
    else:
        pytest.fail("Ana met no fight holding 2 XP in 400 actions")
    xp = view["seats"][0]["xp"]
    ana = phone(size=(360, 740))
    ana.goto(seat_path(table, 0))
    boost = ana.locator("#fight-xp")
    expect(boost).to_contain_text(f"1 XP: Fight +1 (of {xp})", timeout=WAIT)
    for _ in range(1, xp):
        ana.locator("#fight-xp .pay-more").click()
    expect(boost.locator(".pay-more")).to_be_disabled()  # the XP held buy no more points
    go = ana.locator("#fight-xp-go")
    expect(go).to_have_text(f"Spend {xp} XP: Fight +{xp}")
    assert_phone_friendly(ana)
    shot(ana, "43-hq-fight-xp", full_page=False)
    tap(ana, "#fight-xp-go")  # one tap, one action
    assert ana.evaluate("HJ.table.snapshot.state.seats[0].xp") == 0
    expect(ana.locator(".log")).to_contain_text(f"Ana spends {xp} XP: Fight +{xp}")


def test_an_update_keeps_the_map_on_the_page_and_changes_only_what_moved(phone, server):
    """Speed at the table (issue 43): laying the hundred spaces out again was most of a
    redraw's work, so the map stays on the page: an update that leaves it as it was leaves
    its spaces untouched, and a pawn placed is shown on its space at once."""
    from .conftest import act_by_api, api, seat_path

    table = api(server, "/api/tables", {"ruleset": "heroes-and-quests", "setup": {
        "variant": "short-table", "seed": 3, "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    ben = phone()
    ben.goto(seat_path(table, 1))
    expect(ben.locator("#board .cell")).to_have_count(100, timeout=WAIT)
    ben.evaluate("window.firstBoard = document.getElementById('board')")
    view = api(server, f"/api/tables/{table['id']}")
    roll = next(a for a in view["state"]["legal_actions"] if a["seat"] == 0)
    assert roll["type"] == "roll"  # Ana's turn-order roll: nothing on the map changes
    act_by_api(server, table, 0, roll)
    ben.wait_for_function("(v) => HJ.table.snapshot.version === v", arg=view["version"] + 1,
                          timeout=WAIT)
    assert ben.evaluate("""() => {
      window.changed = [];
      new MutationObserver((m) => changed.push(...m)).observe(
        document.getElementById('board'), { subtree: true, childList: true, attributes: true,
                                            characterData: true });
      return document.getElementById('board') === window.firstBoard; }""")
    for _ in range(40):  # the table played on until a pawn stands on the map
        view = api(server, f"/api/tables/{table['id']}")
        squares = [s["square"] for s in view["state"]["seats"] if s["square"] >= 0]
        if squares:
            break
        action = chosen_by_a_player(view["state"])
        act_by_api(server, table, action["seat"], action)
    else:
        pytest.fail("no pawn was placed in 40 actions")
    ben.wait_for_function("(v) => HJ.table.snapshot.version === v", arg=view["version"],
                          timeout=WAIT)
    expect(ben.locator(f'[data-cell="{squares[0]}"] .pawn')).to_have_count(1)
    assert ben.evaluate("document.getElementById('board') === window.firstBoard")
    touched = ben.evaluate("new Set(changed.map((m) => (m.target.closest ? m.target : "
                           "m.target.parentElement).closest('[data-cell]').dataset.cell)).size")
    assert 1 <= touched < 100, "the spaces changed, not the whole map"
