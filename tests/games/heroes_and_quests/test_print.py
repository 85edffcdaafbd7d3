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
        *DECKS, "tiles", "board", "map-seed-7", "tokens")}


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


def test_registration_marks_sit_on_the_joins(parts):
    from hjkit.games.heroes_and_quests.faces import board

    calls = []

    class Recorder:
        def __getattr__(self, name):
            return lambda *args, **kwargs: calls.append((name, args))

    board._registration(Recorder(), 0, 100.0)
    centres = sorted((args[0], args[1]) for name, args in calls if name == "circle")
    assert centres == [(25.0, 0.0), (50.0, 0.0), (75.0, 0.0), (100.0, 25.0), (100.0, 50.0),
                       (100.0, 75.0)]


def test_the_token_sheets_hold_every_token(parts):
    pieces, _ = parts
    assert len(pieces["tokens"]) == sum(TOKEN_COUNTS.values())


def test_the_build_is_deterministic(tmp_path):
    for folder in ("one", "two"):
        assert main(["build", str(STARTER), "--out", str(tmp_path / folder)]) == 0
    assert ((tmp_path / "one" / "hq-starter-board.pdf").read_bytes()
            == (tmp_path / "two" / "hq-starter-board.pdf").read_bytes())
