"""Hero's Journey Home on two phones at 320 x 640 and 360 x 740 (issue 26): both parties set
up on their own phones (the Quest and the adventurers picked with their values and the
budget left), Ana names a Crossing Paths card and challenges Ben, the player-versus-player
battle is played with physical d20s entered on the dice pad, and Ana draws Home. At every
step every phone holds what phone_checks asks (no sideways scroll, every legal action in
reach, no raw id, two screens tall, 44 px targets); the taps are counted per turn per seat."""

from __future__ import annotations

from functools import partial

import pytest

from hjkit.kit.registry import game

from .conftest import act_by_api, api, shot
from .phone_checks import Tapper, act, check_all, open_phones

pytest.importorskip("playwright.sync_api")
SIZES = [(320, 640), (360, 740)]
GAME = game("heros-journey-home")
LIBRARY = GAME.load([GAME.shipped_cards()]).library
# Card ids that are also words of the game's own sentences ("Ana is home and wins") are
# not raw ids when they are read there.
IDS = sorted(GAME.card_ids(LIBRARY) - {"home"})
# Every phone caught up and checked (phone_checks), a failing one kept as "home-phone-...".
check_phones = partial(check_all, ids=IDS, name="home-phone")


def choose(tapper, page, seat, kind, card) -> None:
    """A card from the picker: in the dock, or in the sheet its opener opens (a tap more)."""
    opener = page.locator(f"#pick-{kind}[data-sheet]")
    if opener.count():
        tapper.tap(page, seat, f"#pick-{kind}")
    act(tapper, page, seat, f'button[data-action="{kind}"][data-card="{card}"]:visible')


def deciding(server, table) -> tuple[int, list[dict]]:
    view = api(server, f"/api/tables/{table['id']}")["state"]
    seat = view["deciding"][0]
    return seat, [a for a in view["legal_actions"] if a["seat"] == seat], view


