"""Hero's Journey Home: how its games end, with two simple players (the cautious one, who
pays tribute to a monster more than 4 above the party's best adventurer, and the bold one,
who fights every monster), for 1-4 players, engine only, seeded.

Endings: "Final Battle" (the deck is played out with two or more parties standing, and
they fight it out), "last one standing" (The Final Battle variant: one party left before
the deck is played out), "home" (Home drawn), "all dead" (every party died), "deck out
alone" (the deck is played out with one party left).

Run: .venv/bin/python benchmarks/home_endings.py [--games N]
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import time

from hjkit.games.heros_journey_home.engine.cards import cards_of
from hjkit.games.heros_journey_home.engine.playout import POLICIES, policy_playout
from hjkit.games.heros_journey_home.engine.setup import new_state
from hjkit.games.heros_journey_home.model.library import SHIPPED_CARDS, load

ENDINGS = ("Final Battle", "last one standing", "home", "all dead", "deck out alone")


def ending(end) -> str:
    if end.final:
        return "Final Battle"
    if "home" in end.deck.drawn:
        return "home"
    if end.winner is None:
        return "all dead"
    return "deck out alone" if not end.deck.left else "last one standing"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    library, problems = load([SHIPPED_CARDS])
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    cards = cards_of(library)
    print(f"load average before: {tuple(round(x, 2) for x in os.getloadavg())}")
    cases = [("standard", 1)] + [("final-battle", p) for p in (2, 3, 4)]
    print(f"{'variant':<13}{'players':>8} {'player':<9}"
          + "".join(f"{e:>19}" for e in ENDINGS) + f"{'cards drawn':>13}")
    started = time.perf_counter()
    for variant, players in cases:
        for policy in POLICIES:
            counts: collections.Counter[str] = collections.Counter()
            drawn = []
            for seed in range(args.games):
                state = new_state(variant, [f"P{i}" for i in range(players)], cards, seed,
                                  "companion")
                end, count = policy_playout(state, seed, policy)
                counts[ending(end)] += 1
                drawn.append(count)
            cells = "".join(f"{counts[e]:>6} ({100 * counts[e] / args.games:>4.0f} %)    "
                            for e in ENDINGS)
            print(f"{variant:<13}{players:>8} {policy:<9}{cells}"
                  f"{statistics.median(drawn):>8.0f}")
    print(f"{args.games} games a line, {time.perf_counter() - started:.0f} s; "
          f"load average after: {tuple(round(x, 2) for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
