"""Our own SVG reader for flat-colour pictures (hjkit.generator.flatsvg) draws what svglib
draws, pixel for pixel within anti-aliasing, for every shipped picture and every construct
of its subset; anything outside the subset goes to svglib as before."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import art, artcache, flatsvg, svgpath
from hjkit.generator.artcache import Recording
from hjkit.generator.forms import reuse

from .conftest import pdftoppm

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted(ROOT.glob("hjkit/**/*.svg"))
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">'


def _svg(body: str, head: str = HEAD) -> bytes:
    return f"{head}{body}</svg>".encode()


def _svglib(data: bytes, tmp_path: Path) -> Recording:
    """svglib's recording of the same picture, as art made it before our reader."""
    source = tmp_path / "svglib-input.svg"
    source.write_bytes(data)
    art.clear_cache()
    recording = art._record(art._drawing(source))
    assert recording is not None
    return recording


def _pages(recordings: list[Recording], tmp_path: Path, name: str) -> list[Image.Image]:
    """Each recording placed as the cards place it, one page each on white, at 150 dpi."""
    pdf = tmp_path / f"{name}.pdf"
    canvas = Canvas(str(pdf), invariant=1)
    for index, recording in enumerate(recordings):
        canvas.setPageSize((recording.width, recording.height))
        canvas.setFillColorRGB(1, 1, 1)
        canvas.rect(0, 0, recording.width, recording.height, fill=1, stroke=0)
        reuse(canvas, f"{name}{index}", (0, 0, recording.width, recording.height),
              lambda c, r=recording: art._replay(c, r))
        canvas.showPage()
    canvas.save()
    subprocess.run([pdftoppm(), "-r", "150", "-png", str(pdf), str(tmp_path / name)],
                   check=True)
    return [Image.open(p).convert("RGB") for p in sorted(tmp_path.glob(f"{name}-*.png"))]


def _differing(a: Image.Image, b: Image.Image, threshold: int = 40) -> float:
    """The share of pixels whose colour differs by more than threshold in some channel."""
    assert a.size == b.size
    difference = ImageChops.difference(a, b)
    channels = [band.point(lambda v: 255 if v > threshold else 0) for band in difference.split()]
    mask = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2])
    return mask.histogram()[255] / (a.size[0] * a.size[1])


def _assert_draws_as_svglib(cases: dict[str, bytes], tmp_path: Path) -> None:
    ours = {name: flatsvg.read(data) for name, data in cases.items()}
    outside = [name for name, recording in ours.items() if recording is None]
    assert not outside, f"read by svglib instead: {outside}"
    theirs = {name: _svglib(data, tmp_path) for name, data in cases.items()}
    for name in cases:
        assert (ours[name].width, ours[name].height) == (theirs[name].width,
                                                          theirs[name].height), name
    our_pages = _pages(list(ours.values()), tmp_path, "ours")
    their_pages = _pages(list(theirs.values()), tmp_path, "svglib")
    for name, mine, reference in zip(cases, our_pages, their_pages, strict=True):
        assert _differing(mine, reference) < 0.001, name
        assert _differing(mine, Image.new("RGB", mine.size, "white")) > 0.01, \
            f"{name} draws (nearly) nothing"


def test_every_shipped_picture_is_read_by_our_reader_and_draws_as_svglib_drew_it(tmp_path):
    assert len(SHIPPED) >= 29
    _assert_draws_as_svglib({p.name: p.read_bytes() for p in SHIPPED}, tmp_path)


