"""Card files broken the ways real files break: (description, change to the intro pack's
cards.yaml text or bytes, the line the error must name, words the message must hold).
Grows with every bug found."""

from __future__ import annotations


def _replace_first(old: str, new: str):
    return lambda raw: raw.replace(old.encode(), new.encode(), 1)


def _line_of(raw: bytes, needle: str) -> int:
    return raw[:raw.index(needle.encode())].count(b"\n") + 1


CASES = [
    ("a control character", _replace_first("title: Baloo", "title: Bal\x07oo"),
     lambda raw: _line_of(raw, "title: Baloo"), "U+0007"),
    ("a NUL byte", _replace_first("title: Baloo", "title: Bal\x00oo"),
     lambda raw: _line_of(raw, "title: Baloo"), "U+0000"),
    ("a latin-1 byte", lambda raw: raw.replace(b"title: Baloo", b"title: Bal\xe9oo", 1),
     lambda raw: _line_of(raw, "title: Baloo"), "not UTF-8"),
    ("a string never closed", lambda raw: raw + b'  - id: tail\n    title: "open\n',
     lambda raw: raw.count(b"\n") + 2, "quoted scalar"),
]
