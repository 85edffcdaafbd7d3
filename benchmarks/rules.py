"""Rules core speed: apply() calls per second and random playouts per second, on one core.

Run: .venv/bin/python benchmarks/rules.py [--games N] [--peer-only]
Floor: a random step (legal_actions then apply) at 0.5x python-chess's (legal moves then
push) or better, in one run beside it. Absolute rates move from machine to machine, so
the floor is the ratio alone. The Hero's Journey v3 is
measured beside it on N/10 games (its random games run to thousands of actions), and so is
Heroes and Quests. The "every ability taken" line plays games whose players take every card
play and ability they can (nine times in ten), so effects are in play throughout.

The machine is shared: each line prints the 1-minute load average beside its figures. The
heroes-journey lines are per CPU second (time.process_time), so a busy machine's waiting is
not counted; the other games' lines are wall-clock. The comparison with python-chess is a
ratio of CPU-second rates taken in one run, hjkit and chess interleaved in rounds, so both
see the same noise. python-chess comes with the `bench` extra (pip install -e '.[bench]');
without it the peer rows are skipped.
"""

from __future__ import annotations

import argparse
import os
import random
import time

from hjkit.games.heroes_and_quests.engine import playout as hq_playout
from hjkit.games.heroes_and_quests.engine import setup as hq_setup
from hjkit.games.heroes_and_quests.engine import table as hq_table
from hjkit.games.heroes_and_quests.model import library as hq_library
from hjkit.games.heroes_journey.engine.actions import PlayCard, UseAbility
from hjkit.games.heroes_journey.engine.playout import random_playout
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.games.heros_journey_v3.engine import playout as v3_playout
from hjkit.games.heros_journey_v3.engine import table as v3_table
from hjkit.games.heros_journey_v3.engine.deck import deck_from
from hjkit.games.heros_journey_v3.model.library import SHIPPED_CARDS as V3_CARDS
from hjkit.games.heros_journey_v3.model.library import load as load_v3

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


def v3_tables():
    """The Hero's Journey v3 beside it: the engine's own random playouts."""
    library, problems = load_v3([V3_CARDS])
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    deck = deck_from(library)
    yield "v3 basic, 2 players", lambda seed: v3_table.new_game(
        "basic", ["Ana", "Ben"], deck, seed)
    yield "v3 adv., 4 players", lambda seed: v3_table.new_game(
        "advanced", ["Ana", "Ben", "Cy", "Di"], deck, seed, 20)


def measure_v3(make, games: int) -> tuple[float, float, int]:
    started, runs = time.perf_counter(), []
    for seed in range(games):
        runs.append((make(seed), v3_playout.random_playout(make(seed), seed)))
    playout_seconds = time.perf_counter() - started
    applies, started = 0, time.perf_counter()
    for state, actions in runs:
        for action in actions:
            state = v3_table.apply(state, action).state
            applies += 1
    return applies / (time.perf_counter() - started), games / playout_seconds, applies


def measure_hq(games: int):
    """Heroes and Quests: (label, games, actions, applies/s, playouts/s) per table, from
    random playouts (companion dice), their actions then replayed through apply."""
    library, problems = hq_library.load([hq_library.SHIPPED])
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    for players in (2, 4):
        names = [f"P{i + 1}" for i in range(players)]
        started, runs = time.perf_counter(), []
        for seed in range(games):
            chosen = []

            def recording(table, legal, rng, chosen=chosen):
                chosen.append(hq_playout.random_policy(table, legal, rng))
                return chosen[-1]

            start = hq_setup.new_table(names, "short", "companion", seed, library)
            hq_playout.play(start, recording, seed)
            runs.append((start, chosen))
        playout_seconds = time.perf_counter() - started
        applies, started = 0, time.perf_counter()
        for state, actions in runs:
            for action in actions:
                state = hq_table.apply(state, action).state
                applies += 1
        yield (f"H&Q short, {players} players", games, applies,
               applies / (time.perf_counter() - started), games / playout_seconds)


