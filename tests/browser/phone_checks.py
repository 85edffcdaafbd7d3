"""What every game's phone page must hold at every step of a game (issue 26), checked in one
place so the four games' browser tests ask the same:

- the page never scrolls sideways;
- every action the engine offers the seat is reachable: a visible button in the page or the
  dock, or in a sheet one tap away (a visible button with `data-sheet` opens it);
- no button, notice or log line shows a raw card id;
- the page is at most two screens tall (the log collapsed);
- every visible tap target is at least 44 x 44 px.

The pages' contract (companion/static/dom.js): a button that sends an action carries
`data-send` (the action as JSON); a control that builds actions from several choices (a
payment, a dice pad, a picker) carries `data-offers` (the JSON list of every action it can
send); a button that opens a sheet of more choices carries `data-sheet`.

Taps are counted by `Tapper`, per turn and per seat, so a test can print and bound them.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict

from .conftest import api

MIN_TARGET = 44  # px: the smallest tap target a finger hits reliably

# Every action-sending control on the page, with what it sends (buttons inside open dialogs
# included: a sheet is a <dialog> appended to the body).
_OFFERED = """() => {
  const shown = (e) => e.offsetParent !== null || e.closest('dialog[open]');
  const out = [];
  for (const e of document.querySelectorAll('[data-send]'))
    if (shown(e) && !e.disabled) out.push(e.getAttribute('data-send'));
  for (const e of document.querySelectorAll('[data-offers]'))
    if (shown(e)) out.push(...JSON.parse(e.getAttribute('data-offers')).map(JSON.stringify));
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


def seat_actions(server: str, table_id: str, seat: int) -> list[dict]:
    """The actions the engine offers this seat now (the public view lists every seat's)."""
    view = api(server, f"/api/tables/{table_id}")["state"]
    return [a for a in view["legal_actions"] if a.get("seat") == seat]


def offered_on_page(page) -> set[str]:
    """Every action the page lets the seat send, in the page or one sheet away."""
    offered = {canonical(json.loads(text)) for text in page.evaluate(_OFFERED)}
    openers = page.locator("[data-sheet]:visible")
    for n in range(openers.count()):
        opener = openers.nth(n)
        sheet = opener.get_attribute("data-sheet")
        opener.click()
        page.locator(f"dialog#{sheet}[open]").wait_for()
        offered |= {canonical(json.loads(text)) for text in page.evaluate(_OFFERED)}
        page.keyboard.press("Escape")
        page.locator(f"dialog#{sheet}[open]").wait_for(state="detached")
    return offered


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
    height, screen = page.evaluate("[document.documentElement.scrollHeight, window.innerHeight]")
    if height > 2 * screen:
        problems.append(f"the page is {height} px tall, over two screens of {screen} px")
    small = page.evaluate(_SMALL, MIN_TARGET)
    if small:
        problems.append(f"tap targets under {MIN_TARGET} x {MIN_TARGET} px: {small}")
    shown = raw_ids_shown(page, ids)
    if shown:
        problems.append(f"raw ids shown: {shown}")
    if seat is not None:
        offered = offered_on_page(page)
        missing = [a for a in seat_actions(server, table_id, seat) if canonical(a) not in offered]
        if missing:
            problems.append(f"legal actions with no button: {missing}")
    return problems


def check_phone(page, server: str, table_id: str, seat: int | None, ids=()) -> None:
    problems = phone_problems(page, server, table_id, seat, ids)
    assert not problems, f"{page.url}:\n- " + "\n- ".join(problems)


class Tapper:
    """Counts the taps of every phone at a table, per turn and per seat."""

    def __init__(self):
        self.turn = "setup"
        self.counts: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))

    def new_turn(self, label: str) -> None:
        self.turn = label

    def tap(self, page, seat: int, selector: str, text: str | None = None) -> None:
        target = page.locator(selector)
        if text is not None:
            target = target.filter(has_text=text)
        target.first.click()
        self.counts[self.turn][seat] += 1

    def per_turn(self, seat: int) -> list[int]:
        return [seats.get(seat, 0) for turn, seats in self.counts.items() if turn != "setup"]

    def report(self, game: str) -> str:
        """Taps per turn per seat, as the README's per-game figures quote them."""
        lines = [f"taps per turn, {game}:"]
        for turn, seats in self.counts.items():
            taps = ", ".join(f"seat {s} {n}" for s, n in sorted(seats.items()))
            lines.append(f"  {turn}: {taps}")
        return "\n".join(lines)