def on_screen(page) -> None:
    """A physical d20 is one tap: all twenty faces on the screen at once, none under
    another control or below the fold."""
    faces = page.locator("#dice-pad button[data-value]")
    assert faces.count() == 20
    height = page.viewport_size["height"]
    for n in range(20):
        box = faces.nth(n).bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= height, f"face {n + 1} is off screen"
        middle = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y).dataset.value", middle)
        assert hit == str(n + 1), f"face {n + 1} is covered"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_game_on_two_phones_fits_and_offers_every_decision(phone, server, size):
    table = api(server, "/api/tables", {"ruleset": "heros-journey-home", "setup": {
        "variant": "standard", "seed": 4, "dice": "physical",
        "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    pages = open_phones(phone, table, size)
    ana, ben = pages
    tapper = Tapper()
    check_phones(pages, server, table)

    # Setup: the Quest, then adventurers within its value (the budget left shown), the Hero.
    for seat, quest, party in ((0, "kraken", ("champion", "bard")),
                               (1, "skeleton-king", ("paladin", "fool"))):
        page = pages[seat]
        choose(tapper, page, seat, "quest", quest)
        check_phones(pages, server, table)
        budget = {"kraken": 28, "skeleton-king": 32}[quest]
        assert f"{budget} of {budget} left" in page.locator("#pick-recruit").inner_text()
        for card in party:
            choose(tapper, page, seat, "recruit", card)
            check_phones(pages, server, table)
        act(tapper, page, seat, '#actions button[data-action="hero"]')
        check_phones(pages, server, table)
        act(tapper, page, seat, '#actions button[data-action="assign"]')
        check_phones(pages, server, table)
    shot(ben, f"home-phone-{size[0]}-setup-done")

    # Ana names the card that came up and challenges Ben.
    tapper.new_turn("Ana, turn 1 (Crossing Paths)")
    ana.select_option("#drawn-card", "crossing-paths-1")
    tapper.counts[tapper.turn][0] += 1  # choosing in the list is a tap
    act(tapper, ana, 0, "#draw-button")
    check_phones(pages, server, table)
    act(tapper, ana, 0, '#actions button[data-action="challenge"]')
    check_phones(pages, server, table)

    # The battle: Ana's d20s hit (20), Ben's miss (1), each entered with one tap.
    tapper.new_turn("player-versus-player battle")
    shots = 0
    while True:
        seat, mine, view = deciding(server, table)
        if not view["combat"]:
            break
        page, step = pages[seat], view["combat"]["step"]
        if step == "roll":
            on_screen(page)
            good = view["combat"]["roll"]["attacker"].startswith("a0")
            act(tapper, page, seat, f'#dice-pad button[data-value="{20 if good else 1}"]')
        else:
            kind = next(t for t in ("begin", "attack", "defend", "pass") if
                        any(a["type"] == t for a in mine))
            act(tapper, page, seat, f'#actions button[data-action="{kind}"]')
        check_phones(pages, server, table)
        if shots < 3 and step in ("roll", "between", "act"):
            shot(page, f"home-phone-{size[0]}-battle-{step}", full_page=False)
            shots += 1
    shot(ana, f"home-phone-{size[0]}-after-battle")
    act(tapper, ana, 0, '#actions button[data-action="end_turn"]')
    check_phones(pages, server, table)

    # Ben's party is out; Ana journeys on through the deck (by the API) until Home may come up.
    while True:
        seat, mine, view = deciding(server, table)
        draws = [a for a in mine if a["type"] == "draw"]
        if any(a["card"] == "home" for a in draws):
            break
        if draws:
            quiet = [a for a in draws if LIBRARY.journey[a["card"]].type in ("location", "item")]
            action = (quiet or draws)[0]
        else:
            action = next(a for a in mine if a["type"] in ("end_turn", "pass"))
        act_by_api(server, table, seat, action)
    check_phones(pages, server, table)

    tapper.new_turn("Ana draws Home")
    ana.select_option("#drawn-card", "home")
    tapper.counts[tapper.turn][0] += 1
    act(tapper, ana, 0, "#draw-button")
    check_phones(pages, server, table)
    for page in pages:
        assert page.locator("#game-over").is_visible()
        # The notice stands above the parties, not over them.
        over = page.locator("#game-over").bounding_box()
        parties = page.locator("#parties").bounding_box()
        assert over["y"] + over["height"] <= parties["y"]
    shot(ana, f"home-phone-{size[0]}-over")
    shot(ben, f"home-phone-{size[0]}-over-ben")

    print(tapper.report(f"Hero's Journey Home at {size[0]} x {size[1]}"))
    battle = tapper.counts["player-versus-player battle"]
    print(f"  battle: {sum(battle.values())} taps across both phones")


def test_an_attack_is_one_tap_when_the_companion_rolls(phone, server):
    """Issue 43: at a table where the companion rolls, Ana's Champion attacks the Giant with
    one tap at 360 x 740: the attack rolls its dice at once ("Rolled ..." in the log) and
    the phone shows the battle's next decision, never a "Roll the dice" step."""
    table = api(server, "/api/tables", {"ruleset": "heros-journey-home", "setup": {
        "variant": "standard", "seed": 4, "dice": "companion", "seats": [{"name": "Ana"}]}})
    for action in ({"type": "quest", "card": "kraken"}, {"type": "recruit", "card": "champion"},
                   {"type": "hero", "member": 0}, {"type": "assign", "member": 0},
                   {"type": "draw", "card": "giant"}, {"type": "fight"}):
        act_by_api(server, table, 0, {**action, "seat": 0})
    ana, = open_phones(phone, table, (360, 740))
    tapper = Tapper()
    before = api(server, f"/api/tables/{table['id']}")["version"]

    act(tapper, ana, 0, '#actions button[data-action="attack"]')  # Champion (11) first

    assert tapper.counts[tapper.turn][0] == 1
    answer = api(server, f"/api/tables/{table['id']}")
    assert answer["version"] == before + 1
    assert answer["state"]["combat"]["step"] == "defend"  # the Giant's turn to attack
    tapped = api(server, f"/api/tables/{table['id']}/log")["entries"][-1]
    assert tapped["action"]["type"] == "attack"
    assert tapped["events"][0].startswith("Champion attacks Giant: ")
    assert tapped["events"][1].startswith("Rolled ")  # the log's sentences, as before
    assert ana.locator('#actions button[data-action="roll"]').count() == 0
    check_phones([ana], server, table)
    shot(ana, "home-phone-360-one-tap-attack", full_page=False)
