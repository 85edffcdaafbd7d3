"""Printer calibration: a duplex sheet whose back carries numbered scales around a zero
cross on the front, so one print tells how far this printer's backs land off, and a saved
offset that later builds use.

Both sides are drawn around the paper's centre, which duplex printing keeps in place on
either flip, so the sheet reads the same for long- and short-edge printers. Hold the
printed sheet against a light: the number on the back's scale that lies under the front's
zero line is the correction, in millimetres, for `--back-offset X,Y` (X along the back's
horizontal scale, Y along its vertical one).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm

from hjkit.kit.configdir import config_folder

from . import fonts
from .document import new_canvas
from .impose import Duplex
from .layout import Layout

SCALE_MM = 6
"""The scales run from -6 to +6 mm."""
STEP_MM = 0.5
LABEL_PT = 5
SCALE_ARM = 60.0
"""Distance from the centre to where each scale is drawn, in mm."""
CONFIG_FILE = "calibration.json"


class CalibrationError(ValueError):
    """A saved calibration that cannot be read or written; the message says where."""


def write_calibration(target: str | BinaryIO, layout: Layout, paper: str,
                      duplex: Duplex) -> int:
    """The calibration sheet: front and back page. Returns the page count."""
    size = layout.sheets.papers[paper]
    canvas = new_canvas(target, "hjkit printer calibration", size)
    cx, cy = size.width / 2 * mm, size.height / 2 * mm
    _front(canvas, cx, cy, paper, duplex)
    canvas.showPage()
    _back(canvas, cx, cy)
    canvas.showPage()
    canvas.save()
    return 2


def _front(canvas, cx: float, cy: float, paper: str, duplex: Duplex) -> None:
    """Zero lines through the centre, long enough to cross both scales of the back."""
    canvas.setLineWidth(0.3 * mm)
    arm = (SCALE_ARM + 12) * mm
    canvas.line(cx, cy - arm, cx, cy + arm)
    canvas.line(cx - arm, cy, cx + arm, cy)
    canvas.setFont(fonts.BOLD, 12)
    canvas.drawCentredString(cx, cy + arm + 8 * mm, "hjkit printer calibration")
    canvas.setFont(fonts.REGULAR, 9)
    lines = [f"Print this sheet double-sided on {paper}, flipping on the {duplex.value} edge, "
             "at 100%.",
             "Hold it against a light. On the back's scales, read the number under this",
             "sheet's zero lines: X on the horizontal scale, Y on the vertical one.",
             "Then build with --back-offset X,Y, or save it once: hjkit calibrate --save X,Y"]
    for index, line in enumerate(lines):
        canvas.drawCentredString(cx, cy - arm - (10 + 5 * index) * mm, line)


def _back(canvas, cx: float, cy: float) -> None:
    """A horizontal scale above the centre and a vertical one right of it, numbered in
    back-page millimetres from the centre: the value to pass as the offset. Labels of even
    millimetres sit on one side of a scale and odd ones on the other, so none touch."""
    canvas.setLineWidth(0.15 * mm)
    ticks = int(SCALE_MM / STEP_MM)
    arm = SCALE_ARM * mm
    for i in range(-ticks, ticks + 1):
        d = i * STEP_MM
        whole = float(d).is_integer()
        length = (4 if whole else 2) * mm
        canvas.line(cx + d * mm, cy + arm - length, cx + d * mm, cy + arm + length)
        canvas.line(cx + arm - length, cy + d * mm, cx + arm + length, cy + d * mm)
        if not whole:
            continue
        label = f"{d:.0f}"
        canvas.setFont(fonts.BOLD if d == 0 else fonts.REGULAR, LABEL_PT)
        side = 1 if int(d) % 2 == 0 else -1
        canvas.drawCentredString(cx + d * mm, cy + arm + side * 5.5 * mm - (
            0 if side > 0 else LABEL_PT * 0.7), label)
        width = fonts.width(label, fonts.BOLD if d == 0 else fonts.REGULAR, LABEL_PT)
        x = cx + arm + 5.5 * mm if side > 0 else cx + arm - 5.5 * mm - width
        canvas.drawString(x, cy + d * mm - LABEL_PT * 0.35, label)
    canvas.setFont(fonts.REGULAR, 8)
    canvas.drawCentredString(cx, cy + arm + 12 * mm, "X (mm)")
    canvas.drawString(cx + arm + 14 * mm, cy - 3, "Y (mm)")


def _key(paper: str, duplex: Duplex) -> str:
    return f"{paper}/{duplex.value}"


def saved_offset(paper: str, duplex: Duplex) -> tuple[float, float] | None:
    """The back offset saved for this paper and duplex mode, if any."""
    path = config_folder() / CONFIG_FILE
    if not path.exists():
        return None
    try:
        value = json.loads(path.read_text(encoding="utf-8")).get(_key(paper, duplex))
    except (OSError, ValueError, AttributeError) as error:
        raise CalibrationError(f"{path}: cannot read the saved calibration ({error}); "
                               f"delete it or save again with hjkit calibrate --save") from None
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int | float) for v in value)):
        raise CalibrationError(f"{path}: {_key(paper, duplex)} must be [X, Y] in mm")
    return float(value[0]), float(value[1])


def save_offset(paper: str, duplex: Duplex, offset: tuple[float, float]) -> Path:
    """Remember the offset for this paper and duplex mode; other entries are kept."""
    path = config_folder() / CONFIG_FILE
    data = {}
    if path.exists():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            data = {}  # an unreadable file is replaced by a good one
    data[_key(paper, duplex)] = list(offset)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    except OSError as error:
        raise CalibrationError(f"cannot save the calibration to {path}: "
                               f"{error.strerror}") from None
    return path
