"""Setup and 1) The Challenge, one test per sentence, quoted."""

from __future__ import annotations

from hjkit.games.heros_journey_v3.engine.table import legal_actions, new_game

from .builders import DECK, STAGE, act, coins, game, hero, play, refused


def test_each_player_gets_six_coins_one_of_each_suit():
    """"Make a bank of the suit coins. Give each player 6 coins, one of each suit.\""""
    state = new_game("basic", ["Ana", "Ben", "Cy"], DECK, 3)
    assert all(h.coins == (1,) * 6 for h in state.heroes)
    assert state.bank == (9,) * 6


def test_each_player_gets_one_challenge_and_the_rest_is_the_draw_pile():
    """"Shuffle the Aces and the Excuse together. Each player gets one Challenge card, with
    the remainder placed into a face-down draw pile.\""""
    state = new_game("basic", ["Ana", "Ben", "Cy", "Di"], DECK, 3)
    hands = [c for h in state.heroes for c in h.hand]
    assert len(hands) == 4 and len(state.challenge_deck) == 3
    assert set(hands) | set(state.challenge_deck) == set(DECK.challenges)


def test_two_encounter_pairs_are_face_up_and_pawns_wait_before_the_origin():
    """"Turn over two Encounter pairs" ... "Each player places a pawn in the space before the
    Origin.\""""
    state = new_game("basic", ["Ana", "Ben"], DECK, 5)
    (m0, m1), (p0, p1) = state.rows
    assert {DECK[m0].role, DECK[m1].role, DECK[p0].role, DECK[p1].role} == {"mentor", "place"}
    assert all(h.stage == -1 for h in state.heroes)
    assert len(state.mentor_deck) == 12 and len(state.place_deck) == 11


def test_the_mentor_limit_depends_on_the_player_count():
    """"In a 4 player game, you may have up to 2 Mentors at a time. In a 3 player game, you
    can have up to 3, and in a 2 player game you can have up to 4.\""""
    limits = [new_game("basic", ["A", "B", "C", "D"][:n], DECK, 1).mentor_limit
              for n in (2, 3, 4)]
    assert limits == [4, 3, 2]


def test_playing_a_challenge_from_hand_costs_one_coin_of_its_suit():
    """"If you play the Challenge card in your hand, you must pay 1 resource of that suit (or
    any suit for The Excuse).\""""
    ana = hero("Ana", "the-origin", coins(wyrms=1, suns=1), hand=["ace-of-wyrms", "the-excuse"])
    state = game(ana, hero("Ben"), decision="challenge")
    assert refused(state, act("play_challenge", 0, card="ace-of-wyrms", suit="suns")).code == \
        "challenge-payment"
    after, _ = play(state, act("play_challenge", 0, card="the-excuse", suit="suns"))
    assert after.heroes[0].coins[1] == 0


def test_without_a_coin_of_the_suit_the_card_cannot_be_played():
    """... unless a trade with another hero first brings one ("Trades between Heroes can
    happen any time during your turn")."""
    ana = hero("Ana", "the-origin", coins(moons=1), hand=["ace-of-wyrms"])
    state = game(ana, hero("Ben", coins_=coins(wyrms=1)), decision="challenge")
    assert [a.type for a in legal_actions(state)] == ["reveal_challenge", "begin_trade"]
    result = refused(state, act("play_challenge", 0, card="ace-of-wyrms", suit="wyrms"))
    assert result.code == "challenge-payment" and "no 1 Wyrm coin" in result.message
    state, _ = play(state, act("begin_trade", 0), act("open_deal", 0, to=1),
                    act("add_give", 0, suit="moons"), act("add_take", 0, suit="wyrms"),
                    act("propose", 0), act("accept", 1))
    assert state.decision.kind == "challenge"
    assert act("play_challenge", 0, card="ace-of-wyrms", suit="wyrms") in legal_actions(state)


def test_the_worked_example_of_the_ace_of_wyrms():
    """"She plays the Ace of Wyrms from her hand as the Challenge (paying 1 Wyrm coin to do
    so). She is on The Journey (3), and has The Desert (2) and The Island (1) ... she has met
    the challenge, and takes 1 Wyrm coin back from the bank. You have The Savage (3) and The
    Forest (5), and are at The Battle (4). You have 5 Suns ... you've failed the challenge,
    and must pay 2 Wyrm resources ... You discard the Savage.\""""
    her = hero("Her", "the-journey", coins(wyrms=1), cards=["the-desert", "the-island"],
               hand=["ace-of-wyrms"])
    you = hero("You", "the-battle", coins(suns=5), cards=["the-savage", "the-forest"])
    state = game(her, you, decision="challenge", rest=("upkeep",))
    state, texts = play(state, act("play_challenge", 0, card="ace-of-wyrms", suit="wyrms"))
    assert state.heroes[0].coins == coins(wyrms=1)
    assert "Her has 3 Wyrms at Stage 3: the Challenge is met." in texts
    assert "You has 3 Wyrms at Stage 4 and must expend 2." in texts
    assert state.decision.kind == "expend:challenge" and state.decision.seat == 1
    state, texts = play(state, act("spend", 1, card="the-savage"))
    assert state.heroes[1].cards == ("the-forest",) and state.heroes[1].stage == STAGE["the-battle"]
    assert "You expends The Savage to meet the Challenge." in texts


