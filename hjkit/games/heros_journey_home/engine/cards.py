"""The card data a table plays with, frozen: built once from a Library and compared by a
fingerprint of its contents, so two tables with the same cards have equal states."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from ..model.cards import Adventurer, JourneyCard, Quest, QuestItem, Spell
from ..model.library import Library


@dataclass(frozen=True)
class Cards:
    fingerprint: str
    adventurers: dict[str, Adventurer] = field(compare=False, repr=False)
    quests: dict[str, Quest] = field(compare=False, repr=False)
    quest_items: dict[str, QuestItem] = field(compare=False, repr=False)
    spells: dict[str, Spell] = field(compare=False, repr=False)
    journey: dict[str, JourneyCard] = field(compare=False, repr=False)

    def item(self, item_id: str) -> QuestItem | JourneyCard:
        return self.quest_items.get(item_id) or self.journey[item_id]

    def name(self, card_id: str) -> str:
        for family in (self.adventurers, self.quest_items, self.spells, self.journey):
            if card_id in family:
                return family[card_id].name
        return self.quests[card_id].monster if card_id in self.quests else card_id


def cards_of(library: Library) -> Cards:
    families = {f: getattr(library, f) for f in
                ("adventurers", "quests", "quest_items", "spells", "journey")}
    text = json.dumps({f: [c.model_dump(mode="json") for c in cards.values()]
                       for f, cards in families.items()}, sort_keys=True)
    return Cards(hashlib.sha256(text.encode()).hexdigest()[:16], **families)
