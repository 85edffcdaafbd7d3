"""PDF files: sheets of imposed cards with their backs, and print-shop files of single cards.

Output is deterministic: reportlab's invariant mode fixes dates and ids, and the metadata
is fixed, so the same input gives the same bytes.
"""

from __future__ import annotations

import hashlib
import io
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import BinaryIO

from reportlab import rl_config
from reportlab.lib.rl_accel import fp_str
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from . import fonts
from .forms import reuse
from .impose import Duplex, Grid, Segment, Slot, back_turn, grid_for, single_slot
from .layout import Layout, LayoutError, Size

Draw = Callable[[Canvas], None]
Progress = Callable[[int], None]
AUTHOR = "The Heroes' Journey Table Kit"
HALO = (1.0, 1.0, 1.0)
FORM_MARGIN = 12.0
"""Millimetres around a card side that its stored drawing keeps: more than any bleed."""


@dataclass(frozen=True)
class Piece:
    """One card to print: its id, its trim size, how to draw its face and its back."""

    card_id: str
    size: Size
    front: Draw
    back: Draw
    double_sided: bool = False
    """True when the back belongs to this card alone (quest needs, intro sites)."""
    back_name: str = "back"
    """Single-sided pieces with the same back_name share one back (print-shop files print
    it once)."""
    title: str = ""
    """The card's name as players call it (a Tabletop Simulator object's Nickname); empty:
    its card id stands for it."""
    text: str = ""
    """Its rules text in plain words (the object's Description)."""
    cut_inside: bool = False
    """Its cut line lies inside its trim, off any colour (a round token cut along its
    circle, a fold-over marker's rounded halves): neighbours that touch show nothing on a
    miscut, so `hjkit build` does not warn that they share no bleed."""


@dataclass(frozen=True)
class ShopCard:
    """One distinct card in a print-shop file: its pages (1-based) and how many to make."""

    card_id: str
    copies: int
    face_page: int
    back_page: int


@dataclass(frozen=True)
class SheetOptions:
    """How sheets are printed."""

    paper: str = "letter"
    duplex: Duplex = Duplex.LONG
    back_offset: tuple[float, float] = (0.0, 0.0)
    """Millimetres to move every back: x to the right, y upwards, on the back page."""
    gutter: float | None = None
    """Millimetres between neighbouring trims; None shares the bleed between neighbours to
    fit the most cards. Twice the bleed (6 mm) or more gives every card its full bleed."""
    fold: bool = False
    """Gutterfold, for printers without duplex: faces on one half of each page, their backs
    mirrored on the other, a fold line between; duplex and back_offset do not apply."""


def new_canvas(target: str | BinaryIO, title: str, page: Size, subject: str = "") -> Canvas:
    """A canvas whose bytes depend only on what is drawn. Streams are compressed but not
    wrapped in ASCII85 (reportlab's default): the files are a tenth smaller (the intro
    pack's 272 KB became 248 KB)."""
    fonts.register()
    rl_config.useA85 = 0  # read by reportlab when it writes each stream
    canvas = Canvas(target, pagesize=(page.width * mm, page.height * mm), invariant=1,
                    pageCompression=1, initialFontName=fonts.REGULAR, initialFontSize=8)
    canvas.setTitle(title)
    canvas.setAuthor(AUTHOR)
    canvas.setCreator("hjkit build")
    canvas.setSubject(subject or "Printed by the Heroes' Journey Table Kit")
    return canvas


@dataclass(frozen=True)
class Sheet:
    """One sheet of cards: the pieces on its face page, in the first slots of its grid.
    A gutterfold sheet's grid is the half of the page its faces take (fold says where)."""

    grid: Grid
    pieces: tuple[Piece, ...]
    fold: Fold | None = None

    @property
    def slots(self) -> tuple[Slot, ...]:
        """Each piece's slot on the face page, in the order of pieces."""
        return self.grid.slots[:len(self.pieces)]

    @property
    def turns(self) -> tuple[int, ...]:
        """Each piece's quarter turns on the face page: 1 when it lies on its side."""
        return tuple(slot.turn_for(p.size) for p, slot in zip(self.pieces, self.slots,
                                                              strict=True))


