"""Where Heroes and Quests keeps its card data: the shipped cards, and which files under a
path are its card files. Apart from the loader (pydantic models), so that the registry
can ask which game owns a path without importing any game's model."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hjkit.kit.resources import files_named, package_data

SHIPPED = package_data("hjkit.games.heroes_and_quests", "cards")
SUFFIX = ".hq.yaml"


def content_files(paths: Iterable[Path]) -> list[Path]:
    return files_named(paths, f"*{SUFFIX}")
