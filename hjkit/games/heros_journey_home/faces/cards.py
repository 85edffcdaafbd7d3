"""Card faces: a band in the family's (or Journey type's) colour, the name, the numbers the
game needs, the card's text and a QR code to its rulings page; papergold and the to-hit
reference card. Sizes come from the kit's card layout, in mm."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import art, fonts, textfit
from hjkit.generator.facekit import (
    SMALL_PRINT_PT,
    FaceContext,
    baseline_above,
    baseline_below,
    deepened,
    draw_invented_mark,
    legible,
    rules_min,
)
from hjkit.generator.qr import draw_qr, side_for
from hjkit.kit.address import printed_card_url

from ..engine.rules import to_hit
from .backs import BACKS

INK = (0.12, 0.11, 0.1)
PAPER = (0.98, 0.96, 0.9)
JOURNEY_COLOURS = {"monster": (0.7, 0.15, 0.12), "item": (0.85, 0.7, 0.1),
                   "crossing": (0.7, 0.15, 0.12), "ambush": (0.45, 0.45, 0.45),
                   "home": (0.15, 0.3, 0.6)}
TERRAIN_COLOURS = {"land": (0.72, 0.6, 0.42), "water": (0.25, 0.5, 0.75)}
FOOTER = "Hero's Journey Home"
TYPE_LINES = {"monster": "Monster", "item": "Item", "crossing": "Crossing Paths",
              "ambush": "Ambush", "home": "Home"}
ART_ABOVE = 3.0
"""The picture's window starts this far (mm) above the safe zone's foot, over the footer."""


@dataclass(frozen=True)
class Context(FaceContext):
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
    invented: bool = False
    """Wholly the kit's content, not the rulebook's: the face shows the invented mark."""
    art: Path | None = None


def face_of(family: str, card, library, pictures: dict[str, Path] | None = None) -> Face:
    """What the card's face shows; a card wholly the kit's own (`invented: card` in its
    data) shows the invented mark; pictures (see hjkit.kit.pictures.printable) give its
    picture."""
    return replace(_face_of(family, card, library), invented=card.wholly_invented,
                   art=(pictures or {}).get(card.id))


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
    """The colour to the bleed with a header band of it at the top (one fill: no seam), the
    cream panel below, and inside the safe zone: value, name, type, numbers, text, code."""
    w, h, b, safe = ctx.dims()
    k, frame = ctx.scale, ctx.layout.face.frame * mm
    header = 13 * k * mm
    panel_top = h - frame - header
    colour, title_ink = legible(face.colour)
    canvas.setFillColorRGB(*colour)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setFillColorRGB(*PAPER)
    canvas.roundRect(frame, frame, w - 2 * frame, panel_top - frame,
                     ctx.layout.face.corner * mm, stroke=0, fill=1)
    canvas.setFillColorRGB(*title_ink)
    corner = 10 * k * mm
    if face.corner:
        size = 15 * k
        canvas.setFont(fonts.BOLD, size)
        canvas.drawString(safe, baseline_below(h - safe, size), face.corner)
        corner = max(corner, fonts.width(face.corner, fonts.BOLD, size) + 1.5 * mm)
    name_width = w - 2 * safe - 2 * corner
    title = textfit.fit(textfit.plain(face.name, fonts.BOLD, centred=True), name_width,
                        panel_top - 0.8 * mm - safe, ctx.layout.face.title_max * k,
                        min(ctx.layout.face.title_min, 8.0) * k, f"card {face.id!r} name")
    textfit.draw(canvas, title, safe + corner, h - safe - 0.6 * mm, name_width)
    canvas.setFillColorRGB(*deepened(face.colour, PAPER))
    canvas.setFont(fonts.BOLD, 7.5 * k)
    top = panel_top - 1.5 * mm
    canvas.drawCentredString(w / 2, baseline_below(top, 7.5 * k), face.type_line.upper())
    top -= 7.5 * k + 1.2 * mm
    inner, left = w - 2 * safe - 2 * mm, safe + 1 * mm
    smallest = rules_min(ctx.layout, ctx.size.width)
    canvas.setFillColorRGB(*INK)
    if face.stats:
        stats = _stats(face, inner, 7 * k, smallest)
        textfit.draw(canvas, stats, left, top, inner)
        top -= stats.height + 1.5 * mm
    url = printed_card_url(ctx.base_url, face.id)
    qr = side_for(url, ctx.layout.face.qr) * mm
    bottom = safe + qr + 1 * mm if face.qr else safe + 3 * mm
    body = textfit.fit(textfit.plain(face.text, fonts.REGULAR), inner, top - bottom,
                       max(ctx.layout.face.text_max, smallest), smallest, f"card {face.id!r}")
    textfit.draw(canvas, body, left, top, inner)
    if face.qr:
        draw_qr(canvas, url, w - safe - qr, safe, qr, f"card {face.id!r}")
    if face.art is not None:  # beside the code, above the footer: the text keeps its room
        art.draw_in_window(canvas, face.art, safe, safe + ART_ABOVE * mm,
                           w - 2 * safe - qr - 1.5 * mm, qr - ART_ABOVE * mm, 1 * mm)
    small = max(SMALL_PRINT_PT * k, 4.5)
    x = safe
    if face.invented:
        mark = 2.4 * k * mm
        draw_invented_mark(canvas, safe, safe, mark)
        x += mark + 0.8 * mm
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.REGULAR, small)
    canvas.drawString(x, baseline_above(safe + 0.5 * mm, small), FOOTER)
    if ctx.proxy:
        canvas.setFont(fonts.BOLD, 14 * k)
        canvas.drawCentredString(w / 2, h * 0.5, "PROXY")


def _stats(face: Face, width: float, largest: float, smallest: float) -> textfit.Fitted:
    """The numbers centred, as many of them a line as fit at the largest size (a number
    is never split), shrunk only if one alone is too wide."""
    lines: list[str] = []
    for part in face.stats.split(" · "):
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and fonts.width(joined, fonts.BOLD, largest) <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return textfit.fit(textfit.plain("\n".join(lines), fonts.BOLD, centred=True), width,
                       len(lines) * largest * (textfit.LEADING + textfit.PARAGRAPH_GAP),
                       largest, smallest, f"card {face.id!r} numbers")


def draw_papergold(canvas: Canvas, value: int, ctx: Context) -> None:
    """A banknote: the value large in the middle and, in two opposite corners inside the
    safe zone, the value and PG (the lower one turned, as on playing cards)."""
    w, h, b, safe = ctx.dims()
    k = ctx.scale
    canvas.setFillColorRGB(*BACKS["papergold"][0])
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setFillColorRGB(*PAPER)
    inset = ctx.layout.face.frame * mm
    canvas.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, 3 * mm, stroke=0, fill=1)
    canvas.setFillColorRGB(*deepened(BACKS["papergold"][0], PAPER))
    canvas.setFont(fonts.BOLD, 40 * k)
    canvas.drawCentredString(w / 2, h / 2 - 5 * k * mm, str(value))
    canvas.setFont(fonts.BOLD, 12 * k)
    canvas.drawCentredString(w / 2, h / 2 - 14 * k * mm, "PAPERGOLD")
    size = 9 * k
    for turned in (False, True):
        canvas.saveState()
        if turned:
            canvas.translate(w, h)
            canvas.rotate(180)
        canvas.setFont(fonts.BOLD, size)
        canvas.drawString(safe + 1 * mm, baseline_below(h - safe - 1 * mm, size),
                          f"{value} PG")
        canvas.restoreState()


DIFFERENCES = range(-12, 13)


def draw_reference(canvas: Canvas, ctx: Context) -> None:
    """Appendix E, computed: the to-hit number for each difference between the defender's
    total (card value + armor) and the attacker's (card value + weapon). Set at no less
    than the smallest rules text, placed by fractions of the card's height."""
    w, h, b, safe = ctx.dims()
    k = ctx.scale
    text = max(rules_min(ctx.layout, ctx.size.width), 6.5 * k)
    canvas.setFillColorRGB(*BACKS["reference"][0])
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setFillColorRGB(*PAPER)
    inset = ctx.layout.face.frame * mm
    canvas.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, 2 * mm, stroke=0, fill=1)
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.BOLD, 10 * k)
    canvas.drawCentredString(w / 2, baseline_below(h - safe - 1 * mm, 10 * k), "TO HIT")
    canvas.setFont(fonts.REGULAR, text)
    lines = ("D = defender value + armor", "A = attacker value + weapon",
             "roll this or more on each d20")
    for i, line in enumerate(lines):
        canvas.drawCentredString(w / 2, h * (0.835 - i * 0.036), line)
    rows = list(DIFFERENCES)
    half = (len(rows) + 1) // 2
    top, step = h * 0.69, h * 0.04
    for column, chunk in enumerate((rows[:half], rows[half:])):
        x = w / 4 + column * w / 2
        canvas.setFont(fonts.BOLD, text)
        canvas.drawCentredString(x, top, "D - A   to hit")
        canvas.setFont(fonts.REGULAR, text)
        for i, difference in enumerate(chunk):
            number = to_hit(difference, 0, 0, 0)
            canvas.drawCentredString(x, top - (i + 1) * step, f"{difference:+d}      {number}")
    notes = ("Natural 20 always hits;", "natural 1 always misses.",
             "1 HP: roll 1d20. 2 HP or more: 2d20.")
    for i, line in enumerate(reversed(notes)):
        canvas.drawCentredString(w / 2, baseline_above(safe + 0.5 * mm, text)
                                 + i * text * 1.2, line)
