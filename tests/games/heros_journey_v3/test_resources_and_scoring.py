"""4) Resources (draws and trades) and Game End and Scoring, with the worked examples."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heros_journey_v3.engine.scoring import score
from hjkit.games.heros_journey_v3.engine.state import Decision
from hjkit.games.heros_journey_v3.engine.table import legal_actions
from hjkit.games.heros_journey_v3.engine.turn import run

from .builders import act, coins, game, hero, play, refused

DRAW = ("resources", "trade", "end_turn")


def _drawing(*heroes, bank=None):
    """At the Resources step, the turn not having moved anyone."""
    state = game(*heroes, decision=Decision("trade", 0), rest=DRAW, bank=bank)
    return run(replace(state, decision=None), [])


def test_ruling_the_merchant_and_forest_example_follows_the_v3_rule():
    """"You have The Merchant (9) and The Forest (5) in front of you, and you are at The
    Discovery (5) ... The Forest isn't higher, so you also get 1 Moon and 2 Leaves." Ruling:
    the example's 1 Knot from the Merchant is the old rule; in v3 a card above your Stage
    gives nothing when another is at or below it."""
    state = _drawing(hero("You", "the-discovery", cards=["the-merchant", "the-forest"]),
                     hero("Opp"))
    assert state.decision.kind == "split" and state.decision.card == "the-forest"
    state, _ = play(state, act("pick", 0, suit="leaves"))
    assert state.heroes[0].coins == coins(moons=1, leaves=2)


def test_the_consul_example_and_the_substitute_chosen_on_the_right():
    """"You are at The Chance Meeting (7), with The Consul in front of you ... you take 1 Moon
    and 1 Wave. There are no Knots left, so the player to your right chooses the substitute,
    and gives you 1 Wyrm from the bank.\""""
    bank = coins(moons=5, waves=5, wyrms=5)
    state = _drawing(hero("You", "the-chance-meeting", cards=["the-consul"]), hero("Right"),
                     bank=bank)
    assert state.decision.kind == "substitute" and state.decision.seat == 1
    state, texts = play(state, act("pick", 1, suit="wyrms"))
    assert state.heroes[0].coins == coins(moons=1, waves=1, wyrms=1)
    assert "The bank is out of Knots: Right gives You 1 Wyrm instead." in texts


def test_with_no_encounter_cards_take_one_resource_of_the_stages_suits():
    """"You are at The Discovery, but The Sailor led you through the Desert to get there, so
    you don't have any Encounter cards. You take 1 Sun.\""""
    state = _drawing(hero("You", "the-discovery"), hero("Opp"))
    assert {a.suit for a in legal_actions(state)} == {"suns", "waves"}
    state, _ = play(state, act("pick", 0, suit="suns"))
    assert state.heroes[0].coins == coins(suns=1)


def test_pawns_and_courts_give_one_of_each_suit():
    """"(or 1 for each suit on a Pawn or a Court)\""""
    state = _drawing(hero("You", "the-origin", cards=["the-island"]), hero("Opp"))
    assert state.heroes[0].coins == coins(suns=1, waves=1, wyrms=1)


def test_no_draw_after_moving_forward():
    """"If you did not move forward to a new Stage this turn, you may draw new Resources\""""
    you = hero("You", "the-origin", coins(moons=2, waves=1), cards=["the-island"])
    state = game(you, hero("Opp"), rest=DRAW)
    state, texts = play(state, act("advance", 0, card="the-journey"),
                        *[act("spend", 0, suit=s) for s in ("moons", "moons", "waves")])
    assert "You moved this turn and draws no resources." in texts
    assert state.heroes[0].coins == coins()


def test_the_trade_example_bank_card_and_hero():
    """"You give 2 Leaves to the bank and take the last Moon from the bank. There's a Moon on
    The Soldier in the Traveler's Encounter, so you put 1 Wave and 1 Leaf on The Soldier and
    take the Moon. You offer to trade 1 Sun for 1 Moon from another player, but she demands 1
    Sun and 2 Waves. You agree and make the trade.\""""
    rows = ((None, "the-soldier"), (None, None))
    you = hero("You", "the-betrayal", coins(leaves=3, waves=3, suns=1))
    she = hero("She", coins_=coins(moons=1))
    state = game(you, she, decision="trade", rest=("end_turn",), rows=rows,
                 bank=coins(moons=1, suns=5), on_cards=(("the-soldier", coins(moons=1)),))
    state, texts = play(state, act("begin_trade", 0), act("open_deal", 0),
                        act("add_give", 0, suit="leaves"), act("add_give", 0, suit="leaves"),
                        act("add_take", 0, suit="moons"), act("propose", 0))
    assert state.bank[0] == 0 and state.heroes[0].coins == coins(moons=1, leaves=1, waves=3,
                                                                 suns=1)
    state, _ = play(state, act("begin_trade", 0), act("open_deal", 0, card="the-soldier"),
                    act("add_give", 0, suit="waves"), act("add_give", 0, suit="leaves"),
                    act("add_take", 0, suit="moons"), act("propose", 0))
    assert state.coins_on("the-soldier") == coins(waves=1, leaves=1)
    state, _ = play(state, act("begin_trade", 0), act("open_deal", 0, to=1),
                    act("add_give", 0, suit="suns"), act("add_take", 0, suit="moons"),
                    act("propose", 0), act("decline", 1))
    state, texts = play(state, act("begin_trade", 0), act("open_deal", 0, to=1),
                        act("add_give", 0, suit="suns"), act("add_give", 0, suit="waves"),
                        act("add_give", 0, suit="waves"), act("add_take", 0, suit="moons"),
                        act("propose", 0), act("accept", 1))
    assert state.heroes[0].coins == coins(moons=3)
    assert state.heroes[1].coins == coins(suns=1, waves=2)
    assert "You gives She 1 Sun, 2 Waves for 1 Moon." in texts


