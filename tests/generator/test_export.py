"""`hjkit export`: PNG per card and Tabletop Simulator decks, drawn by the PDF's code."""

from __future__ import annotations

import json
import subprocess
from dataclasses import replace
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

from hjkit.cli import main
from hjkit.generator.build import build_paths, plan_jobs
from hjkit.generator.export import TTS_COLUMNS, TTS_MAX_PX, TTS_ROWS, export_png, export_tts

from .conftest import BASE_URL, pdftoppm


def test_png_export_writes_each_face_and_each_distinct_back_at_the_asked_size(
        standard_set, options):
    _, jobs, _ = plan_jobs([standard_set], options)
    written = export_png(jobs, options.out, dpi=100)
    names = {p.name for p in written}
    assert {"dorothy.png", "back-book.png", "back-atlas.png"} <= names
    assert not any(name.startswith("back-book-") for name in names)  # one shared back
    with Image.open(options.out / jobs[0].name / "dorothy.png") as face:
        # 63 x 88 mm at 100 dpi
        assert abs(face.width - 63 / 25.4 * 100) <= 1 and abs(face.height - 88 / 25.4 * 100) <= 1


def test_a_png_matches_the_pdfs_rendering_of_the_same_face(standard_set, options, tmp_path):
    """The export and the print-shop PDF come from the same drawing code: rasterised by
    poppler at the same resolution, the PDF's page differs from the PNG by anti-aliasing
    only, and clearly less than from another card's PNG."""
    shop = replace(options, print_shop=True)
    build_paths([standard_set], shop, bars=lambda total, label: _Quiet())
    pdf = next(shop.out.glob("*-book-print-shop.pdf"))
    subprocess.run([pdftoppm(), "-r", "100", "-png", "-f", "1", "-l", "1", str(pdf),
                    str(tmp_path / "page")], check=True)
    _, jobs, _ = plan_jobs([standard_set], options)
    book = dict(jobs[0].parts)["book"]
    export_png(jobs, tmp_path / "png", dpi=100, bleed=3)
    folder = tmp_path / "png" / jobs[0].name
    with Image.open(next(tmp_path.glob("page*.png"))) as page:
        printed = page.convert("L")
    same = _difference(printed, folder / f"{book[0].card_id}.png")
    other = _difference(printed, folder / f"{book[-1].card_id}.png")
    assert same < 5 and other > 1.5 * same, (same, other)


def _difference(printed: Image.Image, png: Path) -> float:
    """Mean grey-level difference at the best alignment within a pixel (poppler and PDFium
    round the page origin differently), border excluded."""
    with Image.open(png) as image:
        exported = image.convert("L").resize(printed.size)
    box = (2, 2, printed.width - 2, printed.height - 2)
    return min(ImageStat.Stat(ImageChops.difference(
        printed.crop(box), ImageChops.offset(exported, dx, dy).crop(box))).mean[0]
        for dx in (-1, 0, 1) for dy in (-1, 0, 1))


def test_tts_sheets_keep_to_ten_by_seven_and_4096_pixels(standard_set, options):
    _, jobs, _ = plan_jobs([standard_set], options)
    export_tts(jobs, options.out)
    saved = json.loads((options.out / f"{jobs[0].name}-book.json").read_text())
    deck = saved["ObjectStates"][0]
    assert deck["Name"] == "DeckCustom"
    book = dict(jobs[0].parts)["book"]
    assert len(deck["DeckIDs"]) == len(book)  # every copy, in print order
    assert [c["Nickname"] for c in deck["ContainedObjects"]] == [p.title or p.card_id for p in book]
    for number, custom in deck["CustomDeck"].items():
        assert custom["NumWidth"] <= TTS_COLUMNS and custom["NumHeight"] <= TTS_ROWS
        sheet = Path(custom["FaceURL"].removeprefix("file://"))
        with Image.open(sheet) as image:
            assert image.width <= TTS_MAX_PX and image.height <= TTS_MAX_PX
            assert image.width % custom["NumWidth"] == 0
            assert image.height % custom["NumHeight"] == 0
        slots = custom["NumWidth"] * custom["NumHeight"]
        ids = [i for i in deck["DeckIDs"] if i // 100 == int(number)]
        assert max(i % 100 for i in ids) < slots - 1  # the last slot is the hidden back


def test_double_sided_cards_get_a_sheet_of_their_own_backs(intro_set, options):
    _, jobs, _ = plan_jobs([intro_set], options)
    export_tts(jobs, options.out)
    atlas = json.loads((options.out / f"{jobs[0].name}-atlas.json").read_text())
    customs = atlas["ObjectStates"][0]["CustomDeck"].values()
    assert any(c["UniqueBack"] and c["BackURL"].endswith("-backs.png") for c in customs)


def test_export_command_names_the_shipped_set(tmp_path, capsys):
    assert main(["export", "tts", "intro-pack", "--out", str(tmp_path),
                 "--base-url", BASE_URL, "--image-url", "https://example.org/tts"]) == 0
    saved = json.loads((tmp_path / "intro-book.json").read_text())
    custom = next(iter(saved["ObjectStates"][0]["CustomDeck"].values()))
    assert custom["FaceURL"] == "https://example.org/tts/intro-book-1.png"
    assert main(["export", "png", "intro-pack", "--dpi", "5", "--out", str(tmp_path)]) == 2
    assert "--dpi 5" in capsys.readouterr().err


class _Quiet:
    def advance(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass
