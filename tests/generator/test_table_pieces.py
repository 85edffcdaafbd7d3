"""Issue 41, point 4: "Pieces the rules need that are not printed. The Heroes' Journey: risk,
wound and burden tokens ("Players will need at least two sets of tokens/dice/whatever"),
party markers, and a turn-sequence player aid (every other game has one)."

Every deck of The Heroes' Journey's shipped sets prints its rules' tokens, a marker for
each player its rules seat and a one-page turn aid whose every sentence is quoted from the
rules' turn procedure."""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader

from hjkit.games.heroes_journey.faces.jobs import table_parts
from hjkit.games.heroes_journey.faces.pieces import AIDS, TOKENS
from hjkit.games.heroes_journey.model.variants import VARIANTS
from hjkit.generator.build import PrintJob, bleed_notes, build_paths, plan_jobs
from hjkit.generator.document import SheetOptions, plan_sheets
from hjkit.generator.layout import load_layout
from hjkit.kit.registry import shipped

RULES = Path(os.environ.get("HJKIT_RULES", "/work/shared/rules"))
RULES_TEXT = {"intro": RULES / "heroes-journey-intro-pack.txt",
              "standard": RULES / "heroes-journey-full-rules.txt"}


def plain(text: str) -> str:
    for curly, straight in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'),
                            ("\u201d", '"')):
        text = text.replace(curly, straight)
    return re.sub(r"\s+", " ", text)


def pdf_text(path: Path) -> str:
    return plain(subprocess.run(["pdftotext", str(path), "-"], capture_output=True,
                                text=True, check=True).stdout)


@pytest.mark.parametrize("name", ["intro-pack", "first-wave"])
def test_the_heroes_journey_s_build_prints_tokens_markers_and_the_turn_aid(name, options):
    written = {p.name: p for p in build_paths([shipped(name)], options).written}
    _, jobs, _ = plan_jobs([shipped(name)], options)
    for job in jobs:
        variant = VARIANTS["intro" if job.name == "intro" else "standard"]
        parts = dict(job.parts)
        kinds = ["risk", "wound"] + (["burden"] if variant.burden_tokens else [])
        assert [p.title for p in parts["tokens"]] == [
            f"{k.title()} token" for k in kinds for _ in range(TOKENS[k][2])]
        tokens = pdf_text(written[f"{job.name}-tokens.pdf"])
        for kind in TOKENS:
            assert (kind.upper() in tokens) == (kind in kinds), (job.name, kind)
        assert len(parts["markers"]) == variant.max_players
        assert len(PdfReader(written[f"{job.name}-markers.pdf"]).pages) == 2  # face, blank
        aid = pdf_text(written[f"{job.name}-aid.pdf"])
        assert len(PdfReader(written[f"{job.name}-aid.pdf"]).pages) == 2
        for heading, quotes in AIDS[variant.name]:
            assert plain(heading) in aid
            for quote in quotes:  # every sentence printed, whole
                assert plain(quote) in aid, quote


@pytest.mark.parametrize("variant", sorted(AIDS))
def test_every_sentence_of_the_turn_aid_is_quoted_from_the_rules(variant):
    if not RULES_TEXT[variant].exists():
        pytest.skip(f"the rules text {RULES_TEXT[variant]} is not here (HJKIT_RULES)")
    rules = plain(RULES_TEXT[variant].read_text("utf-8"))
    for _heading, quotes in AIDS[variant]:
        for quote in quotes:
            assert plain(quote) in rules, quote


def test_the_tokens_fill_one_sheet_and_the_rules_name_them():
    """117 tokens of 20 mm fill a Letter or A4 sheet (9 x 13); the full rules name all three
    ("risk tokens", "wound token (usually red)", "burden tokens (usually black)")."""
    assert sum(count for _, _, count in TOKENS.values()) == 117
    if not RULES_TEXT["standard"].exists():
        pytest.skip("the rules text is not here (HJKIT_RULES)")
    rules = RULES_TEXT["standard"].read_text("utf-8")
    for quoted in ("risk tokens", "wound token (usually red)",
                   "burden tokens (usually black)",
                   "Players will need at least two sets of tokens/dice/whatever"):
        assert quoted in rules


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_tokens_of_the_full_rules_fit_one_sheet_of_either_paper(paper):
    tokens = dict(table_parts(VARIANTS["standard"]))["tokens"]
    sheets = plan_sheets(list(tokens), load_layout(), SheetOptions(paper=paper))
    assert len(sheets) == 1 and len(sheets[0].pieces) == 117


def test_tokens_and_markers_that_touch_on_the_sheet_draw_no_bleed_warning(options):
    """They are cut along their outline, inside their trim (docs/printing.md: "neighbours
    that touch on the sheet draw no warning"); cut on their trim, they would."""
    layout = load_layout()
    job = PrintJob("t", table_parts(VARIANTS["standard"])[:2])
    assert bleed_notes([job], layout, options.sheets) == []
    on_trim = PrintJob("t", tuple((part, tuple(replace(p, cut_inside=False) for p in pieces))
                                  for part, pieces in job.parts))
    assert bleed_notes([on_trim], layout, options.sheets)
