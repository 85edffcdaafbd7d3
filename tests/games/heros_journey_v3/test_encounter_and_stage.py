"""2) A New Encounter? and 3) The Next Stage of the Journey, with every worked example."""

from __future__ import annotations

from hjkit.games.heros_journey_v3.engine.core import expense, stage_rank
from hjkit.games.heros_journey_v3.engine.state import Decision
from hjkit.games.heros_journey_v3.engine.table import legal_actions
from hjkit.games.heros_journey_v3.model.cards import SUITS

from .builders import STAGE, act, coins, game, hero, play, refused


def test_keeping_a_mentor_costs_one_resource_of_any_suit():
    """"If you want to keep any of your remaining current Mentors, pay one resource for each
    one. It doesn't cost anything to stay where you are, so you can keep your current Place
    for free.\""""
    ana = hero("Ana", "the-origin", coins(waves=1), cards=["the-bard", "the-forest"])
    state = game(ana, hero("Ben"), decision=Decision("upkeep", 0, cards=("the-bard",)))
    state, texts = play(state, act("keep", 0, card="the-bard", suit="waves"))
    assert state.heroes[0].cards == ("the-bard", "the-forest") and state.heroes[0].coins == \
        coins()
    assert "Ana keeps The Bard, paying 1 Wave." in texts


def test_the_mentor_limit_refuses_one_mentor_too_many():
    """"Mentor limit: In a 4 player game, you may have up to 2 Mentors at a time.\""""
    cards = ("the-bard", "the-sailor", "the-author")
    ana = hero("Ana", "the-origin", coins(moons=3), cards=cards)
    state = game(ana, hero("Ben"), hero("Cy"), hero("Di"),
                 decision=Decision("upkeep", 0, cards=cards))
    state, _ = play(state, act("keep", 0, card="the-bard", suit="moons"),
                    act("keep", 0, card="the-sailor", suit="moons"))
    result = refused(state, act("keep", 0, card="the-author", suit="moons"))
    assert result.code == "mentor-limit" and "up to 2 Mentors" in result.message
    assert [a.type for a in legal_actions(state)] == ["discard", "begin_trade"]  # any time


def test_the_rite_and_the_harvest_are_kept_like_mentors_outside_the_limit():
    """"If you want to keep The Rite or The Harvest in future turns, you must pay for them
    like a Mentor card, but they don't count toward your Mentor limit.\""""
    cards = ("the-bard", "the-sailor", "the-rite")
    ana = hero("Ana", "the-origin", coins(moons=3), cards=cards)
    state = game(ana, hero("Ben"), hero("Cy"), hero("Di"),
                 decision=Decision("upkeep", 0, cards=cards))
    state, _ = play(state, act("keep", 0, card="the-bard", suit="moons"),
                    act("keep", 0, card="the-sailor", suit="moons"),
                    act("keep", 0, card="the-rite", suit="moons"))
    assert state.heroes[0].cards == cards


def test_the_travelers_encounter_worked_example():
    """"The Wanderer's Encounter is The Painter and The Mill. The Traveler's Encounter is The
    Sailor and The Castle ... you place a Knot on the Painter and a Moon on The Mill. You then
    take The Sailor and The Castle ... Two new cards are revealed for the Traveler's
    Encounter. Since you've moved to The Castle, you discard The Forest. On the next player's
    turn, she decides to take The Painter and The Mill ... She also gets the Knot and the
    Moon you put on them.\""""
    rows = (("the-painter", "the-sailor"), ("the-mill", "the-castle"))
    you = hero("You", "the-origin", coins(knots=1, moons=1), cards=["the-bard", "the-forest"])
    state = game(you, hero("She"), decision="road", rows=rows)
    state, texts = play(state, act("take_encounter", 0, which="traveler"),
                        act("place_coin", 0, suit="knots"), act("place_coin", 0, suit="moons"))
    assert state.heroes[0].cards == ("the-bard", "the-sailor", "the-castle")
    assert "You discards The Forest." in texts
    assert state.rows[0][0] == "the-painter" and state.rows[1][0] == "the-mill"
    assert state.rows[0][1] is not None and state.rows[1][1] is not None
    assert state.coins_on("the-painter") == coins(knots=1)
    assert state.coins_on("the-mill") == coins(moons=1)
    state = game(state.heroes[0], hero("She"), decision="road", seat=1, rows=state.rows,
                 on_cards=state.on_cards)
    state, _ = play(state, act("take_encounter", 1, which="wanderer"))
    assert state.heroes[1].coins == coins(knots=1, moons=1)
    assert state.heroes[1].cards == ("the-painter", "the-mill")


