"""The Hero's Journey v3 on two phones: a 2-player table with a one-round limit, each phone
taking its own decisions (a trade offered on one in the middle of a turn and answered on
the other) until the game is scored and both phones show the scores; and a table with
physical results, where the phones enter the cards the table turned over and a hand is
named only when its Challenge is played."""

from __future__ import annotations

import json
import urllib.request

import pytest

from .conftest import assert_phone_friendly, shot

expect = pytest.importorskip("playwright.sync_api").expect
PREFERRED = ["reveal_challenge", "take_encounter", "advance", "pay", "match", "pick",
             "take_two", "keep", "place_coin", "guess", "give", "take_mentor", "discard",
             "skip", "remain", "draw_challenge", "end_turn"]


def create(server: str, setup: dict | None = None) -> list[str]:
    setup = {"ruleset": "heros-journey-v3", "setup": setup or {
        "variant": "advanced", "seed": 4, "rounds": 1,
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}}
    request = urllib.request.Request(f"{server}/api/tables", data=json.dumps(setup).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return [s["link"] for s in json.load(answer)["seats"]]


def tap_a_decision(page) -> str:
    """Tap this phone's preferred button; its action type. The Excuse's two suits are
    chosen in its picker first."""
    picks = page.locator("#excuse [data-pick]")
    if picks.count():
        picks.nth(0).click()
        picks.nth(1).click()
    for kind in PREFERRED:
        button = page.locator(f'#actions button[data-action="{kind}"]:not([disabled])')
        if button.count():
            version = page.evaluate("HJ.table.snapshot.version")
            button.first.click()
            page.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version,
                                   timeout=2000)
            return kind
    raise AssertionError(f"no known decision on {page.url}: "
                         f"{page.locator('#actions').inner_text()}")


def test_two_phones_play_to_the_scoring(phone, server):
    ana, ben = phone(), phone()
    links = create(server)
    ana.goto(links[0])
    ben.goto(links[1])
    for page in (ana, ben):
        expect(page.locator("#prompt")).to_contain_text("Ana plays a Challenge")
        expect(page.locator("#journey li")).to_have_count(12)
    expect(ben.locator("#actions")).to_contain_text("Waiting for Ana")
    assert_phone_friendly(ana)
    shot(ana, "30-journey-challenge")

    ana.locator('#actions button[data-action="reveal_challenge"]').click()
    expect(ana.locator("#prompt")).not_to_contain_text("plays a Challenge")
    while ana.locator('#actions button[data-action="begin_trade"]').count() == 0:
        tap_a_decision(ana if ana.locator("#actions button").count() else ben)
    at_step = ana.locator("#prompt").inner_text()
    shot(ana, "31-journey-trade-step")

    # A trade offered on Ana's phone in the middle of her turn ("any time during your
    # turn": with heroes only before 4B) and accepted on Ben's; the turn goes on.
    ana.locator('#actions button[data-action="begin_trade"]').click()
    expect(ana.locator("#prompt")).to_contain_text("Ana chooses another hero to trade with")
    expect(ana.locator('#actions button[data-action="open_deal"]')).to_have_text(
        ["Trade with Ben"])
    ana.locator('#actions button[data-action="open_deal"]', has_text="Trade with Ben").click()
    ana.locator('#actions button[data-action="add_give"]').first.click()
    ana.locator('#actions button[data-action="add_take"]').first.click()
    expect(ana.locator("#pending")).to_contain_text("Trade with Ben: give 1")
    ana.locator('#actions button[data-action="propose"]').click()
    expect(ben.locator("#pending")).to_contain_text("Ana offers", timeout=1000)
    shot(ben, "32-journey-offer")
    ben.locator('#actions button[data-action="accept"]').click()
    expect(ana.locator("#prompt")).to_have_text(at_step, timeout=1000)
    while ana.locator('#actions button[data-action="end_turn"]').count() == 0:
        tap_a_decision(ana if ana.locator("#actions button").count() else ben)
    expect(ana.locator("#prompt")).to_contain_text("Ana trades, or ends the turn")
    ana.locator('#actions button[data-action="end_turn"]').click()
    expect(ben.locator("#prompt")).to_contain_text("Ben plays a Challenge", timeout=1000)

    for _ in range(80):
        if ben.locator("#game-over").count():
            break
        tap_a_decision(ben if ben.locator("#actions button").count() else ana)
    for page in (ana, ben):
        expect(page.locator("#game-over")).to_be_visible(timeout=1000)
        expect(page.locator("#scores thead th")).to_have_count(3)  # a column per hero
    assert_phone_friendly(ben)
    shot(ben, "33-journey-scores")


def enter(page, card: str) -> None:
    """Tap the button of the card that came up, and wait for the table to take it."""
    version = page.evaluate("HJ.table.snapshot.version")
    page.locator(f'#actions button[data-card="{card}"]').click()
    page.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version, timeout=2000)


