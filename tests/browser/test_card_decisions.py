"""The decisions the last three cards bring, on two phones: Swarm of Black Bees' "When this
minion is killed, exert a companion." is owed by the bees' controller, offered in the dock,
and seen on both phones."""

from __future__ import annotations

import json
import random
import urllib.request

import pytest

from hjkit.games.heroes_journey.engine import actions as A
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.table import apply, legal_actions
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

from .conftest import assert_phone_friendly, shot

expect = pytest.importorskip("playwright.sync_api").expect

PREFERRED = (A.Move, A.Assign, A.ChooseSkirmish, A.Wound, A.ChooseAntagonist, A.Pass)


def _setup(decks: tuple[str, str], seed: int) -> dict:
    return {"variant": "standard", "seed": seed, "seats": [
        {"name": "Ana", "deck": decks[0]}, {"name": "Ben", "deck": decks[1]}]}


def _choose(table, options, rng):
    """Ana first, each with the hero of the deck; characters played when they can be
    (eight times in ten), then the turn goes on at random among the preferred actions."""
    if table.step.name == "BIDS":
        return next(a for a in options if a == A.Bid(a.seat, 1 - a.seat))
    heroes = [a for a in options if isinstance(a, A.ChooseHero)
              and a.card_id in ("odysseus", "dorothy-gale")]
    if heroes:
        return heroes[0]
    if table.step.is_setup:
        return next((a for a in options if isinstance(a, A.Pass)), options[0])
    characters = [a for a in options if isinstance(a, A.PlayCard) and a.exert is None
                  and table.cards[a.card_id].type in ("companion", "minion")]
    if characters and rng.random() < 0.8:
        return rng.choice(characters)
    for kind in PREFERRED:
        found = [a for a in options if isinstance(a, kind)]
        if found:
            return rng.choice(found)
    return options[0]


def _until(setup: dict, reached):
    """The actions, worked out on the rules core, from the deal to the first table where
    reached(table) holds; and that table."""
    library, _ = load([SHIPPED_CARDS])
    table = new_table("standard", [(s["name"], library.decks[s["deck"]])
                                   for s in setup["seats"]], library, setup["seed"])
    rng, taken = random.Random(setup["seed"]), []
    while not reached(table):
        assert len(taken) < 400 and not table.is_over, table.step
        action = _choose(table, legal_actions(table, adjustments=False), rng)
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


def _two_phones_at(phone, server, setup, taken):
    """The table created on the server, the actions taken through the API, then Ana's and
    Ben's phones opened on it."""
    created = _post(server, "/api/tables", {"ruleset": "heroes-journey", "setup": setup})
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
    return ana, ben


def test_the_bees_controller_resolves_when_this_minion_is_killed(phone, server):
    setup = _setup(("achaian", "oz"), 11)
    taken, engine_table = _until(setup, lambda t: bool(t.pending))
    ana, ben = _two_phones_at(phone, server, setup, taken)
    for page in (ana, ben):
        expect(page.locator("#prompt")).to_contain_text(
            "Ben resolves Swarm of Black Bees: When this minion is killed, exert a companion.")
    owed = ben.locator('#actions button[data-action="use_ability"]')
    expect(owed).to_have_count(len(legal_actions(engine_table, adjustments=False)))
    expect(owed.first).to_contain_text("Swarm of Black Bees — When this minion is killed, "
                                       "exert a companion. (→ Odysseus)")
    expect(ben.locator('#actions button[data-action="pass"]:not(.hold)')).to_have_count(0)
    expect(ana.locator("#actions")).to_contain_text("Waiting for Ben")
    assert_phone_friendly(ben)
    shot(ben, "45-bees-owed")
    owed.first.click()
    for page in (ana, ben):
        expect(page.locator(".log")).to_contain_text("Ben uses Swarm of Black Bees (Odysseus "
                                                     "is exerted)")
        expect(page.locator("#prompt")).not_to_contain_text("resolves Swarm")


def test_queen_of_the_field_mice_is_offered_before_the_results_with_both_companions(phone,
                                                                                      server):
    """Queen of the Field Mice: "Response: If a companion is about to be killed in a
    skirmish, exert 2 other companions to prevent it; that companion is left with 1
    health." Offered from the cards, each choice naming the two companions exerted."""
    setup = _setup(("oz", "achaian"), 0)
    queen = "queen-of-the-field-mice"
    taken, engine_table = _until(setup, lambda t: any(
        isinstance(a, A.PlayCard) and a.card_id == queen
        for a in legal_actions(t, adjustments=False)))
    ana, ben = _two_phones_at(phone, server, setup, taken)
    for page in (ana, ben):
        expect(page.locator("#prompt")).to_contain_text("before the skirmish's results")
        expect(page.locator("#prompt")).to_contain_text("be killed")
    saved = engine_table.in_play(engine_table.skirmish)
    saved_title = engine_table.cards[saved.card_id].title
    ana.click("#open-cards")
    ana.click(f'#card-list button[data-card="{queen}"]')
    choice = ana.locator("dialog button.wide").first
    expect(choice).to_contain_text("exerting ")
    expect(choice).to_contain_text(" and ")
    assert_phone_friendly(ana)
    shot(ana, "47-queen-choices", full_page=False)
    choice.click()
    for page in (ana, ben):
        expect(page.locator(".log")).to_contain_text(f"{saved_title} is not killed: it is "
                                                     "left with 1 health.")
