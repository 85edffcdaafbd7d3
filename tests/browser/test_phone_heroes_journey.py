"""The Heroes' Journey played through the phones' pages (issue 26): a scripted intro game
and a standard 3-player game at 320 x 640 and 360 x 740. Before every tap every phone is
checked (phone_checks: no sideways scroll, every legal action reachable, no raw ids, two
screens tall, 44 px targets), and the taps of every turn are counted per seat and bounded:
"a Heroes' Journey turn with no card played at most 6 taps for the protagonist and 3 for
each other phone, each card played 2 more".

The players' choices are scripted (the policy below): cards are played on some turns (events
with a choice of target among them, each card bounded to its 2 taps: the cards sheet, then
the card or, where it has targets, the target's own button), the protagonist assigns every
minion, and passes are made the way a player in a hurry makes them, with "Pass to the end
of the phase" where the page offers it. Decisions the page takes for the player (a pass
when nothing else can be done, a pass the player asked for) take no tap.
"""

from __future__ import annotations

import pytest

from .conftest import api, shot
from .phone_checks import Tapper, check_phone, open_phones

expect = pytest.importorskip("playwright.sync_api").expect

SIZES = [(320, 640), (360, 740)]
TARGETS = {"protagonist": 6, "other": 3, "card": 2}
TALK = {"adjust_risk", "adjust_burden", "adjust_wounds", "adjust_strength", "adjust_ranged",
        "confirm", "decline"}
WAIT = 5000


def create(server: str, setup: dict) -> dict:
    return api(server, "/api/tables", {"ruleset": "heroes-journey", "setup": setup})


def state(server: str, table: dict) -> dict:
    return api(server, f"/api/tables/{table['id']}")


def by_api(server: str, table: dict, seat: int, action: dict) -> None:
    version = state(server, table)["version"]
    api(server, f"/api/tables/{table['id']}/actions", {"version": version, "action": action},
        table["seats"][seat]["token"])


def decisions(view: dict, seat: int) -> list[dict]:
    return [a for a in view["legal_actions"] if a["seat"] == seat and a["type"] not in TALK]


def deciding_seat(view: dict) -> int | None:
    seats = {a["seat"] for a in view["legal_actions"] if a["type"] not in TALK}
    if not seats:
        return None
    if view["responding"]:
        return view["responding"][0]
    return view["to_act"] if view["to_act"] in seats else min(seats)


def settle(pages, version: int, seat: int) -> bool:
    """Every phone shows this version and the deciding phone has looked at it (its log
    caught up). False when the table moved on meanwhile, or when the deciding phone acts by
    itself (no tap): then the caller looks again."""
    for page in pages:
        page.wait_for_function("(v) => Number(document.body.dataset.version) >= v", arg=version,
                               timeout=WAIT)
    deciding = pages[seat]
    deciding.wait_for_function("(v) => Number(document.body.dataset.settled) >= v ||"
                               " Number(document.body.dataset.version) > v", arg=version,
                               timeout=WAIT)
    now = [int(p.evaluate("document.body.dataset.version")) for p in pages]
    if any(v != version for v in now):
        return False
    if deciding.evaluate("HJ.table.automatic") is not None:
        wait_past(deciding, version)
        return False
    return True


class Script:
    """The players' choices. cards: {turn number: [(seat, card_id), ...]} played in the
    campaign or adversary phase of that turn; minions: the most minions on the field that
    an antagonist still plays to."""

    def __init__(self, cards: dict[int, list[tuple[int, str]]], minions: int = 2):
        self.cards, self.minions = cards, minions

    def choose(self, view: dict, seat: int, turn: int, played: set) -> tuple:
        mine = decisions(view, seat)
        types = {a["type"] for a in mine}
        step = view["step_id"]
        for who, card in self.cards.get(turn, []):
            plays = [a for a in mine if a["type"] == "play_card" and a["card_id"] == card]
            if who == seat and (turn, card) not in played and plays:
                return ("card", card, plays)
        first = {t: next(a for a in mine if a["type"] == t) for t in types}
        if step == "campaign":
            return ("tap", first["move"])
        if step in ("place_site", "choose_skirmish", "choose_antagonist", "ranged_wounds",
                    "assign_protagonist", "assign_antagonists") or "assign" in types:
            for kind in ("place_site", "assign", "choose_skirmish", "choose_antagonist",
                         "wound"):
                if kind in first:
                    return ("tap", first[kind])
        if step == "regroup_decision":
            return ("tap", first["rest"])
        if "pass" in first and not view["responding"] and step in (
                "adversary", "maneuver", "barrage", "assignment", "skirmish", "regroup"):
            # In a hurry: the protagonist passes to the end of the phase, an antagonist to
            # the end of the turn (the adversary phase too, once its minions are down).
            return ("hold", "#pass-hold")
        return ("tap", mine[0])


