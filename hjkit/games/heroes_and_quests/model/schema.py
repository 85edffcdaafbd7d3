"""The JSON Schema of a *.hq.yaml file, generated from the model."""

from __future__ import annotations

import json
from pathlib import Path

from .content import ContentFile

NAME = "heroes-and-quests.schema.json"


def write_schema(folder: Path) -> Path:
    schema = ContentFile.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / NAME
    path.write_text(json.dumps(schema, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path
