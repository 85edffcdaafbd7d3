"""A layout file plainly valid is made into the layout dataclasses without pydantic, and
gives the same layout as pydantic would; anything else goes to pydantic, which reports
it as before."""

from __future__ import annotations

import copy
import random
import sys

import pytest
import yaml

from hjkit.generator import layout
from hjkit.generator.layout import (
    LAYOUT_DIR,
    SHEET_FILE,
    CardLayout,
    LayoutError,
    SheetLayout,
    card_layout_names,
)

SHIPPED = [(f"{name}.yaml", CardLayout) for name in card_layout_names()] + [
    (SHEET_FILE, SheetLayout)]


def _outcome(path, kind, plain: bool, monkeypatch) -> str:
    """The layout read (its repr names every value and its type) or the error."""
    if not plain:
        monkeypatch.setattr(layout, "_plainly_checked", lambda kind, data: None)
    try:
        return repr(layout._read_checked(path, kind))
    except LayoutError as error:
        return f"LayoutError: {error}"
    finally:
        monkeypatch.undo()


@pytest.mark.parametrize(("name", "kind"), SHIPPED)
def test_every_shipped_layout_reads_without_pydantic_as_pydantic_reads_it(name, kind,
                                                                          monkeypatch):
    data = yaml.safe_load((LAYOUT_DIR / name).read_text("utf-8"))
    assert layout._plainly_checked(kind, data) is not None
    assert (_outcome(LAYOUT_DIR / name, kind, True, monkeypatch)
            == _outcome(LAYOUT_DIR / name, kind, False, monkeypatch))


def _leaves(data, where=()):
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _leaves(value, (*where, key))
    yield where


def _at(data, where):
    for key in where:
        data = data[key]
    return data


ODD_VALUES = [0, 1, -1, 3, 7, 0.0, 2.5, 11, 45, 499.5, 501, 1e10, float("nan"), float("inf"),
              True, False, None, "3", "x", "", [], [1], {}, {"width": 1}, 10**30, 10**400,
              -float("inf")]


def test_changed_layouts_read_the_same_with_or_without_the_plain_path(tmp_path, monkeypatch):
    """Shipped layouts with values swapped for odd ones (bools, strings, ints, out of
    bounds, NaN, lists), fields removed or unknown ones added: the same layout, or the
    same error, either way."""
    chance = random.Random(13)
    plain_taken = 0
    for round_ in range(240):
        name, kind = SHIPPED[round_ % len(SHIPPED)]
        data = yaml.safe_load((LAYOUT_DIR / name).read_text("utf-8"))
        changed = copy.deepcopy(data)
        for _ in range(chance.randint(1, 2)):
            where = chance.choice(list(_leaves(changed)))
            what = chance.random()
            if not where:
                continue
            parent = _at(changed, where[:-1])
            if what < 0.1 and "face" in changed:  # the one field with a default
                changed["face"]["title_two_lines"] = chance.choice(ODD_VALUES)
            elif what < 0.7:
                parent[where[-1]] = chance.choice(ODD_VALUES)
            elif what < 0.85:
                del parent[where[-1]]
            else:
                parent[f"unknown_{where[-1]}"] = 1
        path = tmp_path / f"{round_}.yaml"
        path.write_text(yaml.safe_dump(changed), "utf-8")
        plain = _outcome(path, kind, True, monkeypatch)
        assert plain == _outcome(path, kind, False, monkeypatch), (changed, plain)
        plain_taken += not plain.startswith("LayoutError")
    assert plain_taken > 20  # the comparison covered layouts that read, not only errors


def test_reading_the_shipped_layouts_imports_no_pydantic():
    import subprocess

    script = ("import sys; from hjkit.generator import layout; "
              "layout._read_checked(layout.LAYOUT_DIR / 'cards.yaml', layout.CardLayout); "
              "layout._read_checked(layout.LAYOUT_DIR / 'sheets.yaml', layout.SheetLayout); "
              "print('pydantic' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=60)
    assert done.stdout.strip() == "False"
