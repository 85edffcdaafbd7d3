"""Pictures that cannot hurt a build (issue 29, point 5): `hjkit check --pictures` reads
every card's picture as `hjkit build` will and reports each one that does not read, with its
card and file; a picture over the pixel limit (a decompression bomb: a small file that decodes to
gigabytes) is refused by both, never a traceback."""

from __future__ import annotations

import shutil
import struct
import zlib
from pathlib import Path

import pytest

from hjkit.cli import EXIT_DATA, main

from .test_art import SVG, _png, _set_with_art


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(
        ">I", zlib.crc32(kind + data))


def bomb_png(width: int = 40_000, height: int = 40_000) -> bytes:
    """A valid PNG header saying width x height, in a few hundred bytes."""
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    rows = zlib.compress(b"\x00" * (width // 8 + 1) * 8)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", rows)
            + _chunk(b"IEND", b""))


def _arty(tmp_path: Path, picture_name: str, data: bytes) -> Path:
    return _set_with_art(tmp_path / "arty", {"dorothy": {"file": picture_name}},
                         {picture_name: data, "ok.svg": SVG.encode()})


def test_check_refuses_a_picture_over_the_pixel_limit_naming_card_and_file(tmp_path, capsys):
    folder = _arty(tmp_path, "bomb.png", bomb_png())
    assert main(["check", "--pictures", str(folder)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "dorothy" in err and "bomb.png" in err and "limit of 25,000,000 pixels" in err, err


def test_build_refuses_the_same_picture_with_a_sentence_not_a_traceback(tmp_path, capsys):
    folder = _arty(tmp_path, "bomb.png", bomb_png())
    assert main(["build", str(folder), "--out", str(tmp_path / "out")]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "bomb.png" in err and "pixels" in err and "Traceback" not in err, err


def test_check_reads_a_garbage_png_and_a_broken_svg_as_build_will(tmp_path, capsys):
    for name, data in (("noise.png", b"\x89PNG\r\n\x1a\nnot really a picture"),
                       ("broken.svg", b"<svg xmlns='http://www.w3.org/2000/svg'><rect")):
        folder = _arty(tmp_path / name, name, data)
        assert main(["check", "--pictures", str(folder)]) == EXIT_DATA, name
        err = capsys.readouterr().err
        assert "dorothy" in err and name in err and "not a readable" in err, err


def test_a_picture_under_the_limit_still_checks_clean(tmp_path, capsys):
    folder = _arty(tmp_path, "fine.png", _png((900, 600)))
    assert main(["check", "--pictures", str(folder)]) != EXIT_DATA, capsys.readouterr().err


def test_a_picture_just_over_the_limit_names_its_size(tmp_path, capsys):
    folder = _arty(tmp_path, "big.png", bomb_png(8_000, 8_000))
    assert main(["check", "--pictures", str(folder)]) == EXIT_DATA
    assert "8,000 x 8,000 pixels; the limit is 25,000,000" in capsys.readouterr().err


def test_a_small_file_of_a_huge_blank_picture_is_refused_without_decoding_it(tmp_path,
                                                                            capsys):
    """Issue 42: "A 7,700 x 7,700 all-zero PNG (173 KB, under the pixel limit) costs about
    1 GB in hjkit build and 1 min 56 s in hjkit check"."""
    import resource

    folder = _arty(tmp_path, "blank.png", bomb_png(7_700, 7_700))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert main(["check", "--pictures", str(folder)]) == EXIT_DATA
    assert "7,700 x 7,700 pixels" in capsys.readouterr().err
    grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kb < 100_000, f"the check's peak grew {grown_kb:,} KB"


SHIPPED_WITH_ART = ("heros_journey_v3/cards/decktet", "heros_journey_home/cards/starter",
                    "heroes_and_quests/cards/hq-starter")


@pytest.mark.parametrize("shipped", SHIPPED_WITH_ART)
def test_every_game_s_check_reads_its_pictures_as_build_will(shipped, tmp_path, capsys):
    import hjkit.games

    folder = tmp_path / "set"
    shutil.copytree(Path(hjkit.games.__file__).parent / shipped, folder)
    picture = sorted((folder / "art").glob("*.svg"))[0]
    picture.write_text("<svg xmlns='http://www.w3.org/2000/svg'><rect")
    assert main(["check", "--pictures", str(folder)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert picture.name in err and "not a readable" in err and ".art]" in err, err


# ---- SVG pictures that draw other pictures (issue 42, point 2 and "pictures only from
# inside the set") ----

def _svg_drawing(href: str) -> bytes:
    """An SVG as Inkscape writes one: a shape and an <image> element naming href."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
            ' width="200" height="120" viewBox="0 0 200 120">'
            '<rect width="200" height="120" fill="#1e3cdc"/>'
            f'<image x="20" y="20" width="80" height="80" xlink:href="{href}"/></svg>').encode()


def _embedded(png: bytes) -> str:
    import base64

    return "data:image/png;base64," + base64.b64encode(png).decode()


def test_an_svg_with_an_embedded_bitmap_checks_builds_and_shows_its_face(tmp_path, capsys):
    from hjkit.games.heroes_journey.faces.render import card_png
    from hjkit.games.heroes_journey.model.library import load

    folder = _arty(tmp_path, "inkscape.svg", _svg_drawing(_embedded(_png((40, 40)))))
    assert main(["check", "--pictures", str(folder)]) != EXIT_DATA, capsys.readouterr().err
    assert main(["build", str(folder), "--out", str(tmp_path / "out")]) == 0
    assert "Traceback" not in capsys.readouterr().err
    library, _ = load([folder])
    face = card_png(library.cards["dorothy"], library)
    bare = card_png(library.cards["dorothy"].model_copy(update={"art": None}), library)
    assert face.startswith(b"\x89PNG") and face != bare  # the picture, not the placeholder


def test_an_svg_whose_embedded_bitmap_is_broken_is_refused_by_check_and_build(tmp_path,
                                                                            capsys):
    folder = _arty(tmp_path, "torn.svg", _svg_drawing("data:image/png;base64,iVBORw0KGgo="))
    assert main(["check", "--pictures", str(folder)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "dorothy" in err and "torn.svg" in err and "not a readable SVG" in err, err
    assert main(["build", str(folder), "--out", str(tmp_path / "out")]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "torn.svg" in err and "Traceback" not in err, err


@pytest.mark.parametrize("href", ["../../secret.png", "{secret}"])
def test_an_svg_drawing_a_file_outside_its_folder_is_refused_by_check_and_build(
        href, tmp_path, capsys):
    secret = tmp_path / "secret.png"
    secret.write_bytes(_png((30, 30)))
    picture = _svg_drawing(href.format(secret=secret))
    folder = _arty(tmp_path / "set", "art/peek.svg", picture)
    assert main(["check", "--pictures", str(folder)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "peek.svg" in err and "secret.png" in err and "folder" in err, err
    assert main(["build", str(folder), "--out", str(tmp_path / "out")]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "peek.svg" in err and "secret.png" in err and "Traceback" not in err, err


def test_a_picture_linked_from_outside_the_set_is_refused(tmp_path, capsys):
    outside = tmp_path / "elsewhere.svg"
    outside.write_bytes(_svg_drawing(_embedded(_png((10, 10)))))
    folder = _set_with_art(tmp_path / "set", {"dorothy": {"file": "link.svg"}}, {})
    (folder / "link.svg").symlink_to(outside)
    assert main(["check", "--pictures", str(folder)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "link.svg" in err and "outside its set's folder" in err, err


def test_a_card_naming_a_picture_outside_its_set_is_a_data_problem_at_its_line(tmp_path,
                                                                             capsys):
    folder = _set_with_art(tmp_path / "set", {"dorothy": {"file": "../../secret.png"}}, {})
    assert main(["check", str(folder)]) == EXIT_DATA
    err = capsys.readouterr().err
    assert "(dorothy).art.file]" in err and "must be in the set's folder" in err, err
