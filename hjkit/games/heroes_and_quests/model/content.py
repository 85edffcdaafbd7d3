"""The starter content's model: tiles, quests, traps, heroes, relics and action cards, typed
and frozen. Abilities are data written as printed ("Fight +2", "AD Dragon", "Save") and
parsed into `Ability` values, so the card text and the rules read the same field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from hjkit.kit.pictures import ArtFile
from hjkit.kit.wording import counted, with_article

TERRAIN_ACTIONS = ("Nothing", "Recruit", "Gift", "Guide", "Buy Relic", "Intrigue", "Ship",
                   "Rest", "Fortune", "Mission", "Pray", "Alchemist", "Train", "Study",
                   "Explore")
"""The 15 terrain actions, as the rules list them."""
TerrainAction = Literal["Recruit", "Gift", "Guide", "Buy Relic", "Intrigue", "Ship", "Rest",
                        "Fortune", "Mission", "Pray", "Alchemist", "Train", "Study", "Explore"]

MINION_TAGS = ("Men", "Humanoid", "Monster", "Beast", "Dragon", "Giant", "Animated",
               "Fighter or Rogue", "Demon", "Undead", "Spirit", "Plant", "Slime", "Fey",
               "Swarm", "Cold", "Fire", "Earth", "Water", "Mage or Priest")
"""The Random Minion Encounter Table, 1D20 = index + 1."""
TAGS = frozenset(t for entry in MINION_TAGS for t in entry.split(" or ")) | {"Trap"}
"""Every tag an enemy or trap may carry; AD Trap defeats any trap."""

CARD_KINDS = {"tiles": "Terrain tile", "quests": "Quest", "traps": "Trap", "heroes": "Hero",
              "relics": "Relic", "actions": "Action"}
"""One piece of each section of the content, by the section's name: the Hero deck, a Relic
card (never a slice of the plural: "Heroe")."""

Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=64)]
Name = Annotated[str, Field(min_length=1, max_length=40)]


@dataclass(frozen=True, slots=True)
class Ability:
    """One printed ability: kind and, for the numeric ones, its amount; for AD, its tag."""

    kind: Literal["fight", "ad", "save", "heal", "move", "party_size", "hand_size", "gold",
                  "xp", "draw"]
    amount: int = 0
    tag: str = ""


_NUMERIC = {"Fight": "fight", "Move": "move", "Party Size": "party_size",
            "Hand Size": "hand_size", "Gold": "gold", "XP": "xp"}
_PATTERN = re.compile(r"^(Fight|Move|Party Size|Hand Size|Gold|XP) \+([1-9])$")


@cache
def parse_ability(printed: str) -> Ability:
    """The ability a printed phrase names; ValueError says what is wrong."""
    if printed in ("Save", "Heal"):
        return Ability(printed.lower())
    match = _PATTERN.match(printed)
    if match:
        return Ability(_NUMERIC[match[1]], int(match[2]))
    if printed.startswith("Draw ") and printed[5:].isdigit() and 0 < int(printed[5:]) < 6:
        return Ability("draw", int(printed[5:]))
    if printed.startswith("AD "):
        tag = printed[3:]
        if tag not in TAGS:
            raise ValueError(f"AD names unknown tag {tag!r}; tags: {', '.join(sorted(TAGS))}")
        return Ability("ad", tag=tag)
    raise ValueError(f"unknown ability {printed!r}; write Fight +N, AD <tag>, Save, Heal, "
                     f"Move +N, Party Size +N, Hand Size +N, Gold +N, XP +N or Draw N")


def meaning(ability: Ability, played: bool = False) -> str:
    """What an ability does, in a phrase: for card pages and printed faces. played: printed
    on an action card, which is played once and lasts the encounter or turn it is played
    in (the ruling "Fight bonuses": "action cards played add to the current encounter
    only"); a hero's or a relic's lasts while it is in the party."""
    n, tag = ability.amount, ability.tag
    match ability.kind:
        case "fight":
            return (f"adds {n} to the fight of the current encounter only" if played else
                    f"adds {n} to every fight of the party")
        case "ad" if tag == "Trap":
            return "Auto-Defeat: defeats any trap"
        case "ad":
            return (f"Auto-Defeat: defeats {with_article(tag)} trap or minion, or 1 life of "
                    f"{with_article(tag)} Final Foe")
        case "save":
            return "if killed, survives on a 5 or 6 on 1D6"
        case "heal":
            return "brings a hero just killed back to life (once per encounter)"
        case "move":
            return (f"the party may move {counted(n, 'extra space')}"
                    + (" this turn" if played else ""))
        case "party_size":
            return (f"the party may hold {counted(n, 'more hero', 'more heroes')} (never more "
                    f"than 8)")
        case "hand_size":
            return f"the hand may hold {counted(n, 'more card')} (never more than 10)"
        case "gold":
            return f"gain {n} Gold"
        case "xp":
            return f"gain {n} XP"
    return f"draw {counted(n, 'action card')}"


def _readable(printed: str) -> str:
    parse_ability(printed)
    return printed


def _known_tag(tag: str) -> str:
    if tag not in TAGS:
        raise ValueError(f"unknown tag {tag!r}; tags: {', '.join(sorted(TAGS))}")
    return tag


Printed = Annotated[str, AfterValidator(_readable)]
Tag = Annotated[str, AfterValidator(_known_tag)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _Pictured(_Frozen):
    art: ArtFile | None = None


class _WithAbilities(_Pictured):
    abilities: tuple[Printed, ...] = Field((), description="Printed abilities, e.g. AD Dragon.")

    @property
    def parsed(self) -> tuple[Ability, ...]:
        return tuple(parse_ability(a) for a in self.abilities)


class Tile(_Pictured):
    """A kind of terrain tile and how many of the 100 are of it."""

    id: Slug
    name: Name
    count: int = Field(ge=1, le=100, description="Copies among the 100 tiles.")
    coastal: bool = Field(False, description="Must be placed on an edge (coastal) space.")
    start: bool = Field(False, description="A starting location for pawns.")
    color: str = Field("#cccccc", pattern=r"^#[0-9a-fA-F]{6}$",
                       description="The colour of the tile and its map space, #rrggbb.")
    actions: tuple[TerrainAction, ...] = Field(description="Terrain actions besides Nothing.")

    @model_validator(mode="after")
    def _distinct(self) -> Tile:
        if len(set(self.actions)) != len(self.actions):
            raise ValueError("actions lists an action twice")
        return self


class Minions(_Frozen):
    """A quest's minions: [name, tag] for each kind."""

    lesser: tuple[Name, Tag]
    minor: tuple[Name, Tag]
    greater: tuple[Name, Tag]


class Foe(_Frozen):
    name: Name
    tag: Tag
    fight: Literal[15, 20, 25, 30] = Field(description="The Final Foe's Fight Value.")
    lives: Literal[2, 3]


class Rewards(_Frozen):
    gold: int = Field(0, ge=0, le=10)
    heroes: int = Field(0, ge=0, le=3)
    relics: int = Field(0, ge=0, le=3)

    @property
    def text(self) -> str:
        """As printed: '6 Gold, 1 hero, 2 relics'."""
        return (f"{self.gold} Gold, {self.heroes} hero{'es' * (self.heroes != 1)}, "
                f"{self.relics} relic{'s' * (self.relics != 1)}")


class Quest(_Pictured):
    id: Slug
    name: Name
    terrain: Slug = Field(description="The tile kind its marker goes on.")
    length: int = Field(ge=1, le=6, description="Encounters before the Final Foe.")
    minions: Minions
    foe: Foe
    rewards: Rewards


class Trap(_Pictured):
    id: Slug
    name: Name
    tag: Tag


class Hero(_WithAbilities):
    id: Slug
    name: Name
    level: int = Field(ge=1, le=6, description="Printed level; Level Tokens add to it.")
    class_: Name = Field(alias="class")


class Relic(_WithAbilities):
    id: Slug
    name: Name
    kind: Literal["weapon", "staff", "armour", "charm", "potion"]

    @property
    def hand_held(self) -> bool:
        """A Staff or a Weapon: only one per hero."""
        return self.kind in ("weapon", "staff")


class ActionCard(_Pictured):
    id: Slug
    name: Name
    phase: Literal["move", "quest", "end"]
    effect: Printed
    copies: int = Field(1, ge=1, le=10)

    @property
    def ability(self) -> Ability:
        return parse_ability(self.effect)


class SetInfo(_Frozen):
    id: Slug
    name: Name
    made_for: str = Field(description="Who the content was written for.")
    map_seeds: tuple[int, ...] = Field((), description="Seeds of the printed map boards.")


class ContentFile(_Frozen):
    """One *.hq.yaml file: any of the sections."""

    set: SetInfo | None = None
    tiles: tuple[Tile, ...] = ()
    quests: tuple[Quest, ...] = ()
    traps: tuple[Trap, ...] = ()
    heroes: tuple[Hero, ...] = ()
    relics: tuple[Relic, ...] = ()
    actions: tuple[ActionCard, ...] = ()
