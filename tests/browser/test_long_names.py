"""Issue 42, point 6: a 35-letter one-word seat name made the phone pages 383 px wide on a
320 px phone. Long words break, on every game's seat pages and its watch page."""

from __future__ import annotations

import pytest

from hjkit.companion import card_library
from hjkit.kit.registry import games

from .conftest import api, seat_path, shot

LONG = "Wolfeschlegelsteinhausenbergerdorff"  # a real surname of 35 letters
WIDTH = 320

# The right edge of the widest box on the page: the body's overflow-x: hidden hides a
# page's scrollbar, not a name cut off at the edge. What a box below the body clips on
# purpose (the top bar's seat title ends in an ellipsis) is left out, as is what sits
# off-screen for screen readers.
_WIDEST = """() => {
  const clipped = (e) => {
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement)
      if (getComputedStyle(p).overflowX !== 'visible') return true;
    return false;
  };
  return Math.max(0, ...[...document.querySelectorAll('body *')]
    .filter(e => e.offsetParent !== null && !e.closest('.skip, .visually-hidden, dialog'))
    .filter(e => !clipped(e))
    .map(e => e.getBoundingClientRect().right));
}"""


@pytest.mark.parametrize("game_id", sorted(games()))
def test_a_long_one_word_name_stays_inside_a_320_px_phone(companion, server, phone, game_id):
    game = games()[game_id]
    setup = game.sample_setups(card_library(companion, game_id))[0]
    seats = [{**seat, "name": LONG} for seat in setup["seats"]]
    table = api(server, "/api/tables", {"ruleset": game_id, "setup": {**setup, "seats": seats}})
    page = phone(size=(WIDTH, 640))
    for path in (seat_path(table, 0), seat_path(table, 1) if len(seats) > 1 else None,
                 f"/t/{table['id']}"):
        if path is None:
            continue
        page.goto(path)
        page.wait_for_function("(name) => document.body.innerText.includes(name)", arg=LONG)
        widest = page.evaluate(_WIDEST)
        scroll = page.evaluate("document.documentElement.scrollWidth")
        if widest > WIDTH + 0.5 or scroll > WIDTH:
            shot(page, f"long-name-{game_id}")
        assert widest <= WIDTH + 0.5 and scroll <= WIDTH, (path, widest, scroll)
