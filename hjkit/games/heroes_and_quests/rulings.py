"""The kit's rulings on what the Heroes and Quests rules text leaves open: each quotes the
sentence it rules on. Shown on the game's rules page; the engine follows them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ruling:
    topic: str
    text: str
    """The rules sentence ruled on, quoted."""
    ruling: str


RULINGS = (
    Ruling("Content", "Quest Deck Card List ... Terrain Tiles Tile List",
           "The lists are links the text does not include: the kit ships its own starter "
           "content (cards/hq-starter), made for this project."),
    Ruling("Players", "Fantasy Game for 2-4+ players.",
           "The companion seats 2 to 6 players; the starter decks hold enough for six."),
    Ruling("Turn order", "Players roll high on the 1D20 to determine Turn Order.",
           "With the companion's dice, it rolls each player's 1D20 from the seed when the "
           "table is created (ties re-rolled among the tied) and shows the rolls; with dice "
           "rolled at the table, each player enters the roll before the pawns are placed. "
           "The highest places a pawn and plays first; seats keep their places. (Tables "
           "stored before this reading keep seat order.)"),
    Ruling("Coastal tiles", "Place them on a Coastal space, or even switch with another "
                            "Tile if necessary.",
           "The seeded placement puts every coastal-only tile on a random edge space and the "
           "other tiles on the remaining spaces, at random."),
    Ruling("Quest markers", "place a Quest Marker on the Quest's designated Terrain Tile.",
           "A quest names a kind of terrain; its marker goes on a random tile of that kind, "
           "one without a marker when there is one, chosen from the seed in both dice modes."),
    Ruling("Start", "Player Pawns must start in the City, Town, Castle, Village, Outpost or "
                    "Hamlet.",
           "Each player in turn order places the pawn on any such tile (tiles marked start)."),
    Ruling("Decks at the table", "Shuffle each of the 5 Decks.",
           "The companion keeps the decks' order from the seed and names each card drawn; "
           "players take that card from the printed deck. Action hands are tracked too, so "
           "the phone can play them."),
    Ruling("Laid by hand", "Distribute the 100 Terrain Tiles randomly to the Map.",
           "A table may enter its tiles as laid (one per space; the set's 100, coastal-only "
           "tiles on the edge) and shuffle its decks by hand: the setup names the cards dealt, "
           "and each draw names the card taken, which must be in that deck's draw pile (or "
           "in its discard once the pile has run out). The quest marker still goes on a tile "
           "of the quest's terrain chosen from the seed; Fortune's cards are read from the "
           "printed deck; Alchemist names the Potion found."),
    Ruling("Secret hands", "Each player Draws a Hand of 5 Action Cards.",
           "A hand is its player's: only that player's phone shows its cards (and the plays "
           "from it); the other phones and the watch view show its size. A card played is "
           "shown face up; the card Pray takes stays out of the log until the game is over."),
    Ruling("Moving", "Move your Pawn 1 Space on the Map.",
           "Moving is compulsory: 1 space, or up to the allowance (1, +1 for a Guide hired "
           "last turn, + every Move +N of heroes, relics and action cards played this "
           "phase); a pawn may not end where it started."),
    Ruling("Ship", "If you bought passage on a Ship last turn you may move to any Coastal "
                   "Space.",
           "With passage bought, the destinations are every edge space as well as the usual "
           "ones. Guide and Ship last for the next Move Phase only."),
    Ruling("Entering a quest", "If your Party enters a Space occupied by a Quest, they must "
                               "undertake that Quest.",
           "A party that ends its move on a quest's space undertakes it; after the quest "
           "(completed, retreated or wiped out) it goes to the End Phase with no terrain "
           "action."),
    Ruling("Retreat", "At any time during a Quest the player may have his Party retreat.",
           "Retreat is offered at each of a quest's decisions: before every Encounter roll "
           "(the first too), before a fight roll (a minion's or the Final Foe's), with a "
           "lost fight still to reroll or accept, with a trap's or a lost fight's 1D3 "
           "casualties still to roll, and before each roll of the die that picks who dies. "
           "\"Go immediately to End Phase.\": what is still to be rolled is not, so the "
           "casualties not yet rolled or not yet picked are not suffered; what is done "
           "stays (heroes killed, XP, gold and relics gained). Not during a Save roll or a "
           "Heal: the die has picked that hero, who is killed, and the Save or the Heal "
           "answers that killing. The quest stays on the map, and a party that comes back "
           "starts it from its first encounter. Explore is a terrain action, no quest: "
           "no retreat. (Tables stored before this reading offer it before a fight roll "
           "only.)"),
    Ruling("Lost fights", "If it is 14 or less, then 1D3 Random Heroes are killed.",
           "A minion fought and lost is still passed: the quest goes on to its next "
           "encounter. A Final Foe is fought again until all its lives are gone, or the "
           "party retreats or is wiped out."),
    Ruling("Fight bonuses", "Add all your applicable Fight Bonuses.",
           "Fight +N of every living hero and of the relics they carry apply to every fight; "
           "XP spent and action cards played add to the current encounter only (the Final "
           "Foe is one encounter, across its lives)."),
    Ruling("Level Tokens", "The Hero gains 1 Level and Fight +1.",
           "The kit reads it as +1 level only: the Fight +1 is what that level does, since "
           "every fight adds \"the Total Levels of all of your Heroes\", so a token adds 1 "
           "to fights, not 2. Why: the text names the token by its level alone everywhere "
           "else (\"7 Hero gains 1 Level Token\", \"Train – Hero Gains 1 Level Token\"), "
           "and a second +1 would make a token worth two levels."),
    Ruling("Auto-Defeat", "Some Card abilities allow you to Auto-Defeat (AD) certain types of "
                          "Minions.",
           "AD is used whenever it applies (it is never worse). An enemy's tags come from its "
           "quest card or, exploring, from the Random Minion table; 'Fighter or Rogue' and "
           "'Mage or Priest' give both tags. AD takes one life of a Final Foe, once per "
           "Foe; AD Trap or AD of the trap's tag defeats a trap."),
    Ruling("XP", "Encountering Traps and Enemies will earn you XP Tokens",
           "The text says encountering earns the XP, so XP is earned on meeting a trap, a "
           "minion or the Final Foe (its 5 XP when the party faces it), whatever the outcome. "
           "(Tables stored before this reading keep the Foe's 5 XP on defeating it.)"),
    Ruling("Reroll", "2 Reroll Target Die Roll (That you made)",
           "Any roll the player made for the party (the Encounter roll, a minion's type, "
           "casualties, which hero dies, a Save, the starting location) may be rerolled for "
           "2 XP at the player's next decision: the roll and what it did are undone and the "
           "die rolled again. The XP it earned does not pay for it. A lost fight's 1D20 asks "
           "at once: reroll it, or accept the loss (a won fight needs no reroll)."),
    Ruling("Random deaths", "Roll 1D6 or 1D8 to determine random Hero Deaths. Reroll as "
                            "necessary.",
           "The die is 1D6 for a party of up to 6 heroes, 1D8 above; a number beyond the "
           "party is rerolled, and a roll that cannot matter is not asked for: with the "
           "companion rolling, it rerolls such a number itself in the same tap; with dice "
           "rolled at the table the player rerolls it before entering anything, so the "
           "phone offers one value per hero left (1 to the party's size), and refuses a "
           "higher one; a party of one hero rolls no die (that hero is the one killed). "
           "Each death is rolled in turn, then Save (1D6, 5 or 6), then Heal. (Tables "
           "stored before this reading enter every roll, a number beyond the party too.)"),
    Ruling("Heal", "Bring a Target Hero that was just killed back to life.",
           "Each Heal (a hero's own, or a relic's carried by a living hero) is used once per "
           "encounter, and a Potion of Healing once: when a hero is killed and a Heal is "
           "left, the player chooses to use one (naming it) or to let the hero die and keep "
           "it. (Tables stored before this reading use the first Heal on the first hero "
           "killed.)"),
    Ruling("Potions", "Potions do not count against this limit.",
           "Potions belong to the party. A Fight potion is drunk automatically when it turns "
           "a lost fight into a won one (the weakest that suffices); a Healing potion when "
           "a hero dies and no other Heal is left."),
    Ruling("Relics", "Relic Cards are kept stacked under the owning Heroes Card.",
           "A relic gained, or left by a dead hero, goes under the hero the player chooses "
           "among those who may carry it; with only one, it goes there at once, and when "
           "nobody may, it is discarded. (Tables stored before this reading give it to the "
           "first hero in party order.)"),
    Ruling("Separated heroes", "unless the Hero was separated in which case the Relics are "
                               "lost too.",
           "The text never says when a hero is separated: this is its only mention of "
           "separation, and no rule, encounter, terrain action or starter card separates a "
           "hero from the party. So the kit has no separated heroes, and a killed hero's "
           "relics are always redistributed (or discarded when nobody may carry them)."),
    Ruling("Party size", "A party may contain up to 6 Heroes. Dismiss extra Heroes.",
           "A hero gained beyond the limit (captive, reward) is dismissed at once; Recruit "
           "is refused when the party is full."),
    Ruling("Wiped out", "Move your Pawn to a random starting location",
           "The 1D6 names the kind of tile; the pawn goes to the nearest tile of that kind "
           "(ties: the first in reading order)."),
    Ruling("Explore", "Explore – Roll once on the Encounter Table.",
           "Captive, Relic, Gold, Trap and Nothing apply as in a quest; a minion is of the "
           "kind rolled with a tag from the Random Minion table. There is no retreat from "
           "Explore."),
    Ruling("Fortune", "Look at next 5 Cards in Any Deck",
           "The player's own phone lists the next 5 cards of the deck chosen (fewer if the "
           "pile is shorter) until that player's next turn begins; the other phones and the "
           "log say only that they looked. Their order is kept."),
    Ruling("Pray and Alchemist", "Search Action Deck for a Card and put it in your Hand",
           "Only the draw pile is searched; Alchemist takes its first Potion."),
    Ruling("Buy Relic", "Gain 1 Relic (Costs 4 Gold) You may Ignore Potions",
           "Ignoring potions draws on past them (they are discarded) to the first other "
           "relic; if only potions are left, a potion it is."),
    Ruling("Hands", "Discard excess cards at the end of your turn.",
           "At the End Phase the newest excess cards are discarded, then the hand is filled "
           "to its size. Action cards say their phase: move cards before moving, quest "
           "cards while a fight (or an unavoidable trap) is pending, end cards in the End "
           "Phase."),
    Ruling("One card at a time", "Some Action cards are used in this Phase.",
           "A player plays at most one action card per phase, and one per encounter in a "
           "quest: with hands refilled after plays, more would let a hand cycle the deck."),
    Ruling("Mission", "There may be a Max = the Number of Players +2.",
           "When Mission puts more quests on the map than that, a random one is discarded, "
           "chosen from the seed."),
)
