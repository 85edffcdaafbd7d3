"""Which card types go where: the models, the faces and the rules core all ask."""

from __future__ import annotations

BOOK_TYPES = frozenset({"companion", "minion", "condition", "artifact", "possession", "event"})
ATLAS_TYPES = frozenset({"site", "quest_need"})
CHARACTER_TYPES = frozenset({"companion", "minion"})
ITEM_TYPES = frozenset({"artifact", "possession"})

CULTURE_ICONS = frozenset({
    "ant", "bow", "broom", "emerald", "flame", "horse", "lambda-shield", "lion-gate", "paw",
    "paw-print", "snake", "star-wand", "tiger-stripes",
})
"""The icons a culture may name: the faces draw each (faces/icons.py), so the model can
refuse a name no drawer knows without reading reportlab."""
