"""Counts in sentences: "1 item", "3 items", never "1 items"."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """count and the noun, plural unless count is one (plural: for a noun that does not
    simply take an s)."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
