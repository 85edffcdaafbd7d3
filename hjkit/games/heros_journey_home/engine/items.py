"""Items moving between a party's adventurers and its hand: "Items may be transferred
between adventurers before a Journey card is drawn or after the Journey card has been
resolved." "Only one weapon and one of any armor type (helmet, shield, etc.) may be wielded
or worn per adventurer.\""""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event

from .actions import Action
from .rules import change_member, change_party, slot_taken
from .state import Party, State


def equips(state: State, seat: int) -> list[Action]:
    party = state.parties[seat]
    found = []
    living = [i for i in party.living() if party.members[i].can_equip]
    held = [(None, item) for item in party.hand] + [
        (i, item) for i, m in enumerate(party.members) if m.alive for item in m.items]
    for source, item in held:
        for i in living:
            if i != source and slot_taken(state, party.members[i], item) is None:
                found.append(Action("equip", seat, card=item, member=i))
    return found


def may_equip(state: State, action: Action) -> bool:
    """An equip checked by the rule, without listing every move: the item is held (in hand
    or by a living adventurer other than the taker), and the taker lives, may wear it and
    has its slot free."""
    party = state.parties[action.seat]
    if action.member is None or not 0 <= action.member < len(party.members):
        return False
    taker = party.members[action.member]
    held = action.card in party.hand or any(
        m.alive and action.card in m.items for i, m in enumerate(party.members)
        if i != action.member)
    return held and taker.alive and taker.can_equip and \
        slot_taken(state, taker, action.card) is None and \
        action == Action("equip", action.seat, card=action.card, member=action.member)


def move_item(party: Party, item: str, taker: int) -> Party:
    """The item leaves the hand (or the adventurer holding it) for the taker."""
    if item in party.hand:
        hand = list(party.hand)
        hand.remove(item)
        party = replace(party, hand=tuple(hand))
    else:
        holder = next(i for i, m in enumerate(party.members) if item in m.items)
        member = party.members[holder]
        party = change_member(party, holder, replace(
            member, items=tuple(i for i in member.items if i != item)))
    member = party.members[taker]
    return change_member(party, taker, replace(member, items=(*member.items, item)))


def equip(state: State, action: Action) -> Applied:
    party = move_item(state.parties[action.seat], action.card, action.member)
    state = change_party(state, action.seat, party)
    return Applied(state, (Event("equip", f"{party.members[action.member].name} takes the "
                                          f"{state.cards.name(action.card)}."),))
