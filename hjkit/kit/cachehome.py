"""Where hjkit keeps what it may make again: $HJKIT_CACHE_HOME, else $XDG_CACHE_HOME/hjkit,
else ~/.cache/hjkit, one subfolder per kind; HJKIT_CACHE_HOME=off keeps nothing."""

from __future__ import annotations

import os
from pathlib import Path

OFF = "off"


def cache_folder(kind: str) -> Path | None:
    """The folder for one kind of entry; None when caching is off."""
    chosen = os.environ.get("HJKIT_CACHE_HOME")
    if chosen == OFF:
        return None
    if chosen:
        return Path(chosen) / kind
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "hjkit" / kind
