"""The rules' glossary for the /rules page: game terms and keywords, each with an anchor.

Keyword meanings come from the rules core's one keyword table (model.keywords.KEYWORDS);
the game terms below are quoted or closely paraphrased from the full rules' reference of
common game terms and from the rules sections that define them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hjkit.games.heroes_journey.model.keywords import KEYWORDS

TERMS: dict[str, str] = {
    "Adventure path": "The row of sites the parties travel along. A site takes the number of "
    "its position on the path when it is placed.",
    "Antagonist": "Every player whose turn it is not. Antagonists play adversary cards to "
    "hinder the Protagonist's hero.",
    "Banish": "The out-of-game zone where cards are placed. Banished cards are public "
    "knowledge and can be examined by any player at any time.",
    "Book": "Your main draw deck of cards, shuffled at the start of the game.",
    "Burden": "Tokens in your party's burden pool, added by some cards' \"To Play:\" costs "
    "and bid at setup for the turn order.",
    "Exert": "Place a wound token on a character. You cannot exert a character with 1 "
    "health.",
    "Fetch": "Look through a pile of cards for a card indicated. Select any of the indicated "
    "cards, reveal them to the rest of the table, and add them to your hand. If you look "
    "through your book this way, shuffle it afterwards.",
    "Field": "The \"in play\" game area.",
    "Move limit": "How many times a party may move during a turn, counting the first move in "
    "the campaign phase: the number of players who started minus 1, at least 2.",
    "Overwhelm": "If one side's skirmish total is double or more the other's, every losing "
    "character is killed regardless of its health.",
    "Protagonist": "The player whose turn it is. The Protagonist plays campaign cards to help "
    "their hero's journey.",
    "Risk pool": "Tokens in the centre of the table. Campaign cards and moving add risk; "
    "adversary cards remove their cost from it and cannot be played if it holds too few.",
    "Roaming penalty": "A minion played to a site numbered lower than its home site costs "
    "+2 additional risk.",
    "Scrap": "Move a card from the field to its owner's scrap pile.",
    "Second wind": "In the campaign phase, discard a copy of a wounded unique companion from "
    "your hand to remove 1 wound from it.",
    "Spot": "Have a card (or cards) with the specified features on the field and active. "
    "Inactive cards and cards in other zones cannot be spotted.",
    "Support area": "The area of the field behind your party line where cards with "
    "\"Support Area\" on their type line are played.",
    "Unique": "A card with a • before its name. You cannot play another copy of a unique card "
    "that is active in play or in your grave.",
}

RULINGS: tuple[tuple[str, str], ...] = (
    ("Indomitable: triple whose value?",
     'Its own. "This character is not overwhelmed during a skirmish unless the winning side '
     'has triple its combat value": an Indomitable minion of strength 4 beside a minion of 5 '
     "is killed by a companion of 18 (double the side's 9, and triple its own 4), while "
     "Achilles (9) beaten by 15 only takes wounds. Indomitable never makes an overwhelm "
     "easier: the side must be overwhelmed first."),
    ("Unique: whose copies count?",
     '"You cannot play another copy of a unique card that is active and in play or in your '
     'grave." Any player\'s active copy in play counts, so with 3 or more players two '
     "antagonists cannot each have Hektor in play. An opponent's campaign cards are inactive "
     "on your turn, so their copy never stops yours; only your own grave counts. During "
     "setup nobody is the protagonist yet, and only your own party counts."),
    ("Sanctuary: when, and how much at sites 3 and 6?",
     '"When the campaign phase begins, the Protagonist may remove up to X total wounds": '
     "heal first; once you play a card, give a second wind or move, the chance is gone. A "
     'site placed as site 3 or 6 "gain[s] the "Sanctuary 5." keyword" beside any Sanctuary '
     "it prints, and each counts: the Emerald City as site 6 heals up to 2 + 5 = 7."),
    ("Durable: which wounds count?",
     '"This character cannot receive more than X wounds during each skirmish step": every '
     "wound received in the skirmish step counts, from the skirmish or from a card's effect, "
     "and the excess is never placed. Wounds in other steps (ranged wounds) do not count. "
     'Exerting is a cost, "to represent physical effort", and is not capped.'),
    ("A skirmish at 0 against 0?",
     '"If both sides are tied, the minions wins": one wound (plus Damage +X), not an '
     'overwhelm. Overwhelming needs one side\'s total to be "DOUBLE OR MORE than the '
     'other\'s" where it is "GREATER than the other"; at 0 against 0 neither side is greater, '
     "and the rules give ties their own result."),
    ('"About to take wounds", "about to be killed": when?',
     '"Once all players have consecutively passed, proceed to the skirmish\'s resolution": '
     "when every player has passed and the companion is losing, the results wait while "
     "Shield Brother or Queen of the Field Mice may be played; then they are applied, less "
     "what was prevented. A player who answered may answer again (a second Shield Brother) "
     "until they pass. An overwhelmed companion takes no wounds: only its death can be "
     "prevented."),
    ('"When this minion is killed": who chooses, and can it be declined?',
     "Its controller chooses, once the minion has left play, before anyone responds to the "
     'kill; it is not a "Response:", so it cannot be declined. With nothing to choose ("You '
     'cannot exert a character with 1 health.") it does nothing.'),
)
"""Rules decided with the text in hand, for the /rules page."""


@dataclass(frozen=True)
class Entry:
    """One glossary entry: a game term or a loaded keyword."""

    name: str
    """The term as the rules print it: ``Defender +X``, ``Risk pool``."""
    meaning: str
    anchor: str
    """The fragment id on /rules: ``kw-defender``, ``term-risk-pool``."""
    keyword: bool


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def keyword_anchor(name: str) -> str:
    return "kw-" + slug(name)


def entries() -> tuple[list[Entry], list[Entry]]:
    """(game terms, loaded keywords), each sorted by name."""
    terms = [Entry(n, m, "term-" + slug(n), False) for n, m in sorted(TERMS.items())]
    keywords = [Entry(rule.param.form(name), rule.meaning, keyword_anchor(name), True)
                for name, rule in sorted(KEYWORDS.items())]
    return terms, keywords
