"""QR codes as vector modules: each dark run of a row is one filled rectangle.

The mask pattern is fixed so that encoding is fast and the same URL always gives the same
modules (any mask decodes; choosing the "best" one costs several milliseconds a card).
"""

from __future__ import annotations

from functools import lru_cache

import qrcode
from qrcode.constants import ERROR_CORRECT_M
from reportlab.pdfgen.canvas import Canvas

QUIET_MODULES = 2
"""Light modules around the code; readers such as zxing-cpp need no more than this."""
FIXED_MASK = 0

DEFAULT_BASE_URL = "http://hjkit.local:8000"
"""The companion's address on a table's LAN; `hjkit build --base-url` overrides it."""


def card_url(base_url: str, card_id: str) -> str:
    """The address a card's QR code opens: <base-url>/cards/<id>."""
    return f"{base_url.rstrip('/')}/cards/{card_id}"


@lru_cache(maxsize=4096)
def runs(data: str) -> tuple[int, tuple[tuple[int, int, int], ...]]:
    """The module count of the code and its dark runs as (row, first column, length)."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=0, mask_pattern=FIXED_MASK)
    code.add_data(data)
    code.make(fit=True)
    matrix = code.get_matrix()
    found: list[tuple[int, int, int]] = []
    for row, cells in enumerate(matrix):
        column = 0
        while column < len(cells):
            if cells[column]:
                start = column
                while column < len(cells) and cells[column]:
                    column += 1
                found.append((row, start, column - start))
            else:
                column += 1
    return len(matrix), tuple(found)


def draw_qr(canvas: Canvas, data: str, x: float, y: float, side: float) -> None:
    """Draw a code for data in the square (x, y, side) in points, quiet zone included."""
    count, dark = runs(data)
    module = side / (count + 2 * QUIET_MODULES)
    canvas.saveState()
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(x, y, side, side, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    path = canvas.beginPath()
    left = x + QUIET_MODULES * module
    top = y + side - QUIET_MODULES * module
    for row, column, length in dark:
        path.rect(left + column * module, top - (row + 1) * module, length * module, module)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()
