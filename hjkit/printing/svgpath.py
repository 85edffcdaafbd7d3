"""SVG path data (the `d` attribute) as absolute moves, lines, cubic Béziers and closes.

Quadratic Béziers are raised to cubics (exactly), elliptical arcs become cubics of at most a
quarter turn each, from the arc's centre found as the SVG implementation notes (F.6.5, F.6.6)
describe. Path data that breaks the grammar raises PathError: the whole picture then goes to
the general reader (see flatsvg), which has its own rules for what to draw of it.
"""

from __future__ import annotations

import math
import re

from reportlab.lib.rl_accel import fp_str

Segment = tuple
"""("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y) or ("Z",), absolute."""

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_SPACE = re.compile(r"[ \t\r\n]*")
_SEPARATOR = re.compile(r"[ \t\r\n]*,?[ \t\r\n]*")
_ARGUMENTS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


class PathError(ValueError):
    """Path data outside the grammar of SVG 1.1's path data."""


def parse(data: str) -> list[Segment]:
    """Absolute segments for path data; an empty list for empty data."""
    return list(_absolute(_commands(data)))


def _commands(data: str):
    """(command letter, its numbers) for each command, implicit repeats made explicit."""
    at = _SPACE.match(data).end()
    first = True
    while at < len(data):
        letter = data[at]
        command = letter.upper()
        if command not in _ARGUMENTS or (first and command != "M"):
            raise PathError(f"unexpected {letter!r} at {at}")
        first = False
        at = _SPACE.match(data, at + 1).end()
        if command == "Z":
            yield letter, ()
            continue
        arguments = _GROUPS[command]
        repeat = letter
        while True:
            found = arguments.match(data, at)
            if found is None:
                raise PathError(f"expected {_ARGUMENTS[command]} numbers for {letter!r} at {at}")
            yield repeat, tuple(map(float, found.groups()))
            repeat = _REPEAT.get(repeat, repeat)
            after = _SEPARATOR.match(data, found.end())
            at = after.end()
            if at == len(data) or not _starts_number(data, at):
                if "," in after.group():
                    raise PathError(f"a comma before no number at {found.end()}")
                break


class _Arguments(dict):
    """For each command letter, the pattern of one group of its arguments, each number (or
    arc flag) a group, compiled when first asked for (a build that reads no path data
    does not pay for them). Each number is the longest one there (an atomic group): "10"
    is never read as 1 and 0."""

    def __missing__(self, command: str) -> re.Pattern:
        flags = (3, 4) if command == "A" else ()
        self[command] = re.compile(_SEPARATOR.pattern.join(
            "([01])" if index in flags else f"((?>{NUMBER.pattern}))"
            for index in range(_ARGUMENTS[command])))
        return self[command]


_REPEAT = {"M": "L", "m": "l"}
"""A moveto's further pairs of numbers draw lines."""
_GROUPS = _Arguments()


def _starts_number(data: str, at: int) -> bool:
    return data[at] in "0123456789+-."


def _absolute(commands):
    x = y = 0.0
    start = (0.0, 0.0)
    cubic_control = quadratic_control = None  # for S and T: the previous curve's last control
    for letter, numbers in commands:
        command = letter.upper()
        relative = letter != command and command != "Z"
        values = list(numbers)
        if relative:
            if command == "H":
                values[0] += x
            elif command == "V":
                values[0] += y
            elif command == "A":
                values[5] += x
                values[6] += y
            else:
                for index in range(0, len(values), 2):
                    values[index] += x
                    values[index + 1] += y
        next_cubic = next_quadratic = None
        if command == "M":
            x, y = values
            start = (x, y)
            yield ("M", x, y)
        elif command in "LHV":
            if command == "H":
                x = values[0]
            elif command == "V":
                y = values[0]
            else:
                x, y = values
            yield ("L", x, y)
        elif command in "CS":
            if command == "S":
                x1, y1 = (2 * x - cubic_control[0], 2 * y - cubic_control[1]) \
                    if cubic_control else (x, y)
                values = [x1, y1, *values]
            yield ("C", *values)
            next_cubic = (values[2], values[3])
            x, y = values[4], values[5]
        elif command in "QT":
            if command == "T":
                qx, qy = (2 * x - quadratic_control[0], 2 * y - quadratic_control[1]) \
                    if quadratic_control else (x, y)
                values = [qx, qy, *values]
            qx, qy, ex, ey = values
            yield ("C", x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y),
                   ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey)
            next_quadratic = (qx, qy)
            x, y = ex, ey
        elif command == "A":
            rx, ry, angle, large, sweep, ex, ey = values
            yield from arc((x, y), rx, ry, angle, bool(large), bool(sweep), (ex, ey))
            x, y = ex, ey
        else:  # Z: the current point returns to the subpath's start
            yield ("Z",)
            x, y = start
        cubic_control, quadratic_control = next_cubic, next_quadratic


