"""How does a deck play? Games of one deck against another, both sides chosen by a game's
simple player (`Game.simulation_player()`), through the rules core's own legal actions and
apply, with the statistics a designer reads: each deck's win rate with its 95% interval
(Wilson's score interval), the first player's advantage, the average game's length and the
cards most often played.

The decks swap seats every game, so neither deck has the first seat more often; each game
is seeded (seed + its number), so the same call gives the same result.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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
    card_played: Callable[[Any], str | None]
    """The card id an action plays from a deck, None for any other action."""
    choices: Callable[[Any], Sequence] | None = None
    """The legal actions it chooses among, when fewer than Game.legal_actions gives (say,
    without the table talk a simulated table has no use for); each still one apply takes."""


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
    return Interval(max(0.0, centre - half), min(1.0, centre + half))


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


def simulate(game: Game, library: Any, deck_a: str, deck_b: str, games: int, seed: int = 0,
             progress: Callable[[int], None] | None = None,
             player: Player | None = None) -> Simulation:
    """Play games of deck_a against deck_b (deck ids of library) with the game's simulated
    player (or the one given) on both sides; progress(1) after each game."""
    player = player or game.simulation_player()
    if player is None:
        raise SimulationError(f"{game.title} has no simulated player")
    variant = _variant_for(game, library, deck_a, deck_b)
    names = {d["id"]: d["name"] for v in game.variants(library) for d in v.decks}
    legal = player.choices or game.legal_actions
    wins, first_wins, actions = [0, 0], 0, 0
    played: tuple[Counter, Counter] = (Counter(), Counter())
    for number in range(games):
        sides = (0, 1) if number % 2 == 0 else (1, 0)  # sides[seat]: which deck sits there
        decks = [(deck_a, deck_b)[side] for side in sides]
        setup = {"variant": variant, "seed": seed + number,
                 "seats": [{"name": names.get(d, d)[:game.name_limit], "deck": d}
                           for d in decks]}
        started = game.start(setup, library)
        if not isinstance(started, Started):
            raise SimulationError(str(started) if isinstance(started, Refusal) else
                                  f"{game.title} did not start the game")
        try:
            playout = play_out(started.state, seed + number, legal, game.apply, game.is_over,
                               player.choose)
        except StuckTable as error:  # the player's fault, or the rules core's: say which game
            raise SimulationError(f"game {number + 1} (seed {seed + number}) did not end: "
                                  f"{error}") from None
        winner = player.winner(playout.end)
        if winner is not None:
            wins[sides[winner]] += 1
            first_wins += winner == player.first(playout.end)
        actions += len(playout.actions)
        for action in playout.actions:
            card = player.card_played(action)
            if card is not None:
                played[sides[game.action_seat(action)]][card] += 1
        if progress is not None:
            progress(1)
    return Simulation((deck_a, deck_b), variant, games, (wins[0], wins[1]), first_wins,
                      actions, (tuple(played[0].most_common()), tuple(played[1].most_common())))


def _variant_for(game: Game, library: Any, deck_a: str, deck_b: str) -> str:
    """The first variant that seats two players with these decks."""
    for variant in game.variants(library):
        ids = {d["id"] for d in variant.decks}
        if {deck_a, deck_b} <= ids and variant.min_players <= 2 <= variant.max_players:
            return variant.id
    raise SimulationError(f"no variant of {game.title} seats decks {deck_a!r} and "
                          f"{deck_b!r} together at a two-player table")
