"""Card and sheet geometry from layouts/*.yaml, in millimetres, checked field by field.

A mistake in a layout file is a LayoutError naming the file, the line and the field, in the
same way the rules core reports a mistake in a card file.

The geometry is plain frozen dataclasses: pydantic checks a layout file against them (each
field's bounds are in its metadata, which pydantic reads as Field arguments; the checks
across fields are __post_init__), but only when the file is read and not plainly valid. A
file whose every value has its field's own type (a number for a float, a mapping of names
for a dict) within its bounds, with no field unknown or missing, is made into the
dataclasses directly (_plainly_checked), as pydantic would make it; anything else, or a
__post_init__ that refuses, goes to pydantic, which says what is wrong. A layout kept by
the data cache (see load_layout) is unpickled without importing pydantic, and a Size made
in code (impose turns a card) builds no validator.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, TypeVar

from hjkit.kit.datacache import checked_yaml
from hjkit.kit.resources import package_data
from hjkit.kit.yamlsource import Document, YamlError, read_yaml

LAYOUT_DIR = package_data("hjkit.generator", "layouts")
CARD_FILE = "cards.yaml"
SHEET_FILE = "sheets.yaml"
MIN_MARGIN = 6.0
"""Home printers cannot print nearer the paper edge than this."""
MIN_MARK_LENGTH = 3.0
"""Crop marks shorter than this are too hard to find and line a ruler up with."""

Millimetres = float
_Checked = TypeVar("_Checked")
_STRICT: Any = {"extra": "forbid"}
"""pydantic's config for every class here (as __pydantic_config__): unknown fields are
mistakes."""


def _bounds(**checks: Any) -> Any:
    """A field whose checks (gt, ge, le, min_length, description) pydantic applies when a
    file is read, with the default given as default=, if any."""
    if "default" in checks:
        return field(default=checks.pop("default"), metadata=checks)
    return field(metadata=checks)


class LayoutError(ValueError):
    """A layout file that cannot be used; the message names file, line and field."""


@dataclass(frozen=True)
class Size:
    """A trim size."""

    __pydantic_config__ = _STRICT
    width: Millimetres = _bounds(gt=0, le=500)
    height: Millimetres = _bounds(gt=0, le=500)


@dataclass(frozen=True)
class FaceGeometry:
    """Dimensions of the elements drawn on a face."""

    __pydantic_config__ = _STRICT
    frame: Millimetres = _bounds(gt=0, le=10, description="Border width inside the trim.")
    corner: Millimetres = _bounds(ge=0, le=10, description="Corner radius of the text panel.")
    badge: Millimetres = _bounds(gt=0, le=30, description="Cost, culture and risk badges.")
    qr: Millimetres = _bounds(gt=5, le=40, description="QR code side, quiet zone included.")
    text_max: float = _bounds(gt=0, le=30, description="Largest game-text size, points.")
    text_min: float = _bounds(gt=0, le=30, description="Smallest readable size, points.")
    title_max: float = _bounds(gt=0, le=40, description="One-line title size (pt), at most.")
    title_min: float = _bounds(gt=0, le=40, description="One-line title size (pt), at least.")
    title_two_lines: float | None = _bounds(
        default=None, gt=0, le=40, description="The one size (pt) of a title on two lines; "
                                               "title_min when not given.")

    def __post_init__(self) -> None:
        if self.text_min > self.text_max:
            raise ValueError("text_min must not exceed text_max")
        if self.title_min > self.title_max:
            raise ValueError("title_min must not exceed title_max")


@dataclass(frozen=True)
class CardLayout:
    """layouts/cards.yaml: trim sizes, bleed, safe zone, face elements."""

    __pydantic_config__ = _STRICT
    bleed: Millimetres = _bounds(ge=0, le=10)
    safe: Millimetres = _bounds(ge=0, le=10)
    sizes: dict[str, Size] = _bounds(min_length=1)
    types: dict[str, str] = _bounds(description="Card type -> size name; 'default' for the "
                                                "rest.")
    face: FaceGeometry = _bounds()

    def __post_init__(self) -> None:
        if "default" not in self.types:
            raise ValueError("types needs a 'default' size")
        for card_type, size in self.types.items():
            if size not in self.sizes:
                raise ValueError(f"types.{card_type} names size {size!r}; known sizes: "
                                 f"{', '.join(sorted(self.sizes))}")

    def size_of(self, card_type: str) -> Size:
        """The trim size a card of this type prints at."""
        return self.sizes[self.types.get(card_type, self.types["default"])]


@dataclass(frozen=True)
class Marks:
    """Crop marks."""

    __pydantic_config__ = _STRICT
    length: Millimetres = _bounds(ge=MIN_MARK_LENGTH, le=20,
                                  description="Length where the sheet has room; never "
                                              "shorter than MIN_MARK_LENGTH.")
    gap: Millimetres = _bounds(ge=0, le=5, description="Space between the bleed and a mark.")
    width: Millimetres = _bounds(gt=0, le=1)


@dataclass(frozen=True)
class SheetLayout:
    """layouts/sheets.yaml: paper sizes, margin and crop marks."""

    __pydantic_config__ = _STRICT
    papers: dict[str, Size] = _bounds(min_length=1)
    margin: Millimetres = _bounds(ge=MIN_MARGIN, le=50,
                                  description="Nothing is printed nearer the paper edge.")
    marks: Marks = _bounds()


@dataclass(frozen=True)
class Layout:
    """Everything the generator needs to know about geometry."""

    cards: CardLayout
    sheets: SheetLayout


_DATACLASSES: dict[str, type] = {kind.__name__: kind for kind in (Size, FaceGeometry, Marks)}
"""The dataclasses a layout file's fields hold, as their annotations name them."""

