"""Drawings stored once per PDF as forms (card sides, pictures) print as they were drawn:
their opacities, the forms they place, and text."""

from __future__ import annotations

import io

import pypdfium2
from reportlab.lib.units import mm

from hjkit.generator import fonts
from hjkit.generator.document import new_canvas
from hjkit.generator.forms import reuse
from hjkit.generator.layout import Size

DPI = 72


def _render(draw_page) -> list:
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, "forms", Size(width=60, height=20))
    draw_page(canvas)
    canvas.showPage()
    canvas.save()
    page = pypdfium2.PdfDocument(buffer.getvalue())[0]
    return page.render(scale=DPI / 72).to_pil().convert("L")


def _square(alpha: float):
    def draw(canvas) -> None:
        canvas.setFillColorRGB(0, 0, 0)
        canvas.setFillAlpha(alpha)
        canvas.rect(0, 0, 10 * mm, 10 * mm, stroke=0, fill=1)
    return draw


def _darkness(image, x_mm: float) -> float:
    px = DPI / 25.4
    return 1 - image.getpixel((round((x_mm + 5) * px), round(10 * px))) / 255


def test_forms_keep_their_own_opacities():
    """Each form numbers its graphics states from the first: two forms with different
    opacities under the same state name must each print their own."""
    def page(canvas) -> None:
        for number, alpha in enumerate((0.2, 0.8, 0.2)):
            canvas.saveState()
            canvas.translate((5 + 18 * number) * mm, 5 * mm)
            reuse(canvas, f"square {alpha}", (0, 0, 10 * mm, 10 * mm), _square(alpha))
            canvas.restoreState()
    image = _render(page)
    assert abs(_darkness(image, 5) - 0.2) < 0.02
    assert abs(_darkness(image, 23) - 0.8) < 0.02
    assert abs(_darkness(image, 41) - 0.2) < 0.02


def test_a_form_placing_a_form_and_text_prints_both():
    def inner(canvas) -> None:
        canvas.setFillColorRGB(0, 0, 0)
        canvas.rect(0, 0, 10 * mm, 10 * mm, stroke=0, fill=1)

    def outer(canvas) -> None:
        reuse(canvas, "inner", (0, 0, 10 * mm, 10 * mm), inner)
        canvas.setFillColorRGB(0, 0, 0)
        canvas.setFont(fonts.BOLD, 30)
        canvas.drawString(20 * mm, 0, "\u201cW\u2019")

    def page(canvas) -> None:
        canvas.translate(5 * mm, 5 * mm)
        reuse(canvas, "outer", (0, 0, 50 * mm, 10 * mm), outer)
    image = _render(page)
    assert _darkness(image, 0) > 0.95  # the inner square
    text = image.crop((round(25 * 72 / 25.4), 0, round(45 * 72 / 25.4), image.height))
    assert text.getextrema()[0] < 60  # the text's ink
