"""What a card file may say: Hero's Journey Home's five card families and its papergold,
typed and frozen. The same model validates the YAML and generates its JSON Schema.

Effects are a closed vocabulary (Literal codes): the engine implements each code once, and
a card names the code its printed text describes.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from hjkit.kit.pictures import ArtFile

Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=64)]
AbilityEffect = Literal["fool", "lull", "spellcasting", "foresight", "heal", "smite", "sailor",
                        "bandit", "cavalier", "automaton", "paladin", "sacrifice",
                        "assassinate", "reroll", "duel"]
ItemEffect = Literal["replay", "half-leviathan", "attack-twice", "cheap-magic", "sampo",
                     "ouanga", "double-damage", "firebird"]
SpellEffect = Literal["energize", "fortify", "teleport", "polymorph", "hypnotize", "enchant",
                      "fireball", "mend"]
Special = Literal["goblin", "ghoul", "ghost", "caveman", "sirens", "harpy", "high-priest",
                  "ogre"]
Slot = Literal["weapon", "helmet", "shield", "gauntlets", "body", "cloak"]
JourneyType = Literal["home", "monster", "location", "item", "crossing", "ambush"]
FAMILIES = ("adventurers", "quests", "quest_items", "spells", "journey")
"""The five card families, each printed with its own back."""
MAX_HP = 6
START_HP = 3


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class _Card(_Frozen):
    """What every card of the five families has: its id, and what on it is the kit's own."""

    id: Slug = Field(description="Stable id: the card's page is /cards/<id>.")
    invented: Literal["card"] | Annotated[tuple[str, ...], Field(strict=False)] = Field(
        (), description="What on this card is the kit's own, not the rulebook's: 'card' for the "
                    "whole card, or the fields whose values the kit chose (say, [value, hp]).")
    art: ArtFile | None = None

    @field_validator("invented")
    @classmethod
    def _names_this_cards_fields(cls, invented):
        if invented == "card":
            return invented
        fields = [f for f in cls.model_fields if f not in ("id", "invented", "art")]
        unknown = [f for f in invented if f not in fields]
        if unknown:
            raise ValueError(f"{', '.join(map(repr, unknown))} is not a field of this card; "
                             f"name the kit's own among {', '.join(fields)}, or say 'card'")
        if len(set(invented)) != len(invented):
            raise ValueError("each field is named once")
        return invented

    @property
    def wholly_invented(self) -> bool:
        """The whole card is the kit's own (the printed card's mark)."""
        return self.invented == "card"

    @property
    def invented_fields(self) -> tuple[str, ...]:
        """The fields of a card from the rulebook whose values are the kit's own."""
        return () if self.invented == "card" else self.invented

    def kits_own(self, field: str) -> bool:
        """Whether this field's value is the kit's own (the whole card, or this field)."""
        return self.invented == "card" or field in self.invented


class Ability(_Frozen):
    """One special ability as printed: INT (automatic) or EXT (announced, an action)."""

    type: Literal["INT", "EXT"]
    effect: AbilityEffect = Field(description="What the engine does: one code per ability.")
    text: str = Field(min_length=1)


class Adventurer(_Card):
    name: str = Field(min_length=1, max_length=30)
    value: int = Field(ge=1, le=20, description="Card value: attack, defence, turn order.")
    spells: int = Field(0, ge=0, le=6, description="Spells known (spellcasters only).")
    abilities: tuple[Ability, ...] = Field(min_length=1, strict=False)

    @property
    def effects(self) -> frozenset[str]:
        return frozenset(a.effect for a in self.abilities)

    @model_validator(mode="after")
    def _spellcasters_know_spells(self) -> Adventurer:
        if ("spellcasting" in self.effects) != (self.spells > 0):
            raise ValueError("a spellcaster knows at least one spell, and only spellcasters "
                             "know spells (spells and the spellcasting ability go together)")
        return self


class Quest(_Card):
    monster: str = Field(min_length=1, max_length=30, description="The Quest monster's name.")
    value: int = Field(ge=1, le=60, description="The most the party's card values may add "
                                                 "up to.")
    item: Slug = Field(description="The Quest Item card that comes with the Quest.")


