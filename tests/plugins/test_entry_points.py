"""A game plugs in through the `hjkit.games` entry-point group, as any installed
distribution's would: the registry finds it, loads it and refuses what is not a game."""

from __future__ import annotations

import sys
import zipfile

import pytest

from hjkit.kit import registry
from hjkit.kit.registry import RegistryError, games

from .install import ENTRY_POINTS, countdown_installed


def test_a_plug_in_installed_by_its_metadata_folder_is_found_and_loads(tmp_path):
    with countdown_installed(tmp_path):
        assert "countdown" in games()
        assert {"heroes-journey", "heroes-and-quests", "heros-journey-home",
                "heros-journey-v3"} <= set(games())
    assert "countdown" not in games()


def test_a_plug_in_in_a_zip_on_sys_path_is_found(tmp_path, monkeypatch):
    archive = tmp_path / "plugins.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("hjkit_countdown-1.0.dist-info/METADATA",
                        "Metadata-Version: 2.1\nName: hjkit-countdown\nVersion: 1.0\n")
        zipped.writestr("hjkit_countdown-1.0.dist-info/entry_points.txt", ENTRY_POINTS)
    monkeypatch.syspath_prepend(str(archive))
    registry.games.cache_clear()
    try:
        assert "countdown" in games()
    finally:
        sys.path.remove(str(archive))
        registry.games.cache_clear()


@pytest.mark.parametrize(("value", "says"), [("tests.plugins.nowhere:Game", "does not load"),
                                             ("hjkit.kit.game:Refusal", "is not a")])
def test_a_plug_in_that_is_not_a_game_is_an_error_naming_it(tmp_path, value, says):
    dist = tmp_path / "hjkit_broken-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: hjkit-broken\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(f"[hjkit.games]\nbroken = {value}\n")
    sys.path.insert(0, str(tmp_path))
    registry.games.cache_clear()
    try:
        with pytest.raises(RegistryError, match=f"'broken'.*{says}"):
            games()
    finally:
        sys.path.remove(str(tmp_path))
        registry.games.cache_clear()
