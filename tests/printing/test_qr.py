"""Every QR code on a printed sheet decodes, at 200 dpi, to its own card's address."""

from __future__ import annotations

from collections import Counter

from hjkit.games.heroes_journey.faces.render import card_png
from hjkit.games.heroes_journey.model.library import load
from hjkit.kit.address import DEFAULT_BASE_URL, card_url
from hjkit.printing.build import build_paths
from hjkit.printing.qr import runs

from .conftest import BASE_URL, pdftoppm
from .pdfs import decode_qr, render

DPI = 200


def _expected(ids):
    return sorted(f"{BASE_URL}/cards/{card_id}" for card_id in ids)


def test_every_code_on_a_book_sheet_decodes_to_its_card(standard_set, options, tmp_path):
    pdftoppm()
    book = next(p for p in build_paths([standard_set], options).written
                if p.name == "oz-test-book.pdf")
    # the deck's first sheet: 4 Dorothy, then 5 of the 8 Tin Woodman
    found = decode_qr(render(book, 0, DPI, tmp_path))
    assert found == _expected(["dorothy"] * 4 + ["tin-woodman"] * 5)
    # the sheet where the book moves from campaign to adversary cards
    found = decode_qr(render(book, 6, DPI, tmp_path))
    assert Counter(found) == Counter(_expected(["glinda-kiss"] * 3 + ["winged-monkey"] * 6))


def test_every_code_on_a_site_sheet_decodes_to_its_site(standard_set, options, tmp_path):
    pdftoppm()
    atlas = next(p for p in build_paths([standard_set], options).written
                 if p.name == "oz-test-atlas.pdf")
    found = decode_qr(render(atlas, 2, DPI, tmp_path))  # after the quest need and its back
    assert found == _expected(f"road-{n}" for n in range(1, 9))


def test_backs_carry_no_code(intro_set, options, tmp_path):
    pdftoppm()
    atlas = next(p for p in build_paths([intro_set], options).written
                 if p.name == "jungle-test-atlas.pdf")
    assert decode_qr(render(atlas, 1, DPI, tmp_path)) == []
    assert decode_qr(render(atlas, 3, DPI, tmp_path)) == []


def test_card_png_shows_the_face_with_a_scannable_code(standard_set):
    library, problems = load([standard_set])
    assert not problems
    png = card_png(library.cards["wicked-witch-west"], library, BASE_URL, dpi=200)
    from io import BytesIO

    from PIL import Image
    image = Image.open(BytesIO(png))
    assert abs(image.size[0] - 63 / 25.4 * 200) <= 1
    assert abs(image.size[1] - 88 / 25.4 * 200) <= 1
    assert decode_qr(image) == [f"{BASE_URL}/cards/wicked-witch-west"]


def test_card_url_joins_base_and_id_once():
    assert card_url("http://x:8000/", "baloo") == "http://x:8000/cards/baloo"
    assert DEFAULT_BASE_URL.startswith("http://")


def test_the_same_url_always_gives_the_same_modules():
    runs.cache_clear()
    first = runs("http://hjkit.local:8000/cards/baloo")
    runs.cache_clear()
    assert runs("http://hjkit.local:8000/cards/baloo") == first
