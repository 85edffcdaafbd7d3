"""`hjkit calibrate`: a duplex sheet with numbered scales, and a saved back offset."""

from __future__ import annotations

from pypdf import PdfReader
from reportlab.lib.units import mm

from hjkit.cli import main
from hjkit.generator import fonts

from .conftest import BASE_URL
from .pdfs import card_origins, text_positions

LETTER_CENTRE = (215.9 / 2, 279.4 / 2)


def test_the_back_numbers_its_scales_in_millimetres_from_the_centre(tmp_path):
    assert main(["calibrate", "--paper", "letter", "--out", str(tmp_path)]) == 0
    sheet = tmp_path / "calibration-letter-long.pdf"
    assert len(PdfReader(sheet).pages) == 2
    back = {text: (x, y) for text, x, y in text_positions(sheet, 1)}
    cx, cy = LETTER_CENTRE
    # The horizontal scale: label d sits d mm right of the centre.
    for label, d in (("0", 0), ("2", 2), ("-3", -3), ("6", 6)):
        font = fonts.BOLD if label == "0" else fonts.REGULAR
        centres = [x + fonts.width(label, font, 5) / mm / 2
                   for text, x, _ in text_positions(sheet, 1) if text == label]
        assert any(abs(c - (cx + d)) < 0.1 for c in centres), (label, centres)
    # The vertical scale: label d sits d mm above the centre, right of it.
    ys = [y for text, x, y in text_positions(sheet, 1) if text == "4" and x > cx + 30]
    assert ys and abs(ys[0] - (cy + 4)) < 1  # the baseline sits just below the tick
    assert "X (mm)" in back and "Y (mm)" in back


def test_the_front_tells_how_to_read_it(tmp_path):
    assert main(["calibrate", "--paper", "a4", "--duplex", "short", "--out", str(tmp_path)]) == 0
    front = " ".join(t for t, _, _ in text_positions(tmp_path / "calibration-a4-short.pdf", 0))
    assert "flipping on the short edge" in front and "hjkit calibrate --save X,Y" in front


def test_a_saved_offset_moves_the_backs_of_the_next_build(standard_set, tmp_path, capsys):
    def back_origins(out):
        assert main(["build", str(standard_set), "--out", str(out), "--base-url", BASE_URL]) == 0
        return card_origins(next(out.glob("*-book.pdf")), 1)

    before = back_origins(tmp_path / "before")
    assert main(["calibrate", "--save", "1.5,-0.5"]) == 0
    after = back_origins(tmp_path / "after")
    assert "backs moved 1.5,-0.5 mm" in capsys.readouterr().out
    assert [(round(x - bx, 3), round(y - by, 3))
            for (x, y), (bx, by) in zip(after, before, strict=True)] == [(1.5, -0.5)] * len(after)
    # An explicit --back-offset wins over the saved one.
    out = tmp_path / "explicit"
    assert main(["build", str(standard_set), "--out", str(out), "--base-url", BASE_URL,
                 "--back-offset", "0,0"]) == 0
    assert card_origins(next(out.glob("*-book.pdf")), 1) == before


def test_a_saved_offset_is_per_paper_and_duplex(standard_set, tmp_path):
    assert main(["calibrate", "--save", "2,2", "--paper", "a4"]) == 0
    out = tmp_path / "letter"
    assert main(["build", str(standard_set), "--out", str(out), "--base-url", BASE_URL]) == 0
    out0 = tmp_path / "plain"
    assert main(["build", str(standard_set), "--out", str(out0), "--base-url", BASE_URL,
                 "--back-offset", "0,0"]) == 0
    assert card_origins(next(out.glob("*-book.pdf")), 1) == card_origins(
        next(out0.glob("*-book.pdf")), 1)


def test_a_bad_offset_is_a_clear_error(capsys):
    assert main(["calibrate", "--save", "left"]) == 2
    assert "give X,Y in millimetres" in capsys.readouterr().err
    assert main(["calibrate", "--save", "40,0"]) == 2
    assert "not a printer offset" in capsys.readouterr().err
