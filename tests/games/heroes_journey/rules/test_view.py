"""What a phone is shown: the prompt and the table view."""

import json

from hjkit.games.heroes_journey.engine.actions import (
    Bid,
    ChooseHero,
    ChoosePosition,
    Move,
    Pass,
    PlaceSite,
)
from hjkit.games.heroes_journey.engine.setup import new_table, starting_cost
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import legal_actions
from hjkit.games.heroes_journey.engine.view import prompt, table_view

from .builders import at_step, play, put


def test_prompt_names_the_phase_who_decides_and_the_pool(std):
    """ "Adversary phase — Ben plays minions or passes. Risk pool 7" (issue 6's example) """
    table = play(std, Move(0), PlaceSite(1, "b-site-2"))
    assert prompt(table) == "Adversary phase — Ben plays minions or passes. Risk pool 2"


def test_setup_prompt_has_no_risk_pool(lib):
    from hjkit.games.heroes_journey.engine.setup import new_table
    table = new_table("standard", [("Ana", lib.decks["deck-a"]), ("Ben", lib.decks["deck-b"])],
                      lib, 0)
    assert prompt(table) == "Setup — every player bids burden tokens for the turn order."


def test_view_is_json_and_hides_bids_until_revealed(lib):
    from hjkit.games.heroes_journey.engine.actions import Bid
    from hjkit.games.heroes_journey.engine.setup import new_table
    table = new_table("standard", [("Ana", lib.decks["deck-a"]), ("Ben", lib.decks["deck-b"])],
                      lib, 0)
    table = play(table, Bid(0, 4))
    view = json.loads(json.dumps(table_view(table)))
    assert view["seats"][0]["has_bid"] and view["seats"][0]["bid"] is None
    assert {a["type"] for a in view["legal_actions"]} == {"bid"}


def test_view_predicts_the_skirmish(std):
    table, goblin = put(std, 1, "goblin")
    hero = table.seats[0].hero
    table = at_step(table, Step.SKIRMISH, skirmish=hero, assignments=((goblin, hero),))
    view = table_view(table)
    assert view["skirmish"]["predicted"] == "lose"  # 5 against 5: the minion wins ties
    assert view["skirmish"]["wounds"] == {str(hero): 1}
    assert view["phase"] == "melee" and view["step"] == "skirmish"


def test_view_previews_every_assigned_skirmish_before_one_is_chosen(std):
    table, goblin = put(std, 1, "goblin")
    table, guard = put(table, 0, "guard")
    hero = table.seats[0].hero
    table = at_step(table, Step.CHOOSE_SKIRMISH, assignments=((goblin, guard),))
    previews = table_view(table)["skirmish_previews"]
    assert [(p["companion"], p["predicted"]) for p in previews] == [(guard, "win")]
    assert table_view(table)["skirmish"] is None and hero != guard


def test_placing_a_site_is_prompted_as_part_of_the_move(std):
    table = play(std, Move(0))
    assert prompt(table) == ("Ana's party moves — Ben places the next site from their atlas. "
                             "Risk pool 0")


def test_setup_names_the_first_player_and_no_protagonist(lib):
    """ "Once everyone is seated around the table, the player going first in turn order will
    select a site 1 from their atlas." Nobody is the protagonist until the first turn."""
    table = new_table("standard", [("Ana", lib.decks["deck-a"]), ("Ben", lib.decks["deck-b"])],
                      lib, seed=7)
    view = table_view(play(table, Bid(0, 1), Bid(1, 3), ChoosePosition(1, 1)))
    assert view["protagonist"] is None
    assert view["first"] == 1
    assert "Ben places site 1" in view["prompt"]


def test_view_predicts_each_assignment_before_it_is_made(std):
    """ "Compare the companion's strength value with the minion assigned to them" — shown
    for every assignment the protagonist may make, before it is made."""
    table = at_step(std, Step.ASSIGN_PROTAGONIST)
    table, troll = put(table, 1, "troll")
    view = table_view(table)
    previews = [p for p in view["assign_previews"] if p["minion"] == troll]
    assert previews and all(p["minion_total"] == 12 for p in previews)
    assert {p["predicted"] for p in previews} <= {"lose", "overwhelmed"}


def through_site_one(lib):
    table = new_table("standard", [("Ana", lib.decks["deck-a"]), ("Ben", lib.decks["deck-b"])],
                      lib, seed=7)
    table = play(table, Bid(0, 3), Bid(1, 1), ChoosePosition(0, 1))
    return play(table, PlaceSite(0, next(a.card_id for a in legal_actions(table)
                                         if isinstance(a, PlaceSite))))


def test_the_starting_party_prompt_counts_the_hero_against_the_budget(lib):
    """ "total risk cost of all of their starting companions does not exceed 4. (So if your
    hero costs 4, you cannot play additional companions unless they cost 0.)" """
    table = through_site_one(lib)
    assert "the hero's cost counts toward the 4" in prompt(table)
    table = play(table, ChooseHero(0, "aria"))
    spent = starting_cost(table, 0)
    assert f"the party costs {spent} of 4" in prompt(table)


def test_the_mulligan_prompt_says_what_a_mulligan_does(lib):
    """ "You may choose to hold up to 2 cards. Set aside the rest of your hand. Draw 6 new
    cards." """
    table = through_site_one(lib)
    table = play(table, ChooseHero(0, "aria"), Pass(0), ChooseHero(1, "aria"), Pass(1))
    assert table.step is Step.MULLIGANS
    assert "keep up to 2 cards and draw 6" in prompt(table)
    assert table_view(table)["mulligan_draw"] == 6


def test_the_skirmish_prompt_says_when_it_resolves(std):
    """ "Both sides go back and forth in this manner during the skirmish step until BOTH SIDES
    PASS CONSECUTIVELY." """
    table, goblin = put(std, 1, "goblin")
    hero = table.seats[0].hero
    table = at_step(table, Step.SKIRMISH, skirmish=hero, assignments=((goblin, hero),))
    assert "the skirmish resolves when everyone passes in a row" in prompt(table)


def test_the_assignment_prompt_says_how_many_minions_a_companion_takes(std):
    """ "Each companion may only be assigned to skirmish 1 minion at a time." """
    table, _ = put(std, 1, "goblin")
    table = at_step(table, Step.ASSIGN_PROTAGONIST)
    assert "each companion skirmishes 1 minion (more with Defender +X)" in prompt(table)


def test_view_names_each_ability_of_a_card_in_play_by_its_printed_sentence():
    """Card abilities are actions the phone offers by name ("Baloo: exert to make him
    strength +2")."""
    from .shipped import intro, uid
    table = intro()
    baloo = next(a for a in table_view(table)["abilities"]
                 if a["source"] == uid(table, "baloo"))
    assert (baloo["title"], baloo["index"]) == ("Baloo", 0)
    assert baloo["text"] == "Skirmish: Exert Baloo to make him strength +2."


def test_view_prompts_the_player_who_may_respond():
    from hjkit.games.heroes_journey.engine.state import Triggered

    from .shipped import standard
    table = standard()
    table = at_step(table, Step.SKIRMISH, to_act=1)
    from dataclasses import replace
    table = replace(table, responding=(1,), window=(Triggered("killed", 99, "winged-monkey"),))
    view = table_view(table)
    assert view["prompt"].startswith("Response — Ben may respond")
    assert view["window"][0]["title"] == "Winged Monkey"
