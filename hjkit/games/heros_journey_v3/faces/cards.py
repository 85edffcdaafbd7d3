"""A card's face and the deck's shared back: rank, name, suit symbols, this game's role and
a QR code to the card's rulings page; every size from the kit's card layout, in mm."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import art, fonts, textfit
from hjkit.generator.layout import CardLayout, Size
from hjkit.generator.qr import draw_qr
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
ART_ABOVE = 6.0
"""The picture's window starts this far (mm) above the safe zone's foot, over the lines
giving the card's worth and the Decktet's credit."""


@dataclass(frozen=True)
class Context:
    layout: CardLayout
    base_url: str
    proxy: bool = False
    pictures: dict[str, Path] = field(default_factory=dict)
    """Each card's picture that can print (see hjkit.kit.pictures.printable)."""

    @property
    def size(self) -> Size:
        return self.layout.sizes["poker"]


def role_line(card: Card) -> str:
    if card.id in PATHS:
        return "Place · The Other Path"
    return ROLE_LABEL[card.role]


def draw_face(canvas: Canvas, card: Card, ctx: Context) -> None:
    w, h, b = ctx.size.width * mm, ctx.size.height * mm, ctx.layout.bleed * mm
    safe = ctx.layout.safe * mm
    colour = ROLE_COLOURS[card.role]
    canvas.setFillColorRGB(*colour)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    frame = ctx.layout.face.frame * mm
    canvas.setFillColorRGB(*PAPER)
    canvas.roundRect(frame, frame, w - 2 * frame, h - 2 * frame, ctx.layout.face.corner * mm,
                     stroke=0, fill=1)
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.BOLD, 16)
    canvas.drawString(safe + 1 * mm, h - safe - 6 * mm, card.rank_label)
    title = textfit.fit(textfit.plain(card.name, fonts.BOLD, centred=True),
                        w - 2 * safe - 14 * mm, 9 * mm, 11, 7, f"card {card.id!r} name")
    textfit.draw(canvas, title, safe + 7 * mm, h - safe - 2.5 * mm, w - 2 * safe - 14 * mm)
    icon = 13 * mm if len(card.suits) < 3 else 11 * mm
    row = len(card.suits) * icon
    for i, suit in enumerate(card.suits):
        draw_suit(canvas, suit, (w - row) / 2 + icon * (i + 0.5), h * 0.62, icon)
    if not card.suits:
        canvas.setFont(fonts.ITALIC, 9)
        canvas.drawCentredString(w / 2, h * 0.62, "no suit")
    canvas.setFillColorRGB(*colour)
    canvas.setFont(fonts.BOLD, 8)
    canvas.drawCentredString(w / 2, h * 0.47, role_line(card).upper())
    canvas.setFillColorRGB(*INK)
    text = PATHS.get(card.id) or ROLES[card.role]
    if card.id in EVENTS:
        text = ("Advanced: " if card.role == "stage" else "") + EVENTS[card.id]
    qr = ctx.layout.face.qr * mm
    room = h * 0.44 - (safe + qr + 1 * mm)  # the text stops above the code
    body = textfit.fit(textfit.plain(text, fonts.REGULAR), w - 2 * safe - 2 * mm, room,
                       ctx.layout.face.text_max, ctx.layout.face.text_min, f"card {card.id!r}")
    textfit.draw(canvas, body, safe + 1 * mm, h * 0.44, w - 2 * safe - 2 * mm)
    draw_qr(canvas, printed_card_url(ctx.base_url, card.id), w - safe - qr, safe, qr,
            f"card {card.id!r}")
    picture = ctx.pictures.get(card.id)
    if picture is not None:  # beside the code, above the worth and credit lines
        art.draw_in_window(canvas, picture, safe + 1 * mm, safe + ART_ABOVE * mm,
                           w - 2 * safe - qr - 2.5 * mm, qr - ART_ABOVE * mm, 1 * mm)
    canvas.setFont(fonts.REGULAR, 5)
    canvas.drawString(safe + 1 * mm, safe + 3 * mm, f"Worth {card.value}" if card.kind !=
                      "excuse" else "Worth 0")
    canvas.drawString(safe + 1 * mm, safe, "Decktet: P.D. Magnus, CC BY-NC-SA")
    if ctx.proxy:
        canvas.setFont(fonts.BOLD, 14)
        canvas.drawCentredString(w / 2, h * 0.55, "PROXY")


def draw_back(canvas: Canvas, ctx: Context) -> None:
    w, h, b = ctx.size.width * mm, ctx.size.height * mm, ctx.layout.bleed * mm
    canvas.setFillColorRGB(0.18, 0.16, 0.22)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setStrokeColorRGB(0.85, 0.75, 0.5)
    canvas.setLineWidth(0.8)
    canvas.roundRect(4 * mm, 4 * mm, w - 8 * mm, h - 8 * mm, 3 * mm, stroke=1, fill=0)
    for i, suit in enumerate(COLOURS):
        row, col = divmod(i, 2)
        draw_suit(canvas, suit, w / 2 + (col - 0.5) * 18 * mm, h / 2 + (1 - row) * 18 * mm,
                  13 * mm, paper=(0.18, 0.16, 0.22))
    canvas.setFillColorRGB(0.85, 0.75, 0.5)
    canvas.setFont(fonts.BOLD, 9)
    canvas.drawCentredString(w / 2, 9 * mm, "THE HERO'S JOURNEY")
