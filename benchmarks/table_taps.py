"""Taps a turn costs each phone, and what a turn waits on windows closing by themselves, as
the sensible player (tests/browser/sensible_player.py) plays through the phone pages in
Debian's headless Chromium: an intro game to its end and three turns of a three-player
standard game, at tables with the window clock, beside the same intro game at a table
whose players tap every pass by hand (the floor: what the companion cost before).

    .venv/bin/python benchmarks/table_taps.py

It serves the companion as `hjkit serve` does (its uvicorn server, on a thread) on a
throwaway SQLite file, with known deals as the browser tests have them (a seed a player
could not send), and prints one line a turn, with the load average.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hjkit.companion import create_app  # noqa: E402
from hjkit.companion.serve import create_server  # noqa: E402
from hjkit.games.heroes_journey.game import HeroesJourney  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE  # noqa: E402
from tests.browser.sensible_player import SensiblePlayer, _post, log_of, standard_setup  # noqa: E402
from tests.serving import InThread  # noqa: E402

SIZES = [(320, 640), (360, 740), (393, 851)]
CLOCK = HeroesJourney.window_clock


def serve(folder: str) -> InThread:
    app = create_app({"ALLOW_CLIENT_SEED": True,  # known deals, as the browser tests'
                      "DATABASE_URL": f"sqlite:///{folder}/taps.sqlite3"})
    served = InThread(*create_server(app, "127.0.0.1", 0))
    app.config["PUBLIC_URL"] = served.url
    return served


def table(server: str, setup: dict) -> dict:
    return _post(f"{server}/api/tables", "", {"ruleset": "heroes-journey", "setup": setup})


def play(browser, server: str, made: dict, turns: int | None) -> list[dict]:
    contexts = []
    pages = []
    for seat, entry in enumerate(made["seats"]):
        width, height = SIZES[seat % len(SIZES)]
        context = browser.new_context(**{**PHONE, "viewport": {"width": width,
                                                               "height": height}})
        contexts.append(context)
        page = context.new_page()
        page.goto(server + entry["link"][entry["link"].index("/t/"):])
        page.wait_for_function("() => document.body.dataset.settled !== undefined")
        pages.append(page)
    player = SensiblePlayer(pages)
    player.play(turns=turns)
    player.read_clock(log_of(server, made["id"]))
    for context in contexts:
        context.close()
    rows = player.tally.rows(len(pages), made["state"]["clock"])
    return rows[:turns] if turns else rows


def summary(name: str, rows: list[dict]) -> None:
    for row in rows:
        lead = row["protagonist"]
        others = [f"{row['taps'][s]} ({row['cards'][s]} cards)"
                  for s in range(len(row["taps"])) if s != lead]
        print(f"{name:<26} turn {row['turn']}: {row['moves']} move(s); protagonist "
              f"{row['taps'][lead]} taps ({row['cards'][lead]} cards); others "
              f"{', '.join(others)}; {row['clock_windows']} windows by the clock, "
              f"{row['clock_wait_s']} s; {row['seconds']} s in all")


def main() -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        served = serve(folder)
        server = served.url
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=str(CHROMIUM),
                                                     args=CHROMIUM_ARGS)
                seats = [{"name": "Ana", "deck": "intro"}, {"name": "Ben", "deck": "intro"}]
                for clock, name in ((CLOCK, f"intro, clock {CLOCK} s"),
                                    (0, "intro, passes by hand")):
                    made = table(server, {"variant": "intro", "seed": 5, "clock": clock,
                                          "seats": seats})
                    summary(name, play(browser, server, made, None))
                made = table(server, {"variant": "standard", "seed": 11, "clock": CLOCK,
                                      "seats": [{"name": "Ana", "deck": "oz"},
                                                {"name": "Ben", "deck": "achaian"},
                                                {"name": "Cy", "deck": "oz"}]})
                standard_setup(server, made)
                summary(f"standard 3p, clock {CLOCK} s", play(browser, server, made, 3))
                browser.close()
        finally:
            served.stop()
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
