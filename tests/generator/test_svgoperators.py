"""svgoperators.operators, the one-pass reading of path data, writes exactly what parsing the
data (svgpath.parse) and formatting its segments writes, for every shipped path and for thousands
of generated and damaged ones; data it does not read (None) is parsed as before, which also
reports what the grammar refuses."""

from __future__ import annotations

import random
from pathlib import Path
from xml.etree import ElementTree

import pytest

from hjkit.generator import flatsvg, svgoperators, svgpath

ROOT = Path(__file__).resolve().parents[2]
SHIPPED_PATHS = [element.get("d") for picture in sorted(ROOT.glob("hjkit/**/*.svg"))
                 for element in ElementTree.fromstring(picture.read_bytes()).iter()
                 if element.get("d") is not None]


def _parsed(data: str):
    """What parsing and formatting give: the outline, or the kind of error."""
    try:
        return "outline", flatsvg._parsed_path(data)
    except (ValueError, ArithmeticError) as error:
        return "error", type(error)


def _one_pass(data: str):
    try:
        outline = svgoperators.operators(data)
    except (ValueError, ArithmeticError) as error:
        return "error", type(error)
    return None if outline is None else ("outline", outline)


def _assert_same(cases: list[str]) -> int:
    """Every case reads the same either way (or is left to parsing); how many were read in
    one pass."""
    read = 0
    for data in cases:
        mine = _one_pass(data)
        if mine is not None:
            read += 1
            assert mine == _parsed(data), data
    return read


def test_every_shipped_path_is_read_in_one_pass_as_parsing_reads_it():
    assert len(SHIPPED_PATHS) > 200
    svgoperators._PASSED_THROUGH.clear()  # numbers formatted afresh, then remembered
    svgoperators._TEXTS.clear()
    assert _assert_same(SHIPPED_PATHS) == len(SHIPPED_PATHS)
    assert _assert_same(SHIPPED_PATHS) == len(SHIPPED_PATHS)


NUMBERS = ["0", "10", "-5", "+3", "2.5", ".5", "-.25", "7.", "1e2", "1E-1", "-2.5e+1", "007",
           "-0", "0.0001", "123456.789", "3e-9"] * 3 + ["1e19", "1e30"]
SEPARATORS = [" ", ",", " , ", "\t", "\n", "", "  ", ", "]
LETTERS = "MmLlHhVvCcSsQqTtAaZz"


def _generated(rng: random.Random, letters: str = LETTERS, repeats=(1, 1, 1, 2, 3)) -> str:
    """Path data drawn from the grammar's parts, often breaking it."""
    parts = [rng.choice(["", " ", "\n"])]
    for index in range(rng.randint(1, 8)):
        letter = "M" if index == 0 and rng.random() < 0.95 else rng.choice(letters)
        parts.append(letter + ("," if rng.random() < 0.02 else rng.choice(["", " "])))
        if letter in "Zz":
            if rng.random() < 0.02:
                parts.append(rng.choice(NUMBERS))
            continue
        arity = svgpath.ARGUMENTS[letter.upper()]
        count = arity * rng.choice(repeats) + (rng.random() < 0.02)
        numbers = []
        for position in range(count):
            if letter in "Aa" and position % 7 in (3, 4):
                numbers.append(rng.choice(["0", "1"] * 20 + ["2", "01", "1.0"]))
            else:
                numbers.append(rng.choice(NUMBERS))
        text = numbers[0]
        for number in numbers[1:]:
            separator = rng.choice(SEPARATORS)
            if not separator and number[0] not in "-+." and rng.random() < 0.9:
                separator = " "  # most data keeps its numbers apart
            text += separator + number
        parts.append(text + ("," if rng.random() < 0.02 else rng.choice(["", " ", "\n"])))
    return "".join(parts)


@pytest.mark.parametrize("letters", ["MLHVCSQTZ", LETTERS])
def test_commands_each_with_one_group_read_in_one_pass_as_parsing_reads_them(letters):
    """Commands each with its numbers once are read by a loop of their own: absolute
    ones, and then relative ones and arcs too."""
    rng = random.Random(17)
    cases = [_generated(rng, letters, (1,)) for _ in range(3000)]
    assert sum(bool(svgoperators._ONE_GROUP.fullmatch(data)) and
               bool(svgoperators._FROM_CURRENT_POINT.search(data)) for data in cases) > 1000
    valid = [data for data in cases if _parsed(data)[0] == "outline"]
    assert _assert_same(cases) > 0.95 * len(valid)


def _damaged(rng: random.Random, data: str) -> str:
    """A shipped path with a character removed, doubled, replaced or inserted."""
    at = rng.randrange(len(data))
    kind = rng.choice(["remove", "double", "replace", "insert"])
    character = rng.choice("MmLlQqTtAaZzCcSsHhVv0123456789.-+eE, \t")
    if kind == "remove":
        return data[:at] + data[at + 1:]
    if kind == "double":
        return data[:at] + data[at] + data[at:]
    if kind == "replace":
        return data[:at] + character + data[at + 1:]
    return data[:at] + character + data[at:]


def test_generated_path_data_reads_in_one_pass_as_parsing_reads_it():
    rng = random.Random(13)
    cases = [_generated(rng) for _ in range(4000)]
    valid = [data for data in cases if _parsed(data)[0] == "outline"]
    assert len(valid) > 1500
    assert _assert_same(cases) > 0.95 * len(valid)  # most valid data, not only the trivial


def test_damaged_shipped_paths_read_in_one_pass_as_parsing_reads_them():
    rng = random.Random(31)
    cases = [_damaged(rng, rng.choice(SHIPPED_PATHS)) for _ in range(3000)]
    cases += [_damaged(rng, _damaged(rng, rng.choice(SHIPPED_PATHS))) for _ in range(1000)]
    read = _assert_same(cases)
    assert read > 500


@pytest.mark.parametrize("data", [
    "", "   ", "M 10", "L 10 10", "M 10 10 L 20 20,", "M 10 10 Z 5", "M1e 2", "M 10 10 X 4",
    "M10-5", "M1.5.5 2", "M1e5.5 2", "M 10 10 A 5 5 0 2 0 20 20", "M 10 10 a 5 5 0 1020 20",
    "M\u0663 4", "M 1 2 L \u0663 4", "M 1e400 0", "M 1e30 0", "M 1e30 0 Q 1 1 2 2",
    "M 0 0 1e308 1e308 Q -1e308 -1e308 1e308 1e308", "M 1 2 3 4 5 6", "m 1 2 3 4 z l 1 1",
    "M0,0 C1,1 2,2 3,3 4,4 5,5", "M0,0 C1,1 2,2 3,3 4,4 5", "M 0 0 L 1 1 L", "Z M 0 0",
])
def test_edge_cases_read_in_one_pass_as_parsing_reads_them(data):
    _assert_same([data])
    svgoperators._TEXTS.clear()
    _assert_same([data])
