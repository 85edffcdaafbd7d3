"""A party's arithmetic: levels, abilities, limits, and what gaining or losing heroes and
relics does to it. Pure functions of a Seat and the content."""

from __future__ import annotations

from dataclasses import replace

from ..model.content import Ability
from ..model.library import Library
from .state import PartyHero, Seat

PARTY_SIZE, PARTY_MAX = 6, 8
"""PARTY SIZE LIMIT: "A party may contain up to 6 Heroes" ... "In no case can Party size
ever be greater than 8." """
HAND_SIZE, HAND_MAX = 5, 10
"""HAND SIZE LIMIT: "Max Hand size is 5 Cards" ... "In no case can Hand Size ever be greater
than 10." """
RELICS_PER_HERO = 2


def level(hero: PartyHero, library: Library) -> int:
    """The hero's printed level plus its Level Tokens."""
    return library.heroes[hero.card].level + hero.tokens


def total_levels(seat: Seat, library: Library) -> int:
    return sum(level(h, library) for h in seat.heroes)


def hero_abilities(hero: PartyHero, library: Library) -> tuple[Ability, ...]:
    """The hero's own abilities and those of the relics stacked under it."""
    found = list(library.heroes[hero.card].parsed)
    for relic in hero.relics:
        found += library.relics[relic].parsed
    return tuple(found)


def abilities(seat: Seat, library: Library) -> tuple[Ability, ...]:
    """Every ability in the party, potions excepted (they are used once, when needed)."""
    return tuple(a for h in seat.heroes for a in hero_abilities(h, library))


def bonus(seat: Seat, library: Library, kind: str) -> int:
    return sum(a.amount for a in abilities(seat, library) if a.kind == kind)


def party_limit(seat: Seat, library: Library) -> int:
    return min(PARTY_MAX, PARTY_SIZE + bonus(seat, library, "party_size"))


def hand_limit(seat: Seat, library: Library) -> int:
    return min(HAND_MAX, HAND_SIZE + bonus(seat, library, "hand_size"))


def auto_defeats(seat: Seat, library: Library, tags: tuple[str, ...]) -> bool:
    return any(a.kind == "ad" and a.tag in tags for a in abilities(seat, library))


def can_carry(hero: PartyHero, relic: str, library: Library) -> bool:
    """RELIC LIMITS: "Each Hero can have up to 2 Relics. Only one of those Relics may be a
    Staff or a Weapon." """
    if len(hero.relics) >= RELICS_PER_HERO:
        return False
    held = [library.relics[r] for r in hero.relics]
    return not (library.relics[relic].hand_held and any(r.hand_held for r in held))


def give_relic(seat: Seat, relic: str, library: Library) -> tuple[Seat, bool]:
    """The seat with the relic: a potion to the party, else under the first hero (in party
    order) who may carry it. False when nobody may: the relic is discarded."""
    if library.relics[relic].kind == "potion":
        return replace(seat, potions=(*seat.potions, relic)), True
    for i, hero in enumerate(seat.heroes):
        if can_carry(hero, relic, library):
            heroes = list(seat.heroes)
            heroes[i] = replace(hero, relics=(*hero.relics, relic))
            return replace(seat, heroes=tuple(heroes)), True
    return seat, False


def remove_hero(seat: Seat, index: int, library: Library) -> tuple[Seat, tuple[str, ...]]:
    """The seat without heroes[index], its relics redistributed where they fit; and the
    relics nobody could carry (discarded)."""
    dead = seat.heroes[index]
    seat = replace(seat, heroes=seat.heroes[:index] + seat.heroes[index + 1:])
    lost = []
    for relic in dead.relics:
        seat, kept = give_relic(seat, relic, library)
        if not kept:
            lost.append(relic)
    return seat, tuple(lost)
