"""What every game's faces share: the smallest rules text, the safe box, corner indices
turned for a fanned hand, the mark of content invented for the kit, and the fold-over pawn.

Used by the games' faces only (hjkit/games/*/faces); the imposition never calls it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from . import fonts, textfit
from .forms import reuse
from .layout import CardLayout, Size

Colour = tuple[float, float, float]
"""An RGB colour, each part from 0 to 1."""

RULES_MIN_PT = 6.5
"""The smallest rules text on a 63 mm wide card; narrower cards scale it down."""
SMALL_PRINT_PT = 5.0
"""The smallest of anything printed: credits, fold instructions."""
POKER_WIDTH = 63.0
DESCENT = 0.24
"""Vera's descent below the baseline, as a fraction of the size (its glyphs reach -0.236)."""
ASCENT = 0.76
"""Vera's capitals and digits above the baseline, as a fraction of the size (0.729)."""
INVENTED_LABEL = "invented-mark"
"""The stored drawing of the mark: one form per PDF, which tests can find by name."""
INVENTED_MEANING = "made for the kit, not the game's own"
"""What the mark means, for the pages that explain it."""


def rules_min(cards: CardLayout, width_mm: float) -> float:
    """The smallest size (pt) rules text may shrink to on a card width_mm wide: RULES_MIN_PT
    on a poker card, scaled on narrower ones, never below the layout's own text_min."""
    return round(max(cards.face.text_min, RULES_MIN_PT * min(1.0, width_mm / POKER_WIDTH)), 2)


def baseline_above(bottom: float, size: float) -> float:
    """The baseline that keeps text of size (pt) on or above bottom (points)."""
    return bottom + DESCENT * size


def baseline_below(top: float, size: float) -> float:
    """The baseline that keeps capitals and digits of size (pt) on or below top (points)."""
    return top - ASCENT * size


def draw_invented_mark(canvas: Canvas, x: float, y: float, side: float = 2.4 * mm) -> None:
    """The mark of content made for the kit rather than taken from the game's rules: a
    four-pointed star in a ring, side points square, its lower-left corner at (x, y),
    in ink on a white disc so that it reads on any colour."""
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(side / 10, side / 10)
    reuse(canvas, INVENTED_LABEL, (0, 0, 10, 10), _mark)
    canvas.restoreState()


def _mark(canvas: Canvas) -> None:
    """The mark in a 10 x 10 square."""
    canvas.setFillColorRGB(1, 1, 1)
    canvas.setStrokeColorRGB(0.12, 0.11, 0.1)
    canvas.setLineWidth(0.9)
    canvas.circle(5, 5, 4.5, stroke=1, fill=1)
    canvas.setFillColorRGB(0.12, 0.11, 0.1)
    star = canvas.beginPath()
    points = [(5, 8.6), (5.9, 5.9), (8.6, 5), (5.9, 4.1), (5, 1.4), (4.1, 4.1), (1.4, 5),
              (4.1, 5.9)]
    star.moveTo(*points[0])
    for point in points[1:]:
        star.lineTo(*point)
    star.close()
    canvas.drawPath(star, stroke=0, fill=1)


def draw_index(canvas: Canvas, label: str, x: float, top: float, size: float,
               below=None, turned: bool = False, width: float = 0.0,
               height: float = 0.0) -> None:
    """A corner index: label (bold, size pt) with its left edge at x and its capitals' top at
    top, and below(canvas, x_centre, y_top) drawing what goes under it. turned draws it a
    half turn about the centre of the card (width x height points), for the opposite
    corner, so that either corner reads in a fanned hand."""
    canvas.saveState()
    if turned:
        canvas.translate(width, height)
        canvas.rotate(180)
    canvas.setFont(fonts.BOLD, size)
    label_width = fonts.width(label, fonts.BOLD, size)
    canvas.drawString(x, baseline_below(top, size), label)
    if below is not None:
        below(canvas, x + label_width / 2, top - size * (ASCENT + 0.35))
    canvas.restoreState()


