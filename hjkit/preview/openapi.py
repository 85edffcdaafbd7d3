"""The OpenAPI 3 document of `hjkit preview`'s answers, served at /openapi.json: the page,
the state it polls and the images it shows, so the same fuzzing as the companion's runs on
them (tests/generator/test_preview_openapi.py)."""

from __future__ import annotations

from hjkit.companion.openapi_parts import INT, STR, obj

_NOT_FOUND = {"description": "no image of that name in the latest loads",
              "content": {"text/html": {"schema": STR}}}
_WRONG_HOST = {"description": "a Host the preview does not answer to (DNS rebinding)",
               "content": {"application/json": {"schema": obj(["error", "message"], {
                   "error": {"const": "wrong-host"}, "message": STR}, extra=True)}}}
_PNG = {"description": "the image, named by what it draws (kept for ever)",
        "content": {"image/png": {"schema": STR}}}
_DIGEST = {"name": "digest", "in": "path", "required": True, "schema": STR}

DOCUMENT = {
    "openapi": "3.1.0",
    "info": {"title": "hjkit preview", "version": "1"},
    "paths": {
        "/": {"get": {"summary": "the page", "responses": {
            "200": {"description": "the page", "content": {"text/html": {"schema": STR}}},
            "400": _WRONG_HOST}}},
        "/state.json": {"get": {
            "summary": "the cards and sheets as last loaded; with after, once the version is "
                       "other than after (or after a wait)",
            "parameters": [{"name": "after", "in": "query", "required": False,
                            "schema": INT, "description": "the version the page shows"}],
            "responses": {"200": {"description": "the state", "content": {
                "application/json": {"schema": obj(
                    ["version", "game", "folder", "cards", "parts", "problems"], {
                        "version": INT}, extra=True)}}}, "400": _WRONG_HOST}}},
        "/side/{digest}.png": {"get": {
            "summary": "a card side", "parameters": [_DIGEST],
            "responses": {"200": _PNG, "404": _NOT_FOUND, "400": _WRONG_HOST}}},
        "/sheet/{digest}/{page}.png": {"get": {
            "summary": "a page of a part's sheets",
            "parameters": [_DIGEST, {"name": "page", "in": "path", "required": True,
                                     "schema": {**INT, "minimum": 0}}],
            "responses": {"200": _PNG, "404": _NOT_FOUND, "400": _WRONG_HOST}}},
        "/openapi.json": {"get": {"summary": "this document", "responses": {
            "200": {"description": "OpenAPI 3.1", "content": {"application/json": {
                "schema": {"type": "object"}}}}, "400": _WRONG_HOST}}},
    },
}
