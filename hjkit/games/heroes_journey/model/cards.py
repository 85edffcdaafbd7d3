"""The card and deck model: what a YAML card or deck file may say, typed and frozen.

The same model validates the YAML files and generates their JSON Schema (`hjkit schema`),
so editors and the loader agree on every field.
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from hjkit.kit.pictures import in_set

from . import field_rules
from .abilities import Ability
from .effects import Modifier
from .keywords import KEYWORDS, Keyword, Loaded, parse_keyword
from .kinds import ATLAS_TYPES, BOOK_TYPES, CHARACTER_TYPES, CULTURE_ICONS, ITEM_TYPES  # noqa: F401

Side = Literal["campaign", "adversary"]
CardType = Literal[
    "companion", "minion", "condition", "artifact", "possession", "event", "site", "quest_need"
]
Phase = Literal[
    "campaign", "adversary", "maneuver", "barrage", "assignment", "skirmish", "regroup"
]
Border = Literal["black", "gold"]
Arrow = Literal["left", "right"]
Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=64)]
PrintedKeyword = Annotated[str, AfterValidator(field_rules.readable_keyword)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True, defer_build=True)


class CardFilter(_Frozen):
    """Which cards a To Play requirement or a bearer line accepts; every given field must match."""

    title: str | None = Field(None, description="The card's exact title, e.g. Nick Chopper.")
    cultures: tuple[Slug, ...] = Field((), strict=False, description="Any one of these cultures.")
    type: CardType | None = Field(None, description="The card type, e.g. companion.")
    keyword: str | None = Field(None, description="A keyword name the card must have.")

    def matches(self, card: Card) -> bool:
        """True when the card has every feature this filter names."""
        if self.title is not None and card.title != self.title:
            return False
        if self.cultures and card.culture not in self.cultures:
            return False
        if self.type is not None and card.type != self.type:
            return False
        return self.keyword is None or card.has_keyword(self.keyword)

    def describe(self) -> str:
        """A short phrase for messages: 'an Oz companion', 'Nick Chopper'."""
        if self.title:
            return self.title
        parts = [" or ".join(c.replace("-", " ").title() for c in self.cultures)]
        parts.append(self.keyword or "")
        parts.append((self.type or "card").replace("_", " "))
        return " ".join(p for p in parts if p)


class ToPlay(_Frozen):
    """One "To Play:" requirement; exactly one of add_burden, spot or exert is given."""

    add_burden: int | None = Field(None, ge=0, description="Burden tokens added to your pool.")
    reduced_by: int = Field(0, ge=0, description="Burden discount when reduced_when is spotted.")
    reduced_when: CardFilter | None = Field(
        None, description="Spot another card like this to reduce the burden by reduced_by."
    )
    spot: CardFilter | None = Field(None, description="You must spot a card like this.")
    spot_count: int = Field(1, ge=1, description="How many such cards you must spot.")
    exert: CardFilter | None = Field(None, description="Exert one of your characters like this.")

    @model_validator(mode="after")
    def _exactly_one_kind(self) -> ToPlay:
        field_rules.to_play_one_kind(self)
        return self


class Ruling(_Frozen):
    """A question a player at the table would ask, answered from the rules."""

    question: str = Field(min_length=1)
    answer: str = Field(min_length=1)


class Art(_Frozen):
    """A card's picture: a file beside the set's cards.yaml, and how it fills its window."""

    file: Annotated[str, AfterValidator(in_set)] = Field(
        min_length=1, pattern=r"(?i)\.(png|jpe?g|svg)$",
        description="PNG, JPEG or SVG, a path relative to the set's folder, inside it.")
    fit: Literal["cover", "contain"] = Field(
        "cover", description="cover fills the window and crops; contain shows it all.")
    focus: tuple[float, float] = Field(
        (0.5, 0.5), strict=False,
        description="The point to keep in view, as fractions of the picture's width and "
                    "height from its top-left corner.")
    full_bleed: bool = Field(False, description="Fill the whole card to the bleed edge.")

    @field_validator("focus")
    @classmethod
    def _inside(cls, value: tuple[float, float]) -> tuple[float, float]:
        return field_rules.focus_inside(value)


class Quest(_Frozen):
    """A quest need's "To Complete Quest:" requirement."""

    reach_site: int = Field(9, ge=1, le=9, description="Reach this site on the adventure path.")


