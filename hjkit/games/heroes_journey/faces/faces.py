"""Card faces: book cards (portrait), sites (landscape) and quest needs, each with a QR code.

A face is drawn from the card's structured fields (cost, side, culture, stats, site
numbers) and its printed text; the text box grows into the art window before its type
shrinks, and a card whose text will not fit at the smallest size is a TextOverflow.
"""

from __future__ import annotations

import re

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.games.heroes_journey.model.cards import BOOK_TYPES, CHARACTER_TYPES, Card
from hjkit.kit.address import printed_card_url
from hjkit.printing import fonts, textfit
from hjkit.printing.qr import draw_qr

from . import frame, icons, symbols
from .frame import Box, Context

PAD = 1.2 * mm
QR_INSET = 0.8 * mm
"""The code's white square sits this far inside the frame: inside the safe zone, clear of
the panel's rounded corner."""
TEXT_INSET = 1.8 * mm
ART_MIN = 8 * mm
TEXT_ROOM = 0.3
"""Share of a portrait card's height its text box takes."""
TEXT_COMFORTABLE = 8.0
"""Type shrinks to this (pt) in the text box before the box grows into the art window."""
ARROW_ROOM = 8.5 * mm
"""The height of a site's arrow at the bottom of its panel."""
ART_TINT = {"campaign": (0.86, 0.83, 0.75), "adversary": (0.74, 0.72, 0.7),
            "atlas": (0.82, 0.86, 0.8)}
ICON_SHADE = (0.62, 0.6, 0.57)


def draw_face(canvas: Canvas, card: Card, ctx: Context) -> None:
    """Draw a card's face at the origin (its trim's bottom-left corner)."""
    box = Box.of(ctx.size_of(card))
    if card.type in BOOK_TYPES:
        _book_face(canvas, card, ctx, box)
    else:
        _atlas_face(canvas, card, ctx, box)
    frame.footer(canvas, box, ctx, card.id)


def type_line(card: Card, ctx: Context) -> str:
    """The printed type line; a character's names its culture: 'Companion • Oz'."""
    line = card.type_line
    culture = ctx.cultures.get(card.culture or "")
    if card.type in CHARACTER_TYPES and culture is not None and " • " not in line:
        line = f"{line} • {culture.name}"
    return line


def body(card: Card) -> list[textfit.Paragraph]:
    """Keywords (separated by periods), game text with bold labels, then flavour. A keyword
    the text repeats as a sentence of its own prints once, on the keyword line."""
    paragraphs: list[textfit.Paragraph] = []
    text = card.text.strip()
    if card.keywords:
        keyword_line = textfit.typographic(". ".join(card.keywords) + ".")
        paragraphs.append(textfit.Paragraph((textfit.Run(keyword_line, fonts.BOLD),)))
        for keyword in card.keywords:
            text = re.sub(rf"(?:^|(?<=[.:]\s)|(?<=\n)){re.escape(keyword)}\.(?:[ \t]+|$)", "",
                          text, flags=re.MULTILINE).strip()
    paragraphs += textfit.game_text(text)
    paragraphs += textfit.plain(card.flavor, fonts.ITALIC, centred=True)
    return paragraphs


def _book_face(canvas: Canvas, card: Card, ctx: Context, box: Box) -> None:
    side = card.side or "campaign"
    frame.background(canvas, box, ctx, card.border, side)
    badge = ctx.layout.face.badge * mm
    f = ctx.frame
    badge_y = box.height - f - PAD - badge / 2
    symbols.cost(canvas, card.cost or 0, side, f + PAD + badge / 2, badge_y, badge)
    culture = ctx.cultures.get(card.culture or "")
    _culture_badge(canvas, culture.icon if culture else "", side,
                   box.width - f - PAD - badge / 2, badge_y, badge)
    header_width = box.width - 2 * (f + PAD + badge + 1 * mm)
    type_baseline = frame.title(canvas, card, ctx, box.width / 2, box.height - f - PAD,
                                header_width)
    _type_line(canvas, card, ctx, box, header_width, type_baseline)
    header_bottom = min(box.height - f - PAD - badge, type_baseline - 0.6 * mm) - 0.8 * mm
    art_top = _text_and_art(canvas, card, ctx, box, header_bottom, side)
    _art(canvas, culture.icon if culture else "", side, f + TEXT_INSET, art_top,
         box.width - 2 * (f + TEXT_INSET), header_bottom, ctx.proxy)
    qr_side = _qr(canvas, card, ctx, box)
    if card.type in CHARACTER_TYPES:
        row_y = f + QR_INSET + qr_side / 2
        x = f + PAD + 4.6 * mm
        symbols.strength(canvas, card.strength or 0, x, row_y, 8.6 * mm)
        symbols.health(canvas, card.health or 0, x + 10 * mm, row_y, 8.6 * mm)
        if card.home_site is not None:
            symbols.site_symbol(canvas, str(card.home_site), x + 20 * mm, row_y, 8.2 * mm)


