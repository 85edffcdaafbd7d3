"""Where a face's parts go, worked out before anything is drawn: the header (title, type
line), the text box with its type fitted, and the art window between them.

All in points from the card's trim bottom-left corner. The text box has a fixed height and
its type the largest size from text_max down to TEXT_COMFORTABLE that fits; longer text grows
the box into the art window (down to ART_MIN) before its type shrinks further, and text
that will not fit at the smallest size is a TextOverflow naming the card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.lib.units import mm

from hjkit.games.heroes_journey.model.kinds import BOOK_TYPES
from hjkit.generator import fonts, textfit
from hjkit.generator.qr import side_for
from hjkit.generator.textfit import Fitted
from hjkit.kit.address import printed_card_url

from . import frame
from .frame import Box, Context

if TYPE_CHECKING:
    from hjkit.games.heroes_journey.model.cards import Card

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
SITE_BADGES = 13 * mm
"""Room a site's symbol and risk token take either side of its title."""


@dataclass(frozen=True)
class Window:
    """A rectangle in points."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class FaceLayout:
    """Where a face's title, type line, text and art go, in points."""

    box: Box
    title: Fitted
    title_baseline: float
    header_width: float
    type_baseline: float
    header_bottom: float
    text: Fitted
    text_box: Window
    """Its type starts at the top."""
    art: Window
    code: Window
    """The QR code's square, quiet zone included."""


def face_layout(card: Card, ctx: Context) -> FaceLayout:
    """The layout of a card's face, made once per card and context."""
    laid = ctx.faces.get(card)
    if laid is None:
        laid = ctx.faces[card] = _face_layout(card, ctx)
    return laid


def _face_layout(card: Card, ctx: Context) -> FaceLayout:
    box = Box.of(ctx.size_of(card))
    f = ctx.frame
    badge = ctx.layout.face.badge * mm
    if card.type in BOOK_TYPES:
        header_width = box.width - 2 * (f + PAD + badge + 1 * mm)
    elif card.type == "site":
        header_width = box.width - 2 * (f + PAD + SITE_BADGES)
    else:
        header_width = box.width - 2 * (f + PAD)
    top = box.height - f - PAD
    title = frame.title_layout(card, ctx, header_width)
    title_baseline, type_baseline = frame.title_baselines(title, top)
    header_bottom = min(top - badge, type_baseline - 0.6 * mm) - 0.8 * mm
    # the layout's side, or larger when a long --base-url needs it for 0.5 mm modules
    side = side_for(printed_card_url(ctx.base_url, card.id), ctx.layout.face.qr) * mm
    code = Window(box.width - f - QR_INSET - side, f + QR_INSET, side, side)
    text, text_box = _text(card, ctx, box, code, header_bottom)
    art_bottom = max(text_box.y + text_box.height, code.y + code.height) + 1 * mm
    art = Window(f + TEXT_INSET, art_bottom, box.width - 2 * (f + TEXT_INSET),
                 header_bottom - art_bottom)
    return FaceLayout(box, title, title_baseline, header_width, type_baseline, header_bottom,
                      text, text_box, art, code)


def full_bleed(ctx: Context, box: Box) -> Window:
    """The whole card out to the bleed edge."""
    return Window(-ctx.bleed, -ctx.bleed, box.width + 2 * ctx.bleed,
                  box.height + 2 * ctx.bleed)


def _text(card: Card, ctx: Context, box: Box, code: Window, header_bottom: float
          ) -> tuple[textfit.Fitted, Window]:
    """The fitted text and its box. A portrait card's box spans the card above the code; a
    site's sits beside the code, above the arrow."""
    face = ctx.layout.face
    x = ctx.frame + TEXT_INSET
    code_top = code.y + code.height
    if card.type == "site":
        bottom = ctx.frame + PAD + ARROW_ROOM
        width = code.x - 1.5 * mm - x
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
    return fitted, Window(x, bottom, width, top - bottom)


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