def test_the_seekers_encounter_pays_all_four_face_up_cards():
    """"to take the Seeker's Encounter, you must pay 1 resources to each of the two cards in
    The Wanderer's Encounter and the two cards in The Traveler's Encounter.\""""
    rows = (("the-painter", "the-sailor"), ("the-mill", "the-castle"))
    state = game(hero("You", coins_=coins(suns=3)), hero("She"), decision="road", rows=rows)
    result = refused(state, act("take_encounter", 0, which="seeker"))
    assert result.code == "road-payment" and "4 cards passed over" in result.message
    state = game(hero("You", coins_=coins(suns=4)), hero("She"), decision="road", rows=rows)
    state, _ = play(state, act("take_encounter", 0, which="seeker"),
                    *[act("place_coin", 0, suit="suns")] * 4)
    assert len(state.heroes[0].cards) == 2 and state.heroes[0].coins == coins()
    assert all(state.coins_on(c) == coins(suns=1) for row in rows for c in row)


def test_taking_the_rite_keeps_your_place():
    """"If you take one of these from an Encounter, you don't need to discard your Place.\""""
    rows = (("the-painter", None), ("the-rite", None))
    state = game(hero("You", cards=["the-forest"]), hero("She"), decision="road", rows=rows)
    state, _ = play(state, act("take_encounter", 0, which="wanderer"))
    assert state.heroes[0].cards == ("the-forest", "the-painter", "the-rite")


def test_the_soldier_matches_the_battle():
    """"Your Hero is at The Journey, and you have The Soldier and The Island. The Soldier and
    The Battle both have Wyrms and Knots, appropriately. Discard the Soldier. You take one
    Knot from an opposing player, and one Knot and two Wyrms from the bank. Keep the Island
    in front of you, and move to The Battle.\""""
    you = hero("You", "the-journey", cards=["the-soldier", "the-island"])
    state = game(you, hero("Opp", coins_=coins(knots=1)))
    state, _ = play(state, act("match", 0, card="the-soldier", to=1, suit="knots"))
    assert state.heroes[0].stage == STAGE["the-battle"]
    assert state.heroes[0].cards == ("the-island",)
    assert state.heroes[0].coins == coins(knots=2, wyrms=2) and state.heroes[1].coins == coins()
    assert state.moved


def test_no_matching_card_moves_to_an_ending():
    """"You can't move to an Ending in this way.\""""
    state = game(hero("You", "the-pact", cards=["the-merchant"]), hero("Opp"))
    assert not [a for a in legal_actions(state) if a.type == "match"]
    assert refused(state, act("match", 0, card="the-merchant")).code == "match-ending"


def test_pawns_and_courts_may_match_whatever_their_rank():
    """"Pawns and Courts may be used for Matching Encounter cards. Rank doesn't matter.\""""
    state = game(hero("You", "the-chance-meeting", cards=["the-watchman"]), hero("Opp"))
    state, _ = play(state, act("match", 0, card="the-watchman"))
    assert state.heroes[0].stage == STAGE["the-betrayal"]


def _expend(state, *picks):
    return play(state, *(act("spend", 0, **p) for p in picks))


def test_expending_bard_and_mill_example_two_moons_and_a_wave():
    """"You have The Bard and The Mill, and are at The Origin. You keep both cards and spend
    2 Moon coins and 1 Wave coin to move to The Journey. Onward!\""""
    you = hero("You", "the-origin", coins(moons=2, waves=1), cards=["the-bard", "the-mill"])
    state, _ = play(game(you, hero("Opp")), act("advance", 0, card="the-journey"))
    state, _ = _expend(state, {"suit": "moons"}, {"suit": "moons"}, {"suit": "waves"})
    assert state.heroes[0].stage == STAGE["the-journey"]
    assert state.heroes[0].cards == ("the-bard", "the-mill") and state.heroes[0].coins == coins()


def test_expending_savage_and_a_knot_example():
    """"The Savage is worth 3 Wyrms, and you add 1 Knot resource coin. You discard The Savage,
    spend the Knot, and keep The Mountain in front of you. To Battle!\""""
    you = hero("You", "the-journey", coins(knots=1), cards=["the-savage", "the-mountain"])
    state, _ = play(game(you, hero("Opp")), act("advance", 0, card="the-battle"))
    state, _ = _expend(state, {"card": "the-savage"}, {"suit": "knots"})
    assert state.heroes[0].stage == STAGE["the-battle"]
    assert state.heroes[0].cards == ("the-mountain",)


def test_expending_author_and_mill_to_the_market_example():
    """"You have The Author and The Mill, and need to get to The Market. Between them you
    have 8 Leaves and 2 Knots – more than enough. Discard both\""""
    you = hero("You", "the-discovery", cards=["the-author", "the-mill"])
    state, _ = play(game(you, hero("Opp")), act("advance", 0, card="the-market"))
    state, _ = _expend(state, {"card": "the-author"}, {"card": "the-mill"})
    assert state.heroes[0].stage == STAGE["the-market"] and state.heroes[0].cards == ()


