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
