"""The Hero's Journey v3 on two phones at 320 x 640 and three at 360 x 740 (issue 26): a
scripted game played through the pages to its scoring, every phone checked at every step with the
kit's phone checks (no sideways scroll, every legal action in reach, no raw card id, two
screens tall at most, 44 px targets), and the taps counted per turn per seat.

The players' script: Ana plays The Excuse from her hand once she is on the journey (every
hero on the line draws two suits in the picker); each hero keeps Mentors while coins last
(the first time with another coin than the one chosen for it); Ana takes the Wanderer's
Encounter, the others the Seeker's once when they hold 6 coins or more, then the
Traveler's when they hold 5 or more, otherwise the Wanderer's; each hero moves on whenever
a payment can be made. The payment builder opens with the cheapest way chosen, so a
payment is two taps, "Pay to reach" and Pay, and a fee two, "Traveler's (pay 2)" and Pay.
The first payment and the first fee are cancelled once (a payment the hero chose can be
backed out of), then made. The game ends at its round limit and every phone shows the
scores."""

from __future__ import annotations

import json

import pytest

from hjkit.kit.registry import game

from .conftest import api, shot
from .phone_checks import Tapper, check_phone

pytest.importorskip("playwright.sync_api")
SEATS = [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}]
SIZES = [(320, 640, 2), (360, 740, 3)]
"""Width, height and heroes: two heroes on the narrowest phone, three on the common one."""
MAX_STEPS = 400


def card_ids() -> set[str]:
    v3 = game("heros-journey-v3")
    return set(v3.load([v3.shipped_cards()]).library.cards)


