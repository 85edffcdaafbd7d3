"""The OpenAPI 3 document served at /api/openapi.json, written as data.

The table's "state" is its game's view and an action its game's action JSON: each served
game describes both (Game.view_schema, Game.action_schema), and the document lists them as
`<Game>State` and `<Game>Action` schemas, one of which a table's state and action match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hjkit.kit.game import Game

from . import openapi_decks
from .openapi_parts import (
    BOOL,
    ERRORS,
    INT,
    NULL_INT,
    NULL_STR,
    NUM,
    STR,
    STR_LIST,
    VERSION,
    answer,
    json_body,
    obj,
    ref,
    text_only,
)

TABLE_REQUIRED = ["id", "ruleset", "version", "seats", "state", "undo"]
TABLE = {
    "id": {**STR, "description": "the table code; also the read-only watch code"},
    "ruleset": STR,
    "version": {**INT, "description": "number of log entries; send it with each action"},
    "seats": {"type": "array", "items": ref("Seat")},
    "state": ref("State"),
    "undo": {"oneOf": [ref("Undo"), {"type": "null"}]},
    "over": {**BOOL, "description": "the game has ended"},
    "rematch": {**NULL_STR, "description": "the table the same seats play next, once one of "
                                           "them started a rematch"},
    "viewer": {**NULL_INT, "description": "the seat whose token read the table (its phone's "
                                          "view); null for the watch view"},
}

SCHEMAS = {
    "Error": obj(["error", "message"], {
        "error": {"enum": ["malformed", "unauthorized", "forbidden", "not-found",
                           "not-allowed", "stale", "refused", "busy", "unreplayable",
                           "failed", "too-large", "wrong-host", "too-many",
                           # the deck builder's (openapi_decks.py)
                           "no-folder", "exists", "changed", "unwritable", "unprintable",
                           "cannot-simulate"]},
        "message": STR,
        "field": {**STR, "description": "400: the request field at fault, e.g. action.amount"},
        "code": {**STR, "description": "422: the rule's stable code, e.g. not-your-decision"},
        "version": {"type": ["integer", "string"], "description": "409: the table's version, "
                    "or the deck file's version on disk (send it to replace the file)"},
        "current": ref("Table"),
        "path": {**STR, "description": "the deck builder's 409: the deck file"},
        "disk": {**obj(["deck", "problem"], {"deck": {"type": ["object", "null"]},
                                             "problem": NULL_STR}),
                 "description": "the deck builder's 409: the deck on disk, or why it does "
                                "not read"},
    }),
    "Sentence": obj(["kind", "text"], {"kind": STR, "text": STR}),
    "Seat": obj(["seat", "name"], {"seat": INT, "name": STR}),
    "Undo": obj(["version", "undoes", "seat", "player", "text"], {
        "version": {**INT, "description": "send this as the undo's version to confirm"},
        "undoes": {**INT, "description": "the log version that undo takes back"},
        "seat": NULL_INT, "player": NULL_STR,
        "text": {**STR, "description": "what the action did: its first sentence"},
        "events": {**STR_LIST, "description": "every sentence the action produced"}}),
    "Table": obj(TABLE_REQUIRED, TABLE),
    "TableAfterAction": obj([*TABLE_REQUIRED, "events"], {
        **TABLE, "events": {"type": "array", "items": ref("Sentence")}}),
    "CreatedTable": obj([*TABLE_REQUIRED, "watch_code", "watch_link"], {
        **TABLE, "watch_code": STR, "watch_link": STR,
        "seats": {"type": "array", "items": obj(["seat", "name", "token", "link"], {
            "seat": INT, "name": STR,
            "token": {**STR, "description": "secret; shown only here"},
            "link": {**STR, "description": "the seat's phone page, carrying its token"}})},
        "host_token": {**STR, "description": "secret, shown only here: the creating phone's "
                                             "token, which may give any seat a new link"}}),
    "LogEntry": obj(["version", "kind", "seat", "player", "at", "events"], {
        "version": INT, "kind": {"enum": ["action", "undo", "rematch", "relink"]},
        "seat": NULL_INT,
        "player": NULL_STR, "at": NUM, "events": STR_LIST,
        "action": {"type": "object", "required": ["type"], "description": "the action's "
                   "JSON as the rules let everyone read it now: a game leaves out what is "
                   "still secret (The Heroes' Journey: a bid's amount until all are revealed)"},
        "undone": BOOL, "undoes": INT, "undone_seat": INT, "undone_player": STR,
        "table": {**STR, "description": "rematch: the new table"},
        "relinked_seat": {**INT, "description": "relink: the seat given a new link"},
        "relinked_player": STR,
        "by": {"enum": ["host", "seat"], "description": "relink: asked by the table's host "
                                                        "or by the seat itself"}}),
    "Log": obj(["id", "version", "entries", "next"], {
        "id": STR, "version": {**INT, "description": "the table's version now"},
        "entries": {"type": "array", "items": ref("LogEntry")},
        "next": {**NULL_INT, "description": "the after of the next page (also in the Link "
                                            "header); null: this page reaches the latest"}}),
    "StreamMessage": obj(["log", "table"], {
        "log": {"type": "array", "items": ref("LogEntry"),
                "description": "the entries missed since Last-Event-ID (empty on a fresh "
                               "stream)"},
        "table": ref("Table")}),
    "SeatLink": obj(["seat", "name", "token", "link", "version"], {
        "seat": INT, "name": STR, "token": STR, "link": STR,
        "version": {**INT, "description": "the table's version after the relink entry"}}),
    "Act": obj(["version", "action"], {"version": VERSION, "action": ref("Action")}),
    "UndoRequest": obj(["version"], {
        "version": {**VERSION, "description": "the table version the confirmation showed"},
        "undoes": {**INT, "minimum": 1, "description": "the log version the confirmation "
                   "showed; refused (409) when it is no longer the latest action"}}),
    "RematchRequest": obj(["version"], {
        "version": {**VERSION, "description": "the table version that showed the game over"}}),
    "Rulesets": obj(["rulesets"], {"rulesets": {"type": "array", "items": obj(
        ["name", "title", "variants"], {"name": STR, "title": STR, "variants": {
            "type": "array", "items": obj(["id", "name", "min", "max", "decks", "rounds"], {
                "id": STR, "name": STR, "min": INT, "max": INT,
                "decks": {"type": "array", "items": obj(["id", "name"], {
                    "id": STR, "name": STR})},
                "rounds": {"type": "object", "additionalProperties": INT,
                           "description": "the round limit (setup rounds) offered by "
                                          "player count; empty: the game takes none"}})}})}}),
    "Health": obj(["status", "database", "streams"], {
        "status": {"const": "ok"}, "database": BOOL,
        "streams": {**INT, "description": "event streams open in this process"}}),
}


TABLE_ID = {"name": "table_id", "in": "path", "required": True, "schema": STR,
            "description": "the table code (8 characters of 23456789abcdefghjkmnpqrstuvwxyz)"}
TOKEN = [{"seatToken": []}]


def _errors(*codes: str) -> dict:
    return {code: ERRORS[code] for code in codes}


PATHS = {
    "/healthz": {"get": {"summary": "liveness", "responses": {
        "200": answer("alive", "Health")}}},
    "/api/rulesets": {"get": {"summary": "the games served, with their variants and decks",
                              "responses": {"200": answer("rulesets", "Rulesets")}}},
    "/api/tables": {"post": {
        "summary": "create a table; answers each seat's secret token and link once",
        "requestBody": {"required": True, "content": json_body("CreateTable")},
        "responses": {"201": {**answer("created", "CreatedTable"), "links": {
            name: {"operationId": operation, "parameters": {"table_id": "$response.body#/id"}}
            for name, operation in (("GetTable", "getTable"), ("GetLog", "getLog"),
                                    ("Act", "act"), ("Undo", "undo"), ("Rematch", "rematch"),
                                    ("NewLink", "newLink"))}},
            **_errors("400", "413", "422"),
            "429": {**answer("too many tables created from this device (TABLES_LIMIT; the "
                              "server's own machine is not limited)", "Error"),
                    "headers": {"Retry-After": {"schema": INT, "description": "seconds"}}}}}},
    "/api/tables/{table_id}/seats/{seat}/link": {"post": {
        "operationId": "newLink",
        "summary": "a new link for a seat, asked with that seat's own token or the table's "
                   "host token (from the table's creation); the seat's old link stops "
                   "working on every server process, and a relink log entry tells its phone",
        "parameters": [TABLE_ID, {"name": "seat", "in": "path", "required": True,
                                  "schema": {**INT, "minimum": 0}}],
        "security": TOKEN,
        "responses": {"200": answer("the seat's new token and link", "SeatLink"),
                      **_errors("401", "403", "404")}}},
    "/api/tables/{table_id}": {"get": {
        "operationId": "getTable",
        "summary": "the table as the watch view shows it; with a seat's token, as that "
                   "seat's phone shows it (a replaced link is refused)",
        "parameters": [TABLE_ID], "security": [{}, {"seatToken": []}],
        "responses": {"200": answer("the table", "Table"),
                      **_errors("403", "404", "500")}}},
    "/api/tables/{table_id}/actions": {"post": {
        "operationId": "act",
        "summary": "take an action as the token's seat, against the version you saw",
        "parameters": [TABLE_ID], "security": TOKEN,
        "requestBody": {"required": True, "content": json_body("Act")},
        "responses": {"200": answer("accepted", "TableAfterAction"),
                      **_errors("400", "401", "403", "404", "409", "413", "422", "500")}}},
    "/api/tables/{table_id}/undo": {"post": {
        "operationId": "undo",
        "summary": "take back the latest live action; version confirms which",
        "parameters": [TABLE_ID], "security": TOKEN,
        "requestBody": {"required": True, "content": json_body("UndoRequest")},
        "responses": {"200": answer("undone", "TableAfterAction"),
                      **_errors("400", "401", "403", "404", "409", "413", "422", "500")}}},
    "/api/tables/{table_id}/rematch": {"post": {
        "operationId": "rematch",
        "summary": "once the game is over, a new table for the same seats; every seat's "
                   "token works there, and the old table's `rematch` names it",
        "parameters": [TABLE_ID], "security": TOKEN,
        "requestBody": {"required": True, "content": json_body("RematchRequest")},
        "responses": {"201": answer("the new table", "Table"),
                      "200": answer("the rematch another seat started", "Table"),
                      **_errors("400", "401", "403", "404", "409", "413", "422")}}},
    "/api/tables/{table_id}/log": {"get": {
        "operationId": "getLog",
        "summary": "the log, a page at a time; ?format=text gives plain sentences, one a "
                   "line",
        "parameters": [TABLE_ID, {"name": "format", "in": "query", "required": False,
                                  "schema": {"enum": ["json", "text"]}},
                       {"name": "after", "in": "query", "required": False,
                        "schema": {**INT, "minimum": 0, "maximum": 999_999_999},
                        "description": "the entries after this version (default 0)"},
                       {"name": "limit", "in": "query", "required": False,
                        "schema": {**INT, "minimum": 1, "maximum": 1000},
                        "description": "at most this many entries (default and most 1000)"}],
        "responses": {"200": {"description": "the log", "content": {
            **json_body("Log"), "text/plain": {"schema": STR}}, "headers": {"Link": {
                "schema": STR, "description": 'rel="next": the next page, when there is '
                                              'one'}}}, **_errors("400", "404")}}},
    "/api/tables/{table_id}/events": {"get": {
        "summary": "Server-Sent Events: `event: table`, `id: <version>`, data a "
                   "StreamMessage ({\"log\": [LogEntry missed since Last-Event-ID], "
                   "\"table\": Table}); `: heartbeat` comments between",
        "parameters": [TABLE_ID,
                       {"name": "Last-Event-ID", "in": "header", "required": False,
                        "schema": INT},
                       {"name": "last_event_id", "in": "query", "required": False,
                        "schema": INT},
                       {"name": "seat", "in": "query", "required": False,
                        "schema": {**INT, "minimum": 0, "maximum": 9999},
                        "description": "the seat whose own view the messages bring, when "
                                       "the cookie hjkit_seat_<seat> holds its token (an "
                                       "EventSource sends no Authorization header); without "
                                       "it they bring the watch view"}],
        "responses": {"200": {"description": "an event stream", "content": {
            "text/event-stream": {"schema": {
                **STR, "description": "each message's data is a StreamMessage",
                "contentMediaType": "text/event-stream"},
                "x-itemSchema": {"type": "object", "required": ["event", "id", "data"],
                               "properties": {"event": {"const": "table"},
                                              "id": {**INT, "description": "the version"},
                                              "data": {**STR, "contentMediaType":
                                                       "application/json",
                                                       "contentSchema":
                                                       ref("StreamMessage")}}}}}},
            "503": {**answer("too many streams open; retry after Retry-After", "Error"),
                    "headers": {"Retry-After": {"schema": INT, "description": "seconds"}}},
            **_errors("400", "404")}}},
    "/api/openapi.json": {"get": {"summary": "this document", "responses": {
        "200": {"description": "OpenAPI 3.1", "content": {
            "application/json": {"schema": {"type": "object"}}}}}}},
}


def document(games: dict[str, Game], libraries: Callable[[str], Any] | None = None) -> dict:
    """The document for the games an app serves; libraries(game id): that game's cards,
    which name the variants and decks a setup may choose (without: any setup object)."""
    schemas = dict(SCHEMAS)
    creates = []
    for game in games.values():
        prefix = _prefix(game.id)
        schemas[f"{prefix}State"] = game.view_schema()
        schemas[f"{prefix}Action"] = text_only(game.action_schema())
        schemas[f"{prefix}Setup"] = text_only(game.setup_schema(libraries(game.id))
                                              if libraries else {"type": "object"})
        ruleset = {"const": game.id, "description": "the game's id from /api/rulesets"}
        creates.append(obj(["ruleset", "setup"] if len(games) > 1 else ["setup"], {
            "ruleset": ruleset, "setup": ref(f"{prefix}Setup")}))
    schemas["CreateTable"] = {"oneOf": creates, "description": "ruleset may be left out "
                              "when the server serves one game. The Heroes' Journey's setup "
                              "may also bring its own cards and decks (setup.cards, "
                              "setup.decks, in the card and deck files' fields), validated "
                              "like card files"}
    schemas.update(openapi_decks.schemas([g for g in games.values() if g.builds_decks],
                                         libraries))
    schemas["State"] = {"oneOf": [ref(f"{_prefix(g)}State") for g in games]}
    schemas["Action"] = {"anyOf": [ref(f"{_prefix(g)}Action") for g in games]}
    return {
        "openapi": "3.1.0",
        "info": {"title": "Table Kit companion", "version": "1"},
        "paths": {**PATHS, **openapi_decks.QR_PATH, **openapi_decks.paths(
            [g.id for g in games.values() if g.builds_decks])},
        "components": {"schemas": schemas, "securitySchemes": {"seatToken": {
            "type": "http", "scheme": "bearer",
            "description": "a seat's secret token; X-Seat-Token: <token> works too"}}},
    }


def _prefix(game_id: str) -> str:
    return "".join(part.title() for part in game_id.split("-"))
