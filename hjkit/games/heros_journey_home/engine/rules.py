"""Pure rule functions shared by the steps: refusals, the to-hit number, equipment
totals, damage and death, healing and the bonus die."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from ..model.cards import MAX_HP
from .state import Member, Party, State

MAX_BONUS = 6
NATURAL_HIT, NATURAL_MISS = 20, 1


def refuse(code: str, message: str) -> Refusal:
    return Refusal(code, message)


def to_hit(defender_value: int, armour: int, attacker_value: int, weapon: int) -> int:
    """Combat step 3: "Add the defender's card value and armor value(s). Subtract from this
    the total of the attacker's card and weapon values. Add 10 to the result"."""
    return (defender_value + armour) - (attacker_value + weapon) + 10


def is_hit(natural: int, modified: int, target: int) -> bool:
    """"a roll of natural 20 is always counted as a hit and a roll of natural 1 is always
    counted as a miss"; otherwise the roll (after modifiers) must reach the target."""
    if natural == NATURAL_HIT:
        return True
    if natural == NATURAL_MISS:
        return False
    return modified >= target


def dice_for(hp: int) -> int:
    """Step 4: "For attackers with 1 HP, roll one die (1d20). For attackers with 2 HP or
    greater, roll two dice (2d20)"."""
    return 1 if hp <= 1 else 2


def change_party(state: State, seat: int, party: Party) -> State:
    parties = list(state.parties)
    parties[seat] = party
    return replace(state, parties=tuple(parties))


def change_member(party: Party, index: int, member: Member) -> Party:
    members = list(party.members)
    members[index] = member
    return replace(party, members=tuple(members))


def weapon(state: State, party: Party, member: Member) -> int:
    """"When attacking, add the weapon value to the attacker's card value" (Enchant's
    bonus on a weapon included)."""
    total = 0
    for item_id in member.items:
        item = _item(state, item_id)
        total += item.attack + (party.plus(item_id) if item.slot == "weapon" else 0)
    return total


def armour(state: State, party: Party, member: Member) -> int:
    """"when defending, add the combined armor value(s)" (Enchant's bonus included)."""
    total = 0
    for item_id in member.items:
        item = _item(state, item_id)
        total += item.defence + (party.plus(item_id) if item.slot not in (None, "weapon")
                                 else 0)
    return total


def _item(state: State, item_id: str):
    return state.cards.item(item_id)


def slot_taken(state: State, member: Member, item_id: str) -> str | None:
    """"Only one weapon and one of any armor type (helmet, shield, etc.) may be wielded or
    worn per adventurer": the item already in that slot, if any."""
    slot = _item(state, item_id).slot
    if slot is None:
        return None
    return next((i for i in member.items if _item(state, i).slot == slot), None)


def heal(member: Member, amount: int) -> Member:
    """"They may only gain HP or be healed up to this amount and no more"."""
    if not member.alive or amount <= 0:
        return member
    return replace(member, hp=min(member.max_hp, max(member.hp, min(MAX_HP, member.hp +
                                                                          amount))))


def join_bonus(party: Party, joined: tuple[Member, ...]) -> Party:
    """Paladin: "Increase bonus die by 1 when Paladin joins the party" (never past 6)."""
    raised = sum(1 for m in joined if "paladin" in m.effects and m.alive)
    return replace(party, bonus=min(MAX_BONUS, party.bonus + raised)) if raised else party


def won_battle(party: Party) -> Party:
    """"For each battle won, the player increases their die's value by 1", up to +6, unless
    the Hero has fallen (then it "no longer increases")."""
    if party.hero_fallen:
        return party
    return replace(party, bonus=min(MAX_BONUS, party.bonus + 1))


def hurt(state: State, seat: int, index: int, amount: int, eaten: bool = False
         ) -> tuple[State, list[Event]]:
    """Take HP from an adventurer; at zero it dies: the Hero's fall resets the bonus die,
    the Paladin's lowers it, its items go to the party's hand to be reassigned, and an
    Ogre eats it."""
    party = state.parties[seat]
    member = party.members[index]
    if not member.alive or amount <= 0:
        return state, []
    hp = max(0, member.hp - amount)
    events = [Event("hurt", f"{member.name} loses {member.hp - hp} HP ({hp} left).")]
    member = replace(member, hp=hp)
    if hp == 0:
        events.append(Event("death", f"{member.name} dies."))
        party = replace(party, hand=(*party.hand, *member.items))
        if state.combat is not None and member.items:
            # "The dead adventurer's items may be picked up and equipped between combat
            # rounds": remember which items in hand are the fallen's.
            state = replace(state, combat=replace(state.combat, dropped=(
                *state.combat.dropped, *((seat, item) for item in member.items))))
        member = replace(member, items=(), eaten=eaten)
        if eaten:
            events.append(Event("eaten", f"The Ogre eats {member.name}."))
        party = change_member(party, index, member)
        if party.hero == index:
            paladin = any(m.has("paladin") for m in party.members)
            party = replace(party, hero_fallen=True, bonus=1 if paladin else 0)
            events.append(Event("hero", f"The Hero has fallen: the bonus die is "
                                        f"{party.bonus}."))
        elif "paladin" in member.effects:
            party = replace(party, bonus=max(0, party.bonus - 1))
            events.append(Event("paladin", f"The Paladin has fallen: the bonus die is "
                                           f"{party.bonus}."))
        if not party.living():
            events.append(Event("out", f"Every adventurer of {party.name}'s party is dead."))
    else:
        party = change_member(party, index, member)
    return change_party(state, seat, party), events


def mp_pence(state: State, party: Party, member: Member) -> int:
    """PG per Magic Point: 200, or 100 for a spellcaster wearing the Cloak of the Seven
    Seas ("to do so will only cost 100 rather than 200 PG per MP")."""
    cloak = any(state.cards.quest_items.get(i) is not None and
                state.cards.quest_items[i].effect == "cheap-magic" for i in member.items)
    return 100 if cloak else 200
