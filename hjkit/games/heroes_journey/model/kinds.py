"""Which card types go where, kept apart from the card models (pydantic) so that drawing a
kept print view (faces/printed.py) imports no model."""

from __future__ import annotations

BOOK_TYPES = frozenset({"companion", "minion", "condition", "artifact", "possession", "event"})
ATLAS_TYPES = frozenset({"site", "quest_need"})
CHARACTER_TYPES = frozenset({"companion", "minion"})
ITEM_TYPES = frozenset({"artifact", "possession"})
