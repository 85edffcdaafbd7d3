"""How strong The Heroes' Journey's simulated player is (issue 38): win rates of one player
against another over many games, with 95% intervals, on the intro (intro against intro) and
on the standard game (Oz against Achaian). A simulated player's win rates mean something
only if it clearly beats a weaker player (Jaffe 2012; de Mesentier Silva 2017): here the
greedy player (engine/greedy.py) against the random one, which takes any of the same
options, each as likely.

Each game has its own seed; the players swap seats every game and the decks every two, so
neither the first seat nor a deck favours a player. Printed with the load average.

Run: .venv/bin/python benchmarks/players.py [--games 400] [--only intro,standard]
Target (issue 38): greedy beats random in at least 90% of games.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from hjkit.games.heroes_journey.engine import greedy
from hjkit.games.heroes_journey.engine.table import legal_actions
from hjkit.kit.playout import play_out
from hjkit.kit.registry import game as game_named
from hjkit.kit.simulate import wilson

MATCHES = {"intro": ("intro", ("intro", "intro")),
           "standard": ("standard", ("oz", "achaian"))}
PLAYERS = {"greedy": greedy.choose, "random": greedy.choose_at_random}


def load() -> str:
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def match(game, library, variant: str, decks: tuple[str, str], first: str, second: str,
          games: int) -> tuple[int, int, list[int]]:
    """Games of player first against player second: first's wins, the games with a
    winner, and each game's turns."""
    wins = decided = 0
    turns = []
    for number in range(games):
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
    return wins, decided, turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--only", default="intro,standard")
    args = parser.parse_args()
    game = game_named("heroes-journey")
    library = game.load([game.shipped_cards()]).library
    print(f"The Heroes' Journey's simulated players, {args.games} games a match, seats "
          f"swapped every game, decks every two; {load()}")
    for name in args.only.split(","):
        variant, decks = MATCHES[name]
        started = time.perf_counter()
        wins, decided, turns = match(game, library, variant, decks, "greedy", "random",
                                     args.games)
        interval = wilson(wins, decided)
        print(f"{name:<9} {decks[0]} v {decks[1]}: greedy beat random in {wins} of "
              f"{decided} decided games, {wins / max(decided, 1):.1%} (95% interval "
              f"{interval.low:.1%}-{interval.high:.1%}); {args.games - decided} undecided; "
              f"median {statistics.median(turns):g} turns; "
              f"{time.perf_counter() - started:.0f} s; {load()}", flush=True)
    print("Target: greedy beats random in at least 90% of games.")


if __name__ == "__main__":
    main()
