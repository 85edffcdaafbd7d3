"""`hjkit export tts` over every game's shipped sets: each piece is the object Tabletop
Simulator has for it, and each deck sheet's last slot holds the hidden card."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from hjkit.generator.build import BuildOptions, PrintJob, plan_jobs
from hjkit.generator.document import Piece
from hjkit.generator.export import TTS_MAX_PX, TtsKind, export_tts, tts_kind
from hjkit.kit.registry import shipped

from .conftest import BASE_URL
from .shipped import SHIPPED_SETS

EXPECTED = {TtsKind.CARD: {"DeckCustom", "CardCustom"}, TtsKind.TILE: {"Custom_Tile"},
            TtsKind.TOKEN: {"Custom_Token"}, TtsKind.BOARD: {"Custom_Board"}}


def _open(url: str) -> Image.Image:
    return Image.open(Path(url.removeprefix("file://")))


def _cell(sheet: Image.Image, columns: int, rows: int, index: int) -> Image.Image:
    width, height = sheet.width // columns, sheet.height // rows
    x, y = (index % columns) * width, (index // columns) * height
    return sheet.crop((x, y, x + width, y + height))


@pytest.mark.parametrize("name", SHIPPED_SETS)
def test_every_shipped_piece_is_exported_as_its_own_kind_of_object(name, tmp_path):
    _, jobs, _ = plan_jobs([shipped(name)], BuildOptions(base_url=BASE_URL))
    export_tts(jobs, tmp_path)
    for job in jobs:
        for part, pieces in job.parts:
            if not pieces:
                continue
            saved = json.loads((tmp_path / f"{job.name}-{part}.json").read_text())
            objects = saved["ObjectStates"]
            kinds = {tts_kind(p, pieces) for p in pieces}
            names = {o["Name"] for o in objects}
            assert {next(k for k, n in EXPECTED.items() if name in n) for name in names
                    } == kinds, part
            if kinds == {TtsKind.BOARD}:
                _check_board(objects)
                continue
            cards = [p for p in pieces if tts_kind(p, pieces) is TtsKind.CARD]
            loose = [o for o in objects if o["Name"] in ("Custom_Tile", "Custom_Token")]
            assert len(loose) == len(pieces) - len(cards)  # one object a copy
            for each in loose:
                _check_loose(each)
            decks = [o for o in objects if o["Name"] in ("DeckCustom", "CardCustom")]
            contained = [c for d in decks for c in d.get("ContainedObjects", [d])]
            assert len(contained) == len(cards)
            for card, piece in zip(contained, sorted(cards, key=lambda p: p.size.width
                                                     > p.size.height), strict=True):
                assert card["SidewaysCard"] is (piece.size.width > piece.size.height)
                assert card["Nickname"] == (piece.title or piece.card_id)
            numbers = [n for d in decks for n in d["CustomDeck"]]
            assert len(numbers) == len(set(numbers)), "deck numbers shared between decks"
            for deck in decks:
                _check_hidden_slot(deck)


def _check_board(objects):
    (board,) = objects
    assert board["Locked"] is True
    with _open(board["CustomImage"]["ImageURL"]) as image:
        assert image.width == image.height and image.width <= TTS_MAX_PX
        assert image.width > 4000  # the four quarters at full size, not a 409 px strip


def _check_loose(each):
    image = each["CustomImage"]
    with _open(image["ImageURL"]) as face:
        if each["Name"] == "Custom_Token":
            alpha = face.convert("RGBA").getchannel("A")
            assert alpha.getpixel((0, 0)) == 0  # cut out along its outline
            assert alpha.getpixel((alpha.width // 2, alpha.height // 2)) == 255
            assert image["CustomToken"]["StandUp"] is (face.height > 2 * face.width)
        else:
            assert face.width == face.height and image["CustomTile"]["Type"] == 0
    assert Path(image["ImageSecondaryURL"].removeprefix("file://")).is_file()


def _check_hidden_slot(deck):
    for number, custom in deck["CustomDeck"].items():
        columns, rows = custom["NumWidth"], custom["NumHeight"]
        last = columns * rows - 1
        with _open(custom["FaceURL"]) as faces, _open(custom["BackURL"]) as backs:
            hidden = _cell(faces.convert("RGB"), columns, rows, last)
            back = (_cell(backs.convert("RGB"), columns, rows, 0) if custom["UniqueBack"]
                    else backs.convert("RGB"))
            assert ImageChops.difference(hidden, back).getbbox() is None, (
                "the grid's last slot is not the hidden back")
        ids = [i for i in (deck["DeckIDs"] if "DeckIDs" in deck else [deck["CardID"]])
               if i // 100 == int(number)]
        assert ids and max(i % 100 for i in ids) < last


def _square(canvas, colour):
    canvas.setFillColorRGB(*colour)
    canvas.rect(-20, -20, 400, 400, stroke=0, fill=1)


def test_a_pieces_title_and_text_are_its_nickname_and_description(tmp_path):
    from hjkit.generator.layout import Size

    draw = partial(_square, colour=(0.2, 0.4, 0.6))
    pieces = tuple(Piece(f"c{n}", Size(width=63, height=88), draw, draw, title=f"Card {n}",
                         text=f"Does {n} things.") for n in range(3))
    export_tts([PrintJob("titled", (("deck", pieces),))], tmp_path)
    deck = json.loads((tmp_path / "titled-deck.json").read_text())["ObjectStates"][0]
    assert [(c["Nickname"], c["Description"]) for c in deck["ContainedObjects"]] == [
        ("Card 0", "Does 0 things."), ("Card 1", "Does 1 things."), ("Card 2", "Does 2 things.")]
