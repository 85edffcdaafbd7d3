"""Setting up: bids, turn order, site 1, heroes, starting parties, mulligans."""

import pytest

from hjkit.games.heroes_journey.engine.actions import (
    Bid,
    ChooseHero,
    ChoosePosition,
    Mulligan,
    Pass,
    PlaceSite,
    PlayCard,
)
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.engine.view import table_view

from .builders import play, refusal


@pytest.fixture
def fresh(lib):
    return new_table("standard", [("Ana", lib.decks["deck-a"]), ("Ben", lib.decks["deck-b"]),
                                  ("Cy", lib.decks["deck-c"])], lib, seed=7)


def test_bids_are_secret_until_everyone_has_bid(fresh):
    """ "Once all players have indicated they are ready, they will then reveal their bids
    simultaneously." """
    table = play(fresh, Bid(2, 4), Bid(0, 1))
    assert table.step is Step.BIDS
    assert refusal(table, Bid(2, 5)).code == "already-bid"
    table = play(table, Bid(1, 2))
    assert table.step is Step.TURN_ORDER


def test_highest_bidder_chooses_their_place_first(fresh):
    """ "The highest bidder gets to choose their place in the turn order first followed by the
    second highest bidder and so on." """
    table = play(fresh, Bid(0, 1), Bid(1, 2), Bid(2, 4))
    assert table.to_act == 2
    table = play(table, ChoosePosition(2, 2))
    assert table.to_act == 1
    assert refusal(table, ChoosePosition(1, 2)).code == "position-taken"
    table = play(table, ChoosePosition(1, 3))
    assert table.order == (0, 2, 1)
    assert table.step is Step.FIRST_SITE and table.to_act == 0


def test_bids_go_to_the_burden_pool(fresh):
    """ "Players take a handful of burden tokens (usually black) and select an amount to be
    their "bid."" """
    table = play(fresh, Bid(0, 1), Bid(1, 2), Bid(2, 4))
    assert [s.burden for s in table.seats] == [1, 2, 4]


def test_tied_bids_are_broken_by_the_seeded_draw(lib):
    """ "If there is a tie among bids, decide via a mutually agreed method of randomization" """
    firsts = set()
    for seed in range(20):
        table = new_table("standard", [("Ana", lib.decks["deck-a"]),
                                       ("Ben", lib.decks["deck-b"])], lib, seed)
        table = play(table, Bid(0, 3), Bid(1, 3))
        firsts.add(table.to_act)
        again = play(new_table("standard", [("Ana", lib.decks["deck-a"]),
                                            ("Ben", lib.decks["deck-b"])], lib, seed),
                     Bid(0, 3), Bid(1, 3))
        assert again.to_act == table.to_act  # the same seed draws the same
    assert firsts == {0, 1}


def test_a_tie_in_the_bids_is_announced_with_the_draw(lib):
    """ "If there is a tie among bids, decide via a mutually agreed method of randomization
    (coin flip, die roll, etc)." The draw is said aloud, not made silently."""
    table = new_table("standard", [("Ana", lib.decks["deck-a"]), ("Ben", lib.decks["deck-b"]),
                                   ("Cy", lib.decks["deck-c"])], lib, seed=7)
    table = play(table, Bid(0, 3), Bid(1, 1))
    result = apply(table, Bid(2, 3))
    first = ("Ana", "Cy")[result.state.to_act == 2]
    said = f"Ana and Cy tied at 3; a draw puts {first} first."
    assert said in result.events[-1].text
    assert said in table_view(result.state)["prompt"]


def test_untied_bids_announce_no_draw(fresh):
    result = apply(play(fresh, Bid(0, 3), Bid(1, 1)), Bid(2, 2))
    assert "draw" not in result.events[-1].text


def through_order(fresh):
    table = play(fresh, Bid(0, 3), Bid(1, 0), Bid(2, 0), ChoosePosition(0, 1))
    return play(table, ChoosePosition(table.to_act, 2))


def test_first_player_places_a_site_one(fresh):
    """ "the player going first in turn order will select a site 1 from their atlas" /
    "each player will then place a marker to represent their party onto the site." """
    table = through_order(fresh)
    assert refusal(table, PlaceSite(0, "a-site-4")).code == "site-range"
    table = play(table, PlaceSite(0, "a-site-1"))
    assert [s.position for s in table.seats] == [1, 1, 1]
    assert table.step is Step.STARTING_PARTY


def test_hero_attaches_its_quest_need(fresh):
    """ "each player will then [choose their] Hero and attach the appropriate Quest-Need (as
    listed in the Hero's text) from their atlas." """
    table = play(through_order(fresh), PlaceSite(0, "a-site-1"), ChooseHero(0, "aria"))
    hero = table.in_play(table.seats[0].hero)
    quest = table.borne_by(hero.uid)
    assert [q.card_id for q in quest] == ["the-quest"]
    assert "the-quest" not in table.seats[0].atlas
    assert refusal(table, ChooseHero(0, "lord")).code == "hero-chosen"


def test_starting_companions_total_risk_at_most_four(fresh):
    """ "players may add additional companions ... as long as they do not have the "Hero"
    keyword and total risk cost of all of their starting companions does not exceed 4." """
    table = play(through_order(fresh), PlaceSite(0, "a-site-1"))
    assert refusal(table, PlayCard(0, "lord")).code == "hero-first"
    table = play(table, ChooseHero(0, "aria"), PlayCard(0, "lord"))  # 2 + 1
    assert refusal(table, PlayCard(0, "squire")).code == "starting-risk"  # would be 6
    assert refusal(table, PlayCard(0, "aria")).code == "starting-hero-keyword"
    table = play(table, PlayCard(0, "guard"))  # 4 in all
    assert table.risk == 0 and len(table.companions(0)) == 3


def test_starting_companions_pay_to_play_costs(fresh):
    """ "Any additional "To Play:" costs on the cards must also be paid at this time." """
    table = play(through_order(fresh), PlaceSite(0, "a-site-1"), ChooseHero(0, "aria"))
    burden = table.seats[0].burden
    table = play(table, PlayCard(0, "pilgrim"))
    assert table.seats[0].burden == burden + 2


def ready_for_mulligans(fresh):
    table = play(through_order(fresh), PlaceSite(0, "a-site-1"))
    for seat in table.order:
        table = play(table, ChooseHero(seat, "aria"), Pass(seat))
    return table


def test_everyone_draws_eight(fresh):
    """ "Players then shuffle their book and draw a starting hand of 8 cards." """
    table = ready_for_mulligans(fresh)
    assert table.step is Step.MULLIGANS
    assert [s.hand for s in table.seats] == [8, 8, 8]


def test_mulligans_draw_six_then_four_then_two(fresh):
    """ "You may choose to hold up to 2 cards. ... Draw 6 new cards." / "You may repeat this
    process two additional times, with the number of new cards you draw decreasing by 2 each
    time." """
    table = ready_for_mulligans(fresh)
    assert refusal(table, Mulligan(0, 3)).code == "mulligan-keep"
    table = play(table, Mulligan(0, 2))
    assert table.seats[0].hand == 8
    table = play(table, Mulligan(0, 0))
    assert table.seats[0].hand == 4
    table = play(table, Mulligan(0, 1))
    assert table.seats[0].hand == 3
    assert refusal(table, Mulligan(0, 0)).code == "mulligan-limit"


def test_game_begins_with_the_first_players_campaign_phase(fresh):
    table = ready_for_mulligans(fresh)
    for seat in table.order:
        table = play(table, Pass(seat))
    assert table.step is Step.CAMPAIGN and table.protagonist == table.order[0]
