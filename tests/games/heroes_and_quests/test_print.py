"""hjkit build of the starter set: the five decks each with its own back, 100 square tiles,
the map board in four quarters with registration marks on Letter and A4, a seeded map that
shows the engine's own placement, and the token sheets."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from hjkit.cli import main
from hjkit.games.heroes_and_quests.engine.setup import place_tiles
from hjkit.games.heroes_and_quests.faces.jobs import DECKS, TOKEN_COUNTS, print_jobs, tile_size
from hjkit.games.heroes_and_quests.model.library import SHIPPED, load
from hjkit.generator.build import PrintSettings
from hjkit.generator.layout import load_layout

STARTER = SHIPPED / "hq-starter"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("hq")
    assert main(["build", str(STARTER), "--out", str(out), "--paper", "a4", "--seed", "7"]) == 0
    return out


@pytest.fixture(scope="module")
def parts():
    library = load([SHIPPED])[0]
    job, = print_jobs(library, PrintSettings(load_layout().cards))
    return dict(job.parts), library


def test_every_part_is_written_with_a_map_per_seed_asked(built):
    """hjkit build --seed 7: the map printed for seed 7 instead of the set's own seeds."""
    names = {p.name for p in built.glob("*.pdf")}
    assert names == {f"hq-starter-{part}.pdf" for part in (
        *DECKS, "tiles", "board", "map-seed-7", "tokens", "pawns", "reference",
        "read-me-first")}


def test_the_sets_own_map_seeds_print_when_none_is_asked(parts):
    pieces, _ = parts
    assert {p for p in pieces if p.startswith("map-seed-")} == {"map-seed-1", "map-seed-2026"}


def test_build_help_offers_the_seed(capsys):
    with pytest.raises(SystemExit):
        main(["build", "--help"])
    assert "--seed N" in capsys.readouterr().out


def test_each_deck_has_its_own_back(parts):
    pieces, _ = parts
    backs = {deck: {p.back.keywords["deck"] for p in pieces[deck]} for deck in DECKS}
    assert backs == {deck: {deck} for deck in DECKS}


def test_the_decks_hold_every_card_and_copy(parts):
    pieces, library = parts
    assert len(pieces["actions"]) == sum(a.copies for a in library.actions.values()) == 40
    assert len(pieces["heroes"]) == len(library.heroes)


def test_the_100_tiles_are_square_from_the_tiles_layout(parts):
    pieces, _ = parts
    assert len(pieces["tiles"]) == 100
    assert {(p.size.width, p.size.height) for p in pieces["tiles"]} == {(38, 38)}
    assert tile_size(PrintSettings(load_layout(cards="tiles").cards)).width == 38


def test_the_board_is_four_quarters_one_per_sheet(built):
    reader = PdfReader(built / "hq-starter-board.pdf")
    assert len(reader.pages) == 8  # four fronts and their (blank) backs, duplex


def test_a_seeded_map_shows_the_engines_placement(built):
    library = load([SHIPPED])[0]
    board = place_tiles(7, library)
    text = PdfReader(built / "hq-starter-map-seed-7.pdf").pages[0].extract_text()
    assert text.index(library.tiles[board[0]].name) < text.index("A2")
    assert "Map for seed 7 · quarter 1 of 4" in text


def test_registration_marks_sit_on_the_joins_between_spaces(parts):
    """The marks straddled the trim over the tiles: they sit where the lines between
    spaces meet a join, never over a space's middle."""
    from hjkit.games.heroes_and_quests.faces import board

    calls = []

    class Recorder:
        def __getattr__(self, name):
            return lambda *args, **kwargs: calls.append((name, args))

    board._registration(Recorder(), 0, 100.0)
    centres = sorted((args[0], args[1]) for name, args in calls if name == "circle")
    assert centres == [(20.0, 0.0), (40.0, 0.0), (60.0, 0.0), (80.0, 0.0), (100.0, 20.0),
                       (100.0, 40.0), (100.0, 60.0), (100.0, 80.0)]


def test_tiles_list_their_actions_but_not_nothing(parts):
    """ "Nothing – Always available at all Terrains": the tile lists only its own."""
    pieces, library = parts
    text = _text(pieces["tiles"][0].front, pieces["tiles"][0].size)
    tile = library.tiles[pieces["tiles"][0].card_id]
    assert "Nothing" not in text
    assert all(action.replace(" ", "") in text for action in tile.actions)


