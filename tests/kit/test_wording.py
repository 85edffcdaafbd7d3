"""Counts in the kit's sentences agree with their number; articles with their noun."""

from hjkit.cli import EXIT_DATA, main
from hjkit.kit.wording import counted, with_article

from ..generator.test_picture_checks import _arty


def test_one_of_a_thing_is_singular_and_any_other_count_plural():
    assert counted(1, "item") == "1 item"
    assert counted(0, "item") == "0 items"
    assert counted(3, "data problem") == "3 data problems"
    assert counted(2, "ox", "oxen") == "2 oxen"


def test_a_noun_takes_an_before_a_vowel():
    """Heroes and Quests' tags: "a Dragon", "an Undead", "an Animated", "an Earth"."""
    assert [with_article(t) for t in ("Dragon", "Undead", "Animated", "Earth", "Fey")] == [
        "a Dragon", "an Undead", "an Animated", "an Earth", "a Fey"]


def test_check_counts_its_problems_in_words_that_agree(tmp_path, capsys):
    folder = _arty(tmp_path, "noise.png", b"\x89PNG\r\n\x1a\nnot a picture")
    assert main(["check", str(folder), "--pictures"]) == EXIT_DATA
    captured = capsys.readouterr()
    problems = len(captured.err.strip().splitlines())
    assert f"{counted(1, 'picture')} read and drawn, {problems} cannot print" in captured.out
    assert "1 deck, 0 data problems, 0 illegal decks" in captured.out, captured
