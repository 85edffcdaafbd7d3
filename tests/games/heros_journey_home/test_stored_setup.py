"""The stored setup carries the cards the table started with: replay does not depend on
the card files as they are later."""

from __future__ import annotations

import json
import random
import shutil

import pytest

from hjkit.games.heros_journey_home.game import HerosJourneyHome
from hjkit.games.heros_journey_home.model.library import CARD_FILE, SHIPPED_CARDS, load
from hjkit.kit.game import Applied, FormatError, Started

GAME = HerosJourneyHome()
SETUP = {"variant": "standard", "seed": 5, "dice": "companion", "seats": [{"name": "Ana"}]}


def _card_file(tmp_path):
    source = next(SHIPPED_CARDS.rglob(CARD_FILE))
    copy = tmp_path / "set" / CARD_FILE
    copy.parent.mkdir()
    shutil.copy(source, copy)
    return copy


def _play(state, count: int, seed: int):
    rng, actions = random.Random(seed), []
    while len(actions) < count and not GAME.is_over(state):
        action = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action).state
        actions.append(action)
    return state, actions


def test_editing_the_card_files_after_a_table_starts_does_not_change_its_replay(tmp_path):
    path = _card_file(tmp_path)
    library, problems = load([path])
    assert not problems
    started = GAME.start(SETUP, library)
    assert isinstance(started, Started)
    stored = json.loads(json.dumps(started.setup))  # as the companion stores it
    end, actions = _play(started.state, 400, seed=3)

    # The Goblins and the Ghoul grow much stronger in the file on disk.
    text = path.read_text()
    edited = text.replace("value: 2, hp: 1,", "value: 19, hp: 9,").replace(
        "value: 3, hp: 2, special: ghoul", "value: 18, hp: 8, special: ghoul")
    assert edited != text
    path.write_text(edited)
    library_now, problems = load([path])
    assert not problems and library_now.journey != library.journey

    replayed = GAME.start(stored, library_now).state
    for action in actions:
        result = GAME.apply(replayed, GAME.parse_action(GAME.action_json(action)))
        assert isinstance(result, Applied), result
        replayed = result.state
    assert replayed == end
    assert GAME.view(replayed) == GAME.view(end)
    # Without the stored cards the same actions would no longer give the same game.
    unstored = GAME.start({k: v for k, v in stored.items() if k != "cards"}, library_now).state
    for action in actions:
        result = GAME.apply(unstored, action)
        if not isinstance(result, Applied):
            break
        unstored = result.state
    assert GAME.view(unstored) != GAME.view(end)
    # A new table reads the edited cards.
    fresh = GAME.start(SETUP, library_now).state
    assert fresh.cards.fingerprint != started.state.cards.fingerprint


def test_a_rematch_keeps_the_cards_and_seats_and_draws_a_new_seed():
    library, _ = load([SHIPPED_CARDS])
    stored = GAME.start(SETUP, library).setup
    again = GAME.rematch_setup(stored)
    assert "seed" not in again and again["cards"] == stored["cards"]
    assert again["seats"] == stored["seats"]


@pytest.mark.parametrize("damage, field", [
    (lambda c: c.pop("journey"), "cards"),
    (lambda c: c["journey"][0].update(hp="lots"), "cards.journey[0]"),
    (lambda c: c["quests"][0].update(item="no-such-item"), "cards."),
    (lambda c: c["spells"].append(dict(c["spells"][0])), "cards.spells[10].id"),
])
def test_stored_card_data_that_does_not_read_is_refused_naming_the_field(damage, field):
    library, _ = load([SHIPPED_CARDS])
    stored = json.loads(json.dumps(GAME.start(SETUP, library).setup))
    damage(stored["cards"])
    with pytest.raises(FormatError) as error:
        GAME.start(stored, library)
    assert error.value.field.startswith(field), error.value


def test_the_setup_schema_documents_dice_and_leaves_the_stored_cards_out():
    import jsonschema

    library, _ = load([SHIPPED_CARDS])
    schema = GAME.setup_schema(library)
    # a player's request brings no seed: the server draws it (issue 42)
    jsonschema.validate({k: v for k, v in SETUP.items() if k != "seed"}, schema)
    assert "cards" not in schema["properties"] and "seed" not in schema["properties"]
