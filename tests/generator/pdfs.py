"""Helpers that read generated PDFs back: card origins, text positions, QR codes."""

from __future__ import annotations

import ctypes
import subprocess
from dataclasses import dataclass
from pathlib import Path
from statistics import median

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import zxingcpp
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ContentStream
from reportlab.lib.units import mm

from .conftest import pdftoppm


def card_origins(path: Path, page: int) -> list[tuple[float, float]]:
    """The trim corner of every card side drawn on a page, in mm, in drawing order."""
    return [origin for origin, _ in placed_sides(path, page)]


def placed_sides(path: Path, page: int) -> list[tuple[tuple[float, float], str]]:
    """Every card side drawn on a page: its own bottom-left corner in mm and the name of the
    stored drawing placed there (see hjkit.generator.forms.form_name), in drawing order.

    Each side is clipped to its bleed (`W n`), then moved to its corner and turned when it
    lies on its side (`a b c d x y cm`, a quarter turn or none), then placed (`/name Do`).
    """
    reader = PdfReader(path)
    content = ContentStream(reader.pages[page].get_contents(), reader)
    placed: list[tuple[tuple[float, float], str]] = []
    origin = None
    previous = b""
    for operands, operator in content.operations:
        if operator == b"cm" and previous == b"n":
            values = [float(v) for v in operands]
            assert values[:4] in ([1, 0, 0, 1], [0, 1, -1, 0], [0, -1, 1, 0]), values
            origin = (round(values[4] / mm, 3), round(values[5] / mm, 3))
        elif operator == b"Do" and origin is not None:
            placed.append((origin, str(operands[0]).removeprefix("/FormXob.")))
            origin = None
        previous = operator
    return placed


def text_positions(path: Path, page: int) -> list[tuple[str, float, float]]:
    """Each piece of text drawn directly on a page (not inside a stored card side) with its
    x and y in mm."""
    reader = PdfReader(path)
    found: list[tuple[str, float, float]] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            x = cm[0] * tm[4] + cm[2] * tm[5] + cm[4]
            y = cm[1] * tm[4] + cm[3] * tm[5] + cm[5]
            found.append((text.strip(), x / mm, y / mm))

    reader.pages[page].extract_text(visitor_text=visit)
    return found


def render(path: Path, page: int, dpi: int, out: Path) -> Image.Image:
    """Rasterise one page (0-based) with pdftoppm."""
    binary = pdftoppm()
    stem = out / f"page-{page}"
    subprocess.run([binary, "-png", "-r", str(dpi), "-f", str(page + 1), "-l", str(page + 1),
                    "-singlefile", str(path), str(stem)], check=True, timeout=60)
    return Image.open(f"{stem}.png")


def ink(image: Image.Image) -> float:
    """The share of the page covered in ink: 0 for white paper, 1 for solid black."""
    grey = image.convert("L")
    histogram = grey.histogram()
    return sum((255 - level) * count for level, count in enumerate(histogram)) / (
        255 * grey.width * grey.height)


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG 2's contrast ratio of two 0-255 RGB colours, from 1 to 21."""
    def luminance(colour):
        linear = [v / 255 / 12.92 if v <= 10.31 else ((v / 255 + 0.055) / 1.055) ** 2.4
                  for v in colour[:3]]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@dataclass(frozen=True)
class PrintedText:
    """A text object of a page: its ink, what lies around it, where (points)."""

    ratio: float
    ink: tuple[int, ...]
    ground: tuple[float, ...]
    at: tuple[int, int]


def text_contrasts(path: Path, page: int, dpi: int = 150) -> list[PrintedText]:
    """Each text object of the page (0-based): its fill colour as the PDF gives it, and the
    colour around it as PDFium draws the page (the median of a 2-point ring round its
    bounds, where no glyph of it lies)."""
    pdf = pdfium.PdfDocument(path)
    try:
        sheet = pdf[page]
        scale, height, pad = dpi / 72, sheet.get_height(), 2
        image = sheet.render(scale=scale).to_pil().convert("RGB")
        found = []
        for text in sheet.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_TEXT], max_depth=8):
            left, bottom, right, top = text.get_bounds()
            holder = text.container  # bounds are in the form's space: up to the page's
            while holder is not None:
                left, bottom, right, top = holder.get_matrix().on_rect(left, bottom, right,
                                                                        top)
                holder = holder.container
            channels = [ctypes.c_uint() for _ in range(4)]
            pdfium_c.FPDFPageObj_GetFillColor(text.raw, *channels)
            ink = tuple(c.value for c in channels[:3])
            box = [round(v * scale) for v in (left - pad, height - top - pad, right + pad,
                                              height - bottom + pad)]
            around = image.crop(box)
            pixels = around.load()
            rim = round(pad * scale)
            ring = [pixels[x, y] for y in range(around.height) for x in range(around.width)
                    if not (rim <= x < around.width - rim and rim <= y < around.height - rim)]
            ground = tuple(median(c) for c in zip(*ring, strict=True))
            found.append(PrintedText(contrast(ink, ground), ink, ground,
                                     (round(left), round(bottom))))
        return found
    finally:
        pdf.close()


def decode_qr(image: Image.Image) -> list[str]:
    """The text of every QR code found in the image."""
    return sorted(result.text for result in zxingcpp.read_barcodes(image))


def render_pages(path: Path, dpi: int, out: Path) -> list[Image.Image]:
    """Rasterise every page with pdftoppm, in order."""
    binary = pdftoppm()
    stem = out / f"{path.stem}-{dpi}"
    subprocess.run([binary, "-png", "-r", str(dpi), str(path), str(stem)], check=True,
                   timeout=600)
    return [Image.open(p) for p in sorted(out.glob(f"{stem.name}-*.png"))]


def crop_mm(image: Image.Image, dpi: int, x: float, y: float, width: float,
            height: float) -> Image.Image:
    """The part of a page image inside a rectangle given in mm from the page's bottom left."""
    px = dpi / 25.4
    top = image.height - (y + height) * px
    return image.crop((round(x * px), round(top), round((x + width) * px),
                       round(top + height * px)))


def placements(path: Path, page: int) -> list[tuple[float, ...]]:
    """The matrix (a, b, c, d, e, f; e and f in mm) of every card side placed on a page,
    in drawing order: a quarter, half or no turn, and its own bottom-left corner."""
    reader = PdfReader(path)
    content = ContentStream(reader.pages[page].get_contents(), reader)
    found: list[tuple[float, ...]] = []
    matrix = None
    previous = b""
    for operands, operator in content.operations:
        if operator == b"cm" and previous == b"n":
            matrix = [1.0, 0.0, 0.0, 1.0] + [float(v) / mm for v in operands[4:]]
        elif operator == b"cm" and matrix is not None:
            a, b, c, d = (float(v) for v in operands[:4])
            m = matrix
            matrix = [a * m[0] + b * m[2], a * m[1] + b * m[3],
                      c * m[0] + d * m[2], c * m[1] + d * m[3], m[4], m[5]]
        elif operator == b"Do" and matrix is not None:
            found.append(tuple(matrix))
            matrix = None
        previous = operator
    return found
