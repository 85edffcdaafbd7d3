"""Every code on every piece of every game scans, with a base URL of 40 characters: the
sheets built with it, rendered by poppler at 150 dpi and blurred (a phone at arm's length)
and at 100 dpi plain, each piece cropped at its trim on its face page and its back page.
A card or tile carries one code, which opens its own page; other pieces carry none.

The Heroes' Journey's sets are checked the same way by test_shipped_codes.py."""

from __future__ import annotations

import pytest
from PIL import ImageFilter

from hjkit.generator.build import BuildOptions, build_paths, plan_jobs
from hjkit.generator.document import plan_sheets
from hjkit.generator.layout import load_layout
from hjkit.kit.address import printed_card_url
from hjkit.kit.registry import games

from .conftest import pdftoppm
from .pdfs import crop_mm, decode_qr, render_pages
from .shipped_pieces import FORTY, shipped_sets

LOOKS = [(150, True), (100, False)]
SETS = [s for s in shipped_sets() if s[0] != "heroes-journey"]


def test_the_base_url_is_forty_characters():
    assert len(FORTY) == 40


@pytest.mark.parametrize(("game_id", "folder"), SETS, ids=[f"{g}-{f}" for g, f in SETS])
def test_every_code_on_every_piece_scans_blurred_and_at_low_resolution(game_id, folder,
                                                                         tmp_path):
    pdftoppm()
    game = games()[game_id]
    paths = [game.shipped_cards() / folder]
    options = BuildOptions(base_url=FORTY, out=tmp_path / "out", seeds=(1,))
    written = {p.name: p for p in build_paths(paths, options).written}
    layout = load_layout()
    library = game.load(paths).library
    coded = game.card_ids(library)
    _, jobs, _ = plan_jobs(paths, options)
    scanned = set()
    for job in jobs:
        for part, pieces in job.parts:
            path = written[f"{job.name}-{part}.pdf"]
            sheets = plan_sheets(list(pieces), layout, options.sheets)
            for dpi, blurred in LOOKS:
                pages = render_pages(path, dpi, tmp_path)
                for number, sheet in enumerate(sheets):
                    slots = (sheet.slots, sheet.grid.back_slots(options.sheets.duplex))
                    found = [[] for _ in sheet.pieces]  # by slot: copies share an id
                    for side, page_slots in enumerate(slots):
                        page = pages[2 * number + side].convert("L")
                        if blurred:
                            page = page.filter(ImageFilter.GaussianBlur(1))
                        for index, slot in enumerate(page_slots[:len(sheet.pieces)]):
                            t = slot.trim
                            found[index] += decode_qr(crop_mm(page, dpi, t.x, t.y, t.width,
                                                              t.height))
                    for index, piece in enumerate(sheet.pieces):
                        want = ([printed_card_url(FORTY, piece.card_id)]
                                if piece.card_id in coded else [])
                        where = f"{part} {piece.card_id} at {dpi} dpi"
                        assert found[index] == want, where
                        scanned |= set(want)
    assert scanned == {printed_card_url(FORTY, c) for c in coded}


def test_a_forty_character_base_url_builds_every_set(tmp_path):
    """`hjkit build hq-starter --base-url <40 characters>` was refused: the tile's modules
    were 0.45 mm."""
    from hjkit.cli import main

    for game_id, folder in SETS:
        root = games()[game_id].shipped_cards()
        assert main(["build", str(root / folder), "--base-url", FORTY, "--out",
                     str(tmp_path / folder), "--seed", "1"]) == 0, folder

