"""Hero's Journey Home on two phones: both parties set up on their own phones, Ana draws a
Goblin (named on her phone), fights it with physical dice entered on the phone and sees the
to-hit numbers worked out; Ben draws the Ruins by opening the card's page (the QR code's
address) and reporting it; each phone follows the other."""

from __future__ import annotations

import json
import urllib.request

import pytest

from .conftest import assert_phone_friendly, shot

expect = pytest.importorskip("playwright.sync_api").expect


def create(server: str) -> list[str]:
    setup = {"ruleset": "heros-journey-home", "setup": {
        "variant": "standard", "seed": 4, "dice": "physical",
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}}
    request = urllib.request.Request(f"{server}/api/tables", data=json.dumps(setup).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return [s["link"] for s in json.load(answer)["seats"]]


def tap(page, kind: str, sheet: str | None = None, **data) -> None:
    """Tap a decision button (in the dock, or in the sheet its opener `sheet` opens) and
    wait until the table has moved on."""
    where = "".join(f'[data-{k}="{v}"]' for k, v in data.items())
    version = page.evaluate("HJ.table.snapshot.version")
    if sheet:
        page.locator(sheet).click()
    within = "dialog[open]" if sheet else "#actions"
    page.locator(f'{within} button[data-action="{kind}"]{where}').first.click()
    page.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version, timeout=3000)


def set_up(page, quest: str, adventurer: str) -> None:
    tap(page, "quest", "#pick-quest", card=quest)
    tap(page, "recruit", "#pick-recruit", card=adventurer)
    tap(page, "hero")
    tap(page, "assign")


def test_two_phones_play_a_turn_each(phone, server):
    ana, ben = phone(), phone(color_scheme="dark")
    links = create(server)
    ana.goto(links[0])
    ben.goto(links[1])
    expect(ana.locator("#prompt")).to_contain_text("Choose a Quest card")
    expect(ben.locator("#actions")).to_contain_text("Waiting for Ana")
    set_up(ana, "kraken", "champion")
    expect(ben.locator("#actions")).to_contain_text("Your decision", timeout=2000)
    set_up(ben, "skeleton-king", "paladin")
    for page in (ana, ben):
        expect(page.locator("#step")).to_contain_text("Ana's turn · card 0 of 45",
                                                      timeout=2000)
        expect(page.locator('[data-seat="1"] .burden')).to_contain_text("200 PG · bonus die 1")
    assert_phone_friendly(ana)
    shot(ana, "40-home-draw")

    ana.select_option("#drawn-card", "goblin-1")
    version = ana.evaluate("HJ.table.snapshot.version")
    ana.locator("#draw-button").click()
    ana.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version)
    expect(ben.locator("#current-card")).to_contain_text("Goblin", timeout=2000)
    tap(ana, "fight")
    expect(ana.locator("#enemies")).to_contain_text("HP 1/1")
    tap(ana, "defend")
    expect(ana.locator("#actions button[data-action=roll]")).to_have_count(20)
    version = ana.evaluate("HJ.table.snapshot.version")
    ana.locator("#actions button[data-action=roll]", has_text="1").first.click()
    ana.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version)
    expect(ana.locator("#to-hit")).to_contain_text("(2+0) - (11+0) + 10 = 1")
    shot(ana, "41-home-battle")
    tap(ana, "attack")
    for value in ("10", "11"):
        version = ana.evaluate("HJ.table.snapshot.version")
        ana.get_by_role("button", name=value, exact=True).click()
        ana.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version)
    expect(ben.locator('[data-seat="0"] .burden')).to_contain_text("300 PG · bonus die 1",
                                                                    timeout=2000)
    tap(ana, "end_turn")
    expect(ben.locator("#step")).to_contain_text("Ben's turn · card 1 of 45", timeout=2000)

    # Ben's card comes up: he scans its code, which opens the card's page.
    ben.goto(f"{server}/cards/ruins")
    ben.locator("#drew-this").click()
    expect(ben.locator("#current-card")).to_contain_text("Ruins", timeout=3000)
    expect(ana.locator('[data-seat="1"] .burden')).to_contain_text("700 PG", timeout=2000)
    expect(ana.locator("#journey")).to_contain_text("2 drawn")
    assert_phone_friendly(ben)
    shot(ben, "42-home-ruins")


