"""Card faces: a band in the family's (or Journey type's) colour, the name, the numbers the
game needs, the card's text and a QR code to its rulings page; papergold and the to-hit
reference card. Sizes come from the kit's card layout, in mm."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import art, fonts, textfit
from hjkit.generator.layout import CardLayout, Size
from hjkit.generator.qr import draw_qr
from hjkit.kit.address import printed_card_url

from ..engine.rules import to_hit
from .backs import BACKS

INK = (0.12, 0.11, 0.1)
PAPER = (0.98, 0.96, 0.9)
JOURNEY_COLOURS = {"monster": (0.7, 0.15, 0.12), "item": (0.85, 0.7, 0.1),
                   "crossing": (0.7, 0.15, 0.12), "ambush": (0.45, 0.45, 0.45),
                   "home": (0.15, 0.3, 0.6)}
TERRAIN_COLOURS = {"land": (0.72, 0.6, 0.42), "water": (0.25, 0.5, 0.75)}
TYPE_LINES = {"monster": "Monster", "item": "Item", "crossing": "Crossing Paths",
              "ambush": "Ambush", "home": "Home"}
ART_ABOVE = 3.0
"""The picture's window starts this far (mm) above the safe zone's foot, over the footer."""


@dataclass(frozen=True)
class Context:
    layout: CardLayout
    base_url: str
    proxy: bool = False

    @property
    def size(self) -> Size:
        return self.layout.sizes["poker"]

    def dims(self) -> tuple[float, float, float, float]:
        return (self.size.width * mm, self.size.height * mm, self.layout.bleed * mm,
                self.layout.safe * mm)


@dataclass(frozen=True)
class Face:
    """What a face shows, whatever the family."""

    id: str
    name: str
    family: str
    colour: tuple[float, float, float]
    type_line: str
    corner: str
    stats: str
    text: str
    qr: bool = True
    art: Path | None = None


def face_of(family: str, card, library, pictures: dict[str, Path] | None = None) -> Face:
    """What the card's face shows; pictures (see hjkit.kit.pictures.printable) give its
    picture."""
    return replace(_face_of(family, card, library), art=(pictures or {}).get(card.id))


def _face_of(family: str, card, library) -> Face:
    colour = BACKS[family][0]
    if family == "adventurers":
        text = "\n".join(f"({a.type}) {a.text}" for a in card.abilities)
        spells = f" · knows {card.spells} spell{'s' if card.spells > 1 else ''}" if \
            card.spells else ""
        return Face(card.id, card.name, family, colour, "Adventurer", str(card.value),
                    f"Card value {card.value} · 3 HP to start{spells}", text)
    if family == "quests":
        item = library.quest_items[card.item].name
        return Face(card.id, card.monster, family, colour, "Quest", str(card.value),
                    f"Party value up to {card.value}",
                    f"Quest Item: {item}. Choose adventurers whose card values add up to "
                    f"{card.value} or less.")
    if family == "quest_items":
        numbers = " · ".join(t for t in (f"+{card.attack} attack" if card.attack else "",
                                          f"+{card.defence} defense" if card.defence else "",
                                          card.slot or "") if t)
        return Face(card.id, card.name, family, colour, "Quest Item", "", numbers, card.text)
    if family == "spells":
        return Face(card.id, card.name, family, colour, "Spell", f"{card.cost}",
                    f"{card.cost} MP", card.text)
    if card.type == "location":
        colour = TERRAIN_COLOURS[card.terrain]
        line = "Location · land" if card.terrain == "land" else "Location · water"
        return Face(card.id, card.name, family, colour, line, "", "", card.text)
    colour = JOURNEY_COLOURS[card.type]
    if card.type == "monster":
        return Face(card.id, card.name, family, colour, "Monster", str(card.value),
                    f"HP {card.hp} · tribute {100 * card.value} PG · reward {100 * card.hp} PG",
                    card.text)
    if card.type == "item":
        bonus = f"+{card.attack} attack" if card.attack else f"+{card.defence} armor"
        return Face(card.id, card.name, family, colour, f"Item · {card.slot}", "",
                    f"{bonus} · {card.price} PG", card.text)
    return Face(card.id, card.name, family, colour, TYPE_LINES[card.type], "", "", card.text)


def draw_face(canvas: Canvas, face: Face, ctx: Context) -> None:
    w, h, b, safe = ctx.dims()
    canvas.setFillColorRGB(*face.colour)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    frame = ctx.layout.face.frame * mm
    canvas.setFillColorRGB(*PAPER)
    canvas.roundRect(frame, frame, w - 2 * frame, h - 2 * frame, ctx.layout.face.corner * mm,
                     stroke=0, fill=1)
    canvas.setFillColorRGB(*face.colour)
    canvas.rect(frame, h - frame - 13 * mm, w - 2 * frame, 13 * mm, stroke=0, fill=1)
    canvas.setFillColorRGB(1, 1, 1)
    if face.corner:
        canvas.setFont(fonts.BOLD, 18)
        canvas.drawString(safe + 1 * mm, h - safe - 7 * mm, face.corner)
    title = textfit.fit(textfit.plain(face.name, fonts.BOLD, centred=True),
                        w - 2 * safe - 20 * mm, 9 * mm, ctx.layout.face.title_max,
                        ctx.layout.face.title_min, f"card {face.id!r} name")
    textfit.draw(canvas, title, safe + 10 * mm, h - safe - 2 * mm, w - 2 * safe - 20 * mm)
    canvas.setFillColorRGB(*face.colour)
    canvas.setFont(fonts.BOLD, 8)
    canvas.drawCentredString(w / 2, h - frame - 18 * mm, face.type_line.upper())
    canvas.setFillColorRGB(*INK)
    if face.stats:
        canvas.setFont(fonts.BOLD, 7)
        canvas.drawCentredString(w / 2, h - frame - 23 * mm, face.stats)
    qr = ctx.layout.face.qr * mm
    top = h - frame - 27 * mm
    room = min(h * 0.42, top - (safe + qr + 1 * mm)) if face.qr else h * 0.42
    body = textfit.fit(textfit.plain(face.text, fonts.REGULAR), w - 2 * safe - 2 * mm,
                       room, ctx.layout.face.text_max, ctx.layout.face.text_min,
                       f"card {face.id!r}")
    textfit.draw(canvas, body, safe + 1 * mm, top, w - 2 * safe - 2 * mm)
    if face.qr:
        draw_qr(canvas, printed_card_url(ctx.base_url, face.id), w - safe - qr, safe, qr,
                f"card {face.id!r}")
    if face.art is not None:  # beside the code, under the text: the text keeps its room
        art.draw_in_window(canvas, face.art, safe, safe + ART_ABOVE * mm,
                           w - 2 * safe - qr - 1.5 * mm, qr - ART_ABOVE * mm, 1 * mm)
    canvas.setFont(fonts.REGULAR, 5)
    canvas.drawString(safe + 1 * mm, safe, "Hero's Journey Home · kit starter set")
    if ctx.proxy:
        canvas.setFont(fonts.BOLD, 14)
        canvas.drawCentredString(w / 2, h * 0.5, "PROXY")


def draw_papergold(canvas: Canvas, value: int, ctx: Context) -> None:
    w, h, b, _ = ctx.dims()
    canvas.setFillColorRGB(*BACKS["papergold"][0])
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setFillColorRGB(*PAPER)
    canvas.roundRect(4 * mm, 4 * mm, w - 8 * mm, h - 8 * mm, 3 * mm, stroke=0, fill=1)
    canvas.setFillColorRGB(*BACKS["papergold"][0])
    canvas.setFont(fonts.BOLD, 40)
    canvas.drawCentredString(w / 2, h / 2 - 5 * mm, str(value))
    canvas.setFont(fonts.BOLD, 12)
    canvas.drawCentredString(w / 2, h / 2 - 14 * mm, "PAPERGOLD")
    for x, y in ((9 * mm, h - 12 * mm), (w - 9 * mm, 8 * mm)):
        canvas.setFont(fonts.BOLD, 9)
        canvas.drawCentredString(x, y, f"{value} PG")


DIFFERENCES = range(-12, 13)


def draw_reference(canvas: Canvas, ctx: Context) -> None:
    """Appendix E, computed: the to-hit number for each difference between the defender's
    total (card value + armor) and the attacker's (card value + weapon)."""
    w, h, b, safe = ctx.dims()
    canvas.setFillColorRGB(*BACKS["reference"][0])
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setFillColorRGB(*PAPER)
    canvas.roundRect(3 * mm, 3 * mm, w - 6 * mm, h - 6 * mm, 2 * mm, stroke=0, fill=1)
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.BOLD, 10)
    canvas.drawCentredString(w / 2, h - 10 * mm, "TO HIT")
    canvas.setFont(fonts.REGULAR, 6)
    canvas.drawCentredString(w / 2, h - 14 * mm, "D = defender value + armor")
    canvas.drawCentredString(w / 2, h - 17 * mm, "A = attacker value + weapon")
    canvas.drawCentredString(w / 2, h - 20 * mm, "roll this or more on each d20")
    rows = list(DIFFERENCES)
    half = (len(rows) + 1) // 2
    top = h - 26 * mm
    for column, chunk in enumerate((rows[:half], rows[half:])):
        x = w / 4 + column * w / 2
        canvas.setFont(fonts.BOLD, 6)
        canvas.drawCentredString(x, top, "D - A   to hit")
        canvas.setFont(fonts.REGULAR, 6.5)
        for i, difference in enumerate(chunk):
            number = to_hit(difference, 0, 0, 0)
            canvas.drawCentredString(x, top - (i + 1) * 3.7 * mm,
                                     f"{difference:+d}      {number}")
    canvas.setFont(fonts.REGULAR, 5.5)
    canvas.drawCentredString(w / 2, 10 * mm, "Natural 20 always hits; natural 1 always misses.")
    canvas.drawCentredString(w / 2, 7 * mm, "1 HP: roll 1d20. 2 HP or more: 2d20.")


