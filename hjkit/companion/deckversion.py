"""A deck file's version as the builder saw it: a hash of its bytes on disk. The page sends
back the version it opened or saved; a save over a file whose bytes changed since (a
designer's hand edit, another phone's save) is refused with the disk's version, so nothing
is replaced unseen."""

from __future__ import annotations

import hashlib
from pathlib import Path


def version_of(data: bytes) -> str:
    """The version of a file's bytes."""
    return hashlib.sha256(data).hexdigest()[:32]


def on_disk(path: Path) -> tuple[str, str] | None:
    """(text, version) of the file as it is on disk now; None when there is none."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    return data.decode("utf-8", errors="replace"), version_of(data)
