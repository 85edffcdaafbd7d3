"""Which card types go where: the models, the faces and the rules core all ask."""

from __future__ import annotations

BOOK_TYPES = frozenset({"companion", "minion", "condition", "artifact", "possession", "event"})
ATLAS_TYPES = frozenset({"site", "quest_need"})
CHARACTER_TYPES = frozenset({"companion", "minion"})
ITEM_TYPES = frozenset({"artifact", "possession"})
