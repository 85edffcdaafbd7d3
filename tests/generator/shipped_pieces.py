"""Every piece every registered game prints from its shipped sets, for the face tests."""

from __future__ import annotations

import re
from functools import cache

from hjkit.generator.build import PrintSettings
from hjkit.generator.document import Piece
from hjkit.generator.layout import load_layout
from hjkit.kit.registry import games

FORTY = "https://rulings.example-games.org/hj/v1x"
"""A base URL of 40 characters: the longest the codes promise to carry."""


def shipped_sets() -> list[tuple[str, str]]:
    """(game id, set folder name) of every shipped set."""
    found = []
    for game in games().values():
        root = game.shipped_cards()
        found += [(game.id, p.name) for p in sorted(root.iterdir()) if p.is_dir()]
    return found


@cache
def parts(game_id: str, folder: str, layout: str = "cards", base_url: str = FORTY
          ) -> tuple[tuple[str, tuple[Piece, ...]], ...]:
    """Every job part (name, pieces) the game prints for the shipped set."""
    game = games()[game_id]
    library = game.load([game.shipped_cards() / folder]).library
    settings = PrintSettings(load_layout(cards=layout).cards, base_url)
    return tuple(part for job in game.print_jobs(library, settings) for part in job.parts)


def distinct(game_id: str, folder: str) -> list[tuple[str, Piece]]:
    """(part, piece) of each distinct piece once: copies share a drawing."""
    seen, found = set(), []
    for part, pieces in parts(game_id, folder):
        for piece in pieces:
            copies = part in ("tokens", "chips", "papergold")  # ids end in a copy number
            key = (part, re.sub(r"-\d+$", "", piece.card_id) if copies else piece.card_id)
            if key not in seen:
                seen.add(key)
                found.append((part, piece))
    return found
