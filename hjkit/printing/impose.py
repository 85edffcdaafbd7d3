"""Imposition: where each card goes on a sheet, where its back goes, and the crop marks.

Pure geometry in millimetres with the origin at the paper's bottom-left corner, as in PDF.
Per axis, cards are placed as many as fit inside the margins; the spare space goes first
to bleed outside the block of cards (up to the full bleed), then to gutters between
neighbours (up to twice the bleed, shared half and half), and what is left centres the
block. Crop marks extend each cut line outwards from the block, so they never cross a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .layout import LayoutError, Marks, Size

EPSILON = 1e-6
SEAM = 0.3
"""Neighbours' bleed areas overlap this much mid-gutter, so no hairline shows between them."""


class Duplex(Enum):
    """How the printer turns the sheet for the second side."""

    LONG = "long"
    """Flip on the long edge: each row of backs is mirrored."""
    SHORT = "short"
    """Flip on the short edge: each column of backs is mirrored."""
    NONE = "none"
    """Single-sided: no back pages."""


@dataclass(frozen=True)
class Rect:
    """A rectangle: bottom-left corner, width and height."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    def shifted(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.width, self.height)

    def overlaps(self, other: Rect) -> bool:
        """True when the two share interior area (touching edges do not count)."""
        return (self.x < other.right - EPSILON and other.x < self.right - EPSILON
                and self.y < other.top - EPSILON and other.y < self.top - EPSILON)


@dataclass(frozen=True)
class Slot:
    """One card's place on a sheet: its trim and the bleed area it may paint."""

    trim: Rect
    bleed: Rect

    def mirrored(self, paper: Size, duplex: Duplex) -> Slot:
        """Where this slot's back lands on the other side of the sheet."""
        return Slot(_mirror(self.trim, paper, duplex), _mirror(self.bleed, paper, duplex))

    def shifted(self, dx: float, dy: float) -> Slot:
        return Slot(self.trim.shifted(dx, dy), self.bleed.shifted(dx, dy))


@dataclass(frozen=True)
class Segment:
    """A crop mark: a straight line from (x1, y1) to (x2, y2)."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class _Axis:
    starts: tuple[float, ...]
    trim: float
    outer: float
    gutter: float


@dataclass(frozen=True)
class Grid:
    """Cards of one trim size on one paper size."""

    paper: Size
    card: Size
    columns: int
    rows: int
    slots: tuple[Slot, ...]
    """Row by row from the top-left, as a reader meets them."""
    margin: float

    @property
    def per_sheet(self) -> int:
        return len(self.slots)

    def back_slots(self, duplex: Duplex, offset: tuple[float, float] = (0.0, 0.0)
                   ) -> tuple[Slot, ...]:
        """Where each slot's back is drawn on the back page, offset by (x right, y up) mm."""
        return tuple(s.mirrored(self.paper, duplex).shifted(*offset) for s in self.slots)

    def crop_marks(self, used: int, marks: Marks) -> tuple[Segment, ...]:
        """Marks for the cut lines of the first `used` slots, outside the block of cards."""
        slots = self.slots[:used]
        if not slots:
            return ()
        low_x = min(s.trim.x for s in slots)
        high_x = max(s.trim.right for s in slots)
        low_y = min(s.trim.y for s in slots)
        high_y = max(s.trim.top for s in slots)
        xs = sorted({round(v, 6) for s in slots for v in (s.trim.x, s.trim.right)})
        ys = sorted({round(v, 6) for s in slots for v in (s.trim.y, s.trim.top)})
        edge_low, edge_high = self.margin, self.paper.height - self.margin
        side_low, side_high = self.margin, self.paper.width - self.margin
        segments: list[Segment] = []
        for x in xs:
            top_start = high_y + marks.gap
            bottom_start = low_y - marks.gap
            segments.append(Segment(x, top_start, x, min(top_start + marks.length, edge_high)))
            segments.append(Segment(x, bottom_start, x,
                                    max(bottom_start - marks.length, edge_low)))
        for y in ys:
            right_start = high_x + marks.gap
            left_start = low_x - marks.gap
            segments.append(Segment(right_start, y, min(right_start + marks.length, side_high),
                                    y))
            segments.append(Segment(left_start, y, max(left_start - marks.length, side_low), y))
        return tuple(s for s in segments if abs(s.x2 - s.x1) + abs(s.y2 - s.y1) > EPSILON)


def grid_for(paper: Size, card: Size, margin: float, bleed: float) -> Grid:
    """As many cards of this size as fit on the paper inside the margins."""
    across = _axis(paper.width, margin, card.width, bleed, "width")
    down = _axis(paper.height, margin, card.height, bleed, "height")
    slots = []
    for row in range(len(down.starts)):
        # rows are counted from the top; PDF y grows upwards
        y = paper.height - down.starts[row] - card.height
        for column, x in enumerate(across.starts):
            trim = Rect(x, y, card.width, card.height)
            left = _edge_bleed(across, column)
            right = _edge_bleed(across, len(across.starts) - 1 - column)
            above = _edge_bleed(down, row)
            below = _edge_bleed(down, len(down.starts) - 1 - row)
            slots.append(Slot(trim, Rect(x - left, y - below, card.width + left + right,
                                         card.height + above + below)))
    return Grid(paper, card, len(across.starts), len(down.starts), tuple(slots), margin)


def single_slot(card: Size, bleed: float) -> tuple[Size, Slot]:
    """Print-shop page: one card at trim plus bleed on every side."""
    page = Size(width=card.width + 2 * bleed, height=card.height + 2 * bleed)
    trim = Rect(bleed, bleed, card.width, card.height)
    return page, Slot(trim, Rect(0, 0, page.width, page.height))


def _axis(extent: float, margin: float, trim: float, bleed: float, name: str) -> _Axis:
    available = extent - 2 * margin
    count = int((available + EPSILON) // trim)
    if count < 1:
        raise LayoutError(f"a card {trim:g} mm in {name} does not fit on paper {extent:g} mm "
                          f"with {margin:g} mm margins")
    spare = available - count * trim
    outer = min(bleed, spare / 2)
    gutter = min(2 * bleed, (spare - 2 * outer) / (count - 1)) if count > 1 else 0.0
    block = count * trim + (count - 1) * gutter
    first = (extent - block) / 2
    starts = tuple(first + i * (trim + gutter) for i in range(count))
    return _Axis(starts, trim, outer, gutter)


def _edge_bleed(axis: _Axis, index_from_edge: int) -> float:
    """Bleed on the side of a card that is index_from_edge cards from the block's edge."""
    if index_from_edge == 0:
        return axis.outer
    return axis.gutter / 2 + (SEAM if axis.gutter > 0 else 0.0)


def _mirror(rect: Rect, paper: Size, duplex: Duplex) -> Rect:
    if duplex is Duplex.LONG:
        return Rect(paper.width - rect.right, rect.y, rect.width, rect.height)
    if duplex is Duplex.SHORT:
        return Rect(rect.x, paper.height - rect.top, rect.width, rect.height)
    return rect
