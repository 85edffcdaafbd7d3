"""Tables dealt from the shipped decks, so a rule test can quote a real card and play it."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from hjkit.games.heroes_journey.engine.actions import (
    Bid,
    ChooseHero,
    ChoosePosition,
    Pass,
    PlaceSite,
)
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.state import Step, Table
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, Library, load

from .builders import play, put

HEROES = {"oz": ("dorothy-gale", "munchkin-country"),
          "achaian": ("odysseus", "the-achaian-ships")}


@cache
def shipped() -> Library:
    library, problems = load([SHIPPED_CARDS])
    assert not problems
    return library


def intro() -> Table:
    """The intro pack, Ana (seat 0) first: Mowgli and Baloo each, at Wolf Den, Ana's
    campaign phase."""
    library = shipped()
    deck = library.decks["intro"]
    table = new_table("intro", [("Ana", deck), ("Ben", deck)], library, seed=1)
    assert table.to_act == 0
    return play(table, PlaceSite(0, "wolf-den"))


def standard(first: str = "oz", second: str = "achaian") -> Table:
    """A standard table: seat 0 plays `first` and goes first, seat 1 `second`; each hero
    alone in the party at site 1, seat 0's campaign phase."""
    library = shipped()
    decks = library.decks
    table = new_table("standard", [("Ana", decks[first]), ("Ben", decks[second])], library)
    table = play(table, Bid(0, 1), Bid(1, 0), ChoosePosition(0, 1))
    table = play(table, PlaceSite(0, HEROES[first][1]))
    table = play(table, ChooseHero(0, HEROES[first][0]), Pass(0),
                 ChooseHero(1, HEROES[second][0]), Pass(1), Pass(0), Pass(1))
    assert table.step is Step.CAMPAIGN and table.protagonist == 0
    return table


def uid(table: Table, card_id: str, seat: int = 0) -> int:
    """The uid of a seat's card on the field."""
    return next(i.uid for i in table.field if i.card_id == card_id and i.owner == seat)


def add(table: Table, seat: int, *card_ids: str, wounds: int = 0,
        on: int | None = None) -> tuple[Table, list[int]]:
    """Put cards straight onto the field; returns the table and their uids."""
    uids = []
    for card_id in card_ids:
        table, new = put(table, seat, card_id, wounds=wounds, bearer=on)
        uids.append(new)
    return table, uids


def at_site(table: Table, *site_ids: str) -> Table:
    """The adventure path holds these sites and every party stands on the last."""
    from hjkit.games.heroes_journey.engine.state import PlacedSite
    table = replace(table, path=tuple(PlacedSite(s, 1) for s in site_ids))
    for seat in range(len(table.seats)):
        table = table.with_seat(seat, position=len(site_ids))
    return table