INCH = 25.4
INCH_BLEED = INCH / 8
"""The bleed print-on-demand shops ask of cards measured in inches (2.5 x 3.5 in)."""


def resized(layout: Layout, width: float, height: float) -> Layout:
    """The layout with its default card width x height mm, and every size that is the default
    turned on its side turned likewise. A size in whole tenths of an inch (63.5 x 88.9 mm is
    2.5 x 3.5 in, what print-on-demand shops expect) takes a bleed of 1/8 inch."""
    cards = layout.cards
    default = cards.sizes[cards.types["default"]]
    if not (0 < width <= 500 and 0 < height <= 500):
        raise LayoutError(f"{width:g}x{height:g} mm is not a card size")
    new, turned = Size(width=width, height=height), Size(width=height, height=width)
    sizes = {}
    for name, size in cards.sizes.items():
        if size == default:
            sizes[name] = new
        elif (size.width, size.height) == (default.height, default.width):
            sizes[name] = turned
        else:
            sizes[name] = size
    inches = all(abs(v * 10 / INCH - round(v * 10 / INCH)) < 1e-6 for v in (width, height))
    bleed = INCH_BLEED if inches else cards.bleed
    return replace(layout, cards=replace(cards, sizes=sizes, bleed=bleed))


def load_layout(folder: Path = LAYOUT_DIR, cards: str | Path = CARD_FILE) -> Layout:
    """Read a card layout and sheets.yaml from folder, raising LayoutError on any mistake.
    cards names a layout in folder (`mini`, `tarot`, `mini.yaml`) or is a YAML file of the
    user's own."""
    card_file, sheet_file = card_layout_path(folder, cards), folder / SHEET_FILE
    return checked_yaml("layout", [card_file, sheet_file], [Path(__file__)],
                        lambda: Layout(cards=_read_checked(card_file, CardLayout),
                                       sheets=_read_checked(sheet_file, SheetLayout)),
                        still_true=lambda kept: isinstance(kept, Layout))


