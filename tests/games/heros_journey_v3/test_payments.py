"""A payment is one action (issue 26): `pay` names the coins and the Encounter cards of a
whole expense, the engine checks it once, legal_actions offers every payment with nothing
to spare, a payment the hero chose can be cancelled and one the rules impose cannot."""

from __future__ import annotations

import pytest

from hjkit.games.heros_journey_v3.engine.actions import action_from_dict, action_to_dict
from hjkit.games.heros_journey_v3.engine.core import expense
from hjkit.games.heros_journey_v3.engine.table import legal_actions
from hjkit.games.heros_journey_v3.model.cards import SUITS
from hjkit.kit.game import ActionFormatError

from .builders import STAGE, act, coins, game, hero, play, refused


def pay(seat=0, cards=(), **by_suit):
    return act("pay", seat, coins=coins(**by_suit), cards=tuple(cards))


def offered(state):
    return [a for a in legal_actions(state) if a.type == "pay"]


def test_the_savage_and_a_knot_are_one_payment():
    """"The Savage is worth 3 Wyrms, and you add 1 Knot resource coin. You discard The Savage,
    spend the Knot, and keep The Mountain in front of you. To Battle!\""""
    you = hero("You", "the-journey", coins(knots=1), cards=["the-savage", "the-mountain"])
    state, texts = play(game(you, hero("Opp")), act("advance", 0, card="the-battle"))
    assert texts == ["You chooses to expend to reach The Battle."]
    assert offered(state) == [pay(knots=1, cards=["the-savage"])]  # one way: preselected
    state, texts = play(state, pay(knots=1, cards=["the-savage"]))
    assert state.heroes[0].stage == STAGE["the-battle"]
    assert state.heroes[0].cards == ("the-mountain",) and state.heroes[0].coins == coins()
    assert texts[:2] == ["You expends 1 Knot and The Savage to reach The Battle.",
                         "You moves to The Battle."]


def test_every_payment_offered_has_nothing_to_spare():
    """"You have The Bard and The Mill, and are at The Origin. You keep both cards and spend
    2 Moon coins and 1 Wave coin to move to The Journey." The Journey is rank 3: the total
    "must meet or exceed the rank", "at least one of each suit"; no payment offered could
    leave out a coin or a card and still pay."""
    you = hero("You", "the-origin", coins(moons=2, waves=2), cards=["the-bard", "the-mill"])
    state, _ = play(game(you, hero("Opp")), act("advance", 0, card="the-journey"))
    ways = offered(state)
    assert pay(moons=2, waves=1) in ways and pay(moons=1, waves=2) in ways
    assert pay(moons=2, waves=2) not in ways  # a coin to spare
    assert pay(moons=1, cards=["the-bard"]) not in ways  # The Bard bears no Wave
    for way in ways:
        done, _ = play(state, way)
        assert done.heroes[0].stage == STAGE["the-journey"]
        for suit, n in enumerate(way.coins):
            if n:
                fewer = tuple(c - (s == suit) for s, c in enumerate(way.coins))
                assert refused(state, act("pay", 0, coins=fewer, cards=way.cards)).code == \
                    "cannot-expend"


def test_the_cheapest_payment_comes_first():
    """The builder preselects the first payment offered: the one giving up least."""
    you = hero("You", "the-origin", coins(moons=3, waves=1), cards=["the-cave"])
    state, _ = play(game(you, hero("Opp")), act("advance", 0, card="the-journey"))
    ways = offered(state)
    assert ways[0] == pay(moons=2, waves=1)
    assert pay(moons=1, cards=["the-cave"]) in ways  # worth 7, paying 3: no change is given


def test_a_payment_short_of_the_rank_is_refused_with_the_rule():
    """"The total of the resources must meet or exceed the rank of the next Stage, and at
    least one of each suit must be spent.\""""
    you = hero("You", "the-origin", coins(moons=3, waves=1))
    state, _ = play(game(you, hero("Opp")), act("advance", 0, card="the-journey"))
    short = refused(state, pay(moons=1, waves=1))
    assert short.code == "cannot-expend" and "meet or exceed the rank" in short.message
    one_suit = refused(state, pay(moons=3))
    assert "at least one of each suit" in one_suit.message
    assert state.heroes[0].coins == coins(moons=3, waves=1)  # nothing moved


def test_coins_not_held_or_of_another_suit_and_cards_not_bearing_it_are_refused():
    """"Whenever you must expend a certain number of resources, you can use a combination of
    coins and Encounter cards": the hero's own, of the suits asked."""
    you = hero("You", "the-origin", coins(moons=2, waves=1, suns=4), cards=["the-bard"])
    state, _ = play(game(you, hero("Opp")), act("advance", 0, card="the-journey"))
    assert "has 1 Waves coins to expend, not 2" in refused(state, pay(moons=1, waves=2)).message
    assert "not Suns" in refused(state, pay(moons=1, waves=1, suns=1)).message
    assert "The Bard is not one of You's Encounter cards bearing Moons or Waves" in \
        refused(state, pay(waves=1, cards=["the-bard"])).message
    assert "is not one of" in refused(state, pay(waves=1, cards=["the-sailor"])).message


