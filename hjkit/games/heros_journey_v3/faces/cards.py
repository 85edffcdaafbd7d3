"""A card's face and the deck's shared back: a corner index (rank and suits) at the top left
and, turned, at the bottom right, so that a fanned hand shows it either way up; the name,
suit symbols, this game's role and a QR code to the card's rulings page. Every size comes
from the kit's card layout (its default card), in mm, scaled from a 63 mm wide card."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import art, fonts, textfit
from hjkit.generator.facekit import (
    ASCENT,
    DESCENT,
    SMALL_PRINT_PT,
    FaceContext,
    back_inks,
    baseline_above,
    draw_index,
    paint_ground,
    rules_min,
)
from hjkit.generator.qr import draw_qr, side_for
from hjkit.kit.address import printed_card_url

from ..model.cards import Card
from ..model.texts import EVENTS, PATHS, ROLES
from .icons import COLOURS, PAPER, draw_suit

INK = (0.12, 0.11, 0.1)
ROLE_COLOURS = {"stage": (0.3, 0.25, 0.45), "ending": (0.55, 0.4, 0.1),
                "challenge": (0.5, 0.15, 0.15), "mentor": (0.15, 0.4, 0.3),
                "place": (0.2, 0.35, 0.55)}
ROLE_LABEL = {"stage": "Stage", "ending": "Ending", "challenge": "Challenge", "mentor": "Mentor",
              "place": "Place"}
INDEX = {"ace": "A", "pawn": "P", "court": "C", "excuse": "X"}
"""A corner index's letter: numbers print their rank; a Crown prints a crown."""
KIND_WORD = {"ace": "Ace", "pawn": "Pawn", "court": "Court", "crown": "Crown",
             "excuse": "The Excuse"}
INDEX_PT = 13.0
"""The corner index's size on a 63 mm card."""
INDEX_COLUMN = 7.5
"""Millimetres the corner index takes from the side, on a 63 mm card."""
CREDITS = (("Decktet by", "P.D. Magnus,", "CC BY-NC-SA 3.0"),
           ("Decktet by", "P.D. Magnus,", "CC BY-NC-SA", "3.0"))
"""The Decktet's credit, in lines: the first that fits beside the code."""
NIGHT = (0.18, 0.16, 0.22)
GOLD = (0.85, 0.75, 0.5)
"""The back's ground and its gold frame and title."""


def role_line(card: Card) -> str:
    """The kind of Decktet card and the role it plays here: CROWN · ENDING."""
    role = "Place · The Other Path" if card.id in PATHS else ROLE_LABEL[card.role]
    kind = KIND_WORD.get(card.kind, f"Rank {card.rank}")
    return f"{kind} · {role}"


def rules_text(card: Card) -> str:
    text = PATHS.get(card.id) or ROLES[card.role]
    if card.id in EVENTS:
        text = ("Advanced: " if card.role == "stage" else "") + EVENTS[card.id]
    return text


def draw_face(canvas: Canvas, card: Card, ctx: FaceContext) -> None:
    w, h, b = ctx.size.width * mm, ctx.size.height * mm, ctx.layout.bleed * mm
    safe, k = ctx.layout.safe * mm, ctx.scale
    colour = ROLE_COLOURS[card.role]
    canvas.setFillColorRGB(*colour)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    frame = ctx.layout.face.frame * mm
    canvas.setFillColorRGB(*PAPER)
    canvas.roundRect(frame, frame, w - 2 * frame, h - 2 * frame, ctx.layout.face.corner * mm,
                     stroke=0, fill=1)
    canvas.setFillColorRGB(*INK)
    column = INDEX_COLUMN * k * mm
    for turned in (False, True):
        _index(canvas, card, safe, h - safe, k, turned, w, h)
    name_width = w - 2 * safe - 2 * column
    title = textfit.fit(textfit.plain(card.name, fonts.BOLD, centred=True), name_width,
                        10 * k * mm, 11 * k, 7 * k, f"card {card.id!r} name")
    textfit.draw(canvas, title, safe + column, h - safe - 0.5 * mm, name_width)
    url = printed_card_url(ctx.base_url, card.id)
    qr = side_for(url, ctx.layout.face.qr) * mm
    small = max(SMALL_PRINT_PT * k, 4.5)
    beside = w - safe - column - (safe + qr + 1 * mm)
    fitting = [c for c in CREDITS
               if max(fonts.width(line, fonts.REGULAR, small) for line in c) <= beside]
    credit_above = not fitting
    credit = fitting[0] if fitting else CREDITS[0]
    above = safe + qr + 1 * mm + (_footer_height(small, credit) + 0.5 * mm if credit_above
                                  else 0)
    inset = 0.5 * mm  # a glyph's side bearing may reach past its advance
    body, top, suits_at, icon_scale = _body(card, ctx, w - 2 * safe - 2 * inset, h, above)
    icon = (13 if len(card.suits) < 3 else 11) * k * icon_scale * mm
    row = len(card.suits) * icon
    for i, suit in enumerate(card.suits):
        draw_suit(canvas, suit, (w - row) / 2 + icon * (i + 0.5), suits_at, icon)
    if not card.suits:
        canvas.setFont(fonts.ITALIC, 9 * k)
        canvas.drawCentredString(w / 2, suits_at, "no suit")
    canvas.setFillColorRGB(*colour)
    canvas.setFont(fonts.BOLD, 7.5 * k)
    canvas.drawCentredString(w / 2, top + 2.2 * k * mm, role_line(card).upper())
    canvas.setFillColorRGB(*INK)
    textfit.draw(canvas, body, safe + inset, top, w - 2 * safe - 2 * inset)
    draw_qr(canvas, url, safe, safe, qr, f"card {card.id!r}")
    footer = _footer_height(small, credit) + 0.5 * mm
    if credit_above:  # a narrow card: over the code
        _footer(canvas, card, credit, safe, safe + qr + 0.5 * mm, small)
        footer = 0.0
    else:
        _footer(canvas, card, credit, safe + qr + 1 * mm, safe, small)
    picture = ctx.pictures.get(card.id)
    if picture is not None:  # beside the code, above the worth and credit lines
        art.draw_in_window(canvas, picture, safe + qr + 1 * mm, safe + footer, beside,
                           qr - footer, 1 * mm)
    if ctx.proxy:
        canvas.setFont(fonts.BOLD, 14 * k)
        canvas.drawCentredString(w / 2, h * 0.53, "PROXY")