STROKE = 'fill="#f2b84b" fill-opacity="0.6" stroke="#2f5d3a" stroke-width="4"'
CONSTRUCTS = {
    # the four arcs between the same two points, and relative arcs, one too small to reach
    "arc-small-clockwise": f'<path d="M 60 70 A 50 30 20 0 1 140 60" {STROKE}/>',
    "arc-small-anticlockwise": f'<path d="M 60 70 A 50 30 20 0 0 140 60" {STROKE}/>',
    "arc-large-clockwise": f'<path d="M 60 70 A 50 30 20 1 1 140 60" {STROKE}/>',
    "arc-large-anticlockwise": f'<path d="M 60 70 A 50 30 20 1 0 140 60" {STROKE}/>',
    "arc-relative-and-scaled-up": f'<path d="M 20 60 a 10 10 0 0 1 60 0 a 5 8 45 1 0 80 20'
                                  f' a 0 5 0 0 1 20 -40" {STROKE}/>',
    "arc-packed-flags": f'<path d="M20,60a30,20 0 1020,30l40-10a20 20 0 00-20-40z" {STROKE}/>',
    # relative commands and implicit repeats
    "relative-commands": f'<path d="m 20 20 l 30 10 h 20 v 30 c 10 10 30 -10 40 10 '
                         f's 20 20 30 0 q 10 -30 30 0 t 20 0 z m 10 60 l 20 0 20 20 -20 10'
                         f' z" {STROKE}/>',
    "implicit-repeats": f'<path d="M10 10 50 20 90 10 L 120 60 150 40 H 180 190 V 100 110"'
                        f' {STROKE}/>',
    # S and T reflect the previous control point, or not after another command
    "smooth-cubic-after-cubic": f'<path d="M 10 60 C 30 10 60 10 80 60 S 130 110 150 60'
                                f' S 190 20 195 60" {STROKE}/>',
    "smooth-cubic-alone": f'<path d="M 10 60 L 40 60 S 80 10 120 60" {STROKE}/>',
    "smooth-quadratic-after-quadratic": f'<path d="M 10 60 Q 40 10 70 60 T 130 60 T 190 60"'
                                        f' {STROKE}/>',
    "smooth-quadratic-alone": f'<path d="M 10 60 L 50 20 T 120 80 t 40 -40" {STROKE}/>',
    # transforms on shapes and on nested groups
    "transforms": '<g transform="translate(100 60)"><g transform="rotate(30)">'
                  '<rect x="-40" y="-15" width="80" height="30" fill="#c8361f"/></g>'
                  '<ellipse rx="20" ry="8" fill="blue" transform="scale(1.5 0.8) skewX(25)"/>'
                  '</g><rect x="10" y="10" width="30" height="20" fill="green"'
                  ' transform="matrix(1 0.3 -0.2 1 5 2)"/>'
                  '<rect x="150" y="70" width="30" height="20" fill="purple"'
                  ' transform="rotate(-20 165 80) skewY(10)"/>',
    # opacities, dashes, caps and joins
    "opacities": '<rect x="20" y="20" width="100" height="60" fill="red"/>'
                 '<circle cx="110" cy="60" r="45" fill="blue" fill-opacity="0.4"'
                 ' stroke="black" stroke-width="10" stroke-opacity="0.3"/>',
    "dashes-and-caps": '<g fill="none" stroke="#1a1a0e" stroke-width="8">'
                       '<path d="M 20 20 H 180" stroke-dasharray="20 10" stroke-linecap="butt"/>'
                       '<path d="M 20 50 H 180" stroke-dasharray="20,10,4"'
                       ' stroke-linecap="round"/>'
                       '<path d="M 20 80 H 180" stroke-dasharray="6" stroke-linecap="square"/>'
                       '</g>',
    "joins": '<g fill="none" stroke="#345" stroke-width="12">'
             '<polyline points="10,100 40,20 70,100" stroke-linejoin="miter"/>'
             '<polyline points="80,100 110,20 140,100" stroke-linejoin="round"/>'
             '<polyline points="150,100 175,20 195,100" stroke-linejoin="bevel"/></g>',
    "fill-rule": '<path d="M 100 10 L 130 110 L 45 45 L 155 45 L 70 110 Z" fill="#f63"'
                 ' fill-rule="evenodd"/><polygon points="20,10 50,110 5,45 40,45 10,110"'
                 ' fill="#36f" fill-rule="nonzero"/>',
    # every shape, the colour forms and the style attribute with inheritance
    "shapes": '<rect x="5" y="5" width="60" height="40" rx="10" fill="#abc"/>'
              '<rect x="70" y="5" width="60" height="40" rx="8" ry="8" fill="rgb(200,40,90)"/>'
              '<circle cx="160" cy="25" r="20" fill="gold"/>'
              '<ellipse cx="40" cy="80" rx="35" ry="20" fill="#0a0" stroke="navy"/>'
              '<line x1="80" y1="60" x2="190" y2="110" stroke="crimson" stroke-width="3"/>'
              '<polyline points="80,110 100,70 120,110 140,70" fill="khaki" stroke="teal"'
              ' stroke-width="2"/>'
              '<polygon points="150,60 190,60 170,100" fill="none" stroke="black"/>',
    "style-and-inheritance": '<g style="fill: #446688; stroke:#222; stroke-width: 3">'
                             '<rect x="10" y="10" width="50" height="50"/>'
                             '<rect x="70" y="10" width="50" height="50" style="fill:orange"/>'
                             '<rect x="130" y="10" width="50" height="50" fill="inherit"'
                             ' stroke="none"/><g fill="#a33">'
                             '<circle cx="50" cy="90" r="20"/>'
                             '<circle cx="120" cy="90" r="20" display="none"/>'
                             '<circle cx="160" cy="90" r="20" visibility="hidden"/></g></g>',
    "no-fill-no-stroke-and-editors-attributes":
        '<title>A title</title><desc>described</desc><metadata><x xmlns="urn:x"/></metadata>'
        '<defs/><rect x="10" y="10" width="80" height="80" fill="none"/>'
        '<rect x="100" y="10" width="80" height="80" fill="#5a5" stroke="#000"'
        ' stroke-width="0" xmlns:e="urn:editor" e:label="layer"/>',
}
VIEWPORTS = {
    "no-viewbox": '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="90">',
    "viewbox-only": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-20 -10 240 140">',
    "units": '<svg xmlns="http://www.w3.org/2000/svg" width="50mm" height="30mm"'
             ' viewBox="0 0 200 120">',
    "meet-left-bottom": '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"'
                        ' viewBox="0 0 200 120" preserveAspectRatio="xMinYMax meet">',
    "slice-middle": '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"'
                    ' viewBox="0 0 200 120" preserveAspectRatio="xMidYMid slice">',
    "stretched": '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"'
                 ' viewBox="0 0 200 120" preserveAspectRatio="none">',
    "no-namespace": '<svg width="200" height="120">',
}
SCENE = ('<rect x="0" y="0" width="200" height="120" fill="#dde"/>'
         '<path d="M 10 110 Q 100 -20 190 110 Z" fill="#2f5d3a" stroke="#000"/>'
         '<circle cx="40" cy="30" r="15" fill="#f2b84b"/>')


