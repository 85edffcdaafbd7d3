"""Seeded dice for a companion that rolls: SplitMix64 over (seed, roll number), so a
state's next roll depends only on the stored seed and how many dice were rolled."""

from __future__ import annotations

MASK = (1 << 64) - 1


def splitmix(value: int) -> int:
    value = (value + 0x9E3779B97F4A7C15) & MASK
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & MASK
    return value ^ (value >> 31)


def die(seed: int, counter: int, sides: int = 20) -> int:
    """The counter-th die the companion rolls at a table with this seed: 1..sides."""
    return splitmix((seed * 0x100000001B3 + counter) & MASK) % sides + 1
