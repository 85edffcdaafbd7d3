"""GAME SETUP: the seeded map, the shuffled decks, the first quests, parties and hands."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit import rng
from hjkit.kit.game import Refusal

from ..model.library import BOARD_SIDE, STARTING_PARTY, Library
from .party import HAND_SIZE
from .state import DECKS, Deck, PartyHero, Pending, Seat, Table

VARIANTS = {"short": 3, "mid": 5, "long": 7}
"""VICTORY: "Short Game: Be the first to Complete 3 Quests." (5 mid, 7 long)."""
MIN_PLAYERS, MAX_PLAYERS = 2, 6
RULES = 3
"""The readings a new table plays by. 1: a table stored before issue 27, replayed as it was
played (turns in seat order, the Final Foe's 5 XP on defeating it, relics and Heal given
automatically). 2: turn order rolled on the 1D20, the Foe's XP for encountering it, the
player choosing who carries a relic and whom Heal brings back. 3: retreat at each of a
quest's decisions, and the die that picks who dies asked for only when it can matter (the
companion rerolls a roll naming no hero itself, a roll entered at the table names a hero,
a party of one hero rolls none)."""


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


DECK_TITLES = {"quests": "Quest", "traps": "Trap", "heroes": "Hero", "relics": "Relic",
               "actions": "Action"}
SEPARATE = "\"Shuffle each of the 5 Decks. Keep them separate.\""


class DrawRefused(Exception):
    """A card named as drawn from a deck shuffled by hand that the deck cannot give (or
    none named): `apply` answers with its refusal and the table is unchanged."""

    def __init__(self, refusal: Refusal):
        super().__init__(refusal.message)
        self.refusal = refusal


def draw(table: Table, name: str, count: int = 1) -> tuple[Table, tuple[str, ...]]:
    """DECK CYCLING: "If a Deck ever runs out, shuffle the Discard and draw from it." """
    deck, drawn, state, named = table.deck(name), [], table.rng, table.named
    for _ in range(count):
        if not deck.draw:
            if not deck.discard:
                break
            state, pile = rng.shuffled(state, deck.discard)
            deck = Deck(pile, ())
        if table.by_hand:
            card, named = _named_card(table.library, name, deck.draw, named)
            pile = list(deck.draw)
            pile.remove(card)
            deck = replace(deck, draw=tuple(pile))
        else:
            card = deck.draw[0]
            deck = replace(deck, draw=deck.draw[1:])
        drawn.append(card)
    table = replace(table, rng=state, named=named).with_deck(name, deck)
    return table, tuple(drawn)


def _named_card(library: Library, name: str, pile: tuple[str, ...],
                named: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """The next card named as drawn from deck name, checked against what the deck holds."""
    title = DECK_TITLES[name]
    if not named:
        raise DrawRefused(Refusal(f"draw-{name}", f"Name the card drawn from the {title} "
                                                   f"Deck: the decks are shuffled by hand at "
                                                   f"this table"))
    card = named[0]
    if card not in getattr(library, name):
        raise DrawRefused(Refusal("not-in-deck", f"{card!r} is not a card of the {title} "
                                                 f"Deck ({SEPARATE})"))
    if card not in pile:
        raise DrawRefused(Refusal("card-out", f"{library.card(card).name} is not in the "
                                              f"{title} Deck to draw: it is already out (in "
                                              f"play, in a hand or discarded); \"If a Deck "
                                              f"ever runs out, shuffle the Discard and draw "
                                              f"from it.\""))
    return card, named[1:]


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


def board_refusal(board: tuple[str, ...], library: Library) -> Refusal | None:
    """A map laid by hand, checked against the rules for laying one (its tile ids are
    known kinds: the caller checks the format)."""
    for kind, tile in library.tiles.items():
        laid = board.count(kind)
        if laid != tile.count:
            return Refusal("map-tiles", f"the map has {laid} {tile.name} tiles but the set "
                                        f"has {tile.count} (\"Distribute the 100 Terrain "
                                        f"Tiles randomly to the Map. ... One Terrain Tile per "
                                        f"Space.\")")
    for space, kind in enumerate(board):
        if library.tiles[kind].coastal and not is_edge(space):
            row, col = divmod(space, BOARD_SIDE)
            return Refusal("map-coastal", f"{library.tiles[kind].name} at row {row + 1}, "
                                          f"column {col + 1} must be on the edge (\"There are "
                                          f"a few Tiles that are required to be Coastal. "
                                          f"When drawn, Place them on a Coastal space\")")
    return None


def next_to_roll(rolls: tuple[tuple[int, ...], ...]) -> int | None:
    """The next seat to roll for turn order, or None when the order is settled: a seat that
    has not rolled, or whose rolls tie another's ("re-roll ties among the tied")."""
    for seat, mine in enumerate(rolls):
        if any(other[:len(mine)] == mine for i, other in enumerate(rolls) if i != seat):
            return seat
    return None


def settled_order(rolls: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The seats, highest roll first (a tie decided by the re-rolls)."""
    return tuple(sorted(range(len(rolls)), key=lambda seat: rolls[seat], reverse=True))


def roll_order(table: Table) -> Table:
    """GAME SETUP: "Players roll high on the 1D20 to determine Turn Order." The companion
    rolls each player's 1D20 from the seed; at a table rolling its own dice, each player
    enters the roll (phase 'order') before the pawns are placed."""
    rolls = ((),) * len(table.seats)
    if table.dice == "table":
        return replace(table, phase="order", order_rolls=rolls, pending=Pending(20, "order"))
    state = table.rng
    while (seat := next_to_roll(rolls)) is not None:
        state, value = rng.roll(state, 20)
        rolls = (*rolls[:seat], (*rolls[seat], value), *rolls[seat + 1:])
    order = settled_order(rolls)
    return replace(table, rng=state, order=order, order_rolls=rolls, turn=order[0])


def new_table(names: list[str], variant: str, dice: str, seed: int,
              library: Library, board: tuple[str, ...] | None = None,
              dealt: tuple[str, ...] | None = None, rules: int = RULES) -> Table:
    """A new game. board: the tiles as laid by hand (default: placed from the seed). dealt:
    at a table that shuffles its decks by hand, the cards dealt at setup in the order
    they are drawn (the quests, then each seat's heroes and hand); DrawRefused when the
    decks cannot give them."""
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
                  board=board or place_tiles(seed, library), markers=(), decks=tuple(decks),
                  target=VARIANTS[variant], dice=dice, rng=state, by_hand=dealt is not None,
                  named=dealt or (), rules=rules)
    for _ in names:  # "Draw 1 Quest Card equal to the number of players."
        table = add_quest(table)
    for i, seat in enumerate(table.seats):
        table, heroes = draw(table, "heroes", STARTING_PARTY)
        table, hand = draw(table, "actions", HAND_SIZE)
        table = table.with_seat(i, replace(seat, heroes=tuple(PartyHero(h) for h in heroes),
                                           hand=hand))
    if table.named:
        raise DrawRefused(Refusal("dealt", f"the setup deals fewer cards than named: "
                                           f"{', '.join(table.named)} left over"))
    table = replace(table, order=tuple(range(len(names))))
    return roll_order(table) if rules > 1 else table
