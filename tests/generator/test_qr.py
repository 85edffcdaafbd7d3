"""Every QR code on a printed sheet decodes, at 200 dpi, to its own card's address; codes
have modules a phone can read and a four-module quiet zone."""

from __future__ import annotations

import io
from collections import Counter

import pypdfium2
import pytest
import qrcode
import zxingcpp
from PIL import Image
from reportlab.lib.units import mm

from hjkit.games.heroes_journey.faces.render import card_png
from hjkit.games.heroes_journey.model.library import load
from hjkit.generator.build import build_paths
from hjkit.generator.document import new_canvas
from hjkit.generator.layout import Size, load_layout
from hjkit.generator.qr import MIN_MODULE_MM, QUIET_MODULES, CodeTooDense, draw_qr, encode
from hjkit.kit.address import DEFAULT_BASE_URL, card_url, printed_card_url

from .conftest import BASE_URL, CULTURES, STANDARD_DECK, pdftoppm, standard_cards, write_set
from .pdfs import decode_qr, render

DPI = 200
FORTY = "https://companion.example-table.org:8443"
"""A base URL of 40 characters, the longest the codes promise to carry."""
QR_SIDE = load_layout().cards.face.qr


def _expected(ids):
    return sorted(f"{BASE_URL}/c/{card_id}" for card_id in ids)


def test_every_code_on_a_book_sheet_decodes_to_its_card(standard_set, options, tmp_path):
    pdftoppm()
    book = next(p for p in build_paths([standard_set], options).written
                if p.name == "oz-test-book.pdf")
    # the deck's first sheet: 4 Dorothy, then 4 of the 8 Tin Woodman
    found = decode_qr(render(book, 0, DPI, tmp_path))
    assert found == _expected(["dorothy"] * 4 + ["tin-woodman"] * 4)
    # the sheet where the book moves from campaign to adversary cards
    found = decode_qr(render(book, 6, DPI, tmp_path))
    assert Counter(found) == Counter(_expected(["glinda-kiss"] * 6 + ["winged-monkey"] * 2))


def test_every_code_on_a_site_sheet_decodes_to_its_site(standard_set, options, tmp_path):
    pdftoppm()
    atlas = next(p for p in build_paths([standard_set], options).written
                 if p.name == "oz-test-atlas.pdf")
    found = decode_qr(render(atlas, 0, DPI, tmp_path))  # the quest need shares the sheet
    assert found == _expected(["ruby-slippers", *(f"road-{n}" for n in range(1, 8))])


def test_backs_carry_no_code(intro_set, options, tmp_path):
    pdftoppm()
    atlas = next(p for p in build_paths([intro_set], options).written
                 if p.name == "jungle-test-atlas.pdf")
    book = atlas.with_name("jungle-test-book.pdf")
    assert decode_qr(render(atlas, 1, DPI, tmp_path)) == []
    assert decode_qr(render(book, 1, DPI, tmp_path)) == []


def test_card_png_shows_the_face_with_a_scannable_code(standard_set):
    library, problems = load([standard_set])
    assert not problems
    png = card_png(library.cards["wicked-witch-west"], library, BASE_URL, dpi=200)
    image = Image.open(io.BytesIO(png))
    assert abs(image.size[0] - 63 / 25.4 * 200) <= 1
    assert abs(image.size[1] - 88 / 25.4 * 200) <= 1
    assert decode_qr(image) == [f"{BASE_URL}/c/wicked-witch-west"]


def test_card_urls_join_base_and_id_once():
    assert card_url("http://x:8000/", "baloo") == "http://x:8000/cards/baloo"
    assert printed_card_url("http://x:8000/", "baloo") == "http://x:8000/c/baloo"
    assert DEFAULT_BASE_URL.startswith("http://")


@pytest.mark.parametrize("card_id", ["mowgli", "king-of-the-winged-monkeys",
                                     "a-card-id-of-thirty-five-characters"])
def test_a_forty_character_base_url_still_gets_half_millimetre_modules(card_id):
    assert len(FORTY) == 40
    code = encode(printed_card_url(FORTY, card_id))
    module = QR_SIDE / (code.modules + 2 * QUIET_MODULES)
    assert module >= MIN_MODULE_MM >= 0.45


def test_short_urls_get_larger_modules_than_long_ones():
    short = encode(printed_card_url("http://10.0.0.2:8000", "kaa"))
    long = encode(printed_card_url(FORTY, "king-of-the-winged-monkeys"))
    assert short.modules < long.modules


