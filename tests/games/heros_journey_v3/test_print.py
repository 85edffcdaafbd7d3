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
                     "decktet-pawns.pdf": 2, "decktet-summary.pdf": 2,
                     "decktet-read-me-first.pdf": 1}


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


# The faces (issue 28, point 8).

def _pieces(part: str):
    from hjkit.games.heros_journey_v3.faces.jobs import print_jobs
    from hjkit.games.heros_journey_v3.model.library import load
    from hjkit.generator.build import PrintSettings
    from hjkit.generator.layout import load_layout

    library = load([SHIPPED_CARDS])[0]
    job, = print_jobs(library, PrintSettings(load_layout().cards, BASE))
    return dict(job.parts)[part], library


def _chars(piece):
    """Each character of the face: (text, angle in degrees, x, y of its box's centre, mm)."""
    import math

    import pypdfium2
    import pypdfium2.raw as pdfium

    from hjkit.generator.render import side_pdf

    text = pypdfium2.PdfDocument(side_pdf(piece.front, piece.size, "face"))[0].get_textpage()
    found = []
    for i in range(text.count_chars()):
        left, bottom, right, top = text.get_charbox(i)
        angle = round(math.degrees(pdfium.FPDFText_GetCharAngle(text.raw, i))) % 360
        found.append((text.get_text_range(i, 1), angle, (left + right) / 2 * 25.4 / 72,
                      (bottom + top) / 2 * 25.4 / 72))
    return found


def test_every_card_carries_its_rank_in_two_opposite_corners():
    """Readable in a fanned hand: the index upright at the top left and turned a half turn
    at the bottom right (Crowns draw a crown there instead of a letter)."""
    from hjkit.games.heros_journey_v3.faces.cards import INDEX

    cards, library = _pieces("cards")
    for piece in cards:
        card = library.cards[piece.card_id]
        if card.kind == "crown":
            continue
        label = INDEX.get(card.kind, str(card.rank))
        width, height = piece.size.width, piece.size.height
        chars = _chars(piece)
        upright = [c for c in chars if c[0] == label[0] and c[1] == 0
                   and c[2] < width / 4 and c[3] > height * 3 / 4]
        turned = [c for c in chars if c[0] == label[0] and c[1] == 180
                  and c[2] > width * 3 / 4 and c[3] < height / 4]
        assert upright and turned, piece.card_id


def test_a_crowns_name_is_not_printed_over_a_rank_word():
    """ "CrownThe Bard": the rank word ran over the name; a Crown's corner is a crown."""
    cards, library = _pieces("cards")
    for piece in cards:
        if library.cards[piece.card_id].kind == "crown":
            top = "".join(c[0] for c in _chars(piece) if c[3] > piece.size.height * 0.8)
            assert top.split() == library.cards[piece.card_id].name.split()


def test_the_summarys_suit_icons_run_in_the_order_of_their_names(monkeypatch):
    """The icons ran right to left under a caption that ran left to right: each icon now
    stands over its suit's name, in the suits' customary order."""
    from hjkit.games.heros_journey_v3.faces import pieces
    from hjkit.games.heros_journey_v3.model.cards import SUITS

    drawn = []
    monkeypatch.setattr(pieces, "draw_suit", lambda canvas, suit, x, y, s: drawn.append(
        (suit, x)))
    summary, = _pieces("summary")[0]
    chars = _chars(summary)
    legend = dict(pieces.suit_legend())
    assert [suit for suit, _ in sorted(drawn, key=lambda d: d[1])] == list(SUITS)
    caption = "".join(c[0] for c in chars if 10 < c[3] < 16)  # the names under the icons
    assert caption.split() == [legend[s] for s in SUITS]
