"""The pieces the rules need besides the cards (issue 41, point 4): risk, wound and burden
tokens, a marker for each party and a one-page turn aid quoted from the rules' turn
procedure, for the intro pack's rules or the full rules by the deck's variant.

Counts (the rules give none; "Players will need at least two sets of tokens/dice/whatever
to represent various things through the game"). 117 tokens of 20 mm fill one sheet on
Letter and on A4 (9 x 13):
- risk, 40: "the risk pool is emptied" at the end of every turn, so the supply serves one
  turn: each move "adds risk to the pool equal to the risk number in the site's top right
  corner + 1 token for each companion in the party" (the shipped sites' risk is 0 to 3), and
  each campaign card adds its cost. Two moves of a party of eight at sites of risk 3 add 22;
  40 leave 18 for the cards' costs (the shipped decks' campaign cards cost 0 to 4).
- wound, 40: wounds stay on a character from turn to turn, fewer than its health ("A
  character that receives wounds equal to or exceeding their health is killed"); a shipped
  deck's companions have 35 to 50 health in all, never all in play at once, and a turn's
  minions take wounds too.
- burden, 37 (the full rules only; "the intro pack names no burden"): the rest of the
  sheet, for the bids ("Players take a handful of burden tokens (usually black) and select
  an amount to be their "bid."") and the burden pools.
Markers: one per player, "each player will then place a marker to represent their party
onto the site", for as many players as the variant seats (2 for the intro pack, 8).
"""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import fonts
from hjkit.generator.facekit import (
    INK_BLACK,
    STANDEE,
    WHITE,
    draw_round_token,
    draw_standee,
    draw_text_page,
)
from hjkit.generator.layout import Size
from hjkit.generator.textfit import Paragraph, Run, typographic

from ..model.variants import Variant

TOKEN = Size(width=20, height=20)
TOKENS = {"risk": ("RISK", (0.85, 0.68, 0.18), 40),
          "wound": ("WOUND", (0.72, 0.12, 0.1), 40),
          "burden": ("BURDEN", (0.12, 0.11, 0.1), 37)}
"""Each token's word, colour and count: wounds "usually red", burdens "usually black"; risk
in gold, which no rule colours."""
MARKER = STANDEE
MARKER_COLOURS = ((0.2, 0.4, 0.7), (0.72, 0.12, 0.1), (0.2, 0.55, 0.3), (0.85, 0.68, 0.18),
                  (0.45, 0.25, 0.6), (0.9, 0.5, 0.15), (0.15, 0.55, 0.6), (0.55, 0.35, 0.2))
"""A colour a party, "as long as it's clear which marker is for which player", each with
its seat's number."""
AID = Size(width=180, height=250)
AID_PAPER = (0.99, 0.98, 0.95)
"""The aid's ground, to its edges: faint, but a page painted to its corners is a card to
`hjkit export tts` (a white one would be a cut-out token), as the other games' aids are."""
AID_TITLE = {"intro": "The Heroes' Journey \u2013 a turn (intro pack)",
             "standard": "The Heroes' Journey \u2013 a turn"}


def token_kinds(variant: Variant) -> tuple[str, ...]:
    """The tokens a variant's rules use: burden only in the full rules."""
    return tuple(k for k in TOKENS if k != "burden" or variant.burden_tokens)


def draw_token(canvas: Canvas, kind: str) -> None:
    """A round token; both sides alike."""
    word, colour, _ = TOKENS[kind]
    draw_round_token(canvas, TOKEN.width, colour, word, WHITE, INK_BLACK, number="1")


def draw_marker(canvas: Canvas, seat: int) -> None:
    """A party's fold-over marker, its seat's number on both halves."""
    draw_standee(canvas, str(seat + 1), MARKER_COLOURS[seat % len(MARKER_COLOURS)], 16,
                 INK_BLACK, WHITE)


