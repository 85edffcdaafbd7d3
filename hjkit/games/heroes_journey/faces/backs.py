"""Card backs: one shared book back, one shared atlas back, and double-sided cards' own backs.

The shared backs carry nothing about the card they are on, so a back never reveals which
card it is. Quest needs and the intro pack's sites are double-sided: their backs carry text
(a quest need's is headed "To Complete Quest:") but never a QR code.
"""

from __future__ import annotations

from math import cos, pi, sin
from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import fonts, textfit

from . import frame, symbols
from .frame import Box, Context

if TYPE_CHECKING:
    from hjkit.games.heroes_journey.model.cards import Card

BOOK_FIELD = (0.16, 0.2, 0.3)
ATLAS_FIELD = (0.16, 0.27, 0.2)
EMBLEM = (0.86, 0.74, 0.42)
PAD = 1.2 * mm
QUEST_HEADING = "To Complete Quest:"
GAME_NAME = "THE HEROES\u2019 JOURNEY"
BACK_TEXT_MAX = 11.0
"""A double-sided card's back text starts at this size (pt): it has the back to itself."""


def has_own_back(card: Card) -> bool:
    """Quest needs, and cards whose data gives back text, are double-sided."""
    return card.type == "quest_need" or card.back is not None


def book_back(canvas: Canvas, box: Box, ctx: Context) -> None:
    """The one back every book card shares."""
    ink = _field(canvas, box, ctx, BOOK_FIELD)
    cx, cy = box.width / 2, box.height / 2
    radius = min(box.width, box.height) * 0.3
    _compass(canvas, cx, cy, radius, ink, filled=not ctx.light_backs)
    _label(canvas, GAME_NAME, cx, cy + radius + 6 * mm, box.width * 0.8, 9, ink)
    _label(canvas, "BOOK", cx, cy - radius - 9 * mm, box.width * 0.8, 14, ink)


def atlas_back(canvas: Canvas, box: Box, ctx: Context) -> None:
    """The one back every single-sided atlas card shares."""
    ink = _field(canvas, box, ctx, ATLAS_FIELD)
    inset = ctx.frame + 3 * mm
    canvas.saveState()
    canvas.setStrokeColorRGB(*ink)
    canvas.setStrokeAlpha(0.35)
    canvas.setLineWidth(0.4)
    step = 6 * mm
    x = inset
    while x <= box.width - inset:
        canvas.line(x, inset, x, box.height - inset)
        x += step
    y = inset
    while y <= box.height - inset:
        canvas.line(inset, y, box.width - inset, y)
        y += step
    canvas.restoreState()
    cx, cy = box.width / 2, box.height / 2
    radius = min(box.width, box.height) * 0.24
    _compass(canvas, cx, cy + 2 * mm, radius, ink, filled=not ctx.light_backs)
    _label(canvas, "ATLAS", cx, cy - radius - 6 * mm, box.width * 0.6, 14, ink)


def own_back(canvas: Canvas, card: Card, ctx: Context) -> None:
    """A double-sided card's back: its title, and its back text (or quest requirement)."""
    box = Box.of(ctx.size_of(card))
    if ctx.light_backs:  # paper white, one thin line inside the safe zone
        canvas.setStrokeColorRGB(*ATLAS_FIELD)
        canvas.setLineWidth(0.8)
        inset = ctx.frame + 1 * mm
        canvas.roundRect(inset, inset, box.width - 2 * inset, box.height - 2 * inset,
                         ctx.layout.face.corner * mm, stroke=1, fill=0)
    else:
        frame.background(canvas, box, ctx, card.border, "atlas")
    f = ctx.frame
    face = ctx.layout.face
    header_width = box.width - 2 * (f + PAD)
    if card.type == "site" and card.site_number is not None:
        header_width -= 2 * 13 * mm
        symbols.site_symbol(canvas, str(card.site_number), f + PAD + 6.5 * mm,
                            box.height - f - PAD - face.badge * mm / 2, face.badge * 0.92 * mm)
    frame.title(canvas, card, ctx, box.width / 2, box.height - f - PAD, header_width)
    fitted = back_layout(card, ctx)
    x, top, width, room = _back_box(box, ctx)
    textfit.draw(canvas, fitted, x, top - (room - fitted.height) / 2, width)  # centred


