"""What every game's phone page must hold at every step of a game (issue 26), checked in one
place so the four games' browser tests ask the same:

- the page never scrolls sideways;
- every action the engine offers the seat is reachable: a visible button in the page or the
  dock, or in a sheet one tap away (a visible button with `data-sheet` opens it);
- no button, notice or log line shows a raw card id;
- the page is at most two screens tall, its log collapsed to its last lines (it opens
  only when asked);
- every visible tap target is at least 44 x 44 px.

The pages' contract (companion/static/dom.js): a button that sends an action carries
`data-send` (the action as JSON); a control that builds actions from several choices (a
payment, a dice pad, a picker) carries `data-offers` (the JSON list of every action it can
send); a button that opens a sheet of more choices carries `data-sheet`.

Taps are counted by `Tapper`, per turn and per seat, so a test can print and bound them.
`open_phones`, `check_all`, `synced` and `act` are the steps the games' phone tests share:
a phone per seat, every phone caught up and checked, and a tap that waits for the table to
move on.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict

from .conftest import api, seat_path, shot

MIN_TARGET = 44  # px: the smallest tap target a finger hits reliably

# Every action-sending control on the page, with what it sends (buttons inside open dialogs
# included: a sheet is a <dialog> appended to the body). A button outside a dialog counts
# only when a finger can reach it: scrolled into view, it is the element under its own
# centre (not hidden behind the dock or the banner). The page's scroll is put back after.
_OFFERED = """() => {
  const shown = (e) => e.checkVisibility ? e.checkVisibility({ visibilityProperty: true })
                                         : e.offsetParent !== null;
  const dialog = document.querySelector('dialog[open]');
  const scrolls = [...document.querySelectorAll('*')].filter(e => e.scrollTop || e.scrollLeft)
    .map(e => [e, e.scrollTop, e.scrollLeft]);
  const [x0, y0] = [window.scrollX, window.scrollY];
  const reachable = (e) => {
    if (dialog && !dialog.contains(e)) return false;  // under a modal: not tappable now
    e.scrollIntoView({ block: 'center', inline: 'center' });
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && e.contains(hit);
  };
  const out = [];
  for (const e of document.querySelectorAll('[data-send]'))
    if (shown(e) && !e.disabled && reachable(e)) out.push(e.getAttribute('data-send'));
  for (const e of document.querySelectorAll('[data-offers]'))
    if (shown(e) && reachable(e))
      out.push(...JSON.parse(e.getAttribute('data-offers')).map(JSON.stringify));
  window.scrollTo(x0, y0);
  for (const [e, top, left] of scrolls) { e.scrollTop = top; e.scrollLeft = left; }
  return out;
}"""

_TEXTS = """() => [...document.querySelectorAll(
    'button, a, .notice, .log li, [role=status], [role=alert], h1, h2, h3, summary, label')]
  .filter(e => e.offsetParent !== null).map(e => e.innerText.trim()).filter(Boolean)"""

_SMALL = """(min) => [...document.querySelectorAll(
    'button, select, input, summary, a.button, [data-send], [data-sheet], [data-square]')]
  .filter(e => e.offsetParent !== null && !e.disabled)
  .map(e => [e.innerText.trim().slice(0, 30) || e.id || e.tagName,
             Math.round(e.getBoundingClientRect().width),
             Math.round(e.getBoundingClientRect().height)])
  .filter(([, w, h]) => w < min || h < min)"""


def canonical(action: dict) -> str:
    """One spelling of an action, whatever the order of its keys."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


def seat_actions(server: str, table_id: str, seat: int, token: str | None = None
                 ) -> tuple[int, list[dict]]:
    """The table's version and the actions the engine offers this seat at it: read with the
    seat's token, its own view also lists what only it may do (a card from its secret
    hand)."""
    table = api(server, f"/api/tables/{table_id}", token=token)
    return table["version"], [a for a in table["state"]["legal_actions"]
                              if a.get("seat") == seat]


def missing_buttons(page, server: str, table_id: str, seat: int) -> list[dict]:
    """The seat's legal actions the page offers no button for, compared at one version: a
    table the clock moves on while the checker looks is looked at again."""
    token = page.evaluate("([t, s]) => localStorage.getItem(`hjkit.token.${t}.${s}`)",
                          [table_id, seat])
    for _ in range(5):
        version, actions = seat_actions(server, table_id, seat, token)
        synced([page], version)
        own_view(page, seat, token)
        offered = offered_on_page(page)
        if seat_actions(server, table_id, seat, token)[0] == version:
            break
    return [a for a in actions if canonical(a) not in offered]


