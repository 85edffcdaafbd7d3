"""What this server offers, read by the home page, the JSON API and the deck builder: every
served game's variants, and the games whose players build decks.

A module of its own below the three blueprints, so none of them imports another for it.
"""

from __future__ import annotations

from flask import current_app

from hjkit.kit.game import Game

from . import card_library


def catalog() -> dict:
    """What the home page offers: every served game's variants, with player counts and the
    decks a seat may choose."""
    served = current_app.extensions["hjkit.games"]
    return {"games": [
        {"id": game.id, "title": game.title, "links": [list(x) for x in game.setup_links],
         "clock": game.window_clock,
         "variants": [{"id": v.id, "name": v.name, "min": v.min_players, "max": v.max_players,
                       "decks": list(v.decks)}
                      for v in game.variants(card_library(current_app, game.id))]}
        for game in served.values()]}


def builders() -> list[Game]:
    """The served games whose players build decks."""
    return [g for g in current_app.extensions["hjkit.games"].values() if g.builds_decks]