def test_a_card_counts_whole_and_gives_no_change():
    """"if you had to expend 4 Suns, you could discard The Bard (worth 10), or The Desert and
    1 Sun coin. ... No change is given." (Ruling: the Desert is worth 2, so 2 Sun coins.)"""
    four_suns = expense(0, "example", 4, (SUITS.index("suns"),))
    state = game(hero("You", "the-journey", coins(suns=2), cards=["the-desert", "the-bard"]),
                 hero("Opp"), decision=four_suns, rest=("trade",))
    ways = offered(state)
    assert pay(cards=["the-bard"]) in ways and pay(suns=2, cards=["the-desert"]) in ways
    assert pay(suns=1, cards=["the-bard"]) not in ways
    done, _ = play(state, pay(cards=["the-bard"]))
    assert done.heroes[0].cards == ("the-desert",) and done.heroes[0].coins == coins(suns=2)


def test_reaching_an_ending_is_one_payment():
    """"To move to an Ending, you must expend 10 of the matching resource.\""""
    later = game(hero("You", "the-pact", coins(wyrms=10), path="the-rite"), hero("Opp"))
    later, _ = play(later, act("advance", 0, card="the-calamity"), pay(wyrms=10))
    assert later.heroes[0].ending == "the-calamity"


def test_a_payment_that_cannot_be_made_is_not_offered():
    """"If you can't (or don't want to) move to the next Stage, skip to the Resources step."
    Moving on is offered only when the coins and cards could pay for it."""
    you = hero("You", "the-origin", coins(moons=2), cards=["the-bard"])
    state = game(you, hero("Opp"))
    assert not [a for a in legal_actions(state) if a.type == "advance"]
    assert refused(state, act("advance", 0, card="the-journey")).code == "cannot-expend"


def test_a_payment_the_hero_chose_can_be_cancelled_and_nothing_is_paid():
    """"If you can't (or don't want to) move to the next Stage, skip to the Resources step":
    with no Wave coin, The Journey costs The Cave; Cancel goes back to the Next Stage."""
    you = hero("You", "the-origin", coins(moons=2), cards=["the-cave"])
    state = game(you, hero("Opp"))
    state, _ = play(state, act("advance", 0, card="the-journey"))
    assert offered(state) == [pay(moons=1, cards=["the-cave"])]
    assert act("cancel", 0) in legal_actions(state)
    back, texts = play(state, act("cancel", 0))
    assert texts == ["You does not expend to reach The Journey after all."]
    assert back.decision.kind == "next_stage"
    assert back.heroes[0].coins == coins(moons=2) and back.heroes[0].cards == ("the-cave",)
    after_skip, texts = play(back, act("skip", 0))
    assert "You stays on The Origin." in texts
    # also after coins were picked one at a time, as older tables did
    picked, _ = play(state, act("spend", 0, suit="moons"))
    back, _ = play(picked, act("cancel", 0))
    assert back.heroes[0].coins == coins(moons=2)


def test_the_other_path_can_be_cancelled_too():
    """"You must expend 3 resources, from at least 2 suits on that card": a path the hero
    chose, so it can be backed out of."""
    you = hero("You", "the-betrayal", coins(leaves=1), cards=["the-author", "the-rite"])
    state, _ = play(game(you, hero("Opp")), act("other_path", 0, card="the-rite"))
    assert offered(state) == [pay(leaves=1, cards=["the-author"])]
    back, _ = play(state, act("cancel", 0))
    assert back.decision.kind == "next_stage" and back.heroes[0].cards == ("the-author",
                                                                          "the-rite")


def test_a_failed_challenge_is_paid_and_cannot_be_cancelled():
    """"You must expend that many resources of the Challenge suit." The worked example:
    "You discard the Savage, who has nobly sacrificed himself so that you may continue.\""""
    her = hero("Her", "the-journey", coins(wyrms=1), cards=["the-desert", "the-island"],
               hand=["ace-of-wyrms"])
    you = hero("You", "the-battle", coins(suns=5), cards=["the-savage", "the-forest"])
    state = game(her, you, decision="challenge", rest=("upkeep",))
    state, _ = play(state, act("play_challenge", 0, card="ace-of-wyrms", suit="wyrms"))
    assert state.decision.kind == "expend:challenge"
    assert [a.type for a in legal_actions(state)] == ["pay"]
    no = refused(state, act("cancel", 1))
    assert no.code == "must-expend" and "You must expend that many resources" in no.message
    state, texts = play(state, pay(1, cards=["the-savage"]))
    assert "You expends The Savage to meet the Challenge." in texts


def test_the_harvest_is_paid_in_one_action():
    """"In addition to spending 3 resources to move to The Harvest, you must also expend 1 Sun
    and 1 Leaf.\""""
    you = hero("You", "the-origin", coins(moons=2, suns=2, leaves=2), cards=["the-harvest"])
    state = game(you, hero("Opp"), variant="advanced")
    state, _ = play(state, act("other_path", 0, card="the-harvest"))
    assert offered(state)[0] == pay(moons=1, suns=1, leaves=1)  # leaves a Sun and a Leaf
    state, _ = play(state, offered(state)[0])
    assert state.decision.kind == "expend:harvest"
    assert offered(state) == [pay(suns=1, leaves=1)]
    assert refused(state, act("cancel", 0)).code == "must-expend"
    state, texts = play(state, pay(suns=1, leaves=1))
    assert "You expends 1 Sun, 1 Leaf for The Harvest." in texts


