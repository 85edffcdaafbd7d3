"""Each kind of modifier in the vocabulary changes the value the rules compute from it:
costs (and the cost a phone shows), assignment capacity, ranged totals, Durable and Damage."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hjkit.games.heroes_journey.engine.actions import Assign, Move, Pass, PlaceSite, PlayCard
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.view import table_view

from .builders import at_step, card, deck, library, play, put, refusal
from .conftest import BOOK, _cards, standard_table

EXTRA = [
    card("toll-gate", "condition", side="adversary", culture="villains", support_area=True,
         modifiers=[{"modifier": "cost", "amount": 1, "applies_to": {"type": "companion"}}]),
    card("drill-master", "companion", strength=4, health=3,
         modifiers=[{"modifier": "defender", "amount": 1,
                     "applies_to": {"type": "companion", "other": True}}]),
    card("spotter", "companion", strength=3, health=3,
         modifiers=[{"modifier": "shoot", "amount": 2, "applies_to": {"this": True}}]),
    card("shield", "possession", bearer={"type": "companion"},
         modifiers=[{"modifier": "durable", "amount": 1, "applies_to": {"bearer": True}}]),
    card("spikes", "possession", bearer={"type": "companion"},
         modifiers=[{"modifier": "damage", "amount": 1, "applies_to": {"bearer": True}}]),
]


@pytest.fixture
def table():
    made = library(*_cards(), *EXTRA)
    book = {**BOOK, "toll-gate": 1, "drill-master": 1, "spotter": 1, "shield": 1, "spikes": 1}
    for prefix in "ab":
        deck(made, f"deck-{prefix}", book,
             ["the-quest", *(f"{prefix}-site-{n}" for n in range(1, 10))])
    return standard_table(made)


def test_a_cost_modifier_changes_what_a_card_costs_and_the_phone_shows_it(table):
    """"When you play a campaign card, you ADD a number of risk tokens equal to its cost"; a
    card in play that makes companions cost +1 adds one more."""
    assert table_view(table)["costs"]["0"]["squire"] == 3
    table, _ = put(table, 1, "toll-gate")
    assert table_view(table)["costs"]["0"]["squire"] == 4
    on_bens_turn = replace(table, protagonist=1, to_act=1)
    assert table_view(on_bens_turn)["costs"]["1"]["squire"] == 3  # the toll gate is inactive
    table = play(table, PlayCard(0, "squire"))
    assert table.risk == 4


def test_the_phone_shows_a_minion_cost_with_its_roaming_penalty(table):
    """"If the site you are playing a minion to has a number lower than that minion's home
    site, you must pay a ROAMING PENALTY cost of +2 additional risk." The troll's home is 5."""
    table = play(table, Move(0), PlaceSite(1, "b-site-2"))
    assert table_view(table)["costs"]["1"]["troll"] == 5
    assert table_view(table)["costs"]["1"]["goblin"] == 1


def test_a_defender_modifier_raises_assignment_capacity(table):
    """"If a companion has the "Defender +X" keyword, then +X additional minions may be
    assigned to that companion"; a card that grants Defender +1 counts the same."""
    table, _ = put(table, 0, "drill-master")
    hero = table.seats[0].hero
    table, g1 = put(table, 1, "goblin")
    table, g2 = put(table, 1, "goblin")
    table, g3 = put(table, 1, "goblin")
    table = play(at_step(table, Step.ASSIGN_PROTAGONIST), Assign(0, g1, hero), Assign(0, g2, hero))
    assert refusal(table, Assign(0, g3, hero)).code == "defender"


def test_a_shoot_modifier_adds_to_the_party_ranged_total(table):
    """"Each companion with "Shoot +X" adds +X to the party ranged total"."""
    table, _ = put(table, 0, "spotter")
    table, _ = put(table, 1, "goblin")
    table = play(at_step(table, Step.BARRAGE), Pass(0), Pass(1))
    assert table.step is Step.RANGED_WOUNDS and table.ranged_party == 2


def test_a_durable_modifier_caps_the_wounds_of_a_skirmish(table):
    """"Durable X. - This character cannot receive more than X wounds during each skirmish
    step." A brigand (Damage +2) beats the hero, who bears a shield granting Durable 1."""
    hero = table.seats[0].hero
    table, _ = put(table, 0, "shield", bearer=hero)
    table, brigand = put(table, 1, "brigand")
    table = at_step(table, Step.SKIRMISH, skirmish=hero, assignments=((brigand, hero),))
    table = play(table, Pass(0), Pass(1))
    assert table.in_play(hero).wounds == 1


def test_a_damage_modifier_adds_wounds_for_the_winner(table):
    """"If the winning character(s) have the "Damage +X" keyword then X additional wounds are
    dealt to the loser(s)." The hero (5) with spikes beats an ogre (4, health 3)."""
    hero = table.seats[0].hero
    table, _ = put(table, 0, "spikes", bearer=hero)
    table, ogre = put(table, 1, "ogre")
    table = at_step(table, Step.SKIRMISH, skirmish=hero, assignments=((ogre, hero),))
    table = play(table, Pass(0), Pass(1))
    assert table.in_play(ogre).wounds == 2
