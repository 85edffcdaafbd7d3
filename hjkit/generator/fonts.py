"""The fonts every card is set in: Bitstream Vera TTFs shipped with reportlab, embedded.

No system font is ever looked up, so a PDF looks the same wherever it is built. Text
holding a character the fonts lack is an error naming the character, never a silent
substitute.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(reportlab.__file__).resolve().parent / "fonts"

REGULAR = "HJ-Sans"
BOLD = "HJ-Sans-Bold"
ITALIC = "HJ-Sans-Italic"
BOLD_ITALIC = "HJ-Sans-BoldItalic"

_FILES = {REGULAR: "Vera.ttf", BOLD: "VeraBd.ttf", ITALIC: "VeraIt.ttf", BOLD_ITALIC: "VeraBI.ttf"}


class MissingGlyph(ValueError):
    """Text uses a character the embedded fonts cannot print."""


@cache
def register() -> tuple[str, ...]:
    """Register the four faces with reportlab (once) and return their names."""
    for name, filename in _FILES.items():
        path = FONT_DIR / filename
        if not path.exists():
            raise FileNotFoundError(f"font {path} is missing from the reportlab install")
        pdfmetrics.registerFont(TTFont(name, str(path)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=ITALIC,
                                  boldItalic=BOLD_ITALIC)
    return tuple(_FILES)


@cache
def _coverage() -> frozenset[int]:
    register()
    return frozenset(pdfmetrics.getFont(REGULAR).face.charToGlyph)


def missing_characters(text: str) -> str:
    """The characters of text the fonts cannot print, in order, without repeats."""
    covered = _coverage()
    seen: dict[str, None] = {}
    for char in text:
        if ord(char) not in covered and not char.isspace():
            seen.setdefault(char, None)
    return "".join(seen)


def width(text: str, font: str, size: float) -> float:
    """Width of text in points."""
    return pdfmetrics.stringWidth(text, font, size)


@lru_cache(maxsize=1 << 16)
def unit_width(text: str, font: str) -> float:
    """Width of text at 1 pt: at any size it is this times the size. Words recur across
    cards ("Skirmish:", "companion"), so each is measured once."""
    return pdfmetrics.stringWidth(text, font, 1)
