"""The players' pawns: "Multicolored Pawns (1 for each Player)", as fold-over standees, one
colour each for the most players a table seats."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from hjkit.generator.facekit import STANDEE, draw_standee

from .cards import INK, PAPER

PAWN = STANDEE
PAWN_COLOURS = (("Red", (0.75, 0.18, 0.15)), ("Blue", (0.17, 0.36, 0.7)),
                ("Green", (0.2, 0.55, 0.28)), ("Yellow", (0.9, 0.74, 0.12)),
                ("Purple", (0.45, 0.25, 0.6)), ("Orange", (0.9, 0.47, 0.12)))
"""One pawn colour a seat: MAX_PLAYERS of them."""


def draw_pawn(canvas: Canvas, colour: int) -> None:
    """The standee of one colour, its name on both halves."""
    name, rgb = PAWN_COLOURS[colour]
    draw_standee(canvas, name.upper(), rgb, 9, INK, PAPER)
