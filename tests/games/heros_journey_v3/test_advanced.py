"""Advanced rules: each Stage's event and the two Other Paths' events."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heros_journey_v3.engine.state import Task
from hjkit.games.heros_journey_v3.engine.turn import run

from .builders import STAGE, act, coins, game, hero, play

ADV = "advanced"


def _arrive(state, card, flag=False):
    """Move the active hero onto card as the rules do after an expense or a match."""
    state = replace(state, decision=None, agenda=(Task("arrive", 0, card=card, flag=flag),
                                                  Task("trade", 0)))
    return run(state, [])


def test_the_origin_chance_beginnings_pays_the_right_hand():
    """"The opponent to your left secretly places 1 Leaf and 1 Wave coin from the bank into a
    closed fist ... Choose a hand, and take the coins if you chose correctly." The fist is
    the table's seeded draw."""
    won = 0
    for seed in range(20):
        state = _arrive(game(hero("You"), hero("Left"), variant=ADV, seed=seed), "the-origin")
        assert state.decision.kind == "guess"
        state, _ = play(state, act("guess", 0, which="left"))
        assert state.heroes[0].coins in (coins(), coins(leaves=1, waves=1))
        won += state.heroes[0].coins == coins(leaves=1, waves=1)
    assert 0 < won < 20


def test_the_journey_gives_a_second_place_until_you_move_off():
    """"Take the Place card from the Wanderer's Encounter pair ... While on The Journey, you
    can have two Place cards ... If you move off The Journey, you must immediately discard
    down to one Place.\""""
    rows = (("the-painter", "the-sailor"), ("the-mill", "the-castle"))
    state = game(hero("You", "the-origin", cards=["the-forest"]), hero("Opp"), variant=ADV,
                 rows=rows, on_cards=(("the-mill", coins(moons=1)),))
    state = _arrive(state, "the-journey")
    assert state.heroes[0].cards == ("the-forest", "the-mill")
    assert state.heroes[0].coins == coins(moons=1) and state.rows[1][0] == "the-castle"
    state = _arrive(state, "the-battle")
    assert state.decision.kind == "trim"
    state, _ = play(state, act("discard", 0, card="the-forest"))
    assert state.heroes[0].cards == ("the-mill",)


def test_the_battle_gives_another_turn_or_loses_one():
    """"Reveal the top card from the Deck of Challenges. If it's a Wyrm, a Knot, or The
    Excuse, you can take another turn. Otherwise, lose your next turn.\""""
    win = _arrive(game(hero("You", "the-journey"), hero("Opp"), variant=ADV,
                       challenge_deck=("ace-of-knots", "ace-of-moons")), "the-battle")
    assert win.heroes[0].extra_turns == 1
    lose = _arrive(game(hero("You", "the-journey"), hero("Opp"), variant=ADV,
                        challenge_deck=("ace-of-moons", "ace-of-knots")), "the-battle")
    assert lose.heroes[0].lost_turns == 1


def test_the_discovery_keeps_the_coins_that_land_heads():
    """"Flip one of each type of resource coin from the bank. If it's heads, keep it.\""""
    kept = [sum(_arrive(game(hero("You", "the-battle"), hero("Opp"), variant=ADV, seed=s),
                        "the-discovery").heroes[0].coins) for s in range(12)]
    assert all(0 <= k <= 6 for k in kept) and len(set(kept)) > 1


def test_the_chance_meeting_draws_both_face_down_cards_then_trims_after_a_challenge():
    """"Take the top face-down cards from the Mentor and Place decks. After you meet your
    next Challenge, discard a Place if you have two.\""""
    state = game(hero("You", "the-market", cards=["the-forest"]), hero("Opp"), variant=ADV)
    top_mentor, top_place = state.mentor_deck[0], state.place_deck[0]
    state = _arrive(state, "the-chance-meeting")
    assert state.heroes[0].cards == ("the-forest", top_mentor, top_place)
    assert state.heroes[0].discard_place_after_challenge


