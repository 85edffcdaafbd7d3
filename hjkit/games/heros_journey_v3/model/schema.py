"""The JSON Schema of journey.yaml, generated from the model (`hjkit schema`)."""

from __future__ import annotations

from pathlib import Path

from hjkit.kit import schemas

from .cards import CardFile

SCHEMA_FILE = "journey.schema.json"


def write_schema(folder: Path) -> Path:
    return schemas.write_schema(folder / SCHEMA_FILE, CardFile,
                                "The Hero's Journey v3 card file (journey.yaml)")


def write_schemas(folder: Path) -> list[Path]:
    """Every schema of the game's card files (the one), written to folder."""
    return [write_schema(folder)]
