"""Spellcasting and the Healer: Magic Points paid in the caster's HP, papergold (200 PG, or
100 with the Cloak of the Seven Seas) or bonus die value, combined as the player likes, no
more than 6 MP on one spell; every spell single-use."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event, Refusal

from .actions import Action
from .combat import BattleOver, finish, settle
from .dice import wound
from .rules import change_member, change_party, heal, hurt, mp_pence, refuse
from .state import Member, State, member_ref, parse_ref

MAX_MP = 6
PER_MP = ("fireball", "mend", "enchant")
"""Spells whose strength is the MP spent; the others cost their card's cost."""
BATTLE_ONLY = ("fireball",)
"""Spells with no meaning outside a battle (Fireball's card: "In a battle")."""
MONSTER_ONLY = ("polymorph", "hypnotize")
"""Spells cast only on a Monster card: "Replace Adventurer card with Monster card";
"Monster joins with current HP"."""
FACING = ("meet", "challenge", "stranger")
"""The turn's steps at which an enemy's card (a Monster or Crossing Paths card) waits to be
fought, outside a battle."""


def payments(state: State, seat: int, index: int, mp: int) -> list[tuple[int, int, int]]:
    """The ways the phone offers to pay mp: all from one source where it can."""
    party = state.parties[seat]
    member = party.members[index]
    found = []
    if party.papergold >= mp * mp_pence(state, party, member):
        found.append((0, mp, 0))
    if party.bonus >= mp:
        found.append((0, 0, mp))
    if member.hp >= mp:
        found.append((mp, 0, 0))
    return found


def _amounts(state: State, spell_id: str) -> list[int]:
    spell = state.cards.spells[spell_id]
    return list(range(1, MAX_MP + 1)) if spell.effect in PER_MP else [spell.cost]


def spell_targets(state: State, seat: int, effect: str, in_combat: bool = True
                  ) -> list[str | None]:
    """Whom a spell may be cast on now: in a battle, or outside one (at any time of the
    turn: "Outside of combat, spells may be cast at any time during a player's turn"),
    where a spell that needs an enemy card has the one waiting to be fought, if any."""
    party = state.parties[seat]
    combat = state.combat
    if effect in BATTLE_ONLY and not in_combat:
        return []
    if effect in MONSTER_ONLY and (combat.kind != "monster" if in_combat else
                                   state.step != "meet"):
        return []
    if effect == "teleport" and (combat.kind == "final" if in_combat else
                                 state.step not in FACING):
        return []
    if effect in ("mend", "polymorph"):
        return [member_ref(seat, i) for i in party.living()]
    if effect == "enchant":
        return [i for m in party.members if m.alive for i in m.items
                if _enchantable(state, i)]
    if effect == "fireball":
        return [f"m{i}" for i, e in enumerate(combat.enemies) if e.alive] if \
            combat.kind in ("monster", "stranger") else \
            [member_ref(s, i) for s in combat.seats if s != seat
             for i in state.parties[s].living()]
    return [None]


def _enchantable(state: State, item_id: str) -> bool:
    item = state.cards.quest_items.get(item_id)
    return item is None or (item.enchantable and item.slot is not None)


def _casts(state: State, seat: int, index: int, in_combat: bool) -> list[Action]:
    member = state.parties[seat].members[index]
    if not member.alive:
        return []
    found = []
    for spell_id in member.spells:
        effect = state.cards.spells[spell_id].effect
        for target in spell_targets(state, seat, effect, in_combat):
            for mp in _amounts(state, spell_id):
                found += [Action("cast", seat, member=index, card=spell_id, target=target,
                                 pay=p) for p in payments(state, seat, index, mp)]
    if member.has("heal"):
        party = state.parties[seat]
        for i in party.living():
            if party.members[i].hp < party.members[i].max_hp:
                for mp in range(1, MAX_MP + 1):
                    found += [Action("heal", seat, member=index, target=member_ref(seat, i),
                                     pay=p) for p in payments(state, seat, index, mp)]
    return found


def combat_casts(state: State, seat: int, index: int) -> list[Action]:
    return _casts(state, seat, index, True)


def turn_casts(state: State, seat: int) -> list[Action]:
    """"Outside of combat, any extrinsic ability (including spellcasting) may be used at any
    time during a player's turn"."""
    return [a for i in range(len(state.parties[seat].members))
            for a in _casts(state, seat, i, False)]


def may_cast(state: State, action: Action, in_combat: bool) -> bool:
    """Whether this adventurer may cast this spell (or heal) on this target now, checked
    without listing every payment; the MP and their sources are checked by cast and
    apply_heal ("Magic Points may be combined from multiple sources for a single use")."""
    party = state.parties[action.seat]
    if action.member is None or not 0 <= action.member < len(party.members):
        return False
    member = party.members[action.member]
    if not member.alive:
        return False
    if action.type == "heal":
        return member.has("heal") and action.target in [
            member_ref(action.seat, i) for i in party.living()
            if party.members[i].hp < party.members[i].max_hp]
    if action.card not in member.spells:
        return False
    effect = state.cards.spells[action.card].effect
    return action.target in spell_targets(state, action.seat, effect, in_combat)


