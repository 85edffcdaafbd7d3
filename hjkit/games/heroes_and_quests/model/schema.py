"""The JSON Schema of a *.hq.yaml file, generated from the model (`hjkit schema`)."""

from __future__ import annotations

from pathlib import Path

from hjkit.kit import schemas

from .content import ContentFile

NAME = "heroes-and-quests.schema.json"


def write_schema(folder: Path) -> Path:
    return schemas.write_schema(folder / NAME, ContentFile)


def write_schemas(folder: Path) -> list[Path]:
    """Every schema of the game's card files (the one), written to folder."""
    return [write_schema(folder)]
