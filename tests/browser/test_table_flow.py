"""Two phones at one intro table: setup, a full turn, a refusal, undo, the connection
banner, and a card's QR code opening its rulings page with a play button."""

from __future__ import annotations

import urllib.request

import pytest

from .conftest import assert_phone_friendly, shot

expect = pytest.importorskip("playwright.sync_api").expect
SECOND = 1000  # every step must show on both phones within a second


def on_both(pages, selector: str, text: str) -> None:
    for page in pages:
        expect(page.locator(selector)).to_contain_text(text, timeout=SECOND)


def tap(page, selector: str, text: str | None = None) -> None:
    target = page.locator(selector)
    if text is not None:
        target = target.filter(has_text=text)
    target.first.click()


def play(page, search: str, card_id: str) -> None:
    page.click("#open-cards")
    page.fill("#card-filter", search)
    page.click(f'#card-list button[data-card="{card_id}"]')


def create_intro_table(phone):
    host = phone()
    host.goto("/")
    assert_phone_friendly(host)
    shot(host, "01-home")
    host.select_option("#variant", "heroes-journey:intro")  # other games are served too
    host.fill("#name-0", "Ana")
    host.fill("#name-1", "Ben")
    expect(host.locator("#clock")).to_have_value("on")  # windows close by themselves
    host.select_option("#clock", "off")  # this test taps every pass by hand
    host.click("#create")
    host.wait_for_url("**/t/*")
    expect(host.locator(".seat-code svg")).to_have_count(2)
    assert_phone_friendly(host)
    shot(host, "02-table-join-codes")
    links = [host.locator(f'.seat-code[data-seat="{i}"] a').get_attribute("href")
             for i in range(2)]
    host.goto(links[0])
    other = phone()
    other.goto(links[1])
    return host, other


def at_the_first_campaign(phone):
    """An intro table on two phones, its first site placed: (ana, ben, hero, rival), the
    hero being the protagonist, whose campaign phase it is."""
    ana, ben = create_intro_table(phone)
    first = ana.evaluate("HJ.table.snapshot.state.to_act")
    hero, rival = (ana, ben) if first == 0 else (ben, ana)
    tap(hero, 'button[data-action="place_site"]')
    on_both((ana, ben), "#prompt", "Campaign phase")
    return ana, ben, hero, rival


