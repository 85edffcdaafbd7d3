"""--fold (gutterfold) over every game's shipped sets: faces on one half of each page,
each back behind its face once the page is folded on the dashed line, top to top."""

from __future__ import annotations

import pytest

from hjkit.cli import main
from hjkit.generator.build import BuildOptions, build_paths, plan_jobs
from hjkit.generator.document import Fold, SheetOptions, fold_slots, plan_sheets
from hjkit.generator.impose import EPSILON
from hjkit.kit.registry import shipped

from .conftest import BASE_URL
from .pdfs import placements, render
from .shipped import SHIPPED_SETS


def _point(matrix, x, y):
    a, b, c, d, e, f = matrix
    return a * x + c * y + e, b * x + d * y + f


def _over_fold(point, paper, fold):
    """Where a point of the face half lies on the page once folded over the line."""
    x, y = point
    return (paper.width - x, y) if fold is Fold.DOWN else (x, paper.height - y)


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("name", SHIPPED_SETS)
def test_every_back_lies_behind_its_face_over_the_fold_top_to_top(name, paper, tmp_path):
    options = BuildOptions(sheets=SheetOptions(paper=paper, fold=True), base_url=BASE_URL,
                           out=tmp_path)
    files = {p.name: p for p in build_paths([shipped(name)], options).written}
    layout, jobs, _ = plan_jobs([shipped(name)], options)
    page_size, margin = layout.sheets.papers[paper], layout.sheets.margin
    folded = 0
    for job in jobs:
        for part, pieces in job.parts:
            if not pieces:
                continue
            path = files[f"{job.name}-{part}.pdf"]
            for number, sheet in enumerate(plan_sheets(list(pieces), layout, options.sheets)):
                drawn = placements(path, number)
                if sheet.fold is None:  # a piece too large for half a page: a page each
                    assert len(drawn) == len(sheet.pieces)
                    continue
                folded += 1
                count = len(sheet.pieces)
                assert len(drawn) == 2 * count, (part, number)
                faces, backs = drawn[:count], drawn[count:]
                face_slots, _ = fold_slots(sheet, page_size)
                x1, y1, _, _ = sheet.fold.line(page_size)
                for slot in face_slots:  # on its own half, a margin from the fold
                    if sheet.fold is Fold.DOWN:
                        assert slot.bleed.right <= x1 - margin + EPSILON
                    else:
                        assert slot.bleed.y >= y1 + margin - EPSILON
                for piece, face, back in zip(sheet.pieces, faces, backs, strict=True):
                    w, h = piece.size.width, piece.size.height
                    for on_face, on_back in (((w / 2, h), (w / 2, h)), ((w / 2, 0), (w / 2, 0)),
                                             ((0, h / 2), (w, h / 2))):
                        expected = _over_fold(_point(face, *on_face), page_size, sheet.fold)
                        assert _point(back, *on_back) == pytest.approx(expected, abs=0.01), (
                            part, piece.card_id, on_face)
    assert folded


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_fold_line_is_printed_dashed_down_the_middle_of_the_page(paper, tmp_path):
    assert main(["build", "intro", "--fold", "--paper", paper, "--out", str(tmp_path),
                 "--base-url", BASE_URL]) == 0
    options = BuildOptions(sheets=SheetOptions(paper=paper, fold=True), base_url=BASE_URL)
    layout, jobs, _ = plan_jobs([shipped("intro")], options)
    sheet = plan_sheets(list(dict(jobs[0].parts)["book"]), layout, options.sheets)[0]
    image = render(tmp_path / "intro-book.pdf", 0, 100, tmp_path).convert("L")
    px = 100 / 25.4
    x1, y1, x2, y2 = sheet.fold.line(layout.sheets.papers[paper])
    if sheet.fold is Fold.DOWN:
        line = [image.getpixel((round(x1 * px), y)) for y in range(image.height)]
    else:
        line = [image.getpixel((x, image.height - 1 - round(y1 * px)))
                for x in range(image.width)]
    inked = sum(1 for v in line if v < 200) / len(line)
    assert 0.4 < inked < 0.8  # dashed: 3 mm on, 2 mm off


def test_fold_refuses_duplex_options(tmp_path, capsys):
    assert main(["build", "intro", "--fold", "--duplex", "short", "--out", str(tmp_path)]) == 2
    assert "--fold" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_board_quarters_too_large_to_fold_print_a_page_each(tmp_path):
    options = BuildOptions(sheets=SheetOptions(fold=True), base_url=BASE_URL, out=tmp_path)
    layout, jobs, _ = plan_jobs([shipped("hq-starter")], options)
    sheets = plan_sheets(list(dict(jobs[0].parts)["board"]), layout, options.sheets)
    assert [(s.fold, len(s.pieces)) for s in sheets] == [(None, 1)] * 4
