"""What The Hero's Journey v3 prints: the deck's faces and backs, the 72 suit chips, the
pawns and a turn summary, drawn with reportlab on the kit's print pipeline."""
