"""The kit's rulings on the draft's open questions: where the text is silent, unclear or
contradicts itself, what the engine does. Shown on the rules page and on each card they
touch; each is tested (tests/games/heros_journey_v3)."""

from __future__ import annotations

from hjkit.kit.rulings import Ruling, touching

CHALLENGES = ("the-excuse", "ace-of-moons", "ace-of-suns", "ace-of-waves", "ace-of-leaves",
              "ace-of-wyrms", "ace-of-knots")
PAWNS_AND_COURTS = ("the-watchman", "the-light-keeper", "the-borderland", "the-harvest",
                    "the-consul", "the-island", "the-window", "the-rite")
ENDINGS = ("the-end", "the-calamity", "the-windfall")


RULINGS = (
    Ruling("four-suns", "The example says The Desert and 1 Sun coin expend 4 Suns. Do they?",
           "No: The Desert is worth 2, so with 1 Sun that is 3. Expending 4 Suns takes The "
           "Bard, or The Desert and 2 Sun coins.", ("the-desert", "the-bard")),
    Ruling("weak-cards-only", "The Merchant and The Forest example gives a Knot for the "
           "Merchant. Does a card above my Stage give anything?",
           "No. The example keeps v2's rule; v3 says a card above your Stage gives nothing "
           "while another is at or below it, and only when none is do you take 1 resource. "
           "At The Discovery with both you draw 3 from The Forest alone.",
           ("the-merchant", "the-forest")),
    Ruling("pay-in-coins", "Can I pay with an Encounter card?",
           "Paying (a Challenge from hand, keeping a Mentor, the fee on each card passed "
           "over) is in coins; only expending may use Encounter cards.", CHALLENGES),
    Ruling("fee-order", "The Traveler's and Seeker's fees: which coin goes on which card?",
           "The fee is paid as one payment: its coins go on the cards passed over in the "
           "order they lie (the Wanderer's Mentor and Place, then the Traveler's), by suit "
           "from Moons to Knots. The phone shows where each goes before Pay."),
    Ruling("both-suits", "A card bearing both suits I must expend: does it count twice?",
           "Its worth counts once, and it spends every wanted suit it bears: it meets \"at "
           "least one of each suit\" alone, and counts as 2 suits for The Other Path.",
           PAWNS_AND_COURTS),
    Ruling("match-bonus", "A three-suited Pawn or Court matches a Stage: 2 of which suits?",
           "2 of each of the Stage's two suits.", PAWNS_AND_COURTS),
    Ruling("before-origin", "What happens before The Origin?",
           "A failed Challenge at The Origin moves you back to the space before it, where you "
           "meet no Challenge. With no card at or below your Stage you pick a suit from your "
           "Encounter cards; with none, you draw nothing.", ("the-origin",)),
    Ruling("excuse-stock", "The Excuse when the bank lacks two suits?",
           "Take 1 of the one suit left; with none, nothing. (You choose, so no substitute.)",
           ("the-excuse",)),
    Ruling("substitutes", "Who chooses a substitute coin?",
           "The player to the right of the hero drawing, as written, for every fixed draw "
           "(a met Challenge, a match's bonus, Encounter draws). Coins you choose yourself "
           "(The Excuse, The Harvest) come from what the bank has."),
    Ruling("seeker-rows", "After the Seeker's Encounter, do the face-up pairs move?",
           "No: nothing moved, so the rows stay, with the coins you paid on them."),
    Ruling("old-places", "I hold two Places (The Chance Meeting) and take a new one?",
           "Away from The Journey you discard every old Place; on The Journey you keep two "
           "and choose which old one goes.", ("the-journey", "the-chance-meeting")),
    Ruling("other-path-back", "I fail a Challenge on The Other Path?",
           "You move back to the Stage before the one it lies beside, and the path card goes "
           "to the bottom of the Place deck. The Market's 1:1 trades are on The Market only, "
           "not on a path beside it.", ("the-rite", "the-harvest", "the-market")),
    Ruling("ending-rank", "\"Double the rank of your current stage (10, if you have reached "
           "an Ending)\": 10 or 20?",
           "An Ending is a Crown of rank 10, doubled: 20. (A score of 10 would make The Pact's "
           "18 better than any Ending.)", ENDINGS),
    Ruling("resources-include-cards", "Do Encounter cards count for the full set bonus, "
           "Calamity's Wyrms, Windfall's Knots and The Betrayal's check?",
           "Yes: resources are coins and the worth of Encounter cards bearing the suit, as "
           "\"How Resources Work\" defines them.", ("the-calamity", "the-windfall",
                                                   "the-betrayal")),
    Ruling("endings-both-variants", "Do the Endings' rules need the advanced rules?",
           "No: The End's take, Calamity's and Windfall's scoring apply in both; the Stage "
           "events are advanced.", ENDINGS),
    Ruling("trading-when", "\"Trades between Heroes can happen any time during your "
           "turn.\" When exactly?",
           "At every step of your turn where you choose what to do next: before you play or "
           "reveal the Challenge, while keeping Mentors, at the road, at The Next Stage and in "
           "the Trade step (4B); the turn then goes on from the same step. Not while a "
           "decision that must be answered first is open: a payment or an expense under way, "
           "a discard (down to the Mentor limit or to one Place), a draw, an event's choice, "
           "or another player's answer; finish it, then trade. The sentence speaks of trades "
           "between Heroes: 2:1 trades with the bank (1:1 on The Market) and trades with an "
           "Encounter card stay in 4B, where the text puts them. The other hero accepts or "
           "declines on their phone."),
    Ruling("trade-amounts", "How many coins can one trade move?",
           "Any number each way, \"at any mutually agreeable rate\", bounded only by what each "
           "side holds (with the bank, its 2:1 or 1:1 rate). The phone builds a trade one coin "
           "at a time (give +1, take +1 of a suit), so any amounts can be put together."),
    Ruling("mentor-limit", "\"If you have too many Mentors, you will need to discard.\" Only "
           "when paying to keep them?",
           "Whenever you would hold more Mentors than the limit (4, 3 or 2 with 2, 3 or 4 "
           "players): after taking an Encounter, The Chance Meeting's cards or The Pact's "
           "Mentor you discard down to the limit at once, choosing which (the new one may "
           "go), before anything else happens. The Rite and The Harvest don't count toward "
           "the limit.", ("the-chance-meeting", "the-pact")),
    Ruling("draws-taken", "\"You may draw\": can I refuse?",
           "Draws are taken: a coin never hurts. You still choose the suits the rule lets you "
           "choose."),
    Ruling("final-round", "How does the game end?",
           "After the first hero reaches an Ending, each other player, in turn, gets one more "
           "turn; a lost turn is that turn, and no extra turn is taken. Then everyone scores; "
           "equal best totals share the win. A table may also set a round limit when it "
           "starts, after which the game is scored as it stands."),
    Ruling("battle-card", "The Battle's revealed card?",
           "It is shuffled back into the Deck of Challenges.", ("the-battle",)),
    Ruling("origin-fist", "Who hides the coins of Chance Beginnings?",
           "The companion's seeded draw stands in for the opponent's fist (a phone cannot "
           "keep the secret from the other phones); you choose left or right. At a table "
           "with real cards and coins the opponent to your left hides them, and your phone "
           "enters whether the hand you chose held them.",
           ("the-origin",)),
    Ruling("betrayal-coins", "The Betrayal: which coins do the others give?",
           "Each other player chooses 2 of their coins, or gives all they have if fewer.",
           ("the-betrayal",)),
    Ruling("first-player", "\"The player closest to his or her own origin goes first.\"",
           "Seat the first player as seat 1 when creating the table."),
    Ruling("physical-results", "Can we shuffle, deal, turn over and flip our own cards and "
           "coins?",
           "Yes: create the table with real cards and coins. Each time a rule turns over a "
           "card, flips a coin or opens a fist, the phone of the player doing it enters what "
           "came up (seat 1 turns over the first Encounter pairs). A Challenge drawn into a "
           "hand is not entered: it stays in the real hand, the phones count it, and its "
           "holder names it when playing it. A card that is out in view cannot come up, nor "
           "a discard lying at the bottom of its deck while cards never seen lie above it; "
           "once those are gone, the next card is known and nobody is asked. Nothing a hand "
           "holds is checked, so no answer tells it. The Discovery's coins are flipped one "
           "suit at a time.",
           ("the-discovery", "the-battle", "the-chance-meeting", *CHALLENGES)),
    Ruling("blind-option", "Would anyone pay 4 resources for the blind option?",
           "The Seeker's Encounter is kept as written: 4 resources for the face-down pair. "
           "The author's alternatives (pay 4 to reveal and pick, or mix and match) and the "
           "cooperation idea are not rules here."),
)


def rulings_for(card_id: str) -> list[Ruling]:
    return touching(RULINGS, card_id)
