"""hjkit.kit.entrypoints reads a group as importlib.metadata does, without importing it."""

from __future__ import annotations

import importlib.metadata
import json
import subprocess
import sys
import zipfile

from hjkit.kit import entrypoints
from hjkit.kit.registry import games

from .install import ENTRY_POINTS, countdown_installed


def _standard(group: str) -> list[tuple[str, str]]:
    return [(p.name, p.value) for p in importlib.metadata.entry_points(group=group)]


def _ours(group: str) -> list[tuple[str, str]]:
    return [(p.name, p.value) for p in entrypoints.entry_points(group)]


def test_every_group_of_this_environment_reads_as_importlib_metadata_reads_it():
    groups = {p.group for d in importlib.metadata.distributions() for p in d.entry_points}
    assert {"hjkit.games", "console_scripts"} <= groups
    for group in sorted(groups):
        assert _ours(group) == _standard(group), group


def test_a_plug_in_installed_by_its_metadata_folder_is_found_and_loads(tmp_path):
    with countdown_installed(tmp_path):
        assert ("countdown", "tests.plugins.countdown:Countdown") in _ours("hjkit.games")
        assert _ours("hjkit.games") == _standard("hjkit.games")
        assert "countdown" in games()


def test_the_first_distribution_of_a_name_on_sys_path_wins(tmp_path, monkeypatch):
    for folder, value in (("first", "first.module:Game"), ("second", "second.module:Game")):
        dist = tmp_path / folder / "Same.Name-1.0.dist-info"
        dist.mkdir(parents=True)
        (dist / "entry_points.txt").write_text(
            f"# a comment\n[other]\nx = y\n\n[hjkit.test]\n  game = {value} [extra]\n")
        monkeypatch.syspath_prepend(str(tmp_path / folder))
    monkeypatch.syspath_prepend(str(tmp_path / "first"))  # first again, ahead of second
    assert _ours("hjkit.test") == _standard("hjkit.test") == [("game",
                                                                "first.module:Game [extra]")]


def test_an_entry_point_loads_the_object_it_names():
    point = entrypoints.EntryPoint("x", "hjkit.kit.entrypoints : EntryPoint.load", "g")
    assert point.load() is entrypoints.EntryPoint.load
    assert entrypoints.EntryPoint("x", "hjkit.kit", "g").load().__name__ == "hjkit.kit"


def test_a_zip_on_sys_path_is_left_to_importlib_metadata(tmp_path, monkeypatch):
    archive = tmp_path / "plugins.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("hjkit_countdown-1.0.dist-info/METADATA",
                        "Metadata-Version: 2.1\nName: hjkit-countdown\nVersion: 1.0\n")
        zipped.writestr("hjkit_countdown-1.0.dist-info/entry_points.txt", ENTRY_POINTS)
    monkeypatch.syspath_prepend(str(archive))
    assert ("countdown", "tests.plugins.countdown:Countdown") in _ours("hjkit.games")


def test_finding_the_games_imports_no_importlib_metadata():
    script = ("import json, sys; from hjkit.kit.registry import games; games(); "
              "print(json.dumps(sorted(m for m in sys.modules "
              "if m.startswith(('importlib.metadata', 'email')))))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=60)
    assert json.loads(done.stdout) == []
