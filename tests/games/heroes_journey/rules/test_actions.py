"""Actions as JSON: every action round-trips; a malformed one names its field."""

import pytest

from hjkit.games.heroes_journey.engine.actions import (
    ACTION_TYPES,
    ActionFormatError,
    PlayCard,
    UseAbility,
    action_from_dict,
    action_to_dict,
)


def test_every_legal_action_round_trips(std):
    from hjkit.games.heroes_journey.engine.table import legal_actions
    for action in legal_actions(std):
        assert action_from_dict(action_to_dict(action)) == action


def test_play_card_json():
    assert action_to_dict(PlayCard(1, "bagheera")) == {
        "type": "play_card", "seat": 1, "card_id": "bagheera", "target": None, "exert": None,
        "choice": None, "also": None, "pick": None}
    assert action_from_dict({"type": "play_card", "seat": 1, "card_id": "bagheera"}) == \
        PlayCard(1, "bagheera")


def test_use_ability_json_names_its_choices():
    """ "Skirmish: Exert Kaa to make a Bandar-log minion he is skirmishing strength -3." """
    data = {"type": "use_ability", "seat": 0, "source": 7, "ability": 0, "choice": 12}
    action = action_from_dict(data)
    assert action == UseAbility(0, 7, 0, choice=12)
    assert action_from_dict(action_to_dict(action)) == action


@pytest.mark.parametrize("data, field", [
    ([], "action"),
    ({"type": "fly", "seat": 0}, "type"),
    ({"type": "play_card", "card_id": "x"}, "seat"),
    ({"type": "play_card", "seat": "0", "card_id": "x"}, "seat"),
    ({"type": "play_card", "seat": True, "card_id": "x"}, "seat"),
    ({"type": "play_card", "seat": 0, "card_id": "x", "colour": 1}, "colour"),
    ({"type": "move", "seat": None}, "seat"),
])
def test_malformed_actions_name_the_field(data, field):
    with pytest.raises(ActionFormatError) as error:
        action_from_dict(data)
    assert error.value.field == field


def test_every_action_type_has_a_kind():
    assert len(ACTION_TYPES) == len({cls.kind() for cls in ACTION_TYPES.values()})