def test_phones_enter_the_cards_a_physical_table_turns_over(phone, server):
    ana, ben = phone(), phone()
    links = create(server, {"variant": "basic-physical",
                            "seats": [{"name": "Ana"}, {"name": "Ben"}]})
    ana.goto(links[0])
    ben.goto(links[1])
    expect(ana.locator("#pending")).to_have_text("Which card came up from the Mentor deck?")
    expect(ana.locator("#physical")).to_be_visible()
    expect(ben.locator("#actions")).to_contain_text("Waiting for Ana")
    shot(ana, "34-journey-physical-reveal")
    for card in ("the-painter", "the-sailor", "the-mill", "the-castle"):
        enter(ana, card)
    expect(ben.locator("#encounters")).to_contain_text("Wanderer's: The Painter & The Mill")

    # The hands were dealt at the table: nobody enters them, every phone counts them.
    expect(ana.locator("#prompt")).to_contain_text("Ana plays a Challenge")
    for page in (ana, ben):
        for seat in (0, 1):
            expect(page.locator(f'.party[data-seat="{seat}"]')).to_contain_text("1 in hand")
    ana.locator("#play-hand").click()  # Ana holds the Ace of Wyrms: she names it now
    sheet = ana.locator("dialog#hand-sheet[open]")
    expect(sheet.locator("[data-send]")).to_have_count(12)  # 6 Aces, The Excuse in 6 coins
    shot(ana, "35-journey-physical-hands", full_page=False)
    version = ana.evaluate("HJ.table.snapshot.version")
    sheet.locator('[data-card="ace-of-wyrms"]').click()
    ana.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version, timeout=2000)
    expect(ben.locator("#log")).to_contain_text("Ana plays Ace of Wyrms from hand")
    expect(ana.locator('.party[data-seat="0"]')).to_contain_text("0 in hand")
    assert_phone_friendly(ben)


