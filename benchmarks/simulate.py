"""`hjkit simulate` speed: intro-pack games of the intro deck against itself, both sides the
greedy player, beside the floor of the kit's random playout of the same games (the same
setups and seeds, any legal action each as likely).

Run: .venv/bin/python benchmarks/simulate.py [--games N]
Goal (issue 30): 1,000 intro-pack games in under a minute on this machine. With --games N
below 1,000 the line says what 1,000 would take at the rate measured. Both wall-clock
and CPU seconds are printed, with the 1-minute load average: the machine is shared, and a
busy one's waiting shows in the wall-clock figure only.
"""

from __future__ import annotations

import argparse
import os
import time

from hjkit.kit.playout import play_out
from hjkit.kit.registry import game as game_named
from hjkit.kit.simulate import simulate

GOAL_GAMES, GOAL_SECONDS = 1000, 60.0


def _load() -> str:
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def _random_games(game, library, games: int) -> int:
    """The floor: the same setups played by the kit's random player; the actions taken."""
    actions = 0
    for number in range(games):
        setup = {"variant": "intro", "seed": number,
                 "seats": [{"name": "A", "deck": "intro"}, {"name": "B", "deck": "intro"}]}
        state = game.start(setup, library).state
        actions += len(play_out(state, number, game.legal_actions, game.apply, game.is_over,
                                game.playout_policy()).actions)
    return actions


def _timed(run) -> tuple[object, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = run()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GOAL_GAMES)
    args = parser.parse_args()
    game = game_named("heroes-journey")
    loaded = game.load([game.shipped_cards()])
    if loaded.problems:
        raise SystemExit("\n".join(map(str, loaded.problems)))
    library = loaded.library
    result, wall, cpu = _timed(lambda: simulate(game, library, "intro", "intro", args.games))
    floor_actions, floor_wall, floor_cpu = _timed(
        lambda: _random_games(game, library, args.games))
    print(f"{'':<28}{'games/s wall':>13}{'games/s CPU':>13}{'actions/game':>14}")
    print(f"{'simulate (greedy, both)':<28}{args.games / wall:>13.1f}{args.games / cpu:>13.1f}"
          f"{result.mean_actions:>14.1f}   {_load()}")
    print(f"{'floor: kit random playout':<28}{args.games / floor_wall:>13.1f}"
          f"{args.games / floor_cpu:>13.1f}{floor_actions / args.games:>14.1f}   {_load()}")
    per_game = wall / args.games
    thousand = GOAL_GAMES * per_game
    verdict = "met" if thousand < GOAL_SECONDS else "NOT met"
    print(f"{GOAL_GAMES:,} intro games {'took' if args.games == GOAL_GAMES else 'would take'} "
          f"{thousand:.1f} s wall ({GOAL_GAMES * cpu / args.games:.1f} s CPU); goal under "
          f"{GOAL_SECONDS:.0f} s: {verdict}")


if __name__ == "__main__":
    main()
