"""Imposition: where each card goes on a sheet, where its back goes, and the crop marks.

Pure geometry in millimetres with the origin at the paper's bottom-left corner, as in PDF.
Cards are laid out upright or turned a quarter, whichever puts more on the sheet (upright
when equal); a card whose trim is its slot's turned on its side is drawn turned, so poker
cards and sites (the same size turned) share sheets. Per axis, as many cards are placed as
fit inside the margins with room left outside the block for crop marks at least
MIN_MARK_LENGTH long. Without a fixed gutter, the spare space goes first to bleed outside
the block (up to the full bleed), then to gutters between neighbours (up to twice the
bleed, shared half and half); with a fixed gutter every card keeps the full bleed outside
the block and half the gutter (up to the full bleed) inside it, except a piece so large
that it fits the axis only alone with less (Heroes and Quests' 190 mm board quarters on A4):
it keeps the bleed there is, as without a gutter. What is left centres the block. Crop
marks extend each cut line outwards from the block's bleed, so they never cross a card or
its bleed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .layout import MIN_MARK_LENGTH, LayoutError, Marks, Size

EPSILON = 1e-6
SEAM = 0.3
"""Neighbours' shared bleed areas overlap up to this much mid-gutter, so no hairline shows
between them."""


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

    def turn_for(self, card: Size) -> int:
        """Quarter turns (anticlockwise) a card of this size takes to fill the slot: 0 or 1."""
        if abs(card.width - self.trim.width) < EPSILON:
            return 0
        if abs(card.height - self.trim.width) < EPSILON:
            return 1
        raise ValueError(f"a {card.width:g} x {card.height:g} mm card does not fit a "
                         f"{self.trim.width:g} x {self.trim.height:g} mm slot")

    def origin(self, turn: int) -> tuple[float, float]:
        """Where the card's own bottom-left corner lands when drawn with `turn` quarter
        turns anticlockwise (-1, 0, 1, or 2 for upside down)."""
        if turn == 1:
            return self.trim.right, self.trim.y
        if turn == -1:
            return self.trim.x, self.trim.top
        if turn == 2:
            return self.trim.right, self.trim.top
        return self.trim.x, self.trim.y


def back_turn(turn: int, duplex: Duplex) -> int:
    """The turn of a card's back, so that its top edge is behind the face's top edge (top
    to top, as a card turned over sideways shows it), whatever way the card lies.

    Flipping over the long edge mirrors left and right: a face whose top points at angle
    a has its back's top at 180 - a, a turn of -turn. Flipping over the short edge
    mirrors up and down: -a, a turn of 2 - turn, so an upright card's back is drawn upside
    down on the back page and a card on its side keeps its turn."""
    if duplex is Duplex.LONG:
        return -turn
    return {0: 2, 1: 1, -1: -1, 2: 0}[turn]


@dataclass(frozen=True)
class Segment:
    """A crop mark: a straight line from (x1, y1) to (x2, y2)."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class _Axis:
    """Where the cards along one side of the paper start, and the spaces around them."""

    starts: tuple[float, ...]
    trim: float
    outer: float
    gutter: float
    bleed: float


@dataclass(frozen=True)
class Grid:
    """Cards of one trim size on one paper size: columns x rows slots, row by row from the
    top-left as a reader meets them, inside margin."""

    paper: Size
    card: Size
    columns: int
    rows: int
    slots: tuple[Slot, ...]
    margin: float

    @property
    def per_sheet(self) -> int:
        return len(self.slots)

    @property
    def narrowest_gutter(self) -> float | None:
        """The smallest space between neighbouring trims, across or down; None for a
        grid of one."""
        spaces = []
        if self.columns > 1:
            spaces.append(self.slots[1].trim.x - self.slots[0].trim.right)
        if self.rows > 1:
            spaces.append(self.slots[0].trim.y - self.slots[self.columns].trim.top)
        return min(spaces) if spaces else None

    def back_slots(self, duplex: Duplex, offset: tuple[float, float] = (0.0, 0.0)
                   ) -> tuple[Slot, ...]:
        """Where each slot's back is drawn on the back page, offset by (x right, y up) mm."""
        return tuple(s.mirrored(self.paper, duplex).shifted(*offset) for s in self.slots)

    def crop_marks(self, used: int, marks: Marks) -> tuple[Segment, ...]:
        """Marks for the cut lines of the first `used` slots, outside the block's bleed."""
        slots = self.slots[:used]
        if not slots:
            return ()
        low_x = min(s.bleed.x for s in slots) - marks.gap
        high_x = max(s.bleed.right for s in slots) + marks.gap
        low_y = min(s.bleed.y for s in slots) - marks.gap
        high_y = max(s.bleed.top for s in slots) + marks.gap
        xs = sorted({round(v, 6) for s in slots for v in (s.trim.x, s.trim.right)})
        ys = sorted({round(v, 6) for s in slots for v in (s.trim.y, s.trim.top)})
        edge_low, edge_high = self.margin, self.paper.height - self.margin
        side_low, side_high = self.margin, self.paper.width - self.margin
        segments: list[Segment] = []
        for x in xs:
            segments.append(Segment(x, high_y, x, min(high_y + marks.length, edge_high)))
            segments.append(Segment(x, low_y, x, max(low_y - marks.length, edge_low)))
        for y in ys:
            segments.append(Segment(high_x, y, min(high_x + marks.length, side_high), y))
            segments.append(Segment(low_x, y, max(low_x - marks.length, side_low), y))
        return tuple(segments)


