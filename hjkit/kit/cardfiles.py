"""Where a game keeps its card data: the sets shipped in its package and which files under a
path are its card files (found by name). Apart from the loaders (pydantic models), so that
the registry can ask which game owns a path without importing any game's model."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from .resources import files_named, package_data


@dataclass(frozen=True)
class CardFiles:
    """A game's card files: those named `pattern` (a file name, or a pattern such as
    "*.hq.yaml"), shipped in the `cards` folder of `package`."""

    package: str
    pattern: str

    @property
    def shipped(self) -> Path:
        """The card sets shipped inside the game's package."""
        return package_data(self.package, "cards")

    @property
    def schema_folder(self) -> Path:
        """Where the package keeps the JSON Schemas of its card files (`hjkit schema`)."""
        return package_data(self.package, "schema")

    def under(self, paths: Iterable[Path]) -> list[Path]:
        """The card files under paths (a folder is searched below), resolved, each once."""
        return files_named(paths, self.pattern)
