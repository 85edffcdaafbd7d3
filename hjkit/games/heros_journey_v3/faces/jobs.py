"""What `hjkit build` prints for The Hero's Journey v3: one job with four parts, the deck
(45 cards, one shared back), the chips (12 of each suit, heads and tails), the pawns and the
turn summary."""

from __future__ import annotations

from functools import partial

from hjkit.generator import fonts
from hjkit.generator.build import BuildError, PrintJob, PrintSettings
from hjkit.generator.document import Piece
from hjkit.generator.facekit import FaceContext
from hjkit.generator.pictures import picture_problems, printable

from ..model.cards import SUITS
from ..model.library import Library
from .cards import draw_back, draw_face
from .pieces import CHIP, PAWN, SUMMARY_SIZE, blank, draw_chip, draw_pawn, draw_summary

CHIPS_PER_SUIT = 12
PAWNS = 4


def print_jobs(library: Library, settings: PrintSettings) -> list[PrintJob]:
    problems = picture_problems(library.art.values())
    if problems:
        raise BuildError("\n".join(map(str, problems)))
    ctx = FaceContext(settings.cards, settings.base_url, settings.proxy, printable(library.art),
                      light_backs=settings.backs == "light")
    for card in library.cards.values():
        missing = fonts.missing_characters(card.name)
        if missing:
            raise BuildError(f"card {card.id!r} uses characters the embedded fonts lack: "
                             f"{missing!r}")
    back = partial(draw_back, ctx=ctx)
    cards = tuple(Piece(c.id, ctx.size, partial(draw_face, card=c, ctx=ctx), back,
                        title=c.name, text=getattr(c, "text", "") or "")
                  for c in library.cards.values())
    chips = tuple(Piece(f"chip-{suit}-{n}", CHIP, partial(draw_chip, suit=suit, heads=True),
                        partial(draw_chip, suit=suit, heads=False), double_sided=True)
                  for suit in SUITS for n in range(CHIPS_PER_SUIT))
    pawns = tuple(Piece(f"pawn-{n + 1}", PAWN, partial(draw_pawn, number=n), blank)
                  for n in range(PAWNS))
    summary = (Piece("turn-summary", SUMMARY_SIZE, draw_summary, blank),)
    name = next(iter(library.sets), "heros-journey-v3")
    return [PrintJob(name, (("cards", cards), ("chips", chips), ("pawns", pawns),
                            ("summary", summary)), for_the_table=FOR_THE_TABLE)]


FOR_THE_TABLE = (
    "Print each PDF once for the table, which seats \"2-4 players\": the rules' setup "
    "lists the \"Extended Deck\", \"72 Suit Chips\" (12 of each of the six suits) and "
    "\"1 Pawn for each Player\" (4).",
    "Chips: cut along the circle; heads show the suit, tails a ring. Pawns: fold on the "
    "dashes and glue the halves.",
    "The rules need nothing else: no dice.",
)
"""The read-me-first sheet's notes, from the rules' setup."""
