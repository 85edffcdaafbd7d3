"""A card's printed text against its rules fields, where the kit writes the sentence a field
stands for: each static modifier and each ability must be a sentence the card prints, and
each sentence the card prints as a static modifier ("Raksha is strength +2 while ...") or
under a label ("Skirmish: ...") must be written as data, or the card says why it cannot be
(`unexpressed`). `hjkit check` reports every difference; the shipped cards have none.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .ability_text import ability_sentences
from .effects import SENTENCE_BREAK, modifier_sentences, normalise

if TYPE_CHECKING:
    from .abilities import Ability
    from .cards import Card

_ABILITY_LABEL = re.compile(r"^(campaign|adversary|maneuver|barrage|assignment|skirmish|"
                            r"regroup|response):|^when this \w+ is killed,")
_STATIC = re.compile(r"\b(is|are) strength [+-]\d|cannot be overwhelmed|takes no wounds")
_NOT_STATIC = re.compile(r"^(to play|response|bearer must be|campaign|adversary|maneuver|"
                         r"barrage|assignment|skirmish|regroup)\b")


def _ability_sentences(card: Card, ability: Ability) -> list[str]:
    return ability_sentences(ability, card.title, card.type.replace("_", " "), card.response)


def ability_ways(card: Card, ability: Ability) -> set[str]:
    """Every normalised way the kit may print this ability's sentence."""
    return {normalise(s) for s in _ability_sentences(card, ability)}


def modifier_ways(card: Card) -> list[list[str]]:
    """For each sentence the card's modifiers stand for, its normalised ways."""
    return [[normalise(way) for way in ways]
            for ways in modifier_sentences(card.modifiers, card.title)]


def text_differences(card: Card) -> list[str]:
    """Where the card's printed text and its rules fields disagree, one sentence each."""
    shown = _raw_sentences(card.text)
    printed = [normalise(sentence) for sentence in shown]  # sentences_of(card.text)
    found = []
    written_modifiers: set[str] = set()
    for number, ways in enumerate(modifier_sentences(card.modifiers, card.title), 1):
        normalised = {normalise(way) for way in ways}
        written_modifiers |= normalised
        if not normalised & set(printed):
            found.append(f"modifiers: sentence {number} reads {ways[0]!r}, which the text "
                         "does not print")
    written_abilities: set[str] = set()
    for index, ability in enumerate(card.abilities):
        ways = _ability_sentences(card, ability)
        normalised = {normalise(way) for way in ways}
        written_abilities |= normalised
        if not normalised & set(printed):
            found.append(f"abilities[{index}] reads {ways[0]!r}, which the text does not "
                         "print")
    for sentence, as_printed in zip(printed, shown, strict=True):
        if (_STATIC.search(sentence) and not _NOT_STATIC.match(sentence)
                and sentence not in written_modifiers):
            found.append(f"text prints {as_printed!r}, which no modifier says")
        elif (_ABILITY_LABEL.match(sentence) and not card.unexpressed
              and sentence not in written_abilities):
            found.append(f"text prints {as_printed!r}, which no ability says (write it as an "
                         "ability, or say why it cannot be in unexpressed:)")
    return found


def _raw_sentences(text: str) -> list[str]:
    """The sentences of a card's text as printed (sentences_of normalises them)."""
    return [p.strip() for p in SENTENCE_BREAK.split(text.strip()) if p.strip()]