def arc(begin: tuple[float, float], rx: float, ry: float, angle: float, large: bool,
        sweep: bool, end: tuple[float, float]) -> list[Segment]:
    """An elliptical arc from begin to end as cubic Béziers (SVG 1.1, F.6.5 and F.6.6):
    nothing when the ends coincide, a line when a radius is zero, radii scaled up when too
    small to reach."""
    (x1, y1), (x2, y2) = begin, end
    if x1 == x2 and y1 == y2:
        return []
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [("L", x2, y2)]
    phi = math.radians(angle % 360)
    cos, sin = math.cos(phi), math.sin(phi)
    hx, hy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p, y1p = cos * hx + sin * hy, -sin * hx + cos * hy
    reach = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if reach > 1:
        rx, ry = rx * math.sqrt(reach), ry * math.sqrt(reach)
    numerator = (rx * ry) ** 2 - (rx * y1p) ** 2 - (ry * x1p) ** 2
    denominator = (rx * y1p) ** 2 + (ry * x1p) ** 2
    factor = math.sqrt(max(0.0, numerator / denominator))
    if large == sweep:
        factor = -factor
    cxp, cyp = factor * rx * y1p / ry, -factor * ry * x1p / rx
    cx = cos * cxp - sin * cyp + (x1 + x2) / 2
    cy = sin * cxp + cos * cyp + (y1 + y2) / 2
    theta = _angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    turn = _angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if not sweep and turn > 0:
        turn -= 2 * math.pi
    elif sweep and turn < 0:
        turn += 2 * math.pi
    pieces = max(1, math.ceil(abs(turn) / (math.pi / 2) - 1e-9))
    step = turn / pieces
    k = 4 / 3 * math.tan(step / 4)  # a cubic's control distance for a circular arc of step

    def point(t: float) -> tuple[float, float]:
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        return cx + cos * ex - sin * ey, cy + sin * ex + cos * ey

    def tangent(t: float) -> tuple[float, float]:
        dx, dy = -rx * math.sin(t), ry * math.cos(t)
        return cos * dx - sin * dy, sin * dx + cos * dy

    segments = []
    px, py = x1, y1
    for index in range(pieces):
        t1, t2 = theta + index * step, theta + (index + 1) * step
        (d1x, d1y), (d2x, d2y) = tangent(t1), tangent(t2)
        qx, qy = (x2, y2) if index == pieces - 1 else point(t2)
        segments.append(("C", px + k * d1x, py + k * d1y, qx - k * d2x, qy - k * d2y, qx, qy))
        px, py = qx, qy
    return segments


def _angle(ux: float, uy: float, vx: float, vy: float) -> float:
    """The signed angle from vector u to vector v, in radians."""
    return math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)


_LETTERS = "MmLlHhVvCcSsQqTtAaZz"
_PLAIN_NUMBER = r"(?>[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)"
_PLAIN = (rf"[ \t\r\n]*+(?:[{_LETTERS}][ \t\r\n]*+"
          rf"(?:{_PLAIN_NUMBER}(?:[ \t\r\n]*+,?[ \t\r\n]*+{_PLAIN_NUMBER})*+[ \t\r\n]*+)?+)*+")
"""Path data as the grammar reads it, its numbers in ASCII digits, each command's numbers in
one run (how many each takes, and arc flags, are checked as they are read). This pattern
and the two below serve data with implicit repeats or numbers run together, which drawings
seldom have: re compiles them (and keeps them) when first used."""
_SPLIT = f"([{_LETTERS}])"
_NUMBERS = _PLAIN_NUMBER
_FLAGS = ("0", "1")


