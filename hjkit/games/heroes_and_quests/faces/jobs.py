"""What `hjkit build` prints for Heroes and Quests: the five decks (each with its own back),
the 100 square terrain tiles, the blank map board and one seeded map board per seed of the
set (each in four sheet-sized quarters with registration marks), the token sheets, a pawn for
each player and the reference sheet of the rules' tables."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from hjkit.generator import fonts
from hjkit.generator.build import BuildError, PrintJob, PrintSettings
from hjkit.generator.document import Piece
from hjkit.generator.layout import LAYOUT_DIR, Size, load_layout
from hjkit.generator.pictures import picture_problems, printable

from ..engine.setup import place_tiles
from ..model.content import CARD_KINDS
from ..model.library import MAX_PLAYERS, Library
from .board import SECTION, TOKEN, blank, draw_section, draw_tile, draw_tile_back, draw_token
from .cards import Context, draw_back, draw_face, invented
from .pawns import PAWN, PAWN_COLOURS, draw_pawn
from .reference import REFERENCE, draw_reference

DECKS = ("quests", "traps", "heroes", "relics", "actions")
TOKEN_COUNTS = {"gold": 40, "xp": 40, "level": 29, "quest": 8}
"""Ruled: the text gives no counts; 8 quest markers are the most on a 6-player map. The 117
fill one sheet of 20 mm tokens on Letter and on A4 (9 x 13), so no marker prints alone."""


def tile_size(settings: PrintSettings) -> Size:
    """The layout's `tile` size; the shipped tiles layout's when the layout has none."""
    if "tile" in settings.cards.types:
        return settings.cards.size_of("tile")
    return load_layout(LAYOUT_DIR, "tiles").cards.size_of("tile")


def card_piece(item, deck: str, ctx: Context) -> Piece:
    """A card of one of the five decks, face and back, as the sheets print it."""
    return Piece(item.id, ctx.size, partial(draw_face, item=item, deck=deck, ctx=ctx),
                 partial(draw_back, deck=deck, ctx=ctx), title=item.name,
                 text=str(getattr(item, "effect", "") or ""))  # an action card's printed effect


def tile_piece(tile, settings: PrintSettings, pictures: dict[str, Path],
               kit_made: bool = False) -> Piece:
    """A square terrain tile, as the sheets print it: its code on its own back."""
    size, bleed, safe = tile_size(settings), settings.cards.bleed, settings.cards.safe
    return Piece(tile.id, size, partial(draw_tile, tile=tile, size=size, bleed=bleed,
                                        safe=safe, kit_made=kit_made,
                                        picture=pictures.get(tile.id)),
                 partial(draw_tile_back, tile=tile, size=size, bleed=bleed, safe=safe,
                         base_url=settings.base_url, light=settings.backs == "light"),
                 double_sided=True)


def piece_of(library: Library, card_id: str, settings: PrintSettings) -> Piece | None:
    """The printed piece of a card or tile by id (the rulings pages show its face)."""
    pictures = printable({i: p for i, p in library.art.items() if i == card_id})
    if card_id in library.tiles:
        return tile_piece(library.tiles[card_id], settings, pictures, invented(library))
    ctx = Context(settings.cards, settings.base_url, settings.proxy, pictures,
                  light_backs=settings.backs == "light", library=library)
    deck = next((d for d in DECKS if card_id in getattr(library, d)), None)
    return None if deck is None else card_piece(getattr(library, deck)[card_id], deck, ctx)


def print_jobs(library: Library, settings: PrintSettings) -> list[PrintJob]:
    _check_glyphs(library)
    problems = picture_problems(library.art.values())
    if problems:
        raise BuildError("\n".join(map(str, problems)))
    pictures = printable(library.art)
    ctx = Context(settings.cards, settings.base_url, settings.proxy, pictures,
                  light_backs=settings.backs == "light", library=library)
    parts = []
    for deck in DECKS:
        items = getattr(library, deck).values()
        parts.append((deck, tuple(card_piece(i, deck, ctx) for i in items
                                  for _ in range(getattr(i, "copies", 1)))))
    bleed = settings.cards.bleed
    parts.append(("tiles", tuple(tile_piece(t, settings, pictures, ctx.invented)
                                 for t in library.tiles.values() for _ in range(t.count))))
    parts.append(("board", _board(None, bleed, "Map board", pictures)))
    seeds = settings.seeds or tuple(s for info in library.sets.values() for s in info.map_seeds)
    for seed in dict.fromkeys(seeds):  # hjkit build --seed, else the set's map_seeds
        tiles = tuple(library.tiles[t] for t in place_tiles(seed, library))
        parts.append((f"map-seed-{seed}", _board(tiles, bleed, f"Map for seed {seed}",
                                                  pictures)))
    parts.append(("tokens", tuple(Piece(f"{kind}-{n + 1}", TOKEN, partial(draw_token, kind=kind),
                                        partial(draw_token, kind=kind), double_sided=True)
                                  for kind, count in TOKEN_COUNTS.items()
                                  for n in range(count))))
    parts.append(("pawns", tuple(Piece(f"pawn-{name.lower()}", PAWN,
                                       partial(draw_pawn, colour=n), blank)
                                 for n, (name, _) in enumerate(PAWN_COLOURS[:MAX_PLAYERS]))))
    parts.append(("reference", (Piece("reference", REFERENCE,
                                      partial(draw_reference, library=library), blank),)))
    name = next(iter(library.sets), "heroes-and-quests")
    return ([PrintJob(name, tuple(parts), for_the_table=FOR_THE_TABLE)] if library.tiles
            else [])


FOR_THE_TABLE = (
    "Print each PDF once for the table (\"Fantasy Game for 2-4+ players\"); a map-seed "
    "PDF is the board with the tiles the companion deals for that seed, instead of laying "
    "the tiles on the blank board.",
    "The board prints in four quarters: trim them and butt them together so that the halves "
    "of the registration marks on every join line up.",
    "Tokens: cut along the circle; both sides are alike. The rules give no counts: "
    f"{', '.join(f'{n} {kind}' for kind, n in TOKEN_COUNTS.items())} fill one sheet. Pawns: "
    "\"Multicolored Pawns (1 for each Player)\", one for each of up to "
    f"{MAX_PLAYERS} players: fold on the dashes and glue the halves.",
    "Also bring the dice of the component list, which are not printed: \"Dice: Six, "
    "Eight, and Twenty Sided.\"",
)
"""The read-me-first sheet's notes, from the rules' component list."""


def _board(tiles, bleed: float, title: str, pictures: dict[str, Path]) -> tuple[Piece, ...]:
    return tuple(Piece(f"board-{q + 1}", SECTION, partial(draw_section, quarter=q, board=tiles,
                                                          bleed=bleed, title=title,
                                                          pictures=pictures), blank)
                 for q in range(4))


def _check_glyphs(library: Library) -> None:
    for section in DECKS + ("tiles",):
        for item in getattr(library, section).values():
            missing = fonts.missing_characters(item.name)
            if missing:
                raise BuildError(f"{CARD_KINDS[section]} {item.id!r} uses characters the embedded "
                                 f"fonts lack: {missing!r}")
