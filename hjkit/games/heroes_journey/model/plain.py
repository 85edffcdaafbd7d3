"""Card sets and decks read without pydantic when they are plainly valid.

A first `hjkit build` of a set used to spend more time importing pydantic and building its
validators than on everything else it reads. This reads the same files into the same
Library as library.load, checking them against the JSON Schemas the models generate
(schema/*.json, held equal to the models by a test), the models' own rules (field_rules.py,
which the models call too) and the loader's (ids unique, cultures known and on the card's
side, pictures present, decks naming loaded cards), with hjkit.kit.plainschema.

It gives up, returning None, at the first thing that is not plainly valid, even where the
models would accept it (a value of a type they would convert); the caller then loads with
the models, which say by file, line and field what is wrong. So only sets without problems
are read here, and they are read as the models read them (a test holds the two equal).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from hjkit.kit.plainschema import Check, NotPlain, PlainObject, compile_schema
from hjkit.kit.yamlsource import YamlError, read_yaml

from . import field_rules
from .catalogue import Deck, Library, add_card
from .files import SCHEMA_FILES, find_sets, unique_paths


class PlainCard(PlainObject):
    """A card read here: its fields, and what a build and a deck check ask of a Card."""

    @property
    def type_line(self) -> str:
        return field_rules.type_line(self)

    @property
    def printed_text(self) -> str:
        return field_rules.printed_text(self)

    @property
    def site_positions(self) -> range:
        return field_rules.site_positions(self)

    def hero_of(self) -> str | None:
        return field_rules.hero_of(self.keywords)


def plain_library(paths: Iterable[Path]) -> Library | None:
    """The library library.load(paths) makes, when every file under paths is plainly
    valid; None otherwise."""
    card_files, deck_files = find_sets(paths)
    cards_check, deck_check = _checks()
    library = Library()
    try:
        for path in unique_paths(card_files):
            _add_card_file(path, cards_check, library)
        for path in deck_files:
            _add_deck_file(path, deck_check, library)
    except (NotPlain, YamlError):
        return None
    return library


@cache
def _checks() -> tuple[Check, Check]:
    schemas = [json.loads(path.read_text(encoding="utf-8")) for path in SCHEMA_FILES]
    return tuple(compile_schema(schema, field_rules.OBJECT_RULES, field_rules.FIELD_RULES,
                                {"Card": PlainCard}) for schema in schemas)


def _add_card_file(path: Path, check: Check, library: Library) -> None:
    """As library._load_card_file and _add_card, for a file without problems."""
    document = read_yaml(path)
    content = check(document.data)
    set_id = content.set.id
    library.sets[set_id] = content.set
    for culture in content.cultures:
        library.cultures.setdefault(culture.id, culture)
    for index, card in enumerate(content.cards):
        refused = add_card(card, library, set_id, document, ("cards", index))
        if refused is not None:
            raise NotPlain(f"card {card.id!r}: {refused[1]}")


def _add_deck_file(path: Path, check: Check, library: Library) -> None:
    """As library._load_deck_file, for a file without problems."""
    document = read_yaml(path)
    content = check(document.data)
    named = [*content.book, *content.atlas, *content.starting_party]
    if any(card_id not in library.cards for card_id in named):
        raise NotPlain(f"deck {content.deck.id!r} names a card not loaded")
    if content.deck.id in library.decks:
        raise NotPlain(f"duplicate deck id {content.deck.id!r}")
    library.decks[content.deck.id] = Deck(path=path, file=content, lines=document.lines)
