"""The Heroes' Journey behind the companion's Ruleset interface: the one module that knows
this game. Setup JSON:

    {"variant": "intro", "seed": 7, "seats": [{"name": "Ana", "deck": "intro"}, ...]}

seed is optional (a random one is drawn and stored, so replay deals the same game). The
stored setup also keeps the decks and every card in them as they were at creation, so a
table replays the same game even after the files in cards/ are edited.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError

from hjkit.games.heroes_journey.engine.actions import (
    Action,
    ActionFormatError,
    action_from_dict,
    action_to_dict,
)
from hjkit.games.heroes_journey.engine.outcome import Applied
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.state import Table
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.engine.view import table_view
from hjkit.games.heroes_journey.model.cards import Card, DeckFile
from hjkit.games.heroes_journey.model.library import Deck, Library
from hjkit.kit.game import Accepted, FormatError, Refused, Ruleset, Sentence, Started

NAME_LIMIT = 40


class HeroesJourney(Ruleset):
    name = "heroes-journey"

    def __init__(self, library: Callable[[], Library]):
        self._library = library

    def catalog(self) -> dict:
        decks = self._library().decks.values()
        return {"variants": ["intro", "standard"],
                "decks": [{"id": d.id, "name": d.name, "variant": d.variant}
                          for d in sorted(decks, key=lambda d: d.id)]}

    def start(self, setup: object) -> Started | Refused:
        if not isinstance(setup, dict):
            raise FormatError("setup", "must be a JSON object")
        variant = setup.get("variant")
        if variant not in ("intro", "standard"):
            raise FormatError("variant", f"must be 'intro' or 'standard', not {variant!r}")
        seed = setup.get("seed")
        if seed is None:
            seed = secrets.randbelow(2**31)
        elif type(seed) is not int:
            raise FormatError("seed", f"must be an integer, got {seed!r}")
        unknown = set(setup) - {"variant", "seed", "seats", "cards", "decks"}
        if unknown:
            raise FormatError(sorted(unknown)[0], "unknown setup field")
        library = _frozen_library(setup) if "cards" in setup else self._library()
        seats = _read_seats(setup.get("seats"), library)
        try:
            table = new_table(variant, [(n, library.decks[d]) for n, d in seats], library, seed)
        except ValueError as error:
            return Refused("setup", str(error))
        stored = {"variant": variant, "seed": seed,
                  "seats": [{"name": n, "deck": d} for n, d in seats],
                  **_snapshot({d for _, d in seats}, library)}
        return Started(stored, tuple(n for n, _ in seats), table)

    def parse_action(self, data: object) -> Action:
        try:
            return action_from_dict(data)
        except ActionFormatError as error:
            raise FormatError(f"action.{error.field}", str(error).split(": ", 1)[-1]) from None

    def action_json(self, action: Action) -> dict:
        return action_to_dict(action)

    def action_seat(self, action: Action) -> int:
        return action.seat

    def apply(self, state: Table, action: Action) -> Accepted | Refused:
        result = apply(state, action)
        if isinstance(result, Applied):
            return Accepted(result.table, tuple(Sentence(e.kind, e.text) for e in result.events))
        return Refused(result.code, result.message)

    def view(self, state: Table) -> dict:
        return table_view(state)


def _read_seats(seats: object, library: Library) -> list[tuple[str, str]]:
    if not isinstance(seats, list) or not seats:
        raise FormatError("seats", "must be a non-empty list of {name, deck}")
    found = []
    for i, seat in enumerate(seats):
        where = f"seats[{i}]"
        if not isinstance(seat, dict):
            raise FormatError(where, "must be an object with name and deck")
        name, deck = seat.get("name"), seat.get("deck")
        if not isinstance(name, str) or not name.strip() or len(name) > NAME_LIMIT:
            raise FormatError(f"{where}.name", f"must be a name of 1 to {NAME_LIMIT} characters")
        if not isinstance(deck, str) or deck not in library.decks:
            raise FormatError(f"{where}.deck", f"unknown deck {deck!r}; one of "
                                               f"{', '.join(sorted(library.decks))}")
        extra = set(seat) - {"name", "deck"}
        if extra:
            raise FormatError(f"{where}.{sorted(extra)[0]}", "unknown seat field")
        found.append((name.strip(), deck))
    return found


def _snapshot(deck_ids: set[str], library: Library) -> dict:
    """The decks and their cards as JSON, to store with the table."""
    decks = {d: library.decks[d].file for d in sorted(deck_ids)}
    card_ids = sorted({c for deck in decks.values()
                       for c in (*deck.book, *deck.atlas, *deck.starting_party)})
    return {"decks": {d: deck.model_dump(mode="json") for d, deck in decks.items()},
            "cards": {c: library.cards[c].model_dump(mode="json", exclude_defaults=True)
                      for c in card_ids}}


def _frozen_library(setup: dict) -> Library:
    """The library a stored setup carries (see _snapshot)."""
    cards, decks = setup.get("cards"), setup.get("decks")
    if not isinstance(cards, dict) or not isinstance(decks, dict):
        raise FormatError("cards", "cards and decks go together, as objects by id")
    library = Library()
    try:
        library.cards = {i: Card.model_validate(c) for i, c in cards.items()}
        library.decks = {i: Deck(Path(f"stored:{i}"), DeckFile.model_validate(d), {})
                         for i, d in decks.items()}
    except ValidationError as error:
        raise FormatError("cards", f"stored card data does not read: {error.errors()[0]['msg']}"
                          ) from None
    return library
