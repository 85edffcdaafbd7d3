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
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from .model.files import SHIPPED_CARDS

if TYPE_CHECKING:
    from .model.library import DataProblem, Library

_WHERE = {"Applied": "hjkit.kit.game", "Event": "hjkit.kit.game", "Refusal": "hjkit.kit.game",
          "actions": ".engine.actions", "new_table": ".engine.setup", "Table": ".engine.state",
          "apply": ".engine.table", "legal_actions": ".engine.table",
          "table_view": ".engine.view", "check_deck": ".model.decks",
          "DataProblem": ".model.library", "Library": ".model.library",
          "VARIANTS": ".model.variants"}
"""Where each name of the front door lives: imported on first use (PEP 562), so that the
kit's registry, which imports this package to reach game.py, does not load the rules core."""


def __getattr__(name: str):
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = import_module(_WHERE[name], __name__)
    value = module if name == "actions" else getattr(module, name)
    globals()[name] = value
    return value


def load(paths: Iterable[Path] = (SHIPPED_CARDS,)) -> tuple[Library, list[DataProblem]]:
    """Cards, sets and decks under paths (default: the shipped ones), and every problem."""
    from .model import library

    return library.load(paths)


__all__ = ["SHIPPED_CARDS", "VARIANTS", "Applied", "Event", "Library", "Refusal", "Table",
           "actions", "apply", "check_deck", "legal_actions", "load", "new_table", "table_view"]
