"""The extended Decktet as data: the card model, the loader and the deck's checks."""
