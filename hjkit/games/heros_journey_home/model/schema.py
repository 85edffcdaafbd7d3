"""The JSON Schema of journey-home.yaml, generated from the model (`hjkit schema`)."""

from __future__ import annotations

import json
from pathlib import Path

from .cards import CardFile

SCHEMA_FILE = "journey-home.schema.json"


def write_schema(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    schema = CardFile.model_json_schema()
    schema["title"] = "Hero's Journey Home card file (journey-home.yaml)"
    path = folder / SCHEMA_FILE
    path.write_text(json.dumps(schema, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path
