"""Issue 10: "The +/- steppers stay for house rules and corrections, and any seat may use
them with a confirmation that both phones see, not only the seat to act."

The seat to act adjusts at once; any other seat proposes, and a seat other than the
proposer confirms (or declines); the proposer may withdraw."""

from __future__ import annotations

from hjkit.games.heroes_journey.engine.actions import (
    AdjustBurden,
    AdjustRisk,
    AdjustStrength,
    AdjustWounds,
    Confirm,
    Decline,
    Pass,
)
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import apply, legal_actions
from hjkit.games.heroes_journey.engine.view import table_view
from hjkit.kit.game import Applied

from .builders import at_step, play, refusal
from .shipped import add, intro, standard, uid


def said(table, action) -> list[str]:
    result = apply(table, action)
    assert isinstance(result, Applied), result
    return [e.text for e in result.events]


def test_a_seat_not_to_act_proposes_and_nothing_changes_until_confirmed():
    table = at_step(intro(), Step.CAMPAIGN, risk=2)
    assert table.to_act == 0
    assert said(table, AdjustRisk(1, +1)) == [
        "Ben proposes: risk pool +1 (another player confirms it)."]
    table = play(table, AdjustRisk(1, +1), AdjustRisk(1, +1))
    assert table.risk == 2 and table.to_act == 0
    (proposal,) = table.proposals  # two taps, one proposal of +2
    assert proposal.seat == 1 and proposal.action.delta == 2
    shown = table_view(table)["proposals"]
    assert shown == [{"id": proposal.id, "seat": 1, "name": "Ben", "text": "risk pool +2",
                      "type": "adjust_risk"}]
    assert said(table, Confirm(0, proposal.id))[0] == \
        "Ana confirms Ben's correction: risk pool +2."
    table = play(table, Confirm(0, proposal.id))
    assert table.risk == 4 and table.proposals == () and table.to_act == 0


def test_the_proposer_cannot_confirm_their_own_proposal_but_may_withdraw_it():
    table = play(standard(), AdjustBurden(1, 0, +1))
    (proposal,) = table.proposals
    assert refusal(table, Confirm(1, proposal.id)).code == "own-proposal"
    assert said(table, Decline(1, proposal.id)) == [
        "Ben withdraws their correction: Ana's burden +1."]
    assert play(table, Decline(1, proposal.id)).proposals == ()


def test_another_seat_may_decline_a_proposal():
    table = at_step(intro(), Step.CAMPAIGN)
    mowgli = uid(table, "mowgli")
    table = play(table, AdjustWounds(1, mowgli, +1))
    (proposal,) = table.proposals
    assert said(table, Decline(0, proposal.id)) == [
        "Ana declines Ben's correction: wounds on Mowgli +1."]
    table = play(table, Decline(0, proposal.id))
    assert table.in_play(mowgli).wounds == 0 and table.proposals == ()


def test_taps_that_cancel_out_withdraw_the_proposal():
    table = play(at_step(intro(), Step.CAMPAIGN, risk=1), AdjustRisk(1, +1), AdjustRisk(1, -1))
    assert table.proposals == ()


def test_a_proposal_is_checked_again_when_confirmed():
    """ "the risk pool ... never goes below 0": a -2 proposed on a pool of 2 no longer
    fits once the pool holds 1."""
    table = at_step(intro(), Step.CAMPAIGN, risk=2)
    table = play(table, AdjustRisk(1, -1), AdjustRisk(1, -1), AdjustRisk(0, -1))
    (proposal,) = table.proposals
    assert refusal(table, Confirm(0, proposal.id)).code == "risk-range"
    assert table.risk == 1


def test_a_proposal_waits_while_the_decision_goes_on_and_keeps_the_turn_where_it_is():
    """Table talk: proposing, confirming and declining leave the decision where it was."""
    table, (tabaqui,) = add(intro(), 1, "tabaqui")
    mowgli = uid(table, "mowgli")
    table = at_step(table, Step.SKIRMISH, skirmish=mowgli, assignments=((tabaqui, mowgli),),
                    to_act=0)
    table = play(table, AdjustStrength(1, tabaqui, +1), Pass(0))
    assert table.to_act == 1 and len(table.proposals) == 1
    before = table_view(table)["skirmish"]["minion_total"]
    table = play(table, Confirm(0, table.proposals[0].id))
    assert table.to_act == 1 and table_view(table)["skirmish"]["minion_total"] == before + 1


def test_every_seat_is_offered_the_steppers_and_the_answers():
    table = play(at_step(intro(), Step.CAMPAIGN), AdjustRisk(1, +1))
    offered = legal_actions(table)
    (proposal,) = table.proposals
    assert AdjustRisk(1, +1) in offered and AdjustRisk(0, +1) in offered
    assert Confirm(0, proposal.id) in offered and Confirm(1, proposal.id) not in offered
    assert Decline(1, proposal.id) in offered and Decline(0, proposal.id) in offered


def test_the_log_says_who_adjusted_what():
    table, (tabaqui,) = add(intro(), 1, "tabaqui")
    mowgli = uid(table, "mowgli")
    table = at_step(table, Step.SKIRMISH, skirmish=mowgli, assignments=((tabaqui, mowgli),))
    assert said(table, AdjustStrength(0, tabaqui, +1)) == [
        "Ana: Tabaqui strength +1 until the skirmish resolves."]
    assert said(standard(), AdjustBurden(0, 1, +1)) == ["Ana: Ben's burden 0 -> 1."]


def test_the_intro_pack_has_no_burden_steppers():
    """The intro pack's rules name no burden (it decides the first player "randomly", and
    no intro card adds burden): no seat is offered a burden stepper, and one is refused."""
    table = at_step(intro(), Step.CAMPAIGN)
    assert not any(isinstance(a, AdjustBurden) for a in legal_actions(table))
    assert refusal(table, AdjustBurden(0, 1, +1)).code == "no-burden"
    assert table_view(table)["burden_tokens"] is False
    assert table_view(standard())["burden_tokens"] is True