def play(pages, server: str, table: dict, script: Script, turns: int, tapper: Tapper,
         name: str, cards: list | None = None) -> dict[str, int]:
    """Play `turns` turns through the pages, checking every phone before every tap; the
    protagonist of each turn, by the tapper's label. Each card played is added to `cards`
    as (turn, seat, card id, its legal plays, the taps it took)."""
    turn, protagonist, played, leads = 0, None, set(), {}
    cards = [] if cards is None else cards
    ids = card_ids(table)
    for _ in range(400):
        snap = state(server, table)
        view = snap["state"]
        if view["winner"] is not None:
            break
        if view["protagonist"] != protagonist and view["step_id"] == "campaign":
            protagonist = view["protagonist"]
            turn += 1
            if turn > turns:
                break
            label = f"turn {turn}, {view['seats'][protagonist]['name']} protagonist"
            tapper.new_turn(label)
            leads[label] = protagonist
        seat = deciding_seat(view)
        assert seat is not None, view["prompt"]
        if not settle(pages, snap["version"], seat):
            continue
        for n, page in enumerate(pages):
            check_phone(page, server, table["id"], n, ids)
        if not settle(pages, snap["version"], seat):  # the page acted meanwhile
            continue
        kind, what, *rest = script.choose(view, seat, turn, played)
        page = pages[seat]
        before = tapper.counts[tapper.turn][seat]
        if kind == "card":
            played.add((turn, what))
            play_card(tapper, page, seat, what, rest[0])
            tapper.card_played(seat)
        elif kind == "hold":
            tapper.tap(page, seat, what)
        else:
            try:
                tapper.tap_action(page, seat, what)
            except AssertionError as error:
                now = state(server, table)
                raise AssertionError(f"at version {snap['version']} ({view['prompt']}), now "
                                     f"{now['version']} ({now['state']['prompt']}), "
                                     f"{now['undo']}") from error
        confirm = page.locator("dialog[open] #dlg-ok")
        if confirm.count():  # a confirmation that shows the predicted outcome
            tapper.tap(page, seat, "dialog[open] #dlg-ok")
        if kind == "card":
            cards.append((tapper.turn, seat, what, len(rest[0]),
                          tapper.counts[tapper.turn][seat] - before))
        wait_past(page, snap["version"])
    shot(pages[0], f"90-{name}-seat0", full_page=False)
    return leads


def play_card(tapper: Tapper, page, seat: int, card: str, plays: list[dict]) -> None:
    """Play a card as a player does, with the first of its legal plays: the cards sheet,
    then the play's own button where the sheet shows one per target, else the card and
    then its target."""
    tapper.tap(page, seat, "#open-cards")
    page.locator("dialog#cards-sheet[open]").wait_for()
    direct = page.evaluate("""(play) => [...document.querySelectorAll(
        'dialog#cards-sheet[open] [data-send]')].some(e => Object.entries(play).every(
          ([k, v]) => JSON.parse(e.getAttribute('data-send'))[k] === v))""", plays[0])
    if direct:
        shot(page, f"91-cards-sheet-{card}-{page.viewport_size['width']}", full_page=False)
        tapper.tap_action(page, seat, plays[0])
        return
    tapper.tap(page, seat, f'#card-list button[data-card="{card}"]')
    if len(plays) > 1:  # a choice of target: the first
        tapper.tap(page, seat, "dialog[open] .stack button")


def wait_past(page, version: int) -> None:
    page.wait_for_function("(v) => Number(document.body.dataset.version) > v", arg=version,
                           timeout=WAIT)


def card_ids(table: dict) -> set[str]:
    view = table["state"]
    return {c["card_id"] for c in view["characters"]} | {p["card_id"] for p in view["path"]} | {
        "wolf-den", "tabaqui", "bagheera", "kaa", "shere-khan", "bandar-log-chatterer"}


