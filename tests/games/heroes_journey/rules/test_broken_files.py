"""`hjkit check` on files broken the ways real files break: each is reported with its
file, line and what is wrong, exit 2, and the rest still loads (tests/corpus)."""

from __future__ import annotations

import os
import shutil

import pytest

from hjkit.cli import main
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS
from tests.corpus.broken_yaml import CASES


@pytest.fixture
def pack(tmp_path):
    folder = tmp_path / "pack"
    shutil.copytree(SHIPPED_CARDS / "intro-pack", folder)
    return folder


@pytest.mark.parametrize("name, change, line, words", CASES, ids=[c[0] for c in CASES])
def test_a_broken_card_file_names_its_line(pack, capsys, name, change, line, words):
    cards = pack / "cards.yaml"
    raw = cards.read_bytes()
    cards.write_bytes(change(raw))
    assert main(["check", str(pack)]) == 2
    err = capsys.readouterr().err
    assert f"{cards}:{line(raw)}:" in err and words in err, err


def test_a_folder_named_like_a_card_file_is_reported(tmp_path, capsys):
    (tmp_path / "set" / "cards.yaml").mkdir(parents=True)
    assert main(["check", str(tmp_path / "set")]) == 2
    assert "cards.yaml:1: is a folder, not a YAML file" in capsys.readouterr().err


def test_a_pipe_named_like_a_card_file_does_not_hang_the_check(tmp_path, capsys):
    (tmp_path / "set").mkdir()
    os.mkfifo(tmp_path / "set" / "cards.yaml")
    assert main(["check", str(tmp_path / "set")]) == 2
    assert "is a pipe or a device, not a YAML file" in capsys.readouterr().err


def test_deck_files_may_end_in_yml(pack, capsys):
    (pack / "decks" / "intro.yaml").rename(pack / "decks" / "intro.yml")
    assert main(["check", str(pack)]) == 0
    assert "deck intro (intro) is legal" in capsys.readouterr().out


def test_check_refuses_text_that_build_would_refuse(pack, capsys):
    """The fonts lack some characters; check says so, with the card's line, as build does."""
    cards = pack / "cards.yaml"
    cards.write_text(cards.read_text().replace("title: Baloo", "title: Baloo \u2603", 1))
    assert main(["check", str(pack)]) == 2
    err = capsys.readouterr().err
    assert "[baloo] uses characters the embedded fonts lack" in err and f"{cards}:" in err
