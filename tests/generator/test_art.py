"""Card art: placed by cover or contain and a focal point, optionally full-bleed, embedded
once per PDF, and clear about pictures that are missing, unreadable or too small."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader

from hjkit.games.heroes_journey.faces.faces import art_window
from hjkit.games.heroes_journey.faces.frame import Context
from hjkit.games.heroes_journey.faces.render import card_png
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.generator.art import Picture, load_picture, place
from hjkit.generator.build import BuildError, build_paths
from hjkit.generator.forms import form_name
from hjkit.generator.layout import load_layout

from .conftest import CULTURES, STANDARD_DECK, pdftoppm, standard_cards, write_set
from .pdfs import render

RED = (220, 30, 30)
SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">'
       '<rect width="200" height="120" fill="#1e3cdc"/></svg>')
PX = 150 / 25.4


def _set_with_art(folder: Path, art: dict[str, dict], pictures: dict[str, bytes]) -> Path:
    cards = [{**card, "art": art[card["id"]]} if card["id"] in art else card
             for card in standard_cards()]
    write_set(folder, "arty", CULTURES, cards, [STANDARD_DECK])
    for name, data in pictures.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return folder


def _png(size: tuple[int, int], colour=RED) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, colour).save(buffer, format="PNG")
    return buffer.getvalue()


def _close(pixel, colour, tolerance=12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


def test_cover_keeps_the_focal_point_in_the_window():
    wide = Picture(Path("wide.png"), 400, 100, False, "k")
    left = place(wide, 100, 100, "cover", (0.1, 0.5))
    right = place(wide, 100, 100, "cover", (0.9, 0.5))
    assert left.height == pytest.approx(100)
    assert left.x == pytest.approx(0)  # cannot move further: the window stays covered
    assert 0 <= right.x + 0.9 * right.width <= 100
    assert right.x == pytest.approx(100 - right.width)


def test_contain_shows_the_whole_picture_towards_the_focal_point():
    wide = Picture(Path("wide.png"), 400, 100, False, "k")
    low = place(wide, 100, 100, "contain", (0.5, 1.0))
    assert (low.width, low.height) == pytest.approx((100, 25))
    assert low.y == pytest.approx(0)  # focus at the picture's bottom edge: sits low


def test_art_fills_its_window_and_cards_without_art_keep_the_placeholder(tmp_path):
    folder = _set_with_art(tmp_path / "arty", {"dorothy": {"file": "art/dorothy.png"}},
                           {"art/dorothy.png": _png((1200, 800))})
    library, problems = load([folder])
    assert not problems
    ctx = Context(load_layout().cards, library.cultures, "http://x", art=library.art)
    for card_id, expect_red in (("dorothy", True), ("tin-woodman", False)):
        window = art_window(library.cards[card_id], ctx)
        face = Image.open(io.BytesIO(card_png(library.cards[card_id], library, dpi=150)))
        middle = (round((window.x + window.width / 2) / 72 * 150),
                  face.height - round((window.y + window.height / 2) / 72 * 150))
        assert _close(face.getpixel(middle), RED) is expect_red, card_id


def test_full_bleed_art_reaches_the_bleed_edge(tmp_path, options):
    pdftoppm()
    folder = _set_with_art(tmp_path / "arty", {"dorothy": {
        "file": "dorothy.svg", "full_bleed": True}}, {"dorothy.svg": SVG.encode()})
    written = build_paths([folder], replace(options, print_shop=True)).written
    shop = next(p for p in written if p.name == "oz-test-book-print-shop.pdf")
    page = render(shop, 0, 150, tmp_path).convert("RGB")  # dorothy's face, trim + bleed
    for corner in ((2, 2), (page.width - 3, page.height - 3)):
        assert _close(page.getpixel(corner), (30, 60, 220)), corner


def test_each_picture_is_embedded_once_however_many_copies_print(tmp_path, options):
    folder = _set_with_art(tmp_path / "arty", {
        "dorothy": {"file": "dorothy.png"}, "tin-woodman": {"file": "tin.svg", "fit": "contain"}},
        {"dorothy.png": _png((900, 600)), "tin.svg": SVG.encode()})
    book = next(p for p in build_paths([folder], options).written if p.name.endswith("book.pdf"))
    svg_form = "/FormXob." + form_name(load_picture(folder / "tin.svg").key)
    images, svgs = set(), set()

    def visit(resources) -> None:
        for name, reference in resources.get("/XObject", {}).items():
            stream = reference.get_object()
            if stream["/Subtype"] == "/Image":
                images.add(reference.idnum)
            elif name == svg_form:
                svgs.add(reference.idnum)
            if "/Resources" in stream:
                visit(stream["/Resources"])

    for page in PdfReader(book).pages:
        visit(page["/Resources"])
    assert len(images) == 1  # 4 copies of Dorothy
    assert len(svgs) == 1  # 8 copies of the Tin Woodman


def test_a_missing_picture_names_the_card_the_file_and_its_line(tmp_path, options):
    folder = _set_with_art(tmp_path / "arty", {"dorothy": {"file": "art/nope.png"}}, {})
    with pytest.raises(BuildError, match=r"cards\.yaml:\d+: \[cards\[0\] \(dorothy\)\.art\] "
                                         r"no picture 'art/nope\.png'"):
        build_paths([folder], options)


def test_an_unreadable_picture_names_the_card_and_the_file(tmp_path, options):
    folder = _set_with_art(tmp_path / "arty", {"dorothy": {"file": "bad.png"}},
                           {"bad.png": b"not a picture"})
    with pytest.raises(BuildError, match=r"\(dorothy\)\.art\] .*bad\.png: not a readable PNG"):
        build_paths([folder], options)


def test_an_svg_in_an_encoding_python_lacks_is_read_by_svglib_not_a_traceback(tmp_path,
                                                                              options):
    declared = SVG.replace("<svg", '<?xml version="1.0" encoding="klingon"?>\n<svg', 1)
    folder = _set_with_art(tmp_path / "arty", {"dorothy": {"file": "odd.svg"}},
                           {"odd.svg": declared.encode()})
    picture = load_picture(folder / "odd.svg")
    assert (picture.vector, round(picture.width), round(picture.height)) == (True, 150, 90)
    assert build_paths([folder], options).written


def test_a_picture_under_300_ppi_at_print_size_is_warned_about(tmp_path, options):
    folder = _set_with_art(tmp_path / "arty", {"dorothy": {"file": "small.png"},
                                                "tin-woodman": {"file": "big.png"}},
                           {"small.png": _png((120, 60)), "big.png": _png((1400, 700))})
    notes = build_paths([folder], options).notes
    assert len(notes) == 1
    assert "card 'dorothy': its art small.png prints at" in notes[0]
    assert "under 300" in notes[0]


def test_a_focal_point_outside_the_picture_is_a_data_problem(tmp_path, options):
    folder = _set_with_art(tmp_path / "arty", {"dorothy": {"file": "d.png", "focus": [2, 0]}},
                           {"d.png": _png((900, 600))})
    with pytest.raises(BuildError, match=r"\(dorothy\)\.art\.focus\] focus takes two"):
        build_paths([folder], options)


def test_every_intro_pack_card_has_art_of_its_own():
    library, problems = load([SHIPPED_CARDS / "intro-pack"])
    assert not problems
    assert set(library.art) == set(library.cards)
    assert len(set(library.art.values())) == len(library.cards)
    assert all(path.suffix == ".svg" for path in library.art.values())