def operators(data: str) -> str | None:
    """The PDF path operators (m, l, c, h) for path data, as formatting parse()'s segments
    with fp_str gives them, in one pass over the data; None for data this pass does not read
    (empty, non-ASCII digits, arc flags written without a separator, anything refused):
    parse() reads that, and reports what it refuses. Every number is formatted in one call,
    into a template of the operators. Absolute commands (most of a drawing) take shorter
    ways: moves, lines and cubics pass their numbers through as a whole, and the others
    know where their numbers are."""
    if _ONE_GROUP.fullmatch(data):
        outline = _from_current_point(data) if _FROM_CURRENT_POINT.search(data) else \
            _passed_through(data)
        if outline is not None:
            return outline
    if not re.fullmatch(_PLAIN, data):
        return None
    parts = re.split(_SPLIT, data)  # [leading space, letter, its numbers, letter, ...]
    numbers_in = re.compile(_NUMBERS).findall
    if len(parts) < 3 or parts[1] not in "Mm":
        return None
    numbers: list[float] = []
    template: list[str] = []
    x = y = start_x = start_y = 0.0
    cubic = quadratic = None  # the previous curve's last control point, for S and T
    for index in range(1, len(parts), 2):
        letter = parts[index]
        if letter == "Z" or letter == "z":
            if not parts[index + 1].isspace() and parts[index + 1]:
                return None  # numbers after a closepath
            template.append("h")
            x, y = start_x, start_y
            cubic = quadratic = None
            continue
        texts = numbers_in(parts[index + 1])
        command = letter.upper()
        arity = _ARGUMENTS[command]
        count = len(texts)
        if not count or count % arity:
            return None
        values = list(map(float, texts))
        if letter == "L" or letter == "M" or letter == "C":  # numbers pass through
            numbers += values
            if letter == "C":
                template += [_CURVE] * (count // 6)
                cubic = (values[-4], values[-3])
            else:
                template += [_LINE] * (count // 2)
                if letter == "M":
                    template[-count // 2] = _MOVE
                    start_x, start_y = values[0], values[1]
                cubic = None
            x, y = values[-2], values[-1]
            quadratic = None
            continue
        relative = letter != command
        for at in range(0, count, arity):
            next_cubic = next_quadratic = None
            if command == "L" or command == "M":  # relative
                x += values[at]
                y += values[at + 1]
                numbers += (x, y)
                if command == "M" and at == 0:
                    start_x, start_y = x, y
                    template.append(_MOVE)
                else:
                    template.append(_LINE)
            elif command == "H" or command == "V":
                value = values[at]
                if command == "H":
                    x = value + x if relative else value
                else:
                    y = value + y if relative else value
                numbers += (x, y)
                template.append(_LINE)
            elif command == "Q" or command == "T" or command == "C" or command == "S":
                group = values[at:at + arity]
                if relative:
                    for i in range(0, arity, 2):
                        group[i] += x
                        group[i + 1] += y
                template.append(_CURVE)
                if command == "Q" or command == "T":
                    if command == "T":
                        group[:0] = (2 * x - quadratic[0], 2 * y - quadratic[1]) \
                            if quadratic else (x, y)
                    qx, qy, ex, ey = group
                    numbers += (x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y),
                                ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey)
                    next_quadratic = (qx, qy)
                    x, y = ex, ey
                else:
                    if command == "S":
                        group[:0] = (2 * x - cubic[0], 2 * y - cubic[1]) if cubic else (x, y)
                    numbers += group
                    next_cubic = (group[2], group[3])
                    x, y = group[4], group[5]
            else:  # A
                if texts[at + 3] not in _FLAGS or texts[at + 4] not in _FLAGS:
                    return None
                rx, ry, angle, large, sweep, ex, ey = values[at:at + arity]
                if relative:
                    ex += x
                    ey += y
                for segment in arc((x, y), rx, ry, angle, bool(large), bool(sweep), (ex, ey)):
                    numbers += segment[1:]
                    template.append(_LINE if segment[0] == "L" else _CURVE)
                x, y = ex, ey
            cubic, quadratic = next_cubic, next_quadratic
    return " ".join(template) % formatted(numbers)


_MOVE, _LINE, _CURVE = "%s %s m", "%s %s l", "%s %s %s %s %s %s c"
_TOKEN_CHARACTERS = "[-+.eE0-9]++"
_SEPARATED = "[ \t\r\n]*+,?[ \t\r\n]*+"
_NOT_LETTERS = bytes(set(range(256)) - set(b"MLCZ"))
_SPACES = bytes.maketrans(b"MLCZ,", b"     ")
_FORMATTED: dict[bytes, str] = {}
"""Numbers as written in path data, formatted as fp_str formats them: a drawing repeats
its coordinates."""


def _passed_through(data: str) -> str | None:
    """operators() for path data _ONE_GROUP matches that has only absolute moves, lines,
    cubics and closes, whose numbers are written as they are: each command becomes its template, and
    each number's text is formatted once per process. None for data starting otherwise than
    with a moveto, or with a run of number characters that float() does not read (then not
    a single number)."""
    written = data.encode()  # ASCII: _ONE_GROUP matched it
    letters = written.translate(None, _NOT_LETTERS)
    if not letters.startswith(b"M"):
        return None
    numbers = written.translate(_SPACES).split()
    try:
        texts = tuple(map(_FORMATTED.__getitem__, numbers))
    except KeyError:
        try:
            new = list(set(numbers) - _FORMATTED.keys())
            values = list(map(float, new))
        except ValueError:
            return None
        if len(_FORMATTED) > 65536:
            _FORMATTED.clear()
        _FORMATTED.update(zip(new, fp_str(*values).split(" "), strict=True))
        texts = tuple(map(_FORMATTED.__getitem__, numbers))
    template = letters.decode().replace("M", "%s %s m ").replace("L", "%s %s l ") \
        .replace("C", "%s %s %s %s %s %s c ").replace("Z", "h ")
    return template[:-1] % texts


_ONE_GROUP = re.compile(
    rf"(?:[ \t\r\n]*+(?:[MLTmlt][ \t\r\n]*+{_TOKEN_CHARACTERS}(?:{_SEPARATED}{_TOKEN_CHARACTERS})"
    rf"|[HVhv][ \t\r\n]*+{_TOKEN_CHARACTERS}"
    rf"|[QSqs][ \t\r\n]*+{_TOKEN_CHARACTERS}(?:{_SEPARATED}{_TOKEN_CHARACTERS}){{3}}"
    rf"|[Cc][ \t\r\n]*+{_TOKEN_CHARACTERS}(?:{_SEPARATED}{_TOKEN_CHARACTERS}){{5}}"
    rf"|[Aa][ \t\r\n]*+{_TOKEN_CHARACTERS}(?:{_SEPARATED}{_TOKEN_CHARACTERS}){{6}}"
    r"|[Zz]))*+[ \t\r\n]*+")
"""Path data whose commands each have their numbers once (no implicit repeats), each number
a run of the characters numbers are written with (float() tells whether it is one number: a
run that is two, such as 10-5, is left to the general reading)."""
_FROM_CURRENT_POINT = re.compile("[HVQSTAmlhvcsqtaz]")
"""Commands whose numbers are not written as they are: they start from the current point."""
_NOT_COMMAND_LETTERS = bytes(set(range(256)) - set(_LETTERS.encode()))
_COMMAND_SPACES = bytes.maketrans(_LETTERS.encode() + b",", b" " * (len(_LETTERS) + 1))


def _from_current_point(data: str) -> str | None:
    """operators() for path data _ONE_GROUP matches: a loop over its commands, which know
    where their numbers are. None for data starting otherwise than with a moveto, with a
    run of number characters that float() does not read, or with arc flags that are not a
    0 or a 1 of their own."""
    written = data.encode()  # ASCII: _ONE_GROUP matched it
    letters = written.translate(None, _NOT_COMMAND_LETTERS).decode()
    if not letters.startswith(("M", "m")):
        return None
    written_numbers = written.translate(_COMMAND_SPACES).split()
    try:
        values = list(map(float, written_numbers))
    except ValueError:
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
            if written_numbers[at + 3] not in _WRITTEN_FLAGS \
                    or written_numbers[at + 4] not in _WRITTEN_FLAGS:
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


_WRITTEN_FLAGS = (b"0", b"1")

_TEXTS: dict[float, str] = {}
"""Numbers formatted as fp_str formats them, by value: a drawing's coordinates repeat (the
intro's pictures format 13,840 numbers of 1,836 values)."""


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