def card_report(cards: list) -> str:
    lines = ["taps per card played:"]
    lines += [f"  {turn}: seat {seat} {card} ({plays} legal play{'s' if plays > 1 else ''}): "
              f"{taps} taps" for turn, seat, card, plays, taps in cards]
    return "\n".join(lines)


def bounded(tapper: Tapper, leads: dict[str, int], seats: int) -> list[str]:
    """Turns over the targets: the protagonist 6, every other phone 3, 2 more a card."""
    found = []
    for turn, lead in leads.items():
        for seat in range(seats):
            base = TARGETS["protagonist"] if seat == lead else TARGETS["other"]
            allowed = base + TARGETS["card"] * tapper.cards[turn].get(seat, 0)
            tapped = tapper.counts[turn].get(seat, 0)
            if tapped > allowed:
                found.append(f"{turn}: seat {seat} tapped {tapped}, target {allowed}: "
                             f"{tapper.taps_of(turn, seat)}")
    return found


INTRO_SIZES = [(320, 640), (360, 740)]


@pytest.mark.parametrize("size", INTRO_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_intro_game_on_two_phones_fits_and_stays_within_its_taps(phone, server, size):
    table = create(server, {"variant": "intro", "seed": 3, "seats": [
        {"name": "Ana", "deck": "intro"}, {"name": "Ben", "deck": "intro"}]})
    first = table["state"]["to_act"]
    by_api(server, table, first, {"type": "place_site", "card_id": "wolf-den"})
    other = 1 - first
    # Events on a character (a choice of target): Strength of the Pack on a companion,
    # Hathi's Truce on a minion.
    script = Script({1: [(first, "bagheera"), (other, "tabaqui"), (first, "strength-of-the-pack")],
                     2: [(other, "kaa"), (first, "bandar-log-chatterer")],
                     3: [(other, "tabaqui"), (other, "bandar-log-chatterer"),
                         (first, "hathis-truce")],
                     4: [(first, "shere-khan")]})
    pages = open_phones(phone, table, size)
    tapper, cards = Tapper(), []
    leads = play(pages, server, table, script, 4, tapper, f"intro-{size[0]}", cards)
    print(tapper.report(f"The Heroes' Journey, intro pack, 2 phones at {size[0]} x {size[1]}"))
    print(card_report(cards))
    assert len(leads) >= 3, f"fewer turns played than scripted: {list(leads)}"
    over = bounded(tapper, leads, 2)
    assert not over, over
    targeted = [c for c in cards if c[3] > 1]
    assert targeted, f"no card with a choice of target was played: {cards}"
    # "each card played 2 more": a card with a choice of target too.
    costly = [c for c in cards if c[4] > TARGETS["card"]]
    assert not costly, costly


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_standard_game_on_three_phones_fits_and_stays_within_its_taps(phone, server, size):
    table = create(server, {"variant": "standard", "seed": 5, "seats": [
        {"name": "Cleo", "deck": "oz"}, {"name": "Dev", "deck": "achaian"},
        {"name": "Eve", "deck": "oz"}]})
    standard_setup(server, table)
    pages = open_phones(phone, table, size)
    tapper, cards = Tapper(), []
    script = Script({1: [(1, "well-built-walls")], 2: [(0, "crow-of-the-west")]})
    leads = play(pages, server, table, script, 3, tapper, f"standard-{size[0]}", cards)
    print(tapper.report(f"The Heroes' Journey, standard game, 3 phones at {size[0]} x {size[1]}"))
    print(card_report(cards))
    assert len(leads) >= 3, f"fewer turns played than scripted: {list(leads)}"
    over = bounded(tapper, leads, 3)
    assert not over, over
    costly = [c for c in cards if c[4] > TARGETS["card"]]
    assert not costly, costly


def standard_setup(server: str, table: dict) -> None:
    """Bids, turn order, site 1, each hero alone, every hand kept: through the API (the
    setup screens have their own tests)."""
    for _ in range(60):
        view = state(server, table)["state"]
        if view["step_id"] == "campaign":
            return
        seat = deciding_seat(view)
        mine = decisions(view, seat)
        pick = next((a for a in mine if a["type"] in ("bid", "choose_position", "place_site",
                                                      "choose_hero")), None)
        pick = pick or next(a for a in mine if a["type"] == "pass")
        by_api(server, table, seat, pick)
    raise AssertionError("the standard setup did not reach the campaign phase")