def card_or_ability(table, action) -> bool:
    return isinstance(action, (PlayCard, UseAbility))


def measure(make, games: int, favour=None) -> tuple[float, float, int, int]:
    playouts = []
    started = time.process_time()
    for seed in range(games):
        playouts.append(random_playout(make(seed), seed, favour=favour))
    playout_seconds = time.process_time() - started
    applies = 0
    started = time.process_time()
    for playout in playouts:
        table = playout.start
        for action in playout.actions:
            table = apply(table, action).state
            applies += 1
    apply_seconds = time.process_time() - started
    return applies / apply_seconds, games / playout_seconds, applies, len(cards_used(playouts))


def cards_used(playouts) -> set[str]:
    """The cards played and the abilities used in these games (an untimed replay)."""
    used = set()
    for playout in playouts:
        table = playout.start
        for action in playout.actions:
            if isinstance(action, PlayCard):
                used.add(action.card_id)
            elif isinstance(action, UseAbility):  # a card in play, or a "When ..." owed
                item = table.in_play(action.source)
                used.add("ability of " + (item.card_id if item else table.pending[0].card_id))
            table = apply(table, action).state
    return used


def load_average() -> str:
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


class Rates:
    """Steps and CPU seconds, summed over the rounds of one side of a comparison."""

    def __init__(self):
        self.steps, self.seconds = 0, 0.0

    def add(self, steps: int, seconds: float) -> None:
        self.steps, self.seconds = self.steps + steps, self.seconds + seconds

    @property
    def rate(self) -> float:
        return self.steps / self.seconds if self.seconds else float("nan")


def hjkit_steps(make, seeds: range, random_step: Rates, applies: Rates) -> None:
    """Random games (legal_actions then apply per step), then the same games replayed
    with apply alone; CPU time of each."""
    started, playouts = time.process_time(), []
    for seed in seeds:
        playouts.append(random_playout(make(seed), seed))
    random_step.add(sum(len(p.actions) for p in playouts), time.process_time() - started)
    count, started = 0, time.process_time()
    for playout in playouts:
        table = playout.start
        for action in playout.actions:
            table = apply(table, action).state
            count += 1
    applies.add(count, time.process_time() - started)


