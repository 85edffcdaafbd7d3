"""Card and sheet geometry from layouts/*.yaml, in millimetres, checked field by field.

A mistake in a layout file is a LayoutError naming the file, the line and the field, in the
same way the rules core reports a mistake in a card file.

The geometry is plain frozen dataclasses, which pydantic checks a layout file against (each
field's bounds are in its metadata, which pydantic reads as Field arguments; the checks
across fields are __post_init__). A Size made in code (impose turns a card) is checked by
nothing but its __post_init__.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from pydantic import TypeAdapter, ValidationError

from hjkit.kit.problems import message
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
    return Layout(cards=_read_checked(card_file, CardLayout),
                  sheets=_read_checked(sheet_file, SheetLayout))


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
    try:
        return TypeAdapter(kind).validate_python(document.data)
    except ValidationError as error:
        raise LayoutError("\n".join(_describe(document, detail) for detail in error.errors())
                          ) from None


def _describe(document: Document, detail: dict) -> str:
    location = tuple(detail["loc"])
    named = ".".join(str(step) for step in location) or "(top level)"
    said = "unknown field" if detail["type"] == "unexpected_keyword_argument" else \
        message(detail)
    return f"{document.path}:{document.line_of(location)}: [{named}] {said}"