def test_a_hero_who_cannot_expend_moves_back_one_stage():
    """"You must expend that many resources of the Challenge suit. If you can't, move back
    one Stage.\""""
    ana = hero("Ana", "the-battle", coins(knots=1, moons=1), hand=["ace-of-knots"])
    ben = hero("Ben", "the-battle", coins(knots=1))
    state = game(ana, ben, decision="challenge", rest=("upkeep",))
    state, texts = play(state, act("play_challenge", 0, card="ace-of-knots", suit="knots"))
    assert state.heroes[0].stage == 1 and state.heroes[1].stage == 1
    assert "Ben has 1 Knot at Stage 4, cannot expend 2, and moves back one Stage." in texts


def test_heroes_before_the_origin_and_on_endings_meet_no_challenge():
    """"Every Hero is affected by Challenge, on every player's turn (except Heroes that
    haven't reached the Origin yet, or Heroes who have reached one of the three Endings.)\""""
    ana = hero("Ana", "the-pact", coins(moons=1), hand=["ace-of-moons"])
    ben, cy = hero("Ben"), hero("Cy", ending="the-end")
    state = game(ana, ben, cy, decision="challenge", rest=("upkeep",))
    _, texts = play(state, act("play_challenge", 0, card="ace-of-moons", suit="moons"))
    assert not any(t.startswith(("Ben", "Cy")) for t in texts)


def test_the_active_player_meets_the_challenge_first_then_to_the_left():
    """"The active player deals with The Challenge first, then the other players proceeding
    to the left.\""""
    heroes = [hero(n, "the-origin", coins(suns=3)) for n in ("Ana", "Ben", "Cy")]
    state = game(*heroes, decision="challenge", seat=1, challenge_deck=("ace-of-suns",),
                 rest=("upkeep",))
    _, texts = play(state, act("reveal_challenge", 1))
    met = [t.split()[0] for t in texts if "Challenge is met" in t]
    assert met == ["Ben", "Cy", "Ana"]


def test_the_excuse_draws_two_resources_of_different_types():
    """"If the Challenge is The Excuse, draw 2 resources of your choice. The 2 must be of
    different types.\""""
    state = game(hero("Ana", "the-origin"), hero("Ben"), decision="challenge",
                 challenge_deck=("the-excuse", "ace-of-moons"), rest=("upkeep",))
    state, _ = play(state, act("reveal_challenge", 0))
    assert state.decision.kind == "excuse"
    assert refused(state, act("take_two", 0, suit="moons", suit2="moons")).code == \
        "excuse-different"
    state, _ = play(state, act("take_two", 0, suit="moons", suit2="knots"))
    assert state.heroes[0].coins == coins(moons=1, knots=1)


def test_played_challenges_are_shuffled_back_and_a_deck_reveal_may_draw_one():
    """"Shuffle any played Challenges back into the Deck. If you played a Challenge from the
    Deck of Challenges, you may draw a new Challenge for your hand if there are at least two
    Challenges in the Deck.\""""
    state = game(hero("Ana"), hero("Ben"), decision="challenge",
                 challenge_deck=("ace-of-moons", "ace-of-suns"), rest=("upkeep",))
    state, _ = play(state, act("reveal_challenge", 0))
    assert state.decision.kind == "draw_challenge"  # the revealed card is back: 2 in deck
    state, _ = play(state, act("draw_challenge", 0))
    assert len(state.heroes[0].hand) == 1 and len(state.challenge_deck) == 1


def test_with_fewer_than_two_challenges_in_the_deck_none_is_drawn():
    state = game(hero("Ana"), hero("Ben"), decision="challenge",
                 challenge_deck=("ace-of-moons",), rest=("upkeep",))
    state, _ = play(state, act("reveal_challenge", 0))
    assert state.decision is None or state.decision.kind != "draw_challenge"
    assert state.challenge_deck == ("ace-of-moons",)


def test_a_challenge_played_from_hand_gives_no_draw():
    state = game(hero("Ana", coins_=coins(suns=1), hand=["ace-of-suns"]), hero("Ben"),
                 decision="challenge", challenge_deck=("ace-of-moons", "ace-of-waves"),
                 rest=("upkeep",))
    state, _ = play(state, act("play_challenge", 0, card="ace-of-suns", suit="suns"))
    assert state.heroes[0].hand == () and len(state.challenge_deck) == 3
    assert state.decision is None or state.decision.kind != "draw_challenge"
