"""The square terrain tiles, the 10 x 10 map board in four sheet-sized quarters with
registration marks on every join, a map board printed with a seed's tile placement, and the
token sheets (Gold, XP, Level, Quest markers)."""

from __future__ import annotations

import math
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import art, fonts
from hjkit.generator.facekit import (
    back_inks,
    baseline_above,
    baseline_below,
    draw_invented_mark,
    draw_round_token,
    legible,
    paint_ground,
)
from hjkit.generator.layout import Size
from hjkit.generator.qr import draw_qr, side_for
from hjkit.kit.address import printed_card_url

from ..model.content import Tile
from ..model.library import BOARD_SIDE
from .cards import INK, PAPER

SEA = (0.24, 0.42, 0.56)
SPACE = 38.0
"""A board space, the size of a tile, mm."""
QUARTER = BOARD_SIDE // 2
SECTION = Size(width=SPACE * QUARTER, height=SPACE * QUARTER)
"""A quarter of the board (5 x 5 spaces, 190 mm): one fits a Letter or A4 sheet."""
TOKEN = Size(width=20, height=20)
MARK_RADIUS = 2.0
JOIN_MARKS = tuple(n / QUARTER for n in range(1, QUARTER))
"""Where registration marks sit along a join: on the lines between its spaces."""
TILE_CODE = 24.0
"""A tile's QR code side (mm), on its back: modules of 0.59 mm for a version 4 code, which
any base URL up to 40 characters and any tile id give."""
TILE_NAME_PT = 8.0
TILE_ACTION_PT = 6.5
LABEL_INSET = 3.2
"""Coordinates and titles sit this far (mm) inside a space: the safe zone at the trim."""


def hex_rgb(colour: str) -> tuple[float, float, float]:
    return tuple(int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))


def draw_tile(canvas: Canvas, tile: Tile, size: Size, bleed: float, safe: float,
              kit_made: bool, picture: Path | None = None) -> None:
    """A terrain tile: its colour to the bleed; inside the safe zone its name, the actions
    it offers (Nothing, always offered, is not listed), its coastal and start marks, its
    terrain's picture when it has one and the invented mark. Its code is on its back."""
    w, h, b, s = size.width * mm, size.height * mm, bleed * mm, safe * mm
    ground, ink = legible(hex_rgb(tile.color), PAPER, INK)
    canvas.setFillColorRGB(*ground)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.BOLD, TILE_NAME_PT)
    top = baseline_below(h - s, TILE_NAME_PT)
    canvas.drawCentredString(w / 2, top, tile.name)
    canvas.setFont(fonts.REGULAR, TILE_ACTION_PT)
    step = TILE_ACTION_PT * 1.2
    for i, action in enumerate(tile.actions):
        canvas.drawString(s + 0.5 * mm, top - 1.5 * mm - (i + 1) * step, action)
    marks = [m for m, on in (("COASTAL", tile.coastal), ("START", tile.start)) if on]
    if marks:
        canvas.setFont(fonts.BOLD, TILE_ACTION_PT)
        canvas.drawString(s + 0.5 * mm, baseline_above(s, TILE_ACTION_PT), " · ".join(marks))
    if picture is not None:  # the right half below the name, above the invented mark
        left, bottom = w * 0.45, s + 3 * mm
        art.draw_in_window(canvas, picture, left, bottom, w - s - left,
                           top - 2 * mm - bottom, 0.8 * mm)
    if kit_made:
        draw_invented_mark(canvas, w - s - 2.4 * mm, s)


def draw_tile_back(canvas: Canvas, tile: Tile, size: Size, bleed: float, safe: float,
                   base_url: str, light: bool = False) -> None:
    """The sea, the game's name and the tile's QR code, as large as the back allows: on the
    face it would cover the tile. Light backs: white paper, the name in the sea's blue."""
    w, h, b, s = size.width * mm, size.height * mm, bleed * mm, safe * mm
    ground, ink = back_inks(SEA, PAPER, light)
    paint_ground(canvas, ground, w, h, b)
    url = printed_card_url(base_url, tile.id)
    side = side_for(url, TILE_CODE) * mm
    draw_qr(canvas, url, (w - side) / 2, s, side, f"tile {tile.id!r}")
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.BOLD, 6)
    canvas.drawCentredString(w / 2, baseline_below(h - s, 6), "HEROES AND QUESTS")


