"""Card faces drawn on several threads at once, as the companion's server draws them for
phones opening rulings pages together. PDFium is not thread-safe (pypdfium2's own
warning): two renders at a time crashed a server process with a segmentation fault inside
PdfDocument.get_page, so PDFium is entered by one thread at a time."""

from __future__ import annotations

import io
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pypdfium2
from PIL import Image

from hjkit.generator import render
from hjkit.generator.layout import Size
from hjkit.generator.render import side_png


def _draw(canvas) -> None:
    canvas.setFillColorRGB(0.2, 0.4, 0.6)
    canvas.rect(0, 0, 60, 90, fill=1, stroke=0)


def test_pdfium_is_entered_by_one_thread_at_a_time(monkeypatch):
    inside, most, guard = [0], [0], threading.Lock()
    document = pypdfium2.PdfDocument

    def watched(pdf):
        with guard:
            inside[0] += 1
            most[0] = max(most[0], inside[0])
        time.sleep(0.01)  # long enough for another thread to come in, were it let in
        with guard:
            inside[0] -= 1
        return document(pdf)

    monkeypatch.setattr(render.pypdfium2, "PdfDocument", watched, raising=True)
    with ThreadPoolExecutor(max_workers=8) as pool:
        images = list(pool.map(lambda n: side_png(_draw, Size(63, 88), f"face {n}", dpi=120),
                               range(32)))
    assert most[0] == 1
    assert len(set(images)) == 1  # every one the same, whole picture
    assert Image.open(io.BytesIO(images[0])).size == (298, 416)
