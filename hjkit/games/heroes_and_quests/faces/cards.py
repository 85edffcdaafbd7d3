"""The five decks' faces and their own backs: a coloured frame per deck, the name, a type
line, the card's text (abilities explained, a quest's encounters and Final Foe) fitted to
its box, and a QR code to the card's rulings page. Sizes from the kit's card layout, in mm.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import art, fonts, textfit
from hjkit.generator.facekit import (
    POKER_WIDTH,
    SMALL_PRINT_PT,
    FaceContext,
    back_inks,
    baseline_above,
    baseline_below,
    draw_invented_mark,
    paint_ground,
    rules_min,
)
from hjkit.generator.qr import draw_qr, side_for
from hjkit.kit.address import printed_card_url

from ..model.content import ActionCard, Hero, Quest, Relic, Trap, meaning, parse_ability
from ..model.library import Library

INK = (0.12, 0.11, 0.1)
PAPER = (0.99, 0.98, 0.95)
DECK_COLOURS = {"quests": (0.45, 0.2, 0.15), "traps": (0.35, 0.3, 0.32),
                "heroes": (0.18, 0.36, 0.5), "relics": (0.55, 0.42, 0.12),
                "actions": (0.22, 0.42, 0.25)}
KIT_MADE = "the Table Kit"
"""How a set's made_for begins when its content is the kit's own (cards/README.md): every
card and tile of it shows the invented mark."""
TYPE_PT = 7.5
LEVEL_BADGE = 10.0
"""A hero's level badge, mm across."""
DECK_NAMES = {"quests": "Quest", "traps": "Trap", "heroes": "Hero", "relics": "Relic",
              "actions": "Action"}

ART_ABOVE = 3.5
"""The picture's window starts this far (mm) above the safe zone's foot, over the footer."""


@dataclass(frozen=True, kw_only=True)
class Context(FaceContext):
    library: Library

    @property
    def invented(self) -> bool:
        """Whether the content is the kit's own: a set made for the Table Kit."""
        return invented(self.library)


def invented(library: Library) -> bool:
    """Whether the library's sets were made for the kit rather than taken from the game."""
    return any(info.made_for.startswith(KIT_MADE) for info in library.sets.values())


def type_line(item) -> str:
    if isinstance(item, Hero):
        return f"Hero · {item.class_}"
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
    played = isinstance(item, ActionCard)
    printed = (item.effect,) if played else item.abilities
    lines = [f"**{p}:** {meaning(parse_ability(p), played)}" for p in printed]
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
    inner, left = w - 2 * safe - 2 * frame, safe + frame
    top = h - safe - frame
    k = min(1.0, ctx.size.width / POKER_WIDTH)
    badge = LEVEL_BADGE * k * mm if isinstance(item, Hero) else 0.0
    if badge:
        _level_badge(canvas, item.level, left, top, badge, DECK_COLOURS[deck], k)
    name_width = inner - 2 * (badge + 1 * mm if badge else 0)
    title = textfit.fit(textfit.plain(item.name, fonts.BOLD, centred=True), name_width,
                        14 * mm, face.title_max, face.title_min, f"{item.id} name")
    canvas.setFillColorRGB(*INK)
    textfit.draw(canvas, title, left + (inner - name_width) / 2, top, name_width)
    top -= max(title.height, badge) + 1.5 * mm
    canvas.setFillColorRGB(*DECK_COLOURS[deck])
    canvas.setFont(fonts.BOLD, TYPE_PT)
    canvas.drawCentredString(w / 2, baseline_below(top, TYPE_PT), type_line(item).upper())
    top -= TYPE_PT + 2 * mm
    canvas.setStrokeColorRGB(*DECK_COLOURS[deck])
    canvas.setLineWidth(0.8)
    canvas.line(left, top, w - left, top)
    url = printed_card_url(ctx.base_url, item.id)
    qr = side_for(url, face.qr) * mm
    text_box = top - 1.5 * mm - (left + qr + 1 * mm)
    smallest = rules_min(ctx.layout, ctx.size.width)
    canvas.setFillColorRGB(*INK)
    fitted = textfit.fit(textfit.game_text(body(item, ctx.library)), inner, text_box,
                         max(face.text_max, smallest), smallest, f"{item.id} text")
    textfit.draw(canvas, fitted, left, top - 1.5 * mm, inner)
    draw_qr(canvas, url, w - left - qr, left, qr, f"card {item.id!r}")
    footer(canvas, left, left, ctx.invented)
    picture = ctx.pictures.get(item.id)
    if picture is not None:  # beside the code, above the footer: the text keeps its room
        art.draw_in_window(canvas, picture, left, left + ART_ABOVE * mm,
                           inner - qr - 1.5 * mm, qr - ART_ABOVE * mm, 1 * mm)
    if ctx.proxy:
        canvas.setFont(fonts.BOLD, 7)
        canvas.drawString(left, left + 4 * mm, "PROXY")


def footer(canvas: Canvas, x: float, bottom: float, kit_made: bool) -> None:
    """The game's name at the bottom left, after the invented mark when the content is the
    kit's own."""
    if kit_made:
        draw_invented_mark(canvas, x, bottom)
        x += 3.2 * mm
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.REGULAR, SMALL_PRINT_PT + 0.5)
    canvas.drawString(x, baseline_above(bottom + 0.4 * mm, SMALL_PRINT_PT + 0.5),
                      "Heroes and Quests")


def _level_badge(canvas: Canvas, level: int, x: float, top: float, side: float,
                 colour, k: float) -> None:
    """The hero's level, large in a disc of the deck's colour at the top left."""
    canvas.setFillColorRGB(*colour)
    canvas.circle(x + side / 2, top - side / 2, side / 2, stroke=0, fill=1)
    canvas.setFillColorRGB(*PAPER)
    canvas.setFont(fonts.BOLD, 12 * k)
    canvas.drawCentredString(x + side / 2, top - side / 2 - 1.2 * k * mm, str(level))
    canvas.setFont(fonts.BOLD, max(SMALL_PRINT_PT * k, 4.0))
    canvas.drawCentredString(x + side / 2, top - side + 1.1 * mm, "LEVEL")


def draw_back(canvas: Canvas, deck: str, ctx: Context) -> None:
    """The deck's own back: every card of a deck alike, each deck told apart (light backs:
    in the deck's colour on white paper)."""
    w, h, b = ctx.size.width * mm, ctx.size.height * mm, ctx.layout.bleed * mm
    ground, ink = back_inks(DECK_COLOURS[deck], PAPER, ctx.light_backs)
    paint_ground(canvas, ground, w, h, b)
    canvas.setStrokeColorRGB(*ink)
    canvas.setLineWidth(1.2)
    inset = ctx.layout.face.frame * mm + 2 * mm
    canvas.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, 3 * mm, stroke=1, fill=0)
    canvas.setFillColorRGB(*ink)
    canvas.setFont(fonts.BOLD, 20)
    canvas.drawCentredString(w / 2, h / 2 - 4, DECK_NAMES[deck].upper())
    canvas.setFont(fonts.ITALIC, 8)
    canvas.drawCentredString(w / 2, h / 2 - 18, "Heroes and Quests")