def plan_sheets(pieces: list[Piece], layout: Layout, options: SheetOptions) -> list[Sheet]:
    """The sheets pieces are imposed on, in print order."""
    paper = layout.sheets.papers[options.paper]
    if options.duplex is Duplex.NONE and not options.fold:
        pieces = _single_sided(pieces)
    sheets = []
    for size, group in _by_shape(pieces):
        grid_of = partial(grid_for, card=size, margin=layout.sheets.margin,
                          bleed=layout.cards.bleed, marks=layout.sheets.marks,
                          gutter=options.gutter, name=group[0].card_id)
        fold, grid = (_fold_grid(paper, grid_of) if options.fold
                      else (None, grid_of(paper)))
        if options.fold and fold is None:  # too large to fold: a page each, backs after
            group = _single_sided(group)
        for start in range(0, len(group), grid.per_sheet):
            sheets.append(Sheet(grid, tuple(group[start:start + grid.per_sheet]), fold))
    return sheets


def pages_of(sheets: list[Sheet], options: SheetOptions) -> int:
    """The pages write_sheets prints for sheets: a face page each, followed by its back
    page on a duplex printer (a gutterfold page holds both; a piece too large to fold, or
    any piece without duplex, prints its back as a piece of its own)."""
    backs = options.duplex is not Duplex.NONE and not options.fold
    return sum(2 if backs and sheet.fold is None else 1 for sheet in sheets)


def _fold_grid(paper: Size, grid_of: Callable[[Size], Grid]) -> tuple[Fold | None, Grid]:
    """The fold (down the middle, or across) whose half holds the most pieces, and the
    grid of that half; down the middle when equal. A piece too large for half the page
    (a board quarter) gets the whole page and no fold."""
    found = []
    for fold in (Fold.DOWN, Fold.ACROSS):
        try:
            found.append((fold, grid_of(fold.half(paper))))
        except LayoutError:
            continue
    if not found:
        return None, grid_of(paper)
    return max(found, key=lambda pair: pair[1].per_sheet)


def write_sheets(target: str | BinaryIO, pieces: list[Piece], layout: Layout,
                 options: SheetOptions, title: str, progress: Progress = lambda n: None,
                 subject: str = "") -> int:
    """Impose pieces on sheets (face page, then its back page) and return the page count.
    subject: the PDF's Subject (which game's cards)."""
    paper = layout.sheets.papers[options.paper]
    canvas = new_canvas(target, title, paper, subject)
    pages = 0
    for sheet in plan_sheets(pieces, layout, options):
        if sheet.fold is not None:
            _draw_folded(canvas, sheet, paper, layout)
            pages += 1
            progress(len(sheet.pieces))
            continue
        _draw_page(canvas, sheet.slots, [p.front for p in sheet.pieces], sheet.turns,
                   map(_face, sheet.pieces))
        _draw_marks(canvas, sheet.grid, len(sheet.pieces), layout)
        canvas.showPage()
        pages += 1
        if options.duplex is not Duplex.NONE and not options.fold:
            slots = sheet.grid.back_slots(options.duplex, options.back_offset)
            _draw_page(canvas, slots, [p.back for p in sheet.pieces],
                       [back_turn(t, options.duplex) for t in sheet.turns],
                       map(_back, sheet.pieces))
            canvas.showPage()
            pages += 1
        progress(len(sheet.pieces))
    canvas.save()
    return pages


