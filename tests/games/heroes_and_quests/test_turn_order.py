"""GAME SETUP: "Players roll high on the 1D20 to determine Turn Order." Played through the
game's public API from a new table: the companion rolls at setup, or each player enters the
roll before the pawns are placed."""

from __future__ import annotations

from hjkit.kit.game import Applied
from hjkit.kit.registry import game

SEATS = [{"name": n} for n in ("Ana", "Ben", "Cas")]


def started(setup: dict):
    hq = game("heroes-and-quests")
    library = hq.load([hq.shipped_cards()]).library
    return hq, hq.start({"variant": "short", "seats": SEATS, **setup}, library)


def act(hq, state, action: dict):
    result = hq.apply(state, hq.parse_action(action))
    assert isinstance(result, Applied), result
    return result.state, [e.text for e in result.events]


def test_players_roll_high_on_the_1d20_to_determine_turn_order(library):
    """"Players roll high on the 1D20 to determine Turn Order.": with the companion's dice,
    each player's 1D20 is rolled from the seed at setup (ties re-rolled among the tied), the
    view shows the rolls, and the highest places a pawn first."""
    for seed in range(12):
        hq, new = started({"dice": "companion", "seed": seed})
        view = hq.view(new.state)
        rolls, order = view["order_rolls"], view["turn_order"]
        assert sorted(range(3), key=lambda s: rolls[s], reverse=True) == order
        assert all(1 <= r <= 20 for seat in rolls for r in seat)
        assert view["phase"] == "place" and view["turn"] == order[0]
        assert {a["seat"] for a in view["legal_actions"]} == {order[0]}
        again = hq.view(hq.start(new.setup, library).state)
        assert again["order_rolls"] == rolls  # from the seed: replay rolls the same


def test_a_tie_for_turn_order_is_rerolled_among_the_tied(library):
    """"Players roll high on the 1D20 to determine Turn Order.": at a table rolling its own
    dice each player enters the roll before play starts; Ben and Cas tie on 12 and roll again
    (Ana's 5 stands); then the pawns are placed, and the turns go, in that order."""
    hq, new = started({"dice": "table", "seed": 4})
    state = new.state
    assert hq.view(state)["phase"] == "order"
    for seat, value in ((0, 5), (1, 12), (2, 12), (1, 3), (2, 8)):
        assert hq.view(state)["turn"] == seat
        state, events = act(hq, state, {"type": "roll", "seat": seat, "value": value})
    assert events[-1] == "Turn order: Cas, Ben, Ana"
    view = hq.view(state)
    assert view["order_rolls"] == [[5], [12, 3], [12, 8]] and view["turn_order"] == [2, 1, 0]
    for seat in (2, 1, 0):
        place = next(a for a in hq.view(state)["legal_actions"] if a["type"] == "move")
        assert place["seat"] == seat
        state, _ = act(hq, state, place)
    assert hq.view(state)["phase"] == "move" and hq.view(state)["turn"] == 2


def test_a_table_stored_before_the_turn_order_roll_plays_in_seat_order(library):
    """Readings 1 (a stored setup with its content and no rules): seat order, as it was."""
    hq, new = started({"dice": "table", "seed": 4})
    old = {k: v for k, v in new.setup.items() if k != "rules"}
    view = hq.view(hq.start(old, library).state)
    assert (view["phase"], view["turn"], view["turn_order"]) == ("place", 0, [0, 1, 2])
