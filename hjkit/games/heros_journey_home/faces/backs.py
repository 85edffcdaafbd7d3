"""The five card families' backs, as the rulebook describes them, drawn as the kit's own
simple vector emblems: Adventurer green with a Hero in profile, Quest black with the
Skeleton King, Quest Item orange with the Philosopher's Stone, Spell purple with a
spellbook, Journey blue with the home you seek; and the papergold's back. Light backs
(`--backs light`) draw the same in each family's colour on white paper."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import fonts
from hjkit.generator.facekit import Colour, back_inks, paint_ground

GOLD = (0.88, 0.78, 0.5)
BACKS = {"adventurers": ((0.16, 0.42, 0.24), "ADVENTURER"),
         "quests": ((0.1, 0.1, 0.1), "QUEST"),
         "quest_items": ((0.85, 0.45, 0.1), "QUEST ITEM"),
         "spells": ((0.4, 0.2, 0.5), "SPELL"),
         "journey": ((0.15, 0.3, 0.6), "JOURNEY"),
         "papergold": ((0.55, 0.45, 0.15), "PAPERGOLD"),
         "reference": ((0.3, 0.3, 0.3), "TO HIT")}


def draw_back(canvas: Canvas, family: str, w: float, h: float, bleed: float,
              light: bool = False) -> None:
    colour, label = BACKS[family]
    ground, ink = back_inks(colour, GOLD, light)
    paint_ground(canvas, ground, w, h, bleed)
    canvas.setStrokeColorRGB(*ink)
    canvas.setFillColorRGB(*ink)
    canvas.setLineWidth(0.8)
    canvas.roundRect(4 * mm, 4 * mm, w - 8 * mm, h - 8 * mm, 3 * mm, stroke=1, fill=0)
    EMBLEMS.get(family, _coin)(canvas, w / 2, h / 2 + 4 * mm, 14 * mm, ground, ink)
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.BOLD, 10)
    canvas.drawCentredString(w / 2, 12 * mm, label)
    canvas.setFont(fonts.REGULAR, 6)
    canvas.drawCentredString(w / 2, 8 * mm, "HERO'S JOURNEY HOME")


def _hero(canvas: Canvas, x: float, y: float, r: float, ground: Colour,
          ink: Colour) -> None:
    """A head in profile: a round head, a nose to the right, a neck and shoulders."""
    canvas.circle(x, y + r * 0.25, r * 0.45, stroke=0, fill=1)
    path = canvas.beginPath()
    path.moveTo(x + r * 0.4, y + r * 0.3)
    path.lineTo(x + r * 0.62, y + r * 0.12)
    path.lineTo(x + r * 0.38, y + r * 0.08)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.rect(x - r * 0.15, y - r * 0.4, r * 0.3, r * 0.3, stroke=0, fill=1)
    canvas.roundRect(x - r * 0.7, y - r * 0.95, r * 1.4, r * 0.6, r * 0.2, stroke=0, fill=1)


def _skull(canvas: Canvas, x: float, y: float, r: float, ground: Colour,
           ink: Colour) -> None:
    canvas.circle(x, y + r * 0.15, r * 0.6, stroke=0, fill=1)
    canvas.rect(x - r * 0.35, y - r * 0.65, r * 0.7, r * 0.5, stroke=0, fill=1)
    for crown in (-0.4, 0.0, 0.4):
        path = canvas.beginPath()
        path.moveTo(x + (crown - 0.15) * r, y + r * 0.7)
        path.lineTo(x + crown * r, y + r * 1.05)
        path.lineTo(x + (crown + 0.15) * r, y + r * 0.7)
        path.close()
        canvas.drawPath(path, stroke=0, fill=1)
    canvas.setFillColorRGB(*ground)
    canvas.circle(x - r * 0.22, y + r * 0.15, r * 0.15, stroke=0, fill=1)
    canvas.circle(x + r * 0.22, y + r * 0.15, r * 0.15, stroke=0, fill=1)
    canvas.setFillColorRGB(*ink)


def _stone(canvas: Canvas, x: float, y: float, r: float, ground: Colour,
           ink: Colour) -> None:
    """The Philosopher's Stone: a circle in a square in a triangle in a circle."""
    canvas.setLineWidth(1.2)
    canvas.circle(x, y, r, stroke=1, fill=0)
    path = canvas.beginPath()
    path.moveTo(x, y + r)
    path.lineTo(x - r * 0.866, y - r * 0.5)
    path.lineTo(x + r * 0.866, y - r * 0.5)
    path.close()
    canvas.drawPath(path, stroke=1, fill=0)
    side = r * 0.62
    canvas.rect(x - side / 2, y - r * 0.5, side, side, stroke=1, fill=0)
    canvas.circle(x, y - r * 0.5 + side / 2, side / 2, stroke=1, fill=0)


def _book(canvas: Canvas, x: float, y: float, r: float, ground: Colour,
          ink: Colour) -> None:
    canvas.roundRect(x - r, y - r * 0.7, r * 0.95, r * 1.4, r * 0.1, stroke=0, fill=1)
    canvas.roundRect(x + r * 0.05, y - r * 0.7, r * 0.95, r * 1.4, r * 0.1, stroke=0, fill=1)
    canvas.setStrokeColorRGB(*ground)
    canvas.setLineWidth(0.6)
    for line in range(5):
        ly = y + r * (0.45 - line * 0.22)
        canvas.line(x - r * 0.85, ly, x - r * 0.15, ly)
        canvas.line(x + r * 0.2, ly, x + r * 0.85, ly)
    canvas.setStrokeColorRGB(*ink)


def _house(canvas: Canvas, x: float, y: float, r: float, ground: Colour,
           ink: Colour) -> None:
    canvas.rect(x - r * 0.7, y - r * 0.8, r * 1.4, r * 1.0, stroke=0, fill=1)
    path = canvas.beginPath()
    path.moveTo(x - r * 0.95, y + r * 0.15)
    path.lineTo(x, y + r * 0.95)
    path.lineTo(x + r * 0.95, y + r * 0.15)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.setFillColorRGB(*ground)
    canvas.rect(x - r * 0.18, y - r * 0.8, r * 0.36, r * 0.55, stroke=0, fill=1)
    canvas.setFillColorRGB(*ink)


def _coin(canvas: Canvas, x: float, y: float, r: float, ground: Colour,
          ink: Colour) -> None:
    canvas.setLineWidth(1.5)
    canvas.circle(x, y, r * 0.9, stroke=1, fill=0)
    canvas.setFont(fonts.BOLD, 22)
    canvas.drawCentredString(x, y - 8, "PG")


def _d20(canvas: Canvas, x: float, y: float, r: float, ground: Colour,
         ink: Colour) -> None:
    canvas.setLineWidth(1.2)
    points = [(x, y + r), (x + r * 0.87, y + r * 0.5), (x + r * 0.87, y - r * 0.5), (x, y - r),
              (x - r * 0.87, y - r * 0.5), (x - r * 0.87, y + r * 0.5)]
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.setFont(fonts.BOLD, 16)
    canvas.drawCentredString(x, y - 6, "20")


EMBLEMS = {"adventurers": _hero, "quests": _skull, "quest_items": _stone, "spells": _book,
           "journey": _house, "papergold": _coin, "reference": _d20}
