"""`hjkit simulate` speed: intro-pack games of the intro deck against itself, both sides the
greedy player, on one process per core (as `hjkit simulate` plays by default) and on one
process, beside the floor of the kit's random playout of the same games in one process (the
same setups and seeds, any legal action each as likely).

Run: .venv/bin/python benchmarks/simulate.py [--games N] [--workers N]
Goal (issue 30): 1,000 intro-pack games in under a minute on this machine. With --games N
below 1,000 the line says what 1,000 would take at the rate measured. Both wall-clock
and CPU seconds are printed (CPU: this process's and its pool's), with the 1-minute load
average: the machine is shared, and a busy one's waiting shows in the wall-clock figure only.
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


def _cpu() -> float:
    """CPU seconds of this process and of its children that have ended (the pool's)."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def _timed(run) -> tuple[object, float, float]:
    wall, cpu = time.perf_counter(), _cpu()
    result = run()
    return result, time.perf_counter() - wall, _cpu() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GOAL_GAMES)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="the pool's processes (default: one per core, as hjkit simulate)")
    args = parser.parse_args()
    game = game_named("heroes-journey")
    loaded = game.load([game.shipped_cards()])
    if loaded.problems:
        raise SystemExit("\n".join(map(str, loaded.problems)))
    library = loaded.library
    pooled, wall, cpu = _timed(lambda: simulate(game, library, "intro", "intro", args.games,
                                                 workers=args.workers))
    alone, alone_wall, alone_cpu = _timed(
        lambda: simulate(game, library, "intro", "intro", args.games))
    assert pooled == alone, "the pool's games differ from one process's"
    floor_actions, floor_wall, floor_cpu = _timed(
        lambda: _random_games(game, library, args.games))
    print(f"{'':<32}{'games/s wall':>13}{'games/s CPU':>13}{'actions/game':>14}")
    for label, games_wall, games_cpu, actions in (
            (f"simulate, {args.workers} processes", wall, cpu, pooled.mean_actions),
            ("simulate, 1 process", alone_wall, alone_cpu, alone.mean_actions),
            ("floor: random playout, 1 proc", floor_wall, floor_cpu,
             floor_actions / args.games)):
        print(f"{label:<32}{args.games / games_wall:>13.1f}{args.games / games_cpu:>13.1f}"
              f"{actions:>14.1f}   {_load()}")
    thousand = GOAL_GAMES * wall / args.games
    verdict = "met" if thousand < GOAL_SECONDS else "NOT met"
    print(f"{GOAL_GAMES:,} intro games on {args.workers} processes "
          f"{'took' if args.games == GOAL_GAMES else 'would take'} {thousand:.1f} s wall "
          f"({GOAL_GAMES * cpu / args.games:.1f} s CPU); goal under {GOAL_SECONDS:.0f} s: "
          f"{verdict}")


if __name__ == "__main__":
    main()
