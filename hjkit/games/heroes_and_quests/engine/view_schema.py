"""JSON Schemas of the phone view and of an action, for the companion's OpenAPI document."""

from __future__ import annotations

_INT, _STR, _BOOL = {"type": "integer"}, {"type": "string"}, {"type": "boolean"}
_STRS = {"type": "array", "items": _STR}


def _object(properties: dict, required: bool = True) -> dict:
    return {"type": "object", "properties": properties,
            **({"required": sorted(properties)} if required else {})}


HERO = _object({"id": _STR, "name": _STR, "level": _INT, "abilities": _STRS, "relics": _STRS})
SEAT = _object({
    "name": _STR, "square": _INT, "gold": _INT, "xp": _INT, "hand_size": _INT,
    "hand_limit": _INT, "party_limit": _INT, "levels": _INT, "fight_bonus": _INT,
    "completed": _STRS, "guide": _BOOL, "ship": _BOOL, "skip": _BOOL, "potions": _STRS,
    "heroes": {"type": "array", "items": HERO},
})
SEAT["properties"].update({  # in a seat's own view only, for its own seat
    "hand": _STRS,
    "cards": {"type": "array", "items": _object({"id": _STR, "name": _STR, "effect": _STR})},
    "fortune": {"anyOf": [{"type": "null"}, _object({"deck": _STR, "cards": _STRS})]},
})
QUEST = _object({"id": _STR, "name": _STR, "square": _INT, "length": _INT, "foe": _STR,
                 "foe_fight": _INT, "foe_lives": _INT})
ACTION = {"type": "object", "required": ["type", "seat"], "properties": {
    "type": {"enum": ["move", "roll", "retreat", "spend", "accept", "give", "heal", "terrain",
                      "play", "end"]},
    "seat": _INT, "to": _INT, "value": _INT, "use": {"enum": ["fight", "reroll", "level"]},
    "amount": {"type": "integer", "minimum": 1},
    "hero": _STR, "by": _STR, "action": _STR, "choice": _STR, "card": _STR}}
_NULL = {"type": "null"}
VIEW = {"type": "object", "required": ["game", "phase", "turn", "seats", "board", "quests",
                                       "pending", "fight", "moves", "legal_actions"],
        "properties": {
            "game": {"const": "heroes-and-quests"},
            "phase": {"enum": ["order", "place", "move", "quest", "terrain", "end", "over"]},
            "turn": _INT, "round": _INT, "target": _INT,
            "dice": {"enum": ["companion", "table"]},
            "decks_by_hand": _BOOL,
            "winner": {"anyOf": [_INT, _NULL]},
            "turn_order": {"type": "array", "items": _INT},
            "order_rolls": {"type": "array", "items": {"type": "array", "items": _INT}},
            "seats": {"type": "array", "items": SEAT},
            "board": {"type": "array", "minItems": 100, "maxItems": 100,
                      "items": _object({"tile": _STR, "name": _STR, "color": _STR,
                                        "actions": _STRS})},
            "quests": {"type": "array", "items": QUEST},
            "decks": {"type": "object", "additionalProperties": _INT},
            "pending": {"anyOf": [_NULL, _object({"die": _INT, "purpose": _STR,
                                                  "deaths": _INT, "victim": _INT})]},
            "placing": {"type": "array", "items": _object({"id": _STR, "name": _STR})},
            "healers": {"type": "object", "additionalProperties": _STR},
            "fight": {"anyOf": [_NULL, _object({
                "levels": _INT, "bonus": _INT, "fight_value": _INT, "without_roll": _INT,
                "needs": _INT, "worked": _STR})]},
            "reroll": {"anyOf": [_NULL, _object({"die": _INT, "purpose": _STR,
                                                 "value": _INT})]},
            "encounter_table": _STRS,
            "moves": {"type": "array", "items": _INT},
            "move_allowance": _INT,
            "legal_actions": {"type": "array", "items": ACTION},
            "offered_cards": {"type": "object", "additionalProperties": _object(
                {"name": _STR, "effect": _STR, "phase": _STR})},
            "current_quest": _object({"id": _STR, "encounter": _INT, "length": _INT,
                                      "bonus": _INT}),
            "enemy": _object({"name": _STR, "kind": _STR, "tags": _STRS, "fight": _INT,
                              "lives": _INT}),
        }}