def back_layout(card: Card, ctx: Context) -> textfit.Fitted:
    """A double-sided card's back text, as large as its box allows up to BACK_TEXT_MAX."""
    paragraphs: list[textfit.Paragraph] = []
    if card.type == "quest_need":
        paragraphs.append(textfit.Paragraph((textfit.Run(QUEST_HEADING, fonts.BOLD),)))
    text = card.back
    if text is None and card.quest is not None:
        text = f"Reach site {card.quest.reach_site}."
    text = (text or "").strip().removeprefix(QUEST_HEADING).strip()
    paragraphs += textfit.game_text(text)
    _, _, width, room = _back_box(Box.of(ctx.size_of(card)), ctx)
    return textfit.fit(paragraphs, width, room, BACK_TEXT_MAX, ctx.layout.face.text_min,
                       f"card {card.id!r} back")


def _back_box(box: Box, ctx: Context) -> tuple[float, float, float, float]:
    """The back text's box below the header: x, top, width and height."""
    f = ctx.frame
    top = box.height - f - 1.2 * mm - ctx.layout.face.badge * mm - 1.5 * mm
    return f + 1.8 * mm, top, box.width - 2 * (f + 1.8 * mm), top - f - 2 * mm


def _field(canvas: Canvas, box: Box, ctx: Context, colour: tuple[float, float, float]
           ) -> tuple[float, float, float]:
    """A shared back's ground: dark, the border over trim and bleed and the field inside it;
    light, paper white. Either way a line inside the safe zone. Returns the emblem's ink."""
    ink = colour if ctx.light_backs else EMBLEM
    if not ctx.light_backs:
        canvas.setFillColorRGB(*frame.BORDERS["black"])
        canvas.rect(-ctx.bleed, -ctx.bleed, box.width + 2 * ctx.bleed,
                    box.height + 2 * ctx.bleed, stroke=0, fill=1)
        canvas.setFillColorRGB(*colour)
        canvas.roundRect(ctx.frame, ctx.frame, box.width - 2 * ctx.frame,
                         box.height - 2 * ctx.frame, ctx.layout.face.corner * mm, stroke=0,
                         fill=1)
    canvas.setStrokeColorRGB(*ink)
    canvas.setLineWidth(0.8)
    inner = ctx.frame + 1.5 * mm
    canvas.roundRect(inner, inner, box.width - 2 * inner, box.height - 2 * inner,
                     ctx.layout.face.corner * mm, stroke=1, fill=0)
    return ink


def _compass(canvas: Canvas, cx: float, cy: float, radius: float,
             ink: tuple[float, float, float], filled: bool) -> None:
    """An eight-pointed compass rose: the kit's emblem, solid or in outline."""
    canvas.saveState()
    canvas.setStrokeColorRGB(*ink)
    canvas.setLineWidth(1.2)
    canvas.circle(cx, cy, radius * 0.72, stroke=1, fill=0)
    canvas.setFillColorRGB(*ink)
    canvas.setLineWidth(0.7)
    canvas.setLineJoin(1)
    for index in range(8):
        length = radius if index % 2 == 0 else radius * 0.6
        angle = pi / 2 + index * pi / 4
        half = pi / 14
        path = canvas.beginPath()
        path.moveTo(cx + length * cos(angle), cy + length * sin(angle))
        path.lineTo(cx + radius * 0.2 * cos(angle + half * 2.5),
                    cy + radius * 0.2 * sin(angle + half * 2.5))
        path.lineTo(cx, cy)
        path.lineTo(cx + radius * 0.2 * cos(angle - half * 2.5),
                    cy + radius * 0.2 * sin(angle - half * 2.5))
        path.close()
        canvas.drawPath(path, stroke=0 if filled else 1, fill=1 if filled else 0)
    canvas.restoreState()


def _label(canvas: Canvas, text: str, cx: float, baseline: float, width: float,
           size: float, ink: tuple[float, float, float]) -> None:
    size = frame.fit_line(text, fonts.BOLD, size, 1, width, "back label")
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.BOLD, size)
    canvas.drawCentredString(cx, baseline, text)
