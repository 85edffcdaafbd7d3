from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.engine.actions import (
    Bid,
    ChooseHero,
    ChoosePosition,
    Pass,
    PlaceSite,
)
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.state import Step

from .builders import card, deck, library, play, standard_sites

HERO = {"title": "Aria", "unique": True, "cost": 2, "strength": 5, "health": 4,
        "keywords": ["Hero [The Quest]"]}


def _cards():
    return [
        card("aria", "companion", **HERO),
        card("guard", "companion", strength=6, health=3, keywords=["Defender +1"]),
        card("archer", "companion", strength=4, health=2, keywords=["Shoot +2"]),
        card("brute", "companion", strength=7, health=3, keywords=["Damage +1"]),
        card("wall", "companion", strength=3, health=5, keywords=["Durable 1"]),
        card("runner", "companion", strength=3, health=2, keywords=["Brazen (2)"]),
        card("stoic", "companion", strength=4, health=3, keywords=["Thumbless"]),
        card("lord", "companion", unique=True, cost=1, strength=4, health=3),
        card("squire", "companion", cost=3, strength=4, health=3),
        card("ally", "companion", culture="allies", cost=1, strength=4, health=3),
        card("pilgrim", "companion", culture="allies", cost=1, strength=3, health=3,
             to_play=[{"add_burden": 2, "reduced_by": 1,
                       "reduced_when": {"cultures": ["allies"], "type": "companion"}}]),
        card("follower", "companion", cost=0, strength=3, health=2,
             to_play=[{"spot": {"title": "Aria"}}]),
        card("vigil", "condition", support_area=True,
             to_play=[{"exert": {"cultures": ["heroes"], "type": "companion"}}]),
        card("sword", "possession", item_class="Hand Weapon",
             bearer={"type": "companion"}),
        card("axe", "possession", item_class="Hand Weapon", bearer={"type": "companion"}),
        card("ring", "artifact", item_class="Ring", bearer={"type": "companion"}),
        card("rally", "event", timing=["skirmish"]),
        card("volley", "event", timing=["maneuver", "barrage"]),
        card("warning", "event", timing=[], response="a minion is played"),
        card("goblin", "minion", cost=1, strength=5, health=2, home_site=1),
        card("troll", "minion", cost=3, strength=12, health=4, home_site=5),
        card("slinger", "minion", cost=1, strength=3, health=2, keywords=["Shoot +1"]),
        card("brigand", "minion", cost=1, strength=5, health=2, keywords=["Damage +2"]),
        card("ogre", "minion", cost=2, strength=4, health=3, keywords=["Indomitable"]),
        card("ambush", "event", side="adversary", culture="villains", timing=["skirmish"]),
        card("the-quest", "quest_need", title="The Quest"),
        *standard_sites("a"), *standard_sites("b"),
    ]


BOOK = {"aria": 2, "guard": 2, "archer": 2, "brute": 2, "wall": 2, "runner": 2, "stoic": 2,
        "lord": 2, "squire": 1, "ally": 2, "pilgrim": 2, "follower": 2, "vigil": 2, "sword": 2,
        "axe": 1, "ring": 1, "rally": 3, "volley": 2, "warning": 2, "goblin": 6, "troll": 2,
        "slinger": 3, "ogre": 2, "brigand": 2, "ambush": 3}


@pytest.fixture
def lib():
    made = library(*_cards())
    for index, prefix in enumerate("abcd"):
        sites = [f"{'ab'[index % 2]}-site-{n}" for n in range(1, 10)]
        deck(made, f"deck-{prefix}", BOOK, ["the-quest", *sites])
    return made


def standard_table(lib, players: int = 2, seed: int = 0):
    """A standard table through setup: seat 0 bid highest and goes first; every hero is
    Aria; nobody mulligans. It is seat 0's campaign phase at site 1."""
    seats = [(n, lib.decks[f"deck-{'abcd'[i]}"]) for i, n in
             enumerate(("Ana", "Ben", "Cy", "Di")[:players])]
    table = new_table("standard", seats, lib, seed)
    table = play(table, *(Bid(s, 3 if s == 0 else 0) for s in range(players)))
    for position in range(1, players):
        table = play(table, ChoosePosition(table.to_act, position))
    table = play(table, PlaceSite(0, "a-site-1"))
    for seat in table.order:
        table = play(table, ChooseHero(seat, "aria"), Pass(seat))
    for seat in table.order:
        table = play(table, Pass(seat))
    assert table.step is Step.CAMPAIGN and table.protagonist == 0
    return table


@pytest.fixture
def std(lib):
    return standard_table(lib)
