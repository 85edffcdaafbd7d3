"""Heroes and Quests on two phones at 320 x 640 and 360 x 740 (issue 26), a table rolling its
own dice: turn order entered on the dice pad, pawns placed from the list of starting spaces,
then three rounds of turns, each a move tapped on the map near the party (or chosen from
the move list), the quest's or the terrain's decisions (Pray from the picker of the Action
deck where a tile offers it) and the End Phase. At every step every phone holds what
phone_checks asks (no sideways scroll, every legal action in reach, no raw id, two screens
tall, 44 px targets); the taps are counted per turn per seat."""

from __future__ import annotations

from functools import partial

import pytest

from hjkit.kit.registry import game

from .conftest import api, shot
from .phone_checks import Tapper, act, check_all, open_phones

pytest.importorskip("playwright.sync_api")
SIZES = [(320, 640), (360, 740)]
GAME = game("heroes-and-quests")
LIBRARY = GAME.load([GAME.shipped_cards()]).library
IDS = sorted(GAME.card_ids(LIBRARY))
# Every phone caught up and checked (phone_checks), a failing one kept as "hq-phone-...".
check_phones = partial(check_all, ids=IDS, name="hq-phone")
ROLLS = {"explore": 3, "tag": 5, "fight": 20, "save": 6}  # else 1; turn order: Ana 14, Ben 7
ROUNDS = 3


def move(tapper, page, seat, view) -> None:
    """A move to a space without a quest: tapped on the map near the party, or from the
    list (in the dock, or in its sheet: a tap more)."""
    quests = {q["square"] for q in view["quests"]}
    free = [a["to"] for a in view["legal_actions"] if a["type"] == "move"
            and a["seat"] == seat and a["to"] not in quests]
    # Towards the nearest tile to Pray at.
    altars = [q for q, tile in enumerate(view["board"]) if "Pray" in tile["actions"]]
    free.sort(key=lambda q: min(abs(q // 10 - a // 10) + abs(q % 10 - a % 10) for a in altars))
    if page.locator("#near").count():
        act(tapper, page, seat, f'#near button[data-square="{free[0]}"]')
        return
    if page.locator("#move-list[data-sheet]").count():
        tapper.tap(page, seat, "#move-list")
        act(tapper, page, seat, f'dialog[open] button[data-square="{free[0]}"]')
        return
    act(tapper, page, seat, f'#actions button[data-square="{free[0]}"]')


def decide(tapper, page, seat, view, prayed) -> bool:
    """This seat's next decision, as a player would tap it; says whether it prayed. (The
    seat's own view: Pray names a card of the Action deck, which the shared view hides.)"""
    own = page.evaluate("HJ.table.snapshot.state")
    mine = [a for a in own["legal_actions"] if a["seat"] == seat]
    kinds = {a["type"] for a in mine}
    if view["pending"] and any("value" in a for a in mine if a["type"] == "roll"):
        purpose = view["pending"]["purpose"]
        value = (14, 7)[seat] if purpose == "order" else ROLLS.get(purpose, 1)
        act(tapper, page, seat, f'#dice-pad button[data-value="{value}"]')
    elif "play" in kinds and view["phase"] == "move" and view["seats"][seat]["hand_size"] == \
            view["seats"][seat]["hand_limit"]:
        # A full hand cannot take the card Pray brings: play one first (Secret Path, say).
        act(tapper, page, seat, '#actions button[data-action="play"]')
    elif "move" in kinds:
        move(tapper, page, seat, view)
    elif "give" in kinds:
        act(tapper, page, seat, '#actions button[data-action="give"]')
    elif "accept" in kinds:
        act(tapper, page, seat, '#actions button[data-action="accept"]')
    elif "terrain" in kinds:
        pray = [a for a in mine if a["type"] == "terrain" and a["action"] == "Pray"]
        if pray and not prayed:
            tapper.tap(page, seat, "#pray")
            act(tapper, page, seat, 'dialog[open] button[data-action="terrain"]')
            return True
        act(tapper, page, seat, '#actions button[data-action="terrain"]', "Nothing")
    elif "end" in kinds:
        act(tapper, page, seat, '#actions button[data-action="end"]')
    else:
        act(tapper, page, seat, f'#actions button[data-action="{mine[0]["type"]}"]')
    return False


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_rounds_on_two_phones_fit_and_offer_every_decision(phone, server, size):
    table = api(server, "/api/tables", {"ruleset": "heroes-and-quests", "setup": {
        "variant": "short-table", "seed": 3, "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    pages = open_phones(phone, table, size)
    tapper = Tapper()
    view = check_phones(pages, server, table)
    prayed, shots = False, set()
    while view["round"] <= ROUNDS and view["phase"] != "over":
        seats = sorted({a["seat"] for a in view["legal_actions"]})
        seat = view["turn"] if view["turn"] in seats else seats[0]
        if view["phase"] not in ("order", "place"):
            tapper.new_turn(f"round {view['round']}, {view['seats'][view['turn']]['name']}")
        prayed = decide(tapper, pages[seat], seat, view, prayed) or prayed
        view = check_phones(pages, server, table)
        key = (view["phase"], seat)
        if key not in shots and view["phase"] in ("move", "terrain", "quest", "end"):
            shots.add(key)
            shot(pages[seat], f"hq-phone-{size[0]}-{view['phase']}-seat-{seat}", full_page=False)
    assert prayed, "no tile offered Pray in these rounds"
    print(tapper.report(f"Heroes and Quests at {size[0]} x {size[1]}"))
