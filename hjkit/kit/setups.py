"""Reading the fields that every game's setup JSON shares (see hjkit.kit.game): the object
and its known fields, the variant, the seed and the seats. Each raises FormatError naming
the field at fault; what the rules refuse (a player count) is the game's Refusal."""

from __future__ import annotations

import secrets
from collections.abc import Collection
from typing import NamedTuple

from .game import FormatError


class Seat(NamedTuple):
    """One seat as a setup names it: the player's name (stripped) and the deck chosen
    (None where the game's seats choose no deck)."""

    name: str
    deck: str | None = None


def setup_fields(setup: object, known: Collection[str]) -> dict:
    """setup, a JSON object whose every field is one of known."""
    if not isinstance(setup, dict):
        raise FormatError("setup", "must be a JSON object")
    unknown = set(setup) - set(known)
    if unknown:
        raise FormatError(sorted(unknown)[0], "unknown setup field")
    return setup


def variant_of(setup: dict, variants: Collection[str]) -> str:
    """The setup's variant, one of variants."""
    variant = setup.get("variant")
    if not isinstance(variant, str) or variant not in variants:
        raise FormatError("variant", f"must be one of {', '.join(map(repr, variants))}, "
                                     f"not {variant!r}")
    return variant


SEED_BITS = 63
"""A drawn seed's size: a player who sees their own hand cannot search 2**63 seeds for the
one that deals it (2**31 took a laptop minutes), and it fits a signed 64-bit integer."""


def seed_of(setup: dict) -> int:
    """The setup's seed; drawn at random when it gives none (the game stores it, so that
    replay draws the same). A player's request never brings one (companion/service.py):
    who knew it could compute every hidden hand."""
    seed = setup.get("seed")
    if seed is None:
        return secrets.randbits(SEED_BITS)
    if type(seed) is not int:
        raise FormatError("seed", f"must be an integer, got {seed!r}")
    return seed


MAX_CLOCK = 30
"""The longest a window may wait for a hold, in seconds."""


def clock_of(setup: dict) -> int:
    """The setup's window clock: seconds a window in which a player may act but need not
    stays open before the phones pass for the players who did not hold it; 0 (the default)
    when every player passes by hand."""
    clock = setup.get("clock", 0)
    if type(clock) is not int or not 0 <= clock <= MAX_CLOCK:
        raise FormatError("clock", f"must be a whole number of seconds from 0 (players pass "
                                   f"by hand) to {MAX_CLOCK}, got {clock!r}")
    return clock


def read_seats(seats: object, name_limit: int,
               decks: Collection[str] | None = None) -> list[Seat]:
    """The seats, in seat order: each a name of 1 to name_limit characters, not blank, and
    with decks given, one of those decks (without, a deck is ignored)."""
    what = "{name}" if decks is None else "{name, deck}"
    if not isinstance(seats, list) or not seats:
        raise FormatError("seats", f"must be a non-empty list of {what}")
    found = []
    for i, seat in enumerate(seats):
        where = f"seats[{i}]"
        if not isinstance(seat, dict):
            raise FormatError(where, "must be an object with a name" if decks is None
                              else "must be an object with name and deck")
        name, deck = seat.get("name"), seat.get("deck")
        if not isinstance(name, str) or not name.strip() or len(name) > name_limit:
            raise FormatError(f"{where}.name", f"must be a name of 1 to {name_limit} "
                                               f"characters")
        if decks is not None and (not isinstance(deck, str) or deck not in decks):
            raise FormatError(f"{where}.deck", f"unknown deck {deck!r}; one of "
                                               f"{', '.join(sorted(decks))}")
        extra = set(seat) - {"name", "deck"}
        if extra:
            raise FormatError(f"{where}.{sorted(extra)[0]}", "unknown seat field")
        found.append(Seat(name.strip(), None if decks is None else deck))
    return found


def numbered_seats(count: int) -> list[dict]:
    """count seats named Player 1, Player 2, ...: for a game's sample setups."""
    return [{"name": f"Player {i + 1}"} for i in range(count)]
