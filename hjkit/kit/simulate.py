"""How does a deck play? Games of one deck against another, both sides chosen by a game's
simple player (`Game.simulation_player()`), through the rules core's own legal actions and
apply, with the statistics a designer reads: each deck's win rate with its 95% interval
(Wilson's score interval), the first player's advantage, the average game's length and the
cards most often played.

The decks swap seats every game, so neither deck has the first seat more often; each game
is seeded (seed + its number), so the same call gives the same result, and games can be
shared among processes (one per core) with the result unchanged.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from .game import Game, Refusal, Started
from .playout import Policy, StuckTable, play_out

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""


class SimulationError(ValueError):
    """Decks that cannot meet at a table (no variant seats both, or the rules refuse a
    deck), or a game that did not end: the message says why."""


@dataclass(frozen=True)
class Player:
    """A game's simulated player, and what the simulation asks of a finished game."""

    choose: Policy
    """choose(state, legal, rng): one of legal, for the seat whose decision it is."""
    winner: Callable[[Any], int | None]
    """The winning seat of a finished game, None for none."""
    first: Callable[[Any], int | None]
    """The seat that took the first turn."""
    card_played: Callable[[Any, Any], str | None]
    """card_played(state, action): the card id the action plays from a deck in that state
    (the state before it), None for any other action and for the set-up's plays (a
    starting party is no choice of the game)."""
    choices: Callable[[Any], Sequence] | None = None
    """The legal actions it chooses among, when fewer than Game.legal_actions gives (say,
    without the table talk a simulated table has no use for); each still one apply takes."""
    turns: Callable[[Any], int] | None = None
    """The turns a finished game took; None when the game counts none."""
    ending: Callable[[Any], str] | None = None
    """Why a finished game ended, in a few words the report counts ("a hero died")."""


@dataclass(frozen=True)
class Interval:
    """A proportion's 95% interval."""

    low: float
    high: float


def wilson(successes: int, trials: int, z: float = Z95) -> Interval:
    """Wilson's score interval for successes out of trials (0 to 1 with no trials)."""
    if trials == 0:
        return Interval(0.0, 1.0)
    p = successes / trials
    scale = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / scale
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / scale
    # at none (or all) the bound is exactly 0 (or 1): rounding would leave a trace
    return Interval(0.0 if successes == 0 else max(0.0, centre - half),
                    1.0 if successes == trials else min(1.0, centre + half))


@dataclass(frozen=True)
class Simulation:
    """What N games of deck against deck gave."""

    decks: tuple[str, str]
    """The two deck ids, the deck first, its opponent second."""
    variant: str
    games: int
    wins: tuple[int, int]
    """Games each deck won."""
    first_wins: int
    """Games the seat that took the first turn won."""
    actions: int
    """Actions taken in all the games."""
    played: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    """Each deck's cards played, by card id with the count, most played first."""
    lengths: tuple[int, ...] = ()
    """The turns each game took, in game order (empty when the game counts no turns)."""
    endings: tuple[tuple[str, int], ...] = ()
    """Why the games ended, with how many, the most frequent first."""
    card_games: tuple[Mapping[str, tuple[int, int]], Mapping[str, tuple[int, int]]] = ({}, {})
    """Each deck's cards played: card id -> (games the deck played it in, of those it won)."""
    player: str = ""
    """The simulated player's name ("greedy", "search"), when the game has more than one."""

    @property
    def undecided(self) -> int:
        """Games that ended with no winner."""
        return self.games - sum(self.wins)

    def win_rate(self, side: int) -> float:
        return self.wins[side] / self.games if self.games else 0.0

    def win_interval(self, side: int) -> Interval:
        return wilson(self.wins[side], self.games)

    @property
    def first_rate(self) -> float:
        """How often the first player won, of the games someone won."""
        decided = sum(self.wins)
        return self.first_wins / decided if decided else 0.0

    @property
    def first_interval(self) -> Interval:
        return wilson(self.first_wins, sum(self.wins))

    @property
    def mean_actions(self) -> float:
        return self.actions / self.games if self.games else 0.0

    def with_and_without(self, side: int, card: str) -> tuple[CardRate, CardRate]:
        """The deck's win rate in the games it played card in, and in those it did not."""
        played, won = self.card_games[side].get(card, (0, 0))
        return (CardRate(played, won, wilson(won, played)),
                CardRate(self.games - played, self.wins[side] - won,
                         wilson(self.wins[side] - won, self.games - played)))

    def verdict(self, labels: Sequence[str] | None = None) -> tuple[str, ...]:
        """What the games say where their 95% intervals say it: which deck is stronger (or
        no difference), and whether the first player wins more; the decks called by their
        labels (by default their ids)."""
        first, second = labels or self.decks
        decided = sum(self.wins)
        share = wilson(self.wins[0], decided)
        said = [f"{first} is stronger" if decided and share.low > 0.5 else
                f"{second} is stronger" if decided and share.high < 0.5 else
                "no difference between the decks"]
        if decided and self.first_interval.low > 0.5:
            said.append("the first player wins more")
        elif decided and self.first_interval.high < 0.5:
            said.append("the second player wins more")
        return tuple(said)

    def turns_at(self, share: float) -> int:
        """The game length in turns that this share of the games (0 to 1) did not pass."""
        ordered = sorted(self.lengths)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0


