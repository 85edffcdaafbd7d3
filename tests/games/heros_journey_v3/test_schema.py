"""The JSON Schema of journey.yaml, generated from the model, ships with the package and
accepts the shipped deck, so editors can validate and autocomplete card files."""

from __future__ import annotations

import json

import jsonschema
import yaml

from hjkit.games.heros_journey_v3.model.library import CARD_FILE, SHIPPED_CARDS
from hjkit.games.heros_journey_v3.model.schema import SCHEMA_FILE, write_schema


def test_the_shipped_schema_is_the_models_and_accepts_the_shipped_deck(tmp_path):
    generated = write_schema(tmp_path)
    shipped = SHIPPED_CARDS.parent / "schema" / SCHEMA_FILE
    assert shipped.read_text() == generated.read_text(), "run: hjkit schema"
    schema = json.loads(shipped.read_text())
    data = yaml.safe_load((SHIPPED_CARDS / "decktet" / CARD_FILE).read_text())
    jsonschema.validate(data, schema)
    data["cards"][0]["suits"] = "moons"
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(data))
    assert errors
