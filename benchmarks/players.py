"""How strong The Heroes' Journey's simulated players are (issue 38): win rates of one player
against another over many games, with 95% intervals, on the intro (intro against intro) and
on the standard game (Oz against Achaian). A simulated player's win rates mean something
only if it clearly beats a weaker player (Jaffe 2012; de Mesentier Silva 2017): here the
search player (engine/search.py, at its default budget) against the greedy one
(engine/greedy.py), and the greedy one against the random one, which takes any of the
greedy one's options, each as likely.

Each game has its own seed; the players swap seats every game and the decks every two, so
neither the first seat nor a deck favours a player. The games are shared among processes
(one per core by default). Printed with the load average and each match's CPU seconds.

Run: .venv/bin/python benchmarks/players.py [--games 400] [--only intro,standard]
         [--matches search-greedy,greedy-random] [--workers N]
Target (issue 38): search beats greedy in at least 70% of games, greedy beats random in at
least 90%.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from hjkit.games.heroes_journey.engine import greedy, search
from hjkit.games.heroes_journey.engine.table import legal_actions
from hjkit.kit.playout import play_out
from hjkit.kit.registry import game as game_named
from hjkit.kit.simulate import wilson

MATCHES = {"intro": ("intro", ("intro", "intro")),
           "standard": ("standard", ("oz", "achaian"))}
PLAYERS = {"search": search.choose, "greedy": greedy.choose, "random": greedy.choose_at_random}
TARGETS = {"search-greedy": 0.70, "greedy-random": 0.90}
CHUNK = 10
"""Games one task of the pool plays."""


def load() -> str:
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


_library = None
"""The shipped cards, loaded once per process."""


def _loaded():
    global _library
    game = game_named("heroes-journey")
    if _library is None:
        _library = game.load([game.shipped_cards()]).library
    return game, _library


def match(variant: str, decks: tuple[str, str], first: str, second: str,
          numbers: range) -> tuple[int, int, list[int], float]:
    """Games of player first against player second: first's wins, the games with a
    winner, each game's turns, and the CPU seconds they took."""
    game, library = _loaded()
    started = time.process_time()
    wins = decided = 0
    turns = []
    for number in numbers:
        players = (first, second) if number % 2 == 0 else (second, first)  # by seat
        seated = decks if number % 4 < 2 else decks[::-1]
        setup = {"variant": variant, "seed": number,
                 "seats": [{"name": f"{p} {d}"[:20], "deck": d}
                           for p, d in zip(players, seated, strict=True)]}
        start = game.start(setup, library).state

        def choose(t, legal, rng, players=players):
            return PLAYERS[players[t.to_act]](t, legal, rng)

        end = play_out(start, number, lambda t: legal_actions(t, adjustments=False),
                       game.apply, game.is_over, choose).end
        turns.append(end.turn)
        if end.winner is not None:
            decided += 1
            wins += players[end.winner] == first
    return wins, decided, turns, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--only", default="intro,standard")
    parser.add_argument("--matches", default="search-greedy,greedy-random")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    print(f"The Heroes' Journey's simulated players, {args.games} games a match, seats "
          f"swapped every game, decks every two, on {args.workers} processes; search "
          f"budget {search.DEFAULT}; {load()}", flush=True)
    chunks = [range(start, min(args.games, start + CHUNK))
              for start in range(0, args.games, CHUNK)]
    with ProcessPoolExecutor(args.workers) as pool:
        for pairing in args.matches.split(","):
            first, second = pairing.split("-")
            for name in args.only.split(","):
                variant, decks = MATCHES[name]
                started = time.perf_counter()
                wins = decided = 0
                turns: list[int] = []
                cpu = 0.0
                tasks = [pool.submit(match, variant, decks, first, second, chunk)
                         for chunk in chunks]
                for task in tasks:
                    won, had, lengths, seconds = task.result()
                    wins, decided, cpu = wins + won, decided + had, cpu + seconds
                    turns += lengths
                interval = wilson(wins, decided)
                print(f"{name:<9} {decks[0]} v {decks[1]}: {first} beat {second} in {wins} "
                      f"of {decided} decided games, {wins / max(decided, 1):.1%} (95% "
                      f"interval {interval.low:.1%}-{interval.high:.1%}; target "
                      f"{TARGETS.get(pairing, 0):.0%}); {args.games - decided} undecided; "
                      f"median {statistics.median(turns):g} turns; "
                      f"{time.perf_counter() - started:.0f} s, {cpu:.0f} CPU s; {load()}",
                      flush=True)
    print("Target: search beats greedy in at least 70% of games, greedy beats random in at "
          "least 90%.")


if __name__ == "__main__":
    main()
