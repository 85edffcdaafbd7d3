"""What `hjkit check` says of files that are not what they should be (issue 29, points 6
and 7): a file that does not parse is reported as such, with its line and column, whatever
game it was meant for; and no message carries a terminal control sequence raw."""

from __future__ import annotations

import shutil

from hjkit.cli import EXIT_DATA, main
from hjkit.games.heroes_journey.model.files import SHIPPED_CARDS

UNTERMINATED = 'cards:\n  - id: x\n    title: "never closed\n    cost: 2\n'


def test_a_yaml_file_that_does_not_parse_is_reported_with_its_line_and_column(
        tmp_path, capsys):
    folder = tmp_path / "my-cards"
    folder.mkdir()
    (folder / "broken.yaml").write_text(UNTERMINATED, encoding="utf-8")
    for given in (folder / "broken.yaml", folder):
        assert main(["check", str(given)]) == EXIT_DATA
        err = capsys.readouterr().err
        assert f"{folder / 'broken.yaml'}:3:" in err, err
        assert "YAML syntax error at column 12" in err and "no game's card data" not in err


def test_a_yml_file_with_a_tab_indent_is_reported_too(tmp_path, capsys):
    (tmp_path / "deck.yml").write_text("book:\n\t- a\n", encoding="utf-8")
    assert main(["check", str(tmp_path / "deck.yml")]) == EXIT_DATA
    err = capsys.readouterr().err
    assert f"{tmp_path / 'deck.yml'}:2:" in err and "column 1" in err, err


def test_terminal_escapes_in_a_card_id_reach_the_terminal_escaped(tmp_path, capsys):
    shutil.copytree(SHIPPED_CARDS / "intro-pack", tmp_path / "set\x07bell")
    cards = tmp_path / "set\x07bell" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("id: baloo", 'id: "baloo\\e[2J\\e]0;owned\\a"', 1),
                     encoding="utf-8")
    main(["check", str(tmp_path / "set\x07bell")])
    out = capsys.readouterr()
    shown = out.out + out.err
    assert "\x1b" not in shown and "\x07" not in shown, shown
    assert "baloo\\x1b[2J" in shown and "set\\x07bell" in shown, shown
