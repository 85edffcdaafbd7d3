"""Heroes and Quests on the Table Kit: a map of 100 terrain tiles, five decks, and parties
of heroes completing quests. Rules: "Heroes and Quests", the rules set published on
Warpspawn (https://www.angelfire.com/games2/warpspawn/HAQ.html)."""