def test_a_truce_with_a_trade_on_two_phones(phone, server):
    """Ana's Bard offers a truce in a battle between the two players; Ben offers 100 PG on
    his phone; Ana sees the terms and agrees; both phones show the papergold moved."""
    from .conftest import act_by_api, api

    table = api(server, "/api/tables", {"ruleset": "heros-journey-home", "setup": {
        "variant": "standard", "seed": 4, "dice": "physical",
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    for seat, quest, party in ((0, "kraken", ("champion", "bard")),
                               (1, "skeleton-king", ("paladin", "fool"))):
        act_by_api(server, table, seat, {"type": "quest", "seat": seat, "card": quest})
        for card in party:
            act_by_api(server, table, seat, {"type": "recruit", "seat": seat, "card": card})
        act_by_api(server, table, seat, {"type": "hero", "seat": seat, "member": 0})
        act_by_api(server, table, seat, {"type": "assign", "seat": seat, "member": 0})
    act_by_api(server, table, 0, {"type": "draw", "seat": 0, "card": "crossing-paths-1"})
    act_by_api(server, table, 0, {"type": "challenge", "seat": 0, "value": 1})

    ana, ben = phone(), phone(color_scheme="dark")
    ana.goto(table["seats"][0]["link"])
    ben.goto(table["seats"][1]["link"])
    expect(ana.locator("#acting")).to_contain_text("Bard")
    tap(ana, "truce")
    expect(ben.locator("#truce")).to_contain_text("Ana offers a truce", timeout=2000)
    ben.locator("#more-trade").click()
    version = ben.evaluate("HJ.table.snapshot.version")
    ben.locator("dialog[open]").get_by_role("button", name="Give 100 PG", exact=True).click()
    ben.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version)
    expect(ana.locator("#truce")).to_contain_text("Ben gives 100 PG", timeout=2000)
    expect(ana.locator("#actions")).to_contain_text("Agree to these terms")
    assert_phone_friendly(ana)
    expect(ana.locator("#truce-terms")).to_contain_text("Ben gives 100 PG")
    shot(ana, "43-home-truce", full_page=False)
    tap(ana, "agree")
    for page in (ana, ben):
        expect(page.locator('[data-seat="0"] .burden')).to_contain_text("500 PG",
                                                                        timeout=2000)
        expect(page.locator('[data-seat="1"] .burden')).to_contain_text("300 PG")
        expect(page.locator("#combat")).to_have_count(0)


def test_the_assassin_calls_the_numbers_the_player_chooses(phone, server):
    """Assassin: "Choose 2 numbers from 1-20": Ana picks 3 and 7 on her phone and the battle
    waits on the roll of the Assassin's 1d20 against them."""
    from .conftest import act_by_api, api

    table = api(server, "/api/tables", {"ruleset": "heros-journey-home", "setup": {
        "variant": "standard", "seed": 4, "dice": "physical",
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    for seat, quest, card in ((0, "kraken", "assassin"), (1, "skeleton-king", "paladin")):
        act_by_api(server, table, seat, {"type": "quest", "seat": seat, "card": quest})
        act_by_api(server, table, seat, {"type": "recruit", "seat": seat, "card": card})
        act_by_api(server, table, seat, {"type": "hero", "seat": seat, "member": 0})
        act_by_api(server, table, seat, {"type": "assign", "seat": seat, "member": 0})
    act_by_api(server, table, 0, {"type": "draw", "seat": 0, "card": "goblin-1"})
    act_by_api(server, table, 0, {"type": "fight", "seat": 0})
    act_by_api(server, table, 0, {"type": "defend", "seat": 0, "target": "a0.0"})
    act_by_api(server, table, 0, {"type": "roll", "seat": 0, "value": 1})

    ana = phone()
    ana.goto(table["seats"][0]["link"])
    expect(ana.locator("#assassin-picker")).to_contain_text("Assassin calls two numbers on")
    expect(ana.locator("#actions button[data-action=assassinate]")).to_have_count(1)
    ana.select_option("#assassin-first", "7")
    ana.select_option("#assassin-second", "3")
    # The page draws itself again whenever news arrives: the numbers chosen stay chosen.
    ana.evaluate("HJ.table.refresh()")
    expect(ana.locator("#assassin-first")).to_have_value("7")
    expect(ana.locator("#assassin-second")).to_have_value("3")
    assert_phone_friendly(ana)
    version = ana.evaluate("HJ.table.snapshot.version")
    ana.locator("#assassin-button").click()
    ana.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version)
    expect(ana.locator("#roll")).to_contain_text("assassinate, 1d20, calls 3 and 7")


def test_both_phones_may_announce_an_ambush_before_the_battle(phone, server):
    """Ambush: "Its use should be announced before combat begins": Ana begins the battle on
    her phone, and Ben, who holds an Ambush card, still may announce it on his."""
    from .conftest import act_by_api, api

    table = api(server, "/api/tables", {"ruleset": "heros-journey-home", "setup": {
        "variant": "standard", "seed": 4, "dice": "physical",
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    for seat, quest, card in ((0, "kraken", "champion"), (1, "skeleton-king", "paladin")):
        act_by_api(server, table, seat, {"type": "quest", "seat": seat, "card": quest})
        act_by_api(server, table, seat, {"type": "recruit", "seat": seat, "card": card})
        act_by_api(server, table, seat, {"type": "hero", "seat": seat, "member": 0})
        act_by_api(server, table, seat, {"type": "assign", "seat": seat, "member": 0})
    for seat, card in ((0, "ruins"), (1, "ambush-1")):
        act_by_api(server, table, seat, {"type": "draw", "seat": seat, "card": card})
        act_by_api(server, table, seat, {"type": "end_turn", "seat": seat})
    act_by_api(server, table, 0, {"type": "draw", "seat": 0, "card": "crossing-paths-1"})
    act_by_api(server, table, 0, {"type": "challenge", "seat": 0, "value": 1})

    ana, ben = phone(), phone()
    ana.goto(table["seats"][0]["link"])
    ben.goto(table["seats"][1]["link"])
    expect(ben.locator("#actions button[data-action=ambush]")).to_have_count(1)
    tap(ana, "begin")
    expect(ana.locator("#actions")).to_contain_text("Waiting for Ben", timeout=2000)
    expect(ben.locator("#actions")).to_contain_text("No Ambush: begin the battle",
                                                    timeout=2000)
    tap(ben, "ambush")
    expect(ana.locator("#roll")).to_contain_text("ambush", timeout=2000)


def test_the_final_battles_words_follow_a_deck_with_no_home(phone, server):
    """The Final Battle: "remove the Home card entirely": the Journey box never waits for
    Home, the spells sheet says what healing heals and what it costs ("Healer (Extrinsic):
    Heal one adventurer 1 HP per MP spent"), and the last party standing is not "home"."""
    from .conftest import act_by_api, api

    table = api(server, "/api/tables", {"ruleset": "heros-journey-home", "setup": {
        "variant": "final-battle", "seed": 4, "dice": "physical",
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    for seat, quest, party in ((0, "kraken", ("healer", "champion")),
                               (1, "skeleton-king", ("maiden",))):
        act_by_api(server, table, seat, {"type": "quest", "seat": seat, "card": quest})
        for card in party:
            act_by_api(server, table, seat, {"type": "recruit", "seat": seat, "card": card})
        act_by_api(server, table, seat, {"type": "hero", "seat": seat, "member": 0})
        view = api(server, f"/api/tables/{table['id']}")["state"]
        for learn in [a for a in view["legal_actions"] if a["type"] == "learn"][:1]:
            act_by_api(server, table, seat, learn)
        act_by_api(server, table, seat, {"type": "assign", "seat": seat, "member": 0})
    act_by_api(server, table, 0, {"type": "draw", "seat": 0, "card": "haunted-wood"})

    ana, ben = phone(), phone()
    ana.goto(table["seats"][0]["link"])
    ben.goto(table["seats"][1]["link"])
    expect(ana.locator("#journey")).to_contain_text(
        "no Home card: The Final Battle follows the last card")
    expect(ana.locator("#journey")).not_to_contain_text("Home cannot come up")
    ana.locator("#more-spells").click()
    sheet = ana.locator("dialog[open]")
    # The Healer wears the Kraken's Cloak of the Seven Seas: "100 rather than 200 PG per MP".
    expect(sheet).to_contain_text("Healer heals Champion by 3 HP, paying 300 PG")
    expect(sheet).to_contain_text("Healer heals Champion by 2 HP, paying 2 HP of its own")
    expect(sheet).not_to_contain_text("Champion: 1 HP")
    ana.keyboard.press("Escape")

    # Ben's only adventurer, the Maiden, sacrifices herself: Ana is the last one standing.
    act_by_api(server, table, 0, {"type": "end_turn", "seat": 0})
    act_by_api(server, table, 1, {"type": "draw", "seat": 1, "card": "goblin-1"})
    act_by_api(server, table, 1, {"type": "fight", "seat": 1})
    act_by_api(server, table, 1, {"type": "defend", "seat": 1, "target": "a1.0"})
    act_by_api(server, table, 1, {"type": "roll", "seat": 1, "value": 1})
    act_by_api(server, table, 1, {"type": "sacrifice", "seat": 1, "member": 0})
    expect(ana.locator("#game-over")).to_contain_text("You are the last one standing!",
                                                      timeout=3000)
    expect(ben.locator("#game-over")).to_contain_text("Ana is the last one standing",
                                                      timeout=3000)
    for page in (ana, ben):
        expect(page.locator("#game-over")).not_to_contain_text("home")
        expect(page.locator("#prompt")).to_contain_text("Ana is the last one standing and wins")
    assert_phone_friendly(ana)


def test_the_choice_to_fight_or_pay_shows_what_each_costs(phone, server):
    """"A player may avoid combat with a monster by paying 100 x base card value in
    tribute" (issue 43): beside the choice the phone shows the monster's value and HP and
    the tribute's price; a tribute beyond the purse has no button, and the prompt says it
    cannot be paid, and why."""
    from .phone_checks import check_phone

    def met(monster: str):
        links = create(server)
        ana = phone(size=(360, 740))
        ana.goto(links[0])
        set_up(ana, "kraken", "champion")
        ben = phone()
        ben.goto(links[1])
        set_up(ben, "skeleton-king", "paladin")
        expect(ana.locator("#step")).to_contain_text("Ana's turn", timeout=2000)
        ana.select_option("#drawn-card", monster)
        version = ana.evaluate("HJ.table.snapshot.version")
        ana.locator("#draw-button").click()
        ana.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version)
        return ana, ana.url.split("/t/")[1].split("/")[0]

    ana, table_id = met("goblin-1")
    purse = ana.evaluate("HJ.table.snapshot.state.parties[0].papergold")
    assert purse >= 200
    expect(ana.locator("#prompt")).to_have_text(
        "Fight the Goblin or pay its tribute of 200 PG.")
    expect(ana.locator("#monster-terms")).to_have_text("Goblin: value 2 · 1 HP · tribute 200 PG")
    expect(ana.locator('#actions button[data-action="tribute"]')).to_have_text(
        "Tribute: 200 PG")
    check_phone(ana, server, table_id, 0)
    shot(ana, "43-home-tribute-payable")

    ana, table_id = met("ogre")
    purse = ana.evaluate("HJ.table.snapshot.state.parties[0].papergold")
    assert purse < 900
    expect(ana.locator("#prompt")).to_have_text(
        f"Fight the Ogre. Its tribute of 900 PG cannot be paid: Ana holds {purse} PG.")
    expect(ana.locator("#monster-terms")).to_have_text(
        f"Ogre: value 9 · 4 HP · tribute 900 PG — beyond your {purse} PG")
    expect(ana.locator('#actions button[data-action="tribute"]')).to_have_count(0)
    expect(ana.locator('#actions button[data-action="fight"]')).to_be_visible()
    check_phone(ana, server, table_id, 0)
    shot(ana, "43-home-tribute-beyond")
