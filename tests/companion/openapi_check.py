"""Validate real answers against /api/openapi.json: the status must be documented for the
path and method, and a JSON body must match its schema."""

from __future__ import annotations

import functools
import re

import jsonschema

from hjkit.companion.openapi import document as _document
from hjkit.kit.registry import games


@functools.cache
def _library(game_id: str):
    game = games()[game_id]
    shipped = game.shipped_cards()
    return game.load([shipped] if shipped else []).library


@functools.cache
def _cached() -> dict:
    return _document(games(), _library)


def document() -> dict:
    return _cached()

SEEN: set[tuple[str, str, int]] = set()


def _operation(method: str, path: str) -> tuple[str, dict]:
    path = path.split("?")[0]
    for template, item in document()["paths"].items():
        pattern = "^" + re.sub(r"\{[^}]+\}", "[^/]+", template) + "$"
        if re.match(pattern, path) and method in item:
            return template, item[method]
    raise AssertionError(f"{method.upper()} {path} is not in the OpenAPI document")


def schema_of(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}", "components": document()["components"]}


def check_response(method: str, path: str, response):
    template, operation = _operation(method, path)
    status = str(response.status_code)
    assert status in operation["responses"], (
        f"{method.upper()} {template} answered {status}, which the document does not list")
    SEEN.add((method, template, response.status_code))
    content = operation["responses"][status].get("content", {})
    mimetype = response.mimetype
    assert mimetype in content, f"{template} {status}: {mimetype} is not documented"
    if mimetype == "application/json":
        _validator(method, template, status).validate(response.get_json())
    return response


@functools.cache
def _validator(method: str, template: str, status: str) -> jsonschema.Draft202012Validator:
    """The answer's schema, checked against the metaschema once (jsonschema.validate would
    check the whole document's components again on every answer)."""
    content = document()["paths"][template][method]["responses"][status]["content"]
    schema = {**content["application/json"]["schema"], "components": document()["components"]}
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)