def draw_aid(canvas: Canvas, variant: str) -> None:
    """The turn aid: each phase's heading and its sentences, quoted from the rules."""
    paragraphs = []
    for heading, quotes in AIDS[variant]:
        paragraphs.append(Paragraph((Run(heading, fonts.BOLD),)))
        paragraphs += [Paragraph((Run(typographic(q), fonts.REGULAR),)) for q in quotes]
    draw_text_page(canvas, AID.width * mm, AID.height * mm, typographic(AID_TITLE[variant]),
                   paragraphs, bottom=10 * mm, largest=10, smallest=6, ground=AID_PAPER)
    canvas.setFillColorRGB(*INK_BLACK)
    canvas.setFont(fonts.REGULAR, 6.5)
    canvas.drawCentredString(AID.width * mm / 2, 6 * mm, typographic(AID_SOURCE[variant]))


def blank(canvas: Canvas) -> None:
    """The back of a single-sided piece."""


AID_SOURCE = {"intro": "Quoted from the intro pack's rules.",
              "standard": "Quoted from the full game rules."}
INTRO_AID = (
    ("The CAMPAIGN Phase", (
        "When you play a Campaign card, you ADD a number of tokens equal to its cost from the "
        "supply to the center of the table in a RISK POOL. You must also fulfill any “To "
        "Play:” requirements on a card.",
        "Once you have played all the cards you wish, you will then MOVE your party’s token "
        "to the next site.",
        "If there is no site present on the ADVENTURE PATH, the Antagonist looks through "
        "their Atlas, selects the next site by number, and places it in the path.",
        "The Protagonist then moves their party token to the next site and adds risk to the "
        "pool equal to the risk number in the site’s top right corner + 1 token for each "
        "companion in the party.")),
    ("The ADVERSARY Phase", (
        "Now the Antagonist player plays MINIONS to attack and hinder the party’s "
        "advancement.",
        "When you play an Adversary card, you must REMOVE a number of tokens from the risk "
        "pool equal to its cost. If there are not enough risk tokens available, you cannot "
        "play your card.",
        "If the site you are playing a minion to a site that has a number LOWER than that "
        "minion’s home site, you must pay a ROAMING PENALTY cost of +2 additional risk.",
        "Once the Antagonist has played all the minions they wish or are able to play, the "
        "melee phase begins.")),
    ("The MELEE Phase: Assignment Step", (
        "The Protagonist takes the minions in play and assigns them to skirmish a companion.",
        "Once all companions have been assigned (or the Protagonist declines to assign any "
        "more), if any minions remain unassigned the Antagonist player takes them and "
        "assigns them to skirmish any companions they wish (even if this results in a "
        "companion assigned to fight more than one minion).")),
    ("Skirmish Step(s)", (
        "Once assignment is complete, the Protagonist then chooses the order skirmishes "
        "resolve. Each companion participates in its own skirmish step.",
        "The Protagonist has first opportunity to take an ACTION or PASS.",
        "Both sides go back and forth in this manner during the skirmish step until BOTH "
        "SIDES PASS CONSECUTIVELY.",
        "If one side’s total is DOUBLE OR MORE than the other’s total, the losing side is "
        "OVERWHELMED. All losing characters are killed regardless of how much health they "
        "have.",
        "If one side has a total GREATER than the other without overwhelming, each losing "
        "character receives ONE WOUND.",
        "If both sides are tied, the minions wins.",
        "Place killed minions in their owner’s scrap pile. Place killed companions in their "
        "owner’s GRAVE – a pile of cards separate from the scrap pile.")),
    ("The REGROUP Phase", (
        "During the regroup phase, do the following IN ORDER:",
        "The Antagonist draws cards from their book until they have 8 cards in their hand.",
        "MOVE – If the party has moved only once this turn, then the Protagonist may choose "
        "to move again. If they do, use the same move procedure that you did during the "
        "campaign phase. Then the turn goes back to the adversary phase and the Antagonist "
        "has a new opportunity to play more minions followed by another melee phase.",
        "STAY – If the Protagonist chooses to stay (or must stay because they have already "
        "moved twice this turn), then the Protagonist reconciles, drawing cards from their "
        "book until they have 8 cards in hand. Any minions that are still on the field are "
        "placed in their owner’s scrap pile.")),
    ("WINNING THE GAME", (
        "If your hero, Mowgli, dies, you lose the game.",
        "However, if you make it to site 6, “Council Rock” and Mowgli survives to the "
        "regroup phase, then you have won the game!")),
)
STANDARD_AID = (
    ("The CAMPAIGN Phase", (
        "When you play a campaign card, you ADD a number of risk tokens equal to its cost "
        "from the supply to the center of the table in a RISK POOL. You must also fulfill "
        "any “To Play:” requirements on a card.",
        "Once the Protagonist has played all the cards they wish, they will then MOVE their "
        "party's token to the next site.",
        "If there is no site present on the ADVENTURE PATH for the party to move to, the "
        "Protagonist will then look at the arrow at the bottom center of the current site "
        "and choose the Antagonist sitting to that immediate direction of the arrow.",
        "The Protagonist then moves their party marker to the next site and adds risk to the "
        "pool equal to the risk number in the site’s top right corner + 1 token for each "
        "companion in the party.")),
    ("The ADVERSARY Phase", (
        "Starting with the player to the right of the Protagonist, they may perform an "
        "ACTION or PLAY a card or PASS.",
        "When you play an Adversary card, you must REMOVE a number of tokens from the risk "
        "pool equal to its cost. If there are not enough risk tokens available, you cannot "
        "play your card.",
        "If the site you are playing a minion to has a number lower than that minion’s home "
        "site, you must pay a ROAMING PENALTY cost of +2 additional risk.",
        "If at the end of any phase or step there are no minions on the field, the turn "
        "proceeds immediately to the regroup phase.")),
    ("The RANGED Phase: Maneuver Step, Barrage Step", (
        "Once ALL PLAYERS PASS CONSECUTIVELY, proceed to the barrage step.",
        "Like in the maneuver step, starting with the Protagonist then proceeding "
        "counter-clockwise around the table, each player may take an ACTION with the "
        "\"Barrage:\" label or PASS.",
        "Then the Protagonist takes the final minion ranged total and deals X wounds to "
        "their party equal to that total. Then the Protagonist selects an Antagonist who "
        "must then deal X wounds to the minions they control equal to the party ranged "
        "total.")),
    ("The MELEE Phase: Assignment Step", (
        "Once all players consecutively pass, the Protagonist then takes the minions on the "
        "field which remain unassigned and assigns them to skirmish a companion. Each "
        "companion may only be assigned to skirmish 1 minion at a time.",
        "If a companion has the \"Defender +X\" keyword, then +X additional minions may be "
        "assigned to that companion if the Protagonist wishes.")),
    ("Skirmish Step(s)", (
        "Once assignments are complete, the Protagonist then chooses the order skirmishes "
        "resolve. Each companion participates in its own skirmish step.",
        "The side with the higher strength value wins the skirmish. In case of a tie, the "
        "minion side wins.",
        "If one side’s total is DOUBLE OR MORE than the other’s total, the losing side is "
        "OVERWHELMED. All losing characters are killed regardless of how much health they "
        "have.",
        "If one side has a total GREATER than the other without overwhelming, each losing "
        "character receives ONE WOUND.")),
    ("The REGROUP Phase", (
        "Like in the previous steps, starting with the Protagonist then proceeding "
        "counter-clockwise around the table, each player may take an ACTION with the "
        "\"Regroup:\" label or PASS.",)),
    ("Antagonist(s) Reconciles", (
        "Each Antagonist RECONCILES their hand simultaneously by doing the following:",
        "That player may discard 1 card from their hand.",
        "If that player then has more than 8 cards remaining in their hand, they must "
        "discard down to 8 cards.",
        "Otherwise that player draws cards from their book until they have 8 cards in hand.")),
    ("Protagonist Decides", (
        "MOVE AGAIN – In a game of The Heroes Journey, there is a \"move limit\" which is "
        "equal to the number of players who started the game minus 1 (to a minimum of 2).",
        "REST – If the Protagonist chooses for their party to rest (or must rest because "
        "they have already moved a number of times equal to the move limit), then the "
        "Protagonist reconciles using the same method the Antagonists used.",
        "Then the risk pool is emptied and the next player going clockwise around the table "
        "becomes the new Protagonist.")),
)
AIDS = {"intro": INTRO_AID, "standard": STANDARD_AID}
