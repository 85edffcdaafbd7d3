"""`hjkit build` of the journey's set: the deck, the 72 chips, the pawns and the turn
summary as PDFs, with duplex backs, QR codes opening each card's page, byte-identical
rebuilds."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from hjkit.cli import main
from hjkit.games.heros_journey_v3.model.library import SHIPPED_CARDS

BASE = "http://table.example:8000"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out")
    assert main(["build", str(SHIPPED_CARDS), "--out", str(out), "--base-url", BASE]) == 0
    return out


def test_build_writes_the_deck_chips_pawns_and_summary(built):
    pages = {p.name: len(PdfReader(p).pages) for p in built.glob("*.pdf")}
    assert pages == {"decktet-cards.pdf": 12, "decktet-chips.pdf": 2,
                     "decktet-pawns.pdf": 2, "decktet-summary.pdf": 2}


def test_rebuilding_gives_the_same_bytes(built, tmp_path):
    assert main(["build", str(SHIPPED_CARDS), "--out", str(tmp_path), "--base-url", BASE]) == 0
    for path in built.glob("*.pdf"):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes()


def test_every_face_carries_the_qr_code_of_its_card_page(built, tmp_path):
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    from tests.generator.pdfs import decode_qr, render

    found = set(decode_qr(render(built / "decktet-cards.pdf", 0, 300, tmp_path)))
    assert f"{BASE}/c/the-excuse" in found and f"{BASE}/c/ace-of-moons" in found


def test_fonts_are_embedded(built):
    page = PdfReader(built / "decktet-cards.pdf").pages[0]
    fonts = [f.get_object() for f in page["/Resources"]["/Font"].values()]
    assert fonts and all("/FontFile2" in f["/FontDescriptor"] for f in fonts)
