"""Whole games through the HTTP API: every action the state offers is accepted when posted
with its seat's token, and every state on the way reads back as the OpenAPI document says
(CheckedClient)."""

from __future__ import annotations

import random

import pytest

from .conftest import create_table


@pytest.mark.parametrize("variant, decks, seed", [
    ("intro", ["intro", "intro"], 3),
    ("standard", ["oz", "achaian", "oz"], 4),
])
def test_a_random_game_plays_to_the_end_through_the_api(client, variant, decks, seed):
    names = ["Ana", "Ben", "Cy"]
    table = create_table(client, {"variant": variant, "seed": seed, "seats": [
        {"name": names[i], "deck": d} for i, d in enumerate(decks)]})
    rng = random.Random(seed)
    current = table.state()
    for _ in range(3000):
        state = current["state"]
        if state["winner"] is not None:
            break
        # Token steppers are legal too; leave them out so the game moves on.
        options = [a for a in state["legal_actions"] if not a["type"].startswith("adjust_")]
        assert options, state["prompt"]
        action = rng.choice(options)
        answer = table.act(action, current["version"], seat=action["seat"])
        assert answer.status_code == 200, (action, answer.json)
        current = answer.json
        assert current["events"], action
    assert current["state"]["winner"] is not None
    log = client.get(f"/api/tables/{table.id}/log?format=text").get_data(as_text=True)
    assert "wins" in log.splitlines()[-1]