class Table:
    """The phones at one table, tapped by a script and checked after every tap."""

    def __init__(self, server, phones, table, size):
        self.server, self.phones, self.table, self.size = server, phones, table, size
        self.ids = card_ids()
        self.tapper = Tapper()
        self.payments: list[int] = []  # taps from opening a payment to paying it
        self.open_payment = 0
        self.open_fee = 0
        self.cancelled = False
        self.excuses: list[int] = []
        self.fees: list[int] = []  # taps from choosing the Encounter to paying its fee
        self.coins: list[int] = []  # taps of a one-coin payment (a Mentor kept, The Excuse)
        self.sought = False
        self.fee_cancelled = False
        self.other_coin = False

    def version(self) -> int:
        return api(self.server, f"/api/tables/{self.table['id']}")["version"]

    def settle(self, version: int) -> None:
        for page in self.phones:
            page.wait_for_function("(v) => HJ.table.snapshot && HJ.table.snapshot.version >= v",
                                   arg=version, timeout=5000)

    def check_all(self) -> None:
        for seat, page in enumerate(self.phones):
            try:
                check_phone(page, self.server, self.table["id"], seat, ids=self.ids)
            except AssertionError:
                shot(page, f"v3-phone-{self.size[0]}x{self.size[1]}-failed-seat-{seat}")
                raise

    def tap(self, seat: int, selector: str, acts: bool = True) -> None:
        """One tap; when it sends an action, wait for every phone to show its result."""
        page = self.phones[seat]
        before = self.version()
        self.tapper.tap(page, seat, selector)
        if acts:
            page.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=before,
                                   timeout=5000)
            self.settle(self.version())
        self.check_all()

    def view(self, seat: int) -> dict:
        return self.phones[seat].evaluate("HJ.table.snapshot.state")

    def play_one_decision(self) -> bool:
        """The deciding phone takes one decision by the script; False once the game is over."""
        public = api(self.server, f"/api/tables/{self.table['id']}")["state"]
        if public["scores"]:
            return False
        seat = public["deciding"]
        view = self.view(seat)
        self.tapper.new_turn(f"turn {view['turn']} ({view['heroes'][view['active']]['name']})")
        mine = [a for a in view["legal_actions"] if a["seat"] == seat]
        types = {a["type"] for a in mine}
        step, hero = view["step"], view["heroes"][seat]
        button = '#actions [data-action="{}"]'.format
        if step == "challenge":
            excuse = [a for a in mine if a["type"] == "play_challenge"
                      and a["card"] == "the-excuse"]
            if excuse and hero["stage"] >= 0:  # the coin it takes is chosen: the most held
                self.tap(seat, "#play-challenge-go")
                self.coins.append(1)
            else:
                self.tap(seat, button("reveal_challenge"))
        elif step == "excuse":
            suits = sorted({a["suit"] for a in mine} | {a["suit2"] for a in mine})
            self.tap(seat, f'#excuse [data-pick="{suits[0]}"]', acts=False)
            self.tap(seat, f'#excuse [data-pick="{suits[-1]}"]', acts=False)
            self.tap(seat, "#excuse-go")
            self.excuses.append(3)
        elif step == "expend":
            if "cancel" in types and not self.cancelled:
                self.cancelled = True
                self.tap(seat, '#payment [data-action="cancel"]')
                self.open_payment = 0
            else:
                self.tap(seat, "#payment-go")
                self.payments.append(self.open_payment + 1)
                self.open_payment = 0
        elif step == "upkeep" and "keep" in types:
            others = '#keep [data-pick]:not(.on)'
            if not self.other_coin and self.phones[seat].locator(others).count():
                self.other_coin = True  # another coin than the one chosen: 2 taps
                self.tap(seat, others, acts=False)
                self.tap(seat, "#keep-go")
                self.coins.append(2)
            else:
                self.tap(seat, button("keep"))
                self.coins.append(1)
        elif step == "road" and "take_encounter" in types:
            which = {a["which"] for a in mine if a["type"] == "take_encounter"}
            coins = sum(hero["coins"].values()) if seat else 0  # Ana keeps hers for The Excuse
            pick = "seeker" if "seeker" in which and not self.sought and coins >= 6 else \
                "traveler" if "traveler" in which and coins >= 5 else \
                "wanderer" if "wanderer" in which else sorted(which)[0]
            self.sought |= pick == "seeker"
            self.tap(seat, f'#actions [data-action="take_encounter"][data-send*=\'"{pick}"\']')
            self.open_fee = 1
        elif step == "road_pay":
            if not self.fee_cancelled:
                self.fee_cancelled = True
                self.tap(seat, '#fee [data-action="cancel"]')
            else:
                self.tap(seat, "#fee-go")
                self.fees.append(self.open_fee + 1)
            self.open_fee = 0
        elif step == "next_stage" and types & {"advance", "other_path"}:
            self.open_payment = 1
            self.tap(seat, button("advance" if "advance" in types else "other_path"))
        elif step == "next_stage":
            self.tap(seat, button("match" if "match" in types else "skip"))
        elif step in ("trade", "draw_challenge", "guess", "flip", "fist"):
            first = {"trade": "end_turn", "draw_challenge": "draw_challenge"}.get(step)
            self.tap(seat, button(first) if first else "#actions [data-send]")
        else:
            quiet = ", ".join(f'#actions [data-send]:not([data-action="{t}"])'
                              for t in ("begin_trade", "cancel"))
            self.tap(seat, f":is({quiet})")
        return True


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}-{n}-heroes" for w, h, n in SIZES])
def test_a_scripted_game_on_every_phone_fits_and_counts_its_taps(phone, server, size):
    setup = {"variant": "advanced", "seed": 4, "rounds": 4, "seats": SEATS[:size[2]]}
    table = api(server, "/api/tables", {"ruleset": "heros-journey-v3", "setup": setup})
    phones = []
    for seat in table["seats"]:
        page = phone()
        page.set_viewport_size({"width": size[0], "height": size[1]})
        link = seat["link"]
        page.goto(link[link.index("/t/"):])
        phones.append(page)
    play = Table(server, phones, table, size)
    play.settle(play.version())
    name = f"{size[0]}x{size[1]}"
    shot(phones[0], f"v3-phone-{name}-start")
    play.check_all()
    shots = {"expend": False, "excuse": False, "road_pay": False, "upkeep": False}
    for _ in range(MAX_STEPS):
        public = api(server, f"/api/tables/{table['id']}")["state"]
        step = public["step"]
        if step in shots and not shots[step] and public["deciding"] is not None:
            shots[step] = True
            shot(phones[public["deciding"]], f"v3-phone-{name}-{step}", full_page=False)
        if not play.play_one_decision():
            break
    else:
        pytest.fail(f"the game did not end in {MAX_STEPS} decisions")

    for page in phones:
        page.locator("#game-over").wait_for()
        assert page.locator("#scores thead th").count() == 1 + size[2]  # a column per hero
        fits = page.evaluate("(() => { const t = document.getElementById('scores');"
                             " return t.scrollWidth <= t.clientWidth && "
                             "t.getBoundingClientRect().right <= window.innerWidth; })()")
        assert fits, f"the score table is cut off at {size[0]} px"
    play.check_all()
    shot(phones[0], f"v3-phone-{name}-scores")

    print(play.tapper.report(f"The Hero's Journey v3 at {name}"))
    print(f"payments: {play.payments} taps each; fees: {play.fees}; one-coin payments: "
          f"{play.coins}; The Excuse: {play.excuses} taps each")
    assert play.cancelled and play.fee_cancelled, "the script cancels a payment and a fee"
    assert play.payments and all(taps <= 2 for taps in play.payments), play.payments
    assert play.fees and all(taps <= 2 for taps in play.fees), play.fees  # a v3 payment
    assert play.sought, "the Seeker's fee of 4 was paid"
    assert play.coins and all(taps <= 2 for taps in play.coins), play.coins
    assert play.excuses, "The Excuse was met"
    log = api(server, f"/api/tables/{table['id']}/log")["entries"]
    lines = [text for e in log for text in (e.get("events") or [])]
    bare = [e for e in log if e["kind"] == "action" and not e.get("events")]
    assert not bare, f"actions the log tells as 'Ana: action': {json.dumps(bare[:3])}"
    assert any(" expends " in line and " to reach " in line for line in lines)