def test_the_code_has_a_four_module_quiet_zone_inside_its_square():
    side = QR_SIDE * mm
    url = printed_card_url(FORTY, "king-of-the-winged-monkeys")
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, "qr", Size(width=QR_SIDE + 10, height=QR_SIDE + 10))
    canvas.setFillColorRGB(0.2, 0.2, 0.2)  # a dark card around the code
    canvas.rect(0, 0, (QR_SIDE + 10) * mm, (QR_SIDE + 10) * mm, stroke=0, fill=1)
    draw_qr(canvas, url, 5 * mm, 5 * mm, side, "card 'king-of-the-winged-monkeys'")
    canvas.showPage()
    canvas.save()
    dpi = 600
    image = pypdfium2.PdfDocument(buffer.getvalue())[0].render(scale=dpi / 72).to_pil()
    grey = image.convert("L")
    px = dpi / 25.4
    module = QR_SIDE / (encode(url).modules + 2 * QUIET_MODULES)
    start, end = 5 * px, (5 + QR_SIDE) * px
    quiet = QUIET_MODULES * module * px
    bands = (range(round(start + 2), round(start + quiet - 2)),
             range(round(end - quiet + 2), round(end - 2)))
    for band in bands:
        for across in range(round(start + 2), round(end - 2)):
            for x in band:
                assert grey.getpixel((x, across)) > 240, (x, across)
                assert grey.getpixel((across, x)) > 240, (across, x)
    finder_row = round(start + quiet + 2 * module * px)  # through the top-left finder
    first_dark = next(x for x in range(round(start), round(end))
                      if grey.getpixel((x, finder_row)) < 60)
    assert abs(first_dark - (start + quiet)) <= 2


def test_a_url_too_long_is_refused_and_a_card_code_grows_instead(tmp_path, options):
    with pytest.raises(CodeTooDense, match=r"card 'x'.*--base-url"):
        draw_qr(new_canvas(io.BytesIO(), "qr", Size(width=30, height=30)),
                "https://" + "x" * 120 + "/c/x", 0, 0, QR_SIDE * mm, "card 'x'")
    cards = standard_cards()
    cards[1] = {**cards[1], "id": "tin-woodman-" + "o" * 50}
    deck = {**STANDARD_DECK, "book": {k.replace("tin-woodman", cards[1]["id"]): v
                                      for k, v in STANDARD_DECK["book"].items()}}
    folder = write_set(tmp_path / "long", "long", CULTURES, cards, [deck])
    # On a card the code grows instead (qr.side_for), keeping its modules readable.
    assert build_paths([folder], options.__class__(base_url=FORTY, out=options.out))


def test_the_same_url_always_gives_the_same_modules():
    encode.cache_clear()
    first = encode("http://hjkit.local:8000/c/baloo")
    encode.cache_clear()
    assert encode("http://hjkit.local:8000/c/baloo") == first


@pytest.mark.parametrize("url", ["http://10.0.0.2:8000/c/kaa", "http://192.168.1.20:8000/c/baloo",
                                 printed_card_url(FORTY, "mowgli"),
                                 printed_card_url(FORTY, "a-card-id-of-thirty-five-characters")])
def test_error_correction_is_m_unless_l_needs_a_smaller_version(url):
    """qr.py: "Error correction is M unless L gives a smaller version (larger modules)."
    The pure-Python qrcode package, a second encoder, says which version each level needs;
    a reader finds the level in the printed code."""
    needs = {}
    for name, level in (("M", qrcode.constants.ERROR_CORRECT_M),
                        ("L", qrcode.constants.ERROR_CORRECT_L)):
        other = qrcode.QRCode(error_correction=level)
        other.add_data(url)
        needs[name] = other.best_fit()
    expected = "M" if needs["M"] <= needs["L"] else "L"
    code = encode(url)
    assert code.level == expected
    assert code.modules <= 17 + 4 * needs[expected]
    side = QR_SIDE * mm
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, "qr", Size(width=QR_SIDE, height=QR_SIDE))
    draw_qr(canvas, url, 0, 0, side, "a test code")
    canvas.showPage()
    canvas.save()
    image = pypdfium2.PdfDocument(buffer.getvalue())[0].render(scale=300 / 72).to_pil()
    [found] = zxingcpp.read_barcodes(image)
    assert (found.text, found.ec_level) == (url, expected)


def test_a_url_too_long_for_any_code_is_refused():
    with pytest.raises(CodeTooDense, match="too long for a QR code"):
        encode("https://" + "x" * 3000)
