"""The Hero's Journey v3 game lengths: rounds (each hero's turn once) to an Ending, by rules
and player count, in engine-only random playouts. Where the round limit a new table is
offered (game.py, EVENING_TURNS) comes from: play as written runs long, and longer with
more heroes.

Run: .venv/bin/python benchmarks/v3_rounds.py [--games N] [--players 2,3,4]
"""

from __future__ import annotations

import argparse
import os
import statistics

from hjkit.games.heros_journey_v3.engine.deck import deck_from
from hjkit.games.heros_journey_v3.engine.table import apply, legal_actions, new_game
from hjkit.games.heros_journey_v3.model.library import SHIPPED_CARDS, load
from hjkit.kit.playout import play_out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--variants", default="basic,advanced")
    args = parser.parse_args()
    library, problems = load([SHIPPED_CARDS])
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    deck = deck_from(library)
    print(f"load average before: {os.getloadavg()}")
    for variant in args.variants.split(","):
        for players in map(int, args.players.split(",")):
            rounds = []
            for seed in range(args.games):
                start = new_game(variant, [f"P{i}" for i in range(players)], deck, seed)
                end = play_out(start, seed, legal_actions, apply, lambda s: s.over,
                               limit=500_000).end
                rounds.append(end.round)
            cuts = statistics.quantiles(rounds, n=4, method="inclusive")
            print(f"{variant:<8} {players}p  rounds: min {min(rounds)} q1 {cuts[0]:.0f} "
                  f"median {statistics.median(rounds):.0f} q3 {cuts[2]:.0f} max {max(rounds)}")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
