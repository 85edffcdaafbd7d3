"""Card images beyond paper, drawn by the same code as the PDFs: one PNG per face and per
distinct back (`hjkit export png`), and Tabletop Simulator deck sheets with the deck JSON
its custom deck import reads (`hjkit export tts`).

Both work on any game's print jobs: a job's parts (book, atlas...) are decks of pieces,
each piece a face drawer and a back drawer.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PIL import Image

from hjkit.kit.outfiles import write_file

from .build import BuildError, PrintJob
from .document import Piece
from .render import DEFAULT_DPI, side_png

_write = partial(write_file, error=BuildError)

TTS_COLUMNS, TTS_ROWS = 10, 7
"""Tabletop Simulator reads sheets of at most 10 x 7 cards; the last slot is the hidden
card (what others see of a card in your hand)."""
TTS_MAX_PX = 4096
"""Largest sheet side Tabletop Simulator loads."""
Progress = Callable[[int], None]


@dataclass(frozen=True)
class Side:
    """One image to write: its file name and how to draw it."""

    name: str
    piece: Piece
    back: bool


def distinct_sides(job: PrintJob) -> list[Side]:
    """Every distinct face of a job, and every distinct back: a part's shared back once,
    a double-sided card's own back per card."""
    sides: dict[str, Side] = {}
    for part, pieces in job.parts:
        for piece in pieces:
            sides.setdefault(piece.card_id, Side(piece.card_id, piece, back=False))
            back = f"{piece.card_id}-back" if piece.double_sided else f"back-{part}"
            sides.setdefault(back, Side(back, piece, back=True))
    return list(sides.values())


def piece_png(piece: Piece, back: bool = False, dpi: int = DEFAULT_DPI,
              bleed: float = 0.0) -> bytes:
    """One side of a card as PNG bytes: what `hjkit export png` writes and the companion's
    card pages show."""
    return side_png(piece.back if back else piece.front, piece.size, piece.card_id, dpi,
                    bleed)


def export_png(jobs: Iterable[PrintJob], out: Path, dpi: int, bleed: float = 0.0,
               progress: Progress = lambda n: None) -> list[Path]:
    """One PNG per distinct face and back: <out>/<job>/<card id>.png, <card id>-back.png
    for a card's own back, back-<part>.png for a part's shared back."""
    written = []
    for job in jobs:
        for side in distinct_sides(job):
            png = piece_png(side.piece, side.back, dpi, bleed)
            written.append(_write(out / job.name / f"{side.name}.png", png))
            progress(1)
    return written


def export_tts(jobs: Iterable[PrintJob], out: Path, image_url: str | None = None,
               progress: Progress = lambda n: None) -> list[Path]:
    """Per job part: face sheets, a back image (or back sheets for double-sided cards) and
    <job>-<part>.json, a saved object Tabletop Simulator's "Saved Objects" loads. Images
    are linked by file URI, or under image_url when the files are hosted."""
    written = []
    for job in jobs:
        for part, pieces in job.parts:
            if not pieces:
                continue
            name = f"{job.name}-{part}"
            decks, files = _tts_decks(name, pieces, out, image_url, progress)
            written += files
            saved = {"SaveName": name, "ObjectStates": [_deck_object(name, pieces, decks)]}
            path = out / f"{name}.json"
            path.write_text(json.dumps(saved, indent=1), encoding="utf-8")
            written.append(path)
    return written


@dataclass(frozen=True)
class _TtsDeck:
    """One CustomDeck entry: a face sheet with its back, and where each card sits."""

    number: int
    face_url: str
    back_url: str
    columns: int
    rows: int
    unique_back: bool
    slots: dict[str, int]