def test_bank_trades_are_two_for_one_and_one_for_one_on_the_market():
    """"You can trade resources 2:1 from the bank ... If you're on the Market, you can trade
    1:1.\""""
    state = game(hero("You", "the-discovery", coins(suns=2)), hero("Opp"), decision="trade",
                 rest=("end_turn",))
    state, _ = play(state, act("begin_trade", 0), act("open_deal", 0),
                    act("add_give", 0, suit="suns"), act("add_take", 0, suit="knots"))
    assert refused(state, act("propose", 0)).code == "trade-rate"
    market = game(hero("You", "the-market", coins(suns=1)), hero("Opp"), decision="trade",
                  rest=("end_turn",))
    market, _ = play(market, act("begin_trade", 0), act("open_deal", 0),
                     act("add_give", 0, suit="suns"), act("add_take", 0, suit="knots"),
                     act("propose", 0))
    assert market.heroes[0].coins == coins(knots=1)


def test_the_first_hero_at_an_ending_gives_each_other_player_one_more_turn():
    """"Once the first Hero reaches an Ending, each other player gets one more turn. A Hero
    who has reached an Ending must discard all Challenge cards from her hand\""""
    you = hero("You", "the-pact", coins(wyrms=10), hand=["ace-of-moons"])
    state = game(you, hero("B"), hero("C"), rest=("resources", "trade", "end_turn"))
    state, _ = play(state, act("advance", 0, card="the-calamity"),
                    *[act("spend", 0, suit="wyrms")] * 10)
    assert state.heroes[0].ending == "the-calamity" and state.heroes[0].hand == ()
    assert "ace-of-moons" in state.challenge_deck and state.final == (1, 2)
    state, _ = play(state, act("end_turn", 0))
    assert state.active == 1 and not state.over


def test_scoring_parts():
    """"Double the rank of your current stage ... Add the number of resources coins you have.
    Add a bonus of 6 if you have at least one of each type of resource. Add the total of the
    ranks of your current Encounter cards. Crowns are worth 10, and Pawns and Courts are worth
    1." Ruling: an Ending counts as rank 10, doubled to 20."""
    you = hero("You", "the-market", coins(moons=1, suns=1, waves=1, leaves=1, wyrms=1),
               cards=["the-merchant", "the-island", "the-bard"])
    parts = score(game(you, hero("Opp")), 0)
    assert (parts.stage, parts.coins, parts.full_set, parts.cards) == (12, 5, 6, 20)
    assert parts.total == 43
    ended = score(game(hero("You", ending="the-end"), hero("Opp")), 0)
    assert ended.stage == 20


def test_the_end_takes_every_coin_on_the_encounter_cards():
    """"The End: When you reach The End, take all resources on the Encounter cards.\""""
    rows = (("the-painter", None), ("the-mill", None))
    state = game(hero("You", "the-pact", coins(leaves=10)), hero("Opp"), rows=rows,
                 on_cards=(("the-painter", coins(knots=1)), ("the-mill", coins(moons=2))))
    state, _ = play(state, act("advance", 0, card="the-end"),
                    *[act("spend", 0, suit="leaves")] * 10)
    assert state.heroes[0].coins == coins(knots=1, moons=2) and state.on_cards == ()


def test_calamity_compares_wyrms_with_the_player_who_has_most():
    """"Calamity: ... compare your Wyrm resources with the other player who has the most Wyrm
    resources. If yours is higher, add the difference to your score. If yours is lower,
    subtract the difference.\""""
    state = game(hero("You", ending="the-calamity", coins_=coins(wyrms=3)),
                 hero("B", coins_=coins(wyrms=1)), hero("C", cards=["the-savage"]))
    assert score(state, 0).ending == 0  # the Savage gives C 3 Wyrms too
    state = game(hero("You", ending="the-calamity", coins_=coins(wyrms=5)),
                 hero("B", coins_=coins(wyrms=1)))
    assert score(state, 0).ending == 4
    state = game(hero("You", ending="the-calamity"), hero("B", coins_=coins(wyrms=2)))
    assert score(state, 0).ending == -2


def test_windfall_doubles_knots_above_six_and_costs_six_without_any():
    """"Windfall: When counting your score, all Knot resources above 6 count double. If you
    have no Knots, subtract 6 from your score.\""""
    rich = game(hero("You", ending="the-windfall", coins_=coins(knots=9)), hero("B"))
    assert score(rich, 0).ending == 3
    poor = game(hero("You", ending="the-windfall"), hero("B"))
    assert score(poor, 0).ending == -6


def test_the_game_is_scored_after_the_last_turn():
    state = game(hero("You", ending="the-end"), hero("B"), decision="trade", seat=1,
                 rest=("end_turn",))
    state = replace(state, final=())
    state, texts = play(state, act("end_turn", 1))
    assert state.over and texts[-1].startswith("The journey is over")
    assert legal_actions(state) == [] and refused(state, act("end_turn", 1)).code == \
        "game-over"

