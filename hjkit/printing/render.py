"""One card face as a PNG image, drawn by the same code as the printed PDF.

The companion's rulings page shows "the card as printed" with this. The face is drawn into
a one-page PDF at the card's trim size and rasterised by PDFium (pypdfium2, whose wheel
carries the library), so a fresh machine needs no system package to show cards.
"""

from __future__ import annotations

import io

import pypdfium2

from hjkit.games.heroes_journey.faces.faces import draw_face
from hjkit.games.heroes_journey.faces.frame import Context
from hjkit.games.heroes_journey.model.cards import Card
from hjkit.games.heroes_journey.model.library import Library

from .document import draw_single, new_canvas
from .impose import Rect, Slot
from .layout import Layout, load_layout
from .qr import DEFAULT_BASE_URL

DEFAULT_DPI = 150


class RenderError(RuntimeError):
    """The face could not be rasterised."""


def card_pdf(card: Card, library: Library, base_url: str = DEFAULT_BASE_URL,
             layout: Layout | None = None) -> bytes:
    """A one-page PDF of the card's face, cut at its trim."""
    layout = layout or load_layout()
    ctx = Context(layout.cards, library.cultures, base_url)
    size = ctx.size_of(card)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, card.title, size)
    trim = Rect(0, 0, size.width, size.height)
    draw_single(canvas, Slot(trim, trim), lambda c: draw_face(c, card, ctx))
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def card_png(card: Card, library: Library, base_url: str = DEFAULT_BASE_URL,
             dpi: int = DEFAULT_DPI, layout: Layout | None = None) -> bytes:
    """The card's face as PNG bytes at dpi, its QR code opening <base_url>/cards/<id>.

    Raises TextOverflow when the card's text cannot fit, RenderError when PDFium fails.
    """
    pdf = card_pdf(card, library, base_url, layout)
    try:
        page = pypdfium2.PdfDocument(pdf)[0]
        image = page.render(scale=dpi / 72).to_pil()
    except pypdfium2.PdfiumError as error:
        raise RenderError(f"PDFium could not draw card {card.id!r}: {error}") from None
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()
