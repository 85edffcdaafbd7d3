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
