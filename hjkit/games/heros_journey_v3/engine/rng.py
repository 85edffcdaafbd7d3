"""Seeded randomness as a value: a 64-bit SplitMix state kept in the game state, so every
shuffle, reveal and coin flip replays the same from the stored seed."""

from __future__ import annotations

MASK = (1 << 64) - 1


def step(state: int) -> tuple[int, int]:
    """The next state and a 64-bit output."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A number in range(n) and the next state."""
    state, out = step(state)
    return state, out % n


def shuffled(state: int, items: tuple) -> tuple[int, tuple]:
    """Fisher-Yates: the items in a random order, and the next state."""
    order = list(items)
    for i in range(len(order) - 1, 0, -1):
        state, j = below(state, i + 1)
        order[i], order[j] = order[j], order[i]
    return state, tuple(order)
