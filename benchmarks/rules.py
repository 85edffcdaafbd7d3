"""Rules core speed: apply() calls per second and random playouts per second, on one core.

Run: .venv/bin/python benchmarks/rules.py [--games N]
Target: at least 20,000 applies/s.
"""

from __future__ import annotations

import argparse
import time

from hjkit.games.heroes_journey.engine.playout import random_playout
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

CARDS = SHIPPED_CARDS


def tables(library):
    intro = library.decks["intro"]
    oz, achaian = library.decks["oz"], library.decks["achaian"]
    yield "intro, 2 players", lambda seed: new_table(
        "intro", [("Ana", intro), ("Ben", intro)], library, seed)
    yield "standard, 2 players", lambda seed: new_table(
        "standard", [("Ana", oz), ("Ben", achaian)], library, seed)
    yield "standard, 4 players", lambda seed: new_table(
        "standard", [("Ana", oz), ("Ben", achaian), ("Cy", oz), ("Di", achaian)], library, seed)


def measure(make, games: int) -> tuple[float, float, int]:
    playouts = []
    started = time.perf_counter()
    for seed in range(games):
        playouts.append(random_playout(make(seed), seed))
    playout_seconds = time.perf_counter() - started
    applies = 0
    started = time.perf_counter()
    for playout in playouts:
        table = playout.start
        for action in playout.actions:
            table = apply(table, action).state
            applies += 1
    apply_seconds = time.perf_counter() - started
    return applies / apply_seconds, games / playout_seconds, applies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    library, problems = load([CARDS])
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    print(f"{'table':<22} {'games':>6} {'actions':>8} {'applies/s':>10} {'playouts/s':>11}")
    for label, make in tables(library):
        rate, playouts, actions = measure(make, args.games)
        print(f"{label:<22} {args.games:>6} {actions:>8} {rate:>10,.0f} {playouts:>11,.1f}")
    print("target: at least 20,000 applies/s on one core")


if __name__ == "__main__":
    main()
