"""The shipped card sets in cards/ all print: no overflow, every deck legal, codes readable."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS
from hjkit.printing.build import build_paths

from .conftest import pdftoppm
from .pdfs import decode_qr, render

CARDS = SHIPPED_CARDS
SETS = sorted(p.parent for p in CARDS.glob("*/cards.yaml"))


@pytest.mark.parametrize("folder", SETS, ids=[p.name for p in SETS])
def test_every_shipped_deck_prints(folder, options):
    written = build_paths([folder], options).written
    assert written and all(p.stat().st_size > 0 for p in written)


@pytest.mark.skipif(not (CARDS / "intro-pack").exists(), reason="intro pack not written yet")
def test_intro_pack_first_sheet_codes_decode(options, tmp_path):
    pdftoppm()
    book = next(p for p in build_paths([CARDS / "intro-pack"], options).written
                if p.name.endswith("-book.pdf"))
    found = decode_qr(render(book, 0, 200, tmp_path))
    assert len(found) == 9
    assert all(url.startswith(f"{options.base_url}/cards/") for url in found)
