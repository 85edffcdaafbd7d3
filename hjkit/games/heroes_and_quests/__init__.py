"""Heroes and Quests on the Table Kit: a map of 100 terrain tiles, five decks, and parties
of heroes completing quests (rules: shared/rules/heroes-and-quests.txt)."""
