"""The printed symbols: cost circle and diamond, site symbol, risk token, stats, arrow.

Every function draws centred on (cx, cy) in points and leaves the canvas state as it was.
Shapes differ by outline, not only by colour, so black-and-white prints stay readable.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import fonts

BLACK = (0.1, 0.1, 0.1)
WHITE = (1.0, 1.0, 1.0)
GREY = (0.45, 0.45, 0.45)
"""The cost circle: dark enough for its white number to read (WCAG 4.5:1)."""


def _number(canvas: Canvas, text: str, cx: float, cy: float, size: float,
            colour: tuple[float, float, float], width: float | None = None) -> None:
    if width is not None:
        size = min(size, size * width / max(fonts.width(text, fonts.BOLD, size), 0.01))
    canvas.setFillColorRGB(*colour)
    canvas.setFont(fonts.BOLD, size)
    canvas.drawCentredString(cx, cy - size * 0.36, text)


def cost(canvas: Canvas, value: int, side: str, cx: float, cy: float, diameter: float) -> None:
    """Campaign: the cost in a grey circle. Adversary: in a black diamond."""
    canvas.saveState()
    canvas.setStrokeColorRGB(*WHITE)
    canvas.setLineWidth(diameter * 0.05)
    radius = diameter / 2
    if side == "adversary":
        canvas.setFillColorRGB(*BLACK)
        path = canvas.beginPath()
        path.moveTo(cx, cy + radius)
        path.lineTo(cx + radius, cy)
        path.lineTo(cx, cy - radius)
        path.lineTo(cx - radius, cy)
        path.close()
        canvas.drawPath(path, stroke=1, fill=1)
        _number(canvas, str(value), cx, cy, diameter * 0.5, WHITE, diameter * 0.55)
    else:
        canvas.setFillColorRGB(*GREY)
        canvas.circle(cx, cy, radius, stroke=1, fill=1)
        _number(canvas, str(value), cx, cy, diameter * 0.55, WHITE, diameter * 0.7)
    canvas.restoreState()


def site_symbol(canvas: Canvas, label: str, cx: float, cy: float, height: float) -> None:
    """A site number or range inside the site symbol: a house-shaped pentagon."""
    canvas.saveState()
    text_width = fonts.width(label, fonts.BOLD, height * 0.5)
    half = max(height * 0.45, text_width / 2 + height * 0.15)
    bottom, shoulder, top = cy - height / 2, cy + height * 0.12, cy + height / 2
    path = canvas.beginPath()
    path.moveTo(cx - half, bottom)
    path.lineTo(cx + half, bottom)
    path.lineTo(cx + half, shoulder)
    path.lineTo(cx, top)
    path.lineTo(cx - half, shoulder)
    path.close()
    canvas.setFillColorRGB(*WHITE)
    canvas.setStrokeColorRGB(*BLACK)
    canvas.setLineWidth(height * 0.07)
    canvas.setLineJoin(1)
    canvas.drawPath(path, stroke=1, fill=1)
    _number(canvas, label, cx, cy - height * 0.08, height * 0.5, BLACK)
    canvas.restoreState()


def risk(canvas: Canvas, value: int, cx: float, cy: float, diameter: float) -> None:
    """A site's risk number: a black token with a white ring."""
    canvas.saveState()
    canvas.setFillColorRGB(*BLACK)
    canvas.setStrokeColorRGB(*WHITE)
    canvas.setLineWidth(diameter * 0.05)
    canvas.circle(cx, cy, diameter / 2, stroke=1, fill=1)
    canvas.circle(cx, cy, diameter * 0.38, stroke=1, fill=0)
    _number(canvas, str(value), cx, cy, diameter * 0.45, WHITE, diameter * 0.55)
    canvas.restoreState()


def strength(canvas: Canvas, value: int, cx: float, cy: float, size: float) -> None:
    """Strength: a number on a dark square shield with a pointed base."""
    canvas.saveState()
    half = size / 2
    path = canvas.beginPath()
    path.moveTo(cx - half, cy + half)
    path.lineTo(cx + half, cy + half)
    path.lineTo(cx + half, cy - half * 0.3)
    path.lineTo(cx, cy - half)
    path.lineTo(cx - half, cy - half * 0.3)
    path.close()
    canvas.setFillColorRGB(*BLACK)
    canvas.drawPath(path, stroke=0, fill=1)
    _number(canvas, str(value), cx, cy + size * 0.06, size * 0.5, WHITE, size * 0.75)
    canvas.restoreState()


def health(canvas: Canvas, value: int, cx: float, cy: float, size: float) -> None:
    """Health: a number in a white circle with a heavy dark ring."""
    canvas.saveState()
    canvas.setFillColorRGB(*WHITE)
    canvas.setStrokeColorRGB(*BLACK)
    canvas.setLineWidth(size * 0.1)
    canvas.circle(cx, cy, size * 0.45, stroke=1, fill=1)
    _number(canvas, str(value), cx, cy, size * 0.5, BLACK, size * 0.6)
    canvas.restoreState()


def arrow(canvas: Canvas, direction: str, cx: float, cy: float, length: float) -> None:
    """The site arrow: points left or right to the player who places the next site."""
    canvas.saveState()
    sign = -1 if direction == "left" else 1
    half = length / 2
    head = length * 0.35
    shaft = length * 0.13
    path = canvas.beginPath()
    path.moveTo(cx + sign * half, cy)
    path.lineTo(cx + sign * (half - head), cy + head * 0.75)
    path.lineTo(cx + sign * (half - head), cy + shaft)
    path.lineTo(cx - sign * half, cy + shaft)
    path.lineTo(cx - sign * half, cy - shaft)
    path.lineTo(cx + sign * (half - head), cy - shaft)
    path.lineTo(cx + sign * (half - head), cy - head * 0.75)
    path.close()
    canvas.setFillColorRGB(*BLACK)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()
