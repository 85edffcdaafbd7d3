"""What the kit's tests share: The Heroes' Journey with its shipped cards."""

from __future__ import annotations

import pytest

from hjkit.kit.registry import game as game_named


@pytest.fixture(scope="module")
def heroes():
    """The Heroes' Journey and its shipped cards' library."""
    game = game_named("heroes-journey")
    loaded = game.load([game.shipped_cards()])
    assert not loaded.problems
    return game, loaded.library
