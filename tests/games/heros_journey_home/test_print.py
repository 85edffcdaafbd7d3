"""`hjkit build` of the starter set: the five card families each with its own back, the
papergold and the to-hit reference card as PDFs; QR codes open each card's page; rebuilds
give the same bytes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from hjkit.cli import main
from hjkit.games.heros_journey_home.engine.rules import to_hit
from hjkit.games.heros_journey_home.model.library import SHIPPED_CARDS

BASE = "http://table.example:8000"
EIGHT_UP = 8
"""Poker cards a Letter sheet holds, turned on their side to leave room for crop marks."""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out")
    assert main(["build", str(SHIPPED_CARDS), "--out", str(out), "--base-url", BASE]) == 0
    return out


def sheets(cards: int) -> int:
    """Fronts and backs: two pages per sheet of eight."""
    return 2 * -(-cards // EIGHT_UP)


def test_build_writes_each_family_the_papergold_and_the_reference_card(built):
    pages = {p.name: len(PdfReader(p).pages) for p in built.glob("*.pdf")}
    assert pages == {"starter-adventurers.pdf": sheets(15), "starter-quests.pdf": sheets(10),
                     "starter-quest-items.pdf": sheets(10), "starter-spells.pdf": sheets(10),
                     "starter-journey.pdf": sheets(45), "starter-papergold.pdf": sheets(20),
                     "starter-reference.pdf": sheets(1), "starter-read-me-first.pdf": 1}


def test_each_family_has_its_own_back(built):
    """"Adventurer cards are green on the back ... Quest cards are black ... Quest Item cards
    are orange ... Spell cards are purple ... Journey cards are blue on the back\""""
    texts = {}
    for name in ("adventurers", "quests", "quest-items", "spells", "journey"):
        back = PdfReader(built / f"starter-{name}.pdf").pages[1].extract_text()
        texts[name] = back
    assert "ADVENTURER" in texts["adventurers"] and "QUEST ITEM" in texts["quest-items"]
    assert "SPELL" in texts["spells"] and "JOURNEY" in texts["journey"]
    assert len(set(texts.values())) == 5


def test_the_reference_card_lists_the_to_hit_numbers(built):
    text = PdfReader(built / "starter-reference.pdf").pages[0].extract_text()
    assert "TO HIT" in text and f"-5 {to_hit(-5, 0, 0, 0)}" in " ".join(text.split())


def test_rebuilding_gives_the_same_bytes(built, tmp_path):
    assert main(["build", str(SHIPPED_CARDS), "--out", str(tmp_path), "--base-url", BASE]) == 0
    for path in built.glob("*.pdf"):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes()


def test_every_face_carries_the_qr_code_of_its_card_page(built, tmp_path):
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    from tests.generator.pdfs import decode_qr, render

    found = set(decode_qr(render(built / "starter-journey.pdf", 0, 300, tmp_path)))
    assert f"{BASE}/c/home" in found and f"{BASE}/c/goblin-1" in found


# The faces (issue 28, point 7).

def _pieces(part: str):
    from hjkit.games.heros_journey_home.faces.jobs import print_jobs
    from hjkit.games.heros_journey_home.model.library import load
    from hjkit.generator.build import PrintSettings
    from hjkit.generator.layout import load_layout

    library = load([SHIPPED_CARDS])[0]
    job, = print_jobs(library, PrintSettings(load_layout().cards, BASE))
    return dict(job.parts)[part]


def _words(piece) -> list[tuple[str, float, float, float, float]]:
    """Each character's text and glyph box in mm."""
    import pypdfium2

    from hjkit.generator.render import side_pdf

    text = pypdfium2.PdfDocument(side_pdf(piece.front, piece.size, "face"))[0].get_textpage()
    return [(text.get_text_range(i, 1), *(v * 25.4 / 72 for v in text.get_charbox(i)))
            for i in range(text.count_chars()) if text.get_text_range(i, 1).strip()]


def test_a_spellcasters_numbers_stay_inside_the_cream_panel():
    """ "Card value 8 · 3 HP to start · knows 3 spells" ran past the panel, 1.05 mm from the
    trim: the numbers wrap, each at least the safe zone inside the trim."""
    from hjkit.generator.layout import load_layout

    cards = load_layout().cards
    wizard = next(p for p in _pieces("adventurers") if p.card_id == "wizard")
    chars = _words(wizard)
    text = "".join(c[0] for c in chars)
    assert "knows3spells" in text
    assert min(c[1] for c in chars) >= cards.safe
    assert max(c[3] for c in chars) <= wizard.size.width - cards.safe


def test_the_header_band_has_no_seams():
    """Hairline seams showed at the green header's edges: the band is the border's own
    fill, so the border's colour runs unbroken across where its edges were."""
    import io

    from PIL import Image

    from hjkit.generator.layout import load_layout
    from hjkit.generator.render import side_png

    cards = load_layout().cards
    wizard = next(p for p in _pieces("adventurers") if p.card_id == "wizard")
    dpi = 300
    px = dpi / 25.4
    image = Image.open(io.BytesIO(side_png(wizard.front, wizard.size, "wizard", dpi)))
    image = image.convert("RGB")
    border = image.getpixel((round(1 * px), round(1 * px)))
    frame = cards.face.frame
    band = [(round(x * px), round(y * px)) for x in (frame - 0.3, frame, frame + 0.1)
            for y in (4.0, 6.0, 8.0, 10.0, 12.0)]  # the band's left edge, top down
    band += [(round(x * px), round(y * px)) for x in (10.0, 30.0, 50.0)
             for y in (frame - 0.1, frame, frame + 0.1)]  # and its top edge
    for point in band:
        assert max(abs(a - b) for a, b in zip(image.getpixel(point), border, strict=True)) <= 3,\
            point


def test_papergold_shows_its_value_whole_in_two_opposite_corners():
    """ "100 P": the corner labels were cut by the trim; both lie inside the safe zone."""
    from hjkit.generator.layout import load_layout

    safe = load_layout().cards.safe
    for piece in _pieces("papergold")[:1] + _pieces("papergold")[-1:]:
        chars = _words(piece)
        value = piece.card_id.split("-")[1]
        assert "".join(c[0] for c in chars).count(f"{value}PG") == 2
        w, h = piece.size.width, piece.size.height
        assert all(safe <= left and right <= w - safe and safe <= bottom and top <= h - safe
                   for _, left, bottom, right, top in chars)
