"""Keywords as printed on cards, parsed into typed values.

The full rules list the loaded keywords ("keywords used in the game which have built in
rules associated with them"); any other keyword is unloaded: "There are no rules
associated with it, but other cards and their text will reference or care about it."
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from enum import Enum


class Param(Enum):
    """How a loaded keyword's parameter is printed."""

    NONE = ""  # Indomitable
    PLUS = "+X"  # Damage +1
    BARE = "X"  # Durable 2
    PAREN = "(X)"  # Brazen (1)
    BRACKET = "[ ]"  # Hero [Man's Red Flower]


LOADED: dict[str, Param] = {
    "Brazen": Param.PAREN,
    "Damage": Param.PLUS,
    "Defender": Param.PLUS,
    "Durable": Param.BARE,
    "Hero": Param.BRACKET,
    "Indomitable": Param.NONE,
    "Quest-bound": Param.NONE,
    "Sanctuary": Param.BARE,
    "Shoot": Param.PLUS,
    "Thumbless": Param.NONE,
}

GLOSSARY: dict[str, str] = {
    "Brazen": "When the party moves, add (X) risk to the risk pool.",
    "Damage": "When this character wins a skirmish, deal +X additional wounds to the "
    "losing character(s).",
    "Defender": "The Protagonist may assign +X additional minion to skirmish this companion.",
    "Durable": "This character cannot receive more than X wounds during each skirmish step.",
    "Hero": "This companion can be your party's hero, bearing the Quest-need listed in "
    "the brackets.",
    "Indomitable": "This character is not overwhelmed during a skirmish unless the winning "
    "side has triple its combat value.",
    "Quest-bound": 'A character without the quest-bound keyword is "unbound."',
    "Sanctuary": "When the campaign phase begins, the Protagonist may remove up to X total "
    "wounds from their party at this site.",
    "Shoot": "This character adds +X to its side's ranged total.",
    "Thumbless": "This character cannot bear any artifacts or possessions.",
}

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
        return GLOSSARY.get(self.name) if self.loaded else None


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
    close = difflib.get_close_matches(word.lower(), [n.lower() for n in LOADED], n=1, cutoff=0.75)
    if close:
        suggestion = next(n for n in LOADED if n.lower() == close[0])
        raise KeywordError(
            f"unknown keyword {text!r} looks like a typo of the loaded keyword {suggestion!r}"
        )
    if not _PATTERNS[Param.NONE].match(text) and not re.match(r"^[\w'\- +\[\]()]+$", text):
        raise KeywordError(f"cannot read keyword {text!r}")
    return Keyword(printed=text, name=text, loaded=False)


def _loaded_name(word: str) -> str | None:
    for name in LOADED:
        if name == word:
            return name
    return None


def _parse_loaded(text: str, name: str) -> Keyword:
    param = LOADED[name]
    match = _PATTERNS[param].match(text)
    if not match or match.group("name") != name:
        example = {
            Param.NONE: name,
            Param.PLUS: f"{name} +1",
            Param.BARE: f"{name} 2",
            Param.PAREN: f"{name} (1)",
            Param.BRACKET: f"{name} [Quest Need]",
        }[param]
        raise KeywordError(f"keyword {text!r} is not written as the rules print it: {example!r}")
    groups = match.groupdict()
    value = int(groups["value"]) if groups.get("value") else None
    return Keyword(printed=text, name=name, value=value, bracket=groups.get("bracket"))
