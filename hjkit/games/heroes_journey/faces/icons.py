"""Culture icons as vector shapes, distinct by outline alone (no colour needed).

Each icon draws inside the unit square [-1, 1] x [-1, 1] in `ink`, with `paper` for cut-outs.
The names are the model's CULTURE_ICONS, which refuses any other when the cards load.
"""

from __future__ import annotations

from collections.abc import Callable
from math import cos, pi, sin

from reportlab.pdfgen.canvas import Canvas

Colour = tuple[float, float, float]
Drawer = Callable[[Canvas, Colour, Colour], None]


def _polygon(canvas: Canvas, points: list[tuple[float, float]], fill: bool = True,
             stroke: bool = False) -> None:
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    canvas.drawPath(path, stroke=int(stroke), fill=int(fill))


def _star(cx: float, cy: float, outer: float, inner: float, tips: int = 5):
    return [(cx + (outer if i % 2 == 0 else inner) * cos(pi / 2 + i * pi / tips),
             cy + (outer if i % 2 == 0 else inner) * sin(pi / 2 + i * pi / tips))
            for i in range(2 * tips)]


def emerald(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    _polygon(canvas, [(-0.45, 0.85), (0.45, 0.85), (0.75, 0.55), (0.75, -0.55), (0.45, -0.85),
                      (-0.45, -0.85), (-0.75, -0.55), (-0.75, 0.55)])
    canvas.setStrokeColorRGB(*paper)
    canvas.setLineWidth(0.09)
    canvas.rect(-0.35, -0.5, 0.7, 1.0, stroke=1, fill=0)
    for sx, sy in ((-1, 1), (1, 1), (1, -1), (-1, -1)):
        canvas.line(0.35 * sx, 0.5 * sy, 0.62 * sx, 0.78 * sy)


def star_wand(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    canvas.setLineWidth(0.16)
    canvas.setLineCap(1)
    canvas.line(-0.75, -0.8, 0.15, 0.1)
    _polygon(canvas, _star(0.35, 0.35, 0.6, 0.25))


def broom(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    canvas.setLineWidth(0.14)
    canvas.setLineCap(1)
    canvas.line(0.8, 0.85, -0.15, -0.1)
    _polygon(canvas, [(-0.05, -0.05), (-0.3, 0.15), (-0.9, -0.55), (-0.55, -0.9)])
    canvas.setStrokeColorRGB(*paper)
    canvas.setLineWidth(0.06)
    for t in (0.3, 0.55):
        canvas.line(-0.18 - t * 0.6, 0.05 - t * 0.62, -0.05 - t * 0.55, -0.1 - t * 0.7)


def horse(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    _polygon(canvas, [(-0.55, -0.85), (0.6, -0.85), (0.45, -0.35), (0.55, 0.2), (0.35, 0.65),
                      (0.05, 0.9), (-0.05, 0.75), (-0.45, 0.55), (-0.8, 0.05), (-0.65, -0.1),
                      (-0.3, 0.1), (-0.15, -0.1), (-0.5, -0.45)])
    canvas.setFillColorRGB(*paper)
    canvas.circle(0.0, 0.5, 0.08, stroke=0, fill=1)


def bow(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    canvas.setLineWidth(0.14)
    canvas.setLineCap(1)
    path = canvas.beginPath()
    path.arc(-1.45, -0.9, 0.55, 0.9, startAng=-60, extent=120)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.setLineWidth(0.05)
    canvas.line(-0.17, -0.76, -0.17, 0.76)
    canvas.setLineWidth(0.09)
    canvas.line(-0.45, 0.0, 0.65, 0.0)
    _polygon(canvas, [(0.9, 0.0), (0.55, 0.18), (0.55, -0.18)])


def ant(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    canvas.setLineWidth(0.07)
    for x in (-0.2, 0.05, 0.3):
        canvas.line(x, 0.0, x - 0.35, 0.55)
        canvas.line(x, 0.0, x + 0.25, -0.6)
    canvas.ellipse(-0.95, -0.22, -0.45, 0.22, stroke=0, fill=1)
    canvas.ellipse(-0.4, -0.16, 0.15, 0.16, stroke=0, fill=1)
    canvas.circle(0.42, 0.05, 0.24, stroke=0, fill=1)
    canvas.line(0.55, 0.25, 0.75, 0.7)
    canvas.line(0.6, 0.2, 0.9, 0.45)


def lion_gate(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    canvas.rect(-0.85, -0.85, 0.35, 1.2, stroke=0, fill=1)
    canvas.rect(0.5, -0.85, 0.35, 1.2, stroke=0, fill=1)
    canvas.rect(-0.95, 0.35, 1.9, 0.2, stroke=0, fill=1)
    _polygon(canvas, [(-0.6, 0.55), (0.6, 0.55), (0.0, 0.95)])
    canvas.setFillColorRGB(*paper)
    _polygon(canvas, [(-0.3, 0.6), (0.3, 0.6), (0.0, 0.8)])


def lambda_shield(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    canvas.circle(0, 0, 0.9, stroke=0, fill=1)
    canvas.setStrokeColorRGB(*paper)
    canvas.setLineWidth(0.18)
    canvas.setLineJoin(0)
    path = canvas.beginPath()
    path.moveTo(-0.45, -0.5)
    path.lineTo(0.0, 0.55)
    path.lineTo(0.45, -0.5)
    canvas.drawPath(path, stroke=1, fill=0)


def paw(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    canvas.ellipse(-0.5, -0.85, 0.5, 0.05, stroke=0, fill=1)
    for x, y in ((-0.75, 0.2), (-0.3, 0.6), (0.3, 0.6), (0.75, 0.2)):
        canvas.ellipse(x - 0.2, y - 0.25, x + 0.2, y + 0.25, stroke=0, fill=1)


def flame(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    path = canvas.beginPath()
    path.moveTo(0.0, -0.9)
    path.curveTo(0.75, -0.9, 0.85, -0.1, 0.35, 0.35)
    path.curveTo(0.35, 0.0, 0.2, -0.1, 0.1, -0.05)
    path.curveTo(0.35, 0.45, 0.1, 0.75, -0.1, 0.95)
    path.curveTo(-0.1, 0.5, -0.8, 0.2, -0.65, -0.35)
    path.curveTo(-0.55, -0.75, -0.3, -0.9, 0.0, -0.9)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)


def snake(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    canvas.setLineWidth(0.2)
    canvas.setLineCap(1)
    path = canvas.beginPath()
    path.moveTo(-0.8, -0.7)
    path.curveTo(0.2, -1.0, 0.7, -0.5, 0.0, -0.15)
    path.curveTo(-0.7, 0.2, -0.3, 0.65, 0.35, 0.55)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.ellipse(0.3, 0.4, 0.85, 0.75, stroke=0, fill=1)


def tiger_stripes(canvas: Canvas, ink: Colour, paper: Colour) -> None:
    for offset in (-0.55, 0.0, 0.55):
        path = canvas.beginPath()
        path.moveTo(offset - 0.3, 0.9)
        path.curveTo(offset + 0.25, 0.4, offset - 0.2, -0.3, offset + 0.2, -0.9)
        path.curveTo(offset, -0.3, offset + 0.35, 0.35, offset - 0.05, 0.9)
        path.close()
        canvas.drawPath(path, stroke=0, fill=1)


ICONS: dict[str, Drawer] = {
    "emerald": emerald, "star-wand": star_wand, "broom": broom, "horse": horse, "bow": bow,
    "ant": ant, "lion-gate": lion_gate, "lambda-shield": lambda_shield, "paw": paw,
    "paw-print": paw, "tiger-stripes": tiger_stripes,
    "flame": flame, "snake": snake,
}


def draw_icon(canvas: Canvas, name: str, cx: float, cy: float, radius: float, ink: Colour,
              paper: Colour) -> None:
    """Draw the icon called name centred at (cx, cy), fitting a circle of radius points."""
    drawer = ICONS[name]
    canvas.saveState()
    canvas.translate(cx, cy)
    canvas.scale(radius, radius)
    canvas.setFillColorRGB(*ink)
    canvas.setStrokeColorRGB(*ink)
    drawer(canvas, ink, paper)
    canvas.restoreState()
