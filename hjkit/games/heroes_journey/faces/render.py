"""A card's face as PNG, as the PDF prints it: for the rulings pages."""

from __future__ import annotations

from hjkit.generator.export import piece_png
from hjkit.generator.layout import Layout, load_layout
from hjkit.generator.pictures import printable
from hjkit.generator.render import DEFAULT_DPI
from hjkit.kit.address import DEFAULT_BASE_URL

from ..model.cards import BOOK_TYPES, Card
from ..model.library import Library
from .frame import Context
from .jobs import piece_for


def card_png(card: Card, library: Library, base_url: str = DEFAULT_BASE_URL,
             dpi: int = DEFAULT_DPI, layout: Layout | None = None) -> bytes:
    """The card's face as PNG bytes at dpi, its QR code opening <base_url>/c/<id>: the same
    function `hjkit export png` writes with.

    A picture that cannot print shows as the placeholder a card without one has. Raises
    TextOverflow when the card's text cannot fit, RenderError when PDFium fails.
    """
    pictures = {card.id: library.art[card.id]} if card.id in library.art else {}
    ctx = Context((layout or load_layout()).cards, library.cultures, base_url,
                  art=printable(pictures))
    part = "book" if card.type in BOOK_TYPES else "atlas"
    return piece_png(piece_for(card, ctx, part), dpi=dpi)
