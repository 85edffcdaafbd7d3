"""Issue 41, point 3: "No instructions. None of the 29 PDFs says what to print, how many
copies, or what else to bring. Give each set a first sheet as a published print-and-play
file has: what is in it and how many of each, how many copies to print (each player of the
two-player intro needs their own deck: "you cannot spot your opponent's copy of Mowgli"),
paper, duplex or fold, cutting and assembly, and what else the table needs."

Every job of every shipped set writes <job>-read-me-first.pdf, one page, whose counts are
the build's own: each other PDF of the job by name, its pieces, its sheets and its pages
(read from the PDF itself)."""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader

from hjkit.generator.build import PrintJob, build_paths, plan_jobs
from hjkit.generator.document import Piece, SheetOptions
from hjkit.generator.impose import Duplex
from hjkit.generator.layout import Size, load_layout
from hjkit.generator.readme import write_read_me
from hjkit.kit.registry import shipped

from .test_light_backs import SHIPPED_SETS

RULES = Path(os.environ.get("HJKIT_RULES", "/work/shared/rules"))
RULES_OF = {"intro-pack": "heroes-journey-intro-pack.txt",
            "first-wave": "heroes-journey-full-rules.txt",
            "decktet": "heros-journey-v3.txt",
            "starter": "heros-journey-home.txt",
            "hq-starter": "heroes-and-quests.txt"}
"""Each shipped set's rules: its notes for the table quote them."""


def plain(text: str) -> str:
    """Text with its whitespace normalised and typographic quotes and dashes straight."""
    for curly, straight in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'),
                            ("\u201d", '"'), ("\u2013", "-")):
        text = text.replace(curly, straight)
    return re.sub(r"\s+", " ", text)


def words(path) -> str:
    """The PDF's text, its lines joined, typographic quotes made straight."""
    return plain(" ".join(page.extract_text() for page in PdfReader(path).pages))


def listed(text: str, name: str) -> tuple[int, int, int]:
    """The pieces, sheets and pages the sheet gives for the PDF called name."""
    found = re.search(rf"{re.escape(name)}: (\d+) pieces? \([^)]*\) on (\d+) sheets?, "
                      rf"(\d+) pages?\.", text)
    assert found, f"{name} is not listed"
    return tuple(int(n) for n in found.groups())


