"""The six suit symbols, drawn as vector shapes made for this kit (not the Decktet's art):
each draws into a square of side s centred on (x, y)."""

from __future__ import annotations

import math

from reportlab.pdfgen.canvas import Canvas

COLOURS = {"moons": (0.33, 0.36, 0.62), "suns": (0.85, 0.6, 0.1), "waves": (0.15, 0.47, 0.68),
           "leaves": (0.25, 0.55, 0.25), "wyrms": (0.55, 0.18, 0.2), "knots": (0.45, 0.33, 0.2)}
PAPER = (1.0, 0.99, 0.96)


def draw_suit(canvas: Canvas, suit: str, x: float, y: float, s: float,
              paper: tuple[float, float, float] = PAPER) -> None:
    canvas.saveState()
    canvas.setFillColorRGB(*COLOURS[suit])
    canvas.setStrokeColorRGB(*COLOURS[suit])
    canvas.setLineWidth(s * 0.09)
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    _SHAPES[suit](canvas, x, y, s, paper)
    canvas.restoreState()


def _moon(c: Canvas, x: float, y: float, s: float, paper) -> None:
    """A crescent: a disc with a paper-coloured disc cut from its right."""
    c.circle(x, y, s * 0.42, stroke=0, fill=1)
    c.setFillColorRGB(*paper)
    c.circle(x + s * 0.2, y + s * 0.08, s * 0.36, stroke=0, fill=1)


def _sun(c: Canvas, x: float, y: float, s: float, paper) -> None:
    """A disc with eight short rays."""
    c.circle(x, y, s * 0.22, stroke=0, fill=1)
    for i in range(8):
        a = i * math.pi / 4
        c.line(x + math.cos(a) * s * 0.3, y + math.sin(a) * s * 0.3,
               x + math.cos(a) * s * 0.45, y + math.sin(a) * s * 0.45)


def _waves(c: Canvas, x: float, y: float, s: float, paper) -> None:
    """Three wavy lines."""
    for row in (-0.25, 0.0, 0.25):
        p = c.beginPath()
        p.moveTo(x - s * 0.42, y + row * s)
        for k in range(3):
            x0 = x - s * 0.42 + k * s * 0.28
            p.curveTo(x0 + s * 0.07, y + row * s + s * 0.1, x0 + s * 0.21,
                      y + row * s - s * 0.1, x0 + s * 0.28, y + row * s)
        c.drawPath(p, stroke=1, fill=0)


def _leaf(c: Canvas, x: float, y: float, s: float, paper) -> None:
    """A pointed leaf on a short stem, its vein in paper colour."""
    p = c.beginPath()
    p.moveTo(x - s * 0.3, y - s * 0.3)
    p.curveTo(x - s * 0.35, y + s * 0.25, x + s * 0.1, y + s * 0.45, x + s * 0.4, y + s * 0.4)
    p.curveTo(x + s * 0.35, y - s * 0.1, x - s * 0.1, y - s * 0.4, x - s * 0.3, y - s * 0.3)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.line(x - s * 0.42, y - s * 0.42, x - s * 0.3, y - s * 0.3)
    c.setStrokeColorRGB(*paper)
    c.setLineWidth(s * 0.04)
    c.line(x - s * 0.25, y - s * 0.25, x + s * 0.3, y + s * 0.3)


def _wyrm(c: Canvas, x: float, y: float, s: float, paper) -> None:
    """A serpent's S with a round head."""
    p = c.beginPath()
    p.moveTo(x - s * 0.35, y - s * 0.38)
    p.curveTo(x + s * 0.45, y - s * 0.4, x + s * 0.35, y - s * 0.02, x, y)
    p.curveTo(x - s * 0.35, y + s * 0.02, x - s * 0.4, y + s * 0.36, x + s * 0.22, y + s * 0.34)
    c.setLineWidth(s * 0.13)
    c.drawPath(p, stroke=1, fill=0)
    c.circle(x + s * 0.26, y + s * 0.34, s * 0.1, stroke=0, fill=1)


def _knot(c: Canvas, x: float, y: float, s: float, paper) -> None:
    """Two interlaced loops."""
    c.setLineWidth(s * 0.1)
    c.circle(x - s * 0.15, y, s * 0.24, stroke=1, fill=0)
    c.circle(x + s * 0.15, y, s * 0.24, stroke=1, fill=0)


_SHAPES = {"moons": _moon, "suns": _sun, "waves": _waves, "leaves": _leaf, "wyrms": _wyrm,
           "knots": _knot}
