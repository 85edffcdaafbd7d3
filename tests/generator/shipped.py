"""Every game's shipped card sets, by name, for tests that run over all of them."""

from __future__ import annotations

from hjkit.kit.registry import shipped, shipped_names

SHIPPED_SETS = sorted(name for names in shipped_names().values() for name in names
                      if shipped(name) is not None and shipped(name).is_dir())
"""The shipped set folders of every game (intro-pack, first-wave, decktet, starter,
hq-starter...)."""
