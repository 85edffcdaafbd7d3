"""Imposition: how many cards a sheet holds, margins, bleed, crop marks and duplex backs."""

from __future__ import annotations

from math import hypot

import pytest

from hjkit.generator.impose import Duplex, Rect, back_turn, grid_for
from hjkit.generator.layout import MIN_MARGIN, MIN_MARK_LENGTH, LayoutError, Size, load_layout

LAYOUT = load_layout()
PAPERS = sorted(LAYOUT.sheets.papers)
GUTTERS = [None, 0, 6]


def _grid(paper: str, size: str, gutter: float | None = None):
    return grid_for(LAYOUT.sheets.papers[paper], LAYOUT.cards.sizes[size],
                    LAYOUT.sheets.margin, LAYOUT.cards.bleed, LAYOUT.sheets.marks, gutter)


@pytest.mark.parametrize(("paper", "size", "gutter", "shape", "count"), [
    ("a4", "poker", None, (63, 88), 9),
    ("a4", "site", None, (63, 88), 9),  # sites turned on their side
    ("letter", "poker", None, (88, 63), 8),  # poker cards turned: 3 rows leave no mark room
    ("letter", "site", None, (88, 63), 8),
    ("a4", "poker", 6, (88, 63), 8),
    ("letter", "poker", 6, (88, 63), 6),
])
def test_cards_per_sheet_for_each_paper_and_gutter(paper, size, gutter, shape, count):
    grid = _grid(paper, size, gutter)
    assert (grid.card.width, grid.card.height) == shape
    assert grid.per_sheet == count


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", ["poker", "site"])
def test_no_other_way_up_holds_more_cards(paper, size):
    grid = _grid(paper, size)
    card = LAYOUT.cards.sizes[size]
    turned = Size(width=card.height, height=card.width)
    for shape in (card, turned):
        other = grid_for(LAYOUT.sheets.papers[paper], shape, LAYOUT.sheets.margin,
                         LAYOUT.cards.bleed, LAYOUT.sheets.marks)
        assert other.per_sheet <= grid.per_sheet


def test_a_card_too_large_for_the_paper_is_a_layout_error_naming_the_gutter():
    with pytest.raises(LayoutError, match="100 mm gutter"):
        grid_for(Size(width=100, height=100), Size(width=63, height=88), 6, 3,
                 LAYOUT.sheets.marks, 100)


def test_a_card_on_its_side_turns_and_its_back_turns_back_on_long_edge_duplex():
    grid = _grid("letter", "poker")
    slot = grid.slots[0]
    assert slot.turn_for(LAYOUT.cards.sizes["site"]) == 0
    assert slot.turn_for(LAYOUT.cards.sizes["poker"]) == 1
    assert back_turn(1, Duplex.LONG) == -1
    assert back_turn(1, Duplex.SHORT) == 1


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", ["poker", "site"])
@pytest.mark.parametrize("gutter", GUTTERS)
def test_everything_printed_stays_inside_the_margins(paper, size, gutter):
    grid = _grid(paper, size, gutter)
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
@pytest.mark.parametrize("gutter", GUTTERS)
@pytest.mark.parametrize("used", [1, 4, None])
def test_crop_marks_are_long_and_outside_every_cards_bleed(paper, size, gutter, used):
    grid = _grid(paper, size, gutter)
    used = used or grid.per_sheet
    marks = grid.crop_marks(used, LAYOUT.sheets.marks)
    for mark in marks:
        assert abs(mark.x2 - mark.x1) + abs(mark.y2 - mark.y1) >= MIN_MARK_LENGTH - 1e-6
        line = Rect(min(mark.x1, mark.x2), min(mark.y1, mark.y2), abs(mark.x2 - mark.x1),
                    abs(mark.y2 - mark.y1))
        for slot in grid.slots[:used]:
            assert _distance(line, slot.bleed) >= LAYOUT.sheets.marks.gap - 1e-6, (mark, slot)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", ["poker", "site"])
@pytest.mark.parametrize("gutter", GUTTERS)
def test_every_cut_line_has_a_mark_at_each_end(paper, size, gutter):
    grid = _grid(paper, size, gutter)
    marks = grid.crop_marks(grid.per_sheet, LAYOUT.sheets.marks)
    for slot in grid.slots:
        for x in (slot.trim.x, slot.trim.right):
            ends = [m for m in marks if m.x1 == pytest.approx(x) and m.x2 == pytest.approx(x)]
            assert len(ends) == 2, x
        for y in (slot.trim.y, slot.trim.top):
            ends = [m for m in marks if m.y1 == pytest.approx(y) and m.y2 == pytest.approx(y)]
            assert len(ends) == 2, y


def _distance(line: Rect, trim: Rect) -> float:
    dx = max(0.0, trim.x - line.right, line.x - trim.right)
    dy = max(0.0, trim.y - line.top, line.y - trim.top)
    return hypot(dx, dy)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", ["poker", "site"])
@pytest.mark.parametrize("gutter", [*GUTTERS, 1])
def test_bleed_never_reaches_a_neighbouring_trim(paper, size, gutter):
    grid = _grid(paper, size, gutter)
    for slot in grid.slots:
        assert slot.bleed.x <= slot.trim.x and slot.bleed.right >= slot.trim.right
        for other in grid.slots:
            if other is not slot:
                assert not slot.bleed.overlaps(other.trim)
                assert not slot.trim.overlaps(other.trim)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("size", ["poker", "site"])
def test_a_six_millimetre_gutter_gives_every_card_its_full_bleed_all_round(paper, size):
    for slot in _grid(paper, size, 6).slots:
        for bleed in (slot.trim.x - slot.bleed.x, slot.bleed.right - slot.trim.right,
                      slot.trim.y - slot.bleed.y, slot.bleed.top - slot.trim.top):
            assert bleed >= 3 - 1e-6


@pytest.mark.parametrize("paper", PAPERS)
def test_long_edge_backs_mirror_each_row(paper):
    grid = _grid(paper, "poker")
    backs = grid.back_slots(Duplex.LONG)
    first_row = [s.trim.x for s in grid.slots[:grid.columns]]
    back_row = [b.trim.x for b in backs[:grid.columns]]
    assert back_row == pytest.approx(list(reversed(first_row)))  # A B (C) -> (C) B A
    for front, back in zip(grid.slots, backs, strict=True):
        assert back.trim.y == pytest.approx(front.trim.y)
        assert back.trim.x + back.trim.width / 2 == pytest.approx(
            grid.paper.width - (front.trim.x + front.trim.width / 2))


def test_short_edge_backs_mirror_each_column():
    grid = _grid("a4", "poker")
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
