"""The Heroes' Journey: its rules core, cards, print jobs and pages, as one game on the kit.

The front door for using the rules from Python:

    from hjkit.games.heroes_journey import actions, apply, legal_actions, load, new_table

    library, problems = load()                      # the shipped cards, or load([folder])
    table = new_table("intro", [("Ana", library.decks["intro"]),
                                ("Ben", library.decks["intro"])], library, seed=1)
    result = apply(table, actions.PlaceSite(table.to_act, "wolf-den"))

`apply` answers `Applied(state, events)` or `Refusal(code, message)`; the kit's companion,
print pipeline and command line reach this game through `game.HeroesJourney`.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hjkit.kit.game import Applied, Event, Refusal

from .engine import actions
from .engine.setup import new_table
from .engine.state import Table
from .engine.table import apply, legal_actions
from .engine.view import table_view
from .model import library as _library
from .model.decks import check_deck
from .model.library import SHIPPED_CARDS, DataProblem, Library
from .model.variants import VARIANTS


def load(paths: Iterable[Path] = (SHIPPED_CARDS,)) -> tuple[Library, list[DataProblem]]:
    """Cards, sets and decks under paths (default: the shipped ones), and every problem."""
    return _library.load(paths)


__all__ = ["SHIPPED_CARDS", "VARIANTS", "Applied", "Event", "Library", "Refusal", "Table",
           "actions", "apply", "check_deck", "legal_actions", "load", "new_table", "table_view"]
