"""Mutated actions on real tables of every game (issue 29, point 1): a wrong type in any
field, a missing or unknown field, numbers out of range, another seat's number. Every answer
is one the OpenAPI document lists (CheckedClient checks each), none is a 500, and a refused
action leaves the table as it was: its version and its log."""

from __future__ import annotations

import random

import pytest

from hjkit.companion import card_library
from hjkit.kit.registry import games

from .conftest import CheckedClient, Seats, make_app

SHIPPED_GAMES = ["heroes-journey", "heros-journey-v3", "heros-journey-home", "heroes-and-quests"]
STEPS = 4  # positions of each game fuzzed, a legal action played between them
PER_STEP = 30  # mutated actions sent at each position
ODD_VALUES = [None, [], {}, "", "x" * 300, -1, 10**20, 2.5, True, "\u202e", {"type": "pass"}]


def mutations(action: dict, seats: int) -> list[object]:
    """Every mutation of one legal action, in a fixed order."""
    found: list[object] = [[], "pass", None, 7, {}]
    for field in action:
        found += [{**action, field: value} for value in ODD_VALUES]
        found.append({k: v for k, v in action.items() if k != field})
    found += [{**action, "type": value} for value in ("no-such-type", "PASS", " pass")]
    found.append({**action, "unknown_field": 1})
    if "seat" in action:
        found += [{**action, "seat": s} for s in (*range(seats), seats, 99) if s != action["seat"]]
    return found


@pytest.fixture
def every_game_app(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library, GAMES=SHIPPED_GAMES)
    yield app
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


@pytest.mark.parametrize("game_id", SHIPPED_GAMES)
def test_mutated_actions_get_a_documented_refusal_and_change_nothing(every_game_app, game_id):
    client = CheckedClient(every_game_app.test_client())
    store = every_game_app.extensions["hjkit.tables"].store
    setup = games()[game_id].sample_setups(card_library(every_game_app, game_id))[0]
    answer = client.post("/api/tables", json={"ruleset": game_id, "setup": setup})
    assert answer.status_code == 201, answer.json
    body = answer.json
    table = Seats(client, body["id"], [s["token"] for s in body["seats"]], body)
    rng = random.Random(game_id)
    sent = refused = 0
    for _ in range(STEPS):
        current = table.state()
        legal = current["state"]["legal_actions"]
        if not legal:
            break
        model = rng.choice(legal)
        seat = model.get("seat", 0)
        candidates = mutations(model, len(table.tokens))
        version, entries = current["version"], store.entries(table.id)
        for mutated in rng.sample(candidates, min(PER_STEP, len(candidates))):
            answer = client.post(f"/api/tables/{table.id}/actions", headers=table.auth(seat),
                                 json={"version": version, "action": mutated})
            sent += 1
            assert answer.status_code in (200, 400, 403, 409, 422), (mutated, answer.json)
            if answer.status_code == 200:  # a mutation the engine reads as a legal action
                version, entries = answer.json["version"], store.entries(table.id)
                continue
            refused += 1
            assert store.version(table.id) == version, mutated
        assert store.entries(table.id) == entries, "a refused action changed the log"
        current = table.state()
        legal = current["state"]["legal_actions"]
        if not legal:
            break
        step = rng.choice(legal)
        answer = table.act(step, current["version"], seat=step.get("seat", 0))
        assert answer.status_code == 200, (step, answer.json)
    assert sent >= PER_STEP and refused >= sent // 2, (sent, refused)
