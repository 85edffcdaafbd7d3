"""The adventure path, moving, and the adversary phase."""

from dataclasses import replace

import pytest

from hjkit.games.heroes_journey.engine.actions import Move, Pass, PlaceSite, PlayCard, Rest
from hjkit.games.heroes_journey.engine.state import Step

from .builders import at_step, play, put, refusal, with_path
from .conftest import standard_table


def test_antagonist_places_the_next_site_from_their_atlas(std):
    """ "That player will then look through their atlas and select the next site that could
    be placed in that position and place it onto the adventure path." """
    table = play(std, Move(0))
    assert table.step is Step.PLACE_SITE and table.to_act == 1
    table = play(table, PlaceSite(1, "b-site-2"))
    assert [p.card_id for p in table.path] == ["a-site-1", "b-site-2"]
    assert table.seats[0].position == 2


def test_site_must_fit_the_position_range(std):
    """ "(i.e. A site with a number "4-6" cannot be placed if the party is moving to the 3rd
    site on the adventure path.)" """
    table = play(std, Move(0))
    assert refusal(table, PlaceSite(1, "b-site-4")).code == "site-range"
    assert refusal(table, PlaceSite(1, "a-site-2")).code == "not-in-atlas"


def test_arrow_chooses_the_antagonist_who_places(lib):
    """ "look at the arrow at the bottom center of the current site and choose the
    Antagonist sitting to that immediate direction of the arrow." """
    table = standard_table(lib, players=3)
    left = play(table, Move(0)).to_act
    assert left == table.order[1]  # the player on your left is next clockwise
    right_site = lib.cards["a-site-1"].model_copy(update={"arrow": "right"})
    turned = replace(table, cards={**table.cards, "a-site-1": right_site})
    assert play(turned, Move(0)).to_act == table.order[2]


def test_moving_adds_site_risk_and_one_per_companion(std):
    """ "adds risk to the pool equal to the risk number in the site's top right corner + 1
    token for each companion in the party." """
    table = play(std, PlayCard(0, "squire"), Move(0), PlaceSite(1, "b-site-2"))
    assert table.risk == 3 + 1 + 2  # squire's cost, site risk 1, two companions


def test_brazen_adds_risk_when_the_party_moves(std):
    """ "Brazen (X). - When the party moves → add (X) risk to the risk pool." """
    table = play(std, PlayCard(0, "runner"), Move(0), PlaceSite(1, "b-site-2"))
    assert table.risk == 1 + 1 + 2 + 2


def test_the_adversary_phase_follows_the_move(std):
    table = play(std, Move(0), PlaceSite(1, "b-site-2"))
    assert table.step is Step.ADVERSARY and table.to_act == 1


def test_adversary_card_removes_its_cost(std):
    """ "When you play an Adversary card, you must REMOVE a number of tokens from the risk
    pool equal to its cost." """
    table = play(std, PlayCard(0, "squire"), Move(0), PlaceSite(1, "b-site-2"))
    assert play(table, PlayCard(1, "goblin")).risk == table.risk - 1


def test_adversary_card_the_pool_cannot_pay_for_is_refused(std):
    """ "If there are not enough risk tokens available, you cannot play your card." And the
    roaming penalty: "If the site you are playing a minion to has a number lower than that
    minion's home site, you must pay a ROAMING PENALTY cost of +2 additional risk." """
    table = play(std, Move(0), PlaceSite(1, "b-site-2"))
    table = replace(table, risk=4)
    refused = refusal(table, PlayCard(1, "troll"))
    assert refused.code == "risk-pool"
    assert refused.message == ("Troll costs 5 here (3 + roaming penalty 2) but the risk pool "
                               "holds 4")


def test_the_protagonist_plays_nothing_in_the_adversary_phase(std):
    """ "During this phase the Protagonist does NOT get to perform any actions or play any
    cards unless they are "Response:" cards/actions." """
    table = play(std, Move(0), PlaceSite(1, "b-site-2"))
    assert refusal(table, PlayCard(0, "squire")).code == "not-your-decision"
    assert play(table, PlayCard(0, "warning")).seats[0].discard == ("warning",)


def test_adversary_phase_starts_right_of_the_protagonist_and_goes_counter_clockwise(lib):
    """ "Starting with the player to the right of the Protagonist ... Then proceeding
    counter-clockwise around the table" """
    table = standard_table(lib, players=3)
    table = play(table, Move(0), PlaceSite(table.order[1], "b-site-2"))
    right, across = table.order[2], table.order[1]
    assert table.to_act == right
    table = play(table, Pass(right))
    assert table.to_act == across


def test_no_minions_goes_straight_to_regroup(std):
    """ "If at the end of any phase or step there are no minions on the field, the turn
    proceeds immediately to the regroup phase." """
    table = play(std, Move(0), PlaceSite(1, "b-site-2"), Pass(1))
    assert table.step is Step.REGROUP


def test_moving_again_from_regroup_returns_to_the_adversary_phase(std):
    """ "Then the turn goes back to the adversary phase and each Antagonist now has a new
    opportunity to play additional adversary cards" """
    table = play(std, Move(0), PlaceSite(1, "b-site-2"), Pass(1), Pass(0), Pass(1))
    assert table.step is Step.REGROUP_DECISION
    table = play(table, Move(0), PlaceSite(1, "b-site-3"))
    assert table.step is Step.ADVERSARY and table.moves == 2


def test_move_limit_forces_a_rest(std):
    """ "or must rest because they have already moved a number of times equal to the move
    limit" """
    table = at_step(std, Step.REGROUP_DECISION, moves=2)
    table = with_path(table, "a-site-1", "b-site-2", "b-site-3")
    assert refusal(table, Move(0)).code == "move-limit"
    assert play(table, Rest(0)).protagonist == 1


@pytest.mark.parametrize("players, limit", [(2, 2), (3, 2), (4, 3)])
def test_move_limit_by_player_count(lib, players, limit):
    assert standard_table(lib, players=players).move_limit() == limit


def test_minions_play_against_the_protagonist(std):
    """ "They are played across from the Protagonist's companions" """
    table = play(std, PlayCard(0, "squire"), Move(0), PlaceSite(1, "b-site-2"),
                 PlayCard(1, "goblin"))
    goblin = next(i for i in table.field if i.card_id == "goblin")
    assert goblin.owner == 1 and table.minions() == [goblin]


def test_antagonist_cannot_play_campaign_cards(std):
    table, _ = put(std, 1, "goblin")
    table = play(table, Move(0), PlaceSite(1, "b-site-2"))
    assert refusal(table, PlayCard(1, "squire")).code == "wrong-side"
