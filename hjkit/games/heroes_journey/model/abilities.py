"""Card abilities and events as data: timing, costs, requirements, one chosen target and
effects, from a closed vocabulary.

"Skirmish: Exert Baloo to make him strength +2." is written as

    abilities:
      - timing: [skirmish]
        costs: [{exert: {this: true}}]
        effects: [{effect: strength, amount: 2, to: {this: true}}]

An event's abilities are its phase labels ("Campaign: ... Regroup: ..."), one each; a card
in play offers its abilities as actions by name. A choice in the text ("a minion", "a
companion bearing an item") is the ability's `target`, offered with its legal targets.
"""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from . import field_rules
from .effects import Condition, Wanted

Phase = Literal[
    "campaign", "adversary", "maneuver", "barrage", "assignment", "skirmish", "regroup"
]
Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=64)]
Until = Literal["step", "regroup"]
"""How long a change lasts: "until the end of the step" (the default) or "until the
regroup phase"."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True, defer_build=True)


class Pick(_Frozen):
    """A card an ability names or lets you choose.

    this, bearer, chosen and trigger name one card; a filter (title, type, cultures,
    keyword) names every active character that fits as an effect's `to`, and the ones you
    may choose from as an ability's target or exert cost."""

    this: bool = Field(False, description="This card: 'Exert Baloo', 'Discard this'.")
    bearer: bool = Field(False, description="The character bearing this card.")
    chosen: bool = Field(False, description="The ability's chosen target.")
    title: str | None = None
    type: Literal["companion", "minion"] | None = None
    cultures: tuple[Slug, ...] = Field((), strict=False)
    keyword: str | None = None
    trigger: Literal["subject", "killer"] | None = Field(
        None, description='Responses: "that companion", "the companion that killed it".')
    other: bool = Field(False, description='"another ...": not this card, nor a character '
                                           'exerted to pay for it.')
    skirmishing: Literal["this", "bearer"] | None = Field(
        None, description='"he is skirmishing", "skirmishing him": in that skirmish.')
    unassigned: bool = Field(False, description='"an unassigned [Oz] companion".')

    @model_validator(mode="after")
    def _one_kind(self) -> Pick:
        field_rules.pick_one_kind(self)
        return self

    @property
    def filtered(self) -> bool:  # as field_rules.filtered, without its call: the rules ask often
        return any((self.title, self.type, self.cultures, self.keyword))

    def wanted(self) -> Wanted:
        return self._wanted

    @cached_property
    def _wanted(self) -> Wanted:
        """Built once: the rules ask a pick for its filter at every position."""
        return Wanted(title=self.title, type=self.type, cultures=self.cultures,
                      keyword=self.keyword)


class Cost(_Frozen):
    """One cost, paid before the effects; exactly one kind is given."""

    exert: Pick | None = Field(None, description="Exert this card, a named or a chosen "
                                                 "character of yours.")
    discard_this: bool = Field(False, description='"Discard this condition", "Discard the '
                                                  'Oil Can".')
    discard_from_hand: int = Field(0, ge=0, le=8, description="Cards discarded from hand.")
    add_burden: int = Field(0, ge=0, le=9, description="Burdens added to your pool.")
    remove_risk: int = Field(0, ge=0, le=20, description="Tokens removed from the risk pool.")
    count: int = Field(1, ge=1, le=2, description='Exert: how many characters you choose '
                                                  '("exert 2 other companions").')

    @model_validator(mode="after")
    def _one_kind(self) -> Cost:
        field_rules.cost_one_kind(self)
        return self


class Strength(_Frozen):
    """ "make a minion strength -3 (or -4 if it is Hektor)" """

    effect: Literal["strength"]
    amount: int = Field(ge=-9, le=9)
    to: Pick
    or_amount: int | None = Field(None, ge=-9, le=9, description="The amount in brackets...")
    if_it_is: Wanted | None = Field(None, description="...if the target is this card...")
    if_spot: Condition | None = Field(None, description="...or if you can spot this.")
    until: Until = "step"

    @model_validator(mode="after")
    def _bracket(self) -> Strength:
        field_rules.strength_bracket(self)
        return self


class Ranged(_Frozen):
    """ "make the party ranged total +2" """

    effect: Literal["ranged"]
    side: Literal["party", "minions"]
    amount: int = Field(ge=-9, le=9)


class Wounds(_Frozen):
    """Wound, heal (remove wounds from) or exert characters."""

    effect: Literal["wound", "heal", "exert"]
    to: Pick
    count: int = Field(1, ge=1, le=9)


class Gain(_Frozen):
    """ "make a [Sparta] companion gain Defender +1 until the regroup phase" """

    effect: Literal["gain"]
    keyword: Literal["Defender", "Damage", "Durable", "Shoot", "Brazen"]
    amount: int = Field(ge=1, le=9)
    to: Pick
    until: Until = "step"


