"""`hjkit import`: a set's YAML files written from a spreadsheet's rows (hjkit.kit.csvcards).

The rows are written as the set's files would hold them, a key a line, and the folder as
it would then be (the new files beside the set's pictures and decks) is loaded by the
game's own loader before anything is written: every problem is the one `hjkit check`
would find, told at the row and column it came from. Nothing is written while any
remains, and a set already there is replaced only when asked (force).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .csvcards import FAMILY, CardSheet, Column, Row, RowProblem, columns, read_rows
from .outfiles import replace_file
from .pictures import PictureClash, carry_pictures
from .yamlsource import MAX_BYTES, YamlError, read_yaml


class ImportRefused(ValueError):
    """An import that cannot start: the sheet or the folder to write is not usable."""


@dataclass(frozen=True)
class SetFile:
    """One file of the set as the rows write it, and the row and column of each line."""

    name: str
    text: str
    places: dict[int, tuple[Row, str]]


@dataclass(frozen=True)
class Imported:
    """What an import found: the problems (empty when the files were written), and the
    files written with how many cards."""

    problems: tuple[str, ...]
    written: tuple[Path, ...]
    cards: int
    pictures: tuple[Path, ...] = ()
    """The pictures copied into the set from beside the CSV file."""


def import_csv(game: Any, sheet: CardSheet, csv_path: Path, set_id: str, folder: Path,
               force: bool = False) -> Imported:
    """Write set set_id of game into folder/set_id from the CSV file, or say why not."""
    source = csv_path.name
    text = _read_text(csv_path)
    destination = folder / set_id
    there = [destination / name for name in sheet.files if (destination / name).exists()]
    if there and not force:
        raise ImportRefused(f"{destination} already holds {', '.join(p.name for p in there)}; "
                            f"give --force to replace them")
    rows, problems = read_rows(sheet, text, source)
    files, cell_problems = set_files(sheet, rows, header_for(game, sheet, set_id, destination),
                                     source)
    problems += cell_problems
    if problems:
        return Imported(tuple(map(str, problems)), (), 0)
    found = _load_staged(game, sheet, files, destination, source)
    if found:
        return Imported(tuple(found), (), 0)
    written = []
    for file in files:
        target = destination / file.name
        replace_file(target, file.text.encode("utf-8"))
        written.append(target)
    # the pictures the rows name, from beside the CSV (hjkit export csv writes them there)
    missing = [p for p in getattr(game.load([destination]).library, "art", {}).values()
               if p.missing()]
    try:
        carried = carry_pictures(missing, csv_path.parent, destination)
    except (PictureClash, OSError) as error:
        raise ImportRefused(f"the cards are written; their pictures are not: {error}") from None
    return Imported((), tuple(written), len(rows), tuple(carried))


def _read_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise ImportRefused(f"{path}: cannot read: {error.strerror}") from None
    if len(raw) > MAX_BYTES:
        raise ImportRefused(f"{path}: {len(raw):,} bytes; the limit is {MAX_BYTES:,} (the "
                            f"set's YAML files have the same)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ImportRefused(f"{path}: not UTF-8 text (byte 0x{raw[error.start]:02x} at "
                            f"{error.start}): save the sheet as CSV UTF-8") from None


def header_for(game: Any, sheet: CardSheet, set_id: str, destination: Path) -> dict:
    """The set's header (its file's keys other than the cards): the one the set being
    replaced has, else the shipped set's of that id, else the game's new one; its set id
    is set_id."""
    families = {f.key for f in sheet.families}
    shipped = game.shipped_cards()
    for folder in (destination, shipped / set_id if shipped else None):
        if folder is not None and (folder / sheet.header_file).is_file():
            try:
                data = read_yaml(folder / sheet.header_file).data
            except YamlError as error:
                raise ImportRefused(f"{error}: the set's header is read from there") from None
            header = {k: v for k, v in data.items() if k not in families} if isinstance(
                data, dict) else {}
            break
    else:
        header = sheet.new_header(set_id)
    if isinstance(header.get("set"), dict):
        header["set"] = {**header["set"], "id": set_id}
    return header


# -- rows to YAML ------------------------------------------------------------------------

def set_files(sheet: CardSheet, rows: list[Row], header: dict, source: str
              ) -> tuple[list[SetFile], list[RowProblem]]:
    """The set's files as the rows write them (header first), with the problems of cells
    that cannot be written as YAML on one line."""
    table = [c for c in columns(sheet) if c.name != FAMILY]
    problems: list[RowProblem] = []
    files = []
    for name in sheet.files:
        lines = ["# Written by hjkit import from a spreadsheet: edit the sheet and import it "
                 "again, or edit this file."]
        if name == sheet.header_file and header:
            lines += yaml.safe_dump(header, sort_keys=False, allow_unicode=True,
                                    width=88).splitlines()
        places: dict[int, tuple[Row, str]] = {}
        for family in (f for f in sheet.families if f.file == name):
            listed = [r for r in rows if r.family is family]
            lines.append(f"{family.key}:" if listed else f"{family.key}: []")
            for row in listed:
                for text, column in _card_lines(row, table, problems, source):
                    lines.append(text)
                    places[len(lines)] = (row, column)
        files.append(SetFile(name, "\n".join(lines) + "\n", places))
    return files, problems


def _card_lines(row: Row, table: list[Column], problems: list[RowProblem], source: str
                ) -> list[tuple[str, str]]:
    """One card's lines ("  - id: ...", then "    title: ...", nested fields indented)."""
    lines: list[tuple[str, str]] = []
    opened: tuple[str, ...] = ()
    for column in table:
        if column.name not in row.cells:
            continue
        value = _yaml_value(row, column, problems, source)
        parents = column.path[:-1]
        shared = 0
        while shared < min(len(opened), len(parents)) and opened[shared] == parents[shared]:
            shared += 1
        for depth in range(shared, len(parents)):
            lines.append((f"{'  ' * depth}{parents[depth]}:", column.name))
        opened = parents
        lines.append((f"{'  ' * len(parents)}{column.path[-1]}: {value}", column.name))
    return [(("  - " if i == 0 else "    ") + text, column)
            for i, (text, column) in enumerate(lines)]