def _tts_decks(name: str, pieces: tuple[Piece, ...], out: Path, image_url: str | None,
               progress: Progress) -> tuple[list[_TtsDeck], list[Path]]:
    """Sheets of distinct cards, one grid per card size: those sharing the part's back
    with one back image, and those with their own back (Tabletop Simulator takes unique
    backs as a sheet of the same grid)."""
    groups: dict[tuple[float, float, bool], list[Piece]] = {}
    for piece in {p.card_id: p for p in pieces}.values():
        key = (piece.size.width, piece.size.height, piece.double_sided)
        groups.setdefault(key, []).append(piece)
    per_sheet = TTS_COLUMNS * TTS_ROWS - 1
    decks: list[_TtsDeck] = []
    files: list[Path] = []
    for (_, _, unique), group in groups.items():
        for start in range(0, len(group), per_sheet):
            batch = group[start:start + per_sheet]
            number = len(decks) + 1
            columns = min(TTS_COLUMNS, len(batch) + 1)
            rows = math.ceil((len(batch) + 1) / columns)
            hidden = _image(batch[0], back=True)
            faces = _sheet([_image(p) for p in batch] + [hidden], columns, rows)
            files.append(_write(out / f"{name}-{number}.png", faces))
            if unique:
                backs = _sheet([_image(p, back=True) for p in batch] + [hidden], columns,
                               rows)
                files.append(_write(out / f"{name}-{number}-backs.png", backs))
            else:
                files.append(_write(out / f"{name}-{number}-back.png", _png(hidden)))
            decks.append(_TtsDeck(number, _url(files[-2], image_url),
                                  _url(files[-1], image_url), columns, rows, unique,
                                  {p.card_id: i for i, p in enumerate(batch)}))
            progress(len(batch))
    return decks, files


def _deck_object(name: str, pieces: tuple[Piece, ...], decks: list[_TtsDeck]) -> dict:
    """A DeckCustom holding every copy in order (a CardCustom when there is one card)."""
    custom = {str(d.number): {"FaceURL": d.face_url, "BackURL": d.back_url,
                              "NumWidth": d.columns, "NumHeight": d.rows,
                              "BackIsHidden": True, "UniqueBack": d.unique_back, "Type": 0}
              for d in decks}
    cards = []
    for piece in pieces:
        deck = next(d for d in decks if piece.card_id in d.slots)
        card_id = deck.number * 100 + deck.slots[piece.card_id]
        cards.append({"Name": "Card", "Nickname": piece.card_id, "CardID": card_id,
                      "Transform": _TRANSFORM,
                      "CustomDeck": {str(deck.number): custom[str(deck.number)]}})
    if len(cards) == 1:
        return {**cards[0], "Name": "CardCustom"}
    return {"Name": "DeckCustom", "Nickname": name, "Transform": _TRANSFORM,
            "DeckIDs": [c["CardID"] for c in cards], "CustomDeck": custom,
            "ContainedObjects": cards}


_TRANSFORM = {"posX": 0, "posY": 1, "posZ": 0, "rotX": 0, "rotY": 180, "rotZ": 180,
              "scaleX": 1, "scaleY": 1, "scaleZ": 1}


def _image(piece: Piece, back: bool = False) -> Image.Image:
    """A side at the largest whole-pixel size a full 10 x 7 sheet of 4096 px allows."""
    per_mm = min(TTS_MAX_PX / (TTS_COLUMNS * piece.size.width),
                 TTS_MAX_PX / (TTS_ROWS * piece.size.height))
    size = (math.floor(piece.size.width * per_mm), math.floor(piece.size.height * per_mm))
    png = piece_png(piece, back, math.ceil(per_mm * 25.4))
    image = Image.open(io.BytesIO(png)).convert("RGB")
    return image if image.size == size else image.resize(size, Image.Resampling.LANCZOS)


def _sheet(images: list[Image.Image], columns: int, rows: int) -> bytes:
    """Images of one size in a grid, left to right, top to bottom."""
    width, height = images[0].size
    sheet = Image.new("RGB", (columns * width, rows * height), "white")
    for index, image in enumerate(images):
        sheet.paste(image, ((index % columns) * width, (index // columns) * height))
    return _png(sheet)


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def _url(path: Path, image_url: str | None) -> str:
    if image_url:
        return f"{image_url.rstrip('/')}/{path.name}"
    return path.resolve().as_uri()
