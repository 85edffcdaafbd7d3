"""The kit's conformance suite: what every registered game must do to plug into the kit.

It runs for each game the `hjkit.games` entry points name, the toy game of the tests
included (installed as a plug-in here), from the setups the game itself offers
(Game.sample_setups): actions round-trip through JSON, replay rebuilds the same state,
random legal play ends, refusals carry a code and a sentence, the phone views (the watch
view and each seat's) match the game's schema in the companion's OpenAPI document, and
the log's public form of an action hides nothing once the game is over.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import jsonschema
import pytest

from hjkit.companion.openapi import document
from hjkit.kit.game import Refusal, Started
from hjkit.kit.playout import play_out
from hjkit.kit.registry import games
from tests.plugins.install import countdown_installed

PLUGIN_SITE = Path(tempfile.mkdtemp(prefix="hjkit-plugins-"))
with countdown_installed(PLUGIN_SITE):
    GAME_IDS = list(games())
GAMES_PER_SETUP = 3
MAX_ACTIONS = 20_000


@pytest.fixture(scope="module")
def registered():
    """Every registered game, the toy plug-in among them, for this module's tests."""
    with countdown_installed(PLUGIN_SITE):
        yield games()


@pytest.fixture(scope="module")
def libraries(registered):
    found = {}
    for game in registered.values():
        shipped = game.shipped_cards()
        loaded = game.load([shipped] if shipped else [])
        assert not loaded.problems, f"{game.id}: shipped cards have problems"
        found[game.id] = loaded.library
    return found


def test_the_toy_plug_in_and_the_shipped_game_are_both_tested():
    assert {"countdown", "heroes-journey"} <= set(GAME_IDS)


def playouts(game, library, seed_base: int = 0):
    """(setup, start, [(state before, action, state after)], end) per sample setup and seed."""
    setups = game.sample_setups(library)
    assert setups, f"{game.id} offers no sample setups"
    for s, setup in enumerate(setups):
        for g in range(GAMES_PER_SETUP):
            seed = seed_base + 100 * s + g
            started = game.start({**setup, "seed": seed} if _takes_seed(game, setup, library)
                                 else setup, library)
            assert isinstance(started, Started), started
            # StuckTable if nobody may act, a legal action is refused, or the game never ends
            after = []
            played = play_out(started.state, seed, game.legal_actions, game.apply,
                              game.is_over, game.playout_policy(), MAX_ACTIONS, after.append)
            steps = list(zip([played.start, *after[:-1]], played.actions, after, strict=True))
            yield started, steps, played.end


def _takes_seed(game, setup, library) -> bool:
    """Seeds keep random steps reproducible; a game that has none may refuse the field."""
    try:
        return isinstance(game.start({**setup, "seed": 1}, library), Started)
    except ValueError:
        return False


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_legal_play_ends(registered, libraries, game_id):
    game = registered[game_id]
    for _, steps, end in playouts(game, libraries[game_id]):
        assert game.is_over(end) and steps


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_round_trip_through_their_json_form(registered, libraries, game_id):
    game = registered[game_id]
    for _, steps, _ in playouts(game, libraries[game_id], seed_base=7):
        for before, _, _ in steps:
            for legal in game.legal_actions(before):
                text = json.dumps(game.action_json(legal))
                assert game.parse_action(json.loads(text)) == legal, text


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replaying_the_stored_setup_and_actions_rebuilds_the_same_state(
        registered, libraries, game_id):
    game = registered[game_id]
    for started, steps, end in playouts(game, libraries[game_id], seed_base=11):
        stored = json.loads(json.dumps(started.setup))  # as the companion stores it
        again = game.start(stored, libraries[game_id])
        state = again.state
        for _, action, _ in steps:
            state = game.apply(state, game.parse_action(game.action_json(action))).state
        assert state == end
        assert game.view(state) == game.view(end)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_refusal_carries_a_code_and_a_sentence(registered, libraries, game_id):
    """Actions legal a moment ago, or for another seat, are refused with a stable code and
    a sentence, never an exception."""
    game = registered[game_id]
    refusals = 0
    for _, steps, end in playouts(game, libraries[game_id], seed_base=23):
        for before, _, after in steps:
            legal_now = game.legal_actions(after)
            for stale in game.legal_actions(before):
                if stale in legal_now:
                    continue
                result = game.apply(after, stale)
                if isinstance(result, Refusal):
                    refusals += 1
                    assert result.code and result.code == result.code.strip()
                    assert len(result.message.split()) >= 2, result
        assert isinstance(game.apply(end, steps[-1][1]), Refusal)  # nothing after the end
    assert refusals


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_phone_view_matches_the_games_schema_in_the_openapi_document(
        registered, libraries, game_id):
    game = registered[game_id]
    doc = document(registered)
    prefix = "".join(part.title() for part in game_id.split("-"))
    schema = {"$ref": f"#/components/schemas/{prefix}State", **{"components":
                                                                doc["components"]}}
    validator = jsonschema.Draft202012Validator(schema)
    for started, steps, end in playouts(game, libraries[game_id], seed_base=31):
        for state in [s for s, _, _ in steps[::25]] + [end]:
            for seat in (None, *range(len(started.seats))):
                shown = game.view(state) if seat is None else game.seat_view(state, seat)
                view = json.loads(json.dumps(shown))
                errors = list(validator.iter_errors(view))
                assert not errors, f"seat {seat}: {errors[0].message}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_log_shows_every_action_once_the_game_is_over(registered, libraries, game_id):
    """public_action may hide part of an action while the rules keep it secret, never
    after the end; what it shows is always part of the stored action."""
    game = registered[game_id]
    for _, steps, end in playouts(game, libraries[game_id], seed_base=37):
        for before, action, after in steps:
            stored = game.action_json(action)
            for state in (before, after):
                shown = game.public_action(stored, state)
                assert shown.items() <= stored.items(), shown
            assert game.public_action(stored, end) == stored
