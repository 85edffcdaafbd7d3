"""Your own card folders (issue 39, points 4 and 5): a copy of a shipped set, edited,
replaces the shipped set wherever both are read, and says so; an empty or new folder is a
place for the deck builder to save into."""

from __future__ import annotations

import shutil

from hjkit.cli import EXIT_DATA, EXIT_OK, main
from hjkit.games.heroes_journey.model.files import SHIPPED_CARDS
from hjkit.games.heroes_journey.model.library import load
from hjkit.kit.cardfolders import load_notes, make_ready
from hjkit.kit.registry import game, game_for

FIRST_WAVE = SHIPPED_CARDS / "first-wave"


def edited_copy(tmp_path):
    """A designer's copy of the first wave in a folder of their own, one title edited."""
    copy = tmp_path / "my-cards" / "first-wave"
    shutil.copytree(FIRST_WAVE, copy)
    cards = copy / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    assert text.count("    title: Dorothy Gale\n") == 1
    cards.write_text(text.replace("    title: Dorothy Gale\n", "    title: Dorothy of Kansas\n"),
                     encoding="utf-8")
    return copy


def test_a_copy_of_a_shipped_set_replaces_it_whole_with_its_decks(tmp_path):
    copy = edited_copy(tmp_path)
    library, problems = load([SHIPPED_CARDS, copy.parent])
    assert problems == []
    assert library.cards["dorothy-gale"].title == "Dorothy of Kansas"
    assert library.origins["dorothy-gale"][0] == (copy / "cards.yaml").resolve()
    assert library.cards["mowgli"]  # the other shipped set stays
    assert library.decks["oz"].path == (copy / "decks" / "oz.yaml").resolve()
    [note] = library.notes
    assert str(copy / "cards.yaml") in note and "replaces the one in" in note
    assert str(FIRST_WAVE / "cards.yaml") in note


def test_check_says_a_copy_replaces_the_shipped_set(tmp_path, capsys):
    copy = edited_copy(tmp_path)
    assert main(["check", str(FIRST_WAVE), str(copy.parent)]) == EXIT_OK
    out, err = capsys.readouterr()
    assert "set 'first-wave' replaces the one in" in out and "duplicate" not in err, err
    assert "96 cards, 2 decks, 0 data problems" in out


def test_serve_is_told_of_the_copy_at_start(tmp_path):
    copy = edited_copy(tmp_path)
    notes = load_notes([game("heroes-journey")], [copy.parent, tmp_path / "elsewhere"])
    assert len(notes) == 1 and "replaces the one in" in notes[0]


def test_an_empty_or_new_folder_is_a_place_to_save(tmp_path, capsys):
    empty, new = tmp_path / "empty", tmp_path / "new" / "cards"
    empty.mkdir()
    said = make_ready([empty, new])
    assert new.is_dir()
    assert said == [f"{empty}: no cards or decks yet; the deck builder saves decks into it",
                    f"{new}: a new card folder, made now; the deck builder saves decks into "
                    "it"]
    assert game_for([empty]).id == "heroes-journey"  # the game whose decks are built
    assert main(["check", str(empty)]) == EXIT_DATA  # but there is nothing to check
    assert f"no game's card data under {empty}: it holds no YAML" in capsys.readouterr().err
    (empty / "decks").mkdir()
    (empty / "decks" / "mine.yaml").write_text("deck: {id: mine}\n")
    assert make_ready([empty]) == []  # a folder with a deck in it is no longer new
