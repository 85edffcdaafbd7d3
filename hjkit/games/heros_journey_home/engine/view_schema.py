"""JSON Schemas of the phone view and of an action, for the companion's OpenAPI document."""

from __future__ import annotations

INT = {"type": "integer"}
STR = {"type": "string"}
NAMED = {"type": "object", "required": ["id", "name"],
         "properties": {"id": STR, "name": STR, "plus": INT}}
MEMBER = {"type": "object", "required": ["index", "name", "value", "hp", "max_hp", "dead"],
          "properties": {"index": INT, "card": STR, "name": STR, "value": INT,
                         "hp": {"type": "integer", "minimum": 0},
                         "max_hp": {"type": "integer", "minimum": 1}, "dead": {"type": "boolean"},
                         "eaten": {"type": "boolean"}, "hero": {"type": "boolean"},
                         "mp_pg": {"enum": [100, 200]},
                         "items": {"type": "array", "items": NAMED},
                         "spells": {"type": "array", "items": NAMED}}}
PARTY = {"type": "object", "required": ["seat", "name", "papergold", "bonus", "members", "out"],
         "properties": {"seat": INT, "name": STR, "quest": {"type": ["string", "null"]},
                        "papergold": {"type": "integer", "minimum": 0},
                        "bonus": {"type": "integer", "minimum": 0, "maximum": 6},
                        "hero_fallen": {"type": "boolean"}, "ambushes": INT,
                        "fortified": {"type": "boolean"},
                        "out": {"type": "boolean"}, "hand": {"type": "array", "items": NAMED},
                        "quest_value": {"type": ["integer", "null"]},
                        "budget_left": {"type": ["integer", "null"]},
                        "members": {"type": "array", "items": MEMBER}}}
ACTION = {"type": "object", "required": ["type", "seat"],
          "properties": {"type": STR, "seat": INT, "card": STR, "member": INT, "target": STR,
                         "value": INT, "mode": {"enum": ["companion", "physical"]},
                         "pay": {"type": "array", "items": INT, "minItems": 3, "maxItems": 3},
                         "numbers": {"type": "array", "items": INT, "minItems": 2,
                                     "maxItems": 2}},
          "additionalProperties": False}
VIEW = {
    "type": "object",
    "required": ["phase", "step", "active", "deciding", "parties", "deck", "combat",
                 "legal_actions", "prompt", "over"],
    "properties": {
        "phase": {"enum": ["dice", "setup", "turn", "over"]}, "step": STR, "active": INT,
        "deciding": {"type": "array", "items": INT}, "turn": INT,
        "dice": {"enum": ["companion", "physical", None]}, "variant": STR, "prompt": STR,
        "card": {"type": ["object", "null"], "properties": {
            "value": INT, "hp": INT,
            "tribute": {**INT, "description": "a monster's: the PG that avoids the fight"}}},
        "parties": {"type": "array", "items": PARTY},
        "deck": {"type": "object", "required": ["drawn", "left", "size"],
                 "properties": {"drawn": INT, "left": INT, "size": INT, "part": INT,
                                "parts": INT, "part_left": INT,
                                "home_possible": {"type": "boolean"},
                                "holds_home": {"type": "boolean"},
                                "last": {"type": ["string", "null"]}}},
        "combat": {"type": ["object", "null"],
                   "properties": {"round": INT, "step": STR,
                                  "truce": {"type": ["object", "null"],
                                            "required": ["from", "agreed", "terms"],
                                            "properties": {
                                                "from": INT,
                                                "agreed": {"type": "array", "items": INT},
                                                "terms": {"type": "array", "items": {
                                                    "type": "object",
                                                    "required": ["giver", "text"],
                                                    "properties": {"giver": INT,
                                                                   "text": STR}}}}},
                                  "enemies": {"type": "array", "items": {
                                      "type": "object", "required": ["name", "hp"],
                                      "properties": {"name": STR, "hp": INT}}},
                                  "attacks": {"type": "array", "items": {
                                      "type": "object",
                                      "required": ["attacker", "defender", "to_hit"],
                                      "properties": {"to_hit": INT, "working": STR}}}}},
        "winner": {"type": ["integer", "null"]}, "over": {"type": "boolean"},
        "legal_actions": {"type": "array", "items": ACTION},
        "offered_cards": {"type": "object", "additionalProperties": {
            "type": "object", "required": ["name"],
            "properties": {"name": STR, "kind": {"enum": ["quest", "adventurer", "spell"]},
                           "value": INT, "spells": INT, "cost": INT}}},
    },
}
