"""Small synthetic cards, decks and tables, so each rule test sets up exactly what it needs."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from hjkit.games.heroes_journey.engine.actions import Action
from hjkit.games.heroes_journey.engine.state import InPlay, PlacedSite, Step, Table
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.model.cards import Card, Culture, DeckFile
from hjkit.games.heroes_journey.model.library import Deck, Library
from hjkit.kit.game import Applied, Refusal

DEFAULTS = {
    "companion": {"side": "campaign", "culture": "heroes", "cost": 1, "strength": 5,
                  "health": 3},
    "minion": {"side": "adversary", "culture": "villains", "cost": 1, "strength": 5,
               "health": 2, "home_site": 1},
    "condition": {"side": "campaign", "culture": "heroes", "cost": 1},
    "possession": {"side": "campaign", "culture": "heroes", "cost": 1},
    "artifact": {"side": "campaign", "culture": "heroes", "cost": 1},
    "event": {"side": "campaign", "culture": "heroes", "cost": 0, "timing": ["skirmish"]},
    "site": {"risk": 1, "arrow": "left"},
    "quest_need": {"quest": {"reach_site": 9}},
}
CULTURES = (
    Culture(id="heroes", name="Heroes", side="campaign", icon="star-wand"),
    Culture(id="allies", name="Allies", side="campaign", icon="emerald"),
    Culture(id="villains", name="Villains", side="adversary", icon="tiger-stripes"),
)


def card(card_id: str, card_type: str, **fields) -> Card:
    data = {"id": card_id, "title": fields.pop("title", card_id.replace("-", " ").title()),
            "type": card_type, **DEFAULTS[card_type], **fields}
    return Card.model_validate({k: v for k, v in data.items() if v is not None})


def library(*cards: Card) -> Library:
    lib = Library()
    lib.cultures = {c.id: c for c in CULTURES}
    for c in cards:
        lib.cards[c.id] = c
    return lib


def deck(lib: Library, deck_id: str, book: dict[str, int], atlas: list[str],
         variant: str = "standard", starting_party: tuple[str, ...] = ()) -> Deck:
    file = DeckFile.model_validate({
        "deck": {"id": deck_id, "name": deck_id.title(), "variant": variant},
        "book": book, "atlas": atlas, "starting_party": list(starting_party)})
    made = Deck(path=Path(f"{deck_id}.yaml"), file=file, lines={})
    lib.decks[deck_id] = made
    return made


def standard_sites(prefix: str) -> list[Card]:
    """Nine sites, three per region, all risk 1, arrows pointing left."""
    return [card(f"{prefix}-site-{n}", "site", site_range=f"{lo}-{lo + 2}")
            for lo in (1, 4, 7) for n in range(lo, lo + 3)]


def play(table: Table, *actions: Action) -> Table:
    """Apply legal actions in turn, failing loudly on a refusal."""
    for action in actions:
        result = apply(table, action)
        assert isinstance(result, Applied), f"{action} refused: {result}"
        table = result.state
    return table


def refusal(table: Table, action: Action) -> Refusal:
    result = apply(table, action)
    assert isinstance(result, Refusal), f"{action} was accepted"
    return result


def put(table: Table, seat: int, card_id: str, wounds: int = 0,
        bearer: int | None = None) -> tuple[Table, int]:
    """Put a card straight onto the field; returns the table and the new uid."""
    uid = table.next_uid
    item = InPlay(uid=uid, card_id=card_id, owner=seat, wounds=wounds, bearer=bearer)
    return replace(table, field=(*table.field, item), next_uid=uid + 1), uid


def at_step(table: Table, step: Step, to_act: int | None = None, **changes) -> Table:
    to_act = table.protagonist if to_act is None else to_act
    return replace(table, step=step, to_act=to_act, passes=0, **changes)


def with_path(table: Table, *site_ids: str, position: int | None = None) -> Table:
    path = tuple(PlacedSite(s, 0) for s in site_ids)
    table = replace(table, path=path)
    seat = table.protagonist
    return table.with_seat(seat, position=len(path) if position is None else position)
