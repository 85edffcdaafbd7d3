"""The JSON Schema of journey.yaml, generated from the model (`hjkit schema`)."""

from __future__ import annotations

import json
from pathlib import Path

from .cards import CardFile

SCHEMA_FILE = "journey.schema.json"


def write_schema(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    schema = CardFile.model_json_schema()
    schema["title"] = "The Hero's Journey v3 card file (journey.yaml)"
    path = folder / SCHEMA_FILE
    path.write_text(json.dumps(schema, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path
