"""A contact sheet of pictures, read through svglib as the kit reads card art: for looking
at a batch at once. `python -m tools.card_art.sheet OUT.pdf a.svg b.svg ...`"""

from __future__ import annotations

import sys
from pathlib import Path

from reportlab.graphics import renderPDF
from reportlab.pdfgen.canvas import Canvas
from svglib.svglib import svg2rlg

from hjkit.generator import fonts

COLS, ROWS, CELL_W, CELL_H = 3, 6, 180, 110


def main(out: str, files: list[str]) -> None:
    fonts.register()
    canvas = Canvas(out, pagesize=(COLS * CELL_W, ROWS * CELL_H))
    for i, name in enumerate(files):
        if i and i % (COLS * ROWS) == 0:
            canvas.showPage()
        row, col = divmod(i % (COLS * ROWS), COLS)
        drawing = svg2rlg(name)
        drawing.initialFontName = fonts.REGULAR
        scale = (CELL_W - 10) / drawing.width
        x, y = col * CELL_W + 5, (ROWS - row) * CELL_H - 8 - drawing.height * scale
        canvas.saveState()
        canvas.translate(x, y)
        canvas.scale(scale, scale)
        clip = canvas.beginPath()
        clip.rect(0, 0, drawing.width, drawing.height)
        canvas.clipPath(clip, stroke=0, fill=0)
        renderPDF.draw(drawing, canvas, 0, 0)
        canvas.restoreState()
        canvas.setFont("Helvetica", 6)
        canvas.drawString(x, y - 7, Path(name).stem)
    canvas.save()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
