"""A card's face as PNG, drawn by the same function the PDF prints with: for the rulings
pages (/cards/<id>/face.png) and the static site."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from hjkit.generator.document import Piece
from hjkit.generator.export import piece_png
from hjkit.generator.facekit import FaceContext
from hjkit.generator.layout import Layout, load_layout
from hjkit.generator.render import DEFAULT_DPI
from hjkit.kit.address import DEFAULT_BASE_URL

from ..model.cards import Card
from .cards import draw_back, draw_face


def card_png(card: Card, base_url: str = DEFAULT_BASE_URL, dpi: int = DEFAULT_DPI,
             layout: Layout | None = None, pictures: dict[str, Path] | None = None) -> bytes:
    """The card's face as PNG bytes at dpi, its QR code opening <base_url>/c/<id>, with
    its picture from pictures (see hjkit.kit.pictures.printable).

    Raises RenderError (a RuntimeError) when PDFium fails."""
    ctx = FaceContext((layout or load_layout()).cards, base_url, pictures=pictures or {})
    piece = Piece(card.id, ctx.size, partial(draw_face, card=card, ctx=ctx),
                  partial(draw_back, ctx=ctx))
    return piece_png(piece, dpi=dpi)