@pytest.mark.parametrize("folder", SHIPPED_SETS, ids=lambda p: p.name)
def test_every_build_writes_a_read_me_first_sheet_naming_each_pdf_with_its_counts(
        folder, options):
    written = {p.name: p for p in build_paths([folder], options).written}
    _, jobs, _ = plan_jobs([folder], options)
    for job in jobs:
        sheet = written[f"{job.name}-read-me-first.pdf"]
        assert len(PdfReader(sheet).pages) == 1
        text = words(sheet)
        for part, pieces in job.parts:
            if not pieces:
                continue
            name = f"{job.name}-{part}.pdf"
            counts = listed(text, name)
            pages = len(PdfReader(written[name]).pages)
            assert counts == (len(pieces), pages // 2, pages), (name, counts)
            kinds = {p.title for p in pieces if p.title}
            assert all(f"{kind} x " in text for kind in kinds), name
        assert "Letter paper (215.9 x 279.4 mm)" in text
        assert "Double-sided, flipping on the long edge" in text
        assert "Cut on the crop marks" in text
        assert "For the table" in text
        assert job.for_the_table, f"{job.game} says nothing for the table"
        for note in job.for_the_table:  # the game's notes, each whole
            assert plain(note) in text, note
        info = PdfReader(sheet).metadata
        assert info.title == f"{job.name}: read me first"
        assert info.subject == f"Print-and-play cards for {job.game}"


def test_the_intro_pack_s_sheet_says_each_player_prints_their_own_deck(options):
    written = {p.name: p for p in build_paths([shipped("intro-pack")], options).written}
    text = words(written["intro-read-me-first.pdf"])
    assert "once for each of the two players" in text
    assert "you cannot spot your opponent's copy of Mowgli" in text


def test_the_sheet_says_the_options_the_build_used(options):
    folded = replace(options, sheets=replace(options.sheets, paper="a4", fold=True,
                                             gutter=6.0))
    written = {p.name: p for p in build_paths([shipped("decktet")], folded).written}
    text = words(written["decktet-read-me-first.pdf"])
    assert "A4 paper (210 x 297 mm)" in text
    assert "gutterfold (--fold)" in text and "Fold each page on the dashed line" in text
    assert "Pieces lie 6 mm apart (--gutter 6)" in text
    pages = len(PdfReader(written["decktet-cards.pdf"]).pages)
    assert listed(text, "decktet-cards.pdf")[2] == pages
    single = replace(options, sheets=replace(options.sheets, duplex=Duplex.NONE),
                     backs="light")
    written = {p.name: p for p in build_paths([shipped("decktet")], single).written}
    text = words(written["decktet-read-me-first.pdf"])
    assert "Single-sided (--duplex none)" in text and "--backs light" in text
    assert listed(text, "decktet-cards.pdf")[2] == len(
        PdfReader(written["decktet-cards.pdf"]).pages)


@pytest.mark.parametrize("folder", SHIPPED_SETS, ids=lambda p: p.name)
def test_every_quote_in_a_game_s_notes_for_the_table_is_in_its_rules(folder, options):
    """The notes quote the rules for what the table needs: "you cannot spot your
    opponent's copy of Mowgli", "2 x 20-sided dice (d20)", "72 Suit Chips"."""
    rules_file = RULES / RULES_OF[folder.name]
    if not rules_file.exists():
        pytest.skip(f"the rules text {rules_file} is not here (HJKIT_RULES)")
    rules = plain(rules_file.read_text("utf-8"))
    _, jobs, _ = plan_jobs([folder], options)
    for job in jobs:
        quotes = [q for note in job.for_the_table for q in re.findall(r'"([^"]+)"', plain(note))]
        assert quotes, f"{job.name}'s notes quote nothing"
        for quote in quotes:
            assert quote in rules, quote


def test_the_sheet_names_the_print_shop_files_and_proxies_when_built_with_them(options):
    shop = replace(options, print_shop=True, proxy=True)
    written = {p.name: p for p in build_paths([shipped("decktet")], shop).written}
    text = words(written["decktet-read-me-first.pdf"])
    assert "For a print shop (--print-shop)" in text
    assert "decktet-cards-print-shop.pdf" in written and "decktet-cards-print-shop.csv" in written
    assert "Proxies (--proxy): every card is marked PROXY" in text
    home = replace(options, out=options.out / "home")
    written = {p.name: p for p in build_paths([shipped("decktet")], home).written}
    text = words(written["decktet-read-me-first.pdf"])
    assert "print-shop" not in text and "PROXY" not in text


def test_a_list_of_pieces_too_long_for_the_page_leaves_the_counts_alone(tmp_path):
    """400 cards of different names do not fit the page as a list at a readable size: the
    sheet keeps each PDF's counts, the title once, and drops the names."""
    def nothing(canvas):
        pass

    pieces = tuple(Piece(f"card-{n}", Size(63, 88), nothing, nothing,
                         title=f"A card with a rather long name, number {n}")
                   for n in range(400))
    job = PrintJob("big", (("cards", pieces),), game="A Game", for_the_table=("Bring dice.",))
    sheet = tmp_path / "big-read-me-first.pdf"
    write_read_me(str(sheet), job, load_layout(), SheetOptions(), "http://x.example", "dark")
    text = words(sheet)
    assert listed(text, "big-cards.pdf") == (400, 50, 100)  # 8 a Letter sheet, and backs
    assert "number 1 x 1" not in text
    assert text.count("read me first") == 1 and "Bring dice." in text
