"""What every card side shares: the context it is drawn in, its border, panel and title.

Drawing functions work in points with the origin at the card's trim bottom-left corner;
the border colour runs out into the bleed so that a slightly-off cut shows no white.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import fonts, textfit
from hjkit.generator.facekit import SMALL_PRINT_PT
from hjkit.generator.layout import CardLayout, Size
from hjkit.generator.textfit import TextOverflow

if TYPE_CHECKING:
    from hjkit.games.heroes_journey.model.cards import Card, Culture

BORDERS = {"black": (0.13, 0.13, 0.14), "gold": (0.76, 0.6, 0.22)}
PANELS = {"campaign": (0.98, 0.96, 0.9), "adversary": (0.88, 0.86, 0.84),
          "atlas": (0.93, 0.95, 0.9)}
INK = (0.08, 0.08, 0.08)
FOOTER_INK = (0.33, 0.33, 0.33)
"""The footer's small print: grey, yet 4.5:1 on the parchment (WCAG)."""
PROXY_INK = (0.7, 0.1, 0.1)
FOOTER_SIZE = SMALL_PRINT_PT
"""The card id (and PROXY above it): small print, never below the kit's floor."""
TITLE_BASELINE = 4.7 * mm
"""From the header's top to a one-line title's baseline: level with the badges' centres."""
TYPE_LINE_DROP = 8.7 * mm
"""From the header's top to the type line's baseline, below a one-line title."""
TYPE_LINE_GAP = 3.6 * mm
"""From a two-line title's last baseline to the type line's: clear space between them."""


@dataclass(frozen=True)
class Context:
    """Everything a card side needs besides the card itself."""

    layout: CardLayout
    cultures: Mapping[str, Culture]
    base_url: str
    proxy: bool = False
    light_backs: bool = False
    """Backs in a low-ink design: paper white with a thin line and an outlined emblem."""
    art: Mapping[str, Path] = field(default_factory=dict)
    """Each card's picture file that can print, by card id (hjkit.generator.pictures)."""
    faces: dict = field(default_factory=dict, compare=False, repr=False)
    """Face layouts made in this context, by card (geometry.face_layout): a build lays each
    face out for its art check and again to draw it."""

    @property
    def bleed(self) -> float:
        return self.layout.bleed * mm

    @property
    def frame(self) -> float:
        return self.layout.face.frame * mm

    def size_of(self, card: Card) -> Size:
        return self.layout.size_of(card.type)


@dataclass(frozen=True)
class Box:
    """The trim of the side being drawn, in points."""

    width: float
    height: float

    @classmethod
    def of(cls, size: Size) -> Box:
        return cls(size.width * mm, size.height * mm)


def background(canvas: Canvas, box: Box, ctx: Context, border: str, panel: str) -> None:
    """The border colour over trim and bleed, then the rounded panel inside the frame."""
    canvas.setFillColorRGB(*BORDERS.get(border, BORDERS["black"]))
    canvas.rect(-ctx.bleed, -ctx.bleed, box.width + 2 * ctx.bleed, box.height + 2 * ctx.bleed,
                stroke=0, fill=1)
    canvas.setFillColorRGB(*PANELS[panel])
    inset = ctx.frame
    canvas.roundRect(inset, inset, box.width - 2 * inset, box.height - 2 * inset,
                     ctx.layout.face.corner * mm, stroke=0, fill=1)


def fit_line(text: str, font: str, largest: float, smallest: float, width: float,
             what: str) -> float:
    """The largest size (quarter points) at which text fits on one line of width."""
    natural = fonts.width(text, font, largest)
    if natural <= width:
        return largest
    size = int(largest * width / natural * 4) / 4
    if size < smallest:
        raise TextOverflow(f"{what}: {text!r} does not fit on its line even at {smallest:g} pt;"
                           " shorten it")
    return size


def title_layout(card: Card, ctx: Context, width: float) -> textfit.Fitted:
    """The title, with a leading dot when unique: one line from title_max down to title_min,
    else two lines at title_two_lines. Raises TextOverflow naming the card beyond that."""
    face = ctx.layout.face
    text = f"\u2022 {card.title}" if card.unique else card.title
    paragraph = textfit.Paragraph((textfit.Run(textfit.typographic(text), fonts.BOLD),),
                                  centred=True)
    what = f"card {card.id!r} title"
    try:
        return textfit.fit([paragraph], width, face.title_max * textfit.LEADING, face.title_max,
                           face.title_min, what)
    except TextOverflow:
        two = face.title_two_lines or face.title_min
        return textfit.fit([paragraph], width, 2 * two * textfit.LEADING, two, two, what)


def title_baselines(fitted: textfit.Fitted, top: float) -> tuple[float, float]:
    """The title's first baseline below the header's top, and the type line's baseline
    below the title with clear space between them."""
    lines = sum(1 for _, pieces in fitted.lines if pieces)
    first = top - (TITLE_BASELINE if lines == 1 else 0.4 * mm + fitted.size * 0.76)
    last = first - fitted.size * textfit.LEADING * (lines - 1)
    return first, min(top - TYPE_LINE_DROP, last - TYPE_LINE_GAP)


def draw_title(canvas: Canvas, fitted: textfit.Fitted, cx: float, baseline: float,
               width: float) -> None:
    """A fitted title centred on cx, its first line on baseline."""
    canvas.setFillColorRGB(*INK)
    textfit.draw(canvas, fitted, cx - width / 2, baseline + fitted.size, width)


def title(canvas: Canvas, card: Card, ctx: Context, cx: float, top: float,
          width: float) -> float:
    """Draw the title centred below top; return the type line's baseline."""
    fitted = title_layout(card, ctx, width)
    first, type_baseline = title_baselines(fitted, top)
    draw_title(canvas, fitted, cx, first, width)
    return type_baseline


def centred_line(canvas: Canvas, text: str, font: str, size: float, cx: float, baseline: float,
                 width: float, what: str) -> None:
    """One line, shrunk (down to 70%) to fit width."""
    size = fit_line(text, font, size, size * 0.7, width, what)
    canvas.setFillColorRGB(*INK)
    canvas.setFont(font, size)
    canvas.drawCentredString(cx, baseline, text)


def footer(canvas: Canvas, box: Box, ctx: Context, label: str) -> None:
    """A small line at the bottom left, just inside the safe zone: the card's id, and above
    it PROXY when printed as one."""
    size = FOOTER_SIZE
    x = ctx.layout.safe * mm + 0.6 * mm
    baseline = ctx.layout.safe * mm + size * 0.3
    canvas.setFillColorRGB(*FOOTER_INK)
    canvas.setFont(fonts.REGULAR, size)
    canvas.drawString(x, baseline, label)
    if ctx.proxy:
        canvas.setFillColorRGB(*PROXY_INK)
        canvas.setFont(fonts.BOLD, size)
        canvas.drawString(x, baseline + size * 1.3, "PROXY - NOT A LEGAL DECK")


def proxy_watermark(canvas: Canvas, x: float, y: float, width: float, height: float) -> None:
    """A large diagonal PROXY across an area, light enough to read the card through."""
    canvas.saveState()
    canvas.setFillColorRGB(0.8, 0.15, 0.15)
    canvas.setFillAlpha(0.35)
    canvas.translate(x + width / 2, y + height / 2)
    canvas.rotate(12)
    size = min(height * 0.55, width / 4)
    canvas.setFont(fonts.BOLD, size)
    canvas.drawCentredString(0, -size * 0.36, "PROXY")
    canvas.restoreState()
