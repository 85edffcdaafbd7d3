"""QR codes a phone reads from arm's length: large modules, a four-module quiet zone.

A code fills the square it is given, quiet zone included, so the fewer modules its URL
needs, the larger they are. Error correction is M unless L gives a smaller version (larger
modules). Below MIN_MODULE_MM a code is refused: rendered at 150 dpi and blurred as a phone
camera at arm's length sees it (Pillow GaussianBlur(1)), codes of 0.44 mm modules fail to
decode and codes of 0.46 mm and more decode.

Codes are encoded by zxing-cpp (its writer is Zint). The mask pattern is fixed so that the
same URL always gives the same modules (any mask decodes). Each dark run of a row is one
rectangle of a single filled path.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import zxingcpp
from reportlab.lib.rl_accel import fp_str
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

QUIET_MODULES = 4
"""Light modules around the code, as the QR standard asks."""
MIN_MODULE_MM = 0.5
"""The smallest module printed, with a margin over the 0.46 mm that decodes when blurred."""
FIXED_MASK = 0


class CodeTooDense(ValueError):
    """A URL so long that its code's modules would be too small to read in its square."""


@dataclass(frozen=True)
class Code:
    """An encoded URL."""

    modules: int
    """Modules per side, quiet zone excluded."""
    level: str
    """Its error correction level: "M" (15% recoverable) or "L" (7%)."""
    path: str
    """Its dark modules as PDF path operators in module units, origin at the bottom left,
    one rectangle a dark run of a row."""

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
            barcode = zxingcpp.create_barcode(data, zxingcpp.BarcodeFormat.QRCode,
                                              ec_level=level, data_mask=FIXED_MASK)
        except ValueError as error:  # Zint: "Input too long ..."
            problem = error
            continue
        bitmaps.append((barcode.to_image(add_quiet_zones=False), level))
    if not bitmaps:
        raise CodeTooDense(f"{data[:60]!r}... ({len(data)} characters) is too long for a "
                           f"QR code: {problem}")
    bitmap, level = min(bitmaps, key=lambda b: b[0].shape[0])
    return Code(bitmap.shape[1], level, _path(bytes(bitmap), bitmap.shape[1]))


def _path(pixels: bytes, count: int) -> str:
    """Rectangles for the dark runs of a count x count bitmap, one byte a module (0 dark,
    255 light), first row at the top: a row split at its light modules leaves its runs."""
    ops = []
    for row, start in enumerate(range(0, len(pixels), count)):
        column = 0
        for run in pixels[start:start + count].split(b"\xff"):
            if run:
                ops.append(f"{column} {count - 1 - row} {len(run)} 1 re ")
            column += len(run) + 1
    return "".join(ops)


def side_for(data: str, at_least: float) -> float:
    """The side (mm) of the square data's code needs: at_least, or more when its modules
    would be smaller than MIN_MODULE_MM there (a long --base-url takes a larger version).
    Raises CodeTooDense when data is too long for any QR code."""
    return max(at_least, encode(data).span * MIN_MODULE_MM)


def clear_cache() -> None:
    """Forget every encoded code (benchmarks use this to time encoding)."""
    encode.cache_clear()


def draw_qr(canvas: Canvas, data: str, x: float, y: float, side: float, what: str) -> None:
    """Draw a code for data in the square (x, y, side) in points, quiet zone included.

    The square is painted white; the modules are written as one filled path of rectangles in
    module units, scaled into place, all as one literal between q and Q. Raises
    CodeTooDense, naming `what`, when the modules would be smaller than MIN_MODULE_MM.
    """
    code = encode(data)
    module = side / code.span
    if module < MIN_MODULE_MM * mm - 1e-9:
        raise CodeTooDense(
            f"{what}: the QR code for {data!r} ({len(data)} characters) would have modules of "
            f"{module / mm:.2f} mm in its {side / mm:g} mm square, too small for a phone to "
            f"read (at least {MIN_MODULE_MM} mm, which needs a {side_for(data, 0):g} mm "
            "square); use a shorter --base-url or card id")
    quiet = QUIET_MODULES * module
    canvas.addLiteral(
        f"q 1 1 1 rg {fp_str(x, y, side, side)} re f 0 0 0 rg "
        f"{fp_str(module, 0, 0, module, x + quiet, y + quiet)} cm {code.path}f Q")
