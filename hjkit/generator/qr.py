"""QR codes a phone reads from arm's length: large modules, a four-module quiet zone.

A code fills the square it is given, quiet zone included, so the fewer modules its URL
needs, the larger they are. Error correction is M unless L gives a smaller version (larger
modules). Below MIN_MODULE_MM a code is refused: rendered at 150 dpi and blurred as a phone
camera at arm's length sees it (Pillow GaussianBlur(1)), codes of 0.44 mm modules fail to
decode and codes of 0.46 mm and more decode.

Codes are encoded by zxing-cpp (its writer is Zint, compiled): with the path built below,
a fifth of the time the pure-Python `qrcode` package took, which was half of a large build.
The mask pattern is fixed so that the same URL always gives the same modules (any mask
decodes). Each dark run of a row is one rectangle of a single filled path. A caller may keep
codes across runs (a game's print view does): known() gives them back to encode, and
encoder() names what they depend on; zxing-cpp is imported only to encode a new one.
"""

from __future__ import annotations

import hashlib
import os
from collections import namedtuple
from collections.abc import Mapping
from functools import cache, lru_cache
from importlib.util import find_spec
from pathlib import Path

from reportlab.lib.rl_accel import fp_str
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

QUIET_MODULES = 4
"""Light modules around the code, as the QR standard asks."""
MIN_MODULE_MM = 0.5
"""The smallest module printed, with a margin over the 0.46 mm that decodes when blurred."""
FIXED_MASK = 0
_known: dict[str, Code] = {}
"""Codes encoded before, given back by known()."""


class CodeTooDense(ValueError):
    """A URL so long that its code's modules would be too small to read in its square."""


class Code(namedtuple("Code", "modules level path")):
    """An encoded URL: its modules per side (quiet zone excluded), its error correction
    level ("M", 15% recoverable, or "L", 7%) and its dark modules as PDF path operators in
    module units, origin at the bottom left, one rectangle a dark run of a row. A named
    tuple: made at import in a tenth of a frozen dataclass's time."""

    __slots__ = ()

    @property
    def span(self) -> int:
        """Modules per side with the quiet zone."""
        return self.modules + 2 * QUIET_MODULES


@lru_cache(maxsize=4096)
def encode(data: str) -> Code:
    """The code for data at level M, or at L when L fits a smaller version (larger modules).
    Raises CodeTooDense when data is too long for any QR code."""
    if data in _known:
        return _known[data]
    import zxingcpp  # only for a code not known: a kept build need not import it

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
    255 light), first row at the top. Splitting a row at its light modules leaves its dark
    runs, found in C: a regular expression's matches cost twice as much."""
    ops = []
    for row, start in enumerate(range(0, len(pixels), count)):
        y = str(count - 1 - row)
        column = 0
        for run in pixels[start:start + count].split(b"\xff"):
            if run:
                ops.append(_AT[column] + y + _WIDE[len(run)])
            column += len(run) + 1
    return "".join(ops)


_AT = [f"{column} " for column in range(177)]
_WIDE = [f" {length} 1 re " for length in range(178)]
"""Pieces of "column row length 1 re": version 40 is 177 modules a side."""


def known(codes: Mapping[str, Code]) -> None:
    """Codes encode() made before, by their data (kept by a caller under encoder()), for
    encode() to give back without encoding."""
    _known.update(codes)


@cache
def encoder() -> str:
    """A digest of what a code depends on besides its data: this file, and zxing-cpp's
    installed files by name, size and time (its version, found without importing it)."""
    digest = hashlib.sha1(Path(__file__).read_bytes())
    spec = find_spec("zxingcpp")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        for name in sorted(os.listdir(folder)):
            status = os.stat(os.path.join(folder, name))
            digest.update(f"|{name}|{status.st_size}|{status.st_mtime_ns}".encode())
    return digest.hexdigest()


def clear_cache() -> None:
    """Forget every encoded code, known ones too (benchmarks use this to time encoding)."""
    encode.cache_clear()
    _known.clear()


def draw_qr(canvas: Canvas, data: str, x: float, y: float, side: float, what: str) -> None:
    """Draw a code for data in the square (x, y, side) in points, quiet zone included.

    The square is painted white; the modules are written as one filled path of rectangles in
    module units, scaled into place, all as one literal between q and Q (reportlab's own
    calls cost more than encoding). Raises CodeTooDense, naming `what`, when the modules
    would be smaller than MIN_MODULE_MM.
    """
    code = encode(data)
    module = side / code.span
    if module < MIN_MODULE_MM * mm - 1e-9:
        raise CodeTooDense(
            f"{what}: the QR code for {data!r} ({len(data)} characters) would have modules of "
            f"{module / mm:.2f} mm in its {side / mm:g} mm square, too small for a phone to "
            f"read (at least {MIN_MODULE_MM} mm); use a shorter --base-url (40 characters "
            "always fit) or a shorter card id")
    quiet = QUIET_MODULES * module
    canvas.addLiteral(
        f"q 1 1 1 rg {fp_str(x, y, side, side)} re f 0 0 0 rg "
        f"{fp_str(module, 0, 0, module, x + quiet, y + quiet)} cm {code.path}f Q")
