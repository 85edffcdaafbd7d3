"""Every game's cards go to the sheets with their printed name and text, which the Tabletop
Simulator export uses as each object's Nickname and Description (issue 28, point 14)."""

from __future__ import annotations

from hjkit.generator.build import PrintSettings
from hjkit.generator.layout import load_layout
from hjkit.kit.registry import games


def test_every_shipped_card_piece_carries_its_printed_name():
    for game in games().values():
        shipped = game.shipped_cards()
        if shipped is None:
            continue
        library = game.load([shipped]).library
        named = 0
        for job in game.print_jobs(library, PrintSettings(load_layout().cards)):
            for _part, pieces in job.parts:
                for piece in pieces:
                    if piece.title:
                        named += 1
                        assert piece.title != piece.card_id, (game.id, piece.card_id)
        assert named >= 20, (game.id, named)
