"""What a player can do at the table, as small frozen values, and their JSON form."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from hjkit.kit.actions import ActionFormatError as ActionFormatError  # what reading raises
from hjkit.kit.actions import read_action


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    """The seat taking the action."""

    @classmethod
    def kind(cls) -> str:
        return re.sub(r"(?<!^)([A-Z])", r"_\1", cls.__name__).lower()


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Setup: a secret burden bid for the turn order; revealed when all have bid."""

    amount: int


@dataclass(frozen=True, slots=True)
class ChoosePosition(Action):
    """Setup: the highest remaining bidder picks a place in the turn order (1 = first)."""

    position: int


@dataclass(frozen=True, slots=True)
class PlaceSite(Action):
    """Put a site from your atlas on the adventure path."""

    card_id: str


@dataclass(frozen=True, slots=True)
class ChooseHero(Action):
    """Setup: put your hero into play with the quest need it bears."""

    card_id: str
    exert: int | None = None


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a card from hand; target is its bearer, exert the character a To Play (or the
    event's cost) exerts; choice, also and pick are the event's choices (see UseAbility)."""

    card_id: str
    target: int | None = None
    exert: int | None = None
    choice: int | None = None
    also: int | None = None
    pick: str | None = None


@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """Use a labelled ability of a card in play ("Skirmish: Exert Baloo to make him strength
    +2."): source is the card, ability its index on the card; choice the character it
    targets, exert the character a cost exerts, also a second character ("an unassigned
    [Oz] companion"), pick a card id ("a Winged Monkey minion from your scrap pile")."""

    source: int
    ability: int = 0
    choice: int | None = None
    exert: int | None = None
    also: int | None = None
    pick: str | None = None


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """Setup: hold up to 2 cards, draw 6 (then 4, then 2), shuffle the rest back."""

    keep: int


@dataclass(frozen=True, slots=True)
class SecondWind(Action):
    """Campaign: discard a copy of a wounded unique companion to remove 1 wound."""

    target: int


@dataclass(frozen=True, slots=True)
class Exert(Action):
    """Exert your character to pay for a card's ability; the players resolve its effect."""

    target: int


@dataclass(frozen=True, slots=True)
class Heal(Action):
    """Campaign, at a sanctuary: remove a wound from a character in your party."""

    target: int


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move the party to the next site (campaign phase, or again from regroup)."""


@dataclass(frozen=True, slots=True)
class Rest(Action):
    """Regroup: stop moving; reconcile, scrap minions, empty the pool, pass the turn.
    discard: the reconcile's "may discard 1 card from their hand" first (standard game)."""

    discard: bool = False


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Regroup, before reconciling: "That player may discard 1 card from their hand." """


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Take no action now (ends setup choices, or passes in the action procedure).
    clock: the window closed by the table's clock, the player not having held it."""

    clock: bool = False


@dataclass(frozen=True, slots=True)
class Wound(Action):
    """Ranged phase: deal one of the pending ranged wounds to this character."""

    target: int


@dataclass(frozen=True, slots=True)
class ChooseAntagonist(Action):
    """Ranged phase: the protagonist picks the antagonist who wounds their own minions."""

    antagonist: int


@dataclass(frozen=True, slots=True)
class Assign(Action):
    """Assign a minion to skirmish a companion."""

    minion: int
    companion: int


@dataclass(frozen=True, slots=True)
class ChooseSkirmish(Action):
    """Melee: the protagonist picks the next assigned companion whose skirmish resolves."""

    companion: int


@dataclass(frozen=True, slots=True)
class AdjustStrength(Action):
    """A card effect the players resolve: strength +/- until the skirmish resolves."""

    target: int
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustRanged(Action):
    """A card effect the players resolve: +/- to one side's ranged total this barrage."""

    side: str
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustWounds(Action):
    """A card effect the players resolve: add or remove one wound."""

    target: int
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustBurden(Action):
    """A card effect the players resolve: add or remove one burden from a party's pool."""

    party: int
    delta: int


@dataclass(frozen=True, slots=True)
class AdjustRisk(Action):
    """A card effect the players resolve: add or remove risk tokens."""

    delta: int


@dataclass(frozen=True, slots=True)
class Confirm(Action):
    """Apply a correction another seat proposed with the steppers (see proposals)."""

    proposal: int


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Refuse a correction another seat proposed, or withdraw your own."""

    proposal: int


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind(): cls
    for cls in (Bid, ChoosePosition, PlaceSite, ChooseHero, PlayCard, UseAbility, Mulligan,
                SecondWind, Exert, Heal, Move, Rest, Discard, Pass, Wound, ChooseAntagonist,
                Assign, ChooseSkirmish, AdjustStrength, AdjustRanged, AdjustWounds,
                AdjustBurden, AdjustRisk, Confirm, Decline)
}


def action_to_dict(action: Action) -> dict:
    """{'type': 'play_card', 'seat': 0, 'card_id': 'bagheera', ...}: every field, None too."""
    return {"type": action.kind(), **{f.name: getattr(action, f.name)
                                      for f in dataclasses.fields(action)}}


def action_from_dict(data: object) -> Action:
    """Read an action from JSON, raising ActionFormatError that names the bad field."""
    return read_action(data, ACTION_TYPES)
