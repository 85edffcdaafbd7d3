"""`hjkit check` prints every problem and exits 0 (good), 1 (illegal deck), 2 (malformed)."""

import shutil
from pathlib import Path

import yaml

from hjkit_cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_shipped_cards_check_clean(capsys):
    assert main(["check", str(ROOT / "cards")]) == 0
    assert "0 data problems, 0 illegal decks" in capsys.readouterr().out


def test_illegal_deck_exits_one(tmp_path, capsys):
    shutil.copytree(ROOT / "cards" / "first-wave", tmp_path / "fw")
    deck = tmp_path / "fw" / "decks" / "oz.yaml"
    data = yaml.safe_load(deck.read_text())
    data["book"]["toto"] += 1  # one campaign card more than adversary cards
    deck.write_text(yaml.safe_dump(data))
    assert main(["check", str(tmp_path / "fw")]) == 1
    assert "book-unequal-sides" in capsys.readouterr().out


def test_malformed_data_exits_two(tmp_path, capsys):
    shutil.copytree(ROOT / "cards" / "intro-pack", tmp_path / "ip")
    cards = tmp_path / "ip" / "cards.yaml"
    cards.write_text(cards.read_text().replace("type: companion", "type: compannion", 1))
    assert main(["check", str(tmp_path / "ip")]) == 2
    err = capsys.readouterr().err
    assert "cards.yaml:" in err and "compannion" in err


def test_missing_path_exits_two(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nowhere")]) == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_schema_command_writes_both_schemas(tmp_path):
    assert main(["schema", "--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.schema.json",
                                                          "deck.schema.json"]


def test_a_folder_without_cards_exits_two(tmp_path, capsys):
    assert main(["check", str(tmp_path)]) == 2
    assert "no card sets (cards.yaml) or decks found" in capsys.readouterr().err
