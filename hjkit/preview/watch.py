"""Watching a folder for saved files by polling: every file's modification time and size,
read again every `interval` seconds in one thread. Plain polling needs no dependency and
sees every editor's way of saving (in place, or a new file renamed over the old)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

INTERVAL = 0.3
"""Seconds between two looks at the folder."""

Stamps = dict[Path, tuple[int, int]]


def stamps(folder: Path) -> Stamps:
    """Each file under folder and its (modification time in ns, size), leaving out hidden
    files and folders and editors' backup and swap files."""
    found: Stamps = {}
    for root, folders, files in os.walk(folder):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        for name in files:
            if name.startswith((".", "#")) or name.endswith(("~", ".swp", ".tmp")):
                continue
            path = Path(root) / name
            try:
                info = path.stat()
            except OSError:  # removed between listing and looking
                continue
            found[path] = (info.st_mtime_ns, info.st_size)
    return found


def changed_files(before: Stamps, after: Stamps) -> frozenset[Path]:
    """Files added, removed or changed between two looks."""
    return frozenset(p for p in before.keys() | after.keys() if before.get(p) != after.get(p))


class FolderWatch:
    """Calls on_change(changed files) from its own thread after files under folder change."""

    def __init__(self, folder: Path, on_change: Callable[[frozenset[Path]], object],
                 interval: float = INTERVAL):
        self.folder, self.on_change, self.interval = folder, on_change, interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="hjkit-preview-watch",
                                        daemon=True)
        self._seen = stamps(folder)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            now = stamps(self.folder)
            changed = changed_files(self._seen, now)
            self._seen = now
            if changed:
                self.on_change(changed)
