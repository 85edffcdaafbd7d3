"""Card faces: book cards (portrait), sites (landscape) and quest needs, each with a QR code.

A face is drawn from the card's structured fields (cost, side, culture, stats, site
numbers), its printed text and its art, in the places `geometry.face_layout` gives. A card
without art shows a tinted panel with its culture's icon.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.games.heroes_journey.model.kinds import BOOK_TYPES, CHARACTER_TYPES
from hjkit.generator import art, fonts, textfit
from hjkit.generator.qr import draw_qr
from hjkit.kit.address import printed_card_url

from . import frame, icons, symbols
from .frame import Context
from .geometry import PAD, FaceLayout, Window, body, face_layout, full_bleed

if TYPE_CHECKING:
    from hjkit.games.heroes_journey.model.cards import Card

__all__ = ["body", "draw_face", "type_line"]

ART_TINT = {"campaign": (0.86, 0.83, 0.75), "adversary": (0.74, 0.72, 0.7),
            "atlas": (0.82, 0.86, 0.8)}
ICON_SHADE = (0.62, 0.6, 0.57)
VEIL = 0.88
"""Opacity of the panels that carry the header and text over full-bleed art."""
WINDOW_CORNER = 1.2 * mm
STAT_SIZE = 8.6 * mm
STAT_STEP = 10 * mm
"""Strength, health and home site: their size and the distance between their centres."""


def draw_face(canvas: Canvas, card: Card, ctx: Context) -> None:
    """Draw a card's face at the origin (its trim's bottom-left corner)."""
    laid = face_layout(card, ctx)
    panel = (card.side or "campaign") if card.type in BOOK_TYPES else "atlas"
    if card.art is not None and card.art.full_bleed and card.id in ctx.art:
        _picture(canvas, card, ctx, full_bleed(ctx, laid.box), corner=0)
        _veils(canvas, laid, ctx, panel)
    else:
        frame.background(canvas, laid.box, ctx, card.border, panel)
        _art_window(canvas, card, ctx, laid.art, panel)
    if ctx.proxy:
        frame.proxy_watermark(canvas, laid.art.x, laid.art.y, laid.art.width,
                              laid.art.height)
    frame.draw_title(canvas, laid.title, laid.box.width / 2, laid.title_baseline,
                     laid.header_width)
    frame.centred_line(canvas, textfit.typographic(type_line(card, ctx)), fonts.ITALIC, 6.3,
                       laid.box.width / 2, laid.type_baseline, laid.header_width,
                       f"card {card.id!r} type line")
    text = laid.text_box
    textfit.draw(canvas, laid.text, text.x, text.y + text.height, text.width)
    draw_qr(canvas, printed_card_url(ctx.base_url, card.id), laid.code.x, laid.code.y,
            laid.code.width, f"card {card.id!r}")
    if card.type in BOOK_TYPES:
        _book_symbols(canvas, card, ctx, laid, panel)
    else:
        _atlas_symbols(canvas, card, ctx, laid)
    frame.footer(canvas, laid.box, ctx, card.id)


def type_line(card: Card, ctx: Context) -> str:
    """The printed type line; a character's names its culture: 'Companion • Oz'."""
    line = card.type_line
    culture = ctx.cultures.get(card.culture or "")
    if card.type in CHARACTER_TYPES and culture is not None and " • " not in line:
        line = f"{line} • {culture.name}"
    return line


def art_window(card: Card, ctx: Context) -> Window:
    """Where the card's art goes: its window, or the whole card when full-bleed."""
    laid = face_layout(card, ctx)
    if card.art is not None and card.art.full_bleed:
        return full_bleed(ctx, laid.box)
    return laid.art


