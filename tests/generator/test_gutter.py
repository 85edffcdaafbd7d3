"""--gutter on every paper for every game's shipped sets: each piece keeps the gutter to its
neighbours and stays inside the margins, a piece too large for the paper is named as what
it is, and a build that fails leaves nothing behind."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path

import pytest
import yaml

from hjkit.cli import main
from hjkit.generator.build import BuildError, BuildOptions, build_paths, plan_jobs
from hjkit.generator.document import SheetOptions, plan_sheets
from hjkit.generator.impose import EPSILON
from hjkit.generator.layout import LAYOUT_DIR
from hjkit.kit.registry import shipped

from .conftest import BASE_URL
from .pdfs import placements
from .shipped import SHIPPED_SETS


def _trim(matrix, size):
    """The trim rectangle (x0, y0, x1, y1) of a side placed with matrix."""
    a, b, c, d, e, f = matrix
    corners = [(a * x + c * y + e, b * x + d * y + f)
               for x in (0, size.width) for y in (0, size.height)]
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize(("paper", "gutter"), [("letter", 6), ("a4", 6), ("a4", 4),
                                               ("letter", 3)])
@pytest.mark.parametrize("name", SHIPPED_SETS)
def test_every_shipped_set_builds_with_a_gutter_its_pieces_apart_inside_the_margins(
        name, paper, gutter, tmp_path):
    options = BuildOptions(sheets=SheetOptions(paper=paper, gutter=gutter), base_url=BASE_URL,
                           out=tmp_path)
    files = {p.name: p for p in build_paths([shipped(name)], options).written}
    layout, jobs, _ = plan_jobs([shipped(name)], options)
    sheet_paper, margin = layout.sheets.papers[paper], layout.sheets.margin
    for job in jobs:
        for part, pieces in job.parts:
            if not pieces:
                continue
            path = files[f"{job.name}-{part}.pdf"]
            for number, sheet in enumerate(plan_sheets(list(pieces), layout, options.sheets)):
                trims = [_trim(m, p.size) for m, p in
                         zip(placements(path, 2 * number), sheet.pieces, strict=True)]
                for slot in sheet.slots:
                    assert slot.bleed.x >= margin - EPSILON and slot.bleed.y >= margin - EPSILON
                    assert slot.bleed.right <= sheet_paper.width - margin + EPSILON
                    assert slot.bleed.top <= sheet_paper.height - margin + EPSILON
                for i, one in enumerate(trims):
                    for other in trims[i + 1:]:
                        apart_x = max(other[0] - one[2], one[0] - other[2])
                        apart_y = max(other[1] - one[3], one[1] - other[3])
                        assert max(apart_x, apart_y) >= gutter - 0.01, (part, number)


def test_the_board_quarters_print_on_a4_with_a_gutter_keeping_the_bleed_there_is(tmp_path):
    """A 190 mm quarter fits an A4 sheet alone, with less than a gutter's full bleed."""
    assert main(["build", "hq-starter", "--paper", "a4", "--gutter", "6", "--out",
                 str(tmp_path), "--base-url", BASE_URL]) == 0
    options = BuildOptions(sheets=SheetOptions(paper="a4", gutter=6), base_url=BASE_URL)
    layout, jobs, _ = plan_jobs([shipped("hq-starter")], options)
    sheets = plan_sheets(list(dict(jobs[0].parts)["board"]), layout, options.sheets)
    assert [len(s.pieces) for s in sheets] == [1, 1, 1, 1]
    slot = sheets[0].slots[0]
    assert slot.trim.x - slot.bleed.x == pytest.approx(0.5)
    assert slot.trim.y - slot.bleed.y == pytest.approx(3)  # 297 mm leaves room for all of it


def test_a_piece_that_cannot_fit_is_named_with_its_set_and_part_and_nothing_is_written(
        tmp_path, capsys):
    layouts = tmp_path / "layouts"
    shutil.copytree(LAYOUT_DIR, layouts)
    sheets = yaml.safe_load((layouts / "sheets.yaml").read_text())
    sheets["papers"]["a5"] = {"width": 148, "height": 210}
    (layouts / "sheets.yaml").write_text(yaml.safe_dump(sheets))
    out = tmp_path / "out"
    options = BuildOptions(sheets=SheetOptions(paper="a5"), base_url=BASE_URL, out=out,
                           layout_dir=layouts)
    with pytest.raises(BuildError) as error:
        build_paths([shipped("hq-starter")], options)
    assert str(error.value).startswith("hq-starter board: board-1 (190 x 190 mm) does not fit "
                                       "on 148 x 210 mm paper")
    assert "card" not in str(error.value)
    assert not out.exists()


def test_a_write_that_fails_leaves_no_partial_set_and_no_staging_folder(tmp_path, monkeypatch):
    out = tmp_path / "out"
    real, calls = Path.write_bytes, []

    def third_fails(self, data):
        calls.append(self)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device", str(self))
        return real(self, data)

    monkeypatch.setattr(Path, "write_bytes", third_fails)
    options = BuildOptions(base_url=BASE_URL, out=out)
    with pytest.raises(BuildError, match="No space left on device"):
        build_paths([shipped("decktet")], options)
    assert list(out.iterdir()) == []


def test_a_folder_in_the_way_of_one_file_stops_the_build_before_any_file_is_replaced(
        tmp_path):
    out = tmp_path / "out"
    options = BuildOptions(base_url=BASE_URL, out=out)
    first = build_paths([shipped("decktet")], options).written
    before = {p: p.read_bytes() for p in first}
    (out / "decktet-summary.pdf").unlink()
    (out / "decktet-summary.pdf").mkdir()
    changed = BuildOptions(sheets=SheetOptions(gutter=6), base_url=BASE_URL, out=out)
    with pytest.raises(BuildError, match="decktet-summary.pdf"):
        build_paths([shipped("decktet")], changed)
    for path, data in before.items():
        if path.name != "decktet-summary.pdf":
            assert path.read_bytes() == data
    assert sorted(p.name for p in out.iterdir()) == sorted(p.name for p in first)
