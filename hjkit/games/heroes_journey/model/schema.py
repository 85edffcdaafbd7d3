"""JSON Schemas of the card and deck files, generated from the model."""

from __future__ import annotations

import json
from pathlib import Path

from .cards import CardFile, DeckFile

SCHEMAS = {"cards.schema.json": CardFile, "deck.schema.json": DeckFile}


def schema_text(model) -> str:
    schema = model.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def write_schemas(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, model in SCHEMAS.items():
        path = folder / name
        path.write_text(schema_text(model), encoding="utf-8")
        written.append(path)
    return written