class Fold(Enum):
    """Where a gutterfold page folds."""

    DOWN = "down"
    """Down the middle: faces on the left half, backs on the right."""
    ACROSS = "across"
    """Across the middle: faces on the top half, backs on the bottom."""

    def half(self, paper: Size) -> Size:
        if self is Fold.DOWN:
            return Size(width=paper.width / 2, height=paper.height)
        return Size(width=paper.width, height=paper.height / 2)

    def face_offset(self, paper: Size) -> tuple[float, float]:
        """Where the faces' half starts on the page (x, y mm)."""
        return (0.0, 0.0) if self is Fold.DOWN else (0.0, paper.height / 2)

    @property
    def flip(self) -> Duplex:
        """Folding is turning the half over as a duplex printer turns the sheet: down the
        middle mirrors left and right (long edge), across mirrors up and down."""
        return Duplex.LONG if self is Fold.DOWN else Duplex.SHORT

    def line(self, paper: Size) -> tuple[float, float, float, float]:
        if self is Fold.DOWN:
            return paper.width / 2, 0.0, paper.width / 2, paper.height
        return 0.0, paper.height / 2, paper.width, paper.height / 2


def fold_slots(sheet: Sheet, paper: Size) -> tuple[tuple[Slot, ...], tuple[Slot, ...]]:
    """A gutterfold sheet's face slots and, mirrored over the fold, their backs' slots."""
    faces = tuple(s.shifted(*sheet.fold.face_offset(paper)) for s in sheet.slots)
    return faces, tuple(s.mirrored(paper, sheet.fold.flip) for s in faces)


FOLD_DASH = (3, 2)
"""The fold line's dash and gap (mm): not a cut line."""


def _draw_folded(canvas: Canvas, sheet: Sheet, paper: Size, layout: Layout) -> None:
    """One gutterfold page: faces, their backs behind them over the fold, crop marks on
    the faces' half, and the dashed fold line."""
    faces, backs = fold_slots(sheet, paper)
    _draw_page(canvas, faces, [p.front for p in sheet.pieces], sheet.turns,
               map(_face, sheet.pieces))
    _draw_page(canvas, backs, [p.back for p in sheet.pieces],
               [back_turn(t, sheet.fold.flip) for t in sheet.turns], map(_back, sheet.pieces))
    _draw_marks(canvas, sheet.grid, len(sheet.pieces), layout, sheet.fold.face_offset(paper))
    x1, y1, x2, y2 = sheet.fold.line(paper)
    canvas.saveState()
    canvas.setStrokeColorRGB(0.45, 0.45, 0.45)
    canvas.setLineWidth(layout.sheets.marks.width * mm)
    canvas.setDash([v * mm for v in FOLD_DASH])
    canvas.line(x1 * mm, y1 * mm, x2 * mm, y2 * mm)
    canvas.setFillColorRGB(0.45, 0.45, 0.45)
    canvas.setFont(fonts.REGULAR, 6)
    label = "fold here, faces out, then cut"
    if sheet.fold is Fold.DOWN:
        canvas.translate((x1 - 1.2) * mm, layout.sheets.margin * mm)
        canvas.rotate(90)
        canvas.drawString(0, 0, label)
    else:
        canvas.drawString(layout.sheets.margin * mm, (y1 + 1.2) * mm, label)
    canvas.restoreState()
    canvas.showPage()


def plan_print_shop(pieces: list[Piece]) -> tuple[list[Piece | str], list[ShopCard]]:
    """The pages of a print-shop file and its count list. Each distinct design's face
    prints once, followed by its back when it has its own; each shared back prints once at
    the end. Pieces that draw the same on both sides (a part's 40 Gold tokens) are one design,
    made as many times as there are of them, whatever their ids. A page is a piece (its
    face) or the card id of a piece whose back it is."""
    found = designs(pieces)
    copies: dict[str, int] = {}
    first: dict[str, Piece] = {}
    ids: dict[str, list[str]] = {}
    for piece, design in zip(pieces, found, strict=True):
        copies[design] = copies.get(design, 0) + 1
        first.setdefault(design, piece)
        ids.setdefault(design, []).append(piece.card_id)
    pages: list[Piece | str] = []
    face_page: dict[str, int] = {}
    own_back: dict[str, int] = {}
    for design, piece in first.items():
        pages.append(piece)
        face_page[design] = len(pages)
        if piece.double_sided:
            pages.append(piece.card_id)
            own_back[design] = len(pages)
    shared: dict[str, int] = {}
    for piece in first.values():
        if not piece.double_sided and piece.back_name not in shared:
            pages.append(piece.card_id)
            shared[piece.back_name] = len(pages)
    cards = [ShopCard(design_name(ids[design]), copies[design], face_page[design],
                      own_back.get(design) or shared[piece.back_name])
             for design, piece in first.items()]
    return pages, cards


