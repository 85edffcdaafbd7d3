"""TERRAIN PHASE: the 15 terrain actions, their costs and what each does."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit import rng
from hjkit.kit.game import Event, Refusal
from hjkit.kit.wording import counted

from ..model.content import CARD_KINDS
from . import party, quest
from .quest import Events, seat_of, update
from .setup import DrawRefused, add_quest, discard, draw
from .state import DECKS, Table

COSTS = {"Recruit": 3, "Guide": 1, "Buy Relic": 4, "Ship": 2, "Fortune": 1, "Alchemist": 1,
         "Train": 2}
"""TERRAIN ACTIONS: the Gold each costs; the others are free."""
FORTUNE_CARDS = 5


def offered(table: Table) -> tuple[str, ...]:
    """ "Nothing – Always available at all Terrains"; the rest as the tile lists them."""
    tile = table.library.tiles[table.board[seat_of(table).square]]
    return ("Nothing", *tile.actions)


def choices(table: Table, action: str) -> tuple[str, ...]:
    """The choices an action takes ('' alone when it takes none)."""
    seat = seat_of(table)
    if action == "Train":
        return tuple(dict.fromkeys(h.card for h in seat.heroes))
    if action == "Fortune":
        return DECKS
    if action == "Pray":
        return tuple(sorted(set(table.deck("actions").draw)))
    if action == "Buy Relic":
        return ("", "ignore-potions")
    return ("",)


def refusal(table: Table, action: str, choice: str) -> Refusal | None:
    seat = seat_of(table)
    if action not in offered(table):
        tile = table.library.tiles[table.board[seat.square]]
        return Refusal("terrain-action", f"{action} is not offered here: the "
                                         f"{tile.name} offers {', '.join(offered(table))} "
                                         f"(\"any given Terrain will only have a few of these "
                                         f"Actions available\")")
    cost = COSTS.get(action, 0)
    if seat.gold < cost:
        return Refusal("gold", f"{action} costs {cost} Gold but {seat.name} has {seat.gold}")
    if choice not in choices(table, action):
        return Refusal("terrain-choice", f"{action} cannot take {choice!r}; it takes one of "
                                         f"{', '.join(repr(c) for c in choices(table, action))}")
    if action == "Recruit" and len(seat.heroes) >= party.party_limit(seat, table.library):
        return Refusal("party-size", f"the party has {len(seat.heroes)} heroes, its limit "
                                     f"(\"A party may contain up to 6 Heroes\")")
    if action == "Alchemist" and not _potion(table):
        return Refusal("alchemist", "no Potion is left in the Relic deck to find")
    return None


def _potion(table: Table) -> str:
    return next((r for r in table.deck("relics").draw
                 if table.library.relics[r].kind == "potion"), "")


def said(table: Table, action: str, choice: str) -> str:
    """The action and its choice as the log says them: names, never ids; the card prayed
    for goes to a secret hand, so it is not said."""
    if action == "Train":
        hero = table.library.heroes[choice].name
        return f"Train ({hero} gains 1 Level)"
    if action == "Fortune":
        return f"Fortune (the {CARD_KINDS[choice]} deck)"
    if choice == "ignore-potions":
        return "Buy Relic (ignoring potions)"
    return action


def take(table: Table, action: str, choice: str, events: Events) -> Table:
    """The action done (its cost paid); then the End Phase, or Explore's encounter."""
    seat = seat_of(table)
    table = update(table, gold=seat.gold - COSTS.get(action, 0))
    events.append(Event("terrain", f"{seat.name} takes the terrain action "
                                   f"{said(table, action, choice)}"))
    table = _effect(table, action, choice, events)
    if action == "Explore":
        return quest.begin(table, "", events)
    return replace(table, phase="end")


def _effect(table: Table, action: str, choice: str, events: Events) -> Table:
    seat = seat_of(table)
    if action == "Recruit":
        return quest.gain_heroes(table, 1, events)
    if action == "Gift":
        return update(table, gold=seat.gold + 1)
    if action == "Guide":
        return update(table, guide=True)
    if action == "Buy Relic":
        return quest.gain_relics(table, 1, events, skip_potions=choice == "ignore-potions")
    if action == "Intrigue":
        return update(table, xp=seat.xp + 2)
    if action == "Ship":
        return update(table, ship=True)
    if action == "Rest":
        table = discard(table, "actions", seat.hand)
        table, hand = draw(update(table, hand=()), "actions",
                           party.hand_limit(seat, table.library))
        return update(table, hand=hand)
    if action == "Fortune":
        # "Look at": the player looks, the others do not; the seat's own view shows them.
        top = table.deck(choice).draw[:FORTUNE_CARDS]
        events.append(Event("fortune", f"{seat.name} looks at the next "
                                       f"{counted(len(top), 'card')} of the "
                                       f"{CARD_KINDS[choice]} deck"))
        if table.by_hand:  # the order is the printed deck's: the player looks at it
            return table
        return update(table, fortune=top, fortune_deck=choice)
    if action == "Mission":
        return _mission(table, events)
    if action == "Pray":
        pile = list(table.deck("actions").draw)
        pile.remove(choice)
        deck = replace(table.deck("actions"), draw=tuple(pile))
        return update(table.with_deck("actions", deck), hand=(*seat.hand, choice))
    if action == "Alchemist":
        if table.by_hand:  # the player searches the printed deck and names the potion taken
            table, (potion,) = draw(table, "relics")
            if table.library.relics[potion].kind != "potion":
                raise DrawRefused(Refusal("alchemist", f"{table.library.relics[potion].name} "
                                                       f"is not a Potion (\"Alchemist – "
                                                       f"Search Relic Deck for Potion\")"))
            return update(table, potions=(*seat.potions, potion))
        potion = _potion(table)
        pile = list(table.deck("relics").draw)
        pile.remove(potion)
        table = table.with_deck("relics", replace(table.deck("relics"), draw=tuple(pile)))
        return update(table, potions=(*seat.potions, potion))
    if action == "Train":
        index = next(i for i, h in enumerate(seat.heroes) if h.card == choice)
        heroes = list(seat.heroes)
        heroes[index] = replace(heroes[index], tokens=heroes[index].tokens + 1)
        return update(table, heroes=tuple(heroes))
    if action == "Study":
        table, drawn = draw(table, "actions", 2)
        return update(table, xp=seat.xp + 1, hand=seat.hand + drawn)
    return table


def _mission(table: Table, events: Events) -> Table:
    """ "Mission – Play top Quest Card to the Map"; QUEST LIMITS: "There may be a Max = the
    Number of Players +2. If there are excess Quests, discard extra Quests at random." """
    table = add_quest(table)
    most = len(table.seats) + 2
    while len(table.markers) > most:
        state, pick = rng.roll(table.rng, len(table.markers))
        gone = table.markers[pick - 1]
        table = replace(table, rng=state,
                        markers=tuple(m for m in table.markers if m != gone))
        table = discard(table, "quests", (gone[0],))
        events.append(Event("quest", f"{table.library.quests[gone[0]].name} is discarded "
                                     f"at random (more than {most} quests)"))
    return table
