"""The building blocks of the OpenAPI document: schema shorthands and the error answers
every endpoint shares (openapi.py for the API, openapi_decks.py for the deck builder)."""

from __future__ import annotations

from hjkit.kit.game import REFUSED_TEXT


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def obj(required: list[str], properties: dict, extra: bool = False) -> dict:
    return {"type": "object", "required": required, "properties": properties,
            "additionalProperties": extra}


INT, STR, NUM, BOOL = ({"type": t} for t in ("integer", "string", "number", "boolean"))
NULL_INT = {"type": ["integer", "null"]}
VERSION = {"type": "integer", "minimum": 0, "description": "the table version you saw"}
NULL_STR = {"type": ["string", "null"]}
STR_LIST = {"type": "array", "items": STR}


def json_body(schema: str) -> dict:
    return {"application/json": {"schema": ref(schema)}}


def answer(description: str, schema: str) -> dict:
    return {"description": description, "content": json_body(schema)}


ERRORS = {
    "400": answer("malformed request; field names the culprit", "Error"),
    "401": {**answer("no seat token", "Error"),
            "headers": {"WWW-Authenticate": {"schema": STR}}},
    "403": answer("a wrong seat token (a replaced link included), or acting for another "
                  "seat", "Error"),
    "404": answer("no such table", "Error"),
    "409": answer("stale version; current holds the table now", "Error"),
    "413": answer("a body over MAX_CONTENT_LENGTH, refused before it is read", "Error"),
    "422": answer("the rules refuse; code and message say which rule", "Error"),
    "500": answer("the stored table no longer replays: the rules changed", "Error"),
}


def text_only(schema: object) -> object:
    """The schema with every string that lists no values refusing REFUSED_TEXT, as the
    server does. (A `not` beside any pattern of the string's own: generators that cannot
    use a surrogate range in a pattern still use the string's own.)"""
    if isinstance(schema, list):
        return [text_only(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    copied = {key: text_only(value) for key, value in schema.items()}
    kind = schema.get("type")
    if (kind == "string" or isinstance(kind, list) and "string" in kind) and not (
            {"enum", "const", "not", "pattern"} & schema.keys()):
        copied["not"] = {"pattern": REFUSED_TEXT}
    return copied
