"""The two ways to play: the full rules (standard) and the intro pack (intro).

Every difference between them is a field here, so the rules code asks the variant
instead of testing its name.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Variant:
    """How one ruleset differs from the other."""

    name: str
    """'standard' or 'intro'."""
    title: str
    """As the home page offers it."""
    min_players: int
    max_players: int
    fixed_move_limit: int | None
    """Intro: "If the party has moved only once this turn ... may choose to move again": 2.
    None means players - 1, at least 2."""
    ranged_phase: bool
    """Standard has a ranged phase (maneuver, barrage); the intro pack has none."""
    bids: bool
    """Standard decides turn order by burden bids; intro: "Determine randomly who will go first"."""
    burden_tokens: bool
    """Standard has burden pools (bids, card costs); the intro pack names no burden at all."""
    mulligans: int
    """How many times a player may mulligan (hold up to 2, draw 6, then 4, then 2)."""
    rule_sanctuary: dict[int, int]
    """Sites that gain Sanctuary X by rule: "sites 3 and 6 gain the 'Sanctuary 5.' keyword"."""
    site_by_number: bool
    """Intro sites are placed by their number; standard ones by their range."""
    final_site: int
    """The site a party must reach to finish."""
    win_at_regroup: bool
    """Intro: reach site 6 "and Mowgli survives to the regroup phase"; standard wins on arrival."""
    action_procedure_everywhere: bool
    """Standard runs the action procedure in assignment and regroup; the intro pack does not."""
    starting_party: tuple[str, ...] = ()
    """Titles of the companions that start in play (intro: Mowgli and Baloo)."""
    site_count: int = 9
    max_starting_risk: int = 4
    hand_size: int = 8

    def move_limit(self, players: int) -> int:
        """'equal to the number of players who started the game minus 1 (to a minimum of 2)'."""
        if self.fixed_move_limit is not None:
            return self.fixed_move_limit
        return max(2, players - 1)


STANDARD = Variant(
    name="standard",
    title="Standard game",
    min_players=2,
    max_players=8,
    fixed_move_limit=None,
    ranged_phase=True,
    bids=True,
    burden_tokens=True,
    mulligans=3,
    rule_sanctuary={3: 5, 6: 5},
    site_by_number=False,
    final_site=9,
    win_at_regroup=False,
    action_procedure_everywhere=True,
)

INTRO = Variant(
    name="intro",
    title="Intro pack (2 players)",
    min_players=2,
    max_players=2,
    fixed_move_limit=2,
    ranged_phase=False,
    bids=False,
    burden_tokens=False,
    mulligans=0,
    rule_sanctuary={},
    site_by_number=True,
    final_site=6,
    win_at_regroup=True,
    action_procedure_everywhere=False,
    starting_party=("Mowgli", "Baloo"),
    site_count=6,
)

VARIANTS = {v.name: v for v in (INTRO, STANDARD)}  # the home page offers the first


def variant_named(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except KeyError:
        raise ValueError(f"unknown variant {name!r}; choose {' or '.join(VARIANTS)}") from None
