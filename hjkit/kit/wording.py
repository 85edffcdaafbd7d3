"""Counts and articles in sentences: "1 item", "3 items", never "1 items"; "a Dragon", "an
Undead", never "a Undead"."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """count and the noun, plural unless count is one (plural: for a noun that does not
    simply take an s)."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def with_article(noun: str) -> str:
    """noun after "a", or "an" before a vowel (the nouns the games write: tags, card names,
    none with a silent h or a sounded u)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
