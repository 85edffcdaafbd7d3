"""Card effects as data: a closed vocabulary of modifiers and the conditions they hold under.

A static modifier ("Tabaqui is strength +2 while you can spot [Shere Khan].") is written in
a card's `modifiers:` list as what it changes, by how much, for whom, and while which
conditions hold. The rules core applies every modifier wherever it computes a value
(skirmish totals and predictions, ranged totals, assignment capacity, costs); the sentence
each modifier stands for is generated from it, so a test can hold it against the printed
text.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

from . import field_rules


class Card(Protocol):
    """What a filter reads of a card (cards.Card, which imports this module)."""

    title: str
    type: str
    culture: str | None

    def has_keyword(self, name: str) -> bool: ...

Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=64)]
CharacterType = Literal["companion", "minion"]

ModifierKind = Literal[
    "strength", "damage", "defender", "durable", "shoot", "brazen", "cost", "indomitable",
    "no-ranged-wounds",
]
"""What a modifier changes: a character's strength, Damage +X, Defender +X, Durable X,
Shoot +X or Brazen (X) (risk its party adds when it moves); a card's risk cost;
Indomitable ("cannot be overwhelmed unless the winning side has triple its strength"); or
"takes no wounds from the minion ranged total"."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True, defer_build=True)


def culture_name(slug: str) -> str:
    """'wicked-witch' -> 'Wicked Witch', as game text names a culture."""
    return slug.replace("-", " ").title()


def _fits(card: Card, title, kind, cultures, keyword) -> bool:
    return ((title is None or card.title == title) and (kind is None or card.type == kind)
            and (not cultures or card.culture in cultures)
            and (keyword is None or card.has_keyword(keyword)))


def _plural(noun: str) -> str:
    return noun + "s"


class Selector(_Frozen):
    """Who a modifier changes: this card, its bearer, or every active card that fits.

    A filter (type, title, cultures, keyword) picks every active character that has each
    feature given; `other` leaves this card out and `except_titles` leaves those out."""

    this: bool = Field(False, description='This card itself: "Tabaqui", "This minion".')
    bearer: bool = Field(False, description='The character bearing this card: "Bearer".')
    type: CharacterType | Literal["card"] | None = Field(
        None, description="companion or minion; card for cost modifiers on any card.")
    title: str | None = Field(None, description='A title: "Dorothy Gale".')
    cultures: tuple[Slug, ...] = Field((), strict=False, description="Any one of these.")
    keyword: str | None = Field(None, description='A keyword name: "Bandar-log".')
    other: bool = Field(False, description='"Each other ...": not this card.')
    except_titles: tuple[str, ...] = Field(
        (), strict=False, description='"Companions other than Nick Chopper and ...".')

    @model_validator(mode="after")
    def _one_kind(self) -> Selector:
        field_rules.selector_one_kind(self)
        return self

    def picks(self, card: Card) -> bool:
        """True when a filter selector picks this card (except_titles applied; other is
        the caller's to apply, as it knows which card is this one)."""
        kind = None if self.type == "card" else self.type
        return (_fits(card, self.title, kind, self.cultures, self.keyword)
                and card.title not in self.except_titles)

    def noun(self, plural: bool = False) -> str:
        """'[Troy] minion', 'Bandar-log minions', 'Dorothy Gale'."""
        if self.title:
            return self.title
        words = [f"[{culture_name(c)}]" for c in self.cultures]
        if len(words) > 1:
            words = [f"{', '.join(words[:-1])} or {words[-1]}"]
        if self.keyword:
            words.append(self.keyword)
        kind = self.type if self.type and self.type != "card" else "card"
        words.append(_plural(kind) if plural else kind)
        return " ".join(words)

    def phrases(self, card_title: str) -> list[tuple[str, bool]]:
        """How printed text may name these cards, each with whether it reads as plural."""
        if self.this:
            return [(card_title, False), ("this minion", False), ("this companion", False)]
        if self.bearer:
            return [("Bearer", False)]
        if self.title:
            return [(self.title, False)]
        other = "other " if self.other else ""
        plural = self.noun(plural=True)
        if self.except_titles:
            names = " and ".join(self.except_titles)
            plural = f"{plural} other than {names}"
        return [(f"each {other}{self.noun()}", False), (f"{other}{plural}", True)]


class Wanted(_Frozen):
    """The cards a condition looks for: every given feature must match."""

    title: str | None = Field(None, description="The exact title, e.g. Shere Khan.")
    type: CharacterType | None = None
    cultures: tuple[Slug, ...] = Field((), strict=False)
    keyword: str | None = None

    @model_validator(mode="after")
    def _not_empty(self) -> Wanted:
        field_rules.wanted_not_empty(self)
        return self

    def matches(self, card: Card) -> bool:
        return _fits(card, self.title, self.type, self.cultures, self.keyword)

    def noun(self, count: int = 1) -> str:
        if self.title:
            return self.title
        return Selector(type=self.type, cultures=self.cultures, keyword=self.keyword).noun(
            plural=count > 1)


_NUMBERS = {1: "a", 2: "2", 3: "3", 4: "4"}


