"""Imposition: how many cards a sheet holds, margins, bleed, crop marks and duplex backs."""

from __future__ import annotations

from math import hypot

import pytest

from hjkit.printing.impose import Duplex, Rect, grid_for
from hjkit.printing.layout import MIN_MARGIN, load_layout

LAYOUT = load_layout()
PAPERS = sorted(LAYOUT.sheets.papers)


def _grid(paper: str, size: str):
    return grid_for(LAYOUT.sheets.papers[paper], LAYOUT.cards.sizes[size],
                    LAYOUT.sheets.margin, LAYOUT.cards.bleed)


@pytest.mark.parametrize("paper", PAPERS)
def test_nine_poker_cards_fit_on_a_sheet(paper):
    grid = _grid(paper, "poker")
    assert (grid.columns, grid.rows) == (3, 3)


@pytest.mark.parametrize("paper", PAPERS)
def test_sites_fill_the_sheet_as_many_as_fit(paper):
    grid = _grid(paper, "site")
    assert grid.per_sheet == 8
    paper_size = LAYOUT.sheets.papers[paper]
    room_across = paper_size.width - 2 * LAYOUT.sheets.margin
    assert (grid.columns + 1) * 88 > room_across  # one more would not fit


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", ["poker", "site"])
def test_everything_printed_stays_inside_the_margins(paper, size):
    grid = _grid(paper, size)
    margin = LAYOUT.sheets.margin
    assert margin >= MIN_MARGIN
    for slot in grid.slots:
        assert slot.bleed.x >= margin - 1e-6 and slot.bleed.y >= margin - 1e-6
        assert slot.bleed.right <= grid.paper.width - margin + 1e-6
        assert slot.bleed.top <= grid.paper.height - margin + 1e-6
    for mark in grid.crop_marks(grid.per_sheet, LAYOUT.sheets.marks):
        for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
            assert margin - 1e-6 <= x <= grid.paper.width - margin + 1e-6
            assert margin - 1e-6 <= y <= grid.paper.height - margin + 1e-6


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", ["poker", "site"])
def test_crop_marks_sit_outside_every_card(paper, size):
    grid = _grid(paper, size)
    marks = grid.crop_marks(grid.per_sheet, LAYOUT.sheets.marks)
    assert marks
    for mark in marks:
        line = Rect(min(mark.x1, mark.x2), min(mark.y1, mark.y2), abs(mark.x2 - mark.x1),
                    abs(mark.y2 - mark.y1))
        for slot in grid.slots:
            assert _distance(line, slot.trim) >= LAYOUT.sheets.marks.gap - 1e-6, (mark, slot)


def _distance(line: Rect, trim: Rect) -> float:
    dx = max(0.0, trim.x - line.right, line.x - trim.right)
    dy = max(0.0, trim.y - line.top, line.y - trim.top)
    return hypot(dx, dy)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", ["poker", "site"])
def test_bleed_never_reaches_a_neighbouring_trim(paper, size):
    grid = _grid(paper, size)
    for slot in grid.slots:
        assert slot.bleed.x <= slot.trim.x and slot.bleed.right >= slot.trim.right
        for other in grid.slots:
            if other is not slot:
                assert not slot.bleed.overlaps(other.trim)
                assert not slot.trim.overlaps(other.trim)


def test_sites_on_a4_get_the_full_three_millimetre_bleed_all_round():
    for slot in _grid("a4", "site").slots:
        for bleed in (slot.trim.x - slot.bleed.x, slot.bleed.right - slot.trim.right,
                      slot.trim.y - slot.bleed.y, slot.bleed.top - slot.trim.top):
            assert bleed >= 3 - 1e-6


@pytest.mark.parametrize("paper", PAPERS)
def test_long_edge_backs_mirror_each_row(paper):
    grid = _grid(paper, "poker")
    backs = grid.back_slots(Duplex.LONG)
    first_row = [s.trim.x for s in grid.slots[:3]]
    back_row = [b.trim.x for b in backs[:3]]
    assert back_row == pytest.approx(list(reversed(first_row)))  # A B C -> C B A
    for front, back in zip(grid.slots, backs, strict=True):
        assert back.trim.y == pytest.approx(front.trim.y)
        assert back.trim.x + back.trim.width / 2 == pytest.approx(
            grid.paper.width - (front.trim.x + front.trim.width / 2))


def test_short_edge_backs_mirror_each_column():
    grid = _grid("letter", "poker")
    backs = grid.back_slots(Duplex.SHORT)
    column = [grid.slots[i].trim.y for i in (0, 3, 6)]
    assert [backs[i].trim.y for i in (0, 3, 6)] == pytest.approx(list(reversed(column)))
    assert [b.trim.x for b in backs] == pytest.approx([s.trim.x for s in grid.slots])


def test_back_offset_moves_every_back_by_the_given_millimetres():
    grid = _grid("a4", "poker")
    plain = grid.back_slots(Duplex.LONG)
    moved = grid.back_slots(Duplex.LONG, (1.5, -0.75))
    for before, after in zip(plain, moved, strict=True):
        assert after.trim.x - before.trim.x == pytest.approx(1.5)
        assert after.trim.y - before.trim.y == pytest.approx(-0.75)
