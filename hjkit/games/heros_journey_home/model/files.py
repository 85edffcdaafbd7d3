"""Where Hero's Journey Home keeps its card data (see hjkit.kit.cardfiles)."""

from __future__ import annotations

from hjkit.kit.cardfiles import CardFiles

CARDS = CardFiles("hjkit.games.heros_journey_home", "journey-home.yaml")
SHIPPED_CARDS = CARDS.shipped
CARD_FILE = CARDS.pattern
card_files = CARDS.under