def _atlas_face(canvas: Canvas, card: Card, ctx: Context, box: Box) -> None:
    frame.background(canvas, box, ctx, card.border, "atlas")
    badge = ctx.layout.face.badge * mm
    f = ctx.frame
    top_y = box.height - f - PAD - badge / 2
    if card.type == "site":
        label = card.site_range or str(card.site_number)
        symbols.site_symbol(canvas, label, f + PAD + 6.5 * mm, top_y, badge * 0.92)
        symbols.risk(canvas, card.risk or 0, box.width - f - PAD - badge / 2, top_y, badge)
        symbols.arrow(canvas, card.arrow or "right", box.width / 2, f + PAD + 4 * mm, 14 * mm)
        header_width = box.width - 2 * (f + PAD + 13 * mm)
    else:
        header_width = box.width - 2 * (f + PAD)
    type_baseline = frame.title(canvas, card, ctx, box.width / 2, box.height - f - PAD,
                                header_width)
    _type_line(canvas, card, ctx, box, header_width, type_baseline)
    header_bottom = min(box.height - f - PAD - badge, type_baseline - 0.6 * mm) - 0.8 * mm
    art_top = _text_and_art(canvas, card, ctx, box, header_bottom, "atlas")
    _art(canvas, "", "atlas", f + TEXT_INSET, art_top, box.width - 2 * (f + TEXT_INSET),
         header_bottom, ctx.proxy)
    _qr(canvas, card, ctx, box)


def _type_line(canvas: Canvas, card: Card, ctx: Context, box: Box, width: float,
               baseline: float) -> None:
    frame.centred_line(canvas, textfit.typographic(type_line(card, ctx)), fonts.ITALIC, 6.3,
                       box.width / 2, baseline, width, f"card {card.id!r} type line")


def _text_and_art(canvas: Canvas, card: Card, ctx: Context, box: Box, header_bottom: float,
                  side: str) -> float:
    """Fit and draw the text box; return the top of the space left for the art window.

    The text box of a portrait card spans the card above the code; a site's sits beside the
    code, above the arrow. The box has a fixed height, and its type the largest size from
    text_max down to TEXT_COMFORTABLE that fits; longer text grows the box into the art
    window (down to ART_MIN) before its type shrinks further.
    """
    face = ctx.layout.face
    x = ctx.frame + TEXT_INSET
    code_top = ctx.frame + QR_INSET + face.qr * mm
    if card.type == "site":
        bottom = ctx.frame + PAD + ARROW_ROOM
        width = box.width - ctx.frame - QR_INSET - face.qr * mm - 1.5 * mm - x
        fixed_top = code_top
    else:
        bottom = code_top + 1 * mm
        width = box.width - 2 * x
        fixed_top = bottom + TEXT_ROOM * box.height
    what = f"card {card.id!r}"
    paragraphs = body(card)
    try:
        fitted = textfit.fit(paragraphs, width, fixed_top - bottom, face.text_max,
                             TEXT_COMFORTABLE, what)
        top = fixed_top
    except textfit.TextOverflow:
        fitted = textfit.fit(paragraphs, width, header_bottom - ART_MIN - 1 * mm - bottom,
                             TEXT_COMFORTABLE, face.text_min, what)
        top = max(bottom + fitted.height, fixed_top)
    textfit.draw(canvas, fitted, x, top, width)
    return max(top, code_top) + 1 * mm


def _art(canvas: Canvas, icon: str, side: str, x: float, bottom: float, width: float,
         top: float, proxy: bool) -> None:
    """The art window: a tinted panel with the culture icon large and faint."""
    height = top - bottom
    canvas.saveState()
    canvas.setFillColorRGB(*ART_TINT[side])
    canvas.roundRect(x, bottom, width, height, 1.2 * mm, stroke=0, fill=1)
    if icon:
        icons.draw_icon(canvas, icon, x + width / 2, bottom + height / 2, height * 0.38,
                        ICON_SHADE, ART_TINT[side])
    canvas.restoreState()
    if proxy:
        frame.proxy_watermark(canvas, x, bottom, width, height)


def _culture_badge(canvas: Canvas, icon: str, side: str, cx: float, cy: float,
                   diameter: float) -> None:
    """The culture icon top-right: dark on white for campaign, white on dark for adversary."""
    ink, paper = (symbols.WHITE, symbols.BLACK) if side == "adversary" else (
        symbols.BLACK, symbols.WHITE)
    canvas.saveState()
    canvas.setFillColorRGB(*paper)
    canvas.setStrokeColorRGB(*ink)
    canvas.setLineWidth(diameter * 0.04)
    canvas.circle(cx, cy, diameter / 2, stroke=1, fill=1)
    canvas.restoreState()
    icons.draw_icon(canvas, icon, cx, cy, diameter * 0.36, ink, paper)


def _qr(canvas: Canvas, card: Card, ctx: Context, box: Box) -> float:
    side = ctx.layout.face.qr * mm
    draw_qr(canvas, printed_card_url(ctx.base_url, card.id),
            box.width - ctx.frame - QR_INSET - side, ctx.frame + QR_INSET, side,
            f"card {card.id!r}")
    return side
