"""Hero's Journey Home: a plug-in game of the kit (see game.py)."""
