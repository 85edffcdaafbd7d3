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


@lru_cache(maxsize=4096)
def _module_path(data: str) -> tuple[int, str]:
    """The module count and the dark modules as PDF path operators in module units."""
    count, dark = runs(data)
    ops = " ".join(f"{column} {count - row - 1} {length} 1 re" for row, column, length in dark)
    return count, f"{ops} f"


def clear_cache() -> None:
    """Forget every encoded code (benchmarks use this to time encoding too)."""
    runs.cache_clear()
    _module_path.cache_clear()


def draw_qr(canvas: Canvas, data: str, x: float, y: float, side: float) -> None:
    """Draw a code for data in the square (x, y, side) in points, quiet zone included.

    The modules are written as one filled path of rectangles in module units, scaled into
    place; integer coordinates keep the path short and fast to write.
    """
    count, path = _module_path(data)
    module = side / (count + 2 * QUIET_MODULES)
    canvas.saveState()
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(x, y, side, side, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    canvas.translate(x + QUIET_MODULES * module, y + QUIET_MODULES * module)
    canvas.scale(module, module)
    canvas.addLiteral(path)
    canvas.restoreState()
