"""Compact JSON text for what is encoded once per version and sent to every phone: the
table's snapshot, the stream messages, an action's events.

orjson writes it several times faster than the standard library, the same JSON values; it
writes characters beyond ASCII as UTF-8
rather than as \\u escapes, as the event stream (UTF-8 text) and a JSON answer (UTF-8)
carry them anyway. Anything orjson will not write (an integer beyond 64 bits) falls back
to the standard library, so the answer is never an error that json.dumps would not give.
"""

from __future__ import annotations

import json

import orjson

_OPTIONS = orjson.OPT_NON_STR_KEYS  # as json.dumps: a number key becomes its text


def compact(value: object) -> str:
    """value as compact JSON text (json.dumps with separators (",", ":"))."""
    try:
        return orjson.dumps(value, option=_OPTIONS).decode()
    except TypeError:
        return json.dumps(value, separators=(",", ":"))
