"""JSON Schemas of a game's card files, generated from its pydantic models (`hjkit schema`),
so that editors can validate and autocomplete the YAML."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def schema_text(model: Any, title: str | None = None) -> str:
    """The model's JSON Schema (fields by the names files use) as a file's text; title
    replaces the model's own (its class name)."""
    schema = model.model_json_schema(by_alias=True)
    schema["$schema"] = DRAFT
    if title is not None:
        schema["title"] = title
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def write_schema(path: Path, model: Any, title: str | None = None) -> Path:
    """Write the model's schema (schema_text) to path, making its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(schema_text(model, title), encoding="utf-8")
    return path


def inlined(schema: dict) -> dict:
    """The schema with its own references (`$defs`) written in place, so it stands inside
    another document (an OpenAPI component), where "#/$defs/..." would point elsewhere.
    For schemas without cycles, as the card and deck files' are."""
    defs = schema.get("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(item) for item in node]
        if not isinstance(node, dict):
            return node
        target = node.get("$ref", "")
        if target.startswith("#/$defs/"):
            rest = {k: walk(v) for k, v in node.items() if k != "$ref"}
            return {**walk(defs[target.removeprefix("#/$defs/")]), **rest}
        return {key: walk(value) for key, value in node.items() if key != "$defs"}

    return walk(schema)