def design_name(card_ids: list[str]) -> str:
    """What the count list calls a design printed for several ids: their shared stem when
    they differ only by a number (gold-1 ... gold-40: gold), else the first id."""
    if len(set(card_ids)) == 1:
        return card_ids[0]
    stems = {re.sub(r"[-_ ]?\d+$", "", card_id) for card_id in card_ids}
    if len(stems) == 1 and (stem := stems.pop()):
        return stem
    return f"{card_ids[0]} (and {len(set(card_ids)) - 1} alike)"


def designs(pieces: list[Piece]) -> list[str]:
    """Each piece's design: a digest of what its face draws, and of its own back when it has
    one (a shared back is the same for all). Two pieces of one card id are one design
    without drawing; pieces of different ids are drawn on a scratch canvas to compare."""
    fonts.register()
    canvas = Canvas(io.BytesIO(), invariant=1)
    by_id: dict[str, str] = {}
    found = []
    for piece in pieces:
        if piece.card_id not in by_id:
            digest = hashlib.sha1(piece.back_name.encode("utf-8"))
            sides = (piece.front, piece.back) if piece.double_sided else (piece.front,)
            for draw in sides:
                start = len(canvas._code)
                canvas.saveState()
                draw(canvas)
                canvas.restoreState()
                digest.update("\n".join(canvas._code[start:]).encode("utf-8", "replace"))
                del canvas._code[start:]
            by_id[piece.card_id] = digest.hexdigest()
        found.append(by_id[piece.card_id])
    return found


def write_print_shop(target: str | BinaryIO, pieces: list[Piece], layout: Layout, title: str,
                     progress: Progress = lambda n: None, subject: str = "") -> int:
    """Print-shop file: one card side per page at trim plus bleed, with TrimBox and BleedBox;
    each distinct design's face once, and each back once (see plan_print_shop)."""
    bleed = layout.cards.bleed
    by_id = {piece.card_id: piece for piece in pieces}
    canvas: Canvas | None = None
    pages, cards = plan_print_shop(pieces)
    copies = {card.face_page: card.copies for card in cards}
    for number, page in enumerate(pages, 1):
        piece = page if isinstance(page, Piece) else by_id[page]
        size, slot = single_slot(piece.size, bleed)
        if canvas is None:
            canvas = new_canvas(target, title, size, subject)
        canvas.setPageSize((size.width * mm, size.height * mm))
        canvas.setTrimBox(_points(slot.trim.x, slot.trim.y, slot.trim.right, slot.trim.top))
        canvas.setBleedBox(_points(0, 0, size.width, size.height))
        _draw_page(canvas, (slot,), [piece.front if page is piece else piece.back], (0,),
                   [_face(piece) if page is piece else _back(piece)])
        canvas.showPage()
        progress(copies.get(number, 0))
    if canvas is not None:
        canvas.save()
    return len(pages)


def shop_counts(pieces: list[Piece]) -> str:
    """The count list beside a print-shop file, as CSV: which pages make each card, and how
    many copies of it to make."""
    lines = ["face page,back page,card,copies"]
    lines += [f"{c.face_page},{c.back_page},{c.card_id},{c.copies}"
              for c in plan_print_shop(pieces)[1]]
    return "\n".join(lines) + "\n"


