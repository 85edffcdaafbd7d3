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
    assert "dorothy" in err and "bomb.png" in err and "limit of 60,000,000 pixels" in err, err


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
    assert "8,000 x 8,000 pixels; the limit is 60,000,000" in capsys.readouterr().err


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