STANDEE = Size(width=24, height=60)
"""A fold-over pawn: two halves of 24 x 24 mm above a base tab."""
STANDEE_CAPTION = ("fold on the dashes,", "glue the halves")
_STANDEE_TAB = 12 * mm
_STANDEE_FOLD = 0.57


def draw_standee(canvas: Canvas, label: str, rgb: tuple[float, float, float],
                 label_pt: float, ink: tuple[float, float, float],
                 paper: tuple[float, float, float]) -> None:
    """A pawn as a standee: two halves of one colour folded at the middle, label on both
    (the upper half upside down, so it reads once folded behind), a base tab below with the
    folding caption in two lines (one would run into the next slot)."""
    w, h = STANDEE.width * mm, STANDEE.height * mm
    rgb, label_ink = legible(rgb, paper, ink)
    canvas.setFillColorRGB(*rgb)
    canvas.roundRect(2 * mm, _STANDEE_TAB, w - 4 * mm, h - _STANDEE_TAB - 2 * mm, 3 * mm,
                     stroke=0, fill=1)
    canvas.setFillColorRGB(*label_ink)
    canvas.setFont(fonts.BOLD, label_pt)
    half = (h - _STANDEE_TAB) / 4
    for y, angle in ((h * _STANDEE_FOLD - half, 0), (h * _STANDEE_FOLD + half, 180)):
        canvas.saveState()
        canvas.translate(w / 2, y)
        canvas.rotate(angle)
        canvas.drawCentredString(0, -label_pt * 0.35, label)
        canvas.restoreState()
    canvas.setStrokeColorRGB(*ink)
    canvas.setDash(2, 2)
    canvas.setLineWidth(0.4)
    canvas.line(0, h * _STANDEE_FOLD, w, h * _STANDEE_FOLD)
    canvas.line(0, _STANDEE_TAB, w, _STANDEE_TAB)
    canvas.setDash()
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.REGULAR, SMALL_PRINT_PT)
    for i, line in enumerate(STANDEE_CAPTION):
        canvas.drawCentredString(w / 2, 7 * mm - i * SMALL_PRINT_PT * 1.2, line)


WHITE = (1.0, 1.0, 1.0)
INK_BLACK = (0.12, 0.11, 0.1)
TEXT_PAGE_TITLE_PT = 15
TOKEN_WORD_PT = 5.0
TOKEN_NUMBER_PT = 13.0


def draw_round_token(canvas: Canvas, side: float, colour: Colour, word: str,
                     paper: Colour, ink: Colour = INK_BLACK, number: str = "",
                     emblem: Callable[[Canvas, float, float], None] | None = None) -> None:
    """A round token centred in its square of side mm (cut along the circle): colour, made
    legible, inside an ink outline and a ring of paper, number large in its middle (or
    emblem(canvas, x, y) drawn a little above it) in the ink that reads on the colour, and
    word small below. Both sides of a token are usually alike."""
    colour, text_ink = legible(colour, paper, ink)
    c = side * mm / 2
    canvas.setFillColorRGB(*colour)
    canvas.setStrokeColorRGB(*ink)
    canvas.setLineWidth(0.3)
    canvas.circle(c, c, c - 0.5 * mm, stroke=1, fill=1)
    canvas.setStrokeColorRGB(*paper)
    canvas.setLineWidth(0.8)
    canvas.circle(c, c, c - 1.8 * mm, stroke=1, fill=0)
    canvas.setFillColorRGB(*text_ink)
    if number:
        canvas.setFont(fonts.BOLD, TOKEN_NUMBER_PT)
        canvas.drawCentredString(c, c - 1 * mm, number)
    elif emblem is not None:
        emblem(canvas, c, c + 1 * mm)
    canvas.setFont(fonts.BOLD, TOKEN_WORD_PT)
    canvas.drawCentredString(c, c - 5.5 * mm, word)