def chess_steps(chess, seeds: range, random_step: Rates, applies: Rates,
                max_plies: int = 400) -> None:
    """python-chess random games (list the legal moves, push one, until none or the
    ply cap), then the same games replayed with is_legal then push; CPU time of each."""
    started, games = time.process_time(), []
    for seed in seeds:
        rng, board = random.Random(seed), chess.Board()
        for _ in range(max_plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        games.append(board.move_stack)
    random_step.add(sum(len(g) for g in games), time.process_time() - started)
    count, started = 0, time.process_time()
    for moves in games:
        board = chess.Board()
        for move in moves:
            if not board.is_legal(move):
                raise SystemExit(f"python-chess refused its own move {move}")
            board.push(move)
            count += 1
    applies.add(count, time.process_time() - started)


def print_chess_comparison(library, games: int, rounds: int = 5) -> None:
    """hjkit's three tables against python-chess, interleaved in rounds."""
    try:
        import chess
    except ImportError:
        print("python-chess not installed (pip install -e '.[bench]'): peer comparison "
              "skipped")
        return
    made = [make for _, make in tables(library)]
    hj_step, hj_apply, ch_step, ch_apply = Rates(), Rates(), Rates(), Rates()
    per_round = max(1, games // rounds)
    for r in range(rounds):
        seeds = range(r * per_round, (r + 1) * per_round)
        for make in made:
            hjkit_steps(make, seeds, hj_step, hj_apply)
        chess_steps(chess, seeds,
                    ch_step, ch_apply)
    print(f"\nper CPU second, {rounds} interleaved rounds ({load_average()}):")
    print(f"{'':<34} {'hjkit':>10} {'chess':>10} {'ratio':>7}")
    print(f"{'random step (legal, then apply)':<34} {hj_step.rate:>10,.0f} "
          f"{ch_step.rate:>10,.0f} {hj_step.rate / ch_step.rate:>6.2f}x")
    print(f"{'apply (chess: is_legal + push)':<34} {hj_apply.rate:>10,.0f} "
          f"{ch_apply.rate:>10,.0f} {hj_apply.rate / ch_apply.rate:>6.2f}x")
    print(f"({hj_step.steps:,} hjkit steps over the three tables; {ch_step.steps:,} chess "
          f"plies, {chess.__version__}; floor: random step >= 0.5x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--peer-only", action="store_true",
                        help="only the comparison with python-chess")
    args = parser.parse_args()
    library, problems = load([CARDS])
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    if not args.peer_only:
        print_table_rows(library, args.games)
    print_chess_comparison(library, args.games)
    print(f"({load_average()} at the end)")


def print_table_rows(library, games_count: int) -> None:
    args = argparse.Namespace(games=games_count)
    print(f"{'table':<34} {'games':>6} {'actions':>8} {'applies/s':>10} {'playouts/s':>11}"
          f" {'load':>5}")
    print_home_rows(args.games)
    rows = [(label, make, None) for label, make in tables(library)]
    oz_achaian = rows[1][1]
    rows.append(("standard, 2, every ability taken", oz_achaian, card_or_ability))
    for label, make, favour in rows:
        rate, playouts, actions, used = measure(make, args.games, favour)
        busy = os.getloadavg()[0]
        print(f"{label:<34} {args.games:>6} {actions:>8} {rate:>10,.0f} {playouts:>11,.1f}"
              f" {busy:>5.2f}")
    games = max(1, args.games // 10)
    for label, make in v3_tables():
        rate, playouts, actions = measure_v3(make, games)
        busy = os.getloadavg()[0]
        print(f"{label:<34} {games:>6} {actions:>8} {rate:>10,.0f} {playouts:>11,.1f}"
              f" {busy:>5.2f}")
    for label, count, actions, rate, playouts in measure_hq(games):
        busy = os.getloadavg()[0]
        print(f"{label:<34} {count:>6} {actions:>8} {rate:>10,.0f} {playouts:>11,.1f}"
              f" {busy:>5.2f}")
    print(f"every ability taken: {used} distinct cards played and abilities used")


def print_home_rows(games: int) -> None:
    """Hero's Journey Home beside it: its engine's random playouts (companion dice for one
    player, physical dice entered at random for two, the Legs of the Journey for three)."""
    from hjkit.games.heros_journey_home.engine import table as home
    from hjkit.games.heros_journey_home.engine.cards import cards_of
    from hjkit.games.heros_journey_home.engine.playout import random_playout as home_playout
    from hjkit.games.heros_journey_home.engine.setup import new_state
    from hjkit.games.heros_journey_home.model.library import SHIPPED_CARDS as HOME_CARDS
    from hjkit.games.heros_journey_home.model.library import load as load_home

    library, problems = load_home([HOME_CARDS])
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    cards = cards_of(library)
    for label, variant, players, dice in (("home solitaire", "standard", 1, "companion"),
                                          ("home 2p physical", "standard", 2, "physical"),
                                          ("home legs, 3p", "legs", 3, "companion")):
        names = [f"P{i + 1}" for i in range(players)]
        started, runs = time.perf_counter(), []
        for seed in range(games):
            runs.append((new_state(variant, names, cards, seed, dice),
                         home_playout(new_state(variant, names, cards, seed, dice), seed)))
        playouts = games / (time.perf_counter() - started)
        applies, started = 0, time.perf_counter()
        for state, actions in runs:
            for action in actions:
                state = home.apply(state, action).state
                applies += 1
        rate = applies / (time.perf_counter() - started)
        busy = os.getloadavg()[0]
        print(f"{label:<34} {games:>6} {applies:>8} {rate:>10,.0f} {playouts:>11,.1f}"
              f" {busy:>5.2f}")


if __name__ == "__main__":
    main()