def test_expending_sailor_watchman_and_two_moons_example():
    """"You discard The Sailor (worth 4 Leaves) and The Watchman (worth 1 Moon) and spend your
    last 2 Moon coins.\""""
    you = hero("You", "the-market", coins(moons=2), cards=["the-sailor", "the-watchman",
                                                          "the-island"])
    state, _ = play(game(you, hero("Opp")), act("advance", 0, card="the-chance-meeting"))
    state, _ = _expend(state, {"card": "the-sailor"}, {"card": "the-watchman"},
                       {"suit": "moons"}, {"suit": "moons"})
    assert state.heroes[0].stage == STAGE["the-chance-meeting"]
    assert state.heroes[0].cards == ("the-island",)


def test_the_merchant_example_windfall_or_the_end():
    """"Discard the Merchant and 1 Knot resource coin, and you can move to The Windfall. Or
    discard both cards, keep all your coins, and you can move to The End.\""""
    you = hero("You", "the-pact", coins(knots=1), cards=["the-merchant", "the-mill"])
    state = game(you, hero("Opp"))
    assert {a.card for a in legal_actions(state) if a.type == "advance"} == {
        "the-end", "the-windfall"}
    windfall, _ = play(state, act("advance", 0, card="the-windfall"), act("spend", 0,
                       card="the-merchant"), act("spend", 0, suit="knots"))
    assert windfall.heroes[0].ending == "the-windfall"
    end, _ = play(state, act("advance", 0, card="the-end"),
                  act("spend", 0, card="the-merchant"), act("spend", 0, card="the-mill"))
    assert end.heroes[0].ending == "the-end" and end.heroes[0].coins == coins(knots=1)


def test_expending_needs_at_least_one_of_each_suit():
    """"The total of the resources must meet or exceed the rank of the next Stage, and at
    least one of each suit must be spent.\""""
    you = hero("You", "the-journey", coins(wyrms=4))
    result = refused(game(you, hero("Opp")), act("advance", 0, card="the-battle"))
    assert result.code == "cannot-expend" and "at least one of each suit" in result.message


def test_ruling_four_suns_take_the_desert_and_two_coins_not_one():
    """"if you had to expend 4 Suns, you could discard The Bard (worth 10), or The Desert and
    1 Sun coin." Ruling: the Desert is worth 2, so with 1 Sun that is 3; it takes 2 Suns."""
    four_suns = expense(0, "example", 4, (SUITS.index("suns"),))
    state = game(hero("You", "the-journey", coins(suns=2), cards=["the-desert", "the-bard"]),
                 hero("Opp"), decision=four_suns, rest=("trade",))
    after, _ = play(state, act("spend", 0, card="the-bard"))
    assert after.decision.kind == "trade" and after.heroes[0].cards == ("the-desert",)
    partial, _ = play(state, act("spend", 0, card="the-desert"), act("spend", 0, suit="suns"))
    assert partial.decision.kind == "expend:example"  # 3 of 4: not enough
    done, _ = play(partial, act("spend", 0, suit="suns"))
    assert done.heroes[0].cards == ("the-bard",) and done.heroes[0].coins == coins()


def test_the_other_path_with_the_rite_example():
    """"You have The Author and The Rite, and are trying to get to The Pact ... you discard
    The Author (worth 2 Moons) and 1 Leaf coin, place The Rite parallel to The Pact, and move
    your pawn onto it. While on The Rite, you are at Stage 9 for the purposes of meeting a
    Challenge. From there, you could move onto one of the three Endings on a future turn.\""""
    you = hero("You", "the-betrayal", coins(leaves=1), cards=["the-author", "the-rite"])
    state, _ = play(game(you, hero("Opp")), act("other_path", 0, card="the-rite"),
                    act("spend", 0, card="the-author"), act("spend", 0, suit="leaves"))
    assert state.heroes[0].path == "the-rite" and state.heroes[0].stage == STAGE["the-pact"]
    assert state.heroes[0].cards == ()
    assert stage_rank(state, 0) == 9
    later = game(hero("You", "the-pact", coins(wyrms=10), path="the-rite"), hero("Opp"))
    later, _ = play(later, act("advance", 0, card="the-calamity"),
                    *[act("spend", 0, suit="wyrms")] * 10)
    assert later.heroes[0].ending == "the-calamity" and later.place_deck[-1] == "the-rite"


def test_the_other_path_is_not_an_ending():
    """"You may use The Other Path as any Stage, but not as an Ending.\""""
    state = game(hero("You", "the-pact", coins(moons=3), cards=["the-rite"]), hero("Opp"))
    assert refused(state, act("other_path", 0, card="the-rite")).code == "other-path-ending"
