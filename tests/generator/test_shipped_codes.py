"""Every shipped card's QR code scans as a phone sees it: each sheet rendered at 150 dpi and
blurred (Pillow GaussianBlur(1), a camera at arm's length), and at 100 dpi unblurred, with
the longest base URL the codes promise to carry (40 characters)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PIL import ImageFilter

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS
from hjkit.generator.build import BuildOptions, PrintSettings, build_paths
from hjkit.generator.document import plan_sheets
from hjkit.generator.layout import load_layout
from hjkit.kit.address import printed_card_url
from hjkit.kit.registry import game_for

from .conftest import pdftoppm
from .pdfs import crop_mm, decode_qr, render_pages

FORTY = "https://companion.example-table.org:8443"
SETS = sorted(p.parent for p in SHIPPED_CARDS.glob("*/cards.yaml"))
LOOKS = [(150, True), (100, False)]


def _every_card_once(folder: Path, scratch: Path) -> Path:
    """The set without its decks: the build then prints each of its cards once."""
    copy = scratch / folder.name
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns("decks"))
    return copy


@pytest.mark.parametrize("folder", SETS, ids=[p.name for p in SETS])
def test_every_code_of_every_shipped_card_scans_blurred_and_at_low_resolution(folder, tmp_path):
    pdftoppm()
    cards = _every_card_once(folder, tmp_path)
    options = BuildOptions(base_url=FORTY, out=tmp_path / "out")
    written = {p.name: p for p in build_paths([cards], options).written}
    layout = load_layout()
    game = game_for([cards])
    jobs = game.print_jobs(game.load([cards]).library, PrintSettings(layout.cards, FORTY))
    checked = 0
    for job in jobs:
        for part, pieces in job.parts:
            if not pieces:
                continue
            path = written[f"{job.name}-{part}.pdf"]
            sheets = plan_sheets(list(pieces), layout, options.sheets)
            for dpi, blurred in LOOKS:
                pages = render_pages(path, dpi, tmp_path)
                for number, sheet in enumerate(sheets):
                    page = pages[2 * number].convert("L")  # each face page has its backs next
                    if blurred:
                        page = page.filter(ImageFilter.GaussianBlur(1))
                    for piece, slot in zip(sheet.pieces, sheet.slots, strict=True):
                        trim = slot.trim
                        card = crop_mm(page, dpi, trim.x, trim.y, trim.width, trim.height)
                        where = f"{piece.card_id} at {dpi} dpi{' blurred' if blurred else ''}"
                        assert decode_qr(card) == [printed_card_url(FORTY, piece.card_id)], where
                        checked += 1
    assert checked == 2 * sum(len(p) for job in jobs for _, p in job.parts)
