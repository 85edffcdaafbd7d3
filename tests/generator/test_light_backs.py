"""`hjkit build --backs light` for every game (issue 41, point 2): docs/printing.md says
the light backs are "under 6% of the page in ink"; the intro pack's went from 63% to 3%
while the other games' stayed as dark as before. Every shipped set's backs, built light,
take under 6% of the page in ink, and a third of the dark backs' at most."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import hjkit
from hjkit.generator.build import build_paths

from .pdfs import ink, render

SHIPPED_SETS = sorted(p for p in (Path(hjkit.__file__).parent / "games").glob("*/cards/*")
                      if p.is_dir())
BOTH_FACES = ("-chips.pdf", "-tokens.pdf")
"""Pieces whose two sides are both faces (a chip's heads and tails, a token's two values):
no back to lighten."""
CODED_BACKS = ("-tiles.pdf",)
"""Backs that carry a card's code (a terrain tile's, as large as the back allows: on the face
it would cover the tile): their code's black modules stay."""
LIGHT_INK = 0.06
ONE_PAGE = ("-read-me-first.pdf",)
"""A sheet of instructions, one page with no back (issue 41, point 3)."""


@pytest.mark.parametrize("folder", SHIPPED_SETS, ids=lambda p: p.name)
def test_light_backs_of_every_game_take_a_fraction_of_the_ink(folder, options, tmp_path):
    dark = {p.name: p for p in build_paths([folder], replace(
        options, out=tmp_path / "dark")).written}
    light = {p.name: p for p in build_paths([folder], replace(
        options, out=tmp_path / "light", backs="light")).written}
    backs = 0
    for name, path in sorted(dark.items()):
        if name.endswith(ONE_PAGE):
            continue
        dark_ink = ink(render(path, 1, 30, tmp_path))  # each sheet's back follows its face
        if dark_ink < LIGHT_INK or name.endswith(BOTH_FACES):
            continue  # a blank back (a single-sided sheet) or no back at all
        backs += 1
        light_ink = ink(render(light[name], 1, 30, tmp_path))
        assert light_ink < dark_ink / 3, (name, dark_ink, light_ink)
        if not name.endswith(CODED_BACKS):
            assert light_ink < LIGHT_INK, (name, light_ink)
    assert backs, "no printed backs found"


@pytest.mark.parametrize("folder", SHIPPED_SETS, ids=lambda p: p.name)
def test_every_pdf_s_subject_names_its_own_game(folder, options, tmp_path):
    """Issue 41: "Every PDF's Subject names The Heroes' Journey, the Decktet's, Home's and
    Heroes and Quests' included"."""
    from pypdf import PdfReader

    from hjkit.kit.registry import game_for

    game = game_for([folder])
    for path in build_paths([folder], replace(options, print_shop=True)).written:
        if path.suffix == ".pdf":
            assert PdfReader(path).metadata.subject == \
                f"Print-and-play cards for {game.title}", path.name
