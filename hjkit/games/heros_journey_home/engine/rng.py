"""Seeded dice for a companion that rolls: the kit's generator started from (seed, roll
number), so a state's next roll depends only on the stored seed and how many dice were
rolled."""

from __future__ import annotations

from hjkit.kit import rng


def die(seed: int, counter: int, sides: int = 20) -> int:
    """The counter-th die the companion rolls at a table with this seed: 1..sides."""
    return rng.roll((seed * 0x100000001B3 + counter) & rng.MASK, sides)[1]
