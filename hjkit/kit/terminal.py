"""Text from card files and folder names on its way to a terminal: a control character in
a card id or a file name could move the cursor, clear the screen or retitle the window, so
each one is shown as its escape instead (\\x1b, \\x07, \\u202e)."""

from __future__ import annotations

import unicodedata

_KEPT = {"\n", "\t"}


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


# C0 and C1 controls, DEL, and the format characters that reorder text on screen (bidi
# overrides and isolates): every one of them in the Basic Multilingual Plane.
_ESCAPES = {code: _escape(chr(code)) for code in range(0x10000)
            if chr(code) not in _KEPT and unicodedata.category(chr(code)) in ("Cc", "Cf")}


def shown(text: object) -> str:
    """str(text) with every control and format character escaped."""
    return str(text).translate(_ESCAPES)
