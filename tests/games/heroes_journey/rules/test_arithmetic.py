"""The rules' arithmetic: skirmish outcomes, ranged totals, costs and the move limit."""

import pytest

from hjkit.games.heroes_journey.engine.arithmetic import (
    Fighter,
    adversary_cost,
    move_risk,
    ranged_total,
    resolve_skirmish,
)
from hjkit.games.heroes_journey.model.variants import INTRO, STANDARD


def fight(companion: int, *minions: int, **companion_keywords):
    return resolve_skirmish(Fighter(0, companion, **companion_keywords),
                            [Fighter(i + 1, s) for i, s in enumerate(minions)])


# "The side with the higher strength value wins the skirmish. In case of a tie, the minion
# side wins." / "If one side's total is DOUBLE OR MORE than the other's total, the losing
# side is OVERWHELMED." / "each losing character receives ONE WOUND."
@pytest.mark.parametrize("companion, minions, companion_wins, overwhelmed, wounds", [
    (5, (5,), False, False, {0: 1}),          # tie: minions win
    (6, (5,), True, False, {1: 1}),           # higher wins, one wound
    (10, (5,), True, True, {}),               # exactly double overwhelms
    (9, (5,), True, False, {1: 1}),           # just short of double
    (4, (4, 4), False, True, {}),             # minions' strengths add up to double
    (7, (3, 3), True, False, {1: 1, 2: 1}),   # each losing minion takes a wound
    (0, (1,), False, True, {}),               # anything overwhelms 0
])
def test_skirmish_outcome_table(companion, minions, companion_wins, overwhelmed, wounds):
    result = fight(companion, *minions)
    assert result.companion_wins is companion_wins
    assert result.overwhelmed is overwhelmed
    assert result.wounds == wounds


def test_damage_adds_wounds_to_each_loser():
    """ "If the winning character(s) have the "Damage +X" keyword then X additional wounds
    are dealt to the loser(s)." """
    result = fight(9, 3, 3, damage=2)
    assert result.wounds == {1: 3, 2: 3}


def test_indomitable_is_overwhelmed_only_at_triple():
    """ "Indomitable. - This character is not overwhelmed during a skirmish unless the
    winning side has triple its combat value." """
    double = resolve_skirmish(Fighter(0, 4, indomitable=True), [Fighter(1, 8)])
    assert not double.overwhelmed and double.wounds == {0: 1}
    triple = resolve_skirmish(Fighter(0, 4, indomitable=True), [Fighter(1, 12)])
    assert triple.killed_outright == (0,)


def test_durable_caps_wounds_in_a_skirmish_step():
    """ "Durable X. - This character cannot receive more than X wounds during each skirmish
    step." """
    result = resolve_skirmish(Fighter(0, 3, durable=1), [Fighter(1, 5, damage=2)])
    assert result.wounds == {0: 1}


def test_ranged_totals_round_negative_up_to_zero():
    """ "By default, both sides have a ranged total of 0. Any negative values are rounded up
    to 0." """
    assert ranged_total([], 0) == 0
    assert ranged_total([2, 1], 0) == 3
    assert ranged_total([1], -3) == 0


def test_move_adds_site_risk_plus_one_per_companion_plus_brazen():
    """ "adds risk to the pool equal to the risk number in the site's top right corner + 1
    token for each companion in the party." / "Brazen (X). - When the party moves -> add (X)
    risk to the risk pool." """
    assert move_risk(site_risk=2, companions=3, brazen=1) == 6


def test_roaming_penalty_below_home_site():
    """ "This minion with a home site of 5 would cost +2 risk if played to sites 2, 3,
    or 4." """
    assert [adversary_cost(3, site, 5) for site in (2, 3, 4, 5, 6)] == [5, 5, 5, 3, 3]
    assert adversary_cost(3, 1, None) == 3


def test_move_limit_is_players_minus_one_at_least_two():
    """ "In a 2 and 3 player game, the move limit is 2. In a 4 player game the move limit is
    3, etc." """
    assert [STANDARD.move_limit(n) for n in (2, 3, 4, 5)] == [2, 2, 3, 4]


def test_intro_move_limit_is_two():
    """ "If the party has moved only once this turn, then the Protagonist may choose to move
    again." """
    assert INTRO.move_limit(2) == 2
