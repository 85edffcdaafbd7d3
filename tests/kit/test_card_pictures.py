"""Loading cards reads and validates data only (issue 40): no game's card model draws its
pictures, so loading every shipped card imports no PDF or image library."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hjkit.kit.pictures import in_set

ROOT = Path(__file__).resolve().parents[2]

LOAD_EVERY_GAME = """
import json, sys
from hjkit.kit.registry import games
counts = {}
for game in games().values():
    if game.shipped_cards() is not None:
        loaded = game.load([game.shipped_cards()])
        counts[game.id] = [len(game.pictures(loaded.library)), len(loaded.problems)]
drawing = sorted({m.split(".")[0] for m in sys.modules} & {"reportlab", "svglib", "PIL"})
print(json.dumps({"counts": counts, "drawing": drawing}))
"""


def test_loading_every_shipped_card_of_every_game_imports_no_reportlab_svglib_or_pil():
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)}
    run = subprocess.run([sys.executable, "-c", LOAD_EVERY_GAME], capture_output=True,
                         text=True, env=env, timeout=120, check=True)
    answer = json.loads(run.stdout)
    assert len(answer["counts"]) == 4, answer
    # every game's pictures are named, none read: the libraries carry them, no drawing
    assert all(pictures > 0 and problems == 0
               for pictures, problems in answer["counts"].values()), answer
    assert answer["drawing"] == [], answer


@pytest.mark.parametrize("named", ["../secret.png", "art/../../secret.png", "/etc/x.png",
                                   "..\\..\\secret.png", "C:/art/x.png"])
def test_a_picture_path_that_leaves_the_set_s_folder_is_refused(named):
    with pytest.raises(ValueError, match="must be in the set's folder"):
        in_set(named)


@pytest.mark.parametrize("named", ["art/wolf.svg", "wolf.png", "art/v2..final.svg"])
def test_a_picture_path_inside_the_set_s_folder_is_kept(named):
    assert in_set(named) == named