class Card(_Frozen):
    """One card as printed. Structured fields carry the rules; text is prose for people."""

    id: Slug = Field(description="Stable id; the QR code on the card opens /cards/<id>.")
    title: str = Field(min_length=1, max_length=60)
    type: CardType
    unique: bool = Field(False, description="Printed with a leading dot: one copy active.")
    side: Side | None = Field(None, description="Book cards only: campaign or adversary.")
    culture: Slug | None = Field(None, description="Book cards only: the culture's id.")
    cost: int | None = Field(None, ge=0, le=20, description="Risk cost, top-left.")
    strength: int | None = Field(None, ge=0, le=30)
    health: int | None = Field(None, ge=1, le=30)
    home_site: int | None = Field(None, ge=1, le=9, description="Minions: their home site.")
    site_range: str | None = Field(None, description="Standard sites: positions, e.g. 1-3.")
    site_number: int | None = Field(None, ge=1, le=9, description="Intro sites: the number.")
    risk: int | None = Field(None, ge=0, le=20, description="Sites: risk added on arrival.")
    arrow: Arrow | None = Field(None, description="Sites: who places the next site.")
    support_area: bool = Field(False, description="Type line ends in Support Area.")
    bearer: CardFilter | None = Field(None, description='"Bearer must be ..."')
    item_class: str | None = Field(None, description="E.g. Hand Weapon; one per bearer.")
    keywords: tuple[PrintedKeyword, ...] = Field(
        (), strict=False, description="As printed, e.g. 'Defender +1'."
    )
    to_play: tuple[ToPlay, ...] = Field((), strict=False)
    timing: tuple[Phase, ...] = Field(
        (), strict=False, description="Events: the phases they play in."
    )
    response: str | None = Field(None, description="Events: the condition after Response:.")
    border: Border = "black"
    text: str = Field("", description="Game text; phase labels such as 'Skirmish:' in bold.")
    flavor: str = ""
    back: str | None = Field(None, description="Back text of a double-sided atlas card.")
    quest: Quest | None = Field(None, description="Quest needs: the requirement.")
    art: Art | None = Field(None, description="The card's picture; without one a placeholder.")
    modifiers: tuple[Modifier, ...] = Field(
        (), strict=False, description="Static modifiers the text prints, as data: "
                                      "'Tabaqui is strength +2 while you can spot [Shere Khan].'")
    abilities: tuple[Ability, ...] = Field(
        (), strict=False, description="Labelled abilities and event effects, as data: "
                                      "'Skirmish: Exert Baloo to make him strength +2.'")
    unexpressed: str | None = Field(
        None, description="Why the effect vocabulary cannot express this card's text yet; "
                          "players resolve it with the steppers. Listed by hjkit check.")
    rulings: tuple[Ruling, ...] = Field((), strict=False)

    @field_validator("site_range")
    @classmethod
    def _range_reads(cls, value: str | None) -> str | None:
        return field_rules.site_range_reads(value)

    @model_validator(mode="after")
    def _fields_fit_type(self) -> Card:
        field_rules.card_fields_fit_type(self)
        return self

    @cached_property
    def modifier_kinds(self) -> frozenset[str]:
        """What this card's static modifiers change, so the rules skip the cards that
        change nothing they are computing."""
        return frozenset(m.modifier for m in self.modifiers)

    @cached_property
    def responds(self) -> bool:
        """Whether any of its abilities is a "Response:"."""
        return any(a.response is not None for a in self.abilities)

    def ability_text(self, ability: Ability) -> str:
        """The printed sentence of one ability: "Skirmish: Exert Baloo to make him strength
        +2." (the whole text if no sentence carries its label)."""
        labels = ([p.title() + ":" for p in ability.timing]
                  or (["When this"] if ability.when else ["Response:"]))
        for sentence in re.split(r"(?<=\.)\s+(?=[A-Z])", self.text):
            if any(sentence.startswith(label) for label in labels):
                return sentence
        return self.text

    def ability_for(self, phase: str) -> Ability | None:
        """An event's effect in this phase: "with the appropriate effect happening at that
        time"."""
        return next((a for a in self.abilities if phase in a.timing), None)

    @cached_property
    def printed_text(self) -> str:
        """Every piece of text the card prints, for checks such as the fonts' glyphs."""
        return field_rules.printed_text(self)

    @cached_property
    def parsed_keywords(self) -> tuple[Keyword, ...]:
        """The keywords as typed values."""
        return tuple(parse_keyword(k) for k in self.keywords)

    @cached_property
    def _keyword_index(self) -> dict[str, Keyword]:
        return {k.name: k for k in self.parsed_keywords}

    def has_keyword(self, name: str) -> bool:
        """Loaded keywords and unloaded ones (``Bandar-log``) alike."""
        return name in self._keyword_index

    def keyword_value(self, name: Loaded) -> int:
        """X of a loaded keyword such as Defender +X; 0 when the card lacks it."""
        keyword = self._keyword_index.get(_loaded(name))
        return (keyword.value or 0) if keyword else 0

    def hero_of(self) -> str | None:
        """The quest need named by Hero [ ], or None if this is no hero."""
        keyword = self._keyword_index.get(Loaded.HERO)
        return keyword.bracket if keyword else None

    @cached_property
    def site_positions(self) -> range:
        """The adventure-path positions this site may be placed at."""
        return field_rules.site_positions(self)

    @property
    def type_line(self) -> str:
        """The type line as printed: 'Companion • Oz', 'Condition • Support Area'."""
        return field_rules.type_line(self)


