"""A card's face as PNG, as the PDF prints it: for the rulings pages."""

from __future__ import annotations

from hjkit.kit.address import DEFAULT_BASE_URL
from hjkit.printing.layout import Layout, load_layout
from hjkit.printing.render import DEFAULT_DPI, side_png

from ..model.cards import Card
from ..model.library import Library
from .faces import draw_face
from .frame import Context


def card_png(card: Card, library: Library, base_url: str = DEFAULT_BASE_URL,
             dpi: int = DEFAULT_DPI, layout: Layout | None = None) -> bytes:
    """The card's face as PNG bytes at dpi, its QR code opening <base_url>/cards/<id>.

    Raises TextOverflow when the card's text cannot fit, RenderError when PDFium fails.
    """
    ctx = Context((layout or load_layout()).cards, library.cultures, base_url)
    return side_png(lambda canvas: draw_face(canvas, card, ctx), ctx.size_of(card), card.title,
                    dpi)
