"""What this server offers, read by the home page, the JSON API and the deck builder: every
served game's variants, and the games whose players build decks.

A module of its own below the three blueprints, so none of them imports another for it.
"""

from __future__ import annotations

from flask import current_app

from hjkit.kit.game import Game, Variant

from . import card_library


def catalog() -> dict:
    """What the home page offers: every served game's variants, with player counts and the
    decks a seat may choose."""
    served = current_app.extensions["hjkit.games"]
    return {"games": [
        {"id": game.id, "title": game.title, "links": [list(x) for x in game.setup_links],
         "clock": game.window_clock,
         "variants": [{"id": v.id, "name": v.name, "min": v.min_players, "max": v.max_players,
                       "decks": list(v.decks), "rounds": _rounds(game, v)}
                      for v in game.variants(card_library(current_app, game.id))]}
        for game in served.values()]}


def _rounds(game: Game, variant: Variant) -> dict[str, int]:
    """The round limit offered by player count ("3": 20); empty when the game takes none."""
    offers = {str(n): game.suggested_rounds(n)
              for n in range(variant.min_players, variant.max_players + 1)}
    return {n: r for n, r in offers.items() if r is not None}


def builders() -> list[Game]:
    """The served games whose players build decks."""
    return [g for g in current_app.extensions["hjkit.games"].values() if g.builds_decks]
