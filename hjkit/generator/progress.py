"""A progress bar on a terminal, silence anywhere else (pipes, logs, tests)."""

from __future__ import annotations

import sys
from typing import TextIO

WIDTH = 30


class ProgressBar:
    """Counts what is done (cards drawn, unless unit says otherwise) out of a total and
    redraws one line in place."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None,
                 enabled: bool | None = None, unit: str = "cards"):
        self.total = max(total, 1)
        self.label = label
        self.unit = unit
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.done = 0

    def advance(self, count: int = 1) -> None:
        self.done = min(self.total, self.done + count)
        if self.enabled:
            filled = WIDTH * self.done // self.total
            self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (WIDTH - filled)}] "
                              f"{self.done}/{self.total} {self.unit}")
            self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\r\033[K")
            self.stream.flush()