def grid_for(paper: Size, card: Size, margin: float, bleed: float, marks: Marks,
             gutter: float | None = None, name: str | None = None) -> Grid:
    """As many cards of this size (upright or turned) as fit on the paper inside the margins,
    with room for crop marks; gutter fixes the space between neighbouring trims. name says
    what the piece is in the error when none fits (default: a card)."""
    turned = Size(width=card.height, height=card.width)
    grids = []
    for shape in (card, turned):
        try:
            grids.append(_grid(paper, shape, margin, bleed, marks, gutter))
        except LayoutError:
            continue
    if not grids:
        what = (f"{name} ({card.width:g} x {card.height:g} mm)" if name else
                f"a {card.width:g} x {card.height:g} mm card")
        raise LayoutError(f"{what} does not fit on "
                          f"{paper.width:g} x {paper.height:g} mm paper with {margin:g} mm "
                          f"margins, its bleed and {MIN_MARK_LENGTH:g} mm crop marks"
                          + (f" and a {gutter:g} mm gutter" if gutter else ""))
    return max(grids, key=lambda g: g.per_sheet)  # the first, upright, when equal


def _grid(paper: Size, card: Size, margin: float, bleed: float, marks: Marks,
          gutter: float | None) -> Grid:
    room = marks.gap + MIN_MARK_LENGTH
    across = _axis(paper.width, margin, card.width, bleed, room, gutter)
    down = _axis(paper.height, margin, card.height, bleed, room, gutter)
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


def _axis(extent: float, margin: float, trim: float, bleed: float, room: float,
          gutter: float | None) -> _Axis:
    available = extent - 2 * margin - 2 * room
    if gutter is None:
        count = int((available + EPSILON) // trim)
        spare = available - count * trim
        outer = min(bleed, spare / 2)
        space = min(2 * bleed, (spare - 2 * outer) / (count - 1)) if count > 1 else 0.0
    else:
        outer, space = bleed, gutter
        count = int((available - 2 * outer + space + EPSILON) // (trim + space))
        if count < 1 and trim <= available + EPSILON:  # alone, with the bleed there is
            count, outer = 1, min(bleed, (available - trim) / 2)
    if count < 1:
        raise LayoutError(f"no card {trim:g} mm long fits in {extent:g} mm")
    block = count * trim + (count - 1) * space
    first = (extent - block) / 2
    starts = tuple(first + i * (trim + space) for i in range(count))
    return _Axis(starts, trim, outer, space, bleed)


def _edge_bleed(axis: _Axis, index_from_edge: int) -> float:
    """Bleed on the side of a card that is index_from_edge cards from the block's edge."""
    if index_from_edge == 0:
        return axis.outer
    if axis.gutter >= 2 * axis.bleed:
        return axis.bleed
    return axis.gutter / 2 + min(SEAM, axis.gutter / 4)


def _mirror(rect: Rect, paper: Size, duplex: Duplex) -> Rect:
    if duplex is Duplex.LONG:
        return Rect(paper.width - rect.right, rect.y, rect.width, rect.height)
    if duplex is Duplex.SHORT:
        return Rect(rect.x, paper.height - rect.top, rect.width, rect.height)
    return rect
