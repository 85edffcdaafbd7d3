"""Fixtures and helpers for the Heroes and Quests rule tests: tables built by the engine's
own setup, then put into the position a rule needs with dataclasses.replace."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hjkit.games.heroes_and_quests.engine.actions import Roll
from hjkit.games.heroes_and_quests.engine.setup import new_table
from hjkit.games.heroes_and_quests.engine.state import Enemy, PartyHero, Pending, Quest, Table
from hjkit.games.heroes_and_quests.engine.table import apply
from hjkit.games.heroes_and_quests.model.library import SHIPPED, load
from hjkit.kit.game import Applied, Refusal


@pytest.fixture(scope="session")
def library():
    return load([SHIPPED])[0]


def new(library, players: int = 2, dice: str = "table", seed: int = 1,
        variant: str = "short") -> Table:
    """A new table; rolling its own dice, its players have entered 20, 19, ... for turn
    order, so the turns go in seat order."""
    return in_seat_order(new_table([f"P{i + 1}" for i in range(players)], variant, dice,
                                   seed, library))


def in_seat_order(table: Table) -> Table:
    """A table rolling its own dice, past the turn-order rolls: seat 0 rolled 20, seat 1
    19, and so on, so the turns go in seat order."""
    while table.phase == "order":
        table = apply(table, Roll(table.turn, 20 - table.turn)).state
    return table


def square_of(table: Table, kind: str) -> int:
    return table.board.index(kind)


def playing(library, **kwargs) -> Table:
    """A table past setup: every pawn on a start tile, P1 to move, no quest markers, and
    every party three heroes with no abilities (Hob 2, Marta 2, Greta 4)."""
    table = new(library, **kwargs)
    start = next(s for s, t in enumerate(table.board) if library.tiles[t].start)
    plain = tuple(PartyHero(h) for h in ("hob", "marta", "greta"))
    for i in range(len(table.seats)):
        table = table.with_seat(i, replace(table.seats[i], square=start, heroes=plain))
    return replace(table, phase="move", turns=1, markers=(), turn=0, order=tuple(
        range(len(table.seats))))


def seat(table: Table, index: int = 0, **changes) -> Table:
    return table.with_seat(index, replace(table.seats[index], **changes))


def party(table: Table, *heroes: str | PartyHero, index: int = 0) -> Table:
    return seat(table, index, heroes=tuple(h if isinstance(h, PartyHero) else PartyHero(h)
                                           for h in heroes))


def at(table: Table, square: int, index: int = 0) -> Table:
    return seat(table, index, square=square)


def fighting(table: Table, enemy: Enemy, quest: str = "barrow-of-the-pale-king",
             encounter: int = 0) -> Table:
    """The party in a quest, a fight against enemy to be rolled."""
    return replace(table, phase="quest", quest=Quest(quest, encounter, enemy),
                   pending=Pending(20, "fight"))


def rolling(table: Table, purpose: str, die: int, quest: str = "barrow-of-the-pale-king",
            **more) -> Table:
    current = table.quest or Quest(quest)
    return replace(table, phase="quest" if current.card else "terrain", quest=current,
                   pending=Pending(die, purpose, **more))


def act(table: Table, action) -> tuple[Table, list[str]]:
    result = apply(table, action)
    assert isinstance(result, Applied), result
    return result.state, [e.text for e in result.events]


def refused(table: Table, action) -> Refusal:
    result = apply(table, action)
    assert isinstance(result, Refusal), result
    return result
