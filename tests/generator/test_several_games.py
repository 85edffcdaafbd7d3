"""`hjkit build` (and export) of several games' sets in one call."""

from __future__ import annotations

import pytest

from hjkit.cli import build_parser, main
from hjkit.generator.build import BuildError, BuildOptions, plan_jobs
from hjkit.kit.registry import game_for, shipped

from .conftest import BASE_URL
from .shipped import SHIPPED_SETS


def test_one_call_builds_every_games_shipped_sets_as_each_alone_would(tmp_path, capsys):
    together, alone = tmp_path / "together", tmp_path / "alone"
    assert main(["build", *SHIPPED_SETS, "--out", str(together), "--base-url", BASE_URL]) == 0
    for name in SHIPPED_SETS:
        assert main(["build", name, "--out", str(alone / name), "--base-url", BASE_URL]) == 0
    expected = {p.name: p.read_bytes() for p in alone.glob("*/*.pdf")}
    assert expected and {p.name: p.read_bytes() for p in together.glob("*.pdf")} == expected
    for game in ("heroes-journey", "heros-journey-v3", "heros-journey-home",
                 "heroes-and-quests"):
        assert [n for n in SHIPPED_SETS if game_for([shipped(n)]).id == game], game


def test_build_help_says_paths_may_be_of_several_games(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["build", "--help"])
    assert "several" in " ".join(capsys.readouterr().out.split())


def test_two_games_printing_the_same_set_name_is_refused_naming_both(tmp_path, monkeypatch):
    from hjkit.games.heros_journey_v3.game import HerosJourneyV3

    real = HerosJourneyV3.print_jobs

    def named_like_intro(self, library, settings):
        return [type(job)("intro", job.parts) for job in real(self, library, settings)]

    monkeypatch.setattr(HerosJourneyV3, "print_jobs", named_like_intro)
    with pytest.raises(BuildError, match="both print a set or deck called 'intro'"):
        plan_jobs([shipped("intro"), shipped("decktet")], BuildOptions(base_url=BASE_URL))
