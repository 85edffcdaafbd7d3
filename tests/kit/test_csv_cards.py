"""Cards from a spreadsheet (issue 30): "`hjkit import cards.csv --game GAME --set ID`
writes the set's YAML from a CSV with one card a row ...; every row that does not fit is
reported with its row and column. `hjkit export csv SET` writes the reverse, so a round
trip changes nothing." """

from __future__ import annotations

import csv
import io
import shutil

import pytest

from hjkit.cli import EXIT_DATA, EXIT_OK, main
from hjkit.kit.csvcards import columns
from hjkit.kit.registry import games, shipped

SHIPPED_SETS = [(g.id, folder.name) for g in games().values() if g.card_sheet()
                for folder in sorted(g.shipped_cards().iterdir()) if folder.is_dir()]


def _cards(game, folder) -> dict:
    loaded = game.load([folder])
    assert not loaded.problems, loaded.problems
    return {key: list(cards) for key, cards in game.card_sheet().cards_of(
        loaded.library).items()}


def test_every_game_ships_sets_that_are_rows_of_cards():
    assert {game_id for game_id, _ in SHIPPED_SETS} == set(games())


@pytest.mark.parametrize(("game_id", "set_id"), SHIPPED_SETS)
def test_every_shipped_set_round_trips_through_a_spreadsheet(tmp_path, game_id, set_id,
                                                             capsys):
    game = games()[game_id]
    sheet = tmp_path / "cards.csv"
    assert main(["export", "csv", set_id, "--out", str(sheet)]) == EXIT_OK
    shutil.copytree(shipped(set_id), tmp_path / "sets" / set_id)  # its pictures and decks
    assert main(["import", str(sheet), "--game", game_id, "--set", set_id,
                 "--out", str(tmp_path / "sets"), "--force"]) == EXIT_OK, capsys.readouterr()
    assert _cards(game, tmp_path / "sets" / set_id) == _cards(game, shipped(set_id))
    again = tmp_path / "again.csv"
    assert main(["export", "csv", str(tmp_path / "sets" / set_id), "--out", str(again)]) == 0
    assert again.read_bytes() == sheet.read_bytes()


@pytest.mark.parametrize(("game_id", "set_id"), SHIPPED_SETS)
def test_a_set_moved_through_a_spreadsheet_into_a_new_folder_arrives_with_its_pictures(
        tmp_path, game_id, set_id, capsys):
    """Issue 39, point 7: "hjkit export csv first-wave then hjkit import into a new folder
    fails on every row ... a set moved through a spreadsheet must arrive whole (carry or
    reference its pictures)". Export writes the pictures beside the sheet as its art.file
    cells name them; import carries them into the new set, byte for byte."""
    game = games()[game_id]
    sheet = tmp_path / "sheet" / "cards.csv"
    assert main(["export", "csv", set_id, "--out", str(sheet)]) == EXIT_OK
    assert main(["import", str(sheet), "--game", game_id, "--set", "moved",
                 "--out", str(tmp_path / "new")]) == EXIT_OK, capsys.readouterr()
    moved = tmp_path / "new" / "moved"
    assert _cards(game, moved) == _cards(game, shipped(set_id))
    shipped_art = game.load([shipped(set_id)]).library.art
    moved_art = game.load([moved]).library.art
    assert moved_art.keys() == shipped_art.keys()
    for card, picture in shipped_art.items():
        assert moved_art[card].path.read_bytes() == picture.path.read_bytes(), card
    assert main(["check", "--pictures", str(moved)]) == EXIT_OK, capsys.readouterr()


def test_export_to_a_folder_asks_for_a_file_name_rather_than_failing(tmp_path, capsys):
    assert main(["export", "csv", "intro-pack", "--out", str(tmp_path)]) == EXIT_DATA
    assert "is a folder: give the CSV file's name" in capsys.readouterr().err


def _intro_rows(tmp_path) -> tuple[list[str], list[list[str]]]:
    sheet = tmp_path / "intro.csv"
    assert main(["export", "csv", "intro-pack", "--out", str(sheet)]) == EXIT_OK
    header, *rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8"))))
    return header, rows


def _write(path, header, rows) -> None:
    out = io.StringIO()
    csv.writer(out).writerows([header, *rows])
    path.write_text(out.getvalue(), encoding="utf-8")


def test_columns_are_the_card_fields_nested_ones_dotted_and_lists_printed(tmp_path):
    header, rows = _intro_rows(tmp_path)
    assert header[:3] == ["id", "title", "type"] and "art.file" in header
    baloo = dict(zip(header, next(r for r in rows if r[0] == "baloo"), strict=True))
    assert baloo["keywords"] == "Defender +1"  # as printed
    assert baloo["abilities"].startswith("[{timing: [skirmish]")  # YAML flow text
    hq = [c.name for c in columns(games()["heroes-and-quests"].card_sheet())]
    assert hq[0] == "family" and "foe.fight" in hq and "class" in hq