def test_a_tiles_code_is_on_its_own_back_not_over_its_face(parts):
    """The code covered 40% of a 38 mm tile's face: it is on the tile's own back."""
    pieces, _ = parts
    tiles = pieces["tiles"]
    assert all(t.double_sided for t in tiles)
    assert {t.back.keywords["tile"].id for t in tiles} == {t.card_id for t in tiles}


def test_a_heroes_level_is_printed_large(parts):
    """Heroes hid their level in 6.5 pt italics: it is in a badge at 12 pt."""
    import pypdfium2
    import pypdfium2.raw as pdfium

    from hjkit.generator.render import side_pdf

    pieces, library = parts
    hero = pieces["heroes"][0]
    page = pypdfium2.PdfDocument(side_pdf(hero.front, hero.size, "hero"))[0].get_textpage()
    level = str(library.heroes[hero.card_id].level)
    sizes = [pdfium.FPDFText_GetFontSize(page.raw, i) for i in range(page.count_chars())
             if page.get_text_range(i, 1) == level]
    assert max(sizes) >= 12


def test_a_pawn_of_its_own_colour_for_each_player(parts):
    """ "Multicolored Pawns (1 for each Player)": one for each of the most players."""
    from hjkit.games.heroes_and_quests.faces.pawns import PAWN_COLOURS
    from hjkit.games.heroes_and_quests.model.library import MAX_PLAYERS

    pieces, _ = parts
    assert len(pieces["pawns"]) == MAX_PLAYERS
    colours = [PAWN_COLOURS[p.front.keywords["colour"]][1] for p in pieces["pawns"]]
    assert len(set(colours)) == MAX_PLAYERS


def test_the_reference_sheet_prints_the_engines_tables(parts):
    """The Encounter, Random Minion, restart and XP tables and the terrain costs, read
    from the engine: each of their entries is on the sheet."""
    from hjkit.games.heroes_and_quests.engine import quest, table, terrain
    from hjkit.games.heroes_and_quests.model.content import MINION_TAGS, TERRAIN_ACTIONS
    from hjkit.games.heroes_and_quests.model.library import RESPAWN_TABLE

    pieces, library = parts
    sheet, = pieces["reference"]
    text = _text(sheet.front, sheet.size)
    expected = [*quest.ENCOUNTERS, *MINION_TAGS, *TERRAIN_ACTIONS,
                *(library.tiles[kind].name for kind in RESPAWN_TABLE),
                *(f"{cost}Gold" for cost in terrain.COSTS.values()),
                *(f"FightValue{v}" for v in quest.FIGHT_VALUES.values()),
                f"{table.LEVEL_XP}Aherogains1LevelToken", f"{quest.XP['foe']}FinalFoe"]
    assert [e for e in expected if e.replace(" ", "") not in text] == []


def test_the_tokens_fill_whole_sheets_on_letter_and_a4(parts):
    """One quest marker filled a token page of its own: the tokens fill their sheets."""
    from hjkit.generator.document import SheetOptions, plan_sheets

    pieces, _ = parts
    for paper in ("letter", "a4"):
        sheets = plan_sheets(list(pieces["tokens"]), load_layout(), SheetOptions(paper=paper))
        assert [len(s.pieces) == s.grid.per_sheet for s in sheets] == [True], paper


def _text(draw, size) -> str:
    """The side's text without spaces or line breaks."""
    import pypdfium2

    from hjkit.generator.render import side_pdf

    page = pypdfium2.PdfDocument(side_pdf(draw, size, "side"))[0].get_textpage()
    return "".join(page.get_text_range().split())


def test_the_token_sheets_hold_every_token(parts):
    pieces, _ = parts
    assert len(pieces["tokens"]) == sum(TOKEN_COUNTS.values())


def test_the_build_is_deterministic(tmp_path):
    for folder in ("one", "two"):
        assert main(["build", str(STARTER), "--out", str(tmp_path / folder)]) == 0
    assert ((tmp_path / "one" / "hq-starter-board.pdf").read_bytes()
            == (tmp_path / "two" / "hq-starter-board.pdf").read_bytes())
