"""What each role and event does, in a line: printed on the cards and shown on their pages."""

from __future__ import annotations

ROLES = {
    "stage": "Stage of the journey: the line from The Origin to The Pact. Your Stage is the "
             "rank of the card your pawn is on.",
    "ending": "Ending: reached from The Pact by expending 10 of its suit.",
    "challenge": "Challenge: played from hand (paying 1 coin of its suit) or revealed from "
                 "the Deck of Challenges at the start of a turn.",
    "mentor": "Mentor: an Encounter card kept for 1 resource a turn, within the Mentor limit.",
    "place": "Place: an Encounter card; you are in one Place at a time.",
}
PATHS = {"the-rite": "The Other Path: beside the next Stage, for 3 resources from 2 of its "
                     "suits. Advanced: expend 2 more Moons, Wyrms or Leaves; each other "
                     "player gives you one.",
         "the-harvest": "The Other Path: beside the next Stage, for 3 resources from 2 of its "
                        "suits. Advanced: expend 1 Sun and 1 Leaf, then draw 4 Moons, Waves, "
                        "Wyrms or Knots."}
EVENTS = {
    "the-origin": "Chance Beginnings: choose a hand; one holds 1 Leaf and 1 Wave.",
    "the-journey": "A New Place: take the Wanderer's Place; hold two Places here.",
    "the-battle": "The Chances of War: reveal a Challenge. Wyrm, Knot or Excuse: another "
                  "turn; otherwise lose your next turn.",
    "the-discovery": "What's In The Chest? Flip one coin of each suit: keep the heads.",
    "the-market": "A Trading Place: 1:1 trades with the bank while here.",
    "the-chance-meeting": "A New Encounter: take the top Mentor and Place; after your next "
                          "Challenge, discard a Place if you have two.",
    "the-betrayal": "Do Unto Others: with a Wyrm and a Knot left, each player gives you 2 "
                    "coins; without, lose a turn.",
    "the-pact": "Sealed Under The Sun and Moon: take a face-up Mentor; give its coins away.",
    "the-end": "Take all coins on the Encounter cards.",
    "the-calamity": "Score the difference between your Wyrms and the most Wyrms of another "
                    "player, plus or minus.",
    "the-windfall": "Knots above 6 count double; no Knots: minus 6.",
}