def test_a_row_that_does_not_fit_is_told_at_its_row_and_column_and_nothing_is_written(
        tmp_path, capsys):
    header, rows = _intro_rows(tmp_path)
    cost, keywords = header.index("cost"), header.index("keywords")
    rows[5][cost] = "lots"  # row 7 of the sheet
    rows[1][keywords] = "Defender +1; Defendre +1"
    _write(tmp_path / "cards.csv", header, rows)
    assert main(["import", str(tmp_path / "cards.csv"), "--game", "heroes-journey",
                 "--set", "mine", "--out", str(tmp_path)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "cards.csv, row 7, column cost: must be a whole number, got 'lots'" in err, err
    assert "cards.csv, row 3, column keywords: " in err and "Defender" in err, err
    assert "nothing written" in err and not (tmp_path / "mine").exists()


def test_an_unknown_column_and_a_family_of_no_game_are_told(tmp_path, capsys):
    (tmp_path / "cards.csv").write_text("family,id,name,colour\nheroes,ann,Ann,red\n"
                                        "dragons,bob,Bob,\n", encoding="utf-8")
    assert main(["import", str(tmp_path / "cards.csv"), "--game", "heroes-and-quests",
                 "--set", "mine", "--out", str(tmp_path)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "cards.csv, row 1, column colour: no card field is called 'colour'" in err, err
    assert "cards.csv, row 3, column family: 'dragons' is no kind of card" in err, err


def test_a_new_set_is_written_and_an_existing_one_is_kept_without_force(tmp_path, capsys):
    (tmp_path / "cards.csv").write_text(
        "id,name,kind,rank,suits,role\nthe-origin,The Origin,number,2,moons; waves,stage\n",
        encoding="utf-8")
    command = ["import", str(tmp_path / "cards.csv"), "--game", "heros-journey-v3",
               "--set", "mine", "--out", str(tmp_path)]
    assert main(command) == EXIT_DATA  # one card is not the whole Decktet
    err = capsys.readouterr().err
    assert "cards.csv: the extended Decktet has 45 cards; found 1" in err, err
    decktet = tmp_path / "decktet.csv"
    assert main(["export", "csv", "decktet", "--out", str(decktet)]) == EXIT_OK
    command[1] = str(decktet)
    assert main(command) == EXIT_OK
    written = tmp_path / "mine" / "journey.yaml"
    assert "id: mine" in written.read_text(encoding="utf-8")
    before = written.read_bytes()
    assert main(command) == EXIT_DATA
    assert "give --force" in capsys.readouterr().err and written.read_bytes() == before
    assert main([*command, "--force"]) == EXIT_OK


def test_an_unknown_game_and_a_missing_set_say_so(tmp_path, capsys):
    assert main(["import", "x.csv", "--game", "chess", "--set", "a"]) == EXIT_DATA
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert main(["export", "csv", str(tmp_path / "nowhere")]) == EXIT_DATA
    assert "no such set folder" in capsys.readouterr().err


def test_a_spreadsheet_saved_with_a_byte_order_mark_reads_and_nested_fields_are_told(
        tmp_path, capsys):
    sheet = tmp_path / "hq.csv"
    assert main(["export", "csv", "hq-starter", "--out", str(sheet)]) == EXIT_OK
    header, *rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8"))))
    quest = next(i for i, r in enumerate(rows) if r[0] == "quests")
    rows[quest][header.index("foe.fight")] = "17"  # row quest + 2 of the sheet
    out = io.StringIO()
    csv.writer(out).writerows([header, *rows])
    sheet.write_bytes(b"\xef\xbb\xbf" + out.getvalue().encode("utf-8"))  # as Excel saves
    assert main(["import", str(sheet), "--game", "heroes-and-quests", "--set", "mine",
                 "--out", str(tmp_path)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert f"hq.csv, row {quest + 2}, column foe.fight: must be 15, 20, 25 or 30, got 17" in err


def test_cells_a_spreadsheet_would_take_for_formulas_are_written_as_text_and_read_back():
    """Issue 39: "CSV cells that begin with `=`, `+`, `-` or `@` are written so that a
    spreadsheet shows them as text (six shipped Home cards begin with "+"); import reads
    them back unchanged." """
    from hjkit.kit.csvcards import as_text, from_text

    for cell in ("+1 to hit", "=SUM(A1)", "-2 wounds", "@home", "'+1", "''=x"):
        written = as_text(cell)
        assert written.startswith("'") and from_text(written) == cell
    for cell in ("Defender +1", "'quoted'", "", "3"):
        assert as_text(cell) == cell and from_text(cell) == cell


def test_the_home_sets_with_plus_cells_round_trip_through_a_sheet(tmp_path):
    home = games()["heros-journey-home"]
    folder = home.shipped_cards() / sorted(p.name for p in home.shipped_cards().iterdir()
                                           if p.is_dir())[0]
    sheet = tmp_path / "home.csv"
    assert main(["export", "csv", str(folder), "--out", str(sheet)]) == EXIT_OK
    cells = [c for row in csv.reader(io.StringIO(sheet.read_text(encoding="utf-8")))
             for c in row]
    assert not [c for c in cells if c[:1] in ("=", "+", "-", "@")]
    assert any(c.startswith("'+") for c in cells)


def test_a_semicolon_separated_sheet_is_read_as_one(tmp_path):
    header, rows = _intro_rows(tmp_path)
    out = io.StringIO()
    csv.writer(out, delimiter=";").writerows([header, *rows])
    (tmp_path / "semi.csv").write_text(out.getvalue(), encoding="utf-8")
    assert main(["import", str(tmp_path / "semi.csv"), "--game", "heroes-journey",
                 "--set", "semi", "--out", str(tmp_path)]) == EXIT_OK


def test_a_sheet_wrong_throughout_shows_its_first_problems_and_counts_the_rest(
        tmp_path, capsys):
    header, rows = _intro_rows(tmp_path)
    cost = header.index("cost")
    for row in rows:
        row[cost] = "lots"
    _write(tmp_path / "cards.csv", header, rows)
    assert main(["import", str(tmp_path / "cards.csv"), "--game", "heroes-journey",
                 "--set", "mine", "--out", str(tmp_path)]) == EXIT_DATA
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 11, err
    assert err[-1] == f"{tmp_path / 'cards.csv'}: {len(rows)} problems (the first 10 above); " \
                      "nothing written"