def _pay(state: State, action: Action) -> tuple[State, list[Event], int] | Refusal:
    seat, index = action.seat, action.member
    party = state.parties[seat]
    member = party.members[index]
    hp, pg, bonus = action.pay or (0, 0, 0)
    mp = hp + pg + bonus
    pence = mp_pence(state, party, member)
    if mp > MAX_MP:
        return refuse("magic-limit", "\"A Wizard may spend no more than 6 MP on any one "
                                     "spell.\"")
    if hp > member.hp or pg * pence > party.papergold or bonus > party.bonus:
        return refuse("magic-points", f"\"A Magic Point can be any one of the following: 1 HP "
                                      f"of the spellcaster, {pence} PG, or 1 bonus die "
                                      f"value\": {member.name} has {member.hp} HP, the party "
                                      f"{party.papergold} PG and a bonus die of "
                                      f"{party.bonus}.")
    party = replace(party, papergold=party.papergold - pg * pence, bonus=party.bonus - bonus)
    state = change_party(state, seat, party)
    state, events = hurt(state, seat, index, hp)
    paid = ", ".join(t for t in (f"{hp} HP" if hp else "", f"{pg * pence} PG" if pg else "",
                                 f"{bonus} bonus" if bonus else "") if t)
    return state, [Event("magic", f"{member.name} spends {mp} MP ({paid}).")] + events, mp


def apply_heal(state: State, action: Action, in_combat: bool
               ) -> Applied | BattleOver | Refusal:
    """Healer: "Heal one adventurer 1 HP per MP spent"."""
    member = _caster(state, action)
    if member is None or not member.has("heal"):
        return refuse("healer", "Only a living Healer heals.")
    target = _target_member(state, action)
    if target is None:
        return refuse("healer", "Heal one adventurer of your party.")
    if sum(action.pay or ()) < 1:
        return refuse("magic-points", "Healer: \"Heal one adventurer 1 HP per MP spent\": "
                                      "spend at least 1 MP.")
    paid = _pay(state, action)
    if isinstance(paid, Refusal):
        return paid
    state, events, mp = paid
    seat, index = parse_ref(action.target)
    party = state.parties[seat]
    party = change_member(party, index, heal(party.members[index], mp))
    state = change_party(state, seat, party)
    events.append(Event("heal", f"{party.members[index].name} is healed to "
                                f"{party.members[index].hp} HP."))
    return _done(state, events, in_combat)


def cast(state: State, action: Action, in_combat: bool) -> Applied | BattleOver | Refusal:
    member = _caster(state, action)
    if member is None or action.card not in member.spells:
        return refuse("spell-known", "A living spellcaster casts only a spell they know.")
    spell = state.cards.spells[action.card]
    if action.target not in spell_targets(state, action.seat, spell.effect, in_combat):
        return refuse("spell-target", f"{spell.name} cannot be cast on {action.target!r}.")
    mp = sum(action.pay or ())
    if spell.effect not in PER_MP and mp != spell.cost:
        return refuse("spell-cost", f"\"Unless otherwise noted, a spell costs 1 MP to "
                                    f"cast\": {spell.name} costs {spell.cost}.")
    if mp < 1:
        return refuse("spell-cost", "Spend at least 1 MP.")
    paid = _pay(state, action)
    if isinstance(paid, Refusal):
        return paid
    state, events, mp = paid
    party = state.parties[action.seat]
    caster = party.members[action.member]
    party = change_member(party, action.member, replace(
        caster, spells=tuple(s for s in caster.spells if s != spell.id)))
    state = change_party(state, action.seat, party)
    events.append(Event("cast", f"{member.name} casts {spell.name}."))
    return EFFECTS[spell.effect](state, action, mp, events, in_combat)


def _caster(state: State, action: Action) -> Member | None:
    party = state.parties[action.seat]
    if action.member is None or not 0 <= action.member < len(party.members):
        return None
    member = party.members[action.member]
    return member if member.alive else None


def _target_member(state: State, action: Action) -> Member | None:
    if not action.target or not action.target.startswith("a"):
        return None
    seat, index = parse_ref(action.target)
    if seat != action.seat or not 0 <= index < len(state.parties[seat].members):
        return None
    member = state.parties[seat].members[index]
    return member if member.alive else None


def _done(state: State, events: list[Event], in_combat: bool) -> Applied | BattleOver:
    if in_combat:
        return settle(state, events)
    return Applied(state, tuple(events))


def _energize(state, action, mp, events, in_combat):
    """Energize: "If cast during a battle between two players, this includes the
    opponent."."""
    seats = state.combat.seats if in_combat and state.combat.kind != "monster" else \
        (action.seat,)
    for seat in seats:
        party = state.parties[seat]
        state = change_party(state, seat, replace(party, members=tuple(
            heal(m, 1) for m in party.members)))
    events.append(Event("energize", "Every living adventurer gains 1 HP."))
    return _done(state, events, in_combat)


