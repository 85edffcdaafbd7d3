"""Where hjkit keeps what it may make again: the user's cache folder for "hjkit" as
platformdirs names it on each system (on Linux $XDG_CACHE_HOME/hjkit or ~/.cache/hjkit),
one subfolder per kind; HJKIT_CACHE_HOME chooses another folder, HJKIT_CACHE_HOME=off
keeps nothing."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

OFF = "off"


def cache_folder(kind: str) -> Path | None:
    """The folder for one kind of entry; None when caching is off."""
    chosen = os.environ.get("HJKIT_CACHE_HOME")
    if chosen == OFF:
        return None
    if chosen:
        return Path(chosen) / kind
    return Path(platformdirs.user_cache_dir("hjkit", appauthor=False)) / kind


def write_whole(entry: Path, data: bytes) -> bool:
    """Write an entry so that a reader sees all of it or nothing: into a part file of this
    process's own, renamed into place. False when the folder cannot be written (nothing is
    kept then, and nothing is left behind)."""
    part = entry.with_name(f"{entry.name}.{os.getpid()}.part")
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        part.write_bytes(data)
        os.replace(part, entry)
    except OSError:
        try:
            part.unlink(missing_ok=True)
        except OSError:  # no folder to write in at all
            pass
        return False
    return True


STALE_PART_SECONDS = 3600
"""A half-written entry (*.part) older than this was left by a run that was stopped."""


def used(entry: Path) -> None:
    """Mark a kept entry as just used, so that pruning keeps it (its time is its last use)."""
    try:
        os.utime(entry)
    except OSError:  # a folder we may read but not write: nothing is pruned there either
        pass


_HEX_DIGITS = frozenset("0123456789abcdef")


def prune(folder: Path, prefix: str, suffix: str, keep: int) -> None:
    """Keep the `keep` most recently used entries named prefix, a 40-digit hex digest and
    suffix, and remove the rest, and any half-written entry left by a stopped run: a folder
    that gains an entry for every edit of a card file must not grow without end. Another
    run may be pruning or writing at the same time, so a file that has gone already is no
    error. (Names are checked as strings: a glob pattern of 40 character classes costs
    more to compile than the whole listing.)"""
    import time

    length = len(prefix) + 40 + len(suffix)
    stale = time.time() - STALE_PART_SECONDS
    entries, parts = [], []
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.endswith(".part"):
            try:
                if os.stat(folder / name).st_mtime < stale:
                    parts.append(folder / name)
            except OSError:
                pass
        if (len(name) == length and name.startswith(prefix) and name.endswith(suffix)
                and _HEX_DIGITS.issuperset(name[len(prefix):len(prefix) + 40])):
            try:
                entries.append((os.stat(folder / name).st_mtime, folder / name))
            except OSError:
                continue
    entries.sort(reverse=True)
    for path in [p for _, p in entries[keep:]] + parts:
        try:
            path.unlink()
        except OSError:
            pass