class Culture(_Frozen):
    """A culture: its side and the icon that stands for it on cards."""

    id: Slug
    name: str
    side: Side
    icon: Annotated[str, AfterValidator(field_rules.known_icon)] = Field(
        description="The icon the faces draw for the culture.",
        json_schema_extra={"enum": sorted(CULTURE_ICONS)})
    description: str = Field("", description="What the icon shows, for people.")


class SetInfo(_Frozen):
    """A card set: one folder under cards/."""

    id: Slug
    name: str
    variant: Literal["standard", "intro"] = "standard"
    description: str = ""


class SetHeader(_Frozen):
    """A set's cards.yaml without its cards (the loader checks cards one at a time)."""

    set: SetInfo
    cultures: tuple[Culture, ...] = Field((), strict=False)


class CardFile(SetHeader):
    """A set's cards.yaml."""

    cards: tuple[Card, ...] = Field(min_length=1, strict=False)


class DeckInfo(_Frozen):
    id: Slug
    name: Annotated[str, AfterValidator(field_rules.not_blank)] = Field(
        description="Not blank: the builder, the home page and a simulation's seat call the "
                    "deck by it.", json_schema_extra={"minLength": 1, "pattern": r"\S"})
    variant: Literal["standard", "intro"] = "standard"
    description: str = ""
    sets: tuple[Slug, ...] = Field(
        (), strict=False,
        description="The sets the deck's cards come from: a shipped set named here is read "
                    "with the deck, so the deck file checks and builds alone.",
    )


class DeckFile(_Frozen):
    """A deck: a book (card id -> copies), an atlas, and for the intro a starting party."""

    deck: DeckInfo
    book: dict[Slug, Annotated[int, Field(ge=1, le=60)]] = Field(
        min_length=1, json_schema_extra={"additionalProperties": False})  # ids only, as read
    atlas: tuple[Slug, ...] = Field(min_length=1, strict=False)
    starting_party: tuple[Slug, ...] = Field(
        (), strict=False,
        description="Intro only: companions put into play at setup, outside the book.",
    )


def _loaded(name: str) -> str:
    """A loaded keyword's name; anything else is a mistake in the rules code, not a card
    that lacks the keyword."""
    if name not in KEYWORDS:
        raise ValueError(f"{name!r} is not a loaded keyword; the loaded ones are "
                         f"{', '.join(KEYWORDS)}")
    return str(name)
