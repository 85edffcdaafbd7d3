"""Physical results: the table shuffles, deals, turns over and flips its own cards and
chips, and a phone enters each result; the engine refuses what cannot have come up. A
Challenge in a hand is never entered: "At a physical table hands and books stay physical",
so no answer to any phone depends on what a hand holds (issue 29)."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heros_journey_v3.engine.physical import CHALLENGES, in_deck
from hjkit.games.heros_journey_v3.engine.state import Task
from hjkit.games.heros_journey_v3.engine.table import apply, legal_actions, new_game
from hjkit.games.heros_journey_v3.engine.turn import reach_ending, run
from hjkit.games.heros_journey_v3.engine.view import table_view
from hjkit.games.heros_journey_v3.game import HerosJourneyV3
from hjkit.kit.game import Refusal

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
    """A new physical table for these players, its pairs turned over and hands dealt."""
    state = new_game("basic", list(names), DECK, 0, physical_results=True)
    return play(state, *(act("reveal", 0, card=c) for c in (*MENTORS, *PLACES)))[0]


def answers(state, seat: int) -> list:
    """What the engine answers seat entering each card there is: the refusal's code and
    sentence, or the events of its acceptance."""
    found = []
    for card in DECK.cards:
        result = apply(state, act("reveal", seat, card=card))
        found.append((result.code, result.message) if isinstance(result, Refusal) else
                     [e.text for e in result.events])
    return found


def to_turn_of(state, seat: int):
    """The first legal choice at every decision until seat's Challenge step."""
    while state.decision.kind != "challenge" or state.active != seat:
        state, _ = play(state, legal_actions(state)[0])
    return state


def test_a_physical_table_turns_over_two_encounter_pairs_then_deals_one_challenge_each():
    """"Turn over two Encounter pairs, in two rows above the Encounter decks." ... "Each
    player gets one Challenge card, with the remainder placed into a face-down draw pile.\""""
    state = new_game("basic", ["Ana", "Ben"], DECK, 0, physical_results=True)
    assert state.rows == ((None, None), (None, None)) and not any(h.hand for h in state.heroes)
    assert state.decision.kind == "reveal:mentors" and state.decision.seat == 0
    state, texts = play(state, *(act("reveal", 0, card=c) for c in (*MENTORS, *PLACES)))
    assert state.rows == (MENTORS, PLACES)
    assert "Ana turns over The Painter from the Mentor deck." in texts
    assert "Ana draws a Challenge for the hand." in texts  # nobody enters which
    assert "Ben draws a Challenge for the hand." in texts
    assert [(h.hand, h.hand_count) for h in state.heroes] == [((), 1), ((), 1)]
    assert in_deck(state, CHALLENGES) == 5 and state.decision.kind == "challenge"
    assert sorted(state.challenge_deck) == sorted(DECK.challenges)  # where: nobody knows


def test_a_card_already_out_cannot_be_turned_over():
    """A card face up, in front of a hero or in a hand is not in a deck to come up."""
    state = new_game("basic", ["Ana", "Ben"], DECK, 0, physical_results=True)
    state, _ = play(state, act("reveal", 0, card="the-painter"))
    again = refused(state, act("reveal", 0, card="the-painter"))
    assert again.code == "not-in-deck" and "The Painter cannot be the top card of the " \
                                           "Mentor deck" in again.message
    assert refused(state, act("reveal", 0, card="the-mill")).code == "not-in-deck"  # a Place
    assert refused(state, act("reveal", 0, card="no-such-card")).code == "not-in-deck"


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
    assert "ace-of-knots" in state.challenge_deck and state.hidden[2] == 7
    assert in_deck(state, CHALLENGES) == 5
    state, texts = play(state, act("draw_challenge", 0))
    assert texts == ["Ana draws a Challenge for the hand."] and state.decision.kind != "reveal"
    assert state.heroes[0].hand_count == 2 and in_deck(state, CHALLENGES) == 4


