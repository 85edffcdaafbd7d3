"""Card images beyond paper, drawn by the same code as the PDFs: one PNG per face and per
distinct back (`hjkit export png`), and Tabletop Simulator objects with their images
(`hjkit export tts`): each piece as the object the simulator has for it (see tts_kind).

Both work on any game's print jobs: a job's parts (book, atlas...) are decks of pieces,
each piece a face drawer and a back drawer.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from pathlib import Path

from PIL import Image

from hjkit.kit.outfiles import write_file

from .build import BuildError, PrintJob, write_all
from .document import Piece, design_name, designs
from .render import DEFAULT_DPI, side_png

_write = partial(write_file, error=BuildError)

TTS_COLUMNS, TTS_ROWS = 10, 7
"""Tabletop Simulator reads sheets of at most 10 x 7 cards; the last slot of the grid
(bottom right) is the hidden card, what others see of a card in your hand."""
TTS_MAX_PX = 4096
"""Largest sheet side Tabletop Simulator loads."""
PIECE_DPI = 300
"""Tiles' and tokens' images: print resolution."""
BOARD_SIDE_MM = 150.0
"""A part of four square pieces at least this large is a board printed in quarters."""
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
              bleed: float = 0.0, transparent: bool = False) -> bytes:
    """One side of a card as PNG bytes: what `hjkit export png` writes and the companion's
    card pages show (transparent: unpainted corners stay clear)."""
    return side_png(piece.back if back else piece.front, piece.size, piece.card_id, dpi,
                    bleed, transparent)


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


class TtsKind(Enum):
    """The Tabletop Simulator object a piece becomes."""

    CARD = "card"
    """In a DeckCustom; SidewaysCard when it is wider than tall (a site)."""
    TILE = "tile"
    """A Custom_Tile, square, face on top and back below (a terrain tile)."""
    TOKEN = "token"
    """A Custom_Token cut out along its outline (a round Gold token, a pawn), standing up
    when more than twice as tall as wide."""
    BOARD = "board"
    """A quarter of a Custom_Board, the four put together in reading order."""


def tts_kind(piece: Piece, part: tuple[Piece, ...]) -> TtsKind:
    """What a piece of a part is on the simulator's table. The pieces say nothing of it, so
    their shapes decide: four square quarters of a board, a shape that leaves its
    corners unpainted (cut out), a square, else a card."""
    if _is_board(part):
        return TtsKind.BOARD
    if _corners_clear(piece):
        return TtsKind.TOKEN
    if abs(piece.size.width - piece.size.height) < 1e-6:
        return TtsKind.TILE
    return TtsKind.CARD


def _is_board(part: tuple[Piece, ...]) -> bool:
    sizes = {(p.size.width, p.size.height) for p in part}
    return (len(part) == 4 and len({p.card_id for p in part}) == 4 and len(sizes) == 1
            and (size := sizes.pop())[0] == size[1] and size[0] >= BOARD_SIDE_MM)


def _corners_clear(piece: Piece) -> bool:
    """True when the face paints none of its four corner pixels at 50 dpi."""
    with Image.open(io.BytesIO(piece_png(piece, dpi=50, transparent=True))) as image:
        alpha = image.convert("RGBA").getchannel("A")
        corners = [(0, 0), (alpha.width - 1, 0), (0, alpha.height - 1),
                   (alpha.width - 1, alpha.height - 1)]
        return all(alpha.getpixel(c) == 0 for c in corners)


def export_tts(jobs: Iterable[PrintJob], out: Path, image_url: str | None = None,
               progress: Progress = lambda n: None) -> list[Path]:
    """Per job part: its images and <job>-<part>.json, a saved object Tabletop Simulator's
    "Saved Objects" loads: cards in decks (face sheets, a back image or sheet), tiles and
    tokens one object a copy with their own images, a board as one image. Images are
    linked by file URI, or under image_url when the files are hosted. Every file is drawn
    before any is written."""
    files: dict[Path, bytes] = {}
    for job in jobs:
        for part, pieces in job.parts:
            if not pieces:
                continue
            name = f"{job.name}-{part}"
            link = partial(_link, files=files, out=out, image_url=image_url)
            objects = _part_objects(name, pieces, link, progress)
            saved = {"SaveName": name, "ObjectStates": objects}
            files[out / f"{name}.json"] = json.dumps(saved, indent=1).encode("utf-8")
    return write_all(list(files.items()), out)


def _link(path_name: str, data: bytes, files: dict[Path, bytes], out: Path,
          image_url: str | None) -> str:
    """Keep an image to write, and give the address the saved object names it by."""
    path = out / path_name
    files[path] = data
    if image_url:
        return f"{image_url.rstrip('/')}/{path.name}"
    return path.resolve().as_uri()


def _part_objects(name: str, pieces: tuple[Piece, ...], link: Callable,
                  progress: Progress) -> list[dict]:
    kinds = {p.card_id: tts_kind(p, pieces) for p in {p.card_id: p for p in pieces}.values()}
    if all(k is TtsKind.BOARD for k in kinds.values()):
        progress(len(pieces))
        return [_board_object(name, pieces, link)]
    objects: list[dict] = []
    cards = [p for p in pieces if kinds[p.card_id] is TtsKind.CARD]
    for sideways in (False, True):
        deck = [p for p in cards if (p.size.width > p.size.height) is sideways]
        if deck:
            suffix = "-sideways" if sideways and len(deck) < len(cards) else ""
            used = sum(len(o["CustomDeck"]) for o in objects)  # deck numbers stay unique
            objects.append(_deck_object(f"{name}{suffix}", deck, link, sideways, progress,
                                        first_number=used + 1))
    loose = [p for p in pieces if kinds[p.card_id] in (TtsKind.TILE, TtsKind.TOKEN)]
    images: dict[str, tuple[str, str]] = {}
    heights: dict[str, int] = {}
    alike = designs(loose)
    ids: dict[str, list[str]] = {}
    for piece, design in zip(loose, alike, strict=True):
        ids.setdefault(design, []).append(piece.card_id)
    for piece, design in zip(loose, alike, strict=True):
        kind = kinds[piece.card_id]
        if design not in images:  # pieces that draw alike share their images
            clear = kind is TtsKind.TOKEN
            face = link(f"{name}-{piece.card_id}.png", piece_png(piece, False, PIECE_DPI,
                                                                 transparent=clear))
            back = link(f"{name}-{piece.card_id}-back.png",
                        piece_png(piece, True, PIECE_DPI, transparent=clear))
            images[design] = (face, back)
        column = list(images).index(design)
        height = heights[design] = heights.get(design, -1) + 1
        transform = {**_TRANSFORM, "posX": 3 * column, "posY": 1 + 0.2 * height, "posZ": -4,
                     "rotZ": 0}
        objects.append(_loose_object(piece, kind, *images[design], transform,
                                     design_name(ids[design])))
        progress(1)
    return objects


def _describe(piece: Piece, name: str = "") -> dict:
    """The tooltip: the piece's title (else name, else its id) and its text."""
    return {"Nickname": piece.title or name or piece.card_id, "Description": piece.text}


