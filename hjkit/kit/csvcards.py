"""Card sets as spreadsheet rows: one card a row, a column per card field.

A game says how its sets lie in files (`CardSheet`: its card families, each a list in a
file, and the file that holds the set's header); the columns come from each family's
pydantic model, so a new field is a new column without more code:

- a field holding text is the cell's text as it stands;
- a field holding a list of texts (keywords, printed abilities, suits) is its items as
  printed, separated by "; " ("Defender +1; Hero [The Silver Shoes]"), or a YAML flow list
  (``["a; b", c]``) when an item holds a ";";
- a field holding a model of its own (a card's art, a quest's foe) is a column per field
  of it, named with dots (``art.file``, ``foe.fight``);
- any other field (a number, a yes/no, a list of structured abilities) is YAML flow text,
  as the card files write it inline: ``3``, ``true``, ``[{timing: [skirmish], ...}]``;
- an empty cell leaves the field out, so it takes its default (an empty list is ``[]``);
- a cell that begins with ``=``, ``+``, ``-`` or ``@`` (a spreadsheet would take it for a
  formula: "+1 strength" shows as an error, or runs) is written after an apostrophe, which
  spreadsheets show as text and the import takes off again.

Reading, the separator is the comma, or the semicolon or tab a spreadsheet set to another
language saves with (recognised from the first row).

A game with several families has a first column ``family`` naming the row's. Importing
writes the rows into the set's YAML files (hjkit.kit.cardimport) for the game's own loader
to read, so every cell is read by the parser and the model the YAML is.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from types import NoneType, UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import yaml
from pydantic import BaseModel

FAMILY = "family"
"""The column naming a row's card family, in a game with several."""
SEPARATOR = "; "
"""Between the printed items of a list cell."""
FORMULA = re.compile(r"^'*[=+\-@]")
"""A cell a spreadsheet reads as a formula, or one that was written so that it would not
(its apostrophes and then what it began with)."""
DELIMITERS = (",", ";", "\t")


@dataclass(frozen=True)
class Family:
    """One kind of card in a set's files: the list `key` in `file`, each item a `model`."""

    key: str
    model: type[BaseModel]
    file: str


@dataclass(frozen=True)
class CardSheet:
    """How a game's sets go to and from rows: its families in the order rows list them,
    the file holding the set's header (every key of it that is no family), a loaded
    library's cards by family key (file order), and the header a new set starts with."""

    families: tuple[Family, ...]
    header_file: str
    cards_of: Callable[[Any], dict[str, Iterable[BaseModel]]]
    new_header: Callable[[str], dict]

    @property
    def files(self) -> tuple[str, ...]:
        """Every file an import writes, the header's first."""
        return tuple(dict.fromkeys((self.header_file, *(f.file for f in self.families))))


@dataclass(frozen=True)
class Column:
    """One column: its name (dotted for a nested field), the keys to its value, and how
    its cells read ("text", "list" or "yaml")."""

    name: str
    path: tuple[str, ...]
    kind: Literal["text", "list", "yaml"]


def columns(sheet: CardSheet) -> list[Column]:
    """Every column of the game's rows: each family's fields in model order, a field two
    families share once."""
    found: dict[str, Column] = {}
    if len(sheet.families) > 1:
        found[FAMILY] = Column(FAMILY, (), "text")
    for family in sheet.families:
        for column in model_columns(family.model):
            found.setdefault(column.name, column)
    return list(found.values())


def model_columns(model: type[BaseModel], prefix: tuple[str, ...] = ()) -> list[Column]:
    """The columns of one model's fields (as the files name them: by alias)."""
    found = []
    for name, field in model.model_fields.items():
        path = (*prefix, field.alias or name)
        kind = _kind(field.annotation)
        if kind == "nested":
            found += model_columns(_bare(field.annotation), path)
        else:
            found.append(Column(".".join(path), path, kind))
    return found


def _bare(annotation: Any) -> Any:
    """The type under Annotated[...] and an optional's None."""
    while True:
        origin = get_origin(annotation)
        if origin is Annotated:
            annotation = get_args(annotation)[0]
        elif origin in (Union, UnionType):
            others = [a for a in get_args(annotation) if a is not NoneType]
            if len(others) != 1:
                return annotation
            annotation = others[0]
        else:
            return annotation


def _is_text(annotation: Any) -> bool:
    bare = _bare(annotation)
    return bare is str or (get_origin(bare) is Literal
                           and all(isinstance(a, str) for a in get_args(bare)))


def _kind(annotation: Any) -> str:
    bare = _bare(annotation)
    if isinstance(bare, type) and issubclass(bare, BaseModel):
        return "nested"
    if _is_text(bare):
        return "text"
    if get_origin(bare) in (tuple, list) and all(
            _is_text(a) for a in get_args(bare) if a is not Ellipsis):
        return "list"
    return "yaml"


