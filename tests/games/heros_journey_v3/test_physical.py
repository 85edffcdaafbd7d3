"""Physical results: the table shuffles, deals, turns over and flips its own cards and
chips, and a phone enters each result; the engine refuses what cannot have come up."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heros_journey_v3.engine.state import Task
from hjkit.games.heros_journey_v3.engine.table import legal_actions, new_game
from hjkit.games.heros_journey_v3.engine.turn import run
from hjkit.games.heros_journey_v3.engine.view import table_view
from hjkit.games.heros_journey_v3.game import HerosJourneyV3

from .builders import DECK, LIBRARY, act, coins, game, hero, play, refused

MENTORS = ("the-painter", "the-sailor")
PLACES = ("the-mill", "the-castle")


def physical(state, bottom=((), (), ())):
    """The same game at a physical table: each deck face down in no known order, except
    `bottom` (discards, known, under the rest)."""
    decks = []
    for cards, under in zip((state.mentor_deck, state.place_deck, state.challenge_deck),
                            bottom, strict=True):
        decks.append((*sorted(c for c in cards if c not in under), *under))
    hidden = tuple(len(d) - len(b) for d, b in zip(decks, bottom, strict=True))
    return replace(state, mentor_deck=decks[0], place_deck=decks[1],
                   challenge_deck=decks[2], physical=True, hidden=hidden, rng=0)


def dealt(*names: str):
    """A new physical table for these players, its pairs turned over and hands drawn."""
    state = new_game("basic", list(names), DECK, 0, physical_results=True)
    state, _ = play(state, *(act("reveal", 0, card=c) for c in (*MENTORS, *PLACES)))
    hands = ("ace-of-moons", "ace-of-suns", "ace-of-waves", "ace-of-leaves")
    return play(state, *(act("draw_hand", s, card=hands[s]) for s in range(len(names))))[0]


def test_a_physical_table_turns_over_two_encounter_pairs_then_deals_one_challenge_each():
    """"Turn over two Encounter pairs, in two rows above the Encounter decks." ... "Each
    player gets one Challenge card, with the remainder placed into a face-down draw pile.\""""
    state = new_game("basic", ["Ana", "Ben"], DECK, 0, physical_results=True)
    assert state.rows == ((None, None), (None, None)) and not any(h.hand for h in state.heroes)
    assert state.decision.kind == "reveal:mentors" and state.decision.seat == 0
    state, texts = play(state, *(act("reveal", 0, card=c) for c in (*MENTORS, *PLACES)))
    assert state.rows == (MENTORS, PLACES)
    assert "Ana turns over The Painter from the Mentor deck." in texts
    assert state.decision.kind == "reveal:hand" and state.decision.seat == 0
    state, texts = play(state, act("draw_hand", 0, card="ace-of-wyrms"))
    assert texts == ["Ana draws a Challenge for the hand."]  # which one is Ana's secret
    assert state.decision.seat == 1
    state, _ = play(state, act("draw_hand", 1, card="the-excuse"))
    assert [h.hand for h in state.heroes] == [("ace-of-wyrms",), ("the-excuse",)]
    assert len(state.challenge_deck) == 5 and state.decision.kind == "challenge"


def test_a_card_already_out_cannot_be_turned_over():
    """A card face up, in front of a hero or in a hand is not in a deck to come up."""
    state = new_game("basic", ["Ana", "Ben"], DECK, 0, physical_results=True)
    state, _ = play(state, act("reveal", 0, card="the-painter"))
    again = refused(state, act("reveal", 0, card="the-painter"))
    assert again.code == "not-in-deck" and "The Painter cannot be the top card of the " \
                                           "Mentor deck" in again.message
    assert refused(state, act("reveal", 0, card="the-mill")).code == "not-in-deck"  # a Place
    assert refused(state, act("reveal", 0, card="no-such-card")).code == "not-in-deck"
    state = dealt("Ana", "Ben")
    state, _ = play(state, act("reveal_challenge", 0))
    assert refused(state, act("reveal", 0, card="ace-of-suns")).code == "not-in-deck"  # Ben's


def test_a_discard_lies_at_the_bottom_until_the_unseen_cards_are_gone():
    """"If you discard one of these cards, put it face down at the bottom of the
    appropriate Encounter Deck." It cannot come up before the cards above it."""
    unseen = ("the-bard", "the-consul")
    others = [c for c in DECK.mentors if c not in (*unseen, "the-savage", "the-painter",
                                                   "the-sailor")]
    ana = hero("Ana", "the-origin", coins(moons=3), cards=["the-forest"])
    state = game(ana, hero("Ben", cards=others), decision="road",
                 rows=(("the-painter", "the-sailor"), ("the-mill", "the-castle")))
    state = physical(replace(state, mentor_deck=(*unseen, "the-savage")),
                     bottom=(("the-savage",), (), ()))
    assert state.hidden[0] == 2
    state, _ = play(state, act("take_encounter", 0, which="wanderer"))
    assert state.decision.kind == "reveal:mentors"
    assert {a.card for a in legal_actions(state)} == set(unseen)
    assert refused(state, act("reveal", 0, card="the-savage")).code == "not-in-deck"
    state, _ = play(state, act("reveal", 0, card="the-consul"))
    assert state.rows[0] == ("the-sailor", "the-consul") and state.mentor_deck == (
        "the-bard", "the-savage")


