"""The games on this kit, found through the `hjkit.games` entry-point group.

A game in any installed distribution plugs in the same way as the shipped one: its
pyproject.toml names its Game class,

    [project.entry-points."hjkit.games"]
    heroes-journey = "hjkit.games.heroes_journey.game:HeroesJourney"

and the command line, the print pipeline and the companion ask this registry.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path

from .game import Game
from .resources import files_named
from .yamlsource import YamlError, read_yaml

GROUP = "hjkit.games"


class RegistryError(LookupError):
    """A game that cannot be found, loaded or told apart; the message says which."""


@cache
def games() -> dict[str, Game]:
    """Every registered game by id, in the order games ask for (Game.order), then by id.
    A plug-in that fails to load is an error naming it, not a silently missing game."""
    found: dict[str, Game] = {}
    for point in entry_points(group=GROUP):
        try:
            game_class = point.load()
        except Exception as error:  # any import failure inside a plug-in
            raise RegistryError(f"game plug-in {point.name!r} ({point.value}) does not load: "
                                f"{error}") from error
        if not (isinstance(game_class, type) and issubclass(game_class, Game)):
            raise RegistryError(f"game plug-in {point.name!r} ({point.value}) is not a "
                                f"hjkit.kit.game.Game subclass")
        game = game_class()
        if game.id in found and type(found[game.id]) is not game_class:
            raise RegistryError(f"two game plug-ins share the id {game.id!r}")
        found[game.id] = game
    return dict(sorted(found.items(), key=lambda item: (item[1].order, item[0])))


def game(game_id: str) -> Game:
    """The registered game with this id."""
    known = games()
    if game_id not in known:
        raise RegistryError(f"unknown game {game_id!r}; registered: {', '.join(known) or 'none'}")
    return known[game_id]


def game_for(paths: Iterable[Path]) -> Game:
    """The one game whose card data lies under paths."""
    paths = list(paths)
    claimants = {g.id: g for g in games().values() for p in paths if g.claims(p)}
    if not claimants:
        unreadable = unreadable_yaml(paths)
        if unreadable:  # no game claims it because it does not parse: say so
            raise RegistryError("\n".join(unreadable))
        raise RegistryError(f"no game's card data under {', '.join(map(str, paths))} "
                            f"(games: {', '.join(games()) or 'none'})")
    if len(claimants) > 1:
        raise RegistryError(f"{', '.join(map(str, paths))} hold card data of several games "
                            f"({', '.join(claimants)}); give one game's paths at a time")
    return next(iter(claimants.values()))


def unreadable_yaml(paths: Iterable[Path]) -> list[str]:
    """Why each YAML file under paths that does not read fails, at its line and column."""
    problems = []
    for path in files_named(paths, "*.yaml") + files_named(paths, "*.yml"):
        try:
            read_yaml(path)
        except YamlError as error:
            problems.append(str(error))
    return problems


def shipped(name: str) -> Path | None:
    """A shipped card set folder or deck file called name, in any game: so that
    `hjkit build intro-pack` works from any folder."""
    for each in games().values():
        root = each.shipped_cards()
        if root is None:
            continue
        for candidate in (root / name, *root.glob(f"*/decks/{name}.yaml")):
            if candidate.exists():
                return candidate
    return None


def shipped_names() -> dict[str, list[str]]:
    """The shipped set folders and deck files that `shipped` finds, by game title."""
    found = {}
    for each in games().values():
        root = each.shipped_cards()
        if root is not None:
            sets = sorted(p.name for p in root.iterdir() if p.is_dir())
            decks = sorted(p.stem for p in root.glob("*/decks/*.yaml"))
            found[each.title] = sets + decks
    return found
