"""The players' pawns: "Multicolored Pawns (1 for each Player)", as fold-over standees, one
colour each for the most players a table seats."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import fonts
from hjkit.generator.facekit import SMALL_PRINT_PT
from hjkit.generator.layout import Size

from .cards import INK, PAPER

PAWN = Size(width=24, height=60)
PAWN_COLOURS = (("Red", (0.75, 0.18, 0.15)), ("Blue", (0.17, 0.36, 0.7)),
                ("Green", (0.2, 0.55, 0.28)), ("Yellow", (0.9, 0.74, 0.12)),
                ("Purple", (0.45, 0.25, 0.6)), ("Orange", (0.9, 0.47, 0.12)))
"""One pawn colour a seat: MAX_PLAYERS of them."""
CAPTION = ("fold on the dashes,", "glue the halves")


def draw_pawn(canvas: Canvas, colour: int) -> None:
    """A standee: two halves of the colour folded at the middle (the colour's name on both,
    the upper half upside down so it reads once folded), a base tab below."""
    w, h = PAWN.width * mm, PAWN.height * mm
    name, rgb = PAWN_COLOURS[colour]
    canvas.setFillColorRGB(*rgb)
    canvas.roundRect(3 * mm, 12 * mm, w - 6 * mm, h - 15 * mm, 3 * mm, stroke=0, fill=1)
    canvas.setFillColorRGB(*PAPER)
    canvas.setFont(fonts.BOLD, 9)
    for y, angle in ((h * 0.41, 0), (h * 0.73, 180)):  # the upper half folds down behind
        canvas.saveState()
        canvas.translate(w / 2, y)
        canvas.rotate(angle)
        canvas.drawCentredString(0, -3, name.upper())
        canvas.restoreState()
    canvas.setStrokeColorRGB(*INK)
    canvas.setDash(2, 2)
    canvas.setLineWidth(0.4)
    canvas.line(0, h * 0.57, w, h * 0.57)
    canvas.line(0, 12 * mm, w, 12 * mm)
    canvas.setDash()
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.REGULAR, SMALL_PRINT_PT)
    for i, line in enumerate(CAPTION):
        canvas.drawCentredString(w / 2, 7 * mm - i * SMALL_PRINT_PT * 1.2, line)
