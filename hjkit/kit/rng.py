"""The seeded generator every game draws from: SplitMix64, whose whole state is one integer
that a table stores. Replaying a setup and its actions therefore rolls the same dice and
shuffles the same way, and a stored table replays identically as long as this arithmetic
stays as it is.

Every function takes the generator's state and returns the next state first, then what
it drew: `state, value = roll(state, 6)`.
"""

from __future__ import annotations

MASK = (1 << 64) - 1
"""States and outputs are 64-bit: a seed of any size is taken as `seed & MASK`."""


def next_value(state: int) -> tuple[int, int]:
    """The next state and a 64-bit value."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """The next state and a number in range(n)."""
    state, value = next_value(state)
    return state, value % n


def roll(state: int, sides: int) -> tuple[int, int]:
    """The next state and a die roll, 1 to sides."""
    state, value = below(state, sides)
    return state, value + 1


def shuffled(state: int, items: tuple) -> tuple[int, tuple]:
    """The next state and the items in a random order (Fisher-Yates)."""
    order = list(items)
    for i in range(len(order) - 1, 0, -1):
        state, j = below(state, i + 1)
        order[i], order[j] = order[j], order[i]
    return state, tuple(order)
