"""A truce between two players: "Combat may be ended at any time (before, during, or after
a round) by common agreement. HP may not be traded but papergold, items, and adventurers
(though not Heroes) may."

One player offers; then either side may add what it gives, agree to the terms as they
stand, or refuse (the battle goes on). Adding a term counts as its giver's agreement and
withdraws the other's; when both agree, everything changes hands at once and the battle
ends with no winner."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event, Refusal

from .actions import Action
from .combat import BattleOver, finish
from .rules import change_party, join_bonus, refuse
from .state import Party, State, Term

PG_STEP = 100
"""Papergold changes hands in cards of 100 and 500: amounts are whole hundreds."""
PG_OFFERED = (100, 200, 500, 1000, 2000)
"""Amounts the phone offers at a time (several add up; any whole hundred is accepted)."""


def offer(state: State, seat: int) -> Applied:
    combat = replace(state.combat, step="truce", truce_from=seat, terms=(),
                     agreed=frozenset({seat}))
    return Applied(replace(state, combat=combat), (Event(
        "truce", f"{state.parties[seat].name} offers to end the battle."),))


def truce_actions(state: State) -> list[Action]:
    combat = state.combat
    found = []
    for seat in combat.seats:
        party = state.parties[seat]
        given = [t for t in combat.terms if t.giver == seat]
        left = party.papergold - sum(t.papergold for t in given)
        found += [Action("give", seat, value=pg) for pg in PG_OFFERED if pg <= left]
        found += [Action("give", seat, card=item) for item in _held(party)
                  if all(t.item != item for t in given)]
        found += [Action("give", seat, member=i) for i in _tradeable(party, given)]
        if seat not in combat.agreed:
            found.append(Action("agree", seat))
        found.append(Action("refuse", seat))
    return found


def apply_truce(state: State, action: Action) -> Applied | BattleOver | Refusal:
    combat = state.combat
    if action.seat not in combat.seats:
        return refuse("truce", "Only the two players in the battle settle a truce.")
    if action.type in ("refuse", "agree") and action != Action(action.type, action.seat):
        return refuse("truce", f"{action.type.capitalize()} the terms as they stand.")
    if action.type == "refuse":
        combat = replace(combat, step="act", truce_from=None, terms=(), agreed=frozenset())
        return Applied(replace(state, combat=combat), (Event(
            "truce", f"{state.parties[action.seat].name} refuses the truce; the battle goes "
                     f"on."),))
    if action.type == "agree":
        if action.seat in combat.agreed:
            return refuse("truce", "You agree already; the other player's answer is awaited.")
        agreed = combat.agreed | {action.seat}
        if agreed != set(combat.seats):
            return Applied(replace(state, combat=replace(combat, agreed=agreed)), (Event(
                "truce", f"{state.parties[action.seat].name} agrees."),))
        return _settle(state)
    if action.type != "give":
        return refuse("truce", "A truce is offered: add what you give, agree, or refuse.")
    term = _term(state, action)
    if isinstance(term, Refusal):
        return term
    combat = replace(combat, terms=(*combat.terms, term), agreed=frozenset({action.seat}))
    return Applied(replace(state, combat=combat), (Event(
        "truce", f"{state.parties[action.seat].name} offers {describe(state, term)}."),))


def describe(state: State, term: Term) -> str:
    if term.item is not None:
        return f"the {state.cards.name(term.item)}"
    if term.member is not None:
        return f"the {state.parties[term.giver].members[term.member].name}"
    return f"{term.papergold} PG"


def _held(party: Party) -> list[str]:
    return [*party.hand, *(i for m in party.members for i in m.items)]


def _tradeable(party: Party, given: list[Term]) -> list[int]:
    """Living adventurers other than the Hero, while one living adventurer stays (ruling:
    a truce is no way out of the game)."""
    leaving = {t.member for t in given if t.member is not None}
    staying = [i for i in party.living() if i not in leaving]
    if len(staying) < 2:
        return []
    return [i for i in staying if i != party.hero]


def _term(state: State, action: Action) -> Term | Refusal:
    party = state.parties[action.seat]
    given = [t for t in state.combat.terms if t.giver == action.seat]
    fields = [f for f in (action.value, action.card, action.member) if f is not None]
    if len(fields) != 1 or action.target is not None or action.pay or action.numbers:
        return refuse("trade", "\"HP may not be traded but papergold, items, and adventurers "
                               "(though not Heroes) may\": give one of them at a time.")
    if action.value is not None:
        left = party.papergold - sum(t.papergold for t in given)
        if action.value <= 0 or action.value % PG_STEP or action.value > left:
            return refuse("trade-papergold", f"Give papergold in whole hundreds, up to the "
                                             f"{left} PG not yet offered.")
        return Term(action.seat, papergold=action.value)
    if action.card is not None:
        if action.card not in _held(party) or any(t.item == action.card for t in given):
            return refuse("trade-item", f"{party.name} holds no {action.card!r} to give.")
        return Term(action.seat, item=action.card)
    if action.member == party.hero:
        return refuse("trade-hero", "\"papergold, items, and adventurers (though not Heroes) "
                                    "may\" be traded: the Hero stays.")
    if action.member not in _tradeable(party, given):
        return refuse("trade-adventurer", "Give a living adventurer not yet offered, keeping "
                                          "one alive in the party.")
    return Term(action.seat, member=action.member)


def _settle(state: State) -> BattleOver:
    """Everything offered changes hands; then the battle ends by common agreement."""
    combat = state.combat
    events = [Event("truce", "The truce is agreed.")]
    for term in combat.terms:
        events.append(Event("trade", f"{state.parties[term.giver].name} gives "
                                     f"{describe(state, term)}."))
    for term in (t for t in combat.terms if t.member is None):
        state = _hand_over(state, term, _other(combat.seats, term.giver))
    moving = sorted(((t.giver, t.member) for t in combat.terms if t.member is not None),
                    key=lambda m: -m[1])  # the highest index first keeps the others valid
    for giver, index in moving:
        state = _send(state, giver, index, _other(combat.seats, giver))
    return finish(state, "fled", events)


def _other(seats: tuple[int, ...], seat: int) -> int:
    return next(s for s in seats if s != seat)


def _hand_over(state: State, term: Term, taker: int) -> State:
    giver, receiver = state.parties[term.giver], state.parties[taker]
    if term.papergold:
        giver = replace(giver, papergold=giver.papergold - term.papergold)
        receiver = replace(receiver, papergold=receiver.papergold + term.papergold)
    else:
        giver = _without_item(giver, term.item)
        # An enchanted item keeps its enchantment.
        plus = tuple(e for e in giver.enchant if e[0] == term.item)
        giver = replace(giver, enchant=tuple(e for e in giver.enchant if e[0] != term.item))
        receiver = replace(receiver, hand=(*receiver.hand, term.item),
                           enchant=(*receiver.enchant, *plus))
    return change_party(change_party(state, term.giver, giver), taker, receiver)


def _without_item(party: Party, item: str) -> Party:
    if item in party.hand:
        hand = list(party.hand)
        hand.remove(item)
        return replace(party, hand=tuple(hand))
    return replace(party, members=tuple(
        replace(m, items=tuple(i for i in m.items if i != item)) if item in m.items else m
        for m in party.members))


def _send(state: State, seat: int, index: int, taker: int) -> State:
    """The adventurer joins the other party with its items and spells. (Ruling: a Paladin
    raises the receiver's bonus die as he joins and lowers the giver's as he leaves.)"""
    giver, receiver = state.parties[seat], state.parties[taker]
    member = giver.members[index]
    members = giver.members[:index] + giver.members[index + 1:]
    hero = giver.hero if giver.hero is None or giver.hero < index else giver.hero - 1
    plus = tuple(e for e in giver.enchant if e[0] in member.items)
    giver = replace(giver, members=members, hero=hero,
                    enchant=tuple(e for e in giver.enchant if e[0] not in member.items))
    if "paladin" in member.effects:
        giver = replace(giver, bonus=max(0, giver.bonus - 1))
    receiver = replace(receiver, members=(*receiver.members, member),
                       enchant=(*receiver.enchant, *plus))
    receiver = join_bonus(receiver, (member,))
    return change_party(change_party(state, seat, giver), taker, receiver)
