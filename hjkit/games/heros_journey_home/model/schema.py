"""The JSON Schema of journey-home.yaml, generated from the model (`hjkit schema`)."""

from __future__ import annotations

from pathlib import Path

from hjkit.kit import schemas

from .cards import CardFile

SCHEMA_FILE = "journey-home.schema.json"


def write_schema(folder: Path) -> Path:
    return schemas.write_schema(folder / SCHEMA_FILE, CardFile,
                                "Hero's Journey Home card file (journey-home.yaml)")


def write_schemas(folder: Path) -> list[Path]:
    """Every schema of the game's card files (the one), written to folder."""
    return [write_schema(folder)]
