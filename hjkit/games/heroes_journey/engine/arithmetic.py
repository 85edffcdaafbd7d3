"""The rules' arithmetic as pure functions: skirmishes, ranged totals, costs."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

ROAMING_PENALTY = 2


class Outcome(Enum):
    WOUND = "wound"
    OVERWHELM = "overwhelm"


@dataclass(frozen=True, slots=True)
class Fighter:
    """One character in a skirmish, as the resolution needs it."""

    uid: int
    strength: int
    damage: int = 0
    durable: int | None = None
    indomitable: bool = False


@dataclass(frozen=True, slots=True)
class SkirmishResult:
    """Who won and what each loser suffers."""

    companion_total: int
    minion_total: int
    companion_wins: bool
    wounds: dict[int, int]
    """Loser uid -> wounds dealt (already capped by Durable)."""
    killed_outright: tuple[int, ...]
    """Losers overwhelmed: "killed regardless of how much health they have"."""

    @property
    def overwhelmed(self) -> bool:
        return bool(self.killed_outright)


def resolve_skirmish(companion: Fighter, minions: list[Fighter]) -> SkirmishResult:
    """Compare totals: "In case of a tie, the minion side wins." Double or more overwhelms
    (a tie, 0 against 0 included, never does: neither side is greater); an Indomitable
    loser is overwhelmed only by triple its own value; otherwise one wound each plus the
    winners' Damage +X."""
    companion_total = companion.strength
    minion_total = sum(m.strength for m in minions)
    companion_wins = companion_total > minion_total
    winners, losers = ([companion], minions) if companion_wins else (minions, [companion])
    win_total, lose_total = ((companion_total, minion_total) if companion_wins
                             else (minion_total, companion_total))
    overwhelmed = win_total > lose_total and win_total >= 2 * lose_total
    killed = tuple(
        loser.uid for loser in losers
        if overwhelmed and (not loser.indomitable or win_total >= 3 * loser.strength)
    )
    extra = sum(w.damage for w in winners)
    wounds = {}
    for loser in losers:
        if loser.uid in killed:
            continue
        dealt = 1 + extra
        if loser.durable is not None:
            dealt = min(dealt, loser.durable)
        wounds[loser.uid] = dealt
    return SkirmishResult(companion_total, minion_total, companion_wins, wounds, killed)


def ranged_total(shoots: list[int], modifier: int) -> int:
    """Each side adds its Shoot values and effects; "Any negative values are rounded up to 0"."""
    return max(0, sum(shoots) + modifier)


def move_risk(site_risk: int, companions: int, brazen: int) -> int:
    """Risk added by a move: "the risk number ... + 1 token for each companion", plus Brazen."""
    return site_risk + companions + brazen


def adversary_cost(cost: int, site_number: int, home_site: int | None) -> int:
    """An adversary card's cost, with the roaming penalty: "If the site you are playing a
    minion to has a number lower than that minion's home site, you must pay ... +2"."""
    roaming = home_site is not None and site_number < home_site
    return cost + (ROAMING_PENALTY if roaming else 0)


def burden_to_play(add_burden: int, reduced_by: int, discount_applies: bool) -> int:
    return max(0, add_burden - (reduced_by if discount_applies else 0))