def draw_text_page(canvas: Canvas, width: float, height: float, title: str,
                   paragraphs: list[textfit.Paragraph], margin: float = 8 * mm,
                   bottom: float = 0.0, largest: float = 11, smallest: float = 6,
                   ground: Colour = WHITE, ink: Colour = INK_BLACK) -> None:
    """A page of text (a turn summary, a player aid, a read-me-first sheet), width x height
    points: on ground to its edges (white paper takes no ink), title in bold at the top
    left, margin from the edges, and paragraphs fitted below it from largest down to
    smallest pt, in ink, down to bottom points above the foot (room for what the caller
    draws there). TextOverflow names the page by its title when they do not fit."""
    paint_ground(canvas, ground, width, height, 0)
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.BOLD, TEXT_PAGE_TITLE_PT)
    canvas.drawString(margin, height - margin - 4 * mm, title)
    top = height - margin - 12 * mm
    fitted = textfit.fit(paragraphs, width - 2 * margin, top - bottom, largest, smallest,
                         title)
    textfit.draw(canvas, fitted, margin, top, width - 2 * margin)
READABLE = 4.5
"""The least contrast of text with what lies under it (WCAG 2's ratio for body text)."""


def contrast(a: Colour, b: Colour) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    def luminance(colour: Colour) -> float:
        linear = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in colour]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink_on(ground: Colour, light: Colour = WHITE, dark: Colour = INK_BLACK) -> Colour:
    """The light ink or the dark, whichever reads better on ground (a band of a deck's
    colour, a token's, a terrain's)."""
    return max((light, dark), key=lambda ink: contrast(ink, ground))


def legible(ground: Colour, light: Colour = WHITE, dark: Colour = INK_BLACK
            ) -> tuple[Colour, Colour]:
    """A ground for text and the ink of its text: ground with the ink that reads on it; a
    middle tone on which neither reads (READABLE) is darkened until the light ink does."""
    ink = ink_on(ground, light, dark)
    if contrast(ink, ground) >= READABLE:
        return ground, ink
    return deepened(ground, light), light


def deepened(colour: Colour, ground: Colour) -> Colour:
    """colour darkened, if it must be, until text in it reads on a light ground (READABLE);
    on a ground too dark for that, the ink that reads on it."""
    for _ in range(30):
        if contrast(colour, ground) >= READABLE:
            return colour
        colour = (colour[0] * 0.9, colour[1] * 0.9, colour[2] * 0.9)
    return ink_on(ground)


def back_inks(colour: Colour, detail: Colour, light: bool) -> tuple[Colour, Colour]:
    """A back's ground and the ink of what is drawn on it: detail on a ground of colour, or
    for light backs (`hjkit build --backs light`, for home printers) colour on white paper;
    either darkened as far as its text needs to read (see legible)."""
    if light:
        return WHITE, deepened(colour, WHITE)
    return legible(colour, detail, INK_BLACK)


def paint_ground(canvas: Canvas, ground: Colour, w: float, h: float, bleed: float) -> None:
    """A back's ground, to the bleed's edge; white paper takes no ink at all."""
    if ground != WHITE:
        canvas.setFillColorRGB(*ground)
        canvas.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)


@dataclass(frozen=True)
class FaceContext:
    """What every face of a game's cards needs besides the card: the layout, the address
    its codes open, proxy printing and the pictures that can print. A game's faces subclass
    it for what is their own."""

    layout: CardLayout
    base_url: str
    proxy: bool = False
    pictures: dict[str, Path] = field(default_factory=dict)
    """Each card's picture that can print (see hjkit.kit.pictures.printable)."""
    light_backs: bool = False
    """Backs in ink on white paper (`--backs light`) rather than on a ground of colour."""

    @property
    def size(self) -> Size:
        """The layout's default card: every card of the deck prints at it."""
        return self.layout.size_of("default")

    @property
    def scale(self) -> float:
        """This card's width to a poker card's."""
        return min(1.0, self.size.width / POKER_WIDTH)