def test_each_construct_of_the_subset_draws_as_svglib_draws_it(tmp_path):
    _assert_draws_as_svglib({name: _svg(body) for name, body in CONSTRUCTS.items()}, tmp_path)


def test_sizes_viewboxes_and_aspect_ratios_draw_as_svglib_draws_them(tmp_path):
    _assert_draws_as_svglib({name: _svg(SCENE, head) for name, head in VIEWPORTS.items()},
                            tmp_path)


def test_opacity_on_a_shape_is_honoured_though_svglib_ignores_it(tmp_path):
    [page] = _pages([flatsvg.read(_svg('<rect width="200" height="120" fill="#0000ff"'
                                       ' opacity="0.5" fill-opacity="0.5"/>'))],
                    tmp_path, "opacity")
    red, green, blue = page.getpixel((page.width // 2, page.height // 2))
    assert abs(red - 191) <= 3 and abs(green - 191) <= 3 and blue == 255  # a quarter blue


def test_a_dash_offset_shifts_the_dashes_though_svglib_ignores_it(tmp_path):
    line = '<path d="M 0 60 H 200" stroke="#000" stroke-width="20" stroke-dasharray="50"'
    pages = _pages([flatsvg.read(_svg(f'{line} stroke-dashoffset="{offset}"/>'))
                    for offset in ("0", "25", "-75")], tmp_path, "offset")
    px = 150 / 72 * 0.75
    dark = [[page.getpixel((int(x * px), int(60 * px)))[0] < 60 for x in (10, 40, 60, 90)]
            for page in pages]
    assert dark[0] == [True, True, False, False]  # dashes on 0-50, 100-150
    assert dark[1] == [True, False, False, True]  # shifted back 25: on 0-25, 75-125
    assert dark[2] == dark[1]  # -75 is the same place in a period of 100


def test_a_relative_command_after_closepath_starts_from_the_subpath_start(tmp_path):
    [page] = _pages([flatsvg.read(_svg('<path d="M 20 20 h 40 v 40 z l 150 0" fill="none"'
                                       ' stroke="#000" stroke-width="6"/>'))],
                    tmp_path, "after-close")
    px = 150 / 72 * 0.75  # pixels per user unit
    assert page.getpixel((int(150 * px), int(20 * px)))[0] < 60  # the line runs at y 20
    assert page.getpixel((int(150 * px), int(60 * px)))[0] > 200  # not from (20, 60)


def test_a_path_going_on_after_closepath_or_closing_twice_is_filled(tmp_path):
    # SVG: "If a closepath is followed immediately by any other command, then the next
    # subpath starts at the same initial point as the current subpath"; svglib leaves such
    # paths unfilled
    paths = ("M 20 20 h 60 v 60 h -60 z z", "M 20 20 h 60 v 60 z L 20 80 L 80 80 z")
    pages = _pages([flatsvg.read(_svg(f'<path d="{d}" fill="#000"/>')) for d in paths],
                   tmp_path, "closed")
    px = 150 / 72 * 0.75
    for page in pages:
        assert page.getpixel((int(30 * px), int(70 * px)))[0] < 60  # inside: filled
        assert page.getpixel((int(120 * px), int(70 * px)))[0] > 200  # outside: not


@pytest.mark.parametrize(("large", "sweep"), [(0, 0), (0, 1), (1, 0), (1, 1)])
def test_an_arc_becomes_cubics_on_its_ellipse_the_way_its_flags_choose(large, sweep):
    rx, ry, phi = 12.0, 5.0, math.radians(30)

    def on_ellipse(centre, degrees: float) -> tuple[float, float]:
        t = math.radians(degrees)
        x, y = rx * math.cos(t), ry * math.sin(t)
        return (centre[0] + x * math.cos(phi) - y * math.sin(phi),
                centre[1] + x * math.sin(phi) + y * math.cos(phi))

    centre = (20.0, 10.0)
    start, end = on_ellipse(centre, 10), on_ellipse(centre, 130)
    other = (start[0] + end[0] - centre[0], start[1] + end[1] - centre[1])
    # two ellipses of these radii pass through both ends; the flags choose one of four arcs
    # (sweep 1: angles increasing; large 1: more than half a turn)
    centre, begin, turn = {(0, 1): (centre, 10, 120), (1, 0): (centre, 10, -240),
                           (0, 0): (other, 310, -120), (1, 1): (other, 310, 240)}[large, sweep]
    segments = svgpath.arc(start, rx, ry, 30, bool(large), bool(sweep), end)
    assert len(segments) == math.ceil(abs(turn) / 90)
    x0, y0 = start
    for _, x1, y1, x2, y2, x3, y3 in segments:
        for t in (0.25, 0.5, 0.75):
            x = (1 - t) ** 3 * x0 + 3 * (1 - t) ** 2 * t * x1 + 3 * (1 - t) * t * t * x2 \
                + t ** 3 * x3
            y = (1 - t) ** 3 * y0 + 3 * (1 - t) ** 2 * t * y1 + 3 * (1 - t) * t * t * y2 \
                + t ** 3 * y3
            # back into the ellipse's own frame: on it within a thousandth of its size
            dx, dy = x - centre[0], y - centre[1]
            u = (dx * math.cos(phi) + dy * math.sin(phi)) / rx
            v = (-dx * math.sin(phi) + dy * math.cos(phi)) / ry
            assert abs(math.hypot(u, v) - 1) < 1e-3
        x0, y0 = x3, y3
    assert (x0, y0) == end
    index = len(segments) // 2
    if len(segments) % 2 == 0:
        middle = segments[index - 1][5:7]
    else:  # halfway along the middle one of an odd number of equal pieces
        x0, y0 = start if index == 0 else segments[index - 1][5:7]
        _, x1, y1, x2, y2, x3, y3 = segments[index]
        middle = ((x0 + 3 * x1 + 3 * x2 + x3) / 8, (y0 + 3 * y1 + 3 * y2 + y3) / 8)
    expected = on_ellipse(centre, begin + turn / 2)
    assert math.hypot(middle[0] - expected[0], middle[1] - expected[1]) < 0.05


def test_an_arc_too_small_to_reach_is_scaled_up_and_a_flat_one_is_a_line():
    segments = svgpath.arc((0.0, 0.0), 1, 1, 0, False, True, (10.0, 0.0))
    assert len(segments) == 2  # a half circle of radius 5
    assert segments[0][5:7] == pytest.approx((5.0, -5.0))  # sweep 1: through y -5 (up)
    assert svgpath.arc((0.0, 0.0), 0, 3, 0, False, True, (4.0, 2.0)) == [("L", 4.0, 2.0)]
    assert svgpath.arc((1.0, 1.0), 3, 3, 0, True, True, (1.0, 1.0)) == []


def test_path_data_outside_the_grammar_is_refused():
    for data in ("L 10 10", "M 10", "M 10 10 L 20 20,", "M 10 10 A 5 5 0 2 0 20 20",
                 "M 10 10 X 4", "M 1e 2", "M 10 10 Z 5"):
        with pytest.raises(svgpath.PathError):
            svgpath.parse(data)
    assert svgpath.parse("") == []
    assert svgpath.parse("M1.5.5-2e1-3") == [("M", 1.5, 0.5), ("L", -20.0, -3.0)]


GRADIENT = _svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#ff0000"/>'
                '<stop offset="1" stop-color="#0000ff"/></linearGradient></defs>'
                '<rect width="200" height="120" fill="url(#g)"/>')
OUTSIDE = {
    "gradient": GRADIENT,
    "text": _svg('<text x="10" y="50">Oz</text>'),
    "image": _svg('<image href="x.png" width="10" height="10"/>'),
    "use": _svg('<defs><rect id="r" width="9" height="9"/></defs><use href="#r"/>'),
    "style sheet": _svg('<style>.a { fill: red }</style><rect class="a" width="9" height="9"/>'),
    "clip path": _svg('<rect width="9" height="9" clip-path="url(#c)"/>'),
    "mask": _svg('<rect width="9" height="9" mask="url(#m)"/>'),
    "filter": _svg('<rect width="9" height="9" style="filter: blur(2px)"/>'),
    "percentage": _svg('<rect width="50%" height="9"/>'),
    "font-relative unit": _svg('<rect width="2em" height="9"/>'),
    "nested svg": _svg('<svg width="50" height="50"><rect width="9" height="9"/></svg>'),
    "group opacity": _svg('<g opacity="0.5"><rect width="9" height="9"/></g>'),
    "picture opacity": _svg('<rect width="9" height="9"/>',
                            '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"'
                            ' style="opacity: 0.5">'),
    "UTF-16": _svg('<rect width="9" height="9"/>').decode().encode("utf-16"),
    "currentColor": _svg('<rect width="9" height="9" fill="currentColor"/>'),
    "colour with alpha": _svg('<rect width="9" height="9" fill="#ff000080"/>'),
    "colour lacking in svglib": _svg('<rect width="9" height="9" fill="lightgray"/>'),
    "unknown attribute": _svg('<rect width="9" height="9" pathLength="3"/>'),
    "unknown element": _svg('<blob/>'),
    "important": _svg('<rect width="9" height="9" style="fill: red !important"/>'),
    "root transform": _svg('', '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"'
                               ' transform="scale(2)">'),
    "doctype": b'<!DOCTYPE svg [<!ENTITY e "x">]>' + _svg('<rect width="9" height="9"/>'),
    "not well-formed": b'<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect',
    "empty dash": _svg('<path d="M 0 0 H 9" stroke="#000" stroke-dasharray="0 0"/>'),
    "bad path": _svg('<path d="M 0 0 L 9"/>'),
    "no size": b'<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>',
}


@pytest.mark.parametrize("what", list(OUTSIDE))
def test_a_picture_outside_the_subset_is_left_to_svglib(what):
    assert flatsvg.read(OUTSIDE[what]) is None


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "art"


def _placed(path: Path, tmp_path: Path) -> Image.Image:
    """The picture as a card places it, alone on a page, at 150 dpi."""
    art.clear_cache()
    picture = art.load_picture(path)
    pdf = tmp_path / "placed.pdf"
    canvas = Canvas(str(pdf), pagesize=(picture.width, picture.height))
    art.draw_picture(canvas, picture, art.Placement(0, 0, picture.width, picture.height))
    canvas.save()
    subprocess.run([pdftoppm(), "-r", "150", "-png", "-singlefile", str(pdf),
                    str(tmp_path / "placed")], check=True)
    return Image.open(tmp_path / "placed.png").convert("RGB")


def test_a_gradient_picture_goes_to_svglib_and_still_draws(tmp_path, cache, monkeypatch):
    source = tmp_path / "gradient.svg"
    source.write_bytes(GRADIENT)
    used = []
    reader = art._drawing

    def spy(path):
        used.append(path)
        return reader(path)

    spy.cache_clear = reader.cache_clear
    monkeypatch.setattr(art, "_drawing", spy)
    page = _placed(source, tmp_path)
    assert used
    left, right = page.getpixel((5, page.height // 2)), page.getpixel((page.width - 5,
                                                                        page.height // 2))
    assert left[0] > 200 and left[2] < 60 and right[2] > 200 and right[0] < 60


def test_a_malformed_file_is_still_an_error_naming_it(tmp_path, cache):
    source = tmp_path / "broken.svg"
    source.write_text("not xml at all", "utf-8")
    with pytest.raises(art.ArtError, match=r"broken\.svg: not a readable SVG image"):
        art.load_picture(source)


def test_each_reader_keeps_its_recordings_under_its_own_name(tmp_path, cache):
    ours, theirs = tmp_path / "ours.svg", tmp_path / "theirs.svg"
    ours.write_bytes(_svg(SCENE))
    theirs.write_bytes(OUTSIDE["use"])
    for picture in (ours, theirs):
        _placed(picture, tmp_path)
    svglib = artcache.svglib_reader()
    kept = {p.name for p in cache.glob("*.json")}
    assert kept == {artcache.entry_name(ours.read_bytes(), flatsvg.READER),
                    artcache.entry_name(theirs.read_bytes(), svglib)}
    assert artcache.load(ours.read_bytes(), svglib) is None
    assert artcache.load(theirs.read_bytes(), flatsvg.READER) is None
    # an entry holding the other reader's recording is not taken for this one's
    mine = cache / artcache.entry_name(ours.read_bytes(), flatsvg.READER)
    mine.write_text(mine.read_text("utf-8").replace(flatsvg.READER, svglib), "utf-8")
    assert artcache.load(ours.read_bytes(), flatsvg.READER) is None


def test_a_rebuild_of_a_picture_svglib_recorded_reads_it_no_more(tmp_path, cache,
                                                                 monkeypatch):
    source = tmp_path / "theirs.svg"
    source.write_bytes(OUTSIDE["use"])
    first = _placed(source, tmp_path)

    def refuse(path):
        raise AssertionError(f"svglib read {path}")

    refuse.cache_clear = lambda: None
    monkeypatch.setattr(art, "_drawing", refuse)
    assert ImageChops.difference(_placed(source, tmp_path), first).getbbox() is None


def test_a_first_build_of_the_intro_pack_imports_neither_svglib_nor_lxml(tmp_path):
    """Nor ElementTree: expat is read directly (svgxml)."""
    script = ("import sys; from hjkit.cli import main; "
              f"code = main(['build', 'intro-pack', '--out', {str(tmp_path / 'out')!r}]); "
              "print(code, sorted(m for m in sys.modules if m.split('.')[0] in "
              "('svglib', 'lxml', 'cssselect2', 'tinycss2') or m.startswith("
              "('reportlab.graphics', 'reportlab.platypus', 'xml.etree'))))")
    env = {**__import__("os").environ, "HJKIT_CACHE_HOME": str(tmp_path / "empty-cache")}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120, env=env, cwd=tmp_path)
    assert done.stdout.strip().splitlines()[-1] == "0 []"
    assert len(list((tmp_path / "empty-cache" / "art").glob("*.json"))) == 28
