"""The rules core of The Heroes' Journey: cards, decks and the table, as pure Python."""
