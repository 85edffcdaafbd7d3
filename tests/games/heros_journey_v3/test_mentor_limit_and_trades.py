"""The Mentor limit at every moment, and trades between heroes at any step of the turn with
no cap on the coins: played through the game's public API (registry, start, legal actions
from the view, apply) from a new table, with a few rule moments built where a new table
would take long to reach them."""

from __future__ import annotations

from hjkit.games.heros_journey_v3.engine.state import Decision
from hjkit.kit.game import Applied, Refusal
from hjkit.kit.registry import game as registered

from .builders import LIBRARY, act, coins, game, hero, play

GAME = registered("heros-journey-v3")
STEPS_BEFORE_TRADE = ("challenge", "upkeep", "road", "next_stage")


def new_table(players: int, seed: int = 1, variant: str = "basic"):
    started = GAME.start({"variant": variant, "seed": seed,
                          "seats": [{"name": n} for n in ("Ana", "Ben", "Cy", "Di")[:players]]},
                         LIBRARY)
    return started.state


def legal(state, seat: int | None = None) -> list[dict]:
    """The legal actions as a phone gets them (its view's legal_actions)."""
    view = GAME.view(state) if seat is None else GAME.seat_view(state, seat)
    return view["legal_actions"]


def send(state, action: dict):
    result = GAME.apply(state, GAME.parse_action(action))
    assert isinstance(result, Applied), f"{action} refused: {result}"
    return result.state


def refusal(state, action: dict) -> Refusal:
    result = GAME.apply(state, GAME.parse_action(action))
    assert isinstance(result, Refusal), f"{action} was not refused"
    return result


def one_of(state, kind: str, **fields) -> dict:
    """The legal action of this type (and these fields)."""
    found = [a for a in legal(state) if a["type"] == kind and
             all(a.get(k) == v for k, v in fields.items())]
    assert found, f"no legal {kind} {fields} in {legal(state)}"
    return found[0]


def step(state) -> str:
    return GAME.view(state)["step"]


def quiet(state, keep_seat: int | None = None):
    """Every seat plays the quiet choice (reveal the Challenge, remain, stay, end the turn),
    except keep_seat, which keeps its Mentors and takes the Wanderer's Encounter."""
    view = GAME.view(state)
    seat = view["deciding"]
    for kind in ("reveal_challenge", "keep", "take_encounter", "remain", "skip", "end_turn"):
        if kind in ("keep", "take_encounter") and seat != keep_seat:
            continue
        options = [a for a in view["legal_actions"] if a["type"] == kind]
        if kind == "take_encounter":
            options = [a for a in options if a["which"] == "wanderer"]
        if options:
            return send(state, options[0])
    return send(state, next(a for a in view["legal_actions"] if a["type"] != "begin_trade"))


def mentors_of(state, seat: int) -> list[str]:
    return [c["id"] for c in GAME.view(state)["heroes"][seat]["cards"] if c["role"] == "mentor"]


# -- 1) the Mentor limit ------------------------------------------------------------------------

def test_a_hero_with_too_many_mentors_discards_down_at_once():
    """"Mentor limit: In a 4 player game, you may have up to 2 Mentors at a time ... If you
    have too many Mentors, you will need to discard." Ana keeps her two Mentors and takes
    the Wanderer's Encounter, a third: before anything else happens she discards one of the
    three (her choice), and only discards are offered until she has two."""
    state = new_table(4)
    while len(mentors_of(state, 0)) < 3 and step(state) != "mentor_limit":
        state = quiet(state, keep_seat=0)
    assert step(state) == "mentor_limit"
    view = GAME.view(state)
    assert view["deciding"] == 0 and "Mentor limit 2" in view["prompt"]
    three = mentors_of(state, 0)
    assert len(three) == 3
    assert sorted(a["card"] for a in legal(state)) == sorted(three)
    assert {a["type"] for a in legal(state)} == {"discard"}
    assert refusal(state, {"type": "end_turn", "seat": 0}).code == "not-now"
    state = send(state, {"type": "discard", "seat": 0, "card": three[-1]})  # the new one
    assert mentors_of(state, 0) == three[:2]
    assert step(state) != "mentor_limit"


def test_the_mentor_limit_follows_the_player_count():
    """"In a 3 player game, you can have up to 3, and in a 2 player game you can have up to
    4." Three Mentors in a 3-player game are within the limit: nobody is asked to discard."""
    state = new_table(3)
    while len(mentors_of(state, 0)) < 3:
        assert step(state) != "mentor_limit"
        state = quiet(state, keep_seat=0)
    assert GAME.view(state)["mentor_limit"] == 3 and step(state) != "mentor_limit"


def test_the_chance_meeting_past_the_limit_discards_down():
    """"The Chance Meeting: A New Encounter. Take the top face-down cards from the Mentor and
    Place decks." With two Mentors already in a 4-player game, the third is one too many."""
    ana = hero("Ana", "the-market", coins(moons=3, leaves=4), cards=["the-bard", "the-sailor"])
    state = game(ana, hero("Ben"), hero("Cy"), hero("Di"), variant="advanced")
    state, _ = play(state, act("advance", 0, card="the-chance-meeting"),
                    *[act("spend", 0, suit=s) for s in ["moons"] * 3 + ["leaves"] * 4])
    assert state.decision.kind == "mentor_limit" and len(mentors_of(state, 0)) == 3
    assert GAME.legal_actions(state) == [act("discard", 0, card=c) for c in mentors_of(state, 0)]
    state, texts = play(state, act("discard", 0, card="the-bard"))
    assert mentors_of(state, 0) == ["the-sailor", "the-author"]
    assert "Ana discards The Bard." in texts