# -- export: a loaded set's cards as CSV text ---------------------------------------------

def export_csv(sheet: CardSheet, library: Any) -> str:
    """The library's cards as CSV text, a row each, families in the sheet's order."""
    table = columns(sheet)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([c.name for c in table])
    cards = sheet.cards_of(library)
    for family in sheet.families:
        for card in cards.get(family.key, ()):
            data = card.model_dump(mode="json", by_alias=True, exclude_unset=True)
            writer.writerow([family.key if c.name == FAMILY else as_text(_cell(c, data))
                             for c in table])
    return out.getvalue()


def as_text(cell: str) -> str:
    """The cell as a spreadsheet must show it: as text, never as a formula."""
    return "'" + cell if FORMULA.match(cell) else cell


def from_text(cell: str) -> str:
    """The cell as_text wrote, as it was."""
    return cell[1:] if FORMULA.match(cell) and cell.startswith("'") else cell


def _cell(column: Column, data: dict) -> str:
    value: Any = data
    for key in column.path:
        value = value.get(key) if isinstance(value, dict) else None
    if value is None:
        return ""
    if column.kind == "text":
        return value
    if column.kind == "list" and value and all(_printable_item(v) for v in value):
        return SEPARATOR.join(value)
    return flow(value)


def _printable_item(item: str) -> bool:
    return bool(item) and ";" not in item and item == item.strip() and item[0] != "["


def flow(value: Any) -> str:
    """A value as one line of YAML flow text: ``{timing: [skirmish]}``, ``3``, ``true``
    (JSON, which YAML reads too, when the YAML would take more than one line)."""
    if isinstance(value, str):
        plain = value and value == value.strip() and _reads_back(value)
        return value if plain else json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, dict)):
        text = yaml.safe_dump(value, default_flow_style=True, width=float("inf"),
                              allow_unicode=True, sort_keys=False).strip()
        if "\n" not in text:
            return text
    return json.dumps(value, ensure_ascii=False)


def _reads_back(text: str) -> bool:
    try:
        return yaml.safe_load(text) == text
    except yaml.YAMLError:
        return False


# -- import: rows read from CSV text -------------------------------------------------------

@dataclass(frozen=True)
class RowProblem:
    """A cell (or row, or the whole sheet) that does not fit: where and why. row counts as
    a spreadsheet does, the column names first (row 1); 0 for the sheet as a whole."""

    source: str
    row: int
    column: str
    message: str

    def __str__(self) -> str:
        where = [self.source] + ([f"row {self.row}"] if self.row else [])
        where += [f"column {self.column}"] if self.column else []
        return f"{', '.join(where)}: {self.message}"


@dataclass(frozen=True)
class Row:
    """One card's row: its spreadsheet row number, family and non-empty cells by column."""

    number: int
    family: Family
    cells: dict[str, str]


def read_rows(sheet: CardSheet, text: str, source: str) -> tuple[list[Row], list[RowProblem]]:
    """The rows of CSV text (its first row names the columns); a problem for each column
    no family has and each row that names no family of the game."""
    table = {c.name: c for c in columns(sheet)}
    problems: list[RowProblem] = []
    first = text.split("\n", 1)[0]
    delimiter = max(DELIMITERS, key=first.count)  # a comma when the row holds none
    records = [[from_text(cell) for cell in record]
               for record in csv.reader(io.StringIO(text), delimiter=delimiter)]
    if not records or not any(cell.strip() for cell in records[0]):
        return [], [RowProblem(source, 0, "", "no column names in the first row")]
    names = [cell.strip() for cell in records[0]]
    for index, name in enumerate(names):
        if name and name not in table:
            problems.append(RowProblem(source, 1, name, f"no card field is called {name!r}; "
                                       f"the columns are {', '.join(table)}"))
        elif name and names.index(name) != index:
            problems.append(RowProblem(source, 1, name, "a second column of that name"))
    if "id" not in names:
        problems.append(RowProblem(source, 1, "", "a column called id is needed"))
    families = {f.key: f for f in sheet.families}
    rows = []
    for number, record in enumerate(records[1:], start=2):
        if not any(cell.strip() for cell in record):
            continue
        if len(record) > len(names):
            problems.append(RowProblem(source, number, "", f"{len(record)} cells but only "
                                       f"{len(names)} columns are named"))
            continue
        cells = {n: c for n, c in zip(names, record, strict=False) if n in table and c != ""}
        named = cells.pop(FAMILY, "").strip()
        family = families.get(named) if len(families) > 1 else sheet.families[0]
        if family is None:
            problems.append(RowProblem(source, number, FAMILY, f"{named!r} is no kind of "
                                       f"card of this game; say one of {', '.join(families)}"))
            continue
        rows.append(Row(number, family, cells))
    return rows, problems
