"""The kit's rulings on what the rulebook leaves open: what the engine does where the text
is silent, unclear or contradicts itself. Shown on the rules page and on each card they
touch; each is tested (tests/games/heros_journey_home)."""

from __future__ import annotations

from hjkit.kit.rulings import Ruling, touching

RULINGS = (
    Ruling("dice", "Who rolls the dice?",
           "The table chooses when it starts: the companion rolls (seeded, so a replay "
           "rolls the same) or players roll physical dice and enter each die on a phone."),
    Ruling("damage", "How much HP does a hit take?",
           "1 HP per hit, unless a card says more: the Leviathan's hits take 2 (the Neptune "
           "Helmet's \"only 1 HP damage per hit\" implies it). The Flaming Pitchfork doubles "
           "its wielder's damage.", ("leviathan", "neptune-helmet", "flaming-pitchfork")),
    Ruling("bonus-die", "\"The die value may be used to augment certain combat rolls\": "
           "which?",
           "The bonus die's value is added to each of the Hero's own attack dice; it is not "
           "spent by this. It is spent only as Magic Points. A natural 1 still misses."),
    Ruling("home-half", "Where can Home come up?",
           "Anywhere in the bottom half: the companion refuses Home while the top half "
           "(the 22 cards above it) lasts, and offers only Home when it is the last card."),
    Ruling("seer", "The Seer draws two Journey cards and plays one: what does the phone "
           "record?", "Both cards drawn, then the one played; the other goes back on top of "
           "the deck and is the next card drawn (by the next player). Home is never one of "
           "the two to choose from: \"When the card is drawn, play ends immediately\", so "
           "Home drawn first wins with no second draw, and Home drawn second (when one card "
           "of the top half was left) wins, the first card unplayed. With one card left in "
           "the deck, the Seer draws it alone.", ("seer", "home")),
    Ruling("ambush-window", "Ambush: \"Its use should be announced before combat "
           "begins\": who may announce, and when does the battle begin?",
           "Every player in the battle holding an Ambush card may announce one, each on "
           "their own phone; the battle begins when each of them and the player whose turn "
           "it is has announced or passed. Two announced Ambushes cancel out.",
           ("ambush-1", "ambush-2", "ambush-3", "ambush-4")),
    Ruling("crit", "What is a CRIT?", "A natural 20 on one of the monster's attack dice.",
           ("ghoul", "ghost-1", "ghost-2")),
    Ruling("ghoul-no-body", "A Ghoul's CRIT when no adventurer is dead?",
           "It is an ordinary hit; the battle goes on.", ("ghoul",)),
    Ruling("sirens", "Which adventurer do the Sirens enchant?",
           "\"In parties greater than two, one adventurer enchanted by Sirens\" does not say "
           "which, so the player chooses any living adventurer as the battle begins (before "
           "Ambush is announced). With a player out, that player chooses, as they choose the "
           "defender (\"a player who is out should take over this choice\").",
           ("sirens",)),
    Ruling("sirens-alone", "Only the enchanted adventurer is left alive against the Sirens?",
           "It can neither attack nor be attacked, so the battle ends: no reward, and the "
           "enchanted adventurer goes on with the party.", ("sirens",)),
    Ruling("high-priest", "Which dead adventurer does the High Priest raise?",
           "The first in the party who is dead and not eaten; it fights for him at 2 HP. "
           "Only the High Priest's HP counts for the reward; when he falls, the battle ends "
           "and the raised adventurer returns with the HP it has left. A battle that ends "
           "another way while he stands (Teleport, the Maiden) leaves the body dead. A raised "
           "Hero who returns is the Hero again: \"If a Hero is raised from the dead the "
           "bonus die value may continue to increase as normal\" (from the value it has).",
           ("high-priest",)),
    Ruling("goblin-hp", "Goblin: 1 HP or 2?",
           "The card has 1 HP (the reward example); a Goblin that joins a party with a "
           "Bandit has 2 HP (Appendix B).", ("goblin-1", "goblin-2")),
    Ruling("tie-order", "Two adventurers with the same card value: who acts first?",
           "The active player's first, then in party order; a monster still goes before an "
           "adventurer of the same value."),
    Ruling("monster-rolls", "Who rolls for the monster and chooses its target?",
           "In a multiplayer game with a player out, the first player out after the one "
           "fighting (in seat order) chooses the defender and makes the monster's rolls on "
           "their phone (\"a player who is out should take over this choice as well as the "
           "monster rolls\"). With nobody out, the player it fights does both."),
    Ruling("assassin-numbers", "Which numbers does the Assassin call?",
           "The player chooses any two different numbers from 1 to 20: the phone offers "
           "every pair, and the pair may be sent in either order.",
           ("assassin",)),
    Ruling("kestrel", "Kestrel Sword: \"Attack twice\"?",
           "Its wielder rolls its attack dice twice in one action.", ("kestrel-sword",)),
    Ruling("firebird", "When does the Firebird join, and with what value?",
           "At setup, in place of assigning the item: value 5, 4 HP, no items, no spells; its "
           "value does not count against the Quest.", ("firebird",)),
    Ruling("spells-outside", "\"Outside of combat, spells may be cast at any time during "
           "a player's turn\": which spells, and on what?",
           "At every step of the turn outside a battle (before the draw, with a card drawn "
           "and not yet resolved, after it), every spell whose text has a meaning there: "
           "Energize, Mend, Enchant (and the Healer's healing); Fortify, whose +2 armor "
           "(\"as if the adventurers are all wearing a +2 piece of armor\") is worn through "
           "the party's next battle; Teleport on the enemy card just drawn (a Monster or "
           "Crossing Paths card), which is left unfought, with no reward; Hypnotize on the "
           "Monster card just drawn, which joins with its full HP; Polymorph with the "
           "Monster card just drawn, which still waits to be fought or paid.",
           ("fortify", "teleport", "blink", "vanish", "hypnotize", "polymorph")),
    Ruling("spells-narrower", "Where does the kit cast a spell more narrowly than \"at any "
           "time\"?",
           "Fireball is the kit's own spell, and its card says \"In a battle\": outside one "
           "there is no enemy's HP to take. Polymorph (\"Replace Adventurer card with "
           "Monster card\") and Hypnotize (\"Monster joins with current HP\") need a Monster "
           "card: the one fought, or the one just drawn; not a Crossing Paths adventurer "
           "nor another player, and not before a card is drawn (the text names no other "
           "Monster card to take). Teleport needs an enemy's card to leave (\"If cast on "
           "Monster card\"), so it is not cast before the draw nor on an item or location; "
           "and not in The Final Battle, which goes on \"until there is only one player "
           "left standing\".",
           ("fireball", "polymorph", "hypnotize", "teleport", "blink", "vanish")),
    Ruling("teleport", "Teleport on a card other than a Monster's?",
           "\"If cast on Monster card, no reward paid\" implies other enemies' cards too: "
           "against a Crossing Paths adventurer the battle ends and the 400 PG (paid \"If "
           "you defeat the Adventurer\") is not; against another player the battle ends with "
           "no winner, so neither party takes the other's items and papergold.",
           ("teleport", "blink", "vanish", "crossing-paths-1", "crossing-paths-2",
            "crossing-paths-3")),
    Ruling("per-mp", "What does a spell do per MP?",
           "Fireball: 1 HP of damage per MP; Mend: 1 HP per MP; Enchant: +1 per MP (up to "
           "6). Other spells cost their card's cost (1 unless noted).",
           ("fireball", "mend", "enchant")),
    Ruling("stranger", "Crossing Paths when no other player is left?",
           "It is resolved as in solitaire: the next Adventurer card fights you with 4 HP and "
           "returns to the bottom of the Adventurer deck, however the battle ends. The phone "
           "remembers the order: a card put on the bottom comes up only when every other "
           "card has, and after those put there before it.",
           ("crossing-paths-1", "crossing-paths-2", "crossing-paths-3")),
    Ruling("truce", "How do two players end a battle \"by common agreement\"?",
           "On an adventurer's turn its player offers a truce. Then either player may add "
           "what they give (papergold in whole hundreds, an item, or a living adventurer "
           "other than the Hero, with its items and spells), agree, or refuse and fight on. "
           "Adding something counts as agreeing and withdraws the other's agreement; when "
           "both agree, everything changes hands and the battle ends with no winner. A party "
           "keeps one living adventurer. A Paladin traded raises the die of the party he "
           "joins and lowers the one he leaves."),
    Ruling("last-party", "One party is left before the Journey deck ends: must it play on "
           "alone?",
           "In the standard game and the Legs of the Journey, yes: \"the remaining players "
           "continue on until one of them draws the Home card\" and \"A player only wins by "
           "drawing the Home card\", so the last party draws on (and can still die, when "
           "\"all players have lost\"). In The Final Battle, no: it is fought \"until there "
           "is only one player left standing\", and a party left alone has no one left to "
           "fight, so it wins at once."),
    Ruling("legs", "How are the Legs of the Journey built?",
           "Two legs: the first holds half of the other cards and the monsters of leg 1, the "
           "second the rest, the monsters of leg 2 and Home, anywhere in it."),
    Ruling("items-in-hand", "May an item be bought for the hand?",
           "Yes: spare items are held in hand and may be given to an adventurer before a draw "
           "or after a card is resolved. A dead adventurer's items go to the hand.",),
    Ruling("time-traveler", "Time Traveler: \"re-roll any one attack die once per combat "
           "round\": which dice, and does it cost his action?",
           "Any one die of an attack by or against his party (an enemy's hit too), after all "
           "its dice are rolled. As an extrinsic ability it uses his action for the round, so "
           "he can do it only before he has acted in that round.", ("time-traveler",)),
    Ruling("cavalier", "Cavalier: how is the damage split?",
           "After the hits are known (and the Automaton's saves), the player says how many HP "
           "the Cavalier takes, from none to all; the rest goes to the defender.",
           ("cavalier",)),
)


def rulings_for(card_id: str) -> list[Ruling]:
    return touching(RULINGS, card_id)