def draw_section(canvas: Canvas, quarter: int, board: tuple[Tile, ...] | None,
                 bleed: float, title: str, pictures: dict[str, Path] | None = None) -> None:
    """Quarter 0..3 (top left, top right, bottom left, bottom right) of the map: spaces,
    coordinates, the coastal edge, and half-circle crosses on the joins that line up when
    the trimmed quarters are butted together. board, when given, fills in a seed's tiles."""
    side, b = SECTION.width * mm, bleed * mm
    first_row, first_col = (quarter // 2) * QUARTER, (quarter % 2) * QUARTER
    canvas.setFillColorRGB(*SEA)
    canvas.rect(-b, -b, side + 2 * b, side + 2 * b, stroke=0, fill=1)
    space = SPACE * mm
    for r in range(QUARTER):
        for c in range(QUARTER):
            row, col = first_row + r, first_col + c
            x, y = c * space, side - (r + 1) * space
            tile = board[row * BOARD_SIDE + col] if board else None
            _draw_space(canvas, row, col, x, y, space, tile)
            if tile is not None and tile.id in (pictures or {}):  # above the name
                art.draw_in_window(canvas, pictures[tile.id], x + 1.2 * mm,
                                   y + space / 2 + 4.5 * mm, space - 2.4 * mm,
                                   space / 2 - 5.7 * mm, 0.8 * mm)
    label = f"{title} · quarter {quarter + 1} of 4"
    inset = LABEL_INSET * mm
    canvas.setFillColorRGB(*PAPER)  # a plate: the label may lie over a space's picture
    canvas.roundRect(inset - 0.6 * mm, side - inset - 6 - 0.6 * mm,
                     fonts.width(label, fonts.REGULAR, 6) + 1.2 * mm, 6 + 1.2 * mm,
                     0.6 * mm, stroke=0, fill=1)
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.REGULAR, 6)
    canvas.drawString(inset, baseline_below(side - inset, 6), label)
    _registration(canvas, quarter, side)


def _draw_space(canvas: Canvas, row: int, col: int, x: float, y: float, space: float,
                tile: Tile | None) -> None:
    edge = row in (0, BOARD_SIDE - 1) or col in (0, BOARD_SIDE - 1)
    ground, ink = legible(hex_rgb(tile.color) if tile else (0.93, 0.95, 0.97) if edge
                          else PAPER, PAPER, INK)
    canvas.setFillColorRGB(*ground)
    canvas.setStrokeColorRGB(*INK)
    canvas.setLineWidth(0.5)
    canvas.rect(x, y, space, space, stroke=1, fill=1)
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.REGULAR, 6)
    inset = LABEL_INSET * mm
    canvas.drawString(x + inset, baseline_above(y + inset, 6), f"{'ABCDEFGHIJ'[row]}{col + 1}")
    if tile:
        canvas.setFont(fonts.BOLD, 7)
        canvas.drawCentredString(x + space / 2, y + space / 2 + 3, tile.name)
        canvas.setFont(fonts.REGULAR, 6)
        canvas.drawCentredString(x + space / 2, y + space / 2 - 5,
                                 ", ".join(tile.actions[:2]))
        canvas.drawCentredString(x + space / 2, y + space / 2 - 12,
                                 ", ".join(tile.actions[2:]))
    elif edge:
        canvas.setFont(fonts.ITALIC, 6)
        canvas.drawRightString(x + space - inset, baseline_above(y + inset, 6), "coastal")


def _registration(canvas: Canvas, quarter: int, side: float) -> None:
    """Marks on each edge that meets another quarter, where the lines between spaces meet
    it (between tiles, never over one): a circle and a cross cut in half by the trim, whose
    halves line up when the trimmed quarters are butted together."""
    joins = []
    if quarter % 2 == 0:
        joins.append(("right", side))
    else:
        joins.append(("left", 0.0))
    if quarter < 2:
        joins.append(("bottom", 0.0))
    else:
        joins.append(("top", side))
    canvas.setStrokeColorRGB(*INK)
    canvas.setLineWidth(0.35)
    r = MARK_RADIUS * mm
    for edge, at in joins:
        for fraction in JOIN_MARKS:
            x, y = ((at, side * fraction) if edge in ("left", "right")
                    else (side * fraction, at))
            canvas.circle(x, y, r, stroke=1, fill=0)
            canvas.line(x - 1.6 * r, y, x + 1.6 * r, y)
            canvas.line(x, y - 1.6 * r, x, y + 1.6 * r)


TOKENS = {"gold": ("1", "GOLD", (0.85, 0.68, 0.18)), "xp": ("1", "XP", (0.3, 0.45, 0.7)),
          "level": ("+1", "LEVEL", (0.35, 0.6, 0.35)), "quest": ("", "QUEST", (0.6, 0.15, 0.12))}


def draw_token(canvas: Canvas, kind: str) -> None:
    """A round token centred in its square; cut along the circle. Both sides alike."""
    number, word, colour = TOKENS[kind]
    draw_round_token(canvas, TOKEN.width, colour, word, PAPER, INK, number,
                     emblem=lambda c, x, y: _star(c, x, y, 4.5 * mm))


def _star(canvas: Canvas, x: float, y: float, radius: float) -> None:
    """A five-pointed star (the fonts have no ★)."""
    path = canvas.beginPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.4
        angle = math.pi / 2 + i * math.pi / 5
        point = (x + r * math.cos(angle), y + r * math.sin(angle))
        path.moveTo(*point) if i == 0 else path.lineTo(*point)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)


def blank(canvas: Canvas) -> None:
    """The back of a piece with nothing on its back."""
