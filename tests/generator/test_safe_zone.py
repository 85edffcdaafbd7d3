"""Nothing but the card's frame lies within the safe zone (layouts/cards.yaml `safe`) of the
trim, on either side of any shipped card: no text, symbol, code or mark, where a slightly
off cut could take it.

Each side is rendered and compared, inside the safe zone, with the frame alone: the border
colour out to the rounded panel, the panel colour inside it (both sampled from the side).
"""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageDraw

from hjkit.games.heroes_journey.faces.frame import Context
from hjkit.games.heroes_journey.faces.jobs import piece_for
from hjkit.games.heroes_journey.model.cards import BOOK_TYPES
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.generator.layout import load_layout
from hjkit.generator.render import side_png

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
                      light_backs=light, art=LIBRARY.art)
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
