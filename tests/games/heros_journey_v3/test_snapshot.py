"""The stored setup carries the card data: editing the card files does not change the
replay of an open table, and a damaged snapshot is refused by field."""

from __future__ import annotations

import json
import random

import pytest

from hjkit.games.heros_journey_v3.game import HerosJourneyV3
from hjkit.games.heros_journey_v3.model.library import Library
from hjkit.kit.game import FormatError

from .builders import LIBRARY

GAME = HerosJourneyV3()
SETUP = {"variant": "advanced", "seed": 9, "seats": [{"name": "Ana"}, {"name": "Ben"}]}


def edited() -> Library:
    """The card files after an edit: The Desert renamed and worth more, the Mentors in
    another order (a seeded shuffle would deal differently from them)."""
    cards = dict(LIBRARY.cards)
    cards["the-desert"] = cards["the-desert"].model_copy(update={"name": "The Dunes",
                                                                "rank": 9})
    mentors = [i for i, c in cards.items() if c.role == "mentor"]
    order = [i for i in cards if i not in mentors] + mentors[::-1]
    return Library({i: cards[i] for i in order}, LIBRARY.sets, LIBRARY.origin)


def test_an_open_table_replays_the_same_after_the_card_files_change():
    started = GAME.start(SETUP, LIBRARY)
    stored = json.loads(json.dumps(started.setup))  # as the companion stores it
    assert len(stored["cards"]) == 45
    state, actions, rng = started.state, [], random.Random(1)
    for _ in range(60):
        action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action).state
    replayed = GAME.start(stored, edited()).state
    for action in actions:
        replayed = GAME.apply(replayed, action).state
    assert replayed == state and GAME.view(replayed) == GAME.view(state)
    assert state.deck["the-desert"].name == "The Desert"
    fresh = GAME.start(SETUP, edited())  # a new table takes the edited cards
    assert fresh.state.deck["the-desert"].name == "The Dunes"
    assert fresh.state.rows != started.state.rows


def test_a_rematch_keeps_the_cards_and_deals_anew():
    setup = GAME.start(SETUP, LIBRARY).setup
    again = GAME.rematch_setup(setup)
    assert "seed" not in again and again["cards"] == setup["cards"]


@pytest.mark.parametrize(("cards", "field"), [
    ("all", "cards"),
    ([{"id": "the-desert"}], "cards[0].name"),
    ([{"id": "x", "name": "X", "kind": "ace", "rank": 1, "suits": ["moons"], "role": "mentor",
       "colour": "red"}], "cards[0].colour"),
])
def test_a_damaged_snapshot_is_refused_by_field(cards, field):
    with pytest.raises(FormatError) as error:
        GAME.start({**SETUP, "cards": cards}, LIBRARY)
    assert error.value.field == field


def test_a_snapshot_missing_a_card_is_refused():
    cards = GAME.start(SETUP, LIBRARY).setup["cards"]
    with pytest.raises(FormatError) as error:
        GAME.start({**SETUP, "cards": cards[:-1]}, LIBRARY)
    assert error.value.field == "cards" and "do not make the game's deck" in error.value.message
    with pytest.raises(FormatError) as error:
        GAME.start({**SETUP, "cards": [*cards, cards[0]]}, LIBRARY)
    assert error.value.field == "cards[45].id"
