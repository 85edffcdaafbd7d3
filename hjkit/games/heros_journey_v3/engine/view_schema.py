"""JSON Schemas of the phone view and of an action, for the companion's OpenAPI document."""

from __future__ import annotations

from ..model.cards import SUITS
from .actions import FIELDS, REQUIRED, WHICH

INT, STR, BOOL = {"type": "integer"}, {"type": "string"}, {"type": "boolean"}
NULL_INT = {"type": ["integer", "null"]}
COINS = {"type": "object", "required": list(SUITS), "additionalProperties": False,
         "properties": {s: {"type": "integer", "minimum": 0} for s in SUITS}}
CARD = {"type": "object", "required": ["id", "name", "role", "kind", "value", "suits"],
        "properties": {"id": STR, "name": STR, "role": STR, "kind": STR, "value": INT,
                       "suits": {"type": "array", "items": {"enum": list(SUITS)}},
                       "coins": COINS}, "additionalProperties": False}
NULL_CARD = {"oneOf": [CARD, {"type": "null"}]}
HERO = {"type": "object", "additionalProperties": False,
        "required": ["seat", "name", "stage", "stage_name", "stage_rank", "path", "ending",
                     "coins", "resources", "cards", "hand", "hand_count", "lost_turns",
                     "extra_turns"],
        "properties": {"seat": INT, "name": STR, "stage": {"type": "integer", "minimum": -1,
                                                           "maximum": 7},
                       "stage_name": STR, "stage_rank": INT, "path": NULL_CARD,
                       "ending": NULL_CARD, "coins": COINS,
                       "resources": {"type": "object", "required": list(SUITS)},
                       "cards": {"type": "array", "items": CARD},
                       "hand": {"type": ["array", "null"], "items": CARD,
                                "description": "the seat's own phone only; null elsewhere"},
                       "hand_count": {"type": "integer", "minimum": 0},
                       "lost_turns": INT, "extra_turns": INT}}
ROW = {"type": "object", "required": ["mentor", "place"],
       "properties": {"mentor": NULL_CARD, "place": NULL_CARD}}
SCORE = {"type": "object", "required": ["seat", "stage", "coins", "full_set", "cards", "ending",
                                        "total"],
         "properties": {k: INT for k in ("seat", "stage", "coins", "full_set", "cards",
                                         "ending", "total")}}
FIELD = {"card": {"type": "string", "maxLength": 64}, "suit": {"enum": list(SUITS)},
         "suit2": {"enum": list(SUITS)}, "to": {"type": "integer", "minimum": 0},
         "coins": {"type": "object", "additionalProperties": False,
                   "properties": {s: {"type": "integer", "minimum": 0} for s in SUITS},
                   "description": "pay: coins by suit (suits left out: none)"},
         "cards": {"type": "array", "items": {"type": "string", "maxLength": 64},
                   "description": "pay: the Encounter cards discarded"}}


def _action_schema(kind: str) -> dict:
    """One action type's JSON: its type, the seat (the token's when left out) and the
    fields of that type (FIELDS; REQUIRED ones required), as action_from_dict reads them."""
    fields = {name: {"enum": list(WHICH[kind])} if name == "which" else FIELD[name]
              for name in FIELDS[kind]}
    for name in set(fields) - set(REQUIRED.get(kind, ())):  # null: left out
        fields[name] = {"anyOf": [fields[name], {"type": "null"}]}
    return {"type": "object", "title": kind, "additionalProperties": False,
            "required": ["type", *REQUIRED.get(kind, ())],
            "properties": {"type": {"const": kind}, "seat": {"type": "integer", "minimum": 0},
                           **fields}}


ACTION = {"oneOf": [_action_schema(kind) for kind in FIELDS]}
VIEW = {
    "type": "object", "additionalProperties": False,
    "required": ["game", "variant", "physical", "players", "mentor_limit", "turn", "active",
                 "round_limit", "round", "rounds_after", "step", "step_title", "prompt",
                 "deciding", "journey", "endings", "heroes", "rows", "decks", "bank",
                 "challenge", "pending",
                 "trade_rate", "final_round", "scores", "winners", "legal_actions"],
    "properties": {
        "game": {"const": "heros-journey-v3"}, "variant": {"enum": ["basic", "advanced"]},
        "physical": {"type": "boolean", "description": "results entered on the phones"},
        "players": {"type": "integer", "minimum": 2, "maximum": 4}, "mentor_limit": INT,
        "turn": INT, "active": INT, "round_limit": NULL_INT, "round": INT,
        "rounds_after": {"type": ["integer", "null"], "minimum": 0,
                         "description": "rounds to come after this one under the table's "
                                        "limit; null: no limit"},
        "step": STR,
        "step_title": {"type": "string", "description": "the step in the rules' words"},
        "prompt": STR,
        "deciding": NULL_INT, "journey": {"type": "array", "items": CARD},
        "endings": {"type": "array", "items": CARD},
        "heroes": {"type": "array", "items": HERO},
        "rows": {"type": "object", "required": ["wanderer", "traveler"],
                 "properties": {"wanderer": ROW, "traveler": ROW}},
        "decks": {"type": "object", "required": ["mentors", "places", "challenges"]},
        "bank": COINS, "challenge": NULL_CARD,
        "pending": {"type": ["object", "null"]},
        "trade_rate": INT,
        "final_round": {"type": ["array", "null"], "items": INT},
        "scores": {"oneOf": [{"type": "array", "items": SCORE}, {"type": "null"}]},
        "winners": {"type": "array", "items": INT},
        "legal_actions": {"type": "array", "items": ACTION},
    },
}