ARRANGEMENTS = ((0.47, 0.64, 1.0), (0.56, 0.71, 0.7))
"""Where the text starts and the suits sit (fractions of the height) and the suits' scale:
the second, for a long text on a small card, gives the text more room."""


def _body(card: Card, ctx: FaceContext, width: float, h: float, above: float
          ) -> tuple[textfit.Fitted, float, float, float]:
    """The rules text fitted between the suits and `above`, in the first arrangement it
    fits: (text, its top, the suits' centre, their scale)."""
    smallest = rules_min(ctx.layout, ctx.size.width)
    text = textfit.plain(rules_text(card), fonts.REGULAR)
    largest = max(ctx.layout.face.text_max, smallest)
    for top, suits, scale in ARRANGEMENTS[:-1]:
        try:
            fitted = textfit.fit(text, width, h * top - above, largest, smallest, card.id)
        except textfit.TextOverflow:
            continue
        return fitted, h * top, h * suits, scale
    top, suits, scale = ARRANGEMENTS[-1]
    fitted = textfit.fit(text, width, h * top - above, largest, smallest, f"card {card.id!r}")
    return fitted, h * top, h * suits, scale


def _index(canvas: Canvas, card: Card, x: float, top: float, k: float, turned: bool,
           w: float, h: float) -> None:
    """One corner index: the rank (a crown for a Crown) over the card's suits."""
    size = INDEX_PT * k
    step = 4.2 * k * mm

    def suits(c: Canvas, centre: float, below: float) -> None:
        for i, suit in enumerate(card.suits):
            draw_suit(c, suit, centre, below - step * (i + 0.5), step * 0.95)

    if card.kind == "crown":
        canvas.saveState()
        if turned:
            canvas.translate(w, h)
            canvas.rotate(180)
        crown = size * 0.8
        _crown(canvas, x, top - crown, crown)
        suits(canvas, x + crown / 2, top - crown - size * 0.3)
        canvas.restoreState()
        return
    label = INDEX.get(card.kind, str(card.rank))
    draw_index(canvas, label, x, top, size, suits, turned, w, h)


def _crown(canvas: Canvas, x: float, y: float, side: float) -> None:
    """A three-pointed crown in a square of side points, lower-left corner (x, y)."""
    path = canvas.beginPath()
    path.moveTo(x, y)
    for px, py in ((0, 0.85), (0.25, 0.45), (0.5, 1.0), (0.75, 0.45), (1, 0.85), (1, 0)):
        path.lineTo(x + px * side, y + py * side)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)


def _footer_height(small: float, credit: tuple[str, ...]) -> float:
    """What the worth and credit take, points."""
    return small * (DESCENT + len(credit) * 1.15 + 1.3 * ASCENT) + 0.4 * mm


def _footer(canvas: Canvas, card: Card, credit: tuple[str, ...], x: float, bottom: float,
            small: float) -> None:
    """The card's worth over the Decktet's credit, bottom up from bottom."""
    base = baseline_above(bottom, small)
    canvas.setFont(fonts.REGULAR, small)
    for i, line in enumerate(reversed(credit)):
        canvas.drawString(x, base + i * small * 1.15, line)
    canvas.setFont(fonts.BOLD, small * 1.3)
    canvas.drawString(x, base + len(credit) * small * 1.15 + 0.4 * mm,
                      f"Worth {card.value if card.kind != 'excuse' else 0}")


def draw_back(canvas: Canvas, ctx: FaceContext) -> None:
    """The deck's one back: the four suits in a gold frame on night blue (light backs: the
    suits and a dark frame on white paper)."""
    w, h, b = ctx.size.width * mm, ctx.size.height * mm, ctx.layout.bleed * mm
    k = ctx.scale
    ground, ink = back_inks(NIGHT, GOLD, ctx.light_backs)
    paint_ground(canvas, ground, w, h, b)
    canvas.setStrokeColorRGB(*ink)
    canvas.setLineWidth(0.8)
    inset = (ctx.layout.safe + 1) * mm
    canvas.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, 3 * mm, stroke=1, fill=0)
    for i, suit in enumerate(COLOURS):
        row, col = divmod(i, 2)
        draw_suit(canvas, suit, w / 2 + (col - 0.5) * 18 * k * mm,
                  h / 2 + (1 - row) * 18 * k * mm, 13 * k * mm, paper=ground)
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.BOLD, 9 * k)
    canvas.drawCentredString(w / 2, inset + 4 * mm, "THE HERO'S JOURNEY")

