"""What follows what: one table of the game's steps, from the bids to the regroup phase.

Each step names the step that follows it when it is done (some depend on the variant),
whether it runs the action procedure ("every player may take one action in turn ... until
all players consecutively pass"), and whether it needs minions on the field. The modules
that carry a step out ask this table instead of naming the next step themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..model.variants import Variant
from .state import Step


@dataclass(frozen=True, slots=True)
class StepRule:
    follows: Callable[[Variant], Step] | None
    """The step that comes next when this one is done; None where a player's choice
    decides (a move or a rest) or the game is over."""
    procedure: bool = False
    """Run as the action procedure: each participant in turn acts or passes."""
    needs_minions: bool = False
    """ "If at the end of any phase or step there are no minions on the field, the turn
    proceeds immediately to the regroup phase." """


def _to(step: Step) -> Callable[[Variant], Step]:
    return lambda variant: step


STEPS: dict[Step, StepRule] = {
    # Setup (standard): bids, turn order, site 1, starting parties, hands, mulligans.
    Step.BIDS: StepRule(_to(Step.TURN_ORDER)),
    Step.TURN_ORDER: StepRule(_to(Step.FIRST_SITE)),
    # Intro: the starting parties are dealt, so the first turn begins after site 1.
    Step.FIRST_SITE: StepRule(lambda v: Step.STARTING_PARTY if v.bids else Step.CAMPAIGN),
    Step.STARTING_PARTY: StepRule(_to(Step.MULLIGANS)),
    Step.MULLIGANS: StepRule(_to(Step.CAMPAIGN)),
    # The turn: campaign, the move (placing a site when needed), adversary, ranged, melee.
    Step.CAMPAIGN: StepRule(_to(Step.ADVERSARY)),
    Step.PLACE_SITE: StepRule(_to(Step.ADVERSARY)),
    Step.ADVERSARY: StepRule(
        lambda v: Step.MANEUVER if v.ranged_phase else Step.ASSIGN_PROTAGONIST,
        procedure=True),
    Step.MANEUVER: StepRule(_to(Step.BARRAGE), procedure=True, needs_minions=True),
    Step.BARRAGE: StepRule(_to(Step.RANGED_WOUNDS), procedure=True, needs_minions=True),
    Step.RANGED_WOUNDS: StepRule(
        lambda v: Step.ASSIGNMENT if v.action_procedure_everywhere else Step.ASSIGN_PROTAGONIST,
        needs_minions=True),
    Step.ASSIGNMENT: StepRule(_to(Step.ASSIGN_PROTAGONIST), procedure=True,
                              needs_minions=True),
    Step.ASSIGN_PROTAGONIST: StepRule(_to(Step.ASSIGN_ANTAGONISTS), needs_minions=True),
    Step.ASSIGN_ANTAGONISTS: StepRule(_to(Step.CHOOSE_SKIRMISH), needs_minions=True),
    Step.CHOOSE_SKIRMISH: StepRule(_to(Step.SKIRMISH), needs_minions=True),
    Step.SKIRMISH: StepRule(_to(Step.CHOOSE_SKIRMISH), procedure=True),
    # Regroup: the action procedure (standard), then the protagonist moves again or rests.
    Step.REGROUP: StepRule(_to(Step.REGROUP_DECISION), procedure=True),
    Step.REGROUP_DECISION: StepRule(None),
    Step.GAME_OVER: StepRule(None),
}


def first_step(variant: Variant) -> Step:
    """Standard: "each player secretly bids"; intro: "Determine randomly who will go first"
    and the starting parties are dealt, so site 1 comes first."""
    return Step.BIDS if variant.bids else Step.FIRST_SITE


def following(step: Step, variant: Variant) -> Step:
    """The step after `step` in this variant."""
    follows = STEPS[step].follows
    if follows is None:
        raise ValueError(f"{step.name} has no fixed next step: a player's choice decides")
    return follows(variant)


_PROCEDURES = tuple(step for step, rule in STEPS.items() if rule.procedure)
"""A tuple, not a set: `in` finds a member by identity, where a set or dict calls Enum's
__hash__ (a Python function) on every look."""


def is_procedure(step: Step) -> bool:
    return step in _PROCEDURES


def needs_minions(step: Step) -> bool:
    return STEPS[step].needs_minions