def own_view(page, seat: int, token: str | None) -> None:
    """A game that hides a hand first draws its page from the watch view the server sent
    (no hand), then from the seat's own view its token reads: wait for that one."""
    seat_views = page.evaluate(
        "() => JSON.parse(document.getElementById('config').textContent).seat_views")
    if token and seat_views:
        page.wait_for_function("(s) => HJ.table.snapshot && HJ.table.snapshot.viewer === s",
                               arg=seat, timeout=10000)


def offered_on_page(page) -> set[str]:
    """Every action the page lets the seat send, in the page or one sheet away. Opening a
    sheet to look is the checker's tap, not the player's: no Tapper counts it."""
    offered = {canonical(json.loads(text)) for text in page.evaluate(_OFFERED)}
    openers = page.locator("[data-sheet]:visible")
    for n in range(openers.count()):
        opener = openers.nth(n)
        sheet = opener.get_attribute("data-sheet")
        opener.click()
        opened = page.locator(f"dialog#{sheet}[open]")
        opened.wait_for()
        offered |= {canonical(json.loads(text)) for text in page.evaluate(_OFFERED)}
        close = opened.locator(".close")
        if close.count():
            close.first.click()
        else:
            page.keyboard.press("Escape")
        page.locator(f"dialog#{sheet}").wait_for(state="detached")
    return offered


def sheets_open(page) -> int:
    return page.locator("dialog[open]").count()


def raw_ids_shown(page, ids) -> list[str]:
    """Visible texts that show one of these ids as a word (case-sensitive: the id `bard`
    is flagged in "Hire bard", not in "Hire Bard")."""
    patterns = [re.compile(rf"(?<![\w-]){re.escape(i)}(?![\w-])") for i in ids if i]
    return [text for text in page.evaluate(_TEXTS) if any(p.search(text) for p in patterns)]


def phone_problems(page, server: str, table_id: str, seat: int | None, ids=()) -> list[str]:
    """Everything wrong with the phone's page now, as sentences (empty when all holds)."""
    problems = []
    width, inner = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    if width > inner:
        problems.append(f"the page scrolls sideways: {width} px wide on a {inner} px screen")
    if page.locator("#log.open").count():
        problems.append("the log is shown whole: it is collapsed to its last lines until asked")
    height, screen = page.evaluate("[document.documentElement.scrollHeight, window.innerHeight]")
    if height > 2 * screen:
        problems.append(f"the page is {height} px tall, over two screens of {screen} px")
    small = page.evaluate(_SMALL, MIN_TARGET)
    if small:
        problems.append(f"tap targets under {MIN_TARGET} x {MIN_TARGET} px: {small}")
    shown = raw_ids_shown(page, ids)
    if shown:
        problems.append(f"raw ids shown: {shown}")
    if sheets_open(page):
        problems.append("a dialog is open: check the page between taps, with no sheet open")
    elif seat is not None:
        missing = missing_buttons(page, server, table_id, seat)
        if missing:
            problems.append(f"legal actions with no button: {missing}")
    return problems


def check_phone(page, server: str, table_id: str, seat: int | None, ids=()) -> None:
    problems = phone_problems(page, server, table_id, seat, ids)
    assert not problems, f"{page.url}:\n- " + "\n- ".join(problems)


