"""A sensible player of The Heroes' Journey at the table, through the phone pages only.

It plays as a new group would, every tap a real click on a phone's page: the protagonist
takes a sanctuary's heal, plays up to two campaign cards a turn (companions and supports
first, never an event outside its step), moves, assigns each minion where the preview
says it wins (never where its hero dies, if it can help it), plays a skirmish card only
where the preview turns a loss into a win, moves again while the party is fresh and
rests otherwise; an antagonist plays one minion an adversary phase when the risk pool
allows it, assigns what it must, and otherwise lets play flow. Where the table has a
window clock the player lets windows close by themselves; at a table without one it taps
Pass once per opportunity. It never uses "Pass to the end of ...".

Taps are counted per turn and per seat, and so are the windows that closed by the clock
(read back from the log), so a test can bound them and a benchmark print them.
"""

from __future__ import annotations

import json
import time
import urllib.request
from collections import defaultdict
from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError

TALK = {"adjust_risk", "adjust_burden", "adjust_wounds", "adjust_strength", "adjust_ranged",
        "confirm", "decline"}
WINDOWS = {"adversary", "maneuver", "barrage", "assignment", "skirmish", "regroup"}
CARDS_A_TURN = 2
WINS = ("win", "overwhelm")

# The page as the player sees it: the snapshot, whether the page is about to act for it,
# and the version it has drawn.
_LOOK = """() => {
  const t = HJ.table, s = t.snapshot, auto = t.automatic;
  return { version: s.version, drawn: Number(document.body.dataset.version),
           settled: Number(document.body.dataset.settled), view: s.state, over: s.over,
           auto: auto ? { type: auto.action.type, clock: !!auto.action.clock } : null,
           dialog: !!document.querySelector('dialog[open]') };
}"""

# Marks the visible button that sends exactly this action (data-send, the kit's contract).
_MARK = """(wanted) => {
  for (const e of document.querySelectorAll('[data-pick]')) e.removeAttribute('data-pick');
  const dialog = document.querySelector('dialog[open]');
  const same = (a) => Object.keys(wanted).every(
    (k) => JSON.stringify(a[k]) === JSON.stringify(wanted[k]));
  for (const e of document.querySelectorAll('[data-send]')) {
    if (dialog && !dialog.contains(e)) continue;
    if (e.offsetParent === null || e.classList.contains('hold')) continue;
    if (!same(JSON.parse(e.getAttribute('data-send')))) continue;
    e.setAttribute('data-pick', '1');
    return true;
  }
  return false;
}"""


class Redrawn(Exception):
    """The button a player reached for is gone: the page was drawn again meanwhile."""


@dataclass
class Seat:
    """One phone at the table."""

    seat: int
    page: object
    cards: dict = field(default_factory=dict)
    """The seat's deck as its phone knows it (HJ.deck.cards): each card's type and title."""
    played: dict = field(default_factory=lambda: defaultdict(int))
    """Cards played, by the window they were played in (turn and move)."""


@dataclass
class Tally:
    """Taps per turn per seat, and what each turn waited on the clock."""

    taps: dict = field(default_factory=lambda: defaultdict(lambda: defaultdict(int)))
    cards: dict = field(default_factory=lambda: defaultdict(lambda: defaultdict(int)))
    moves: dict = field(default_factory=dict)
    """Moves the party made in each turn."""
    clocked: dict = field(default_factory=lambda: defaultdict(int))
    """Windows closed by the clock in each turn (read from the log at the end)."""
    seconds: dict = field(default_factory=dict)
    """Wall time of each turn."""

    def rows(self, seats: int, clock: int) -> list[dict]:
        return [{"turn": turn, "protagonist": protagonist, "moves": self.moves.get(turn, 0),
                 "taps": [self.taps[turn][s] for s in range(seats)],
                 "cards": [self.cards[turn][s] for s in range(seats)],
                 "clock_windows": self.clocked[turn],
                 "clock_wait_s": self.clocked[turn] * clock,
                 "seconds": round(self.seconds.get(turn, 0.0), 1)}
                for turn, protagonist in sorted(self.turns)]

    turns: set = field(default_factory=set)


