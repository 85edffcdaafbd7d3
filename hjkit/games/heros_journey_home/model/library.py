"""Load Hero's Journey Home card files into a Library, collecting every problem with its
file, line and field; then check that the cards make a playable game.

Loading never raises on bad data: each problem is a DataProblem and the rest still loads.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from hjkit.kit.pictures import CardPicture, record_pictures
from hjkit.kit.problems import listed_cards, load_files, unknown_fields, validate
from hjkit.kit.yamlsource import DataProblem, Document

from .cards import Adventurer, JourneyCard, Papergold, Quest, QuestItem, SetInfo, Spell
from .files import CARD_FILE, SHIPPED_CARDS, card_files  # noqa: F401  (also imported from here)

MODELS = {"adventurers": Adventurer, "quests": Quest, "quest_items": QuestItem,
          "spells": Spell, "journey": JourneyCard}
HALF_MIN = 2
"""The Journey deck is split in half: each half needs at least this many cards."""


@dataclass
class Library:
    """The cards that loaded, by family and id, in file order, and where each came from."""

    adventurers: dict[str, Adventurer] = field(default_factory=dict)
    quests: dict[str, Quest] = field(default_factory=dict)
    quest_items: dict[str, QuestItem] = field(default_factory=dict)
    spells: dict[str, Spell] = field(default_factory=dict)
    journey: dict[str, JourneyCard] = field(default_factory=dict)
    papergold: tuple[Papergold, ...] = ()
    sets: dict[str, SetInfo] = field(default_factory=dict)
    origin: dict[str, tuple[Path, int]] = field(default_factory=dict)
    art: dict[str, CardPicture] = field(default_factory=dict)
    """Each pictured card's picture (print-only: checked when a build draws it)."""

    def family(self, name: str) -> dict:
        return getattr(self, name)

    def all_cards(self) -> dict[str, object]:
        """Every card of the five families by id."""
        return {**self.adventurers, **self.quests, **self.quest_items, **self.spells,
                **self.journey}


def load(paths: Iterable[Path]) -> tuple[Library, list[DataProblem]]:
    return load_files(card_files(paths), Library(), _load_file, game_problems)


def _load_file(document: Document, library: Library, problems: list[DataProblem]) -> None:
    unknown_fields(document, {"set", "papergold", *MODELS}, problems)
    data = document.data if isinstance(document.data, dict) else {}
    info = validate(SetInfo, data.get("set"), document, ("set",), problems, required=True)
    if info is not None:
        library.sets[info.id] = info
    money = data.get("papergold")
    if isinstance(money, list):
        library.papergold += tuple(p for i, raw in enumerate(money) if (
            p := validate(Papergold, raw, document, ("papergold", i), problems, required=True)))
    for family, model in MODELS.items():
        cards = listed_cards(document, family, model, library.origin, problems) or ()
        for card in cards:
            library.family(family)[card.id] = card
        record_pictures(document, family, cards, library.art)


def game_problems(library: Library) -> list[DataProblem]:
    """What a full game needs beyond each card being well formed: each problem names the
    card (file and line) or, for something missing, the file."""
    problems: list[DataProblem] = []
    anchor = next(iter(library.origin.values()), (Path("?"), 1))

    def at(card_id: str | None, field_name: str, message: str) -> None:
        path, line = library.origin[card_id] if card_id else anchor
        problems.append(DataProblem(path, line, f"{card_id}.{field_name}" if card_id
                                    else field_name, message))

    for quest in library.quests.values():
        if quest.item not in library.quest_items:
            at(quest.id, "item", f"no Quest Item card {quest.item!r}")
        cheapest = min((a.value for a in library.adventurers.values()), default=0)
        if quest.value < cheapest:
            at(quest.id, "value", f"{quest.value} buys no adventurer (the cheapest is "
                                  f"{cheapest})")
    homes = [c.id for c in library.journey.values() if c.type == "home"]
    if len(homes) != 1:
        at(None, "journey", f"the Journey deck needs exactly one Home card; found {len(homes)}")
    if len(library.journey) - 1 < 2 * HALF_MIN:
        at(None, "journey", "the Journey deck is too small to split in half")
    legs = {c.leg for c in library.journey.values() if c.type == "monster"}
    if library.journey and legs != {1, 2}:
        at(None, "journey", "the Legs of the Journey variant needs monsters in legs 1 and 2")
    if not library.spells:
        at(None, "spells", "the spell deck needs at least one spell")
    wanted = max((a.spells for a in library.adventurers.values()), default=0)
    if wanted > len(library.spells):
        at(None, "spells", f"a spellcaster knows {wanted} spells; the deck has "
                           f"{len(library.spells)}")
    if not library.papergold:
        at(None, "papergold", "the game needs papergold cards")
    return problems