def test_the_betrayal_takes_two_coins_from_each_player():
    """"If you have at least one Wyrm and one Knot resource left, each player must give you 2
    coins. If you don't, lose a turn.\""""
    state = game(hero("You", "the-chance-meeting", coins(wyrms=1, knots=1)),
                 hero("Opp", coins_=coins(suns=3)), variant=ADV)
    state = _arrive(state, "the-betrayal")
    assert state.decision.kind == "tribute" and state.decision.seat == 1
    state, _ = play(state, act("give", 1, suit="suns", to=0), act("give", 1, suit="suns", to=0))
    assert state.heroes[0].coins == coins(wyrms=1, knots=1, suns=2)
    broke = _arrive(game(hero("You", "the-chance-meeting", coins(wyrms=1)), hero("Opp"),
                         variant=ADV), "the-betrayal")
    assert broke.heroes[0].lost_turns == 1


def test_the_pact_takes_a_face_up_mentor_and_gives_its_coins_away():
    """"Take any of the two face-up Mentor cards. You must give any resources on it to the
    other players, in any way you deem fit.\""""
    rows = (("the-painter", "the-sailor"), (None, None))
    state = game(hero("You", "the-betrayal"), hero("B"), hero("C"), variant=ADV, rows=rows,
                 on_cards=(("the-painter", coins(knots=2)),))
    state = _arrive(state, "the-pact")
    state, _ = play(state, act("take_mentor", 0, card="the-painter"),
                    act("give", 0, suit="knots", to=1), act("give", 0, suit="knots", to=2))
    assert state.heroes[0].cards == ("the-painter",) and state.heroes[0].coins == coins()
    assert state.heroes[1].coins == state.heroes[2].coins == coins(knots=1)
    assert state.rows[0][0] == "the-sailor" and state.rows[0][1] is not None


def test_the_harvest_expends_a_sun_and_a_leaf_then_draws_four():
    """"In addition to spending 3 resources to move to The Harvest, you must also expend 1 Sun
    and 1 Leaf. If you can, draw 4 resources, in any combination of Moons, Waves, Wyrms and
    Knots. If you can't, you lose your next turn.\""""
    state = game(hero("You", "the-origin", coins(suns=1, leaves=1)), hero("Opp"), variant=ADV)
    state = _arrive(state, "the-harvest", flag=True)
    assert state.heroes[0].path == "the-harvest" and state.heroes[0].stage == STAGE["the-journey"]
    state, _ = play(state, act("spend", 0, suit="suns"), act("spend", 0, suit="leaves"),
                    *[act("pick", 0, suit="knots")] * 4)
    assert state.heroes[0].coins == coins(knots=4)
    poor = _arrive(game(hero("You", "the-origin"), hero("Opp"), variant=ADV), "the-harvest",
                   flag=True)
    assert poor.heroes[0].lost_turns == 1


def test_the_rite_demands_a_sacrifice_then_each_player_gives_a_coin():
    """"you must expend at least 2 resources, in any combination of Moons, Wyrms, and Leaves.
    If you can, then every other player must give you either a Moon, a Wyrm, or a Leaf coin,
    if possible.\""""
    state = game(hero("You", "the-origin", coins(moons=2)), hero("B", coins_=coins(wyrms=1)),
                 hero("C", coins_=coins(suns=1)), variant=ADV)
    state = _arrive(state, "the-rite", flag=True)
    state, texts = play(state, act("spend", 0, suit="moons"), act("spend", 0, suit="moons"),
                        act("give", 1, suit="wyrms", to=0))
    assert state.heroes[0].coins == coins(wyrms=1)
    assert "C has no coin to give." in texts


def test_falling_back_triggers_no_event():
    """"If you go back a Stage because of a failed Challenge, the event doesn't trigger\""""
    state = game(hero("You", "the-discovery", coins(moons=1), hand=["ace-of-moons"]),
                 hero("Opp"), variant=ADV, decision="challenge", rest=("upkeep",))
    state, texts = play(state, act("play_challenge", 0, card="ace-of-moons", suit="moons"))
    assert state.heroes[0].stage == STAGE["the-battle"]
    assert state.heroes[0].lost_turns == state.heroes[0].extra_turns == 0