def card_layout_path(folder: Path, cards: str | Path) -> Path:
    """Where the card layout called `cards` lives."""
    named = folder / (cards if str(cards).endswith(".yaml") else f"{cards}.yaml")
    if Path(cards).suffix == ".yaml" and Path(cards).exists() and not named.exists():
        return Path(cards)
    if not named.exists() or named.name == SHEET_FILE:
        raise LayoutError(f"no card layout {str(cards)!r}; shipped: "
                          f"{', '.join(card_layout_names(folder))}, or give a .yaml file")
    return named


def card_layout_names(folder: Path = LAYOUT_DIR) -> list[str]:
    """The card layouts in folder by name: `cards` (poker, the default) and the rest."""
    return sorted(p.stem for p in folder.glob("*.yaml") if p.name != SHEET_FILE)


def _read_checked(path: Path, kind: type[_Checked]) -> _Checked:
    try:
        document = read_yaml(path)
    except YamlError as error:
        raise LayoutError(str(error)) from None
    plain = _plainly_checked(kind, document.data)
    if plain is not None:
        return plain
    from pydantic import TypeAdapter, ValidationError  # only for a file not plainly valid

    try:
        return TypeAdapter(kind).validate_python(document.data)
    except ValidationError as error:
        raise LayoutError("\n".join(_describe(document, detail) for detail in error.errors())
                          ) from None


class _NotPlain(Exception):
    """A value _plainly_checked leaves to pydantic."""


_BOUNDS = {"gt": float.__gt__, "ge": float.__ge__, "le": float.__le__}


def _plainly_checked(kind: type[_Checked], data: object) -> _Checked | None:
    """The layout pydantic would make of data, when data is plainly valid; else None (and
    pydantic decides, reporting each mistake)."""
    try:
        return _plain_dataclass(kind, data)
    except (_NotPlain, ValueError):  # ValueError: a __post_init__ refusing
        return None


def _plain_dataclass(kind: type, data: object):
    if type(data) is not dict or not set(data) <= {f.name for f in fields(kind)}:
        raise _NotPlain
    values = {}
    for spec in fields(kind):
        if spec.name not in data:
            if spec.default is MISSING:
                raise _NotPlain
            continue
        checks = {k: v for k, v in spec.metadata.items() if k != "description"}
        values[spec.name] = _plain_value(spec.type, data[spec.name], checks)
    return kind(**values)


def _plain_value(annotation: str, value: object, checks: dict):
    if annotation in ("Millimetres", "float") or (annotation == "float | None"
                                                  and value is not None):
        # an int is taken as the float it equals, as pydantic's lax mode takes it
        if type(value) not in (int, float) or not abs(value) <= 1e9:  # NaN fails too
            raise _NotPlain
        number = float(value)
        for name, bound in checks.items():
            if name not in _BOUNDS or not _BOUNDS[name](number, float(bound)):
                raise _NotPlain
        return number
    if annotation == "float | None" and not checks.keys() - _BOUNDS.keys():
        return None
    if annotation == "str" and type(value) is str and not checks:
        return value
    if annotation in ("dict[str, Size]", "dict[str, str]") and type(value) is dict:
        if checks.keys() - {"min_length"} or len(value) < checks.get("min_length", 0):
            raise _NotPlain
        item = annotation[len("dict[str, "):-1]
        if not all(type(key) is str for key in value):
            raise _NotPlain
        return {key: _plain_value(item, v, {}) for key, v in value.items()}
    if annotation in _DATACLASSES and not checks:
        return _plain_dataclass(_DATACLASSES[annotation], value)
    raise _NotPlain


def _describe(document: Document, detail: dict) -> str:
    location = tuple(detail["loc"])
    named = ".".join(str(step) for step in location) or "(top level)"
    message = detail["msg"].removeprefix("Value error, ")
    if detail["type"] in ("extra_forbidden", "unexpected_keyword_argument"):
        message = "unknown field"
    elif detail["type"] == "missing":
        message = "missing field"
    return f"{document.path}:{document.line_of(location)}: [{named}] {message}"