def test_a_full_turn_on_two_phones(phone, server):
    ana, ben = create_intro_table(phone)
    both = (ana, ben)
    on_both(both, "#prompt", "places site 1")
    first = ana.evaluate("HJ.table.snapshot.state.to_act")
    hero, rival = (ana, ben) if first == 0 else (ben, ana)
    rival_name = "Ben" if first == 0 else "Ana"
    shot(hero, "03-seat-setup")

    tap(hero, 'button[data-action="place_site"]')
    on_both(both, "#prompt", "Campaign phase")

    play(hero, "bagh", "bagheera")  # a campaign card
    on_both(both, "#risk", "3")
    on_both(both, "#parties", "Bagheera")
    assert_phone_friendly(hero)
    shot(hero, "04-seat-campaign")

    tap(hero, 'button[data-action="move"]')  # the rival's only site 2 is placed with it
    on_both(both, "#prompt", "Adversary phase")
    on_both(both, "#notice", f"{rival_name} places Waingunga River as site 2")
    on_both(both, "#risk", "7")
    on_both(both, "#moves", "1 / 2")

    play(rival, "shere", "shere-khan")  # refused: 6 + roaming penalty 2 > 7
    expect(rival.locator("#notice")).to_contain_text("roaming penalty", timeout=SECOND)
    shot(rival, "05-refused")

    play(rival, "taba", "tabaqui")  # a minion
    on_both(both, "#risk", "6")
    on_both(both, "#parties", "Tabaqui")

    tap(rival, "#undo")  # undo, confirmed
    expect(rival.locator("dialog")).to_contain_text("Tabaqui")
    shot(rival, "06-undo-confirm", full_page=False)
    rival.click("#dlg-ok")
    on_both(both, "#risk", "7")
    for page in both:
        expect(page.locator(".char .name", has_text="Tabaqui")).to_have_count(0, timeout=SECOND)
    play(rival, "taba", "tabaqui")
    on_both(both, "#risk", "6")

    tap(rival, 'button[data-action="pass"]:not(.hold)')
    on_both(both, "#prompt", "assigns minions")
    expect(hero.locator("#assign-title")).to_have_text("Assign Tabaqui ⚔2 to:")
    tap(hero, 'button[data-action="assign"]', "Bagheera 6 vs 2")  # the only minion: its
    on_both(both, ".char.minion >> nth=0", "→ Bagheera")  # skirmish begins at once
    on_both(both, "#companion-total", "6")  # the skirmish screen, before it resolves
    on_both(both, "#minion-total", "2")
    on_both(both, "#predicted", "overwhelms")
    # Card abilities are offered by name; the rules core applies their effect.
    hero.click("#open-abilities")
    expect(hero.locator('#abilities-sheet button[data-action="use_ability"]',
                        has_text="Baloo — Skirmish: Exert Baloo to make him strength +2.")
           ).to_be_visible(timeout=SECOND)
    hero.keyboard.press("Escape")
    assert_phone_friendly(hero)
    shot(hero, "07-skirmish")

    tap(hero, 'button[data-action="pass"]:not(.hold)')  # one tap: the prediction is on the screen
    on_both(both, "#prompt", f"{rival_name} takes a Skirmish")
    tap(rival, 'button[data-action="pass"]:not(.hold)')
    on_both(both, "#prompt", "moves again or rests")  # regroup
    on_both(both, ".log", "Bagheera overwhelms")
    shot(rival, "09-regroup")

    tap(hero, 'button[data-action="rest"]')
    on_both(both, "#prompt", f"Campaign phase — {rival_name}")
    shot(hero, "10-next-turn-waiting")

    # Connection banner: lost when the wifi drops, back when it returns.
    rival.context.set_offline(True)
    expect(rival.locator("#conn")).to_contain_text("Connection lost", timeout=3000)
    shot(rival, "11-connection-lost", full_page=False)
    rival.context.set_offline(False)
    expect(rival.locator("#conn")).to_contain_text("back", timeout=5000)

    # A card's QR code opens its short address, which leads on to its rulings page; on a
    # seat's phone the page offers to play the card.
    face = urllib.request.urlopen(f"{server}/cards/kaa/face.png").read()
    url = qr_url(face) or f"{server}/c/kaa"
    assert url == f"{server}/c/kaa"
    rival.goto(url)
    assert rival.url == f"{server}/cards/kaa"
    expect(rival.locator("h1")).to_contain_text("Kaa")
    expect(rival.locator("#play-this")).to_be_visible()
    assert_phone_friendly(rival)
    shot(rival, "12-card-from-qr")
    rival.click("#play-this")
    rival.wait_for_url("**/seat/*")
    on_both((rival, hero), "#parties", "Kaa")


def qr_url(png: bytes) -> str | None:
    """The URL in a card face's QR code (None when zxing-cpp is unavailable)."""
    try:
        import io

        import zxingcpp
        from PIL import Image
    except ImportError:
        return None
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))
    return found[0].text if found else None


def test_exerting_for_a_card_ability_shows_on_both_phones(phone, server):
    """ "Skirmish: Exert Baloo to make him strength +2." — the exert is offered as an action,
    checked by the rules, and its wound shows on every phone."""
    ana, ben, hero, _ = at_the_first_campaign(phone)
    both = (ana, ben)
    hero.locator(".char", has_text="Baloo").first.click()  # a character's sheet
    tap(hero, '#character-sheet button[data-action="exert"]', "Exert Baloo")
    on_both(both, ".log", "exerts Baloo")
    for page in both:
        baloo = page.locator(".char", has_text="Baloo").filter(
            has=page.locator(".pip.w")).first
        expect(baloo.locator(".pip.w")).to_have_count(1, timeout=SECOND)