def _fortify(state, action, mp, events, in_combat):
    """Fortify: "Treat as if the adventurers are all wearing a +2 piece of armor." Cast
    outside a battle, the armor is worn in the party's next battle."""
    if not in_combat:
        party = state.parties[action.seat]
        state = change_party(state, action.seat, replace(party, fortified=True))
        events.append(Event("fortify", "The party is fortified: +2 armor in its next battle, "
                                       "until that battle ends."))
        return _done(state, events, in_combat)
    combat = replace(state.combat, fortified=state.combat.fortified | {action.seat})
    events.append(Event("fortify", "The party is fortified: +2 armor until the battle ends."))
    return _done(replace(state, combat=combat), events, in_combat)


def _teleport(state, action, mp, events, in_combat):
    """Teleport: "If cast on Monster card, no reward paid. Monster is not considered
    defeated." On any enemy's card: in a battle it ends (a battle between players with no
    winner and no spoils); outside one, the card waiting to be fought is left unfought and
    its action is complete."""
    events.append(Event("teleport", "The party vanishes."))
    if in_combat:
        return finish(state, "fled", events)
    card = state.cards.journey[state.card]
    events.append(Event("ended", f"The {card.name} is left behind: no battle, no reward."))
    return Applied(replace(state, step="after"), tuple(events))


def _hypnotize(state, action, mp, events, in_combat):
    """Hypnotize: "Monster joins with current HP and is treated as a full member of the
    adventuring party. No reward paid". Outside a battle, the Monster card just met joins
    with its full HP and its action is complete."""
    if not in_combat:
        card = state.cards.journey[state.card]
        state = _join(state, action.seat, card.id, card.name, card.value, card.hp)
        events.append(Event("hypnotize", f"{card.name} joins the party."))
        return Applied(replace(state, step="after"), tuple(events))
    combat = state.combat
    index = next(i for i, e in enumerate(combat.enemies) if e.alive and e.raised is None)
    enemy = combat.enemies[index]
    state = _join(state, action.seat, enemy.card, enemy.name, enemy.value, enemy.hp)
    enemies = tuple(replace(e, hp=0) if i == index else e for i, e in enumerate(combat.enemies))
    state = replace(state, combat=replace(combat, enemies=enemies))
    return finish(state, "fled", events + [Event("hypnotize", f"{enemy.name} joins the "
                                                               f"party.")])


def _join(state: State, seat: int, card: str, name: str, value: int, hp: int) -> State:
    party = state.parties[seat]
    joined = Member(card, name, value, hp, max(hp, 6), natural=value)
    return change_party(state, seat, replace(party, members=(*party.members, joined)))


def _polymorph(state, action, mp, events, in_combat):
    """Polymorph: "Replace Adventurer card with Monster card. ... Adventurer rolls with new
    base value; new max HP is monster's stated HP value. Drop current HP to new max if
    higher." The Monster card is the one fought, or (outside a battle) the one just met."""
    seat, index = parse_ref(action.target)
    if in_combat:
        enemy = next(e for e in state.combat.enemies if e.raised is None)
        name, value, stated = enemy.name, enemy.value, enemy.start_hp
    else:
        card = state.cards.journey[state.card]
        name, value, stated = card.name, card.value, card.hp
    party = state.parties[seat]
    member = party.members[index]
    member = replace(member, value=value, max_hp=stated, hp=min(member.hp, stated))
    state = change_party(state, seat, change_member(party, index, member))
    events.append(Event("polymorph", f"{member.name} takes the form of {name} "
                                     f"({value}, max {stated} HP)."))
    return _done(state, events, in_combat)


def _enchant(state, action, mp, events, in_combat):
    """Enchant: "a Sword (2) enchanted to +3 would have a new value of 5"."""
    party = state.parties[action.seat]
    party = replace(party, enchant=(*party.enchant, (action.target, mp)))
    state = change_party(state, action.seat, party)
    events.append(Event("enchant", f"The {state.cards.name(action.target)} is enchanted "
                                   f"by +{mp}."))
    return _done(state, events, in_combat)


def _fireball(state, action, mp, events, in_combat):
    state, more = wound(state, member_ref(action.seat, action.member), action.target, mp)
    return _done(state, events + more, in_combat)


def _mend(state, action, mp, events, in_combat):
    seat, index = parse_ref(action.target)
    party = state.parties[seat]
    party = change_member(party, index, heal(party.members[index], mp))
    events.append(Event("mend", f"{party.members[index].name} is mended to "
                                f"{party.members[index].hp} HP."))
    return _done(change_party(state, seat, party), events, in_combat)


EFFECTS = {"energize": _energize, "fortify": _fortify, "teleport": _teleport,
           "hypnotize": _hypnotize, "polymorph": _polymorph, "enchant": _enchant,
           "fireball": _fireball, "mend": _mend}
