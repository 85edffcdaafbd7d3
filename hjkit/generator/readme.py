"""The read-me-first sheet every printed job carries (issue 41, point 3), as a published
print-and-play file opens: each PDF of the job with what is in it and how many of each, on
how many sheets and pages; the paper, duplex or fold, gutter and backs the build used; how
to cut and assemble; and the game's own notes for the table (how many copies, what else the
table needs), which the game's print job supplies.

Every number on it is the build's own: the pieces of each part, the sheets plan_sheets
imposes them on and the pages write_sheets prints for them.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, BinaryIO

from reportlab.lib.units import mm

from . import fonts
from .document import Piece, SheetOptions, new_canvas, pages_of, plan_sheets
from .facekit import draw_text_page
from .impose import Duplex
from .layout import Layout
from .textfit import Paragraph, Run, TextOverflow, typographic

if TYPE_CHECKING:
    from .build import PrintJob

READ_ME = "read-me-first"
"""The file's name after the job's: <job>-read-me-first.pdf."""
MARGIN = 14 * mm
DETAILED_PT = 7.0
"""The least size the list of every piece is printed at: below it the list is left out
(Heroes and Quests' 400 pieces on Letter take 7.8 pt)."""
SMALLEST_PT = 5.5
_NUMBERED = re.compile(r"-\d+$")


@dataclass(frozen=True)
class PrintedFile:
    """One PDF of a job as the sheet lists it."""

    name: str
    pieces: int
    each: tuple[tuple[str, int], ...]
    """Each kind of piece (its title, or its id without a trailing copy number) and how
    many of it, in print order."""
    sizes: tuple[tuple[float, float], ...]
    """The pieces' trim sizes (mm), in print order."""
    sheets: int
    pages: int


def printed_files(job: PrintJob, layout: Layout, options: SheetOptions) -> list[PrintedFile]:
    """The job's PDFs as `hjkit build` writes them (a part without pieces writes none)."""
    files = []
    for part, pieces in job.parts:
        if not pieces:
            continue
        sheets = plan_sheets(list(pieces), layout, options)
        files.append(PrintedFile(
            f"{job.name}-{part}.pdf", len(pieces),
            tuple(Counter(kind_of(p) for p in pieces).items()),
            tuple(dict.fromkeys((p.size.width, p.size.height) for p in pieces)),
            len(sheets), pages_of(sheets, options)))
    return files


def kind_of(piece: Piece) -> str:
    """What the sheet calls a piece: its title, or its id without a copy number
    (gold-17: gold)."""
    return piece.title or _NUMBERED.sub("", piece.card_id)


def write_read_me(target: str | BinaryIO, job: PrintJob, layout: Layout,
                  options: SheetOptions, base_url: str, backs: str,
                  print_shop: bool = False, proxy: bool = False,
                  progress=lambda n: None) -> None:
    """The one-page sheet, on the build's paper. When the list of every kind of piece does
    not fit the page at a readable size, each PDF keeps its counts and the list is left
    out (the page then shrinks further before it gives up)."""
    paper = layout.sheets.papers[options.paper]
    files = printed_files(job, layout, options)
    title = typographic(f"{job.game}: {job.name}, read me first")
    for detailed, smallest in ((True, DETAILED_PT), (False, SMALLEST_PT)):
        # a fresh canvas each try: the page that overflowed has its title drawn already,
        # and nothing reaches target before save
        canvas = new_canvas(target, f"{job.name}: read me first",
                            paper, f"Print-and-play cards for {job.game}")
        paragraphs = _paragraphs(job, files, layout, options, base_url, backs, detailed,
                                 _extras(print_shop, proxy))
        try:
            draw_text_page(canvas, paper.width * mm, paper.height * mm, title, paragraphs,
                           margin=MARGIN, largest=10, smallest=smallest)
            break
        except TextOverflow:
            if not detailed:
                raise
    canvas.showPage()
    canvas.save()
    progress(1)


def _heading(text: str) -> Paragraph:
    return Paragraph((Run(text, fonts.BOLD),))


def _text(text: str, lead: str = "") -> Paragraph:
    runs = (Run(lead, fonts.BOLD),) if lead else ()
    return Paragraph((*runs, Run(typographic(text), fonts.REGULAR)))


def _size(sizes: tuple[tuple[float, float], ...]) -> str:
    return ", ".join(f"{w:g} x {h:g} mm" for w, h in sizes)


def file_line(file: PrintedFile) -> str:
    """What a PDF holds, as the sheet says it: '30 pieces (63 x 88 mm) on 4 sheets, 8 pages'."""
    sheets = f"{file.sheets} sheet{'s' if file.sheets != 1 else ''}"
    pages = f"{file.pages} page{'s' if file.pages != 1 else ''}"
    return (f": {file.pieces} piece{'s' if file.pieces != 1 else ''} "
            f"({_size(file.sizes)}) on {sheets}, {pages}.")


def _paragraphs(job: PrintJob, files: list[PrintedFile], layout: Layout,
                options: SheetOptions, base_url: str, backs: str,
                detailed: bool, extras: list[str]) -> list[Paragraph]:
    paper = layout.sheets.papers[options.paper]
    found = [_heading("What to print, and what is in it")]
    for file in files:
        found.append(_text(file_line(file), file.name))
        if detailed:
            found.append(_text(", ".join(f"{kind} x {count}" for kind, count in file.each)))
    found.append(_text("Print each PDF once, unless the notes for the table below say "
                       "otherwise."))
    found += [_text(line) for line in extras]
    found.append(_heading("Paper and printer"))
    found.append(_text(f"{options.paper.title()} paper ({paper.width:g} x {paper.height:g} "
                       "mm), printed at actual size (100%, no fit to page): every piece is "
                       "drawn at its true size."))
    found.append(_text(_sides(options)))
    found.append(_text("Backs: " + ("the low-ink design (--backs light): white paper with a "
                                    "thin line, the emblem and the name."
                                    if backs == "light" else
                                    "the dark design, in colour (--backs light saves ink).")))
    found.append(_text(f"The QR codes open {base_url.rstrip('/')}/c/<card>: the card's page "
                       "in the table companion (hjkit serve)."))
    found.append(_heading("Cutting and assembly"))
    found += [_text(line) for line in _cutting(options, layout)]
    found.append(_heading("For the table"))
    notes = job.for_the_table or ("The game names nothing else the table needs.",)
    found += [_text(note) for note in notes]
    return found


def _extras(print_shop: bool, proxy: bool) -> list[str]:
    """What --print-shop and --proxy add, which the home printer's sheets do not show."""
    lines = []
    if print_shop:
        lines.append("For a print shop (--print-shop): each PDF above also has a "
                     "<name>-print-shop.pdf, one side of a piece per page at its trim plus "
                     "bleed, and a <name>-print-shop.csv of how many copies of each page.")
    if proxy:
        lines.append("Proxies (--proxy): every card is marked PROXY, to stand in for a "
                     "printed card at the table.")
    return lines


def _sides(options: SheetOptions) -> str:
    if options.fold:
        return ("Single-sided, gutterfold (--fold): each page holds faces on one half and "
                "their backs, mirrored, on the other, over a dashed fold line; a piece too "
                "large for half a page prints one to a page, its own back on a page after.")
    if options.duplex is Duplex.NONE:
        return ("Single-sided (--duplex none): no back pages are printed; pieces with a "
                "back of their own print it as a piece beside them.")
    offset = ""
    if options.back_offset != (0.0, 0.0):
        x, y = options.back_offset
        offset = f" Backs are moved {x:g} mm right and {y:g} mm up (--back-offset)."
    return (f"Double-sided, flipping on the {options.duplex.value} edge (--duplex "
            f"{options.duplex.value}): each face page is followed by its back page; a piece "
            "without a back has a blank back." + offset)


def _cutting(options: SheetOptions, layout: Layout) -> list[str]:
    bleed = layout.cards.bleed
    lines = []
    if options.fold:
        lines.append("Fold each page on the dashed line, faces out, and glue the halves "
                     "before cutting: each back is then behind its own face.")
    lines.append("Cut on the crop marks: each mark, outside the pieces, extends a cut line "
                 "across the sheet (a ruler and a craft knife, or a paper trimmer).")
    if options.gutter is None:
        lines.append(f"Neighbouring pieces share the bleed between them (up to {bleed:g} mm "
                     f"each): cut exactly on the lines, or build with --gutter "
                     f"{2 * bleed:g} for each piece its own {bleed:g} mm bleed.")
    else:
        lines.append(f"Pieces lie {options.gutter:g} mm apart (--gutter {options.gutter:g}): "
                     "cut each one out on its own lines.")
    return lines
