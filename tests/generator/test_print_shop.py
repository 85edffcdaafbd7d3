"""--print-shop over every game's shipped sets: one page per design, one count per design;
and the bleed a sheet leaves between neighbours said where the paper is chosen."""

from __future__ import annotations

import csv
import hashlib

import pytest
from pypdf import PdfReader

from hjkit.cli import main
from hjkit.generator.build import BuildOptions, build_paths, plan_jobs
from hjkit.generator.document import design_name
from hjkit.kit.registry import shipped

from .conftest import BASE_URL
from .pdfs import render_pages
from .shipped import SHIPPED_SETS


@pytest.mark.parametrize("name", SHIPPED_SETS)
def test_each_design_prints_once_and_its_row_counts_every_piece_of_it(name, tmp_path):
    options = BuildOptions(base_url=BASE_URL, out=tmp_path / "out", print_shop=True)
    files = {p.name: p for p in build_paths([shipped(name)], options).written}
    _, jobs, _ = plan_jobs([shipped(name)], options)
    for job in jobs:
        for part, pieces in job.parts:
            if not pieces:
                continue
            stem = f"{job.name}-{part}-print-shop"
            with files[f"{stem}.csv"].open(newline="") as counts:
                rows = list(csv.DictReader(counts))
            assert sum(int(r["copies"]) for r in rows) == len(pieces), part
            pages = render_pages(files[f"{stem}.pdf"], 40, tmp_path)
            assert len(pages) == len(PdfReader(files[f"{stem}.pdf"]).pages)
            faces = [hashlib.sha1(pages[int(r["face page"]) - 1].tobytes()).hexdigest()
                     for r in rows]
            assert len(set(faces)) == len(faces), f"{stem}: two rows print the same face"
            for page in {int(r["face page"]) for r in rows} | {int(r["back page"]) for r in rows}:
                assert 1 <= page <= len(pages)
            for leftover in tmp_path.glob("*.png"):
                leftover.unlink()


def test_the_heroes_and_quests_tokens_are_four_designs_on_eight_pages(tmp_path):
    assert main(["build", "hq-starter", "--print-shop", "--out", str(tmp_path),
                 "--base-url", BASE_URL]) == 0
    rows = (tmp_path / "hq-starter-tokens-print-shop.csv").read_text().splitlines()
    assert rows[1:] == ["1,2,gold,40", "3,4,xp,40", "5,6,level,29", "7,8,quest,8"]
    assert len(PdfReader(tmp_path / "hq-starter-tokens-print-shop.pdf").pages) == 8


def test_a_design_printed_under_several_ids_is_named_by_their_stem():
    assert design_name(["gold-1", "gold-2", "gold-40"]) == "gold"
    assert design_name(["papergold-100-1", "papergold-100-15"]) == "papergold-100"
    assert design_name(["dorothy", "dorothy"]) == "dorothy"
    assert design_name(["left", "right"]) == "left (and 1 alike)"


@pytest.mark.parametrize(("args", "noted"), [
    (["--paper", "a4"], "9 pieces of 63 x 88 mm per a4 sheet touch"),
    (["--card-size", "63.5x88.9"], "8 pieces of 63.5 x 88.9 mm per letter sheet touch"),
    ([], None),
    (["--paper", "a4", "--gutter", "0"], None),
])
def test_a_sheet_whose_neighbours_touch_says_so_and_what_gutter_gives_each_its_bleed(
        args, noted, tmp_path, capsys):
    assert main(["build", "intro", "--out", str(tmp_path), "--base-url", BASE_URL, *args]) == 0
    out = capsys.readouterr().out
    if noted is None:
        assert "touch" not in out
    else:
        assert noted in out and "--gutter 6" in out


def test_the_gutter_options_help_says_a4_cards_touch_by_default(capsys):
    with pytest.raises(SystemExit):
        main(["build", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "on A4, or for --card-size 63.5x88.9 on Letter, leaves them touching" in text

