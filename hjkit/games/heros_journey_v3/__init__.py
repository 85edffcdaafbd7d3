"""The Hero's Journey v3 (the Decktet journey by everettlane), the kit's second game."""
