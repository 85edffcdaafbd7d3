"""A new table and the Setup section, each player in order: choose a Quest, choose
adventurers within its value and a Hero, spells for spellcasters, the Quest Item's bearer;
then hit points and papergold."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event, Refusal
from hjkit.kit.wording import counted

from ..model.cards import START_HP
from .actions import Action
from .cards import Cards
from .deck import new_deck
from .rules import change_party, join_bonus, refuse
from .state import Member, Party, State

PG_PER_ADVENTURER = 200
DICE_MODES = ("companion", "physical")


def new_state(variant: str, names: list[str], cards: Cards, seed: int,
              dice: str | None = None) -> State:
    return State(variant=variant, seed=seed, cards=cards, dice=dice,
                 parties=tuple(Party(n) for n in names), deck=new_deck(cards, variant),
                 supply=tuple(cards.adventurers), spell_deck=tuple(cards.spells),
                 phase="setup" if dice else "dice", step="quest" if dice else "choose")


def member_of(cards: Cards, card_id: str) -> Member:
    card = cards.adventurers[card_id]
    return Member(card.id, card.name, card.value, START_HP, effects=card.effects,
                  natural=card.value)


def budget(state: State, party: Party) -> int:
    quest = state.cards.quests[party.quest]
    return quest.value - sum(m.natural for m in party.members)


def spells_wanted(state: State, member: Member) -> int:
    card = state.cards.adventurers.get(member.card)
    return 0 if card is None else card.spells - len(member.spells)


def setup_actions(state: State) -> list[Action]:
    seat = state.active
    if state.phase == "dice":
        return [Action("dice", 0, mode=m) for m in DICE_MODES]
    party = state.parties[seat]
    taken = {p.quest for p in state.parties}
    if state.step == "quest":
        return [Action("quest", seat, card=q) for q in state.cards.quests if q not in taken]
    if state.step == "recruit":
        left = budget(state, party)
        found = [Action("recruit", seat, card=a) for a in state.supply
                 if state.cards.adventurers[a].value <= left]
        return found + [Action("hero", seat, member=i) for i in range(len(party.members))]
    if state.step == "spells":
        return [Action("learn", seat, member=i, card=s) for i, m in enumerate(party.members)
                if spells_wanted(state, m) > 0 for s in state.spell_deck]
    if state.step == "item":
        return [Action("assign", seat, member=i) for i, m in enumerate(party.members)
                if m.can_equip]
    return []


def apply_setup(state: State, action: Action) -> Applied | Refusal:
    if state.phase == "dice":
        if action.type != "dice":
            return refuse("setup-dice", "First the table chooses how dice are rolled: by the "
                                        "companion or with the physical dice.")
        if action.mode not in DICE_MODES:
            return refuse("setup-dice", f"Dice are rolled by 'companion' or 'physical', not "
                                        f"{action.mode!r}.")
        return Applied(replace(state, dice=action.mode, phase="setup", step="quest"),
                       (Event("dice", f"Dice: {'the companion rolls' if action.mode == 'companion' else 'players roll their own dice and enter them'}."),))  # noqa: E501
    if action.seat != state.active:
        return refuse("setup-order", f"Setup: \"Each player should, in order, follow steps "
                                     f"1-3\"; it is {state.parties[state.active].name}'s turn.")
    party = state.parties[action.seat]
    handler = {"quest": _quest, "recruit": _recruit, "spells": _learn, "item": _assign}
    legal_type = {"quest": ("quest",), "recruit": ("recruit", "hero"), "spells": ("learn",),
                  "item": ("assign",)}[state.step]
    if action.type not in legal_type:
        return refuse("setup-step", f"Setup is at step {state.step}: "
                                    f"{' or '.join(legal_type)} now.")
    return handler[state.step](state, party, action)


def _quest(state: State, party: Party, action: Action) -> Applied | Refusal:
    quest = state.cards.quests.get(action.card or "")
    if quest is None:
        return refuse("setup-quest", f"There is no Quest card {action.card!r}.")
    if any(p.quest == quest.id for p in state.parties):
        return refuse("setup-quest", f"{quest.monster} is another player's Quest.")
    party = replace(party, quest=quest.id, hand=(quest.item,))
    return Applied(replace(change_party(state, action.seat, party), step="recruit"), (Event(
        "quest", f"{party.name} chooses the Quest of {quest.monster} ({quest.value}) and "
                 f"the {state.cards.name(quest.item)}."),))


def _recruit(state: State, party: Party, action: Action) -> Applied | Refusal:
    if action.type == "hero":
        if action.member is None or not 0 <= action.member < len(party.members):
            return refuse("setup-hero", "Pick one of your adventurers to be your Hero.")
        party = replace(party, hero=action.member)
        state = change_party(state, action.seat, party)
        events = [Event("hero", f"{party.members[action.member].name} is "
                                f"{party.name}'s Hero.")]
        return _after_spells(state, action.seat, events)
    card = state.cards.adventurers.get(action.card or "")
    if card is None or card.id not in state.supply:
        return refuse("setup-recruit", f"{action.card!r} is not in the Adventurer deck.")
    left = budget(state, party)
    if card.value > left:
        return refuse("setup-recruit", f"\"Select adventurers such that their combined card "
                                       f"value is less than or equal to the number on the "
                                       f"Quest card\": {card.name} ({card.value}) is more "
                                       f"than the {left} left.")
    party = replace(party, members=(*party.members, member_of(state.cards, card.id)))
    state = replace(change_party(state, action.seat, party),
                    supply=tuple(a for a in state.supply if a != card.id))
    return Applied(state, (Event("recruit", f"{party.name} chooses the {card.name} "
                                            f"({card.value}); {left - card.value} left."),))


def _after_spells(state: State, seat: int, events: list[Event]) -> Applied:
    party = state.parties[seat]
    if any(spells_wanted(state, m) > 0 for m in party.members) and state.spell_deck:
        return Applied(replace(state, step="spells"), tuple(events))
    item = state.cards.quest_items[party.hand[0]]
    if item.effect == "firebird":
        bird = Member(item.id, item.name, item.value or 1, 4, can_equip=False,
                      natural=item.value or 1)
        party = replace(party, hand=(), members=(*party.members, bird))
        events.append(Event("firebird", f"The {item.name} joins {party.name}'s party with "
                                        f"4 HP."))
        return _finish(change_party(state, seat, party), seat, events)
    return Applied(replace(state, step="item"), tuple(events))


def _learn(state: State, party: Party, action: Action) -> Applied | Refusal:
    member = party.members[action.member] if action.member is not None and \
        0 <= action.member < len(party.members) else None
    if member is None or spells_wanted(state, member) <= 0:
        return refuse("setup-spells", "\"If any of your adventurers are spellcasters, choose "
                                      "the indicated number of spells\": that adventurer "
                                      "learns no more spells.")
    if action.card not in state.spell_deck:
        return refuse("setup-spells", f"{action.card!r} is not in the spell deck.")
    members = list(party.members)
    members[action.member] = replace(member, spells=(*member.spells, action.card))
    state = replace(change_party(state, action.seat, replace(party, members=tuple(members))),
                    spell_deck=tuple(s for s in state.spell_deck if s != action.card))
    events = [Event("learn", f"{member.name} learns {state.cards.name(action.card)}.")]
    return _after_spells(state, action.seat, events)


def _assign(state: State, party: Party, action: Action) -> Applied | Refusal:
    if action.member is None or not 0 <= action.member < len(party.members) or \
            not party.members[action.member].can_equip:
        return refuse("setup-item", "Assign the Quest Item to one of your adventurers.")
    item = party.hand[0]
    members = list(party.members)
    members[action.member] = replace(members[action.member],
                                     items=(*members[action.member].items, item))
    party = replace(party, members=tuple(members), hand=())
    events = [Event("assign", f"{members[action.member].name} carries the "
                              f"{state.cards.name(item)}.")]
    return _finish(change_party(state, action.seat, party), action.seat, events)


def _finish(state: State, seat: int, events: list[Event]) -> Applied:
    """Step 3: "Each adventurer begins with 3 hit points (HP)... Each player receives 200 PG
    per adventurer in their party." The Paladin raises the bonus die as he joins."""
    party = state.parties[seat]
    hired = sum(1 for m in party.members if m.card in state.cards.adventurers)
    party = replace(party, papergold=PG_PER_ADVENTURER * hired, ready=True)
    party = join_bonus(party, party.members)
    events.append(Event("ready", f"{party.name}'s party is ready: {counted(hired, 'adventurer')}, "
                                 f"{party.papergold} PG, bonus die {party.bonus}."))
    state = change_party(state, seat, party)
    if seat + 1 < state.players:
        return Applied(replace(state, active=seat + 1, step="quest"), tuple(events))
    events.append(Event("journey", f"The journey home begins. {state.parties[0].name} draws "
                                   f"first."))
    return Applied(replace(state, active=0, phase="turn", step="draw"), tuple(events))
