"""The other printed pieces: the 72 suit chips (heads: the suit; tails: a ring, for The
Discovery's flips), the pawns (fold-over standees) and the one-page turn summary."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import fonts, textfit
from hjkit.generator.facekit import STANDEE, deepened, draw_standee, draw_text_page
from hjkit.generator.layout import Size

from ..model.cards import SUIT_NAMES
from .icons import COLOURS, PAPER, draw_suit

CHIP = Size(width=24, height=24)
CHIP_DIAMETER = 22.0
PAWN = STANDEE
SUMMARY_SIZE = Size(width=180, height=250)
PAWN_COLOURS = ((0.2, 0.4, 0.7), (0.7, 0.25, 0.2), (0.2, 0.55, 0.3), (0.6, 0.5, 0.1))
INK = (0.12, 0.11, 0.1)


def draw_chip(canvas: Canvas, suit: str, heads: bool) -> None:
    """A round chip centred in its square; cut along the circle."""
    c = CHIP.width * mm / 2
    r = CHIP_DIAMETER * mm / 2
    canvas.setStrokeColorRGB(*INK)
    canvas.setLineWidth(0.3)
    canvas.setFillColorRGB(*PAPER)
    canvas.circle(c, c, r, stroke=1, fill=1)
    canvas.setStrokeColorRGB(*COLOURS[suit])
    canvas.setLineWidth(1.2)
    canvas.circle(c, c, r - 1.2 * mm, stroke=1, fill=0)
    if heads:
        draw_suit(canvas, suit, c, c, 13 * mm)
    else:
        draw_suit(canvas, suit, c, c + 2 * mm, 8 * mm)
        canvas.setFillColorRGB(*deepened(COLOURS[suit], PAPER))
        canvas.setFont(fonts.BOLD, 5)
        canvas.drawCentredString(c, c - 6 * mm, "TAILS")


def draw_pawn(canvas: Canvas, number: int) -> None:
    """The standee of seat number, its number on both halves."""
    colour = PAWN_COLOURS[number % len(PAWN_COLOURS)]
    draw_standee(canvas, str(number + 1), colour, 16, INK, PAPER)


SUMMARY_TITLE = "The Hero's Journey v3 - turn summary"
SUMMARY = (
    ('1) The Challenge. Play a Challenge from hand (pay 1 coin of its suit; any suit for The'
     ' Excuse) or reveal the top card. Every hero from The Origin to The Pact meets it, you '
     'first, then to the left. Ace: resources of its suit (coins + worth of your cards '
     'bearing it) at least your Stage: draw 1 of it. Fewer: expend half your Stage rounded '
     'up of that suit, or move back one Stage. The Excuse: draw 2 of different suits. The '
     'card is shuffled back; if it came from the deck and the deck holds 2 or more, you may '
     'draw one for your hand.'),
    ('2) A New Encounter? Keep each Mentor (and The Rite or The Harvest) for 1 coin of any '
     'suit, within the Mentor limit: 4 / 3 / 2 Mentors for 2 / 3 / 4 players. Then remain, '
     "or take the Wanderer's pair (free), the Traveler's (1 coin on each Wanderer card) or "
     "the Seeker's (1 coin on each of the four face-up cards; the face-down top cards). "
     'Coins on cards come with them. A new Place replaces your old one.'),
    ('3) The Next Stage. Matching: discard a card bearing both suits of the next Stage; take'
     ' 2 of each of its suits (one may come from another player). Expending: coins and cards'
     " of the next Stage's suits worth its rank, at least one of each; no change given. The "
     'Other Path: The Rite or The Harvest beside the next Stage for 3 resources from 2 of '
     'its suits. From The Pact: 10 of Leaves, Wyrms or Knots reaches The End, The Calamity '
     'or The Windfall.'),
    ('4) Resources. If you did not move: each card worth no more than your Stage gives 2 of '
     'one of its suits and 1 of the other (1 of each suit on Pawns and Courts); with none, '
     'take 1 of a suit of your cards or Stage. Bank out of a suit: the player on your right '
     'picks a substitute. Trade 2:1 with the bank (1:1 on The Market), 2:1 with a face-up '
     'card when the bank is out of its suit, freely with heroes.'),
    ('Game end. The first hero on an Ending gives every other player one more turn. Score: '
     "twice your Stage's rank (an Ending: 2 x 10), your coins, 6 for one of every suit, the "
     'worth of your Encounter cards; The Calamity: plus or minus the difference with the '
     'most Wyrms of another player; The Windfall: Knots above 6 count double, none: minus 6.'),
    ('Worth: Aces 1, numbers their rank, Pawns and Courts 1, Crowns 10. Advanced rules and '
     "the kit's rulings: the companion's rules page."),
)



def suit_legend() -> tuple[tuple[str, str], ...]:
    """Each suit and its plural name, in the customary order the summary prints them."""
    return tuple((suit, f"{name}s" if name != "Leaf" else "Leaves")
                 for suit, name in SUIT_NAMES.items())


def draw_summary(canvas: Canvas) -> None:
    w, h = SUMMARY_SIZE.width * mm, SUMMARY_SIZE.height * mm
    paragraphs = [p for line in SUMMARY for p in textfit.plain(line, fonts.REGULAR)]
    draw_text_page(canvas, w, h, SUMMARY_TITLE, paragraphs, bottom=28 * mm, ground=PAPER,
                   ink=INK)
    legend = suit_legend()
    step = (w - 16 * mm) / len(legend)
    for i, (suit, plural) in enumerate(legend):  # each icon above its name, left to right
        x = 8 * mm + step * (i + 0.5)
        draw_suit(canvas, suit, x, 21 * mm, 9 * mm)
        canvas.setFillColorRGB(*INK)
        canvas.setFont(fonts.BOLD, 8)
        canvas.drawCentredString(x, 13 * mm, plural)
    canvas.setFont(fonts.REGULAR, 6.5)
    canvas.drawCentredString(w / 2, 7 * mm, "The Decktet by P.D. Magnus, CC BY-NC-SA 3.0.")


def blank(canvas: Canvas) -> None:
    """The back of a single-sided piece."""