class SensiblePlayer:
    """Plays every seat of one table through its phones until the game ends or `turns`
    turns have been played."""

    def __init__(self, pages: list, timeout: float = 10.0):
        self.seats = [Seat(i, page, page.evaluate("HJ.deck.cards"))
                      for i, page in enumerate(pages)]
        self.tally = Tally()
        self.timeout = timeout
        self.turn = 0
        self.protagonist = None
        self.turn_started = time.monotonic()

    # -- the loop ---------------------------------------------------------------------------

    def play(self, turns: int | None = None, limit_s: float = 600.0) -> dict:
        """Play until the game is over or `turns` whole turns are done; the last view."""
        deadline = time.monotonic() + limit_s
        while time.monotonic() < deadline:
            looks = [s.page.evaluate(_LOOK) for s in self.seats]
            newest = max(look["version"] for look in looks)
            view = next(look for look in looks if look["version"] == newest)["view"]
            self._follow_turn(view)
            if view["winner"] is not None or (turns is not None and self.turn > turns):
                self._close_turn()
                return view
            acted = False
            for seat, look in zip(self.seats, looks, strict=True):
                if look["version"] != newest or look["drawn"] != newest or look["dialog"]:
                    continue  # not caught up, or in the middle of a tap
                if look["settled"] != newest:
                    continue  # the page has not yet decided whether it acts for itself
                if self._decide(seat, look):
                    acted = True
                    break
            if not acted:
                time.sleep(0.05)
        raise TimeoutError(f"the game did not end within {limit_s} s (turn {self.turn})")

    def _follow_turn(self, view: dict) -> None:
        if view["protagonist"] is None or view["protagonist"] == self.protagonist:
            if view["protagonist"] is not None:
                self.tally.moves[self.turn] = max(self.tally.moves.get(self.turn, 0),
                                                  view["moves"])
            return
        self._close_turn()
        self.turn += 1
        self.protagonist = view["protagonist"]
        self.tally.turns.add((self.turn, self.protagonist))
        self.turn_started = time.monotonic()

    def _close_turn(self) -> None:
        if self.turn:
            self.tally.seconds[self.turn] = time.monotonic() - self.turn_started

    # -- one decision -----------------------------------------------------------------------

    def _decide(self, seat: Seat, look: dict) -> bool:
        """Take this seat's decision if a sensible player would take one by hand now."""
        view, me = look["view"], seat.seat
        mine = [a for a in view["legal_actions"] if a["seat"] == me and a["type"] not in TALK]
        if not mine or view["to_act"] != me and not view.get("responding"):
            return False
        if look["auto"] is not None and not look["auto"]["clock"]:
            return False  # the page takes a decision the rules leave no choice about
        step = view["step_id"]
        by_type = defaultdict(list)
        for a in mine:
            by_type[a["type"]].append(a)
        chosen = self._choose(seat, view, step, by_type)
        if chosen is None:
            if look["auto"] is not None or "pass" not in by_type:
                return False  # the page passes for the player, or the clock will
            chosen = ("dock", by_type["pass"][0])
        return self._take(seat, view, *chosen)

    def _choose(self, seat: Seat, view: dict, step: str, by_type: dict):
        me = seat.seat
        lead = me == view["protagonist"]
        window = (self.turn, view["moves"])
        if by_type.get("place_site"):
            return "dock", by_type["place_site"][0]
        if step == "campaign" and lead:
            heals = by_type.get("heal", [])
            if heals:  # take the heal: the most wounded first
                return "dock", max(heals, key=lambda a: _wounds(view, a["target"]))
            plays = [a for a in by_type.get("play_card", []) if _kind(seat, a) != "event"]
            if plays and seat.played[self.turn] < CARDS_A_TURN:
                return "card", _cheapest(view, me, plays)
            return "dock", by_type["move"][0]
        if step == "regroup_decision" and lead:
            fresh = all(c["wounds"] + 1 < (c["health"] or 0) for c in view["characters"]
                        if c["owner"] == me and c["type"] == "companion")
            if by_type.get("move") and fresh:
                return "dock", by_type["move"][0]
            return "dock", next(a for a in by_type["rest"] if not a.get("discard"))
        if step == "adversary" and not lead:
            minions = [a for a in by_type.get("play_card", []) if _kind(seat, a) == "minion"]
            if minions and not seat.played[window]:
                seat.played[window] += 1
                return "card", _cheapest(view, me, minions)
            return None
        if step in ("assign_protagonist", "assign_antagonists"):
            return "dock", _assignment(view, me, by_type)
        if step == "skirmish":
            return _saving_play(view, me, by_type)
        for kind in ("choose_skirmish", "choose_antagonist", "wound", "mulligan"):
            if by_type.get(kind):
                return "dock", by_type[kind][0]
        return None  # a window: let it flow

    def _take(self, seat: Seat, view: dict, how: str, action: dict) -> bool:
        """Tap the way a player does: a card through the cards sheet, an ability through the
        abilities sheet, anything else on its button; then any confirmation."""
        page = seat.page
        version = page.evaluate("HJ.table.snapshot.version")
        try:
            self._taps(seat, how, action)
        except Redrawn:
            return False  # the page was drawn again under the finger: look again
        except PlaywrightError as error:
            # a button drawn again in place (the same version's view) loses its mark: the
            # tap then waits for a mark that is gone
            redrawn = "element was detached from the DOM" in str(error) or (
                "Timeout" in str(error) and "[data-pick]" in str(error))
            if page.evaluate("HJ.table.snapshot.version") == version and not redrawn:
                raise
            # The window closed (by the clock) while the player reached for a card, or the
            # page was drawn again under the finger: the moment passed, as at a table; the
            # sheet goes and the player looks again.
            page.keyboard.press("Escape")
            return False
        try:
            page.wait_for_function("v => HJ.table.snapshot.version > v", arg=version,
                                   timeout=self.timeout * 1000)
        except PlaywrightError as error:
            notice = page.locator("#notice").all_inner_texts()
            raise AssertionError(f"seat {seat.seat}: {action} did not go through: {notice}"
                                 ) from error
        return True

    def _taps(self, seat: Seat, how: str, action: dict) -> None:
        page = seat.page
        if how == "card":
            self._tap(seat, "#open-cards")
            if page.evaluate(_MARK, action):  # one of its few targets, under the card
                self._tap(seat, "dialog[open] [data-pick]")
            else:
                self._tap(seat, f'#card-list button[data-card="{action["card_id"]}"]')
                if page.locator("dialog[open]").count() and page.evaluate(_MARK, action):
                    self._tap(seat, "dialog[open] [data-pick]")  # its choices, in a dialog
            self._card(seat)
        elif how == "ability":
            self._tap(seat, "#open-abilities")
            assert page.evaluate(_MARK, action), f"no button for {action}"
            self._tap(seat, "[data-pick]")
            self._card(seat)
        else:
            if not page.evaluate(_MARK, action):
                raise Redrawn
            self._tap(seat, "[data-pick]")
        if page.locator("dialog[open] #dlg-ok").count():
            self._tap(seat, "dialog[open] #dlg-ok")  # it asked first; the player goes on

    def _tap(self, seat: Seat, selector: str) -> None:
        seat.page.locator(selector).first.click()
        self._count(seat)

    def _count(self, seat: Seat) -> None:
        self.tally.taps[self.turn][seat.seat] += 1

    def _card(self, seat: Seat) -> None:
        seat.played[self.turn] += 1
        self.tally.cards[self.turn][seat.seat] += 1

    # -- after the game ---------------------------------------------------------------------

    def read_clock(self, log: list[dict]) -> None:
        """The windows each turn closed by the clock, from the table's log: consecutive
        passes by the clock with no other action between them closed one window."""
        turn, in_window = 0, False
        for entry in log:
            texts = " ".join(entry.get("events", []) if isinstance(entry.get("events"), list)
                             else [])
            if "is the protagonist" in texts:
                turn += 1
            if entry.get("undone"):
                continue
            clocked = "passes by the clock" in texts
            if clocked and not in_window:
                self.tally.clocked[turn] += 1
            action = entry.get("action") or {}
            in_window = clocked or (in_window and action.get("type") == "pass")


