"""The PDFs as files: page sizes, where cards land, duplex backs, boxes, fonts, bytes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pypdf import PdfReader
from reportlab.lib.units import mm

from hjkit.cli import main
from hjkit.generator.build import PrintSettings, build_paths
from hjkit.generator.document import SheetOptions, plan_sheets
from hjkit.generator.forms import form_name
from hjkit.generator.impose import Duplex
from hjkit.generator.layout import load_layout
from hjkit.kit.registry import game_for

from .conftest import pdftoppm
from .pdfs import card_origins, ink, placed_sides, render

LAYOUT = load_layout()
PAPER_POINTS = {"letter": (612.0, 792.0), "a4": (595.28, 841.89)}


def _build(folder, options, **sheet):
    options = replace(options, sheets=replace(options.sheets, **sheet)) if sheet else options
    return {p.name: p for p in build_paths([folder], options).written}


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_sheets_have_the_paper_size_asked_for(standard_set, options, paper):
    files = _build(standard_set, options, paper=paper)
    for name in ("oz-test-book.pdf", "oz-test-atlas.pdf"):
        for page in PdfReader(files[name]).pages:
            assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(
                PAPER_POINTS[paper], abs=0.02)


def _sheets(folder, options, part):
    game = game_for([folder])
    jobs = game.print_jobs(game.load([folder]).library,
                           PrintSettings(LAYOUT.cards, options.base_url))
    return plan_sheets(list(dict(jobs[0].parts)[part]), LAYOUT, options.sheets)


@pytest.mark.parametrize(("paper", "per_sheet"), [("letter", 8), ("a4", 9)])
def test_book_holds_every_copy_a_sheet_at_a_time_each_with_a_back(standard_set, options,
                                                                  paper, per_sheet):
    files = _build(standard_set, options, paper=paper)
    reader = PdfReader(files["oz-test-book.pdf"])
    copies = 60
    assert len(reader.pages) == 2 * -(-copies // per_sheet)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_cards_are_drawn_at_their_grid_positions(standard_set, options, paper):
    files = _build(standard_set, options, paper=paper)
    options = replace(options, sheets=replace(options.sheets, paper=paper))
    sheet = _sheets(standard_set, options, "book")[0]
    expected = [v for slot, turn in zip(sheet.slots, sheet.turns, strict=True)
                for v in slot.origin(turn)]
    found = [v for origin in card_origins(files["oz-test-book.pdf"], 0) for v in origin]
    assert found == pytest.approx(expected, abs=0.01)


def test_long_edge_backs_land_behind_their_own_fronts(intro_set, options):
    atlas = _build(intro_set, options)["jungle-test-atlas.pdf"]
    sites = [f"jungle-{n}" for n in range(1, 7)]
    front = {_side(name, "face", sites): at for at, name in placed_sides(atlas, 0)}
    back = {_side(name, "back", sites): at for at, name in placed_sides(atlas, 1)}
    paper_width = LAYOUT.sheets.papers["letter"].width
    second_row = front["jungle-2"][1]
    row = sorted((s for s in sites if front[s][1] == second_row), key=lambda s: front[s][0])
    row_back = sorted((s for s in sites if back[s][1] == second_row), key=lambda s: back[s][0])
    assert row == ["jungle-2", "jungle-3"]
    assert row_back == ["jungle-3", "jungle-2"]  # A B -> B A
    for site in sites:
        assert back[site][0] == pytest.approx(paper_width - front[site][0] - 88, abs=0.01)
        assert back[site][1] == pytest.approx(front[site][1], abs=0.01)
    (quest_x, quest_y), (quest_back_x, quest_back_y) = front[None], back[None]
    assert quest_back_x == pytest.approx(paper_width - quest_x, abs=0.01)  # turned back
    assert quest_back_y == pytest.approx(quest_y + 63, abs=0.01)


def _side(name: str, side: str, ids: list[str]) -> str | None:
    """Which of ids a placed side's stored drawing shows (None: another card)."""
    return next((i for i in ids if form_name(f"{side} {i}") == name), None)


def test_a_quest_need_shares_its_sheet_with_the_sites(intro_set, options):
    sheets = _sheets(intro_set, options, "atlas")
    assert len(sheets) == 1
    assert [p.card_id for p in sheets[0].pieces] == ["mans-red-flower", *[
        f"jungle-{n}" for n in range(1, 7)]]
    assert sheets[0].turns == (1, 0, 0, 0, 0, 0, 0)


def test_back_offset_moves_backs_by_the_given_millimetres(standard_set, options, tmp_path):
    plain = _build(standard_set, options)["oz-test-book.pdf"]
    moved = _build(standard_set, replace(options, out=tmp_path / "moved"),
                   back_offset=(2.0, -1.5))["oz-test-book.pdf"]
    assert card_origins(moved, 0) == card_origins(plain, 0)  # fronts do not move
    for before, after in zip(card_origins(plain, 1), card_origins(moved, 1), strict=True):
        assert after[0] - before[0] == pytest.approx(2.0, abs=0.01)
        assert after[1] - before[1] == pytest.approx(-1.5, abs=0.01)


