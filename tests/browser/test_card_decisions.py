"""The decisions the last three cards bring, on two phones: Swarm of Black Bees' "When this
minion is killed, exert a companion." is owed by the bees' controller, offered in the dock,
and seen on both phones."""

from __future__ import annotations

import json
import urllib.request

import pytest

from hjkit.games.heroes_journey.engine import actions as A
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.table import apply, legal_actions
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

from .conftest import assert_phone_friendly, shot

expect = pytest.importorskip("playwright.sync_api").expect

SETUP = {"variant": "standard", "seed": 11, "seats": [
    {"name": "Ana", "deck": "achaian"}, {"name": "Ben", "deck": "oz"}]}
PREFERRED = (A.Move, A.Assign, A.ChooseSkirmish, A.Wound, A.ChooseAntagonist, A.Pass)


def _choose(table, options):
    """Ana first with Odysseus; Ben plays Swarm of Black Bees; everyone else goes on."""
    if table.step.name == "BIDS":
        return next(a for a in options if a == A.Bid(a.seat, 1 - a.seat))
    heroes = [a for a in options if isinstance(a, A.ChooseHero)
              and a.card_id in ("odysseus", "dorothy-gale")]
    bees = [a for a in options if isinstance(a, A.PlayCard) and a.card_id == "swarm-of-black-bees"]
    for kind in PREFERRED:
        found = [a for a in options if isinstance(a, kind)]
        if heroes or bees or found:
            return (heroes or bees or found)[0]
    return options[0]


def _to_the_bees_dying():
    """The actions, worked out on the rules core, from the deal to the bees' death."""
    library, _ = load([SHIPPED_CARDS])
    table = new_table("standard", [(s["name"], library.decks[s["deck"]])
                                   for s in SETUP["seats"]], library, SETUP["seed"])
    taken = []
    while not table.pending:
        assert len(taken) < 200 and not table.is_over, table.step
        action = _choose(table, legal_actions(table, adjustments=False))
        table = apply(table, action).state
        taken.append(action)
    return taken, table


def _post(server, path, body, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(f"{server}{path}", data=json.dumps(body).encode(),
                                     headers=headers)
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def test_the_bees_controller_resolves_when_this_minion_is_killed(phone, server):
    taken, engine_table = _to_the_bees_dying()
    created = _post(server, "/api/tables", {"ruleset": "heroes-journey", "setup": SETUP})
    tokens = [s["token"] for s in created["seats"]]
    version = created["version"]
    for action in taken:
        answer = _post(server, f"/api/tables/{created['id']}/actions",
                       {"version": version, "action": A.action_to_dict(action)},
                       tokens[action.seat])
        version = answer["version"]
    ana, ben = phone(), phone()
    ana.goto(created["seats"][0]["link"])
    ben.goto(created["seats"][1]["link"])
    for page in (ana, ben):
        expect(page.locator("#prompt")).to_contain_text(
            "Ben resolves Swarm of Black Bees: When this minion is killed, exert a companion.")
    owed = ben.locator('#actions button[data-action="use_ability"]')
    expect(owed).to_have_count(len(legal_actions(engine_table, adjustments=False)))
    expect(owed.first).to_contain_text("Swarm of Black Bees — When this minion is killed, "
                                       "exert a companion. (→ Odysseus)")
    expect(ben.locator('#actions button[data-action="pass"]')).to_have_count(0)
    expect(ana.locator("#actions")).to_contain_text("Waiting for Ben")
    assert_phone_friendly(ben)
    shot(ben, "45-bees-owed")
    owed.first.click()
    for page in (ana, ben):
        expect(page.locator(".log")).to_contain_text("Ben uses Swarm of Black Bees (Odysseus "
                                                     "is exerted)")
        expect(page.locator("#prompt")).not_to_contain_text("resolves Swarm")
