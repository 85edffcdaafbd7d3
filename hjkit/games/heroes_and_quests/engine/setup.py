"""GAME SETUP: the seeded map, the shuffled decks, the first quests, parties and hands."""

from __future__ import annotations

from dataclasses import replace

from ..model.library import BOARD_SIDE, STARTING_PARTY, Library
from . import rng
from .party import HAND_SIZE
from .state import DECKS, Deck, PartyHero, Seat, Table

VARIANTS = {"short": 3, "mid": 5, "long": 7}
"""VICTORY: "Short Game: Be the first to Complete 3 Quests." (5 mid, 7 long)."""
MIN_PLAYERS, MAX_PLAYERS = 2, 6


def is_edge(square: int) -> bool:
    """ "All Tiles touching the edge of the Map are considered to be Coastal." """
    row, col = divmod(square, BOARD_SIDE)
    return row in (0, BOARD_SIDE - 1) or col in (0, BOARD_SIDE - 1)


def place_tiles(seed: int, library: Library) -> tuple[str, ...]:
    """One tile per space, at random; coastal-only tiles on random edge spaces."""
    state = seed & rng.MASK
    tiles = tuple(t.id for t in library.tiles.values() for _ in range(t.count))
    state, tiles = rng.shuffled(state, tiles)
    state, spaces = rng.shuffled(state, tuple(range(BOARD_SIDE * BOARD_SIDE)))
    edges = [s for s in spaces if is_edge(s)]
    inner = [s for s in spaces if not is_edge(s)]
    board: list[str] = [""] * len(tiles)
    coastal = [t for t in tiles if library.tiles[t].coastal]
    others = [t for t in tiles if not library.tiles[t].coastal]
    for tile, space in zip(coastal + others, edges + inner, strict=True):
        board[space] = tile
    return tuple(board)


def draw(table: Table, name: str, count: int = 1) -> tuple[Table, tuple[str, ...]]:
    """DECK CYCLING: "If a Deck ever runs out, shuffle the Discard and draw from it." """
    deck, drawn, state = table.deck(name), [], table.rng
    for _ in range(count):
        if not deck.draw:
            if not deck.discard:
                break
            state, pile = rng.shuffled(state, deck.discard)
            deck = Deck(pile, ())
        drawn.append(deck.draw[0])
        deck = replace(deck, draw=deck.draw[1:])
    return replace(table, rng=state).with_deck(name, deck), tuple(drawn)


def discard(table: Table, name: str, cards: tuple[str, ...]) -> Table:
    deck = table.deck(name)
    return table.with_deck(name, replace(deck, discard=deck.discard + tuple(cards)))


def marker_space(table: Table, quest: str) -> tuple[Table, int]:
    """A random tile of the quest's terrain, one without a quest marker if there is one."""
    terrain = table.library.quests[quest].terrain
    spaces = [s for s, t in enumerate(table.board) if t == terrain]
    taken = {s for _, s in table.markers}
    free = [s for s in spaces if s not in taken] or spaces
    state, pick = rng.roll(table.rng, len(free))
    return replace(table, rng=state), free[pick - 1]


def add_quest(table: Table) -> Table:
    """Play the top Quest card to the map."""
    table, drawn = draw(table, "quests")
    if not drawn:
        return table
    table, space = marker_space(table, drawn[0])
    return replace(table, markers=(*table.markers, (drawn[0], space)))


def new_table(names: list[str], variant: str, dice: str, seed: int,
              library: Library) -> Table:
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"Heroes and Quests is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                         f"players, not {len(names)}")
    state = seed & rng.MASK
    decks = []
    for name in DECKS:
        cards = (tuple(c.id for c in library.actions.values() for _ in range(c.copies))
                 if name == "actions" else tuple(getattr(library, name)))
        state, pile = rng.shuffled(state, cards)
        decks.append(Deck(pile))
    table = Table(library=library, seats=tuple(Seat(n) for n in names),
                  board=place_tiles(seed, library), markers=(), decks=tuple(decks),
                  target=VARIANTS[variant], dice=dice, rng=state)
    for _ in names:  # "Draw 1 Quest Card equal to the number of players."
        table = add_quest(table)
    for i, seat in enumerate(table.seats):
        table, heroes = draw(table, "heroes", STARTING_PARTY)
        table, hand = draw(table, "actions", HAND_SIZE)
        table = table.with_seat(i, replace(seat, heroes=tuple(PartyHero(h) for h in heroes),
                                           hand=hand))
    return table
