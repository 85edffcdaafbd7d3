"""Duplex backs: on either flip, every piece's back lies behind its own face, its top edge
behind the face's top edge (top to top), whichever way the piece lies on the sheet."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hjkit.generator.build import BuildOptions, build_paths, plan_jobs
from hjkit.generator.document import SheetOptions, plan_sheets
from hjkit.generator.impose import Duplex
from hjkit.kit.registry import shipped

from .conftest import BASE_URL
from .pdfs import placements
from .shipped import SHIPPED_SETS


def _point(matrix, x, y):
    a, b, c, d, e, f = matrix
    return a * x + c * y + e, b * x + d * y + f


def _behind(point, paper, duplex):
    """Where a point of the face page lies on the back page, as the printer turns it."""
    x, y = point
    return (paper.width - x, y) if duplex is Duplex.LONG else (x, paper.height - y)


@pytest.mark.parametrize("duplex", [Duplex.LONG, Duplex.SHORT], ids=["long", "short"])
@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("name", SHIPPED_SETS)
def test_every_pieces_back_is_behind_its_face_top_to_top(name, paper, duplex, tmp_path):
    options = BuildOptions(sheets=SheetOptions(paper=paper, duplex=duplex), base_url=BASE_URL,
                           out=tmp_path)
    files = {p.name: p for p in build_paths([shipped(name)], options).written}
    layout, jobs, _ = plan_jobs([shipped(name)], options)
    paper_size = layout.sheets.papers[paper]
    checked = 0
    for job in jobs:
        for part, pieces in job.parts:
            if not pieces:
                continue
            path = files[f"{job.name}-{part}.pdf"]
            for number, sheet in enumerate(plan_sheets(list(pieces), layout, options.sheets)):
                faces, backs = placements(path, 2 * number), placements(path, 2 * number + 1)
                assert len(faces) == len(backs) == len(sheet.pieces), (part, number)
                for piece, face, back in zip(sheet.pieces, faces, backs, strict=True):
                    w, h = piece.size.width, piece.size.height
                    # (a point of the face, the point of the back behind it): top middle,
                    # bottom middle, and the face's left middle behind the back's right
                    for on_face, on_back in (((w / 2, h), (w / 2, h)), ((w / 2, 0), (w / 2, 0)),
                                             ((0, h / 2), (w, h / 2))):
                        expected = _behind(_point(face, *on_face), paper_size, duplex)
                        assert _point(back, *on_back) == pytest.approx(expected, abs=0.01), (
                            part, piece.card_id, on_face)
                    checked += 1
    assert checked


def test_an_upright_cards_back_is_turned_upside_down_on_short_edge_duplex(tmp_path):
    """An upright card's top is at the top of the face page; flipped over the short edge
    that edge is at the bottom of the back page, so the back is drawn upside down."""
    options = BuildOptions(sheets=SheetOptions(paper="a4", duplex=Duplex.SHORT),
                           base_url=BASE_URL, out=tmp_path)
    book = next(p for p in build_paths([shipped("intro")], options).written
                if p.name == "intro-book.pdf")
    layout, jobs, _ = plan_jobs([shipped("intro")], options)
    sheet = plan_sheets(list(dict(jobs[0].parts)["book"]), layout, options.sheets)[0]
    assert set(sheet.turns) == {0}
    assert {m[:4] for m in placements(book, 1)} == {(-1.0, 0.0, 0.0, -1.0)}
    long_edge = replace(options, sheets=replace(options.sheets, duplex=Duplex.LONG))
    book = next(p for p in build_paths([shipped("intro")], long_edge).written
                if p.name == "intro-book.pdf")
    assert {m[:4] for m in placements(book, 1)} == {(1.0, 0.0, 0.0, 1.0)}
