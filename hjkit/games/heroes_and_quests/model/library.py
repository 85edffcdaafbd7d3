"""Load Heroes and Quests content (*.hq.yaml files) into a Library, collecting problems.

A set is a folder of `*.hq.yaml` files, each holding any of the sections of ContentFile.
Loading never raises on bad data: each problem names the file, line and field, and the
rest still loads. Then the set as a whole is checked: 100 tiles, coastal tiles that fit
the edge, quests whose terrain exists, and decks large enough for the most players.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from hjkit.kit.pictures import CardPicture, record_pictures
from hjkit.kit.problems import first_error, load_files, validate
from hjkit.kit.yamlsource import DataProblem, Document

from .content import ActionCard, ContentFile, Hero, Quest, Relic, SetInfo, Tile, Trap
from .files import SHIPPED, SUFFIX, content_files  # noqa: F401  (also imported from here)

BOARD_SIDE = 10
TILE_COUNT = BOARD_SIDE * BOARD_SIDE
EDGE_SPACES = 4 * BOARD_SIDE - 4
MAX_PLAYERS = 6
STARTING_PARTY = 6
RESPAWN_TABLE = ("city", "town", "farm-village", "hamlet", "port", "castle")
"""RANDOM PARTY STARTING LOCATION, 1D6 = index + 1, as tile kind ids."""
SECTIONS = ("tiles", "quests", "traps", "heroes", "relics", "actions")


@dataclass
class Library:
    """Every piece of content that loaded, by section and id."""

    sets: dict[str, SetInfo] = field(default_factory=dict)
    tiles: dict[str, Tile] = field(default_factory=dict)
    quests: dict[str, Quest] = field(default_factory=dict)
    traps: dict[str, Trap] = field(default_factory=dict)
    heroes: dict[str, Hero] = field(default_factory=dict)
    relics: dict[str, Relic] = field(default_factory=dict)
    actions: dict[str, ActionCard] = field(default_factory=dict)
    where: dict[str, tuple[Path, int]] = field(default_factory=dict)
    """Each id's file and line."""
    art: dict[str, CardPicture] = field(default_factory=dict)
    """Each pictured card's or tile's picture (print-only: checked when a build draws it)."""

    def card(self, card_id: str):
        for section in SECTIONS:
            found = getattr(self, section).get(card_id)
            if found is not None:
                return found
        raise KeyError(card_id)

    def ids(self) -> set[str]:
        return {i for s in SECTIONS for i in getattr(self, s)}


def load(paths: Iterable[Path]) -> tuple[Library, list[DataProblem]]:
    return load_files(content_files(paths), Library(), _load_file,
                      lambda library: check_set(library) if library.sets else [])


def _load_file(document: Document, library: Library, problems: list[DataProblem]) -> None:
    content = validate(ContentFile, document.data, document, (), problems)
    if content is None:
        return
    if content.set is not None:
        library.sets[content.set.id] = content.set
    for section in SECTIONS:
        for index, item in enumerate(getattr(content, section)):
            line = document.line_of((section, index, "id"))
            if item.id in library.where:
                first, first_line = library.where[item.id]
                problems.append(DataProblem(document.path, line, f"{section}[{index}].id",
                                            f"duplicate id {item.id!r} (first at {first.name}:"
                                            f"{first_line})"))
                continue
            library.where[item.id] = (document.path, line)
            getattr(library, section)[item.id] = item
        record_pictures(document, section, getattr(content, section), library.art)


def check_set(library: Library) -> list[DataProblem]:
    """Problems of the set as a whole, each at the line of what is at fault."""
    problems: list[DataProblem] = []

    def at(item_id: str | None, field_name: str, message: str) -> None:
        path, line = library.where.get(item_id or "", (Path("(set)"), 1))
        if item_id is None and library.tiles:
            path, line = library.where[next(iter(library.tiles))]
        problems.append(DataProblem(path, line, field_name, message))

    tiles = sum(t.count for t in library.tiles.values())
    if tiles != TILE_COUNT:
        at(None, "tiles", f"the map needs exactly {TILE_COUNT} tiles; the counts add to {tiles}")
    coastal = sum(t.count for t in library.tiles.values() if t.coastal)
    if coastal > EDGE_SPACES:
        at(None, "tiles", f"{coastal} tiles must be coastal but the edge has {EDGE_SPACES} "
                          f"spaces")
    if library.tiles and not any(t.start for t in library.tiles.values()):
        at(None, "tiles", "no tile is a starting location (start: true)")
    for kind in RESPAWN_TABLE:
        if library.tiles and kind not in library.tiles:
            at(None, "tiles", f"the Random Party Starting Location table names {kind!r}, "
                              f"which no tile is")
    for quest in library.quests.values():
        if quest.terrain not in library.tiles:
            at(quest.id, "terrain", f"quest {quest.id!r} goes on terrain {quest.terrain!r}, "
                                    f"which no tile is")
    needs = {"quests": MAX_PLAYERS + 2, "heroes": MAX_PLAYERS * STARTING_PARTY + 6,
             "traps": 1, "relics": 1, "actions": MAX_PLAYERS * 5 + 5}
    for section, least in needs.items():
        count = (sum(a.copies for a in library.actions.values()) if section == "actions"
                 else len(getattr(library, section)))
        if count < least:
            at(None, section, f"the {section} deck holds {count} cards; {MAX_PLAYERS} "
                              f"players need at least {least}")
    return problems


def snapshot(library: Library) -> dict:
    """Every tile kind and card as JSON, in the library's order (the order decks are built
    in): stored with a table, so editing the card files never changes its replay."""
    content = ContentFile(**{s: tuple(getattr(library, s).values()) for s in SECTIONS})
    return content.model_dump(mode="json", by_alias=True, exclude_defaults=True,
                              exclude={"set"})


def from_snapshot(data: object) -> Library:
    """The library a stored snapshot holds; ValueError names the field at fault (a snapshot
    sent by a client gets the checks card files get)."""
    try:
        content = ContentFile.model_validate(data)
    except ValidationError as error:
        field, message = first_error(error)
        raise ValueError(f"{field}: {message}") from None
    library = Library()
    for section in SECTIONS:
        for index, item in enumerate(getattr(content, section)):
            if item.id in library.where:
                raise ValueError(f"{section}.{index}.id: duplicate id {item.id!r}")
            library.where[item.id] = (Path(f"stored:{section}"), index)
            getattr(library, section)[item.id] = item
    problems = check_set(library)
    if problems:
        raise ValueError(f"{problems[0].field}: {problems[0].message}")
    return library
