"""Heroes and Quests game lengths: rounds (each player's turn once) and actions per game, for
the random and the simple policy, by player count and game length.

Run: .venv/bin/python benchmarks/hq_lengths.py [--games N]
"""

from __future__ import annotations

import argparse
import os
import statistics

from hjkit.games.heroes_and_quests.engine.playout import play, random_policy, simple_policy
from hjkit.games.heroes_and_quests.engine.setup import new_table
from hjkit.games.heroes_and_quests.model.library import SHIPPED, load


def quantiles(values: list[int]) -> str:
    cuts = statistics.quantiles(values, n=10, method="inclusive")
    return (f"min {min(values):>4} p10 {cuts[0]:>6.0f} median {statistics.median(values):>6.0f}"
            f" p90 {cuts[-1]:>6.0f} max {max(values):>5}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    library, problems = load([SHIPPED])
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    print(f"load average before: {os.getloadavg()}")
    cases = [("simple", simple_policy, v, p) for v in ("short", "mid", "long") for p in (2, 4, 6)]
    cases += [("random", random_policy, "short", p) for p in (2, 4)]
    for name, policy, variant, players in cases:
        rounds, actions = [], []
        for seed in range(args.games):
            table = new_table([f"P{i}" for i in range(players)], variant, "companion", seed,
                              library)
            end, count = play(table, policy, seed)
            assert end.is_over, f"{name} {variant} {players}p seed {seed} did not end"
            rounds.append(end.turns)
            actions.append(count)
        print(f"{name:<6} {variant:<5} {players}p  rounds: {quantiles(rounds)}   "
              f"actions median {statistics.median(actions):.0f}")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
