"""Card art: placed by cover or contain and a focal point, optionally full-bleed, embedded
once per PDF, and clear about pictures that are missing, unreadable or too small."""

from __future__ import annotations

import io
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat
from pypdf import PdfReader
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.games.heroes_journey.faces.faces import art_window
from hjkit.games.heroes_journey.faces.frame import Context
from hjkit.games.heroes_journey.faces.render import card_png
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.generator.art import Picture, load_picture, place
from hjkit.generator.build import BuildError, PrintSettings, build_paths
from hjkit.generator.forms import form_name
from hjkit.generator.layout import load_layout
from hjkit.generator.pictures import picture_problems
from hjkit.kit.registry import game as game_registry

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
    assert len({p.path for p in library.art.values()}) == len(library.cards)
    assert all(p.path.suffix == ".svg" for p in library.art.values())


# ---- Every shipped set: a picture on every card, read by svglib, printed in its window ----

ART_ROOT = Path(__file__).resolve().parents[2] / "hjkit" / "games"
SHIPPED_ART = sorted(ART_ROOT.glob("*/cards/**/art/*.svg"))
PICTURED_GAMES = {
    # game id: (the parts whose first piece must print a picture)
    "heroes-journey": ("book", "atlas"),
    "heroes-and-quests": ("quests", "traps", "heroes", "relics", "actions", "tiles",
                          "map-seed-1"),
    "heros-journey-home": ("adventurers", "quests", "quest-items", "spells", "journey"),
    "heros-journey-v3": ("cards",),
}


def _shipped(game_id: str):
    game = game_registry(game_id)
    loaded = game.load([game.shipped_cards()])
    assert not loaded.problems
    return game, loaded.library


def _cards_of(game_id: str, library) -> set[str]:
    """Every card and tile id a game's library holds."""
    if game_id == "heros-journey-home":
        return set(library.all_cards())
    return library.ids() if game_id == "heroes-and-quests" else set(library.cards)


def _picture_files(library) -> list[Path]:
    """The picture file of each pictured card."""
    return [p.path for p in library.art.values()]


def _without_art(game_id: str, library):
    """The same library with no pictures: the faces draw what they draw without art."""
    if game_id != "heroes-journey":
        return replace(library, art={})
    cards = {i: c.model_copy(update={"art": None}) for i, c in library.cards.items()}
    return replace(library, cards=cards, art={})


@pytest.mark.parametrize("game_id", PICTURED_GAMES)
def test_every_card_and_tile_of_every_shipped_set_has_a_picture(game_id):
    _, library = _shipped(game_id)
    assert set(library.art) == _cards_of(game_id, library)
    assert not picture_problems(library.art.values())
    assert all(path.suffix == ".svg" and path.parent.name == "art"
               for path in _picture_files(library))


def test_every_shipped_picture_reads_through_svglib_describes_itself_and_is_used():
    used = {path.resolve() for game_id in PICTURED_GAMES
            for path in _picture_files(_shipped(game_id)[1])}
    assert len(SHIPPED_ART) > 300
    for path in SHIPPED_ART:
        picture = load_picture(path)
        assert picture.vector and picture.width == 2 * picture.height, path
        assert re.search(r"<title>[^<]{8,}</title>", path.read_text()), path
        assert path.resolve() in used, f"{path} is on no card"


def _face(piece, folder: Path, name: str) -> Image.Image:
    """The piece's face alone on a page of its trim size, rasterised by poppler."""
    path = folder / f"{name}.pdf"
    canvas = Canvas(str(path), pagesize=(piece.size.width * mm, piece.size.height * mm))
    piece.front(canvas)
    canvas.save()
    return render(path, 0, 100, folder).convert("L")


@pytest.mark.parametrize("game_id", PICTURED_GAMES)
def test_each_part_prints_its_pictures_in_a_window_that_is_not_blank(game_id, tmp_path):
    """The same first piece of each part drawn with and without the set's pictures: they
    differ in one window, a sizeable part of the piece, and the picture there is not a flat
    panel."""
    pdftoppm()
    game, library = _shipped(game_id)
    settings = PrintSettings(load_layout().cards)
    bare = _without_art(game_id, library)
    drawn = 0
    for job, bare_job in zip(game.print_jobs(library, settings),
                             game.print_jobs(bare, settings), strict=True):
        for (part, pieces), (_, bare_pieces) in zip(job.parts, bare_job.parts, strict=True):
            if part not in PICTURED_GAMES[game_id]:
                continue
            name = f"{job.name}-{part}"
            _assert_a_picture_in_one_window(_face(pieces[0], tmp_path, f"{name}-art"),
                                            _face(bare_pieces[0], tmp_path, f"{name}-bare"),
                                            name)
            drawn += 1
    assert drawn >= len(PICTURED_GAMES[game_id])


def _assert_a_picture_in_one_window(with_art: Image.Image, without: Image.Image,
                                    name: str) -> None:
    """Where the two renders differ is the picture's window: a sizeable part of the piece,
    and not a flat panel."""
    box = ImageChops.difference(with_art, without).getbbox()
    assert box is not None, name
    window = with_art.crop(box)
    assert window.width * window.height > 0.03 * with_art.width * with_art.height, name
    assert ImageStat.Stat(window).stddev[0] > 12, name


def test_a_missing_picture_stops_the_build_naming_its_file_line_and_card(tmp_path, options):
    game = game_registry("heroes-and-quests")
    copy = tmp_path / "hq"
    shutil.copytree(game.shipped_cards() / "hq-starter", copy)
    traps = copy / "traps.hq.yaml"
    traps.write_text(traps.read_text().replace("art/trap-earth.svg", "art/nope.svg", 1))
    assert not game.load([copy]).problems  # print-only: the set still loads and plays
    with pytest.raises(BuildError, match=r"traps\.hq\.yaml:4: \[traps\[0\] \(pit-of-spikes\)"
                                         r"\.art\] no picture 'art/nope\.svg'$"):
        build_paths([copy], replace(options, out=tmp_path / "out"))
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_an_unreadable_picture_stops_the_build_saying_why(tmp_path, options):
    game = game_registry("heros-journey-home")
    copy = tmp_path / "home"
    shutil.copytree(game.shipped_cards() / "starter", copy)
    (copy / "art" / "spell-fireball.svg").write_text("<svg")
    with pytest.raises(BuildError, match=r"\[spells\[6\] \(fireball\)\.art\] .*spell-fireball"
                                         r"\.svg: not a readable SVG image"):
        build_paths([copy], replace(options, out=tmp_path / "out"))


def test_a_sheet_with_svg_pictures_uses_only_the_embedded_fonts(tmp_path, options):
    """svglib's drawings start from reportlab's Helvetica, which is not embedded; the kit's
    pictures start from its own embedded face instead (the issue: "fonts are embedded")."""
    written = build_paths([SHIPPED_CARDS / "intro-pack"], replace(options, out=tmp_path))
    book = next(p for p in written.written if p.name == "intro-book.pdf")
    names = {str(font.get_object()["/BaseFont"]) for page in PdfReader(book).pages
             for font in page["/Resources"]["/Font"].values()}
    assert names and all("BitstreamVera" in name for name in names), names
