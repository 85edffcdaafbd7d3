"""Where Heroes and Quests keeps its content (see hjkit.kit.cardfiles): any number of
`*.hq.yaml` files to a set."""

from __future__ import annotations

from hjkit.kit.cardfiles import CardFiles

SUFFIX = ".hq.yaml"
CARDS = CardFiles("hjkit.games.heroes_and_quests", f"*{SUFFIX}")
SHIPPED = CARDS.shipped
content_files = CARDS.under
