"""The five decks' faces and their own backs: a coloured frame per deck, the name, a type
line, the card's text (abilities explained, a quest's encounters and Final Foe) fitted to
its box, and a QR code to the card's rulings page. Sizes from the kit's card layout, in mm.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import art, fonts, textfit
from hjkit.generator.layout import CardLayout, Size
from hjkit.generator.qr import draw_qr
from hjkit.kit.address import printed_card_url

from ..model.content import ActionCard, Hero, Quest, Relic, Trap, meaning, parse_ability
from ..model.library import Library

INK = (0.12, 0.11, 0.1)
PAPER = (0.99, 0.98, 0.95)
DECK_COLOURS = {"quests": (0.45, 0.2, 0.15), "traps": (0.35, 0.3, 0.32),
                "heroes": (0.18, 0.36, 0.5), "relics": (0.55, 0.42, 0.12),
                "actions": (0.22, 0.42, 0.25)}
DECK_NAMES = {"quests": "Quest", "traps": "Trap", "heroes": "Hero", "relics": "Relic",
              "actions": "Action"}

ART_ABOVE = 3.5
"""The picture's window starts this far (mm) above the safe zone's foot, over the footer."""


@dataclass(frozen=True)
class Context:
    layout: CardLayout
    base_url: str
    library: Library
    proxy: bool = False
    pictures: dict[str, Path] = field(default_factory=dict)
    """Each card's picture that can print (see hjkit.kit.pictures.printable)."""

    @property
    def size(self) -> Size:
        return self.layout.size_of("default")


def type_line(item) -> str:
    if isinstance(item, Hero):
        return f"Hero · {item.class_} · Level {item.level}"
    if isinstance(item, Relic):
        return f"Relic · {item.kind.title()}"
    if isinstance(item, ActionCard):
        return f"Action · {item.phase.title()} Phase"
    if isinstance(item, Trap):
        return f"Trap · {item.tag}"
    return f"Quest · {item.length} encounters"


def body(item, library: Library) -> str:
    """The card's text, one paragraph a line; **bold** as in textfit.game_text."""
    if isinstance(item, Quest):
        m, foe, r = item.minions, item.foe, item.rewards
        return "\n".join([
            f"**Terrain:** {library.tiles[item.terrain].name}",
            f"**Lesser (5):** {m.lesser[0]} ({m.lesser[1]})",
            f"**Minor (10):** {m.minor[0]} ({m.minor[1]})",
            f"**Greater (15):** {m.greater[0]} ({m.greater[1]})",
            f"**Final Foe:** {foe.name} ({foe.tag}), Fight Value {foe.fight}, {foe.lives} lives",
            f"**Rewards:** {r.text}"])
    if isinstance(item, Trap):
        return (f"Unless you Auto-Defeat it (AD Trap or AD {item.tag}), 1D3 random heroes "
                f"are killed.\n**XP:** 1")
    printed = (item.effect,) if isinstance(item, ActionCard) else item.abilities
    lines = [f"**{p}:** {meaning(parse_ability(p))}" for p in printed]
    if isinstance(item, Relic) and item.kind == "potion":
        lines.append("A Potion: the party's, used once. Does not count against the limit.")
    return "\n".join(lines) or "No special ability."


def draw_face(canvas: Canvas, item, deck: str, ctx: Context) -> None:
    w, h, b = ctx.size.width * mm, ctx.size.height * mm, ctx.layout.bleed * mm
    face, safe = ctx.layout.face, ctx.layout.safe * mm
    frame = face.frame * mm
    canvas.setFillColorRGB(*DECK_COLOURS[deck])
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setFillColorRGB(*PAPER)
    canvas.roundRect(frame, frame, w - 2 * frame, h - 2 * frame, face.corner * mm, stroke=0,
                     fill=1)
    inner = w - 2 * safe - 2 * frame
    title = textfit.fit(textfit.plain(item.name, fonts.BOLD, centred=True), inner, 14 * mm,
                        face.title_max, face.title_min, f"{item.id} name")
    canvas.setFillColorRGB(*INK)
    top = h - safe - frame
    textfit.draw(canvas, title, safe + frame, top, inner)
    top -= title.height + 1.5 * mm
    canvas.setFont(fonts.ITALIC, 6.5)
    canvas.drawCentredString(w / 2, top - 6.5, type_line(item))
    top -= 6.5 + 2.5 * mm
    canvas.setStrokeColorRGB(*DECK_COLOURS[deck])
    canvas.setLineWidth(0.8)
    canvas.line(safe + frame, top, w - safe - frame, top)
    qr = face.qr * mm
    text_box = top - 1.5 * mm - (safe + frame + qr + 1 * mm)
    fitted = textfit.fit(textfit.game_text(body(item, ctx.library)), inner, text_box,
                         face.text_max, face.text_min, f"{item.id} text")
    textfit.draw(canvas, fitted, safe + frame, top - 1.5 * mm, inner)
    draw_qr(canvas, printed_card_url(ctx.base_url, item.id), w - safe - frame - qr,
            safe + frame, qr, f"card {item.id!r}")
    picture = ctx.pictures.get(item.id)
    if picture is not None:  # beside the code, under the text: the text keeps its room
        art.draw_in_window(canvas, picture, safe + frame, safe + frame + ART_ABOVE * mm,
                           inner - qr - 1.5 * mm, qr - ART_ABOVE * mm, 1 * mm)
    canvas.setFont(fonts.REGULAR, 5.5)
    canvas.drawString(safe + frame, safe + frame + 1 * mm, "Heroes and Quests")
    if ctx.proxy:
        canvas.setFont(fonts.BOLD, 7)
        canvas.drawString(safe + frame, safe + frame + 4 * mm, "PROXY")


def draw_back(canvas: Canvas, deck: str, ctx: Context) -> None:
    """The deck's own back: every card of a deck alike, each deck told apart."""
    w, h, b = ctx.size.width * mm, ctx.size.height * mm, ctx.layout.bleed * mm
    colour = DECK_COLOURS[deck]
    canvas.setFillColorRGB(*colour)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)
    canvas.setStrokeColorRGB(*PAPER)
    canvas.setLineWidth(1.2)
    inset = ctx.layout.face.frame * mm + 2 * mm
    canvas.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, 3 * mm, stroke=1, fill=0)
    canvas.setFillColorRGB(*PAPER)
    canvas.setFont(fonts.BOLD, 20)
    canvas.drawCentredString(w / 2, h / 2 - 4, DECK_NAMES[deck].upper())
    canvas.setFont(fonts.ITALIC, 8)
    canvas.drawCentredString(w / 2, h / 2 - 18, "Heroes and Quests")
