"""Nothing but the card's frame lies within the safe zone (layouts/cards.yaml `safe`) of the
trim, on either side of any shipped card: no text, symbol, code or mark, where a slightly
off cut could take it. The Heroes' Journey's cards are checked pixel by pixel against their
frame; every piece of every game (cards, tiles, boards, chips, tokens, pawns, sheets) is
checked glyph by glyph: no text within the safe zone.

Each side is rendered and compared, inside the safe zone, with the frame alone: the border
colour out to the rounded panel, the panel colour inside it (both sampled from the side).
"""

from __future__ import annotations

import io

import pypdfium2
import pytest
from PIL import Image, ImageChops, ImageDraw

from hjkit.games.heroes_journey.faces.frame import Context
from hjkit.games.heroes_journey.faces.jobs import piece_for
from hjkit.games.heroes_journey.model.cards import BOOK_TYPES
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.generator.layout import load_layout
from hjkit.generator.pictures import printable
from hjkit.generator.render import side_pdf, side_png

from .shipped_pieces import distinct, shipped_sets

DPI = 150
PX = DPI / 25.4
TOLERANCE = 24
"""Grey levels a pixel may differ from the frame (the renderers' anti-aliasing differs)."""
LAYOUT = load_layout().cards


def _library():
    library, problems = load([SHIPPED_CARDS])
    assert not problems
    return library


LIBRARY = _library()
PICTURES = printable(LIBRARY.art)
CARDS = sorted(LIBRARY.cards)


def _frame_only(side: Image.Image) -> Image.Image:
    width, height = side.size
    frame, corner = LAYOUT.face.frame * PX, LAYOUT.face.corner * PX
    border = side.getpixel((round(0.5 * PX), height // 2))
    panel = side.getpixel((round(frame + 0.2 * PX), height // 2))
    expected = Image.new("RGB", side.size, border)
    ImageDraw.Draw(expected).rounded_rectangle(
        (frame, frame, width - frame, height - frame), radius=corner, fill=panel)
    return expected


def _safe_band(size: tuple[int, int]) -> Image.Image:
    """White where the safe zone is checked: within `safe` of the trim, except one pixel and
    a half either side of the panel's edge, where the two renderers blend differently."""
    width, height = size
    frame, corner, safe = LAYOUT.face.frame * PX, LAYOUT.face.corner * PX, LAYOUT.safe * PX
    band = Image.new("L", size, 255)
    draw = ImageDraw.Draw(band)
    draw.rectangle((safe - 1, safe - 1, width - safe, height - safe), fill=0)
    draw.rounded_rectangle((frame, frame, width - frame, height - frame), radius=corner,
                           outline=0, width=2)
    draw.rounded_rectangle((frame - 1.5, frame - 1.5, width - frame + 1.5,
                            height - frame + 1.5), radius=corner + 1.5, outline=0, width=3)
    return band


def _sides(card_id: str):
    card = LIBRARY.cards[card_id]
    sides = {}
    for light in (False, True):
        ctx = Context(LAYOUT, LIBRARY.cultures, "https://companion.example-table.org:8443",
                      light_backs=light, art=PICTURES)
        piece = piece_for(card, ctx, "book" if card.type in BOOK_TYPES else "atlas")
        sides["face"] = piece.front
        sides["light back" if light else "back"] = piece.back
    return sides, piece.size


@pytest.mark.parametrize("card_id", CARDS)
def test_nothing_but_the_frame_lies_in_the_safe_zone(card_id):
    sides, size = _sides(card_id)
    for name, draw in sides.items():
        side = Image.open(io.BytesIO(side_png(draw, size, card_id, DPI))).convert("RGB")
        difference = ImageChops.difference(side, _frame_only(side)).convert("L")
        inked = difference.point(lambda v: 255 if v > TOLERANCE else 0)
        found = ImageChops.multiply(inked, _safe_band(side.size)).getbbox()
        where = None if found is None else tuple(round(v / PX, 1) for v in found)
        assert where is None, f"{card_id} {name}: something within the safe zone at {where} mm"


# Every piece of every game: no glyph of any text lies outside the safe zone.

SAFE = LAYOUT.safe * 72 / 25.4
"""The safe zone in points."""
SETS = shipped_sets()


def glyphs_outside_the_safe_zone(draw, size) -> list[tuple[str, float]]:
    """Each character whose inked box (PDFium's tight glyph box) reaches into the safe zone
    of the side's trim, with how near the trim it comes (mm)."""
    page = pypdfium2.PdfDocument(side_pdf(draw, size, "side"))[0]
    text = page.get_textpage()
    width, height = size.width * 72 / 25.4, size.height * 72 / 25.4
    found = []
    for index in range(text.count_chars()):
        char = text.get_text_range(index, 1)
        if not char.strip():
            continue
        left, bottom, right, top = text.get_charbox(index)
        nearest = min(left, bottom, width - right, height - top)
        if nearest < SAFE - 0.01:
            found.append((char, round(nearest * 25.4 / 72, 2)))
    return found


@pytest.mark.parametrize(("game_id", "folder"), SETS, ids=[f"{g}-{f}" for g, f in SETS])
def test_no_text_of_any_piece_lies_in_the_safe_zone(game_id, folder):
    """The issue's count: words on v3's, Home's and Heroes and Quests' pieces within 3 mm
    of the trim. Every side of every distinct piece, measured glyph by glyph."""
    problems = []
    for part, piece in distinct(game_id, folder):
        for name, draw in (("face", piece.front), ("back", piece.back)):
            outside = glyphs_outside_the_safe_zone(draw, piece.size)
            if outside:
                problems.append(f"{part} {piece.card_id} {name}: "
                                f"{''.join(c for c, _ in outside)[:30]!r} down to "
                                f"{min(d for _, d in outside)} mm from the trim")
    assert not problems, "\n".join(problems)