def _yaml_value(row: Row, column: Column, problems: list[RowProblem], source: str) -> str:
    cell = row.cells[column.name]
    if column.kind == "text":
        return json.dumps(cell, ensure_ascii=False)
    if column.kind == "list" and not cell.lstrip().startswith("["):
        items = [item.strip() for item in cell.split(";") if item.strip()]
        return "[" + ", ".join(json.dumps(i, ensure_ascii=False) for i in items) + "]"
    flow = cell.strip()
    if "\n" in flow or "\r" in flow or flow[:1] in ("|", ">"):
        problems.append(RowProblem(source, row.number, column.name,
                                   "write the value on one line, as YAML flow text "
                                   "(e.g. [{timing: [skirmish], ...}])"))
        return "null"
    return flow


# -- the folder as it would be, through the game's loader -------------------------------

def _load_staged(game: Any, sheet: CardSheet, files: list[SetFile], destination: Path,
                 source: str) -> list[str]:
    """The problems the game's loader finds in the set folder with these files in it,
    those of the files told at their rows and columns."""
    with tempfile.TemporaryDirectory(prefix="hjkit-import-") as scratch:
        stage = Path(scratch) / destination.name
        if destination.is_dir():  # its pictures and decks, linked, not copied
            shutil.copytree(destination, stage, copy_function=_link,
                            ignore=lambda folder, names: [n for n in names if n in sheet.files
                                                          and Path(folder) == destination])
        stage.mkdir(parents=True, exist_ok=True)
        staged = {}
        for file in files:
            (stage / file.name).write_text(file.text, encoding="utf-8")
            staged[(stage / file.name).resolve()] = file
        loaded = game.load([stage])
        table = [c.name for c in columns(sheet)]
        families = {f.key for f in sheet.families}
        return [_told(p, staged, table, families, source) for p in loaded.problems]


def _link(source: str, target: str) -> None:
    os.symlink(os.path.abspath(source), target)


def _told(problem: Any, staged: dict[Path, SetFile], table: list[str], families: set[str],
          source: str) -> str:
    """A loader's problem at the row and column of the sheet it came from, or as the
    loader said it when it is about another file (a deck naming a card)."""
    path = getattr(problem, "path", None)
    file = staged.get(Path(path).resolve()) if path is not None else None
    if file is None:
        return str(problem)
    place = file.places.get(problem.line)
    if place is None or problem.field in families:  # about the set as a whole
        where = f" [{problem.field}]" if problem.field else ""
        return str(RowProblem(source, 0, "", f"{problem.message}{where}"))
    row, column = place
    named = _column_named(problem.field, row, table)
    return str(RowProblem(source, row.number, column if named is None else named,
                          problem.message))


def _column_named(field: str, row: Row, table: list[str]) -> str | None:
    """The column a loader's field name ('cards[3] (bagheera).art.file', 'quest.item')
    points at within a card: "" when it names the card as a whole, None when it names
    nothing known (the line then tells)."""
    card_id = re.escape(row.cells.get("id", "").strip())
    match = re.match(rf"^(?:{re.escape(row.family.key)}(?:\[\d+\])?(?: \([^)]*\))?|"
                     rf"{card_id})(?:\.(.+))?$", field or "")
    if not match:
        return None
    if match[1] is None:
        return ""
    rest = re.sub(r"\[(\d+)\]", r".\1", match[1])
    named = [c for c in table if rest == c or rest.startswith(c + ".")]
    if named:
        return max(named, key=len)
    return next((c for c in table if c.startswith(rest + ".")), None)
