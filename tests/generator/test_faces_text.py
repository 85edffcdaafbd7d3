"""The text on every game's card faces: rules text never smaller than the kit's floor, no
text drawn over other text, and the invented mark where the content is the kit's own, the
same mark on every game.

Measured in the PDF each side is drawn into, with PDFium's glyph boxes and font sizes."""

from __future__ import annotations

import io

import pypdfium2
import pypdfium2.raw as pdfium
import pytest
from pypdf import PdfReader

from hjkit.generator.facekit import INVENTED_LABEL, RULES_MIN_PT, SMALL_PRINT_PT
from hjkit.generator.forms import form_name
from hjkit.generator.render import side_pdf

from .shipped_pieces import distinct

CARD_PARTS = {
    ("heros-journey-v3", "decktet"): ("cards",),
    ("heros-journey-home", "starter"): ("adventurers", "quests", "quest-items", "spells",
                                        "journey", "papergold", "reference"),
    ("heroes-and-quests", "hq-starter"): ("quests", "traps", "heroes", "relics", "actions",
                                          "tiles"),
}
SMALL_PRINT = ("Hero's Journey Home", "Heroes and Quests", "Decktet by", "P.D. Magnus,",
               "CC BY-NC-SA 3.0", "LEVEL")
"""What a card may print smaller than the rules text: credits and labels."""
CASES = [(g, f, part, piece) for (g, f), parts in CARD_PARTS.items()
         for part, piece in distinct(g, f) if part in parts]


def characters(draw, size) -> list[tuple[str, float, tuple[float, float, float, float]]]:
    """Each character drawn on the side: its text, font size (pt) and glyph box."""
    pdf = side_pdf(draw, size, "side")
    text = pypdfium2.PdfDocument(pdf)[0].get_textpage()
    found = []
    for index in range(text.count_chars()):
        char = text.get_text_range(index, 1)
        if char.strip():
            found.append((char, pdfium.FPDFText_GetFontSize(text.raw, index),
                          text.get_charbox(index)))
    return found


def small_text(chars) -> str:
    """The characters set below the rules text's floor, in drawing order, with what is
    meant to be small print taken out."""
    small = "".join(c for c, size, _ in chars if size < RULES_MIN_PT - 0.01)
    for allowed in SMALL_PRINT:
        small = small.replace(allowed.replace(" ", ""), "")
    return small


def test_the_floor_is_six_and_a_half_points():
    assert RULES_MIN_PT == 6.5
    assert SMALL_PRINT_PT == 5.0


@pytest.mark.parametrize(("game_id", "folder"), list(CARD_PARTS))
def test_rules_text_on_cards_is_never_smaller_than_the_floor(game_id, folder):
    """Rules text at 6.5 pt or more on a poker card; only credits and labels below it, and
    nothing below 5 pt."""
    problems = []
    for g, f, part, piece in CASES:
        if (g, f) != (game_id, folder):
            continue
        chars = characters(piece.front, piece.size)
        if small_text(chars):
            problems.append(f"{part} {piece.card_id}: {small_text(chars)[:40]!r} below "
                            f"{RULES_MIN_PT} pt")
        tiny = [c for c, size, _ in chars if size < SMALL_PRINT_PT - 0.01]
        if tiny:
            problems.append(f"{part} {piece.card_id}: {''.join(tiny)[:40]!r} below 5 pt")
    assert not problems, "\n".join(problems)


def _overlapping(chars) -> list[str]:
    """Pairs of characters, not neighbours in drawing order, whose glyph boxes (each shrunk
    by a fifth) overlap: text printed over text, as "CrownThe Bard" was."""
    boxes = []
    for char, _, (left, bottom, right, top) in chars:
        dx, dy = (right - left) / 10, (top - bottom) / 10
        boxes.append((char, left + dx, bottom + dy, right - dx, top - dy))
    found = []
    for i, (a, l1, b1, r1, t1) in enumerate(boxes):
        for b, l2, b2, r2, t2 in boxes[i + 2:]:
            if l1 < r2 and l2 < r1 and b1 < t2 and b2 < t1:
                found.append(a + b)
    return found


@pytest.mark.parametrize(("game_id", "folder"), list(CARD_PARTS))
def test_no_text_is_printed_over_other_text(game_id, folder):
    problems = []
    for g, f, part, piece in CASES:
        if (g, f) == (game_id, folder):
            clash = _overlapping(characters(piece.front, piece.size))
            if clash:
                problems.append(f"{part} {piece.card_id}: {clash[:5]}")
    assert not problems, "\n".join(problems)


def shows_invented_mark(draw, size) -> bool:
    """Whether the side places the invented mark's stored drawing."""
    page = PdfReader(io.BytesIO(side_pdf(draw, size, "side"))).pages[0]
    names = page["/Resources"].get_object().get("/XObject", {})
    return f"/FormXob.{form_name(INVENTED_LABEL)}" in names


def test_homes_kit_content_shows_the_invented_mark_and_not_the_note():
    """The cards wholly the kit's own (`invented: card` in their data) show the mark, and
    no others; "Kit starter content." is not printed as rules text."""
    from hjkit.kit.registry import game

    home = game("heros-journey-home")
    cards = home.load([home.shipped_cards() / "starter"]).library.all_cards()
    marked, noted = [], []
    for _part, piece in distinct("heros-journey-home", "starter"):
        if shows_invented_mark(piece.front, piece.size):
            marked.append(piece.card_id)
        if "Kit starter content" in "".join(c for c, _, _ in characters(piece.front,
                                                                         piece.size)):
            noted.append(piece.card_id)
    assert sorted(marked) == sorted(i for i, card in cards.items() if card.wholly_invented)
    assert len(marked) == 31
    assert noted == []


def test_heroes_and_quests_content_is_the_kits_own_and_shows_the_mark():
    """cards/README.md: every card and tile of hq-starter was written for the Table Kit."""
    unmarked = [piece.card_id for part, piece in distinct("heroes-and-quests", "hq-starter")
                if part in CARD_PARTS[("heroes-and-quests", "hq-starter")]
                and not shows_invented_mark(piece.front, piece.size)]
    assert unmarked == []


def test_the_decktet_is_not_the_kits_invention_and_shows_no_mark():
    marked = [piece.card_id for part, piece in distinct("heros-journey-v3", "decktet")
              if shows_invented_mark(piece.front, piece.size)]
    assert marked == []


@pytest.mark.parametrize("folder", ["intro-pack", "first-wave"])
def test_nothing_on_the_heroes_journey_s_cards_prints_below_small_print(folder):
    """The Heroes' Journey's faces fit their own rules text (tests/generator/test_text.py);
    their labels and the card id, like every game's, stay at 5 pt or more."""
    tiny = {}
    for part, piece in distinct("heroes-journey", folder):
        small = [c for c, size, _ in characters(piece.front, piece.size)
                 if size < SMALL_PRINT_PT - 0.01]
        if small:
            tiny[f"{part} {piece.card_id}"] = "".join(small)[:40]
    assert not tiny, tiny
