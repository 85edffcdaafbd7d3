"""Every shipped card layout works for every game's shipped sets: `hjkit build --layout
mini` (and tarot, tiles, cards) writes each set, where it ended in `KeyError: 'poker'`; with a
base URL of 40 characters, whose codes need larger squares than mini's 18.5 mm."""

from __future__ import annotations

import pytest

from hjkit.cli import main
from hjkit.generator.layout import card_layout_names
from hjkit.kit.registry import games

from .shipped_pieces import FORTY, shipped_sets

LAYOUTS = card_layout_names()
CASES = [(layout, g, f) for layout in LAYOUTS for g, f in shipped_sets()]


def test_the_shipped_layouts_are_the_four():
    assert LAYOUTS == ["cards", "mini", "tarot", "tiles"]


@pytest.mark.parametrize(("layout", "game_id", "folder"), CASES,
                         ids=[f"{layout}-{f}" for layout, _, f in CASES])
def test_every_layout_builds_every_shipped_set(layout, game_id, folder, tmp_path, capsys):
    root = games()[game_id].shipped_cards()
    code = main(["build", str(root / folder), "--layout", layout, "--base-url", FORTY,
                 "--out", str(tmp_path),
                 "--seed", "1"])
    assert code == 0, capsys.readouterr().err
    assert list(tmp_path.glob("*.pdf"))
