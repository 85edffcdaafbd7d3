"""One card side as a PDF page or a PNG image, drawn by the same code as the printed sheets.

The companion's rulings pages show "the card as printed" with this. The side is drawn into
a one-page PDF at the card's trim size and rasterised by PDFium (pypdfium2, whose wheel
carries the library), so a fresh machine needs no system package to show cards.
"""

from __future__ import annotations

import io
import threading

import pypdfium2

from .document import Draw, draw_single, new_canvas
from .impose import Rect, Slot, single_slot
from .layout import Size

DEFAULT_DPI = 150
_PDFIUM = threading.Lock()
"""PDFium is not thread-safe (pypdfium2 says so): the companion draws faces on several
threads at once, and two renders at a time crashed the process."""


class RenderError(RuntimeError):
    """The side could not be rasterised."""


def side_pdf(draw: Draw, size: Size, title: str, bleed: float = 0.0) -> bytes:
    """A one-page PDF of one card side, cut at its trim, or with bleed mm beyond it."""
    buffer = io.BytesIO()
    if bleed:
        page, slot = single_slot(size, bleed)
    else:
        trim = Rect(0, 0, size.width, size.height)
        page, slot = size, Slot(trim, trim)
    canvas = new_canvas(buffer, title, page)
    draw_single(canvas, slot, draw)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def side_png(draw: Draw, size: Size, title: str, dpi: int = DEFAULT_DPI,
             bleed: float = 0.0, transparent: bool = False) -> bytes:
    """One card side as PNG bytes at dpi (with bleed mm beyond the trim); transparent:
    what the side leaves unpainted stays clear instead of white (a round token's corners).
    Raises RenderError when PDFium fails."""
    return page_png(side_pdf(draw, size, title, bleed), 0, title, dpi, transparent)


def page_png(pdf: bytes, index: int, title: str, dpi: int = DEFAULT_DPI,
             transparent: bool = False) -> bytes:
    """Page index (from 0) of a PDF as PNG bytes at dpi (a printed sheet, for `hjkit
    preview`). Raises RenderError when PDFium fails."""
    fill = (0, 0, 0, 0) if transparent else (255, 255, 255, 255)
    try:
        with _PDFIUM:
            page = pypdfium2.PdfDocument(pdf)[index]
            image = page.render(scale=dpi / 72, fill_color=fill).to_pil()
    except pypdfium2.PdfiumError as error:
        raise RenderError(f"PDFium could not draw {title!r}: {error}") from None
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()
