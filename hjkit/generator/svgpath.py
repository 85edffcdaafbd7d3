"""SVG path data (the `d` attribute) as absolute moves, lines, cubic Béziers and closes.

Quadratic Béziers are raised to cubics (exactly), elliptical arcs become cubics of at most a
quarter turn each, from the arc's centre found as the SVG implementation notes (F.6.5, F.6.6)
describe. Path data that breaks the grammar raises PathError: the whole picture then goes to
the general reader (see flatsvg), which has its own rules for what to draw of it.
"""

from __future__ import annotations

import math
import re

Segment = tuple
"""("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y) or ("Z",), absolute."""

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_SPACE = re.compile(r"[ \t\r\n]*")
_SEPARATOR = re.compile(r"[ \t\r\n]*,?[ \t\r\n]*")
ARGUMENTS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


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
        if command not in ARGUMENTS or (first and command != "M"):
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
                raise PathError(f"expected {ARGUMENTS[command]} numbers for {letter!r} at {at}")
            yield repeat, tuple(map(float, found.groups()))
            repeat = REPEAT.get(repeat, repeat)
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
            for index in range(ARGUMENTS[command])))
        return self[command]


REPEAT = {"M": "L", "m": "l"}
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
