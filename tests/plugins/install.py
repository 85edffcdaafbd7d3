"""Install a test game as a plug-in the way pip would: a distribution's metadata folder with
an entry_points.txt naming it in the `hjkit.games` group, on sys.path."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hjkit.kit import registry

ENTRY_POINTS = """[hjkit.games]
countdown = tests.plugins.countdown:Countdown
"""


@contextmanager
def countdown_installed(folder: Path) -> Iterator[None]:
    """The toy game registered through importlib.metadata while the block runs."""
    dist = folder / "hjkit_countdown-1.0.dist-info"
    dist.mkdir(parents=True, exist_ok=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: hjkit-countdown\n"
                                   "Version: 1.0\n")
    (dist / "entry_points.txt").write_text(ENTRY_POINTS)
    sys.path.insert(0, str(folder))
    registry.games.cache_clear()
    try:
        yield
    finally:
        sys.path.remove(str(folder))
        registry.games.cache_clear()
