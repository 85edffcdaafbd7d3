"""Effect kinds of the vocabulary that no shipped card uses yet: banishing, scrapping and
discarding a card from the field, risk and burden changes, removing risk as a cost."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.engine.actions import PlayCard, UseAbility
from hjkit.games.heroes_journey.engine.state import Step

from .builders import at_step, card, deck, library, play, put, refusal
from .conftest import BOOK, _cards, standard_table

EXTRA = [
    card("exile", "event", timing=["skirmish"], abilities=[{
        "timing": ["skirmish"], "target": {"type": "minion"},
        "effects": [{"effect": "banish", "to": {"chosen": True}}]}]),
    card("rout", "event", timing=["regroup"], abilities=[{
        "timing": ["regroup"], "target": {"type": "minion"},
        "effects": [{"effect": "scrap", "to": {"chosen": True}}]}]),
    card("omen", "event", timing=["campaign"], abilities=[{
        "timing": ["campaign"],
        "effects": [{"effect": "risk", "amount": 2}, {"effect": "burden", "amount": -1}]}]),
    card("toll", "condition", support_area=True, abilities=[{
        "timing": ["campaign"], "costs": [{"remove_risk": 2}],
        "effects": [{"effect": "draw", "count": 1}]}]),
]


@pytest.fixture
def table():
    made = library(*_cards(), *EXTRA)
    book = {**BOOK, "exile": 1, "rout": 1, "omen": 1, "toll": 1}
    for prefix in "ab":
        deck(made, f"deck-{prefix}", book,
             ["the-quest", *(f"{prefix}-site-{n}" for n in range(1, 10))])
    return standard_table(made)


def test_a_banished_card_leaves_the_game_and_counts_as_used(table):
    """ "Banish – "Out-of-game" zone where cards are placed. By default cards that have been
    banished are public knowledge"."""
    hero = table.seats[0].hero
    table, goblin = put(table, 1, "goblin")
    table = at_step(table, Step.SKIRMISH, skirmish=hero, assignments=((goblin, hero),))
    table = play(table, PlayCard(0, "exile", choice=goblin))
    assert table.in_play(goblin) is None and table.seats[1].banished == ("goblin",)
    assert table.assignments == ()


def test_a_scrapped_card_goes_to_its_owners_scrap_pile(table):
    """ "Scrap – Move a card from the field to its owner's scrap pile." """
    table, goblin = put(table, 1, "goblin")
    table = play(at_step(table, Step.REGROUP), PlayCard(0, "rout", choice=goblin))
    assert table.seats[1].scrap == ("goblin",)


def test_risk_and_burden_effects_never_go_below_zero(table):
    assert table.seats[0].burden == 3  # the bid
    table = play(table, PlayCard(0, "omen"))
    assert table.risk == 2 and table.seats[0].burden == 2


def test_removing_risk_is_a_cost_the_pool_must_cover(table):
    table, toll = put(table, 0, "toll")
    assert refusal(table, UseAbility(0, toll)).code == "risk-pool"
    table = play(at_step(table, Step.CAMPAIGN, risk=2), UseAbility(0, toll))
    assert table.risk == 0 and table.seats[0].hand == 9
