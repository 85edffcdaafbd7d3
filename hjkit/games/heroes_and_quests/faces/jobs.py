"""What `hjkit build` prints for Heroes and Quests: the five decks (each with its own back),
the 100 square terrain tiles, the blank map board and one seeded map board per seed of the
set (each in four sheet-sized quarters with registration marks), and the token sheets."""

from __future__ import annotations

from functools import partial

from hjkit.printing import fonts
from hjkit.printing.build import BuildError, PrintJob, PrintSettings
from hjkit.printing.document import Piece
from hjkit.printing.layout import LAYOUT_DIR, Size, load_layout

from ..engine.setup import place_tiles
from ..model.library import Library
from .board import SECTION, TOKEN, blank, draw_section, draw_tile, draw_tile_back, draw_token
from .cards import Context, draw_back, draw_face

DECKS = ("quests", "traps", "heroes", "relics", "actions")
TOKEN_COUNTS = {"gold": 40, "xp": 40, "level": 30, "quest": 8}
"""Ruled: the text gives no counts; 8 quest markers are the most on a 6-player map."""


def tile_size(settings: PrintSettings) -> Size:
    """The layout's `tile` size; the shipped tiles layout's when the layout has none."""
    if "tile" in settings.cards.types:
        return settings.cards.size_of("tile")
    return load_layout(LAYOUT_DIR, "tiles").cards.size_of("tile")


def print_jobs(library: Library, settings: PrintSettings) -> list[PrintJob]:
    ctx = Context(settings.cards, settings.base_url, library, settings.proxy)
    _check_glyphs(library)
    parts = []
    for deck in DECKS:
        items = getattr(library, deck).values()
        copies = [(i, getattr(i, "copies", 1)) for i in items]
        parts.append((deck, tuple(Piece(i.id, ctx.size, partial(draw_face, item=i, deck=deck,
                                                                 ctx=ctx),
                                        partial(draw_back, deck=deck, ctx=ctx))
                                  for i, n in copies for _ in range(n))))
    size, bleed = tile_size(settings), settings.cards.bleed
    back = partial(draw_tile_back, size=size, bleed=bleed)
    parts.append(("tiles", tuple(Piece(t.id, size, partial(draw_tile, tile=t, size=size,
                                                             bleed=bleed,
                                                             base_url=settings.base_url), back)
                                 for t in library.tiles.values() for _ in range(t.count))))
    parts.append(("board", _board(None, bleed, "Map board")))
    seeds = settings.seeds or tuple(s for info in library.sets.values() for s in info.map_seeds)
    for seed in dict.fromkeys(seeds):  # hjkit build --seed, else the set's map_seeds
        tiles = tuple(library.tiles[t] for t in place_tiles(seed, library))
        parts.append((f"map-seed-{seed}", _board(tiles, bleed, f"Map for seed {seed}")))
    parts.append(("tokens", tuple(Piece(f"{kind}-{n + 1}", TOKEN, partial(draw_token, kind=kind),
                                        partial(draw_token, kind=kind), double_sided=True)
                                  for kind, count in TOKEN_COUNTS.items()
                                  for n in range(count))))
    name = next(iter(library.sets), "heroes-and-quests")
    return [PrintJob(name, tuple(parts))] if library.tiles else []


def _board(tiles, bleed: float, title: str) -> tuple[Piece, ...]:
    return tuple(Piece(f"board-{q + 1}", SECTION, partial(draw_section, quarter=q, board=tiles,
                                                          bleed=bleed, title=title), blank)
                 for q in range(4))


def _check_glyphs(library: Library) -> None:
    for section in DECKS + ("tiles",):
        for item in getattr(library, section).values():
            missing = fonts.missing_characters(item.name)
            if missing:
                raise BuildError(f"{section[:-1]} {item.id!r} uses characters the embedded "
                                 f"fonts lack: {missing!r}")
