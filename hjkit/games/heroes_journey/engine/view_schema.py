"""JSON Schemas of the phone view (view.table_view) and of an action's JSON form, for the
companion's OpenAPI document and the conformance tests."""

from __future__ import annotations

import dataclasses
import typing

from ..model.variants import VARIANTS
from .actions import ACTION_TYPES

INT, STR, BOOL = ({"type": t} for t in ("integer", "string", "boolean"))
NULL_INT = {"type": ["integer", "null"]}
NULL_STR = {"type": ["string", "null"]}


def _action_schema(cls) -> dict:
    """One action type's JSON: its type, the seat (the token's when left out) and its own
    fields, typed as action_from_dict reads them."""
    hints = typing.get_type_hints(cls)
    properties = {"type": {"const": cls.kind()}, "seat": {"type": "integer"}}
    required = ["type"]
    for item in dataclasses.fields(cls):
        if item.name == "seat":
            continue
        kinds = [a for a in getattr(hints[item.name], "__args__", (hints[item.name],))]
        names = [{int: "integer", str: "string", bool: "boolean",
                  type(None): "null"}[k] for k in kinds]
        properties[item.name] = {"type": names[0] if len(names) == 1 else names}
        if item.default is dataclasses.MISSING:
            required.append(item.name)
    return {"type": "object", "title": cls.kind(), "required": required,
            "properties": properties, "additionalProperties": False,
            "description": (cls.__doc__ or "").strip()}


ACTION = {"description": "engine.actions as JSON: type plus the action's fields; seat "
                         "defaults to the token's seat",
          "oneOf": [_action_schema(cls) for cls in ACTION_TYPES.values()]}

VIEW = {"type": "object", "additionalProperties": True, "required": [
    "variant", "phase", "step", "prompt", "to_act", "risk", "moves", "move_limit",
    "winner", "seats", "path", "characters", "assignments", "skirmish",
    "legal_actions"], "properties": {
    "variant": {"enum": sorted(VARIANTS)}, "phase": STR, "step": NULL_STR,
    "step_id": STR, "prompt": STR, "to_act": INT,
    "protagonist": {**NULL_INT, "description": "null during setup"},
    "first": {**NULL_INT, "description": "setup: the first player, once known"}, "risk": INT,
    "moves": INT, "move_limit": INT, "goal_site": INT, "winner": NULL_INT,
    "ending": {"type": "array", "items": STR, "description": "why players went out and why "
               "the game ended, in the words of the rules"},
    "order": {"type": "array", "items": INT},
    "seats": {"type": "array", "items": {"type": "object", "required": [
        "seat", "name", "burden", "position"], "properties": {
        "seat": INT, "name": STR, "burden": INT, "position": INT, "hand": INT,
        "lost": BOOL}}},
    "path": {"type": "array", "items": {"type": "object", "required": [
        "position", "card_id", "title", "owner"]}},
    "characters": {"type": "array", "items": {"type": "object", "required": [
        "uid", "card_id", "title", "type", "owner", "strength", "health", "wounds"],
        "properties": {"uid": INT, "wounds": INT, "health": NULL_INT,
                       "strength": {"type": "integer", "description": "with every modifier "
                                    "in play and the players' adjustments applied"},
                       "printed_strength": NULL_INT, "assigned_to": NULL_INT}}},
    "costs": {"type": "object", "description": "by seat, then card id: what each card in "
              "that seat's book costs here and now (cost modifiers, roaming penalty)",
              "additionalProperties": {"type": "object", "additionalProperties": INT}},
    "assignments": {"type": "array", "items": {"type": "array", "items": INT}},
    "skirmish": {"type": ["object", "null"], "description": "the skirmish under way, "
                 "with totals and the predicted result if everyone passed now"},
    "skirmish_previews": {"type": "array", "items": {"type": "object"},
                          "description": "the same prediction for every assigned "
                                         "companion, before the protagonist chooses"},
    "assign_previews": {"type": "array", "items": {"type": "object"},
                        "description": "each legal assignment's skirmish as it would resolve "
                                       "(minion, companion, totals, predicted, killed)"},
    "mulligan_draw": {**NULL_INT, "description": "cards a mulligan now would draw"},
    "abilities": {"type": "array", "description": "each ability of a card in play, with "
                  "its printed sentence, for use_ability actions (source, index)",
                  "items": {"type": "object", "required": ["source", "index", "title",
                                                           "text"]}},
    "responding": {"type": "array", "items": INT, "description": "seats that may still "
                   "respond to the window, the first owing the decision"},
    "window": {"type": "array", "items": {"type": "object"}, "description": "what just "
               "happened that a Response: may answer"},
    "legal_actions": {"type": "array", "items": ACTION}}}