def test_the_pact_past_the_limit_discards_down():
    """"The Pact: Sealed Under The Sun and Moon. Take any of the two face-up Mentor cards."
    The Rite does not count toward the limit: two Mentors and The Rite, then The Pact's
    Mentor, and one Mentor goes."""
    ana = hero("Ana", "the-betrayal", coins(moons=5, suns=5),
               cards=["the-bard", "the-sailor", "the-rite"])
    rows = (("the-painter", "the-soldier"), (None, None))
    state = game(ana, hero("Ben"), hero("Cy"), hero("Di"), variant="advanced", rows=rows)
    state, _ = play(state, act("advance", 0, card="the-pact"),
                    *[act("spend", 0, suit=s) for s in ["moons"] * 5 + ["suns"] * 4])
    state, _ = play(state, act("take_mentor", 0, card="the-painter"))
    assert state.decision.kind == "mentor_limit"
    state, _ = play(state, act("discard", 0, card="the-painter"))
    assert state.heroes[0].cards == ("the-bard", "the-sailor", "the-rite")
    assert state.decision.kind != "mentor_limit"


# -- 2) trades any time during your turn --------------------------------------------------------

def test_trades_between_heroes_can_happen_any_time_during_your_turn():
    """"Trades between Heroes can happen any time during your turn." At each step of Ana's
    turn (her Challenge, keeping Mentors, the road, the Next Stage, the Trade step) she may
    open a trade with another hero; once it is answered the turn goes on from the same
    step."""
    state = new_table(2)
    seen = set()
    while GAME.view(state)["turn"] <= 3:
        view = GAME.view(state)
        if view["active"] == 0 and view["deciding"] == 0 and step(state) not in seen and \
                step(state) in (*STEPS_BEFORE_TRADE, "trade"):
            before = step(state)
            seen.add(before)
            state = send(state, one_of(state, "begin_trade"))
            assert [a for a in legal(state) if a["type"] == "open_deal"] == [
                {"type": "open_deal", "seat": 0, "to": 1}] or before == "trade"
            state = send(state, one_of(state, "open_deal", to=1))
            give = one_of(state, "add_give")
            state = send(state, give)
            state = send(state, one_of(state, "propose"))
            assert GAME.view(state)["deciding"] == 1
            state = send(state, {"type": "accept", "seat": 1})
            assert step(state) == before and GAME.view(state)["deciding"] == 0
        state = quiet(state, keep_seat=0)
    assert seen == {*STEPS_BEFORE_TRADE, "trade"}


def test_a_trade_waits_while_a_discard_must_be_answered_first():
    """Reading of "any time during your turn": not while a decision that must be answered
    first is pending (here a discard down to the Mentor limit); nor with the bank or a card
    before the Trade step ("You can trade resources 2:1 from the bank" is step 4B)."""
    cards = ("the-bard", "the-sailor", "the-author")
    state = game(hero("Ana", "the-origin", coins(moons=3), cards=cards), hero("Ben"),
                 hero("Cy"), hero("Di"), decision=Decision("mentor_limit", 0, count=2))
    assert "begin_trade" not in {a.type for a in GAME.legal_actions(state)}
    assert GAME.apply(state, act("begin_trade", 0)).code == "not-now"
    road = game(hero("Ana", "the-origin", coins(moons=3)), hero("Ben", coins_=coins(suns=1)),
                decision="road")
    road, _ = play(road, act("begin_trade", 0))
    assert [a for a in GAME.legal_actions(road) if a.type == "open_deal"] == [
        act("open_deal", 0, to=1)]
    assert GAME.apply(road, act("open_deal", 0)).code == "trade-when"
    road, _ = play(road, act("cancel", 0))
    assert road.decision == Decision("road", 0)


# -- 3) any number of coins each way ------------------------------------------------------------

def test_a_trade_between_heroes_moves_any_mutually_agreeable_amount():
    """"You can also trade with any other Hero at any mutually agreeable rate." No cap on
    the coins: Ana gives all six of her coins for five of Ben's, in one trade."""
    state = new_table(2)
    state = send(state, one_of(state, "begin_trade"))
    state = send(state, one_of(state, "open_deal", to=1))
    for suit in ("moons", "suns", "waves", "leaves", "wyrms", "knots"):
        state = send(state, {"type": "add_give", "seat": 0, "suit": suit})
    for suit in ("moons", "suns", "waves", "leaves", "wyrms"):
        state = send(state, {"type": "add_take", "seat": 0, "suit": suit})
    assert not [a for a in legal(state) if a["type"] == "add_give"]  # all she has
    assert refusal(state, {"type": "add_give", "seat": 0, "suit": "moons"}).code == "trade-give"
    state = send(state, one_of(state, "propose"))
    state = send(state, {"type": "accept", "seat": 1})
    heroes = GAME.view(state)["heroes"]
    assert sum(heroes[0]["coins"].values()) == 5 and sum(heroes[1]["coins"].values()) == 7
    assert heroes[1]["coins"]["knots"] == 2


def test_a_bank_trade_moves_as_many_coins_as_the_rate_allows():
    """"You can trade resources 2:1 from the bank": 8 coins for 4 in one trade."""
    state = game(hero("You", "the-discovery", coins(suns=8)), hero("Opp"), decision="trade",
                 rest=("end_turn",))
    state, _ = play(state, act("begin_trade", 0), act("open_deal", 0),
                    *[act("add_give", 0, suit="suns")] * 8,
                    *[act("add_take", 0, suit="knots")] * 4, act("propose", 0))
    assert state.heroes[0].coins == coins(knots=4)