class Cards(_Frozen):
    """Hands stay physical: draw and fetch change the counts only."""

    effect: Literal["draw", "fetch"]
    count: int = Field(1, ge=1, le=8)
    wanted: Wanted | None = Field(None, description="Fetch: the cards you may fetch.")

    @model_validator(mode="after")
    def _fetch_names(self) -> Cards:
        field_rules.cards_fetch_names(self)
        return self


class FromScrap(_Frozen):
    """ "Play a Winged Monkey minion from your scrap pile." (its cost is paid too) """

    effect: Literal["play-from-scrap"]
    wanted: tuple[Wanted, ...] = Field(min_length=1, strict=False, description="Any of these.")


class Leave(_Frozen):
    """Discard, scrap or banish a card from the field."""

    effect: Literal["discard", "scrap", "banish"]
    to: Pick


class Tokens(_Frozen):
    """Add or remove risk, or burden from your party's pool."""

    effect: Literal["risk", "burden"]
    amount: int = Field(ge=-9, le=9)


class AssignTarget(_Frozen):
    """ "assign a minion to skirmish an unassigned [Oz] companion": the minion is the
    ability's target, the companion a second choice."""

    effect: Literal["assign"]
    companion: Pick


class Prevent(_Frozen):
    """Answers to a skirmish's results before they are applied: "prevent 1 of those wounds"
    (prevent-wounds), or "prevent it; that companion is left with 1 health" (prevent-kill)."""

    effect: Literal["prevent-wounds", "prevent-kill"]
    to: Pick
    count: int = Field(1, ge=1, le=9, description="prevent-wounds: how many.")


Effect = Annotated[
    Strength | Ranged | Wounds | Gain | Cards | FromScrap | Leave | Tokens | AssignTarget
    | Prevent,
    Field(discriminator="effect"),
]

Trigger = Literal["assigned", "killed", "about-to-take-wounds", "about-to-be-killed"]
"""What a "Response:" answers: a character assigned to a skirmish, a character killed; a
companion about to take wounds or about to be killed as a skirmish's results are applied."""

ABOUT_TO = ("about-to-take-wounds", "about-to-be-killed")
"""The triggers answered before a skirmish's results, not after."""


class Response(_Frozen):
    """ "Response: If a Winged Monkey minion is killed, ..." """

    trigger: Trigger
    wanted: Wanted = Field(description="The character the trigger happens to.")


class Ability(_Frozen):
    """One labelled ability or event effect."""

    timing: tuple[Phase, ...] = Field((), strict=False, description="Its phase labels.")
    response: Response | None = None
    when: Literal["killed"] | None = Field(
        None, description='"When this minion is killed, ...": required, resolved by its '
                          "controller with its choices once the card has left play.")
    requires: tuple[Condition, ...] = Field(
        (), strict=False, description='"Spot Odysseus to ...": conditions to use it.')
    costs: tuple[Cost, ...] = Field((), strict=False)
    target: Pick | None = Field(None, description='The choice: "a minion", "a companion".')
    effects: tuple[Effect, ...] = Field(min_length=1, strict=False)

    @model_validator(mode="after")
    def _timed(self) -> Ability:
        field_rules.ability_timed(self)
        return self

    @cached_property
    def chosen_exert(self) -> Cost | None:
        """The cost that exerts a character you choose ("Exert a [Troy] minion"), if any."""
        return field_rules.chosen_exert(self)

    # What the rules core asks of an ability's effects whenever it lists its choices, worked
    # out once per ability (abilities never change).
    @cached_property
    def assign_effect(self) -> AssignTarget | None:
        """Its "assign" effect, if any (the second choice, also, is the companion)."""
        return next((e for e in self.effects if isinstance(e, AssignTarget)), None)

    @cached_property
    def from_scrap(self) -> FromScrap | None:
        """Its effect playing a card from your scrap pile, if any (the pick)."""
        return next((e for e in self.effects if isinstance(e, FromScrap)), None)

    @cached_property
    def exerts_target(self) -> bool:
        """Whether an effect exerts the character chosen (so it needs more than 1 health)."""
        return any(isinstance(e, Wounds) and e.effect == "exert" and e.to.chosen
                   for e in self.effects)

    @cached_property
    def asks_nothing(self) -> bool:
        """Whether it has no choice to make: no character chosen to exert, no target, no
        second character, no card from the scrap pile."""
        return (self.chosen_exert is None and self.target is None
                and self.assign_effect is None and self.from_scrap is None)

    @cached_property
    def double_exert(self) -> bool:
        """Whether its cost exerts 2 characters you choose (the second is also)."""
        exert = self.chosen_exert
        return exert is not None and exert.count > 1
