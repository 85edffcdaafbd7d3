"""Every save keeps the deck file it replaces: `decks/.history/<deck id>/` holds the earlier
versions (the newest KEPT of them), each named by when it was written and its version, so
the builder can list a deck's history with what changed and open any earlier version.
Hidden folders are no card folder's cards or decks (model/files.py leaves them out), so
a kept version never loads as a second deck of the same id.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from .deckversion import version_of

HISTORY = ".history"
KEPT = 30
"""Earlier versions kept per deck; the oldest beyond them are deleted."""
_NAME = re.compile(r"^(\d{8}T\d{6}\d{6}Z)-([0-9a-f]{8})\.yaml$")


def history_folder(deck_file: Path) -> Path:
    return deck_file.parent / HISTORY / deck_file.stem


def keep(deck_file: Path, replacement: bytes) -> None:
    """Before deck_file is replaced by replacement: keep a copy of it as it is (nothing if
    there is none, or if it holds the same bytes), named by when it was last written."""
    try:
        data = deck_file.read_bytes()
        written = deck_file.stat().st_mtime
    except FileNotFoundError:
        return
    if data == replacement:
        return
    folder = history_folder(deck_file)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.fromtimestamp(written, UTC).strftime("%Y%m%dT%H%M%S%fZ")
    name = f"{stamp}-{version_of(data)[:8]}.yaml"
    if (folder / name).exists():
        return  # the same bytes at the same moment: already kept
    with open(folder / name, "xb") as copy:  # exclusive: never through a planted link
        copy.write(data)
    for old in versions(deck_file)[KEPT:]:
        (folder / old).unlink(missing_ok=True)


def versions(deck_file: Path) -> list[str]:
    """The kept versions' names, the newest first."""
    folder = history_folder(deck_file)
    if not folder.is_dir():
        return []
    return sorted((p.name for p in folder.iterdir() if _NAME.match(p.name)), reverse=True)


def saved_at(name: str) -> str:
    """When a kept version was written, as ISO 8601 UTC."""
    stamp = _NAME.match(name).group(1)
    return datetime.strptime(stamp, "%Y%m%dT%H%M%S%fZ").replace(tzinfo=UTC).isoformat(
        timespec="seconds")


def read(deck_file: Path, name: str) -> str | None:
    """A kept version's text; None when there is no such version."""
    if not _NAME.match(name):
        return None
    try:
        return (history_folder(deck_file) / name).read_bytes().decode("utf-8", "replace")
    except FileNotFoundError:
        return None


def changes(older: dict, newer: dict) -> list[str]:
    """What changed from one deck (its JSON) to the next, in short phrases: "+2 toto",
    "-1 winged-monkey", "name: A -> B"; card ids as given (the page shows titles)."""
    said = []
    for key in sorted(set(older) | set(newer)):
        before, after = older.get(key), newer.get(key)
        if before == after:
            continue
        if isinstance(before or after, dict) and all(
                isinstance(v, int) for v in {**(before or {}), **(after or {})}.values()):
            before, after = before or {}, after or {}
            for card in sorted(set(before) | set(after)):
                delta = after.get(card, 0) - before.get(card, 0)
                if delta:
                    said.append(f"{delta:+d} {card}")
        elif isinstance(before or after, list):
            before, after = before or [], after or []
            said += [f"+1 {card}" for card in after if card not in before]
            said += [f"-1 {card}" for card in before if card not in after]
        elif isinstance(before or after, dict):
            said += changes(before or {}, after or {})
        else:
            said.append(f"{key}: {before} -> {after}")
    return said