def draw_single(canvas: Canvas, slot: Slot, draw: Draw, turn: int = 0,
                label: str | None = None) -> None:
    """Draw one side clipped to its slot's bleed area, origin at its trim corner, turned a
    quarter anticlockwise (turn 1) or clockwise (turn -1) when it lies on its side, or
    upside down (turn 2, an upright card's back on short-edge duplex). A side
    with a label is stored once per PDF and placed again wherever the label recurs: its
    clip and placement are written as PDF operators directly (reportlab's calls for them
    cost more than the placement itself)."""
    x, y = slot.origin(turn)
    bleed = slot.bleed
    if label is not None:
        width, height = ((slot.trim.height, slot.trim.width) if turn in (1, -1) else
                         (slot.trim.width, slot.trim.height))
        clip = fp_str(bleed.x * mm, bleed.y * mm, bleed.width * mm, bleed.height * mm)
        canvas.addLiteral(f"q {clip} re W n 1 0 0 1 {fp_str(x * mm, y * mm)} cm{_TURNS[turn]}")
        reuse(canvas, label, (-FORM_MARGIN * mm, -FORM_MARGIN * mm,
                              (width + FORM_MARGIN) * mm, (height + FORM_MARGIN) * mm), draw)
        canvas.addLiteral("Q")
        return
    canvas.saveState()
    path = canvas.beginPath()
    path.rect(bleed.x * mm, bleed.y * mm, bleed.width * mm, bleed.height * mm)
    canvas.clipPath(path, stroke=0, fill=0)
    canvas.translate(x * mm, y * mm)
    if turn:
        canvas.rotate(90 * turn)
    draw(canvas)
    canvas.restoreState()


_TURNS = {0: "", 1: " 0 1 -1 0 0 0 cm", -1: " 0 -1 1 0 0 0 cm", 2: " -1 0 0 -1 0 0 cm"}
"""A quarter turn anticlockwise (1) or clockwise (-1), or a half turn (2), as a PDF
matrix."""


def _draw_page(canvas: Canvas, slots: Iterable[Slot], draws: list[Draw],
               turns: Iterable[int], labels: Iterable[str]) -> None:
    for slot, draw, turn, label in zip(slots, draws, turns, labels, strict=False):
        draw_single(canvas, slot, draw, turn, label)


def _face(piece: Piece) -> str:
    return f"face {piece.card_id}"


def _back(piece: Piece) -> str:
    return f"back {piece.card_id if piece.double_sided else piece.back_name}"


def _draw_marks(canvas: Canvas, grid: Grid, used: int, layout: Layout,
                offset: tuple[float, float] = (0.0, 0.0)) -> None:
    """Crop marks, black on a thin white halo so they show over a dark bleed too; offset
    (x, y mm) places a grid drawn for half a page."""
    marks = layout.sheets.marks
    dx, dy = offset
    segments = [Segment(s.x1 + dx, s.y1 + dy, s.x2 + dx, s.y2 + dy)
                for s in grid.crop_marks(used, marks)]
    canvas.saveState()
    canvas.setLineCap(0)
    for colour, width in ((HALO, marks.width * 3), ((0, 0, 0), marks.width)):
        canvas.setStrokeColorRGB(*colour)
        canvas.setLineWidth(width * mm)
        for s in segments:
            canvas.line(s.x1 * mm, s.y1 * mm, s.x2 * mm, s.y2 * mm)
    canvas.restoreState()


def _single_sided(pieces: list[Piece]) -> list[Piece]:
    """Without duplex, a double-sided card's back is printed as a piece of its own."""
    result = []
    for piece in pieces:
        result.append(piece)
        if piece.double_sided:
            result.append(Piece(f"{piece.card_id} (back)", piece.size, piece.back, piece.back))
    return result


def _by_shape(pieces: list[Piece]) -> list[tuple[Size, list[Piece]]]:
    """Pieces grouped by trim size, either way up (a poker card turned is a site), in order
    of first appearance."""
    groups: dict[tuple[float, float], tuple[Size, list[Piece]]] = {}
    for piece in pieces:
        key = tuple(sorted((piece.size.width, piece.size.height)))
        groups.setdefault(key, (piece.size, []))[1].append(piece)
    return list(groups.values())


def _points(*values_mm: float) -> tuple[float, ...]:
    return tuple(round(v * mm, 4) for v in values_mm)
