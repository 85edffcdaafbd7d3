"""Drawings stored once per PDF and placed wherever they recur: a card side printed in
several copies, a shared back, a picture. Each is a PDF form object; placing it again costs
a reference, not a redraw.

Forms are finished here (`_store`) rather than by reportlab's endForm, whose forms leave
out of their resources the graphics states, shadings and colour spaces they use. `_Form`
writes a form's dictionary and content in one piece; forms that use the same resources
share one resource dictionary.
"""

from __future__ import annotations

import hashlib
import weakref
import zlib
from collections.abc import Callable

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

Bounds = tuple[float, float, float, float]
_SHARED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""Per PDF document: its resource dictionaries, one a distinct set of resources."""


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


class _Form(pdfdoc.PDFFormXObject):
    """A form XObject written in one piece: its content (bytes) compressed when the canvas
    compresses, its resources a reference to a shared dictionary."""

    def format(self, document) -> bytes:
        content = zlib.compress(self.stream) if self.compression else self.stream
        content = document.encrypt.encode(content)
        head = (f"<< /BBox [ {fp_str(self.lowerx, self.lowery, self.upperx, self.uppery)} ]"
                + (" /Filter /FlateDecode" if self.compression else "")
                + f" /FormType 1 /Length {len(content)} /Matrix [ 1 0 0 1 0 0 ] /Resources ")
        return (head.encode("ascii") + pdfdoc.format(self.Resources, document)
                + b" /Subtype /Form /Type /XObject >>\nstream\n" + content + b"endstream\n")


def _store(canvas: Canvas, name: str, bounds: Bounds, draw: Callable[[Canvas], None]) -> None:
    """Draw into a new form and finish it as reportlab's endForm does, but as a _Form. Its
    resources name every font, every form or image it places, the document's graphics
    states (opacities), and the shadings and colour spaces it uses: reportlab leaves the
    states out of a form's resources (viewers then drop every translucent shape), and this
    finishing would leave out the rest (a gradient then paints nothing)."""
    canvas.beginForm(name, *bounds)
    draw(canvas)
    form = _Form(*bounds)
    form.compression = canvas._pageCompression
    form.stream = b"\n".join(map(_encoded, [canvas._preamble, *canvas._code]))
    form.Resources = _resources(canvas, sorted(set(canvas._formsinuse)))
    canvas._doc.addForm(name, form)
    canvas._restartAccumulators()  # back to the page (or form) being drawn
    canvas.pop_state_stack()


def _encoded(content: str | bytes) -> bytes:
    """Content stream bytes: drawing operators and escaped strings are ASCII, encoded in C;
    anything else as reportlab encodes it. An inline image (an SVG picture's embedded
    bitmap) is bytes already."""
    if isinstance(content, bytes):
        return content
    try:
        return content.encode("ascii")
    except UnicodeEncodeError:
        return pdfdoc.pdfdocEnc(content)


def _resources(canvas: Canvas, uses: list[str]) -> pdfdoc.PDFObjectReference:
    """A reference to the document's resource dictionary for a form placing uses (form and
    image names), made the first time it is asked for."""
    document = canvas._doc
    states = canvas._extgstate.getState()
    # shadings and colour spaces: an SVG picture svglib draws with a gradient uses them
    shadings, colours = dict(canvas._shadingUsed), dict(canvas._colorsUsed)
    # each form numbers its graphics states from 0: the key holds what they set, not names
    key = (tuple(uses), tuple((name, tuple(state.dict.items()))
                              for name, state in states.dict.items()) if states else (),
           tuple(sorted(shadings.items())), tuple(sorted(colours.items())))
    shared = _SHARED.setdefault(document, {})
    if key not in shared:
        resources = pdfdoc.PDFResourceDictionary()
        resources.basicFonts()
        resources.allProcs()
        if uses:
            resources.XObject = document.xobjDict(uses)
        if states:
            resources.ExtGState = states
        resources.setShading(shadings)
        resources.setColorSpace(colours)
        shared[key] = document.Reference(resources, f"HJResources{len(shared)}")
    return shared[key]