def _wounds(view: dict, uid: int) -> int:
    return next((c["wounds"] for c in view["characters"] if c["uid"] == uid), 0)


def _kind(seat: Seat, action: dict) -> str:
    return seat.cards.get(action["card_id"], {}).get("type", "")


def _cheapest(view: dict, seat: int, plays: list[dict]) -> dict:
    costs = view["costs"].get(str(seat), {})
    return min(plays, key=lambda a: (costs.get(a["card_id"], 99), a["card_id"]))


def _assignment(view: dict, seat: int, by_type: dict) -> dict:
    """The assignment whose preview is best for this seat: a win for the protagonist (never
    a death if another will do), the strongest blow for an antagonist."""
    assigns = by_type.get("assign", [])
    if not assigns:
        return by_type["pass"][0]
    previews = {(p["minion"], p["companion"]): p for p in view.get("assign_previews", [])}
    lead = seat == view["protagonist"]

    def worth(a):
        p = previews.get((a["minion"], a["companion"]))
        if p is None:
            return 0
        killed = a["companion"] in p["killed"]
        won = p["predicted"] in WINS
        score = (p["companion_total"] - p["minion_total"]) + (10 if won else 0) - \
            (100 if killed else 0)
        return score if lead else -score
    return max(assigns, key=worth)


def _saving_play(view: dict, seat: int, by_type: dict):
    """In a skirmish: the play or ability whose preview turns this seat's loss into a win."""
    now = view.get("skirmish")
    if now is None or seat != view["protagonist"] or now["predicted"] in WINS:
        return None
    for p in view.get("action_previews", []):
        after = p["skirmish"]
        action = p["action"]
        if action["seat"] != seat or action["type"] == "exert" or after is None:
            continue
        if after["predicted"] in WINS:
            return ("card" if action["type"] == "play_card" else "ability"), action
    return None


def log_of(server: str, table_id: str) -> list[dict]:
    return _get(f"{server}/api/tables/{table_id}/log")["entries"]


def standard_setup(server: str, table: dict) -> None:
    """Bids, turn order, site 1, heroes and parties, hands: the first legal choice each
    time, through the API (the turns are what is measured)."""
    while True:
        state = _get(f"{server}/api/tables/{table['id']}")["state"]
        if state["protagonist"] is not None:
            return
        seat = state["to_act"]
        mine = [a for a in state["legal_actions"] if a["seat"] == seat
                and not a["type"].startswith("adjust_")]
        if state["step_id"] == "bids":
            seat = next(s["seat"] for s in state["seats"] if not s["has_bid"])
            mine = [{"type": "bid", "seat": seat, "amount": 3 - seat}]
        _post(f"{server}/api/tables/{table['id']}/actions", table["seats"][seat]["token"],
              {"version": _get(f"{server}/api/tables/{table['id']}")["version"],
               "action": mine[0]})


def _get(url: str) -> dict:
    with urllib.request.urlopen(url) as answer:
        return json.load(answer)


def _post(url: str, token: str, body: dict) -> dict:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers={
        "Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)
