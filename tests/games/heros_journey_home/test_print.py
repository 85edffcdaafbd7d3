"""`hjkit build` of the starter set: the five card families each with its own back, the
papergold and the to-hit reference card as PDFs; QR codes open each card's page; rebuilds
give the same bytes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from hjkit.cli import main
from hjkit.games.heros_journey_home.engine.rules import to_hit
from hjkit.games.heros_journey_home.model.library import SHIPPED_CARDS

BASE = "http://table.example:8000"
EIGHT_UP = 8
"""Poker cards a Letter sheet holds, turned on their side to leave room for crop marks."""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out")
    assert main(["build", str(SHIPPED_CARDS), "--out", str(out), "--base-url", BASE]) == 0
    return out


def sheets(cards: int) -> int:
    """Fronts and backs: two pages per sheet of eight."""
    return 2 * -(-cards // EIGHT_UP)


def test_build_writes_each_family_the_papergold_and_the_reference_card(built):
    pages = {p.name: len(PdfReader(p).pages) for p in built.glob("*.pdf")}
    assert pages == {"starter-adventurers.pdf": sheets(15), "starter-quests.pdf": sheets(10),
                     "starter-quest-items.pdf": sheets(10), "starter-spells.pdf": sheets(10),
                     "starter-journey.pdf": sheets(45), "starter-papergold.pdf": sheets(20),
                     "starter-reference.pdf": sheets(1)}


def test_each_family_has_its_own_back(built):
    """"Adventurer cards are green on the back ... Quest cards are black ... Quest Item cards
    are orange ... Spell cards are purple ... Journey cards are blue on the back\""""
    texts = {}
    for name in ("adventurers", "quests", "quest-items", "spells", "journey"):
        back = PdfReader(built / f"starter-{name}.pdf").pages[1].extract_text()
        texts[name] = back
    assert "ADVENTURER" in texts["adventurers"] and "QUEST ITEM" in texts["quest-items"]
    assert "SPELL" in texts["spells"] and "JOURNEY" in texts["journey"]
    assert len(set(texts.values())) == 5


def test_the_reference_card_lists_the_to_hit_numbers(built):
    text = PdfReader(built / "starter-reference.pdf").pages[0].extract_text()
    assert "TO HIT" in text and f"-5 {to_hit(-5, 0, 0, 0)}" in " ".join(text.split())


def test_rebuilding_gives_the_same_bytes(built, tmp_path):
    assert main(["build", str(SHIPPED_CARDS), "--out", str(tmp_path), "--base-url", BASE]) == 0
    for path in built.glob("*.pdf"):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes()


def test_every_face_carries_the_qr_code_of_its_card_page(built, tmp_path):
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    from tests.generator.pdfs import decode_qr, render

    found = set(decode_qr(render(built / "starter-journey.pdf", 0, 300, tmp_path)))
    assert f"{BASE}/c/home" in found and f"{BASE}/c/goblin-1" in found
