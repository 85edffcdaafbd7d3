"""SVG path data (the `d` attribute) straight to PDF path operators (m, l, c, h), in one
pass: what formatting svgpath.parse's segments with fp_str writes, to the byte
(tests/generator/test_svgpath_operators.py compares the two on thousands of paths), in about
a third of the time. A first build reads every picture of its set, and path data is most of
a picture.

Three ways, the shortest that fits:
- absolute moves, lines, cubics and closes, each with its numbers once (most of a drawing):
  the numbers pass through, each number's text formatted once per process;
- any command each with its numbers once: one loop over the commands, which know where
  their numbers are;
- implicit repeats, numbers run together (10-5): the grammar checked by a pattern, the
  commands' groups spelled out, then the same loop.
Data none of them reads (not ASCII digits, arc flags written without a separator, anything
the grammar refuses) is None: svgpath.parse reads it, and reports what it refuses.
"""

from __future__ import annotations

import re

from reportlab.lib.rl_accel import fp_str

from .svgpath import ARGUMENTS, REPEAT, arc

_LETTERS = "MmLlHhVvCcSsQqTtAaZz"
_RUN = "[-+.eE0-9]++"
"""A run of the characters numbers are written with: float() tells whether it is one
number (a run that is two, such as 10-5, is left to the general way)."""
_SEPARATED = "[ \t\r\n]*+,?[ \t\r\n]*+"
_ONE_GROUP = re.compile(
    rf"(?:[ \t\r\n]*+(?:[MLTmlt][ \t\r\n]*+{_RUN}(?:{_SEPARATED}{_RUN})"
    rf"|[HVhv][ \t\r\n]*+{_RUN}"
    rf"|[QSqs][ \t\r\n]*+{_RUN}(?:{_SEPARATED}{_RUN}){{3}}"
    rf"|[Cc][ \t\r\n]*+{_RUN}(?:{_SEPARATED}{_RUN}){{5}}"
    rf"|[Aa][ \t\r\n]*+{_RUN}(?:{_SEPARATED}{_RUN}){{6}}"
    r"|[Zz]))*+[ \t\r\n]*+")
"""Path data whose commands each have their numbers once (no implicit repeats)."""
_FROM_CURRENT_POINT = re.compile("[HVQSTAmlhvcsqtaz]")
"""Commands whose numbers are not written as they are: they start from the current point."""

_NOT_MLCZ = bytes(set(range(256)) - set(b"MLCZ"))
_MLCZ_SPACES = bytes.maketrans(b"MLCZ,", b"     ")
_NOT_LETTERS = bytes(set(range(256)) - set(_LETTERS.encode()))
_LETTER_SPACES = bytes.maketrans(_LETTERS.encode() + b",", b" " * (len(_LETTERS) + 1))

_PLAIN_NUMBER = r"(?>[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)"
_PLAIN = (rf"[ \t\r\n]*+(?:[{_LETTERS}][ \t\r\n]*+"
          rf"(?:{_PLAIN_NUMBER}(?:[ \t\r\n]*+,?[ \t\r\n]*+{_PLAIN_NUMBER})*+[ \t\r\n]*+)?+)*+")
"""Path data as the grammar reads it, its numbers in ASCII digits, each command's numbers in
one run (how many each takes, and arc flags, are checked as they are read). This pattern
and the two below serve the general way, which drawings seldom need: re compiles them (and
keeps them) when first used."""
_SPLIT = f"([{_LETTERS}])"
_NUMBERS = _PLAIN_NUMBER

_MOVE, _LINE, _CURVE = "%s %s m", "%s %s l", "%s %s %s %s %s %s c"
_PASSED_THROUGH: dict[bytes, str] = {}
"""Numbers as written in path data, formatted as fp_str formats them: a drawing repeats
its coordinates."""
_TEXTS: dict[float, str] = {}
"""Numbers formatted as fp_str formats them, by value (the intro's pictures format 13,840
numbers of 1,836 values)."""


def operators(data: str) -> str | None:
    """The PDF path operators for path data, as formatting svgpath.parse's segments with
    fp_str gives them; None for data left to svgpath.parse."""
    if _ONE_GROUP.fullmatch(data):
        outline = _drawn_from(data) if _FROM_CURRENT_POINT.search(data) else \
            _passed_through(data)
        if outline is not None:
            return outline
    return _general(data)


def _passed_through(data: str) -> str | None:
    """Path data _ONE_GROUP matches of absolute moves, lines, cubics and closes only: each
    command becomes its template, and each number's text is formatted once per process.
    None for data not starting with a moveto, or with a run that is not one number."""
    written = data.encode()  # ASCII: _ONE_GROUP matched it
    letters = written.translate(None, _NOT_MLCZ)
    if not letters.startswith(b"M"):
        return None
    numbers = written.translate(_MLCZ_SPACES).split()
    try:
        texts = tuple(map(_PASSED_THROUGH.__getitem__, numbers))
    except KeyError:
        try:
            new = list(set(numbers) - _PASSED_THROUGH.keys())
            values = list(map(float, new))
        except ValueError:
            return None
        if len(_PASSED_THROUGH) > 65536:
            _PASSED_THROUGH.clear()
        _PASSED_THROUGH.update(zip(new, fp_str(*values).split(" "), strict=True))
        texts = tuple(map(_PASSED_THROUGH.__getitem__, numbers))
    template = letters.decode().replace("M", "%s %s m ").replace("L", "%s %s l ") \
        .replace("C", "%s %s %s %s %s %s c ").replace("Z", "h ")
    return template[:-1] % texts