def test_a_payment_round_trips_through_its_json_form():
    action = pay(moons=2, waves=1, cards=["the-bard"])
    text = action_to_dict(action)
    assert text == {"type": "pay", "seat": 0, "coins": {"moons": 2, "waves": 1},
                    "cards": ["the-bard"]}
    assert action_from_dict(text) == action
    assert action_from_dict({"type": "pay", "seat": 0, "coins": {"moons": 1}}) == pay(moons=1)


@pytest.mark.parametrize("coins_json, says", [
    ({"stars": 1}, "must name suits"), ({"moons": -1}, "must be a count"),
    ({"moons": True}, "must be a count"), ([1, 0], "must be an object")])
def test_a_malformed_payment_names_the_field(coins_json, says):
    with pytest.raises(ActionFormatError) as error:
        action_from_dict({"type": "pay", "seat": 0, "coins": coins_json})
    assert error.value.field == "coins" and says in str(error.value)


def test_the_travelers_fee_can_be_called_off_before_the_last_coin():
    """"Next, you can remain where you are, or seek a new Encounter ... To take The Traveler's
    Encounter (and any resources on them), you must pay 1 resource to each card (Mentor and
    Place) in the Wanderer's Encounter." Nothing is placed until the last coin is chosen."""
    rows = (("the-painter", "the-sailor"), ("the-mill", "the-castle"))
    you = hero("You", "the-origin", coins(knots=1, moons=1))
    state = game(you, hero("Opp"), decision="road", rows=rows, rest=("next_stage",))
    state, texts = play(state, act("take_encounter", 0, which="traveler"),
                        act("place_coin", 0, suit="knots"))
    assert texts == ["You sets out for the Traveler's Encounter.",
                     "You picks 1 Knot for The Painter."]
    assert act("cancel", 0) in legal_actions(state)
    back, texts = play(state, act("cancel", 0))
    assert back.decision.kind == "road" and back.heroes[0].coins == coins(knots=1, moons=1)
    assert back.on_cards == () and texts == ["You does not take the Traveler's Encounter "
                                             "after all."]


def test_the_travelers_fee_is_one_payment_of_a_coin_for_each_card_passed_over():
    """"To take The Traveler's Encounter (and any resources on them), you must pay 1
    resource to each card (Mentor and Place) in the Wanderer's Encounter." The fee is chosen
    whole (issue 26: "A payment is built on one screen ... and made with one tap"); its
    coins go on the cards in the order they lie, by suit (ruling fee-order)."""
    rows = (("the-painter", "the-sailor"), ("the-mill", "the-castle"))
    you = hero("You", "the-origin", coins(knots=1, moons=2))
    state = game(you, hero("Opp"), decision="road", rows=rows, rest=("next_stage",))
    state, _ = play(state, act("take_encounter", 0, which="traveler"))
    offers = legal_actions(state)
    assert offers == [act("pay", 0, coins=coins(moons=2), cards=()),
                      act("pay", 0, coins=coins(moons=1, knots=1), cards=()),
                      act("cancel", 0)]  # the purse kept most even first
    wrong = refused(state, act("pay", 0, coins=coins(moons=1), cards=()))
    assert wrong.code == "road-payment" and "2 coins" in wrong.message
    assert refused(state, act("pay", 0, coins=coins(suns=2), cards=())).code == "road-payment"
    state, texts = play(state, act("pay", 0, coins=coins(moons=1, knots=1), cards=()))
    assert texts[:2] == ["You places 1 Moon on The Painter.", "You places 1 Knot on The Mill."]
    assert state.coins_on("the-painter") == coins(moons=1)
    assert state.coins_on("the-mill") == coins(knots=1)
    assert state.heroes[0].coins == coins(moons=1)
    assert state.heroes[0].cards == ("the-sailor", "the-castle")


def test_the_seekers_fee_of_four_is_one_payment_and_can_be_called_off():
    rows = (("the-painter", "the-sailor"), ("the-mill", "the-castle"))
    state = game(hero("You", coins_=coins(suns=3, waves=2)), hero("Opp"), decision="road",
                 rows=rows)
    state, _ = play(state, act("take_encounter", 0, which="seeker"))
    assert legal_actions(state)[0] == act("pay", 0, coins=coins(suns=3, waves=1), cards=())
    back, _ = play(state, act("cancel", 0))
    assert back.decision.kind == "road" and back.heroes[0].coins == coins(suns=3, waves=2)
    state, _ = play(state, act("pay", 0, coins=coins(suns=2, waves=2), cards=()))
    assert [state.coins_on(c) for c in ("the-painter", "the-mill", "the-sailor",
                                        "the-castle")] == [coins(suns=1)] * 2 + [
        coins(waves=1)] * 2
