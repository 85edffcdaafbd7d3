"""Seeded randomness as a value: SplitMix64, whose whole state is one integer stored in the
table, so replaying a setup and its actions rolls the same dice and shuffles the same way."""

from __future__ import annotations

MASK = (1 << 64) - 1


def next_value(state: int) -> tuple[int, int]:
    """The next state and a 64-bit value."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def roll(state: int, sides: int) -> tuple[int, int]:
    """The next state and a die roll 1..sides."""
    state, value = next_value(state)
    return state, value % sides + 1


def shuffled(state: int, items: tuple) -> tuple[int, tuple]:
    """The next state and items in a random order (Fisher-Yates)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = roll(state, i + 1)
        out[i], out[j - 1] = out[j - 1], out[i]
    return state, tuple(out)