def test_the_banner_the_road_and_a_substitute_speak_in_words(phone, server):
    """The banner names the step as the rules do ("1) The Challenge", "B) The Road
    Beckons"), never the engine's key; the road's buttons name the cards each Encounter
    brings; and the player to the right choosing a substitute ("the player to your right
    will choose what substitute resources the bank will give you") reads whom it is for."""
    from .conftest import act_by_api, api

    table = api(server, "/api/tables", {"ruleset": "heros-journey-v3", "setup": {
        "variant": "basic", "seed": 4, "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    ana = phone()
    ana.goto(table["seats"][0]["link"])
    expect(ana.locator("#step span").first).to_have_text("Ana's turn · The Challenge")
    while True:
        view = api(server, f"/api/tables/{table['id']}")["state"]
        if view["step"] == "road":
            break
        seat = view["deciding"]
        mine = [a for a in view["legal_actions"] if a["seat"] == seat
                and a["type"] != "begin_trade"]
        act_by_api(server, table, seat, mine[0])
    expect(ana.locator("#step span").first).to_have_text(
        "Ana's turn · The Road Beckons")
    rows = view["rows"]
    wanderer = f"{rows['wanderer']['mentor']['name']} & {rows['wanderer']['place']['name']}"
    traveler = f"{rows['traveler']['mentor']['name']} & {rows['traveler']['place']['name']}"
    dock = ana.locator("#actions")
    expect(dock).to_contain_text(f"Wanderer's: {wanderer} (free)")
    if any(a.get("which") == "traveler" for a in view["legal_actions"]):
        expect(dock).to_contain_text(f"Traveler's: {traveler} (pay 2)")
    # The substitute, drawn as the chooser's phone draws it.
    text = ana.evaluate("""() => {
      const v = { ...HJ.table.snapshot.state, step: "substitute", deciding: 0,
                  pending: { kind: "substitute", seat: 0, other: 1, card: null, count: 0,
                             coins: {} },
                  legal_actions: [{ type: "pick", seat: 0, suit: "wyrms" }] };
      return HJ.game.actions(v, 0, () => {}).textContent;
    }""")
    assert "The bank gives Ben 1 Wyrm" in text and "Take 1" not in text


def test_a_round_limit_is_chosen_when_the_table_is_created_and_counted_down(phone, server):
    """Issue 43: a three-player game ran 68 rounds. The home page offers the round limit
    suggested for the players (about an evening), or none; the table page then shows the
    rounds left."""
    from .phone_checks import check_phone

    home = phone(size=(360, 740))
    home.goto("/")
    home.select_option("#variant", "heros-journey-v3:basic")
    home.select_option("#players", "3")
    expect(home.locator("#rounds")).to_have_value("20")
    expect(home.locator("#rounds option:checked")).to_have_text("20 rounds (about an evening)")
    expect(home.locator("#rounds option").last).to_have_text("No limit: play to an Ending")
    home.select_option("#players", "2")  # the suggestion follows the players...
    expect(home.locator("#rounds")).to_have_value("30")
    home.select_option("#rounds", "10")
    home.select_option("#players", "3")  # ...until a limit is chosen
    expect(home.locator("#rounds")).to_have_value("10")
    assert_phone_friendly(home)
    shot(home, "43-v3-round-limit-home")
    home.click("#create")
    home.wait_for_url("**/t/*")
    table = home.evaluate("HJ.table.snapshot")
    assert table["state"]["round_limit"] == 10
    expect(home.locator("#rounds-left")).to_have_text("Round 1 of 10 · 9 more after this one")
    home.goto(f"/t/{table['id']}/seat/0")  # this phone created the table: it holds the seats
    expect(home.locator("#rounds-left")).to_have_text("Round 1 of 10 · 9 more after this one")
    check_phone(home, server, table["id"], 0)
    shot(home, "43-v3-rounds-left")


def test_no_round_limit_chosen_shows_no_count(phone, server):
    home = phone()
    home.goto("/")
    home.select_option("#variant", "heros-journey-v3:advanced")
    home.select_option("#rounds", "")
    home.click("#create")
    home.wait_for_url("**/t/*")
    assert home.evaluate("HJ.table.snapshot.state.round_limit") is None
    expect(home.locator("#prompt")).to_be_visible()
    expect(home.locator("#rounds-left")).to_have_count(0)


def _hand_line(server: str, table: dict, seat: int) -> tuple[int, str]:
    """The table's version and the hand as the seat's own view (read with its token) has
    it, written as its phone writes it."""
    from .conftest import api

    answer = api(server, f"/api/tables/{table['id']}", token=table["seats"][seat]["token"])
    hand = answer["state"]["heroes"][seat]["hand"]
    return answer["version"], f"Hand: {', '.join(c['name'] for c in hand) or 'none'}"


def _act_for_whoever_decides(server: str, table: dict) -> None:
    """One action by the API, taken by the seat whose decision it is (its preferred one)."""
    from .conftest import act_by_api, api

    state = api(server, f"/api/tables/{table['id']}")["state"]
    legal = state["legal_actions"]
    action = min(legal, key=lambda a: PREFERRED.index(a["type"]) if a["type"] in PREFERRED
                 else len(PREFERRED))
    act_by_api(server, table, action["seat"], action)


def test_a_phone_back_online_after_missing_three_actions_shows_its_seats_hand(phone, server):
    """Issue 43: a hand card (The Excuse) listed in the seat's view was once missing from
    its phone after that phone had been offline. Ana's phone goes offline while three
    actions are taken: first her own (she draws a Challenge on another device), then Ben's;
    back online, it shows the hand her seat's view holds, The Excuse among it."""
    from .conftest import api

    table = api(server, "/api/tables", {"ruleset": "heros-journey-v3", "setup": {
        "variant": "advanced", "seed": 4, "rounds": 2,
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    ana = phone(size=(360, 740))
    ana.goto(table["seats"][0]["link"])
    hand = ana.locator('.party[data-seat="0"] .hj3-hand')
    expect(hand).to_have_text(_hand_line(server, table, 0)[1])
    expect(hand).to_contain_text("The Excuse")

    first = _hand_line(server, table, 0)[1]
    for missed, then in (("Ana's reveal, draw and Encounter", 4), ("Ben's", 0)):
        ana.context.set_offline(True)
        expect(ana.locator("#conn")).to_contain_text("Connection lost")
        before = _hand_line(server, table, 0)
        for _ in range(3):
            _act_for_whoever_decides(server, table)
        version, line = _hand_line(server, table, 0)
        assert version == before[0] + 3
        ana.context.set_offline(False)
        ana.wait_for_function("(v) => HJ.table.snapshot.version >= v", arg=version,
                              timeout=5000)
        expect(hand, f"back online after {missed} actions").to_have_text(line)
        expect(hand).to_contain_text("The Excuse")
        ana.wait_for_timeout(1500)  # nothing later (a stream's shared view) takes it back
        expect(hand, f"a moment later, after {missed} actions").to_have_text(line,
                                                                            timeout=100)
        for _ in range(then):
            _act_for_whoever_decides(server, table)
    assert line != first  # the hand her phone missed changing was caught up
    assert_phone_friendly(ana)
    shot(ana, "36-journey-back-online-hand", full_page=False)


def test_a_seats_phone_gets_its_own_view_with_each_update_without_asking(phone, server):
    """Issue 43 (speed at the table): Ben's tap reaches Ana's phone with Ana's own view (her
    Challenge hand) in the update itself; her phone asks for nothing after it."""
    from .conftest import act_by_api, api, seat_path

    table = api(server, "/api/tables", {"ruleset": "heros-journey-v3", "setup": {
        "variant": "basic", "seed": 4, "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    ana = phone()
    ana.goto(seat_path(table, 0))
    expect(ana.locator("#prompt")).to_contain_text("Ana plays a Challenge")
    ana.wait_for_function("HJ.table.snapshot.viewer === 0")
    asked = []
    ana.on("request", lambda r: asked.append(r.url) if "/events" not in r.url else None)
    for _ in range(3):
        view = api(server, f"/api/tables/{table['id']}")
        action = view["state"]["legal_actions"][0]
        act_by_api(server, table, action["seat"], action)
        ana.wait_for_function("(v) => HJ.table.snapshot.version === v && "
                              "HJ.table.snapshot.viewer === 0", arg=view["version"] + 1)
    hand = ana.evaluate("HJ.table.snapshot.state.heroes[0].hand")
    assert hand, "Ana's phone shows her hand from the update"
    assert not [url for url in asked if url.endswith(f"/api/tables/{table['id']}")], asked