def _book_symbols(canvas: Canvas, card: Card, ctx: Context, laid: FaceLayout,
                  side: str) -> None:
    badge = ctx.layout.face.badge * mm
    f, box = ctx.frame, laid.box
    badge_y = box.height - f - PAD - badge / 2
    symbols.cost(canvas, card.cost or 0, side, f + PAD + badge / 2, badge_y, badge)
    culture = ctx.cultures.get(card.culture or "")
    _culture_badge(canvas, culture.icon if culture else "", side,
                   box.width - f - PAD - badge / 2, badge_y, badge)
    if card.type in CHARACTER_TYPES:
        # strength, health and home site in a row left of the code, smaller if it must be
        count = 3 if card.home_site is not None else 2
        room = laid.code.x - 1 * mm - (f + PAD)
        scale = min(1.0, room / ((count - 1) * STAT_STEP + STAT_SIZE))
        size, step = STAT_SIZE * scale, STAT_STEP * scale
        row_y = laid.code.y + laid.code.height / 2
        x = f + PAD + size / 2
        symbols.strength(canvas, card.strength or 0, x, row_y, size)
        symbols.health(canvas, card.health or 0, x + step, row_y, size)
        if card.home_site is not None:
            symbols.site_symbol(canvas, str(card.home_site), x + 2 * step, row_y, size * 0.95)


def _atlas_symbols(canvas: Canvas, card: Card, ctx: Context, laid: FaceLayout) -> None:
    if card.type != "site":
        return
    badge = ctx.layout.face.badge * mm
    f, box = ctx.frame, laid.box
    top_y = box.height - f - PAD - badge / 2
    label = card.site_range or str(card.site_number)
    symbols.site_symbol(canvas, label, f + PAD + 6.5 * mm, top_y, badge * 0.92)
    symbols.risk(canvas, card.risk or 0, box.width - f - PAD - badge / 2, top_y, badge)
    symbols.arrow(canvas, card.arrow or "right", box.width / 2, f + PAD + 4 * mm, 14 * mm)


def _art_window(canvas: Canvas, card: Card, ctx: Context, window: Window, side: str) -> None:
    """The card's art in its window, or a tinted panel with the culture icon large and
    faint (also for a card whose picture cannot print: see hjkit.generator.pictures)."""
    if card.art is not None and card.id in ctx.art:
        _picture(canvas, card, ctx, window, WINDOW_CORNER)
        return
    canvas.saveState()
    canvas.setFillColorRGB(*ART_TINT[side])
    canvas.roundRect(window.x, window.y, window.width, window.height, WINDOW_CORNER, stroke=0,
                     fill=1)
    culture = ctx.cultures.get(card.culture or "")
    if culture is not None and card.type in BOOK_TYPES:
        icons.draw_icon(canvas, culture.icon, window.x + window.width / 2,
                        window.y + window.height / 2, window.height * 0.38, ICON_SHADE,
                        ART_TINT[side])
    canvas.restoreState()


def _picture(canvas: Canvas, card: Card, ctx: Context, window: Window, corner: float) -> None:
    """The card's picture placed in window (its fit and focal point), clipped to it."""
    assert card.art is not None
    picture = art.load_picture(ctx.art[card.id])
    placement = art.place(picture, window.width, window.height, card.art.fit, card.art.focus)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.roundRect(window.x, window.y, window.width, window.height, corner)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.translate(window.x, window.y)
    art.draw_picture(canvas, picture, placement)
    canvas.restoreState()


def _veils(canvas: Canvas, laid: FaceLayout, ctx: Context, panel: str) -> None:
    """Over full-bleed art: panels behind the header and the text, so they stay legible."""
    f, box = ctx.frame, laid.box
    canvas.saveState()
    canvas.setFillColorRGB(*frame.PANELS[panel])
    canvas.setFillAlpha(VEIL)
    corner = ctx.layout.face.corner * mm
    canvas.roundRect(f, laid.header_bottom, box.width - 2 * f,
                     box.height - f - laid.header_bottom, corner, stroke=0, fill=1)
    text = laid.text_box
    canvas.roundRect(f, f, box.width - 2 * f, text.y + text.height + 0.8 * mm - f, corner,
                     stroke=0, fill=1)
    canvas.restoreState()


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