def test_once_the_unseen_cards_are_gone_the_next_card_is_known():
    ana = hero("Ana", "the-origin", coins(moons=3))
    state = game(ana, hero("Ben", cards=[c for c in DECK.mentors if c not in (
        "the-savage", "the-painter", "the-sailor")]), decision="road",
                 rows=(("the-painter", "the-sailor"), ("the-mill", "the-castle")))
    state = physical(state, bottom=(("the-savage",), (), ()))
    assert state.hidden[0] == 0
    state, _ = play(state, act("take_encounter", 0, which="wanderer"))
    assert state.rows[0] == ("the-sailor", "the-savage")  # nobody was asked


def test_revealing_the_top_challenge_is_entered_and_met():
    """"At the start of your turn, you can either play a Challenge card from your hand, or
    reveal the top card from the Deck of Challenges.\""""
    state = dealt("Ana", "Ben")
    state, _ = play(state, act("reveal_challenge", 0))
    assert state.decision.kind == "reveal:challenges" and state.decision.seat == 0
    state, texts = play(state, act("reveal", 0, card="ace-of-knots"))
    assert "Ana reveals Ace of Knots from the Deck of Challenges." in texts


def test_a_played_challenge_is_shuffled_back_and_may_come_up_again():
    """"Shuffle any played Challenges back into the Deck. If you played a Challenge from the
    Deck of Challenges, you may draw a new Challenge for your hand if there are at least two
    Challenges in the Deck.\""""
    state = dealt("Ana", "Ben")
    state, _ = play(state, act("reveal_challenge", 0), act("reveal", 0, card="ace-of-knots"))
    assert state.decision.kind == "draw_challenge"
    assert "ace-of-knots" in state.challenge_deck and state.hidden[2] == 5
    state, texts = play(state, act("draw_challenge", 0))
    assert state.decision.kind == "reveal:hand"
    state, texts = play(state, act("draw_hand", 0, card="ace-of-knots"))
    assert state.heroes[0].hand == ("ace-of-moons", "ace-of-knots")
    assert texts[0] == "Ana draws a Challenge for the hand."


def test_a_hand_entry_is_offered_without_telling_the_other_hands():
    """The deciding phone lists every Challenge it cannot rule out (not the deck's exact
    cards, which would tell Ben's); the engine refuses one that is in another hand."""
    state = new_game("basic", ["Ana", "Ben"], DECK, 0, physical_results=True)
    state, _ = play(state, *(act("reveal", 0, card=c) for c in (*MENTORS, *PLACES)),
                    act("draw_hand", 0, card="ace-of-wyrms"))
    bens = table_view(state, 1)
    offered = {a["card"] for a in bens["legal_actions"]}
    assert offered == set(DECK.challenges) and bens["pending"]["secret"] is True
    assert refused(state, act("draw_hand", 1, card="ace-of-wyrms")).code == "not-in-deck"
    anas = table_view(state, 0)
    assert "ace-of-wyrms" not in {a["card"] for a in anas["legal_actions"]}
    assert table_view(state, 1)["heroes"][0]["hand"] is None


def test_the_drawn_card_stays_out_of_the_log_until_the_end():
    game_ = HerosJourneyV3()
    stored = {"type": "draw_hand", "seat": 1, "card": "ace-of-wyrms"}
    state = dealt("Ana", "Ben")
    assert game_.public_action(stored, state) == {"type": "draw_hand", "seat": 1}
    assert game_.public_action(stored, replace(state, scores=())) == stored


def _arrive(state, card):
    state = replace(state, decision=None, agenda=(Task("arrive", 0, card=card),
                                                  Task("trade", 0)))
    return run(state, [])


