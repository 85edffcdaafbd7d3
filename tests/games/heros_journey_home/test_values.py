"""The engine's fast replace() makes the same values as dataclasses.replace."""

from __future__ import annotations

import dataclasses

import pytest

from hjkit.games.heros_journey_home.engine.values import replace

from .builders import member, table


def test_replace_gives_what_dataclasses_replace_gives_and_leaves_the_original():
    state = table([member("champion")], [member("bard")])
    changed = replace(state, step="after", active=1)
    assert changed == dataclasses.replace(state, step="after", active=1)
    assert (state.step, state.active) == ("draw", 0)
    party = state.parties[0]
    assert replace(party, papergold=300) == dataclasses.replace(party, papergold=300)
    assert replace(party) == party and replace(party) is not party
    with pytest.raises(dataclasses.FrozenInstanceError):
        changed.step = "draw"


def test_replace_refuses_a_field_the_value_does_not_have():
    with pytest.raises(TypeError, match="Party has no field gold"):
        replace(table([member("champion")]).parties[0], gold=1)
