"""One card face as a PNG image, drawn by the same code as the printed PDF.

The companion's rulings page shows "the card as printed" with this. The face is drawn into
a one-page PDF at the card's trim size and rasterised by poppler's pdftoppm.
"""

from __future__ import annotations

import io
import shutil
import subprocess

from rules.cards import Card
from rules.library import Library

from .document import draw_single, new_canvas
from .faces import draw_face
from .frame import Context
from .impose import Rect, Slot
from .layout import Layout, load_layout
from .qr import DEFAULT_BASE_URL

DEFAULT_DPI = 150
TIMEOUT_SECONDS = 30


class RenderError(RuntimeError):
    """The face could not be rasterised (pdftoppm missing or failing)."""


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

    Raises TextOverflow when the card's text cannot fit, RenderError when pdftoppm (from
    poppler-utils) is missing or fails.
    """
    binary = shutil.which("pdftoppm")
    if binary is None:
        raise RenderError("pdftoppm is not installed (apt-get install poppler-utils)")
    pdf = card_pdf(card, library, base_url, layout)
    try:
        done = subprocess.run([binary, "-png", "-r", str(int(dpi)), "-singlefile", "-"],
                              input=pdf, capture_output=True, timeout=TIMEOUT_SECONDS,
                              check=False)
    except subprocess.TimeoutExpired:
        raise RenderError(f"pdftoppm took over {TIMEOUT_SECONDS} s on card {card.id!r}"
                          ) from None
    if done.returncode != 0 or not done.stdout.startswith(b"\x89PNG"):
        message = done.stderr.decode("utf-8", "replace").strip()
        raise RenderError(f"pdftoppm failed on card {card.id!r}: {message}")
    return done.stdout