def test_the_discovery_is_flipped_coin_by_coin_and_heads_are_kept():
    """"Flip one of each type of resource coin from the bank. If it's heads, keep it.\""""
    state = physical(game(hero("You", "the-market"), hero("Opp"), variant="advanced"))
    state = _arrive(state, "the-discovery")
    assert state.decision.kind == "flip" and legal_actions(state)[0].suit == "moons"
    assert refused(state, act("flip", 0, suit="suns", which="heads")).code == "flip-suit"
    results = ("heads", "tails", "tails", "heads", "tails", "heads")
    for suit, which in zip(("moons", "suns", "waves", "leaves", "wyrms", "knots"), results,
                           strict=True):
        state, texts = play(state, act("flip", 0, suit=suit, which=which))
    assert state.heroes[0].coins == coins(moons=1, leaves=1, knots=1)
    assert texts == ["You flips 1 Knot: heads, kept."]


def test_a_suit_the_bank_is_out_of_is_not_flipped():
    bank = coins(moons=0, suns=3, waves=0, leaves=0, wyrms=0, knots=0)
    state = physical(game(hero("You", "the-market"), hero("Opp"), variant="advanced",
                          bank=bank))
    state = _arrive(state, "the-discovery")
    assert [a.suit for a in legal_actions(state)] == ["suns", "suns"]
    state, _ = play(state, act("flip", 0, suit="suns", which="tails"))
    assert state.decision.kind == "trade"


def test_the_origin_fist_is_entered_by_the_hero():
    """"Choose a hand, and take the coins if you chose correctly.\""""
    state = physical(game(hero("You"), hero("Left"), variant="advanced"))
    state = _arrive(state, "the-origin")
    assert state.decision.kind == "fist"
    won, texts = play(state, act("open_fist", 0, which="coins"))
    assert won.heroes[0].coins == coins(leaves=1, waves=1)
    lost, texts = play(state, act("open_fist", 0, which="empty"))
    assert lost.heroes[0].coins == coins() and texts[0] == "You chose the empty hand."


def test_the_battle_card_is_entered_then_shuffled_back():
    """"Reveal the top card from the Deck of Challenges. If it's a Wyrm, a Knot, or The
    Excuse, you can take another turn. Otherwise, lose your next turn.\""""
    state = physical(game(hero("You", "the-journey"), hero("Opp"), variant="advanced"))
    state = _arrive(state, "the-battle")
    assert state.decision.kind == "reveal:challenges"
    win, texts = play(state, act("reveal", 0, card="the-excuse"))
    assert win.heroes[0].extra_turns == 1 and "the-excuse" in win.challenge_deck
    assert win.hidden[2] == len(win.challenge_deck) == 7
    lose, _ = play(state, act("reveal", 0, card="ace-of-suns"))
    assert lose.heroes[0].lost_turns == 1


def test_the_seekers_encounter_turns_over_the_top_face_down_cards():
    """"the Seeker's Encounter (the top face-down cards)\""""
    rows = (MENTORS, PLACES)
    state = physical(game(hero("You", "the-origin", coins(moons=4)), hero("Opp"),
                          decision="road", rows=rows))
    state, _ = play(state, act("take_encounter", 0, which="seeker"),
                    *(act("place_coin", 0, suit="moons") for _ in range(4)))
    assert state.decision.kind == "reveal:mentors"
    state, _ = play(state, act("reveal", 0, card="the-bard"))
    assert state.decision.kind == "reveal:places"
    assert refused(state, act("reveal", 0, card="the-mill")).code == "not-in-deck"  # face up
    state, texts = play(state, act("reveal", 0, card="the-forest"))
    assert state.heroes[0].cards == ("the-bard", "the-forest") and state.rows == rows
    assert "You takes The Bard." in texts


def test_the_chance_meeting_turns_over_a_mentor_and_a_place():
    """"Take the top face-down cards from the Mentor and Place decks.\""""
    state = physical(game(hero("You", "the-discovery"), hero("Opp"), variant="advanced"))
    state = _arrive(state, "the-market")
    state = _arrive(state, "the-chance-meeting")
    state, _ = play(state, act("reveal", 0, card="the-bard"), act("reveal", 0,
                                                                 card="the-forest"))
    assert state.heroes[0].cards == ("the-bard", "the-forest")


def test_a_physical_table_is_chosen_at_setup_and_stores_no_seed():
    started = HerosJourneyV3().start({"variant": "advanced-physical", "seed": 5,
                                      "seats": [{"name": "A"}, {"name": "B"}]}, LIBRARY)
    assert "seed" not in started.setup and started.setup["variant"] == "advanced-physical"
    assert started.state.physical and started.state.advanced
    view = table_view(started.state)
    assert view["physical"] is True and view["pending"]["deck"] == "mentors"
