"""What `hjkit build` imports: a command pays only for the game whose cards it prints.

The registry loads every game's class to find which one owns a path; each game.py imports
its rules core and card models on first use, so building a Heroes' Journey deck loads
neither the other games' engines nor their card models, nor its own engine.
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
    """A process running `hjkit ARGV`: its exit code and the hjkit modules it imported."""
    script = ("import json, sys; from hjkit.cli import main; "
              f"code = main({argv!r}); "
              "print(json.dumps([code, sorted(m for m in sys.modules if m.startswith('hjkit'))]))")
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
            assert ".faces.faces" in loaded  # it did print (a kept print view: no model)
            assert not {m for m in loaded if m.startswith(".engine")}
        else:
            assert loaded <= LIGHT, f"{game_id}: {sorted(loaded - LIGHT)}"


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
    assert not {m for m in modules if m.startswith("hjkit.generator")}


def _program(args: list[str], tmp_path) -> subprocess.CompletedProcess:
    """`hjkit ARGS` as the installed program runs it (main() reading sys.argv), with an exit
    handler registered first."""
    script = ("import atexit, sys; atexit.register(lambda: print('exit handler ran')); "
              "from hjkit.cli import main; sys.exit(main())")
    return subprocess.run([sys.executable, "-c", script, *args], capture_output=True,
                          text=True, timeout=120, cwd=tmp_path)


def test_the_program_ends_itself_with_its_output_flushed_and_exit_handlers_run(tmp_path):
    done = _program(["build", "intro-pack", "--out", str(tmp_path / "out")], tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    written = [line.removeprefix("wrote ") for line in lines if line.startswith("wrote ")]
    assert written and all((tmp_path / "out" / p.rsplit("/", 1)[-1]).stat().st_size
                           for p in written)
    assert lines[-1] == "exit handler ran"


def test_the_program_keeps_its_exit_code_and_error_message(tmp_path):
    done = _program(["build", str(tmp_path / "missing")], tmp_path)
    assert done.returncode == 2
    assert "missing: no such file or folder" in done.stderr
    assert done.stdout.splitlines()[-1] == "exit handler ran"


NOT_IMPORTED_BY_A_BUILD = {"threading"}
"""Standard modules a build does without: having started no thread, it counts none."""


def test_a_build_imports_none_of_what_only_other_commands_need(tmp_path):
    script = ("import atexit, json, sys; atexit.register(lambda: print('modules', "
              "json.dumps(sorted(sys.modules)))); from hjkit.cli import main; sys.exit(main())")
    done = subprocess.run([sys.executable, "-c", script, "build", "intro-pack", "--out",
                           str(tmp_path / "out")], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout.splitlines()[-1].removeprefix("modules ")))
    assert "hjkit.kit.address" in modules and "socket" in modules  # it did ask the address
    assert not modules & NOT_IMPORTED_BY_A_BUILD, sorted(modules & NOT_IMPORTED_BY_A_BUILD)


def test_the_build_program_runs_no_cycle_collection_once_it_has_started(tmp_path):
    """The process ends when the build is done: a collection would free nothing its end does
    not, and walked every object the build made (see cli.main)."""
    script = ("import atexit, gc, sys; from hjkit.cli import main; runs = []; "
              "gc.callbacks.append(lambda phase, info: runs.append(info['generation']) "
              "if phase == 'start' else None); "
              "atexit.register(lambda: print('collections', len(runs))); sys.exit(main())")
    done = subprocess.run([sys.executable, "-c", script, "build", "intro-pack", "--out",
                           str(tmp_path / "out")], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted((tmp_path / "out").glob("*.pdf"))
    assert done.stdout.splitlines()[-1] == "collections 0"


def test_a_build_called_in_process_leaves_the_callers_collector_as_it_was(tmp_path):
    import gc

    from hjkit.cli import main

    assert gc.isenabled()
    assert main(["build", "intro-pack", "--out", str(tmp_path / "out")]) == 0
    assert gc.isenabled()
