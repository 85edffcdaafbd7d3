"""Where Heroes and Quests keeps its card data: the shipped cards, and which files under a
path are its card files. Apart from the loader (pydantic models), so that the registry
can ask which game owns a path without importing any game's model."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hjkit.kit.resources import package_data

SHIPPED = package_data("hjkit.games.heroes_and_quests", "cards")
SUFFIX = ".hq.yaml"


def content_files(paths: Iterable[Path]) -> list[Path]:
    found: dict[Path, None] = {}
    for path in paths:
        candidates = sorted(path.rglob(f"*{SUFFIX}")) if path.is_dir() else [path]
        for candidate in candidates:
            if candidate.name.endswith(SUFFIX):
                found.setdefault(candidate.resolve(), None)
    return list(found)