def test_a_challenge_another_seat_holds_is_entered_without_a_refusal():
    """Issue 29: "A refusal says no more than the seat may know." Ben holds the Ace of Suns
    in his real hand; Ana's phone enters the Ace of Suns as the card she turned over (a
    slip at the table, or a probe): it is accepted, as any Challenge nobody has seen is,
    and the state still holds each card once. Ben's Ace of Suns, played later, is too."""
    state = dealt("Ana", "Ben")  # Ben was dealt the Ace of Suns
    state, _ = play(state, act("reveal_challenge", 0))
    state, texts = play(state, act("reveal", 0, card="ace-of-suns"))
    assert "Ana reveals Ace of Suns from the Deck of Challenges." in texts
    state = to_turn_of(state, 1)
    assert sorted(state.challenge_deck) == sorted(DECK.challenges)  # shuffled back: once
    state, texts = play(state, act("play_challenge", 1, card="ace-of-suns", suit="suns"))
    assert "Ben plays Ace of Suns from hand, paying 1 Sun." in texts
    assert state.heroes[1].hand_count == 0
    assert sorted((*state.challenge_deck, *([state.challenge] if state.challenge else []))) \
        == sorted(DECK.challenges)


def test_no_answer_to_a_phone_depends_on_another_seats_hand():
    """Every entry Ana can make gets the same answer whichever Challenge Ben holds: the two
    tables below differ only in Ben's real card, which is never entered, so they are the
    same table until Ben plays it; once he has, it is in view for all."""
    tables = {}
    for bens in ("ace-of-suns", "ace-of-moons"):
        state = dealt("Ana", "Ben")
        state, _ = play(state, act("reveal_challenge", 0))
        before = answers(state, 0)
        state, _ = play(state, act("reveal", 0, card="ace-of-knots"))
        state = to_turn_of(state, 1)
        state, _ = play(state, act("play_challenge", 1, card=bens, suit=bens[7:]))
        state, _ = play(to_turn_of(state, 0), act("reveal_challenge", 0))
        tables[bens] = (before, answers(state, 0))
    assert tables["ace-of-suns"] == tables["ace-of-moons"]
    refusals = [a for a in tables["ace-of-suns"][0] if isinstance(a, tuple)]
    assert len(refusals) == len(DECK.cards) - len(DECK.challenges)  # only non-Challenges
    assert all("not among the face-down cards" in message for _, message in refusals)


def test_a_physical_hand_is_named_when_played():
    """"you can either play a Challenge card from your hand, or reveal the top card ... If
    you play the Challenge card in your hand, you must pay 1 resource of that suit (or any
    suit for The Excuse)." The phone offers every Challenge nobody has seen, with the coins
    of its suit; the one played is met, then shuffled back."""
    state = dealt("Ana", "Ben")
    offered = {(a.card, a.suit) for a in legal_actions(state) if a.type == "play_challenge"}
    assert {c for c, _ in offered} == set(DECK.challenges)
    assert ("ace-of-wyrms", "wyrms") in offered and ("ace-of-wyrms", "moons") not in offered
    assert refused(state, act("play_challenge", 0, card="the-painter", suit="moons")).code \
        == "not-in-hand"
    state, texts = play(state, act("play_challenge", 0, card="the-excuse", suit="knots"))
    assert texts[0] == "Ana plays The Excuse from hand, paying 1 Knot."
    assert state.heroes[0].hand_count == 0 and in_deck(state, CHALLENGES) == 6
    assert sorted(state.challenge_deck) == sorted(DECK.challenges)  # Ben's is among them
    empty = replace(state, decision=replace(state.decision, kind="challenge"))
    assert not any(a.type == "play_challenge" for a in legal_actions(empty))
    assert refused(empty, act("play_challenge", 0, card="ace-of-moons", suit="moons")).code \
        == "not-in-hand"


def test_a_physical_hand_is_in_no_view_and_every_phone_is_offered_the_same_cards():
    state = dealt("Ana", "Ben")
    views = [table_view(state, s) for s in (None, 0, 1)]
    assert all(v["heroes"][s]["hand"] is None for v in views for s in (0, 1))
    assert all(v["heroes"][s]["hand_count"] == 1 for v in views for s in (0, 1))
    assert all(v["decks"]["challenges"] == 5 for v in views)
    state, _ = play(state, act("reveal_challenge", 0))
    entries = [table_view(state, s)["legal_actions"] for s in (None, 0, 1)]
    assert entries[0] == entries[1] == entries[2]
    assert {a["card"] for a in entries[0]} == set(DECK.challenges)


def test_an_ending_puts_the_real_hand_back_into_the_deck():
    """"A Hero who has reached an Ending must discard all Challenge cards from her hand and
    shuffle them into the Deck of Challenges.\""""
    state = reach_ending(dealt("Ana", "Ben"), 0, DECK.endings[0], [])
    assert state.heroes[0].hand_count == 0 and in_deck(state, CHALLENGES) == 6


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