class Tapper:
    """Counts the taps of every phone at a table, per turn and per seat, and the cards each
    seat played in the turn (a card played allows 2 more taps)."""

    def __init__(self):
        self.turn = "setup"
        self.counts: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        self.cards: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        self.trail: list[tuple[str, int, str]] = []  # every tap: turn, seat, what

    def new_turn(self, label: str) -> None:
        self.turn = label
        self.counts[label]  # a turn with no tap at all still shows in the report

    def tap(self, page, seat: int, selector: str, text: str | None = None) -> None:
        target = page.locator(selector)
        if text is not None:
            target = target.filter(has_text=text)
        target.first.click()
        self.counts[self.turn][seat] += 1
        self.trail.append((self.turn, seat, selector if text is None else f"{selector} {text}"))

    def tap_action(self, page, seat: int, fields: dict) -> dict:
        """Tap the button that sends an action with these fields ({"type": "exert", ...}):
        the first such on the page or in the open sheet. Returns the action sent."""
        sent = page.evaluate("""(fields) => {
          const inside = document.querySelector('dialog[open]') || document;
          for (const e of inside.querySelectorAll('[data-send]')) {
            const a = JSON.parse(e.getAttribute('data-send'));
            if (!e.disabled && Object.entries(fields).every(([k, v]) => a[k] === v)) {
              e.setAttribute('data-tap-me', '1'); return a; }
          }
          return null; }""", fields)
        assert sent is not None, (f"{page.url}: no button sends {fields}; the page says "
                                  f"{page.locator('#app').inner_text()[:600]!r}")
        self.tap(page, seat, "[data-tap-me]")
        self.trail[-1] = (self.turn, seat, canonical(sent))
        page.evaluate("() => document.querySelectorAll('[data-tap-me]')"
                      ".forEach(e => e.removeAttribute('data-tap-me'))")
        return sent

    def card_played(self, seat: int) -> None:
        self.cards[self.turn][seat] += 1

    def per_turn(self, seat: int) -> list[int]:
        return [seats.get(seat, 0) for turn, seats in self.counts.items() if turn != "setup"]

    def over(self, targets: dict[int, int], per_card: int = 2) -> list[str]:
        """The turns where a seat tapped more than its target (seat -> taps with no card
        played) plus per_card for each card it played."""
        found = []
        for turn, seats in self.counts.items():
            if turn == "setup":
                continue
            for seat, base in targets.items():
                allowed = base + per_card * self.cards[turn].get(seat, 0)
                if seats.get(seat, 0) > allowed:
                    found.append(f"{turn}: seat {seat} tapped {seats[seat]}, target {allowed}")
        return found

    def taps_of(self, turn: str, seat: int) -> list[str]:
        return [what for t, s, what in self.trail if t == turn and s == seat]

    def report(self, game: str) -> str:
        """Taps per turn per seat, as the README's per-game figures quote them."""
        lines = [f"taps per turn, {game}:"]
        for turn, seats in self.counts.items():
            taps = ", ".join(f"seat {s} {n}" + (f" ({c} card{'s' if c > 1 else ''})"
                                               if (c := self.cards[turn].get(s, 0)) else "")
                             for s, n in sorted(seats.items()))
            lines.append(f"  {turn}: {taps or 'no taps'}")
        return "\n".join(lines)


def open_phones(phone, table: dict, size: tuple[int, int]) -> list:
    """A phone of this size for every seat of the table (the conftest's `phone` fixture),
    each on its seat's page: pages[n] is seat n's."""
    pages = []
    for seat in range(len(table["seats"])):
        page = phone(size=size)
        page.goto(seat_path(table, seat))
        pages.append(page)
    return pages


def synced(pages, version: int, name: str = "phone") -> None:
    """Every phone shows the table at this version or later (a screenshot of one that does
    not, named after the test)."""
    for page in pages:
        try:
            page.wait_for_function("(v) => HJ.table.snapshot && HJ.table.snapshot.version >= v",
                                   arg=version, timeout=10000)
        except Exception as error:
            shot(page, f"{name}-not-synced")
            shown = page.evaluate("HJ.table.snapshot && HJ.table.snapshot.version")
            raise AssertionError(f"{page.url} shows version {shown}, not {version}") from error


def check_all(pages, server: str, table: dict, ids=(), name: str = "phone") -> dict:
    """Every phone (seat n on pages[n]) caught up with the table and checked; the table's
    shared view. A phone that fails is kept as a screenshot named after the test."""
    state = api(server, f"/api/tables/{table['id']}")
    synced(pages, state["version"], name)
    for seat, page in enumerate(pages):
        try:
            check_phone(page, server, table["id"], seat, ids)
        except AssertionError:
            shot(page, f"{name}-failed-seat-{seat}")
            raise
    return state["state"]


def act(tapper: Tapper, page, seat: int, selector: str, text: str | None = None) -> None:
    """One counted tap that sends an action; waits until this phone shows the table moved
    on."""
    version = page.evaluate("HJ.table.snapshot.version")
    tapper.tap(page, seat, selector, text)
    page.wait_for_function("(v) => HJ.table.snapshot.version > v", arg=version, timeout=10000)
