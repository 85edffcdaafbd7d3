"""QR codes a phone reads from arm's length: large modules, a four-module quiet zone.

A code fills the square it is given, quiet zone included, so the fewer modules its URL
needs, the larger they are. Error correction is M unless L gives a smaller version (larger
modules). Below MIN_MODULE_MM a code is refused: rendered at 150 dpi and blurred as a phone
camera at arm's length sees it (Pillow GaussianBlur(1)), codes of 0.44 mm modules fail to
decode and codes of 0.46 mm and more decode.

The mask pattern is fixed so that encoding is fast and the same URL always gives the same
modules (any mask decodes; choosing the "best" one costs several milliseconds a card). Each
dark run of a row is one filled rectangle.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import qrcode
from qrcode.constants import ERROR_CORRECT_L, ERROR_CORRECT_M
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

QUIET_MODULES = 4
"""Light modules around the code, as the QR standard asks."""
MIN_MODULE_MM = 0.5
"""The smallest module printed, with a margin over the 0.46 mm that decodes when blurred."""
FIXED_MASK = 0
_LEVELS = (("M", ERROR_CORRECT_M), ("L", ERROR_CORRECT_L))


class CodeTooDense(ValueError):
    """A URL so long that its code's modules would be too small to read in its square."""


@dataclass(frozen=True)
class Code:
    """An encoded URL."""

    modules: int
    """Modules per side, quiet zone excluded."""
    level: str
    """Error correction level: "M" (15% recoverable) or "L" (7%)."""
    dark: tuple[tuple[int, int, int], ...]
    """The dark runs, each (row from the top, first column, length)."""

    @property
    def span(self) -> int:
        """Modules per side with the quiet zone."""
        return self.modules + 2 * QUIET_MODULES


@lru_cache(maxsize=4096)
def encode(data: str) -> Code:
    """The code for data at the error correction level that needs the fewest modules."""
    versions = []
    for name, level in _LEVELS:
        code = qrcode.QRCode(error_correction=level, border=0, mask_pattern=FIXED_MASK)
        code.add_data(data)
        versions.append((code.best_fit(), name, code))
    _, name, code = min(versions, key=lambda v: v[0])  # ties keep M, listed first
    code.make(fit=False)
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
    return Code(len(matrix), name, tuple(found))


@lru_cache(maxsize=4096)
def _module_path(data: str) -> tuple[int, str]:
    """The module count and the dark modules as PDF path operators in module units."""
    code = encode(data)
    count = code.modules
    ops = " ".join(f"{column} {count - row - 1} {length} 1 re"
                   for row, column, length in code.dark)
    return count, f"{ops} f"


def clear_cache() -> None:
    """Forget every encoded code (benchmarks use this to time encoding too)."""
    encode.cache_clear()
    _module_path.cache_clear()


def draw_qr(canvas: Canvas, data: str, x: float, y: float, side: float, what: str) -> None:
    """Draw a code for data in the square (x, y, side) in points, quiet zone included.

    The square is painted white; the modules are written as one filled path of rectangles in
    module units, scaled into place. Raises CodeTooDense, naming `what`, when the modules
    would be smaller than MIN_MODULE_MM.
    """
    count, path = _module_path(data)
    module = side / (count + 2 * QUIET_MODULES)
    if module < MIN_MODULE_MM * mm - 1e-9:
        raise CodeTooDense(
            f"{what}: the QR code for {data!r} ({len(data)} characters) would have modules of "
            f"{module / mm:.2f} mm in its {side / mm:g} mm square, too small for a phone to "
            f"read (at least {MIN_MODULE_MM} mm); use a shorter --base-url (40 characters "
            "always fit) or a shorter card id")
    canvas.saveState()
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(x, y, side, side, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    canvas.translate(x + QUIET_MODULES * module, y + QUIET_MODULES * module)
    canvas.scale(module, module)
    canvas.addLiteral(path)
    canvas.restoreState()
