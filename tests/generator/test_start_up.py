"""What `hjkit build` imports: only the game whose cards it prints, and no companion.

The registry loads every game's class to find which one owns a path; each game.py imports
its rules core and card models on first use, so building a Heroes' Journey deck loads
neither the other games' engines nor their card models, nor its own engine, nor the
companion (Flask).
"""

from __future__ import annotations

import json
import subprocess
import sys

from hjkit.kit.registry import games

GAME_PACKAGES = {"heroes-journey": "hjkit.games.heroes_journey",
                 "heroes-and-quests": "hjkit.games.heroes_and_quests",
                 "heros-journey-home": "hjkit.games.heros_journey_home",
                 "heros-journey-v3": "hjkit.games.heros_journey_v3"}
LIGHT = {"", ".game", ".model", ".model.files"}
"""What the registry imports of every game: its package, its class and where its files lie."""


def _modules_after(argv: list[str], tmp_path) -> tuple[int, set[str]]:
    """A process running `hjkit ARGV`: its exit code and the hjkit and Flask modules it
    imported."""
    script = ("import json, sys; from hjkit.cli import main; "
              f"code = main({argv!r}); "
              "print(json.dumps([code, sorted(m for m in sys.modules "
              "if m.startswith(('hjkit', 'flask')))]))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120, cwd=tmp_path)
    code, modules = json.loads(done.stdout.strip().splitlines()[-1])
    return code, set(modules)


def _of(package: str, modules: set[str]) -> set[str]:
    """The modules of one game's package, each as its name below the package."""
    return {m[len(package):] for m in modules if m == package or m.startswith(package + ".")}


def test_the_shipped_games_are_the_ones_checked_here():
    assert set(games()) == set(GAME_PACKAGES)


def test_building_a_heroes_journey_deck_imports_no_other_game_and_no_engine(tmp_path):
    code, modules = _modules_after(["build", "intro-pack", "--out", str(tmp_path / "out")],
                                   tmp_path)
    assert code == 0
    assert sorted((tmp_path / "out").glob("*.pdf"))
    for game_id, package in GAME_PACKAGES.items():
        loaded = _of(package, modules)
        if game_id == "heroes-journey":
            assert ".faces.faces" in loaded  # it did print
            assert not {m for m in loaded if m.startswith(".engine")}
        else:
            assert loaded <= LIGHT, f"{game_id}: {sorted(loaded - LIGHT)}"
    assert not {m for m in modules if m.startswith(("hjkit.companion", "flask"))}


def test_checking_another_games_cards_imports_only_that_game(tmp_path):
    from hjkit.games.heros_journey_v3.model.files import SHIPPED_CARDS

    code, modules = _modules_after(["check", str(SHIPPED_CARDS)], tmp_path)
    assert code == 0
    for game_id, package in GAME_PACKAGES.items():
        loaded = _of(package, modules)
        if game_id == "heros-journey-v3":
            assert ".model.library" in loaded and not {m for m in loaded
                                                      if m.startswith(".engine")}
        else:
            assert loaded <= LIGHT, f"{game_id}: {sorted(loaded - LIGHT)}"


def test_listing_the_shipped_sets_imports_no_game_model(tmp_path):
    code, modules = _modules_after(["build"], tmp_path)
    assert code == 2  # no paths: the shipped names are listed
    for game_id, package in GAME_PACKAGES.items():
        assert _of(package, modules) <= LIGHT, game_id
