"""Card art: PNG, JPEG or SVG pictures placed in a window by cover or contain and a focal
point, each embedded once per PDF however many cards show it.

Raster pictures are drawn with reportlab's image support, which stores one image object per
file content; SVG pictures are read by svglib and stored as one form object per picture
(see forms). A picture that cannot be read is an ArtError naming the file; so is one that
reads but cannot be drawn (see drawable), and an SVG that draws a file outside its own folder.
"""

from __future__ import annotations

import hashlib
import io
import logging
import threading
import warnings
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, UnidentifiedImageError
from reportlab.graphics import renderPDF
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas
from svglib.svglib import svg2rlg

from . import fonts
from .forms import reuse

RASTER = frozenset({".png", ".jpg", ".jpeg"})
VECTOR = frozenset({".svg"})
FORMATS = RASTER | VECTOR
MIN_PPI = 300
"""Below this a raster picture prints visibly soft; the build warns."""
MAX_PIXELS = 25_000_000
"""The largest raster picture read: a 190 mm map quarter at 600 ppi (twice what a home
printer resolves) is 20 million. A small file can claim far more (a 173 KB PNG of 7,700 x
7,700 once cost a build a gigabyte and a check two minutes): it is refused on its header's
size, before it is decoded."""


class ArtError(ValueError):
    """A picture that cannot be read; the message names the file and why."""


@dataclass(frozen=True)
class Picture:
    """A readable picture and its natural size: pixels for raster, points for SVG."""

    path: Path
    width: float
    height: float
    vector: bool
    key: str
    """Names its one stored copy in a PDF: a digest of the file's bytes."""


@dataclass(frozen=True)
class Placement:
    """Where a picture lands: its lower-left corner and size in points, drawn clipped to its
    window."""

    x: float
    y: float
    width: float
    height: float


@lru_cache(maxsize=512)
def load_picture(path: Path) -> Picture:
    """Read a picture's size, checking that it decodes. Raises ArtError."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise ArtError(f"{path}: art must be PNG, JPEG or SVG, not {suffix or 'no suffix'!r}")
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ArtError(f"{path}: cannot read the art: {error.strerror}") from None
    key = "art" + hashlib.sha1(data).hexdigest()[:16]
    if suffix in VECTOR:
        drawing = _drawing(path)
        return Picture(path, float(drawing.width), float(drawing.height), True, key)
    try:
        with warnings.catch_warnings():
            # Pillow refuses twice its own limit and warns past it: both are ours to say
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                width, height = image.size
                if width * height > MAX_PIXELS:
                    raise ArtError(f"{path}: the picture is {width:,} x {height:,} pixels; "
                                   f"the limit is {MAX_PIXELS:,} pixels")
                image.load()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise ArtError(f"{path}: the picture is over the limit of {MAX_PIXELS:,} pixels "
                       "(it says it is larger than Pillow will decode)") from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as error:
        raise ArtError(f"{path}: not a readable {suffix[1:].upper()} image ({error})") from None
    return Picture(path, float(width), float(height), False, key)


@lru_cache(maxsize=512)
def _drawing(path: Path):
    """The picture as svglib reads it, once per process. The files its <image> elements
    name must lie in the picture's own folder or below: a card set's picture never prints
    a file from elsewhere on the machine."""
    try:
        with _READING, _refusals() as refused:
            drawing = svg2rlg(str(path), external_reference_root=str(path.parent))
    except Exception as error:  # svglib raises lxml's and its own errors
        raise ArtError(f"{path}: not a readable SVG image ({error})") from None
    if refused:  # svglib leaves such an image out and says so only in its log
        raise ArtError(f"{path}: {refused[0]}")
    if drawing is None or not drawing.width or not drawing.height:
        raise ArtError(f"{path}: not a readable SVG image (no size)")
    drawing.initialFontName = fonts.REGULAR  # not reportlab's unembedded Helvetica
    return drawing


_SVGLIB_LOG = logging.getLogger("svglib.svglib")
_REFUSED = {"Refusing absolute external reference %r.":
            "its <image> {} is not in the picture's folder (an absolute path)",
            "Refusing out-of-root reference %r.":
            "its <image> {} is outside the picture's folder",
            "Unable to read the image %s. Skipping...": "its <image> {} cannot be read"}
"""svglib's log messages for an <image> it leaves out, and what the ArtError says."""
_READING = threading.Lock()
"""One SVG read at a time (a server draws faces on several threads): svglib's log, where
_refusals finds what it left out, is one for the process."""