def test_a_lost_seat_link_is_replaced_by_the_host_and_the_old_phone_is_told(phone, server):
    """Ben's link is lost: the phone that created the table (Ana's) opens the join codes,
    gives Ben's seat a new code, a new phone joins with it, and Ben's old phone says its
    link no longer works."""
    ana, ben = create_intro_table(phone)
    old_link = ben.url
    ana.click(".seat-links")
    ana.wait_for_url("**/t/*")
    expect(ana.locator("#relink-buttons button")).to_have_count(2)
    tap(ana, 'button[data-relink="1"]')
    expect(ana.locator("dialog")).to_contain_text("Ben's old link stops working")
    ana.click("#dlg-ok")
    code = ana.locator('.seat-code[data-seat="1"]')
    expect(code.locator("svg")).to_have_count(1, timeout=SECOND)
    assert_phone_friendly(ana)
    shot(ana, "13-new-seat-code")
    new_link = code.locator("a").get_attribute("href")
    assert new_link != old_link and new_link.split("#")[0] == old_link.split("#")[0]

    expect(ben.locator("#no-token")).to_contain_text("Ben's seat has a new code", timeout=SECOND)
    expect(ben.locator('#dock button[data-action]')).to_have_count(0)
    assert_phone_friendly(ben)
    shot(ben, "13-old-phone-told")
    newcomer = phone()
    newcomer.goto(new_link)
    expect(newcomer.locator("#prompt")).to_contain_text("places site 1", timeout=SECOND)
    # A function, not an expression: the page's CSP refuses the eval a polled expression needs.
    newcomer.wait_for_function("() => HJ.table.snapshot.viewer === 1", timeout=SECOND)
    first = ana.evaluate("HJ.table.snapshot.state.to_act")
    ana.goto("/t/" + ana.url.split("/t/")[1].split("/")[0] + "/seat/0")
    tap((ana, newcomer)[first], 'button[data-action="place_site"]')
    on_both((newcomer, ana), "#prompt", "Campaign phase")


def test_a_seated_phone_renews_only_its_own_code(phone, server):
    ana, ben = create_intro_table(phone)
    ben.click(".seat-links")
    ben.wait_for_url("**/t/*")
    expect(ben.locator("#relink-buttons button")).to_have_count(1)
    expect(ben.locator("#relink-buttons button")).to_have_text("New code for my seat (Ben)")
    expect(ben.locator("#relink-seat")).to_be_visible()


def test_the_home_page_lists_this_phones_games(phone, server):
    """A phone that closed its tab gets back to its seat from the home page."""
    ana, ben = create_intro_table(phone)
    table = ben.evaluate("HJ.table.snapshot.id")
    ben.goto("/")
    game = ben.locator("#resume-list a.resume")
    expect(game).to_have_count(1, timeout=SECOND)
    expect(game).to_contain_text(f"Ben · table {table}")
    expect(game).to_contain_text("places site 1")
    assert_phone_friendly(ben)
    shot(ben, "14-home-with-a-game")
    game.click()
    ben.wait_for_url(f"**/t/{table}/seat/1")
    on_both((ben,), "#prompt", "places site 1")


def test_a_card_ability_is_applied_before_the_decision_passes(phone, server):
    """ "Skirmish: Exert Baloo to make him strength +2." — tapped by name, the +2 is on both
    phones' skirmish totals when the opponent decides."""
    ana, ben, hero, rival = at_the_first_campaign(phone)
    both = (ana, ben)
    tap(hero, 'button[data-action="move"]')  # the rival's only site 2 is placed with it
    on_both(both, "#prompt", "Adversary phase")
    play(rival, "taba", "tabaqui")
    on_both(both, "#parties", "Tabaqui")
    tap(rival, 'button[data-action="pass"]:not(.hold)')
    tap(hero, 'button[data-action="assign"]', "Baloo 6 vs 2")  # the skirmish begins at once
    on_both(both, "#companion-total", "6")
    hero.click("#open-abilities")
    tap(hero, '#abilities-sheet button[data-action="use_ability"]', "Baloo — Skirmish")
    on_both(both, "#companion-total", "8")
    on_both(both, ".log", "uses Baloo")
    on_both(both, "#prompt", "takes a Skirmish")
    expect(rival.locator('button[data-action="pass"]:not(.hold)')).to_be_visible(timeout=SECOND)