@dataclass(frozen=True)
class CardRate:
    """A deck's games with (or without) a card played, those it won, and the 95% interval
    of its win rate in them."""

    games: int
    wins: int
    interval: Interval

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


GAMES_PER_TASK = 10
"""Games one task of a process pool plays: few enough that the bar moves and the cores end
together, enough that handing out tasks costs little beside playing them."""


@dataclass
class _Plan:
    """What every game of one simulation shares; a game's number picks its seats and seed."""

    game_id: str
    variant: str
    decks: tuple[str, str]
    names: dict[str, str]
    seed: int
    player: str | None = None
    """The game's simulated player by name (None: its first)."""


@dataclass
class _Tally:
    """What some of a simulation's games gave; tallies of consecutive games add up in order
    to what playing them all in one process gives."""

    wins: list[int] = field(default_factory=lambda: [0, 0])
    first_wins: int = 0
    actions: int = 0
    played: tuple[Counter, Counter] = field(default_factory=lambda: (Counter(), Counter()))
    lengths: list[int] = field(default_factory=list)
    endings: Counter = field(default_factory=Counter)
    card_games: tuple[Counter, Counter] = field(default_factory=lambda: (Counter(), Counter()))
    """Per deck: the games each card was played in."""
    card_wins: tuple[Counter, Counter] = field(default_factory=lambda: (Counter(), Counter()))
    """Per deck: of those games, the ones the deck won."""

    def add(self, other: _Tally) -> None:
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        self.first_wins += other.first_wins
        self.actions += other.actions
        self.lengths += other.lengths
        self.endings.update(other.endings)
        for mine, theirs in zip(self.played + self.card_games + self.card_wins,
                                other.played + other.card_games + other.card_wins,
                                strict=True):
            mine.update(theirs)


def simulate(game: Game, library: Any, deck_a: str, deck_b: str, games: int, seed: int = 0,
             progress: Callable[[int], None] | None = None,
             player: Player | None = None, workers: int = 1,
             player_name: str | None = None) -> Simulation:
    """Play games of deck_a against deck_b (deck ids of library) with the game's simulated
    player of that name (its first by default; or the Player given) on both sides;
    progress(n) as n more games end. With workers above 1 (and the game's own player) the
    games are shared among that many processes; the result is the same as in one."""
    own_player = player is None
    known = game.simulation_players()
    if player_name is not None and player_name not in known:
        raise SimulationError(f"{game.title} has no simulated player {player_name!r}"
                              + (f" (it has {', '.join(known)})" if known else ""))
    player = player or game.simulation_player(player_name)
    if player is None:
        raise SimulationError(f"{game.title} has no simulated player")
    names = {d["id"]: d["name"] for v in game.variants(library) for d in v.decks}
    plan = _Plan(game.id, _variant_for(game, library, deck_a, deck_b), (deck_a, deck_b),
                 names, seed, player_name)
    if workers > 1 and own_player and games > GAMES_PER_TASK:
        tally = _in_processes(game, library, plan, games, workers, progress)
    else:
        tally = _play(game, library, player, plan, range(games), progress)
    return Simulation((deck_a, deck_b), plan.variant, games, (tally.wins[0], tally.wins[1]),
                      tally.first_wins, tally.actions,
                      (tuple(tally.played[0].most_common()),
                       tuple(tally.played[1].most_common())),
                      tuple(tally.lengths), tuple(tally.endings.most_common()),
                      tuple({card: (games, tally.card_wins[side][card])
                             for card, games in tally.card_games[side].items()}
                            for side in (0, 1)),
                      (player_name or (known[0] if known else "")) if own_player else "")


