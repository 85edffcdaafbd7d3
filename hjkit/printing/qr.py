"""QR codes a phone reads from arm's length: large modules, a four-module quiet zone.

A code fills the square it is given, quiet zone included, so the fewer modules its URL
needs, the larger they are. Error correction is M unless L gives a smaller version (larger
modules). Below MIN_MODULE_MM a code is refused: rendered at 150 dpi and blurred as a phone
camera at arm's length sees it (Pillow GaussianBlur(1)), codes of 0.44 mm modules fail to
decode and codes of 0.46 mm and more decode.

Codes are encoded by zxing-cpp (its writer is Zint, compiled): a tenth of the time the
pure-Python `qrcode` package took, which was half of a large build. The mask pattern is
fixed so that the same URL always gives the same modules (any mask decodes). Each dark run
of a row is one filled rectangle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import zxingcpp
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

QUIET_MODULES = 4
"""Light modules around the code, as the QR standard asks."""
MIN_MODULE_MM = 0.5
"""The smallest module printed, with a margin over the 0.46 mm that decodes when blurred."""
FIXED_MASK = 0
_QR = zxingcpp.BarcodeFormat.QRCode
_DARK_RUN = re.compile(rb"\x00+")
"""A run of dark modules in a row of zxing-cpp's bitmap (0 dark, 255 light)."""


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
    """The code for data at level M, or at L when L fits a smaller version (larger modules).
    Raises CodeTooDense when data is too long for any QR code."""
    bitmaps = []
    for level in ("M", "L"):  # ties keep M, listed first
        try:  # Zint keeps a level it is given, never raises it to fill the version
            barcode = zxingcpp.create_barcode(data, _QR, ec_level=level, data_mask=FIXED_MASK)
        except ValueError as error:  # Zint: "Input too long ..."
            problem = error
            continue
        bitmaps.append((barcode.to_image(add_quiet_zones=False), level))
    if not bitmaps:
        raise CodeTooDense(f"{data[:60]!r}... ({len(data)} characters) is too long for a "
                           f"QR code: {problem}")
    bitmap, level = min(bitmaps, key=lambda b: b[0].shape[0])
    count = bitmap.shape[1]
    pixels = bytes(bitmap)
    found = tuple((row, match.start() - start, match.end() - match.start())
                  for row, start in enumerate(range(0, len(pixels), count))
                  for match in _DARK_RUN.finditer(pixels, start, start + count))
    return Code(count, level, found)


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
