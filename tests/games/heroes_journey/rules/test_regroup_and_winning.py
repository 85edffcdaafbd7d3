"""The regroup phase and the two ways to win."""

from dataclasses import replace

from hjkit.games.heroes_journey.engine.actions import Move, Pass, PlaceSite, Rest
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.view import table_view

from .builders import at_step, play, put, with_path
from .conftest import standard_table


def to_regroup_decision(table):
    return play(table, Move(0), PlaceSite(1, "b-site-2"), Pass(1), Pass(0), Pass(1))


def test_antagonists_reconcile_to_eight(std):
    """ "If that player then has more than 8 cards remaining in their hand, they must discard
    down to 8 cards. Otherwise that player draws cards from their book until they have 8
    cards in hand." """
    table = std.with_seat(1, hand=3)
    table = to_regroup_decision(table)
    assert table.seats[1].hand == 8
    assert table.seats[1].book_left == std.seats[1].book_left - 5
    big = to_regroup_decision(std.with_seat(1, hand=11))
    assert big.seats[1].hand == 8 and big.seats[1].discarded == 3


def test_an_antagonist_may_discard_one_card_before_reconciling(std):
    """ "That player may discard 1 card from their hand." Offered to each player as the
    regroup phase runs, out of turn, once."""
    from hjkit.games.heroes_journey.engine.actions import Discard
    from hjkit.games.heroes_journey.engine.table import legal_actions

    from .builders import refusal
    table = at_step(std, Step.REGROUP)
    assert Discard(1) in legal_actions(table)
    table = play(table, Discard(1))
    assert table.seats[1].hand == 7 and table.seats[1].discarded == 1
    assert refusal(table, Discard(1)).code == "reconcile-discard"
    table = play(table, Pass(0), Pass(1))
    assert table.step is Step.REGROUP_DECISION
    assert table.seats[1].hand == 8 and table.seats[1].book_left == std.seats[1].book_left - 1


def test_regroup_action_procedure_in_the_standard_game(std):
    """ "starting with the Protagonist then proceeding counter-clockwise around the table,
    each player may take an ACTION with the "Regroup:" label or PASS." """
    table = play(std, Move(0), PlaceSite(1, "b-site-2"), Pass(1))
    assert table.step is Step.REGROUP and table.to_act == 0


def test_resting_scraps_minions_empties_the_pool_and_passes_the_turn(lib):
    """ "Then any minions that are still on the field are placed in their owner's scrap pile.
    (Only minions and cards they bear are scrapped - other adversary cards ... will remain in
    play ...) Then the risk pool is emptied and the next player going clockwise around the
    table becomes the new Protagonist." """
    table = standard_table(lib, players=3)
    table, goblin = put(table, table.order[1], "goblin")
    table = at_step(table, Step.REGROUP_DECISION, risk=6, moves=1)
    table = with_path(table, "a-site-1", "b-site-2")
    table = play(table, Rest(0))
    assert table.in_play(goblin) is None
    assert table.seats[table.order[1]].scrap == ("goblin",)
    assert table.risk == 0
    assert table.protagonist == table.order[1] and table.step is Step.CAMPAIGN


def test_protagonist_reconciles_when_resting(std):
    table = at_step(std.with_seat(0, hand=2), Step.REGROUP_DECISION, moves=1)
    table = play(with_path(table, "a-site-1", "b-site-2"), Rest(0))
    assert table.seats[0].hand == 8


def test_first_to_finish_reaching_site_nine(std):
    """ "If you manage to fulfill your QN's requirement before any other player fulfills
    theirs, then you win the game." (the quest need: reach site 9) """
    sites = [f"b-site-{n}" for n in range(1, 9)]
    table = with_path(std, *sites)
    table = replace(table, step=Step.CAMPAIGN)
    table = play(table, Move(0), PlaceSite(1, "b-site-9"))
    assert table.is_over and table.winner == 0


def test_last_to_fall_continues_with_the_others(lib):
    """ "If all other players have lost, then the last player remaining wins the game." """
    table = standard_table(lib, players=3)
    hero = table.seats[0].hero
    table, troll = put(table, table.order[2], "troll")
    table = at_step(table, Step.SKIRMISH, skirmish=hero, assignments=((troll, hero),))
    table = play(table, Pass(0), Pass(table.order[2]), Pass(table.order[1]))
    assert table.seats[0].lost and not table.is_over
    assert table.protagonist == table.order[1] and table.step is Step.CAMPAIGN
    assert table.seats_in_play() == [table.order[1], table.order[2]]


def test_the_ending_says_who_reached_the_goal_first(std):
    """ "FIRST TO FINISH ... If you manage to fulfill your QN's requirement before any other
    player fulfills theirs, then you win the game." """
    table = replace(with_path(std, *[f"b-site-{n}" for n in range(1, 9)]), step=Step.CAMPAIGN)
    table = play(table, Move(0))
    if not table.is_over:
        table = play(table, PlaceSite(1, "b-site-9"))
    site = table.site_at(9).title
    assert table_view(table)["ending"] == [
        f"Ana reached {site} (site 9) first, completing The Quest: first to finish."]


def test_the_ending_says_whose_hero_died_and_who_is_last_to_fall(std):
    """ "LAST TO FALL: If, at any point while you are the Protagonist, your Quest-Need leaves
    the field (because your hero has been killed for example), then you immediately lose the
    game. If all other players have lost, then the last player remaining wins the game." """
    hero = std.seats[0].hero
    table, troll = put(std, 1, "troll")
    table = at_step(table, Step.SKIRMISH, skirmish=hero, assignments=((troll, hero),))
    table = play(table, Pass(0), Pass(1))
    assert table.is_over and table.winner == 1
    assert table_view(table)["ending"] == ["Aria died: Ana is out.",
                                           "Ben is the last player remaining: last to fall."]