def _play(game: Game, library: Any, player: Player, plan: _Plan, numbers: range,
          progress: Callable[[int], None] | None = None) -> _Tally:
    """Play the games with these numbers; progress(1) after each."""
    legal = player.choices or game.legal_actions
    tally = _Tally()
    for number in numbers:
        sides = (0, 1) if number % 2 == 0 else (1, 0)  # sides[seat]: which deck sits there
        decks = [plan.decks[side] for side in sides]
        setup = {"variant": plan.variant, "seed": plan.seed + number,
                 "seats": [{"name": plan.names.get(d, d)[:game.name_limit], "deck": d}
                           for d in decks]}
        started = game.start(setup, library)
        if not isinstance(started, Started):
            raise SimulationError(str(started) if isinstance(started, Refusal) else
                                  f"{game.title} did not start the game")
        states = [started.state]  # the state before each action, for card_played
        try:
            playout = play_out(started.state, plan.seed + number, legal, game.apply,
                               game.is_over, player.choose, check=states.append)
        except StuckTable as error:  # the player's fault, or the rules core's: say which game
            raise SimulationError(f"game {number + 1} (seed {plan.seed + number}) did not "
                                  f"end: {error}") from None
        winner = player.winner(playout.end)
        if winner is not None:
            tally.wins[sides[winner]] += 1
            tally.first_wins += winner == player.first(playout.end)
        tally.actions += len(playout.actions)
        if player.turns is not None:
            tally.lengths.append(player.turns(playout.end))
        if player.ending is not None:
            tally.endings[player.ending(playout.end)] += 1
        in_game: tuple[set, set] = (set(), set())
        for before, action in zip(states, playout.actions, strict=False):
            card = player.card_played(before, action)
            if card is not None:
                tally.played[sides[game.action_seat(action)]][card] += 1
                in_game[sides[game.action_seat(action)]].add(card)
        for side, cards in enumerate(in_game):
            tally.card_games[side].update(cards)
            if winner is not None and sides[winner] == side:
                tally.card_wins[side].update(cards)
        if progress is not None:
            progress(1)
    return tally


def _in_processes(game: Game, library: Any, plan: _Plan, games: int, workers: int,
                  progress: Callable[[int], None] | None) -> _Tally:
    """The games in tasks of GAMES_PER_TASK on a pool of processes, added up in order, so
    that the first game to fail is the one reported, as in one process."""
    tasks = [range(start, min(games, start + GAMES_PER_TASK))
             for start in range(0, games, GAMES_PER_TASK)]
    with ProcessPoolExecutor(min(workers, len(tasks)), initializer=_start_worker,
                             initargs=(library,)) as pool:
        futures = [pool.submit(_play_in_worker, plan, numbers) for numbers in tasks]
        tally = _Tally()
        try:
            for numbers, future in zip(tasks, futures, strict=True):
                tally.add(future.result())
                if progress is not None:
                    progress(len(numbers))
        finally:  # after a failure, or Ctrl-C, no task that has not started starts
            for future in futures:
                future.cancel()
    return tally


_worker_library: Any = None
"""The card library a pool's process plays with, given once as it starts."""


def _start_worker(library: Any) -> None:
    global _worker_library
    _worker_library = library


def _play_in_worker(plan: _Plan, numbers: range) -> _Tally:
    from .registry import game as game_named

    game = game_named(plan.game_id)
    return _play(game, _worker_library, game.simulation_player(plan.player), plan, numbers)


def _variant_for(game: Game, library: Any, deck_a: str, deck_b: str) -> str:
    """The first variant that seats two players with these decks."""
    for variant in game.variants(library):
        ids = {d["id"] for d in variant.decks}
        if {deck_a, deck_b} <= ids and variant.min_players <= 2 <= variant.max_players:
            return variant.id
    raise SimulationError(f"no variant of {game.title} seats decks {deck_a!r} and "
                          f"{deck_b!r} together at a two-player table")
