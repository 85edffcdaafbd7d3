"""The shipped card sets in cards/ all print: no overflow, every deck legal (their codes are
read in test_shipped_codes)."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS
from hjkit.generator.build import build_paths

CARDS = SHIPPED_CARDS
SETS = sorted(p.parent for p in CARDS.glob("*/cards.yaml"))


@pytest.mark.parametrize("folder", SETS, ids=[p.name for p in SETS])
def test_every_shipped_deck_prints(folder, options):
    written = build_paths([folder], options).written
    assert written and all(p.stat().st_size > 0 for p in written)