def test_without_duplex_no_back_pages_but_double_sided_backs_still_print(intro_set, options,
                                                                         tmp_path):
    files = _build(intro_set, options, duplex=Duplex.NONE)
    book = PdfReader(files["jungle-test-book.pdf"])
    duplex = _build(intro_set, replace(options, out=tmp_path / "duplex"))
    assert 2 * len(book.pages) == len(PdfReader(duplex["jungle-test-book.pdf"]).pages)
    atlas_text = " ".join(p.extract_text() for p in PdfReader(files["jungle-test-atlas.pdf"]).pages)
    assert "To Complete Quest:" in atlas_text


def test_print_shop_pages_are_one_card_at_trim_plus_bleed_with_boxes(standard_set, options):
    files = build_paths([standard_set], replace(options, print_shop=True)).written
    shop = next(p for p in files if p.name == "oz-test-atlas-print-shop.pdf")
    reader = PdfReader(shop)
    assert len(reader.pages) == 12  # quest need and its back, 9 sites, the atlas back
    quest_face, site_face = reader.pages[0], reader.pages[2]
    for page, (width, height) in ((quest_face, (63, 88)), (site_face, (88, 63))):
        assert float(page.mediabox.width) == pytest.approx((width + 6) * mm, abs=0.01)
        assert float(page.mediabox.height) == pytest.approx((height + 6) * mm, abs=0.01)
        trim = [float(v) / mm for v in page.trimbox]
        assert trim == pytest.approx([3, 3, 3 + width, 3 + height], abs=0.01)
        bleed = [float(v) / mm for v in page.bleedbox]
        assert bleed == pytest.approx([0, 0, width + 6, height + 6], abs=0.01)


def test_print_shop_prints_each_distinct_face_once_with_a_count_list(standard_set, options):
    files = {p.name: p for p in build_paths([standard_set],
                                            replace(options, print_shop=True)).written}
    book = PdfReader(files["oz-test-book-print-shop.pdf"])
    assert len(book.pages) == 10  # 9 distinct cards, then the one book back
    rows = files["oz-test-book-print-shop.csv"].read_text().splitlines()
    assert rows[0] == "face page,back page,card,copies"
    assert rows[1:3] == ["1,10,dorothy,4", "2,10,tin-woodman,8"]
    assert sum(int(row.split(",")[3]) for row in rows[1:]) == 60
    atlas = files["oz-test-atlas-print-shop.csv"].read_text().splitlines()
    assert atlas[1:3] == ["1,2,ruby-slippers,1", "3,12,road-1,1"]  # its own back, the shared


def test_card_size_for_print_on_demand_shops_takes_an_eighth_inch_bleed(standard_set, options):
    assert main(["build", str(standard_set), "--out", str(options.out), "--print-shop",
                 "--card-size", "63.5x88.9"]) == 0
    reader = PdfReader(options.out / "oz-test-atlas-print-shop.pdf")
    quest_face, site_face = reader.pages[0], reader.pages[2]
    for page, (width, height) in ((quest_face, (63.5, 88.9)), (site_face, (88.9, 63.5))):
        trim = [float(v) / mm for v in page.trimbox]
        assert trim == pytest.approx([3.175, 3.175, 3.175 + width, 3.175 + height], abs=0.01)
        assert float(page.mediabox.width) == pytest.approx((width + 6.35) * mm, abs=0.01)
    assert len(PdfReader(options.out / "oz-test-book.pdf").pages) == 16  # 8 a Letter sheet


def test_fonts_are_embedded_truetype(standard_set, options):
    files = _build(standard_set, options)
    reader = PdfReader(files["oz-test-book.pdf"])
    seen = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descendants = font.get("/DescendantFonts")
            descriptor = (descendants[0].get_object() if descendants else font).get(
                "/FontDescriptor")
            assert descriptor is not None, font
            assert "/FontFile2" in descriptor.get_object(), font["/BaseFont"]
            seen.add(str(font["/BaseFont"]))
    assert seen


def test_two_builds_of_the_same_deck_are_byte_identical(standard_set, options, tmp_path):
    first = _build(standard_set, replace(options, out=tmp_path / "one"))
    second = _build(standard_set, replace(options, out=tmp_path / "two"))
    assert first.keys() == second.keys()
    for name in first:
        assert first[name].read_bytes() == second[name].read_bytes(), name


def test_sheet_options_default_to_letter_and_long_edge():
    assert SheetOptions() == SheetOptions(paper="letter", duplex=Duplex.LONG,
                                          back_offset=(0.0, 0.0))


def test_light_backs_use_a_fraction_of_the_ink_of_dark_ones(intro_set, options, tmp_path):
    pdftoppm()
    dark = _build(intro_set, replace(options, out=tmp_path / "dark"))
    light = _build(intro_set, replace(options, out=tmp_path / "light", backs="light"))
    for name in ("jungle-test-book.pdf", "jungle-test-atlas.pdf"):
        dark_ink = ink(render(dark[name], 1, 30, tmp_path))
        light_ink = ink(render(light[name], 1, 30, tmp_path))
        assert light_ink < 0.06, name
        assert light_ink < dark_ink / 3, name
