"""JSON Schemas of the card and deck files, generated from the model (`hjkit schema`)."""

from __future__ import annotations

from pathlib import Path

from hjkit.kit.schemas import schema_text, write_schema  # noqa: F401  (also imported from here)

from .cards import CardFile, DeckFile

SCHEMAS = {"cards.schema.json": CardFile, "deck.schema.json": DeckFile}


def write_schemas(folder: Path) -> list[Path]:
    return [write_schema(folder / name, model) for name, model in SCHEMAS.items()]