def _drawn_from(data: str) -> str | None:
    """Path data _ONE_GROUP matches: its command letters and numbers, drawn. None for a run
    that is not one number."""
    written = data.encode()  # ASCII: _ONE_GROUP matched it
    written_numbers = written.translate(_LETTER_SPACES).split()
    try:
        values = list(map(float, written_numbers))
    except ValueError:
        return None
    return _drawn(written.translate(None, _NOT_LETTERS).decode(), values, written_numbers,
                  (b"0", b"1"))


def _general(data: str) -> str | None:
    """Path data as the grammar reads it, implicit repeats spelled out as commands of their
    own, drawn. None for data the grammar (or this pattern of it) refuses."""
    if not re.fullmatch(_PLAIN, data):
        return None
    parts = re.split(_SPLIT, data)  # [leading space, letter, its numbers, letter, ...]
    numbers_in = re.compile(_NUMBERS).findall
    letters: list[str] = []
    written_numbers: list[str] = []
    for index in range(1, len(parts), 2):
        letter = parts[index]
        found = numbers_in(parts[index + 1])
        arity = ARGUMENTS[letter.upper()]
        if not arity:  # a closepath takes no numbers
            if found:
                return None
            letters.append(letter)
            continue
        if not found or len(found) % arity:
            return None
        letters += letter + REPEAT.get(letter, letter) * (len(found) // arity - 1)
        written_numbers += found
    return _drawn("".join(letters), list(map(float, written_numbers)), written_numbers,
                  ("0", "1"))


def _drawn(letters: str, values: list[float], written_numbers, flags: tuple) -> str | None:
    """The operators for commands (a letter each) taking their numbers from values in turn,
    as svgpath's segments: relative ones from the current point, S and T reflecting the
    previous curve's control point, quadratics raised to cubics, arcs as svgpath.arc draws
    them. None when the first is not a moveto, or an arc flag was not written as a lone
    0 or 1 (written_numbers: the numbers as written; flags: 0 and 1 so written)."""
    if not letters.startswith(("M", "m")):
        return None
    numbers: list[float] = []
    template: list[str] = []
    x = y = start_x = start_y = 0.0
    cubic = quadratic = None  # the previous curve's last control point, for S and T
    at = 0
    for letter in letters:
        if letter in "MLml":
            if letter == "M" or letter == "L":
                x, y = values[at], values[at + 1]
            else:
                x += values[at]
                y += values[at + 1]
            at += 2
            numbers += (x, y)
            if letter == "M" or letter == "m":
                start_x, start_y = x, y
                template.append(_MOVE)
            else:
                template.append(_LINE)
            cubic = quadratic = None
        elif letter in "QTqt":
            if letter == "Q" or letter == "q":
                qx, qy = values[at], values[at + 1]
                if letter == "q":
                    qx += x
                    qy += y
                at += 2
            else:
                qx, qy = (2 * x - quadratic[0], 2 * y - quadratic[1]) if quadratic else (x, y)
            ex, ey = values[at], values[at + 1]
            if letter == "q" or letter == "t":
                ex += x
                ey += y
            at += 2
            numbers += (x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y),
                        ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey)
            template.append(_CURVE)
            cubic, quadratic = None, (qx, qy)
            x, y = ex, ey
        elif letter == "Z" or letter == "z":
            template.append("h")
            x, y = start_x, start_y
            cubic = quadratic = None
        elif letter in "HVhv":
            value = values[at]
            at += 1
            if letter == "H":
                x = value
            elif letter == "V":
                y = value
            elif letter == "h":
                x = value + x
            else:
                y = value + y
            numbers += (x, y)
            template.append(_LINE)
            cubic = quadratic = None
        elif letter in "CScs":
            if letter == "C" or letter == "c":
                group = values[at:at + 6]
                at += 6
            else:
                group = values[at:at + 4]
                at += 4
            if letter == "c" or letter == "s":
                for index in range(0, len(group), 2):
                    group[index] += x
                    group[index + 1] += y
            if letter == "S" or letter == "s":
                group[:0] = (2 * x - cubic[0], 2 * y - cubic[1]) if cubic else (x, y)
            numbers += group
            template.append(_CURVE)
            cubic, quadratic = (group[2], group[3]), None
            x, y = group[4], group[5]
        else:  # A or a
            if written_numbers[at + 3] not in flags or written_numbers[at + 4] not in flags:
                return None
            rx, ry, angle, large, sweep, ex, ey = values[at:at + 7]
            at += 7
            if letter == "a":
                ex += x
                ey += y
            for segment in arc((x, y), rx, ry, angle, bool(large), bool(sweep), (ex, ey)):
                numbers += segment[1:]
                template.append(_LINE if segment[0] == "L" else _CURVE)
            x, y = ex, ey
            cubic = quadratic = None
    return " ".join(template) % formatted(numbers)


def formatted(numbers) -> tuple[str, ...]:
    """fp_str's text for each number, as fp_str(*numbers).split(" ") gives them (numbers
    that compare equal, as 0.0 and -0.0, have the same text), each value formatted once
    per process."""
    try:
        return tuple(map(_TEXTS.__getitem__, numbers))
    except KeyError:
        if len(_TEXTS) > 65536:
            _TEXTS.clear()
        new = list(set(numbers).difference(_TEXTS))
        _TEXTS.update(zip(new, fp_str(*new).split(" "), strict=True))
        return tuple(map(_TEXTS.__getitem__, numbers))