def _loose_object(piece: Piece, kind: TtsKind, face: str, back: str, transform: dict,
                  name: str) -> dict:
    image = {"ImageURL": face, "ImageSecondaryURL": back, "ImageScalar": 1.0,
             "WidthScale": 0.0}
    if kind is TtsKind.TOKEN:
        stand_up = piece.size.height > 2 * piece.size.width
        image["CustomToken"] = {"Thickness": 0.1, "MergeDistancePixels": 15.0,
                                "StandUp": stand_up, "Stackable": not stand_up}
        return {"Name": "Custom_Token", **_describe(piece, name), "Transform": transform,
                "CustomImage": image}
    image["CustomTile"] = {"Type": 0, "Thickness": 0.1, "Stackable": True, "Stretch": True}
    return {"Name": "Custom_Tile", **_describe(piece, name), "Transform": transform,
            "CustomImage": image}


def _board_object(name: str, quarters: tuple[Piece, ...], link: Callable) -> dict:
    """The four quarters (top left, top right, bottom left, bottom right) as one board
    image of at most 4096 px a side."""
    side = quarters[0].size.width
    dpi = math.floor(TTS_MAX_PX / 2 / side * 25.4)
    images = [Image.open(io.BytesIO(piece_png(q, dpi=dpi))).convert("RGB") for q in quarters]
    cell = min(min(i.size) for i in images)
    board = Image.new("RGB", (2 * cell, 2 * cell), "white")
    for index, image in enumerate(images):
        board.paste(image.crop((0, 0, cell, cell)), ((index % 2) * cell, (index // 2) * cell))
    url = link(f"{name}.png", _png(board))
    return {"Name": "Custom_Board", "Nickname": name, "Description": "",
            "Transform": {**_TRANSFORM, "rotZ": 0, "posY": 0.5},
            "Locked": True, "Grid": True,
            "CustomImage": {"ImageURL": url, "ImageSecondaryURL": "", "ImageScalar": 1.0,
                            "WidthScale": 0.0}}


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


def _deck_object(name: str, pieces: list[Piece], link: Callable, sideways: bool,
                 progress: Progress, first_number: int = 1) -> dict:
    """A DeckCustom holding every copy in order (a CardCustom when there is one card)."""
    decks = _tts_decks(name, pieces, link, progress, first_number)
    custom = {str(d.number): {"FaceURL": d.face_url, "BackURL": d.back_url,
                              "NumWidth": d.columns, "NumHeight": d.rows,
                              "BackIsHidden": True, "UniqueBack": d.unique_back, "Type": 0}
              for d in decks}
    cards = []
    for piece in pieces:
        deck = next(d for d in decks if piece.card_id in d.slots)
        card_id = deck.number * 100 + deck.slots[piece.card_id]
        cards.append({"Name": "Card", **_describe(piece), "CardID": card_id,
                      "SidewaysCard": sideways, "Transform": _TRANSFORM,
                      "CustomDeck": {str(deck.number): custom[str(deck.number)]}})
    if len(cards) == 1:
        return {**cards[0], "Name": "CardCustom"}
    return {"Name": "DeckCustom", "Nickname": name, "Transform": _TRANSFORM,
            "SidewaysCard": sideways, "DeckIDs": [c["CardID"] for c in cards],
            "CustomDeck": custom, "ContainedObjects": cards}


def _tts_decks(name: str, pieces: list[Piece], link: Callable, progress: Progress,
               first_number: int) -> list[_TtsDeck]:
    """Sheets of distinct cards, one grid per card size: those sharing the part's back
    with one back image, and those with their own back (Tabletop Simulator takes unique
    backs as a sheet of the same grid). The grid's last slot holds the hidden card."""
    groups: dict[tuple[float, float, bool], list[Piece]] = {}
    for piece in {p.card_id: p for p in pieces}.values():
        key = (piece.size.width, piece.size.height, piece.double_sided)
        groups.setdefault(key, []).append(piece)
    per_sheet = TTS_COLUMNS * TTS_ROWS - 1
    decks: list[_TtsDeck] = []
    for (_, _, unique), group in groups.items():
        for start in range(0, len(group), per_sheet):
            batch = group[start:start + per_sheet]
            number = first_number + len(decks)
            columns = min(TTS_COLUMNS, len(batch) + 1)
            rows = math.ceil((len(batch) + 1) / columns)
            hidden = _image(batch[0], back=True)
            faces = _sheet([_image(p) for p in batch], hidden, columns, rows)
            face_url = link(f"{name}-{number}.png", faces)
            if unique:
                backs = _sheet([_image(p, back=True) for p in batch], hidden, columns, rows)
                back_url = link(f"{name}-{number}-backs.png", backs)
            else:
                back_url = link(f"{name}-{number}-back.png", _png(hidden))
            decks.append(_TtsDeck(number, face_url, back_url, columns, rows, unique,
                                  {p.card_id: i for i, p in enumerate(batch)}))
            progress(len(batch))
    return decks


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


def _sheet(images: list[Image.Image], hidden: Image.Image, columns: int, rows: int) -> bytes:
    """Images of one size in a grid, left to right, top to bottom, and the hidden card in
    the grid's last slot."""
    width, height = images[0].size
    sheet = Image.new("RGB", (columns * width, rows * height), "white")
    for index, image in enumerate([*images, *[None] * (columns * rows - 1 - len(images)),
                                   hidden]):
        if image is not None:
            sheet.paste(image, ((index % columns) * width, (index // columns) * height))
    return _png(sheet)


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()
