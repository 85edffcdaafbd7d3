"""Drawings stored once per PDF and placed wherever they recur: a card side printed in
several copies, a shared back, a picture. Each is a PDF form object; placing it again costs
a reference, not a redraw."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

Bounds = tuple[float, float, float, float]


def form_name(label: str) -> str:
    """A PDF-safe name for a form, the same for the same label."""
    return "F" + hashlib.sha1(label.encode("utf-8")).hexdigest()[:16]


def reuse(canvas: Canvas, label: str, bounds: Bounds, draw: Callable[[Canvas], None]) -> None:
    """Place the drawing known by label at the origin, drawing it into the PDF the first
    time. bounds (x0, y0, x1, y1, points) clip it; draw must set every colour it uses."""
    name = form_name(label)
    if not canvas.hasForm(name):
        _store(canvas, name, bounds, draw)
    canvas.doForm(name)


def _store(canvas: Canvas, name: str, bounds: Bounds, draw: Callable[[Canvas], None]) -> None:
    """reportlab writes a form's fonts and images into its resources but not its graphics
    states (opacities), so they are added here, else viewers drop every translucent shape."""
    canvas.beginForm(name, *bounds)
    draw(canvas)
    states = canvas._extgstate.getState()
    canvas.endForm()
    form = canvas._doc.idToObject[pdfdoc.xObjectName(name)]
    resources = pdfdoc.PDFResourceDictionary()
    resources.basicFonts()
    resources.allProcs()
    if form.XObjects:
        resources.XObject = form.XObjects
    if states:
        resources.ExtGState = states
    form.Resources = resources
