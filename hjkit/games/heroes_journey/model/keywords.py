"""Keywords as printed on cards, parsed into typed values.

The full rules list the loaded keywords ("keywords used in the game which have built in
rules associated with them"); any other keyword is unloaded: "There are no rules
associated with it, but other cards and their text will reference or care about it."
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from enum import Enum, StrEnum


class Param(Enum):
    """How a loaded keyword's parameter is printed: the rules' form and an example value."""

    NONE = ("", "")  # Indomitable
    PLUS = (" +X", " +1")  # Damage +1
    BARE = (" X", " 2")  # Durable 2
    PAREN = (" (X)", " (1)")  # Brazen (1)
    BRACKET = (" [ ]", " [Quest Need]")  # Hero [Man's Red Flower]

    def form(self, name: str) -> str:
        """As the glossary writes it: ``Defender +X``."""
        return name + self.value[0]

    def example(self, name: str) -> str:
        """As a card prints it: ``Defender +1``."""
        return name + self.value[1]


class Loaded(StrEnum):
    """The loaded keywords by name: the rules code names them through this, so a misspelt
    keyword fails at once instead of reading as absent."""

    BRAZEN = "Brazen"
    DAMAGE = "Damage"
    DEFENDER = "Defender"
    DURABLE = "Durable"
    HERO = "Hero"
    INDOMITABLE = "Indomitable"
    QUEST_BOUND = "Quest-bound"
    SANCTUARY = "Sanctuary"
    SHOOT = "Shoot"
    THUMBLESS = "Thumbless"


@dataclass(frozen=True, slots=True)
class KeywordRule:
    """A loaded keyword: how its parameter is printed and what it means (the glossary)."""

    param: Param
    meaning: str


KEYWORDS: dict[Loaded, KeywordRule] = {
    Loaded.BRAZEN: KeywordRule(Param.PAREN, "When the party moves, add (X) risk to the risk "
                                            "pool."),
    Loaded.DAMAGE: KeywordRule(Param.PLUS, "When this character wins a skirmish, deal +X "
                                           "additional wounds to the losing character(s)."),
    Loaded.DEFENDER: KeywordRule(Param.PLUS, "The Protagonist may assign +X additional minion "
                                             "to skirmish this companion."),
    Loaded.DURABLE: KeywordRule(Param.BARE, "This character cannot receive more than X wounds "
                                            "during each skirmish step."),
    Loaded.HERO: KeywordRule(Param.BRACKET, "This companion can be your party's hero, bearing "
                                            "the Quest-need listed in the brackets."),
    Loaded.INDOMITABLE: KeywordRule(Param.NONE, "This character is not overwhelmed during a "
                                                "skirmish unless the winning side has triple "
                                                "its combat value."),
    Loaded.QUEST_BOUND: KeywordRule(Param.NONE, 'A character without the quest-bound keyword '
                                                'is "unbound."'),
    Loaded.SANCTUARY: KeywordRule(Param.BARE, "When the campaign phase begins, the Protagonist "
                                              "may remove up to X total wounds from their "
                                              "party at this site."),
    Loaded.SHOOT: KeywordRule(Param.PLUS, "This character adds +X to its side's ranged total."),
    Loaded.THUMBLESS: KeywordRule(Param.NONE, "This character cannot bear any artifacts or "
                                              "possessions."),
}
"""The one keyword table: parsing, the glossary and the rules all read it."""

_PATTERNS = {
    Param.NONE: re.compile(r"^(?P<name>[A-Za-z][\w'-]*(?: [A-Za-z][\w'-]*)*)$"),
    Param.PLUS: re.compile(r"^(?P<name>[A-Za-z][\w'-]*) \+(?P<value>\d+)$"),
    Param.BARE: re.compile(r"^(?P<name>[A-Za-z][\w'-]*) (?P<value>\d+)$"),
    Param.PAREN: re.compile(r"^(?P<name>[A-Za-z][\w'-]*) \((?P<value>\d+)\)$"),
    Param.BRACKET: re.compile(r"^(?P<name>[A-Za-z][\w'-]*) \[(?P<bracket>[^\]]+)\]$"),
}
_LEADING_WORD = re.compile(r"^([A-Za-z][\w'-]*)")


class KeywordError(ValueError):
    """A keyword that cannot be read, or that looks like a typo of a loaded keyword."""


@dataclass(frozen=True, slots=True)
class Keyword:
    """One keyword as printed on a card, with its parsed parameter."""

    printed: str
    """The keyword exactly as printed, without the closing period: ``Defender +1``."""
    name: str
    """The keyword's name: ``Defender``."""
    value: int | None = None
    """The X of ``Defender +X``, ``Durable X`` or ``Brazen (X)``; None when there is none."""
    bracket: str | None = None
    """The text inside ``Hero [ ]``: the quest need this hero can bear."""
    loaded: bool = True
    """False for unloaded keywords such as ``Bandar-log``, which have no rules of their own."""

    @property
    def meaning(self) -> str | None:
        """The glossary sentence for a loaded keyword, None for an unloaded one."""
        return KEYWORDS[self.name].meaning if self.loaded else None


def parse_keyword(printed: str) -> Keyword:
    """Parse one printed keyword, raising KeywordError on a malformed or near-miss one."""
    text = printed.strip().rstrip(".").strip()
    if not text:
        raise KeywordError("empty keyword")
    leading = _LEADING_WORD.match(text)
    word = leading.group(1) if leading else text
    loaded = _loaded_name(word)
    if loaded is not None:
        return _parse_loaded(text, loaded)
    close = difflib.get_close_matches(word.lower(), [n.lower() for n in KEYWORDS], n=1,
                                      cutoff=0.75)
    if close:
        suggestion = next(str(n) for n in KEYWORDS if n.lower() == close[0])
        raise KeywordError(
            f"unknown keyword {text!r} looks like a typo of the loaded keyword {suggestion!r}"
        )
    if not _PATTERNS[Param.NONE].match(text) and not re.match(r"^[\w'\- +\[\]()]+$", text):
        raise KeywordError(f"cannot read keyword {text!r}")
    return Keyword(printed=text, name=text, loaded=False)


def _loaded_name(word: str) -> str | None:
    return str(Loaded(word)) if word in KEYWORDS else None


def _parse_loaded(text: str, name: str) -> Keyword:
    param = KEYWORDS[name].param
    match = _PATTERNS[param].match(text)
    if not match or match.group("name") != name:
        raise KeywordError(f"keyword {text!r} is not written as the rules print it: "
                           f"{param.example(name)!r}")
    groups = match.groupdict()
    value = int(groups["value"]) if groups.get("value") else None
    return Keyword(printed=text, name=name, value=value, bracket=groups.get("bracket"))
