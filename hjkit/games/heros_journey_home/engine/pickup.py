"""Between combat rounds: "Items may be transferred between adventurers before a Journey
card is drawn or after the Journey card has been resolved. In combat, an exception is made
for an adventurer who has died. The dead adventurer's items may be picked up and equipped
between combat rounds." One seat at a time, in the battle's seat order, picks up what its
fallen dropped, then lets the next round begin."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event

from .actions import Action
from .items import move_item
from .rules import change_party, slot_taken
from .state import Combat, State, member_ref


def picking_seat(state: State, combat: Combat) -> int | None:
    """The first seat of the battle with a fallen's item some adventurer can take."""
    for seat in combat.seats:
        if _options(state, combat, seat):
            return seat
    return None


def pickup_actions(state: State, seat: int) -> list[Action]:
    """Equip each dropped item on an adventurer with its slot free, or go on."""
    found = [Action("equip", seat, card=item, member=i)
             for item, i in _options(state, state.combat, seat)]
    return found + [Action("begin", seat)]


def _options(state: State, combat: Combat, seat: int) -> list[tuple[str, int]]:
    party = state.parties[seat]
    dropped = [item for s, item in dict.fromkeys(combat.dropped) if s == seat and
               item in party.hand]
    if not dropped:
        return []
    takers = [i for i in party.living() if party.members[i].can_equip and
              member_ref(seat, i) not in combat.enchanted]
    return [(item, i) for item in dropped for i in takers
            if slot_taken(state, party.members[i], item) is None]


def pick_up(state: State, action: Action) -> tuple[State, Event]:
    """The item leaves the hand for the adventurer; it is no longer a dropped one."""
    party = move_item(state.parties[action.seat], action.card, action.member)
    dropped = list(state.combat.dropped)
    dropped.remove((action.seat, action.card))
    state = replace(change_party(state, action.seat, party),
                    combat=replace(state.combat, dropped=tuple(dropped)))
    return state, Event("equip", f"{party.members[action.member].name} picks up the "
                                 f"{state.cards.name(action.card)}.")


def leave(state: State, seat: int) -> State:
    """The seat goes on: its fallen's items stay in hand until the battle ends."""
    combat = state.combat
    return replace(state, combat=replace(combat, dropped=tuple(
        d for d in combat.dropped if d[0] != seat)))
