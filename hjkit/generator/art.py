"""Card art: PNG, JPEG or SVG pictures placed in a window by cover or contain and a focal
point, each embedded once per PDF however many cards show it.

Raster pictures are drawn with reportlab's image support, which stores one image object per
file content; SVG pictures are stored as one form object per file. A picture that cannot be
read is an ArtError naming the file.

An SVG picture is recorded as PDF operators (`artcache.Recording`): by our own reader
(`flatsvg`) when it uses only flat colours, shapes and paths, else by svglib, drawn once onto
a scratch canvas. The recording is what the cards place, and it is kept across runs, so that
pictures read before are neither parsed again nor is their reader imported. A picture whose
operators need more than graphics states (text, an embedded image, a gradient) is drawn
from its svglib drawing each time instead.
"""

from __future__ import annotations

import hashlib
import io
import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from . import artcache
from .artcache import Recording
from .forms import reuse

RASTER = frozenset({".png", ".jpg", ".jpeg"})
VECTOR = frozenset({".svg"})
FORMATS = RASTER | VECTOR
MIN_PPI = 300
"""Below this a raster picture prints visibly soft; the build warns."""


class ArtError(ValueError):
    """A picture that cannot be read; the message names the file and why."""


# Records are NamedTuples: creating a frozen dataclass costs every build about 0.6 ms each.
class Picture(NamedTuple):
    """A readable picture and its natural size: pixels for raster, points for SVG."""

    path: Path
    width: float
    height: float
    vector: bool
    key: str
    """Names its one stored copy in a PDF: a digest of the file's bytes."""


class Placement(NamedTuple):
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
        vector = _vector(path, data, key)
        return Picture(path, vector.width, vector.height, True, key)
    from PIL import Image, UnidentifiedImageError  # only raster pictures need it

    try:
        with Image.open(path) as image:
            image.load()
            width, height = image.size
    except (UnidentifiedImageError, OSError, SyntaxError) as error:
        raise ArtError(f"{path}: not a readable {suffix[1:].upper()} image ({error})") from None
    return Picture(path, float(width), float(height), False, key)


_FONT_ONLY = r"BT /F\d+ [\d.]+ Tf [\d.]+ TL ET"
"""renderPDF's opening font choice: shows no text, and its drawing's closing Q undoes it,
so a recording leaves it out (the font is the scratch canvas's, not the card's)."""
_RECORDED: dict[str, Recording] = {}
"""This process's recordings by picture key: the SVG pictures that replay."""


def _vector(path: Path, data: bytes, key: str) -> Recording | _Live:
    """An SVG picture's recording, kept or made now: by our own reader when the picture is
    within its subset, else by svglib; or when svglib's drawing needs resources a recording
    does not carry, the drawing itself (its size from svglib)."""
    recording = artcache.load(data, artcache.FLAT_READER)
    if recording is None:
        from . import flatsvg  # only a picture not recorded before is read

        recording = flatsvg.kept_or_read(data)
    if recording is None:
        recording = artcache.load(data, artcache.svglib_reader())
    if recording is None:
        drawing = _drawing(path)
        recording = _record(drawing)
        if recording is None:
            return _Live(float(drawing.width), float(drawing.height))
        artcache.save(data, artcache.svglib_reader(), recording)
    _RECORDED[key] = recording
    return recording


class _Live(NamedTuple):
    """An SVG picture drawn by renderPDF every time."""

    width: float
    height: float


def _record(drawing) -> Recording | None:
    """The drawing's PDF operators as a fresh form on a scratch canvas holds them; None
    when they show text or use images, shadings or colour spaces (resources a recording
    does not carry)."""
    from reportlab.graphics import renderPDF

    scratch = Canvas(io.BytesIO(), invariant=1)
    scratch.beginForm("svg")
    renderPDF.draw(drawing, scratch, 0, 0)
    font_only = re.compile(_FONT_ONLY)  # only svglib's drawings need it: compiled then
    code = tuple(line for line in scratch._code if not font_only.fullmatch(line))
    if (scratch._formsinuse or scratch._shadingUsed or scratch._colorsUsed
            or any("BT" in line or "BI " in line for line in code)):  # text, images
        return None
    states = tuple((attribute, value, name)
                   for (attribute, value), name in scratch._extgstate._c.items())
    return Recording(float(drawing.width), float(drawing.height), code, states)


@lru_cache(maxsize=512)
def _drawing(path: Path):
    from svglib.svglib import svg2rlg

    try:
        drawing = svg2rlg(str(path))
    except Exception as error:  # svglib raises lxml's and its own errors
        raise ArtError(f"{path}: not a readable SVG image ({error})") from None
    if drawing is None or not drawing.width or not drawing.height:
        raise ArtError(f"{path}: not a readable SVG image (no size)")
    return drawing


def _replay(canvas: Canvas, recording: Recording) -> None:
    """Draw a recording into the form being stored: its operators, and the graphics states
    they name, which the form's resources then carry (see forms)."""
    states = canvas._extgstate._c
    assert not states, "a recording replays first in a fresh form, whose states it names"
    states.update({(attribute, value): name for attribute, value, name in recording.states})
    canvas._code.extend(recording.code)


def clear_cache() -> None:
    """Forget every picture read in this process (benchmarks use this to time reading too;
    recordings kept across runs stay)."""
    load_picture.cache_clear()
    _drawing.cache_clear()
    _RECORDED.clear()


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
    recording = _RECORDED.get(picture.key)
    reuse(canvas, picture.key, (0, 0, picture.width, picture.height),
          (lambda c: _replay(c, recording)) if recording is not None else
          (lambda c: _draw_live(c, picture.path)))
    canvas.restoreState()


def _draw_live(canvas: Canvas, path: Path) -> None:
    from reportlab.graphics import renderPDF

    renderPDF.draw(_drawing(path), canvas, 0, 0)


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))