class Condition(_Frozen):
    """One condition a modifier holds under; exactly one kind is given."""

    spot: Wanted | None = Field(None, description='"while you can spot [Akela]"')
    count: int = Field(1, ge=1, le=9, description="How many must be spotted.")
    other: bool = Field(False, description='"another", "2 other": this card does not count.')
    cannot: bool = Field(False, description='"while you cannot spot": the spot must fail.')
    wounded: Wanted | None = Field(None, description='"while Mowgli has a wound"')
    skirmishing: Wanted | None = Field(
        None, description='"while skirmishing Mowgli": the changed character skirmishes one.')
    at_this_site: bool = Field(False, description='Sites: "at this site" (the party is here).')
    party_at: tuple[int, ...] = Field(
        (), strict=False, description='"While the party is at site 7, 8 or 9".')

    @model_validator(mode="after")
    def _one_kind(self) -> Condition:
        field_rules.condition_one_kind(self)
        return self

    def phrase(self) -> str:
        if self.spot is not None:
            can = "cannot" if self.cannot else "can"
            return f"while you {can} spot {self._spotted()}"
        if self.wounded is not None:
            return f"while {self.wounded.noun()} has a wound"
        if self.skirmishing is not None:
            noun = self.skirmishing.noun()
            return f"while skirmishing {noun if self.skirmishing.title else 'a ' + noun}"
        if self.at_this_site:
            return "at this site"
        sites = [str(p) for p in self.party_at]
        listed = sites[0] if len(sites) == 1 else f"{', '.join(sites[:-1])} or {sites[-1]}"
        return f"while the party is at site {listed}"

    def _spotted(self) -> str:
        wanted = self.spot
        noun = wanted.noun(self.count)
        if wanted.title:
            return f"[{noun}]" if not self.other else f"another [{noun}]"
        if self.other:
            return f"another {noun}" if self.count == 1 else f"{self.count} other {noun}"
        return f"{_NUMBERS.get(self.count, str(self.count))} {noun}"


class Modifier(_Frozen):
    """A static modifier: while every condition holds, each selected card is changed."""

    modifier: ModifierKind = Field(description="What is changed.")
    amount: int = Field(0, ge=-20, le=20, description="+X or -X; 0 for indomitable and "
                                                       "no-ranged-wounds.")
    applies_to: Selector
    when: tuple[Condition, ...] = Field((), strict=False, description="All must hold.")

    @model_validator(mode="after")
    def _amount_fits(self) -> Modifier:
        field_rules.modifier_amount_fits(self)
        return self

    def predicate(self, plural: bool) -> str:
        """'is strength +2', 'are strength -1', 'takes no wounds from ...'."""
        be = "are" if plural else "is"
        if self.modifier == "strength":
            return f"{be} strength {self.amount:+d}"
        if self.modifier == "cost":
            return f"{'cost' if plural else 'costs'} {self.amount:+d}"
        if self.modifier == "indomitable":
            return ("cannot be overwhelmed unless the winning side has triple its strength")
        if self.modifier == "no-ranged-wounds":
            return f"{'take' if plural else 'takes'} no wounds from the minion ranged total"
        printed = {"damage": f"Damage {self.amount:+d}", "defender": f"Defender {self.amount:+d}",
                   "durable": f"Durable {self.amount}", "shoot": f"Shoot {self.amount:+d}",
                   "brazen": f"Brazen ({self.amount})"}
        return f"{'gain' if plural else 'gains'} {printed[self.modifier]}"


def modifier_sentences(modifiers: tuple[Modifier, ...], card_title: str) -> list[list[str]]:
    """Each printed sentence the modifiers stand for, as the ways it may be written.

    Modifiers with the same subject and conditions share a sentence ("Bearer is strength +1
    and takes no wounds from the minion ranged total.")."""
    groups: list[list[Modifier]] = []
    for modifier in modifiers:
        if groups and (groups[-1][0].applies_to, groups[-1][0].when) == (
                modifier.applies_to, modifier.when):
            groups[-1].append(modifier)
        else:
            groups.append([modifier])
    sentences = []
    for group in groups:
        first = group[0]
        conditions = " and ".join(c.phrase() for c in first.when)
        ways = []
        for subject, plural in first.applies_to.phrases(card_title):
            body = f"{subject} " + " and ".join(m.predicate(plural) for m in group)
            ways.append(f"{body} {conditions}".strip())
        sentences.append(ways)
    return sentences


_CLAUSE = re.compile(r"\b(is|are)\b")


def normalise(sentence: str) -> str:
    """A sentence reduced for comparison: lower case, no [ ] around names, no final period,
    a leading "While X, Y" turned into "Y while X", and his/her read as its."""
    text = " ".join(sentence.replace("[", "").replace("]", "").split()).rstrip(".").lower()
    if text.startswith("while "):
        # The condition ends at the last comma that a main clause ("X is ...") follows.
        cut = max((m.start() for m in re.finditer(", ", text)
                   if _CLAUSE.search(text[m.end():])), default=-1)
        if cut > 0:
            text = f"{text[cut + 2:]} {text[:cut]}"
    return re.sub(r"\b(his|her)\b", "its", text)


SENTENCE_BREAK = re.compile(r"(?<=[.!])\s+(?=[A-Z\[])")


def sentences_of(text: str) -> list[str]:
    """The sentences of a card's game text, normalised."""
    parts = SENTENCE_BREAK.split(text.strip())
    return [normalise(p) for p in parts if p.strip()]