@contextmanager
def _refusals():
    """The images svglib leaves out while it reads a picture, each as a sentence."""
    refused: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.msg in _REFUSED:
                refused.append(_REFUSED[record.msg].format(
                    *(repr(str(a)) for a in record.args or ())))

    handler = Keep(logging.ERROR)
    _SVGLIB_LOG.addHandler(handler)
    try:
        yield refused
    finally:
        _SVGLIB_LOG.removeHandler(handler)


@lru_cache(maxsize=512)
def drawable(path: Path) -> Picture:
    """The picture, read and drawn once on a scratch page: a picture that reads but that
    reportlab cannot draw is refused here, by name, rather than halfway through a build.
    Raises ArtError."""
    picture = load_picture(path)
    fonts.register()
    canvas = Canvas(io.BytesIO())
    try:
        draw_picture(canvas, picture, Placement(0, 0, picture.width, picture.height))
        canvas.showPage()
        canvas.save()
    except Exception as error:  # svglib's shapes meet reportlab's renderer: any error
        raise ArtError(f"{path}: cannot be drawn ({type(error).__name__}: {error})") from None
    return picture


def clear_cache() -> None:
    """Forget every picture read in this process (benchmarks use this to time reading too)."""
    load_picture.cache_clear()
    _drawing.cache_clear()
    drawable.cache_clear()


def place(picture: Picture, width: float, height: float, fit: str,
          focus: tuple[float, float]) -> Placement:
    """Where the picture goes in a window of width x height points at the origin.

    cover fills the window, cropping what overflows so that the focal point (fractions of
    the picture's width and height from its top-left corner) stays as central as it can;
    contain shows the whole picture, placed towards the focal point.
    """
    scale = (max if fit == "cover" else min)(width / picture.width, height / picture.height)
    shown_width, shown_height = picture.width * scale, picture.height * scale
    fx, fy = focus
    if fit == "cover":
        x = _clamp(width / 2 - fx * shown_width, width - shown_width, 0)
        y = _clamp(height / 2 - (1 - fy) * shown_height, height - shown_height, 0)
    else:
        x = (width - shown_width) * fx
        y = (height - shown_height) * (1 - fy)
    return Placement(x, y, shown_width, shown_height)


def ppi(picture: Picture, placement: Placement) -> float | None:
    """Pixels per inch a raster picture prints at; None for vector pictures."""
    if picture.vector:
        return None
    return picture.width / (placement.width / mm / 25.4)


def draw_picture(canvas: Canvas, picture: Picture, placement: Placement) -> None:
    """Draw the picture at its placement (the caller clips to the window). The first use in
    a PDF stores it; every later use refers to that one copy."""
    if not picture.vector:
        canvas.drawImage(ImageReader(str(picture.path)), placement.x, placement.y,
                         placement.width, placement.height, mask="auto")
        return
    canvas.saveState()
    canvas.translate(placement.x, placement.y)
    canvas.scale(placement.width / picture.width, placement.height / picture.height)
    reuse(canvas, picture.key, (0, 0, picture.width, picture.height),
          lambda form: renderPDF.draw(_drawing(picture.path), form, 0, 0))
    canvas.restoreState()


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def draw_in_window(canvas: Canvas, path: Path, x: float, y: float, width: float,
                   height: float, corner: float = 0.0, fit: str = "cover",
                   focus: tuple[float, float] = (0.5, 0.5)) -> None:
    """The picture at path in the window at (x, y), placed by fit and focus and clipped to
    the window (rounded by corner): for faces whose art is a file and a window. A window
    with no room (a layout too small for it) shows nothing."""
    if width <= 0 or height <= 0:
        return
    picture = load_picture(path)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.roundRect(x, y, width, height, corner)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.translate(x, y)
    draw_picture(canvas, picture, place(picture, width, height, fit, focus))
    canvas.restoreState()
