"""Who acts when in the full game's turn: the assignment step's order, reconciling only on a
rest, and cards that are inactive while their owner is an antagonist."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hjkit.games.heroes_journey.engine.actions import (
    Assign,
    Discard,
    Exert,
    Move,
    Pass,
    PlayCard,
    Rest,
)
from hjkit.games.heroes_journey.engine.state import Step, procedure_order
from hjkit.games.heroes_journey.engine.table import apply, legal_actions

from .builders import at_step, card, deck, library, play, put, refusal
from .conftest import BOOK, _cards, standard_table

# An "Assignment:" event whose data does not say its companion must be unassigned.
LURE = card("lure", "event", timing=["assignment"], abilities=[{
    "timing": ["assignment"], "target": {"type": "minion"},
    "effects": [{"effect": "assign", "companion": {"type": "companion"}}]}])


@pytest.fixture
def table():
    made = library(*_cards(), LURE)
    for prefix in "abc":
        deck(made, f"deck-{prefix}", {**BOOK, "lure": 2},
             ["the-quest", *(f"{'ab'[prefix == 'b']}-site-{n}" for n in range(1, 10))])
    return standard_table(made, players=3)


def hero(table, seat=0):
    return table.seats[seat].hero


def test_in_the_assignment_step_only_assignment_actions_assign(table):
    """ "each player may take an ACTION with the 'Assignment:' label or PASS ... Once all
    players consecutively pass, the Protagonist then takes the minions on the field which
    remain unassigned and assigns them": an antagonist cannot put a minion on the
    protagonist's hero before the protagonist chooses."""
    table, _ = put(table, 0, "squire")
    table, goblin = put(table, 2, "goblin")
    table = at_step(table, Step.ASSIGNMENT)
    for seat in procedure_order(table):
        assert refusal(at_step(table, Step.ASSIGNMENT, to_act=seat),
                       Assign(seat, goblin, hero(table))).code == "assignment-label"
        assert not [a for a in legal_actions(table) if isinstance(a, Assign)]
        table = play(table, Pass(table.to_act))
    assert table.step is Step.ASSIGN_PROTAGONIST and table.to_act == 0
    assert {a.companion for a in legal_actions(table) if isinstance(a, Assign)} == {
        hero(table), *(i.uid for i in table.companions(0) if i.uid != hero(table))}


def test_an_assignment_action_needs_an_unassigned_companion_whatever_its_card_says(table):
    """ "Most assignment actions result in assigning a minion to a companion. If it does BOTH
    the minion and the companion must be unassigned, otherwise the action cannot be performed
    and fails." """
    table, g1 = put(table, 1, "goblin")
    table, g2 = put(table, 1, "goblin")
    table = at_step(table, Step.ASSIGNMENT, assignments=((g1, hero(table)),))
    assert refusal(table, PlayCard(0, "lure", choice=g2, also=hero(table))).code == \
        "assignment-action"
    assert not [a for a in legal_actions(table) if isinstance(a, PlayCard)
                and a.card_id == "lure" and a.also == hero(table)]
    table, squire = put(table, 0, "squire")
    table = play(table, PlayCard(0, "lure", choice=g2, also=squire))
    assert (g2, squire) in table.assignments


def test_an_antagonists_own_companions_are_inactive_and_cannot_be_exerted(table):
    """ "While you are the Protagonist, your Campaign cards are active, your opponents'
    Campaign cards are inactive. (Imagine they are turned facedown or otherwise not in
    play.)" An antagonist's companion cannot be exerted to restart the passes."""
    table = at_step(table, Step.ADVERSARY, to_act=1)
    assert refusal(table, Exert(1, hero(table, 1))).code == "exert-inactive"
    assert Exert(1, hero(table, 1)) not in legal_actions(table)


def test_the_protagonist_reconciles_only_by_resting(table):
    """ "REST – If the Protagonist chooses for their party to rest ... then the Protagonist
    reconciles using the same method the Antagonists used": no discard before the choice,
    so a discard is never followed by a move."""
    table = table.with_seat(0, hand=5)
    table = at_step(table, Step.REGROUP)
    assert Discard(0) not in legal_actions(table)
    assert refusal(table, Discard(0)).code == "reconcile-discard"
    table = play(table, *(Pass(seat) for seat in procedure_order(table)))
    assert table.step is Step.REGROUP_DECISION
    assert refusal(table, Discard(0)).code == "reconcile-on-rest"
    offered = legal_actions(table)
    assert {Move(0), Rest(0), Rest(0, discard=True)} <= set(offered)
    rested = play(table, Rest(0, discard=True))
    assert rested.seats[0].discarded == table.seats[0].discarded + 1
    assert rested.seats[0].hand == 8 and rested.protagonist != 0


def test_antagonists_may_discard_as_they_reconcile(table):
    """ "Each Antagonist RECONCILES their hand ... That player may discard 1 card from their
    hand." """
    table = table.with_seat(1, hand=9)
    table = at_step(table, Step.REGROUP)
    table = play(table, Discard(1))
    assert table.seats[1].hand == 8
    table = play(table, *(Pass(seat) for seat in procedure_order(table)))
    assert table.seats[1].hand == 8  # "If that player then has more than 8 ... discard"


def test_a_pass_by_the_clock_is_logged_as_such(table):
    """The log says who passed by themselves and who by the table's clock (issue 36)."""
    timed = replace(table, clock=3)
    table, goblin = put(timed, 1, "goblin")
    table = at_step(table, Step.SKIRMISH, skirmish=hero(table),
                    assignments=((goblin, hero(table)),))
    applied = apply(table, Pass(0, clock=True))
    assert [e.text for e in applied.events] == ["Ana passes by the clock."]
    assert [e.text for e in apply(table, Pass(0)).events] == ["Ana passes."]


def test_only_a_table_with_a_clock_passes_by_it(table):
    table = at_step(table, Step.SKIRMISH)
    assert refusal(table, Pass(0, clock=True)).code == "no-clock"
    assert refusal(replace(table, clock=3, step=Step.REGROUP_DECISION),
                   Pass(0, clock=True)).code == "no-clock"


def test_at_the_move_limit_the_prompt_says_the_party_rests(table):
    """ "REST – If the Protagonist chooses for their party to rest (or must rest because
    they have already moved a number of times equal to the move limit)". """
    from hjkit.games.heroes_journey.engine.view import prompt

    table = at_step(table, Step.REGROUP_DECISION)
    assert "moves again or rests" in prompt(replace(table, moves=1))
    assert prompt(replace(table, moves=table.move_limit())) == (
        f"Regroup phase, rest — Ana rests: the party has moved {table.move_limit()} times, "
        "the move limit. Risk pool 0")
