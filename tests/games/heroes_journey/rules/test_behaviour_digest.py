"""The engine's behaviour, hashed: speed work must leave every one of these digests as it was.

A fixed set of seeded random games (the shipped decks, and this folder's test library with
its events, responses, bearers and exerts). At every position the digest takes in what the
rules decide and show, never how the table is stored: whether the game is over and who
won, the legal actions with the token steppers, the phone view, and the refusal (code and
sentence) of a fixed probe of actions: every card of every book for every seat, and a pass,
a move and a rest for every seat; then the action chosen and its events. A rules change
that is meant to change behaviour records new digests (the failure prints them); a speed
change, or a new shape of the table record (issue 38: "compares the sequence of legal
actions and events, so the split does not look like a change of rules"), must not.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from hjkit.games.heroes_journey.engine import actions as A
from hjkit.games.heroes_journey.engine.actions import action_to_dict
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.table import apply, legal_actions
from hjkit.games.heroes_journey.engine.view import table_view
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.kit.game import Applied

from .conftest import standard_table

MAX_ACTIONS = 400
"""Positions digested per game: enough to pass through every phase many times."""

EXPECTED = {
    "intro-2 seed 1": "5562f1b4ee4c1a87fe5ad75f0eaa3478",
    "intro-2 seed 2 with adjustments": "9c6a36b4dc741695e5fa4c619b60b994",
    "standard-2 seed 3": "67cd5532b63b0d9cf8a5e46f5e4c0778",
    "standard-2 seed 4 with adjustments": "e284fb09837345a204d3c070082e647b",
    "standard-4 seed 5": "5a5f60d01381e40c2db42c0914bd6993",
    "standard-4 seed 6 with adjustments": "f37b038c018893c32e96651b47c921b6",
    "test library 2 players seed 7": "8ee142f40efddc14e17ccd73e94e55bb",
    "test library 2 players seed 8 with adjustments": "82647f84ef7a93998302bfe32cd8f394",
    "test library 4 players seed 9": "155c4fe2b71fa12e4e27ef4859afc4b8",
    "test library 4 players seed 10 with adjustments": "02f67909bbaeec9a3b220aeecbefed13",
}


def _probe(t) -> list[A.Action]:
    probe: list[A.Action] = []
    for seat, s in enumerate(t.seats):
        probe += [A.PlayCard(seat, card_id) for card_id in s.book]
        probe += [A.Pass(seat), A.Move(seat), A.Rest(seat)]
    return probe


def digest(start, seed: int, adjustments: bool) -> str:
    """The game from start, choosing at random among the legal actions (with the token
    steppers when adjustments), hashed position by position."""
    rng, t, sha = random.Random(seed), start, hashlib.sha256()

    def put(value) -> None:
        sha.update(json.dumps(value, sort_keys=True, default=repr).encode())
        sha.update(b"\n")

    for _ in range(MAX_ACTIONS):
        put([t.is_over, t.winner])
        if t.is_over:
            break
        every = legal_actions(t)
        put([action_to_dict(a) for a in every])
        put(table_view(t))
        for action in _probe(t):
            result = apply(t, action)
            put(None if isinstance(result, Applied) else [result.code, result.message])
        options = every if adjustments else legal_actions(t, adjustments=False)
        action = rng.choice(options)
        result = apply(t, action)
        assert isinstance(result, Applied), f"{action} was legal but refused: {result}"
        put([action_to_dict(action), [[e.kind, e.text] for e in result.events]])
        t = result.state
    return sha.hexdigest()[:32]


@pytest.fixture(scope="module")
def shipped():
    library, problems = load([SHIPPED_CARDS])
    assert not problems
    return library


def _shipped_start(library, name: str, seed: int):
    names = ("Ana", "Ben", "Cy", "Di")
    if name == "intro-2":
        decks = [library.decks["intro"]] * 2
    else:
        decks = [library.decks["oz"], library.decks["achaian"]] * 2
    players = int(name.split("-")[1])
    variant = "intro" if name.startswith("intro") else "standard"
    return new_table(variant, [(names[i], decks[i]) for i in range(players)], library, seed)


GAMES = [
    ("intro-2", 1, False), ("intro-2", 2, True),
    ("standard-2", 3, False), ("standard-2", 4, True),
    ("standard-4", 5, False), ("standard-4", 6, True),
]


@pytest.mark.parametrize(("name", "seed", "adjustments"), GAMES)
def test_shipped_games_play_exactly_as_recorded(shipped, name, seed, adjustments):
    key = f"{name} seed {seed}{' with adjustments' if adjustments else ''}"
    found = digest(_shipped_start(shipped, name, seed), seed, adjustments)
    assert found == EXPECTED.get(key), f"{key!r}: {found!r}"


@pytest.mark.parametrize(("players", "seed", "adjustments"),
                         [(2, 7, False), (2, 8, True), (4, 9, False), (4, 10, True)])
def test_games_of_events_responses_and_bearers_play_exactly_as_recorded(
        lib, players, seed, adjustments):
    key = f"test library {players} players seed {seed}" + (
        " with adjustments" if adjustments else "")
    found = digest(standard_table(lib, players, seed), seed, adjustments)
    assert found == EXPECTED.get(key), f"{key!r}: {found!r}"
