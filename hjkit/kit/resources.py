"""Data shipped inside the package (card sets, layouts), found beside the package's modules.

Wheels install unpacked, so a package's files are real paths on disk; the loaders read
them like a user's own folders, which sit beside them.
"""

from __future__ import annotations

from collections.abc import Iterable
from fnmatch import fnmatchcase
from importlib.resources import files
from pathlib import Path


def package_data(package: str, *parts: str) -> Path:
    """The file or folder `parts` inside `package`, as a path on disk."""
    folder = files(package)
    if not isinstance(folder, Path) or not folder.is_dir():
        raise RuntimeError(f"{package} is installed zipped; hjkit needs its data files on "
                           f"disk: reinstall it unzipped (pip install hjkit)")
    return folder.joinpath(*parts)


def files_named(paths: Iterable[Path], name: str) -> list[Path]:
    """Every file whose name matches name (a file name, or a pattern such as
    "*.hq.yaml") under paths: a folder is searched below, a file counts when its name
    matches. Resolved, each once, in the order found."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(path.rglob(name))
        elif fnmatchcase(path.name, name):
            found.append(path)
    return list(dict.fromkeys(p.resolve() for p in found))