class QuestItem(_Card):
    name: str = Field(min_length=1, max_length=30)
    text: str = Field(min_length=1)
    slot: Slot | None = Field(None, description="Worn or wielded in this slot, if at all.")
    attack: int = Field(0, ge=0, le=10)
    defence: int = Field(0, ge=0, le=10)
    enchantable: bool = True
    effect: ItemEffect | None = None
    value: int | None = Field(None, ge=1, le=20, description="A companion's card value "
                                                               "(the Firebird).")

    @model_validator(mode="after")
    def _companion_has_a_value(self) -> QuestItem:
        if (self.effect == "firebird") != (self.value is not None):
            raise ValueError("value is for a Quest Item that joins as an adventurer "
                             "(effect firebird), and such an item needs one")
        if self.slot is None and (self.attack or self.defence):
            raise ValueError("an item with attack or defence is worn or wielded: give a slot")
        return self


class Spell(_Card):
    name: str = Field(min_length=1, max_length=30)
    text: str = Field(min_length=1)
    effect: SpellEffect
    cost: int = Field(1, ge=1, le=6, description="MP to cast; effects per MP ignore it.")


class JourneyCard(_Card):
    name: str = Field(min_length=1, max_length=30)
    type: JourneyType
    text: str = Field(min_length=1)
    value: int | None = Field(None, ge=1, le=30, description="A monster's card value.")
    hp: int | None = Field(None, ge=1, le=30, description="A monster's starting HP.")
    damage: int = Field(1, ge=1, le=6, description="HP lost per hit a monster scores.")
    special: Special | None = None
    leg: Literal[1, 2] | None = Field(None, description="A monster's leg in the Legs of the "
                                                          "Journey variant.")
    terrain: Literal["land", "water"] | None = Field(None, description="A location's colour: "
                                                                       "tan land, blue water.")
    heal: int = Field(0, ge=0, le=6)
    harm: int = Field(0, ge=0, le=6)
    gain: int = Field(0, ge=0, multiple_of=100)
    lose: int = Field(0, ge=0, multiple_of=100)
    recruit: int | None = Field(None, ge=0, multiple_of=100, description="Turn up the next "
                                "Adventurer; hire it for this many PG.")
    slot: Slot | None = None
    attack: int = Field(0, ge=0, le=10)
    defence: int = Field(0, ge=0, le=10)
    price: int | None = Field(None, ge=0, multiple_of=100)

    @model_validator(mode="after")
    def _fields_fit_the_type(self) -> JourneyCard:
        monster = ("value", "hp", "leg")
        if self.type == "monster":
            missing = [f for f in monster if getattr(self, f) is None]
            if missing:
                raise ValueError(f"a monster needs {', '.join(missing)}")
        elif any(getattr(self, f) is not None for f in (*monster, "special")):
            raise ValueError("value, hp, leg and special are for monsters")
        if (self.type == "location") != (self.terrain is not None):
            raise ValueError("a location has a terrain (land or water), and only a location")
        if self.type != "location" and (self.heal or self.harm or self.gain or self.lose
                                        or self.recruit is not None):
            raise ValueError("heal, harm, gain, lose and recruit are for locations")
        if self.type == "item":
            if self.slot is None or self.price is None or not (self.attack or self.defence):
                raise ValueError("an item needs a slot, a price and an attack or defence")
            if (self.slot == "weapon") != bool(self.attack) or (
                    self.slot != "weapon") != bool(self.defence):
                raise ValueError("a weapon has attack only; armor has defence only")
        elif self.slot is not None or self.price is not None or self.attack or self.defence:
            raise ValueError("slot, price, attack and defence are for items")
        return self


class Papergold(_Frozen):
    value: Literal[100, 500]
    count: int = Field(ge=1, le=50)


class SetInfo(_Frozen):
    id: Slug
    name: str
    game: Literal["heros-journey-home"]
    source: str = Field(min_length=1)


class CardFile(_Frozen):
    """A journey-home.yaml file: the set's header, its papergold and its five families."""

    set: SetInfo
    papergold: tuple[Papergold, ...] = Field(strict=False)
    adventurers: tuple[Adventurer, ...] = Field(strict=False)
    quests: tuple[Quest, ...] = Field(strict=False)
    quest_items: tuple[QuestItem, ...] = Field(strict=False)
    spells: tuple[Spell, ...] = Field(strict=False)
    journey: tuple[JourneyCard, ...] = Field(strict=False)
