"""What fighters do in a battle: Ambush, attacks and their dice, the defender's choice,
the extrinsic abilities used as a combat action, and a truce between players."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event, Refusal

from .actions import Action
from .combat import finish, name_of, next_round, owner, settle, targets
from .magic import apply_heal, cast, combat_casts, offered
from .rng import die
from .rules import (
    armour,
    change_member,
    change_party,
    dice_for,
    hurt,
    is_hit,
    refuse,
    to_hit,
    weapon,
)
from .state import Combat, Member, Roll, State, member_ref, parse_ref

FOOL_PENALTY, HARPY_PENALTY, FORTIFY = 3, 2, 2
LULL_AT, AUTOMATON_AT, SMITE = 18, 19, 2


def stats(state: State, combat: Combat, ref: str) -> tuple[int, int, int]:
    """(card value, weapon, armour) of a fighter."""
    where = parse_ref(ref)
    if isinstance(where, int):
        return combat.enemies[where].value, 0, 0
    seat, index = where
    party = state.parties[seat]
    member = party.members[index]
    shield = FORTIFY if seat in combat.fortified else 0
    return member.value, weapon(state, party, member), armour(state, party, member) + shield


def attack_number(state: State, combat: Combat, attacker: str, defender: str) -> int:
    a_value, a_weapon, _ = stats(state, combat, attacker)
    d_value, _, d_armour = stats(state, combat, defender)
    return to_hit(d_value, d_armour, a_value, a_weapon)


def modifier(state: State, combat: Combat, attacker: str, defender: str) -> int:
    """What is added to each die after it is rolled: the Hero's bonus die; -2 for a
    spellcaster's melee attack on a Harpy; -3 for a monster's attack while the Fool lives."""
    where = parse_ref(attacker)
    if isinstance(where, int):
        seat = parse_ref(defender)[0]
        fool = any(m.has("fool") for m in state.parties[seat].members)
        return -FOOL_PENALTY if fool else 0
    seat, index = where
    party = state.parties[seat]
    member = party.members[index]
    total = party.bonus if party.hero == index else 0
    target = parse_ref(defender)
    if isinstance(target, int) and combat.enemies[target].special == "harpy" and \
            member.has("spellcasting"):
        total -= HARPY_PENALTY
    return total


def _member(state: State, ref: str) -> Member:
    seat, index = parse_ref(ref)
    return state.parties[seat].members[index]


def _item_effect(state: State, member: Member, effect: str) -> bool:
    return any(state.cards.quest_items.get(i) is not None and
               state.cards.quest_items[i].effect == effect for i in member.items)


def start_attack(state: State, attacker: str, defender: str, purpose: str = "attack",
                 events: list[Event] | None = None) -> Applied:
    combat = state.combat
    events = list(events or [])
    where = parse_ref(attacker)
    hp = combat.enemies[where].hp if isinstance(where, int) else _member(state, attacker).hp
    dice = 1 if purpose in ("duel",) else dice_for(hp)
    sets = 2 if not isinstance(where, int) and purpose in ("attack", "ambush") and \
        _item_effect(state, _member(state, attacker), "attack-twice") else 1
    target = attack_number(state, combat, attacker, defender)
    seat = owner(state, combat, attacker) if not isinstance(where, int) else \
        parse_ref(defender)[0]
    events.append(Event("to-hit", f"{name_of(state, combat, attacker)} attacks "
                                  f"{name_of(state, combat, defender)}: {target} or more to hit "
                                  f"on {dice * sets}d20."))
    roll = Roll(purpose, seat, attacker, defender, dice * sets, target, sets=sets)
    return Applied(replace(state, combat=replace(combat, step="roll", roll=roll)),
                   tuple(events))


def roll_dice(state: State, action: Action) -> Applied | Refusal:
    combat = state.combat
    roll = combat.roll
    wanted = roll.dice - len(roll.rolls)
    if state.dice == "companion":
        if action.value is not None:
            return refuse("dice-companion", "The table chose that the companion rolls: send "
                                            "the roll without a value.")
        values = tuple(die(state.seed, state.rolled + k) for k in range(wanted))
        state = replace(state, rolled=state.rolled + wanted)
    else:
        if action.value is None or not 1 <= action.value <= 20:
            return refuse("dice-physical", "The table rolls its own dice: enter the d20 as a "
                                           "number from 1 to 20.")
        values = (action.value,)
    roll = replace(roll, rolls=roll.rolls + values)
    state = replace(state, combat=replace(combat, roll=roll))
    if len(roll.rolls) < roll.dice:
        return Applied(state, (Event("roll", f"Rolled {', '.join(map(str, values))}; "
                                             f"{roll.dice - len(roll.rolls)} more to roll."),))
    state = replace(state, combat=replace(state.combat, roll=None, step="act"))
    events = [Event("roll", f"Rolled {', '.join(map(str, roll.rolls))}.")]
    return RESOLVE[roll.purpose](state, roll, events)


def _resolve_attack(state: State, roll: Roll, events: list[Event]) -> Applied:
    combat = state.combat
    add = modifier(state, combat, roll.attacker, roll.defender)
    hits = sum(is_hit(d, d + add, roll.to_hit) for d in roll.rolls)
    events.append(Event("hits", f"{hits} hit{'s' if hits != 1 else ''} (needing "
                                f"{roll.to_hit}{f', {add:+d} to each roll' if add else ''})."))
    where = parse_ref(roll.attacker)
    if isinstance(where, int):
        enemy = combat.enemies[where]
        defender = _member(state, roll.defender)
        per_hit = enemy.damage
        if enemy.name == "Leviathan" and _item_effect(state, defender, "half-leviathan"):
            per_hit = 1
        if 20 in roll.rolls and enemy.special == "ghoul":
            seat = parse_ref(roll.defender)[0]
            party = state.parties[seat]
            dead = [i for i, m in enumerate(party.members) if not m.alive and not m.eaten]
            if dead:
                party = change_member(party, dead[0], replace(party.members[dead[0]],
                                                              eaten=True))
                events.append(Event("ghoul", f"CRIT: the Ghoul steals the body of "
                                             f"{party.members[dead[0]].name}."))
                return finish(change_party(state, seat, party), "fled", events)
        if 20 in roll.rolls and enemy.special == "ghost":
            combat = replace(combat, paralyzed=combat.paralyzed | {roll.defender})
            state = replace(state, combat=combat)
            events.append(Event("ghost", f"CRIT: {defender.name} is paralyzed with fear."))
    else:
        per_hit = 2 if _item_effect(state, _member(state, roll.attacker), "double-damage") else 1
    return _damage(state, roll, hits, per_hit, events)


def _damage(state: State, roll: Roll, hits: int, per_hit: int, events: list[Event]) -> Applied:
    combat = state.combat
    target = parse_ref(roll.defender)
    if hits and not isinstance(target, int) and _member(state, roll.defender).has("automaton"):
        saves = Roll("automaton", target[0], roll.attacker, roll.defender, hits, AUTOMATON_AT,
                     numbers=(per_hit,), hits=hits)
        events.append(Event("automaton", f"The Automaton rolls 1d20 per hit: "
                                         f"{AUTOMATON_AT} or 20 and no HP is lost."))
        return Applied(replace(state, combat=replace(combat, step="roll", roll=saves)),
                       tuple(events))
    state, more = wound(state, roll.attacker, roll.defender, hits * per_hit)
    return _after(state, roll, events + more)


def wound(state: State, attacker: str, defender: str, amount: int):
    combat = state.combat
    target = parse_ref(defender)
    if isinstance(target, int):
        if amount <= 0:
            return state, []
        enemies = list(combat.enemies)
        enemy = enemies[target]
        enemies[target] = replace(enemy, hp=max(0, enemy.hp - amount))
        events = [Event("hurt", f"{enemy.name} loses {enemy.hp - enemies[target].hp} HP "
                                f"({enemies[target].hp} left).")]
        if enemy.special == "high-priest" and not enemies[target].alive:
            events.append(Event("high-priest", "The High Priest falls: the battle ends."))
        return replace(state, combat=replace(combat, enemies=tuple(enemies))), events
    ogre = isinstance(parse_ref(attacker), int) and \
        combat.enemies[parse_ref(attacker)].special == "ogre"
    return hurt(state, target[0], target[1], amount, eaten=ogre)


def _resolve_automaton(state: State, roll: Roll, events: list[Event]) -> Applied:
    saves = sum(d >= AUTOMATON_AT for d in roll.rolls)
    events.append(Event("saves", f"The Automaton's hide turns {saves} of {roll.hits} hits."))
    state, more = wound(state, roll.attacker, roll.defender, (roll.hits - saves) * roll.numbers[0])
    return _after(state, roll, events + more)


def _after(state: State, roll: Roll, events: list[Event]) -> Applied:
    if roll.purpose == "ambush" or state.combat.round == 0:
        if _beaten(state):
            return settle(state, events)
        return next_round(state, events)
    return settle(state, events)


def _beaten(state: State) -> bool:
    combat = state.combat
    if combat.kind in ("monster", "stranger"):
        return not state.parties[combat.seats[0]].living() or not any(
            e.alive for e in combat.enemies if e.raised is None)
    return sum(bool(state.parties[s].living()) for s in combat.seats) < len(combat.seats)


def _resolve_duel(state: State, roll: Roll, events: list[Event]) -> Applied:
    add = modifier(state, state.combat, roll.attacker, roll.defender)
    if is_hit(roll.rolls[0], roll.rolls[0] + add, roll.to_hit):
        state, more = wound(state, roll.attacker, roll.defender, 99)
        events += [Event("duel", "The Champion wins the duel."), *more]
        if isinstance(parse_ref(roll.defender), int):
            return finish(state, "won", events)
        return settle(state, events)
    seat, index = parse_ref(roll.attacker)
    state, more = hurt(state, seat, index, 99)
    return settle(state, events + [Event("duel", "The Champion loses the duel.")] + more)


def _resolve_lull(state: State, roll: Roll, events: list[Event]) -> Applied:
    if roll.rolls[0] >= LULL_AT:
        combat = state.combat
        enemies = list(combat.enemies)
        index = parse_ref(roll.defender)
        enemies[index] = replace(enemies[index], asleep=True)
        state = replace(state, combat=replace(combat, enemies=tuple(enemies)))
        events.append(Event("lull", f"{enemies[index].name} is lulled to sleep."))
    else:
        events.append(Event("lull", "The song fails."))
    return settle(state, events)


def _resolve_assassinate(state: State, roll: Roll, events: list[Event]) -> Applied:
    if roll.rolls[0] in roll.numbers:
        state, more = wound(state, roll.attacker, roll.defender, 99)
        events += [Event("assassinate", "The Assassin strikes true."), *more]
        return finish(state, "won", events) if isinstance(parse_ref(roll.defender), int) \
            else settle(state, events)
    events.append(Event("assassinate", "The Assassin misses."))
    return settle(state, events)


def _resolve_ouanga(state: State, roll: Roll, events: list[Event]) -> Applied:
    first, second = roll.rolls
    if first != second:
        events.append(Event("ouanga", "No doubles: the Ouanga does nothing."))
        return settle(state, events)
    combat = state.combat
    enemy = combat.enemies[parse_ref(roll.defender)]
    seat = combat.seats[0]
    party = state.parties[seat]
    joined = Member(enemy.card, enemy.name, enemy.value, enemy.hp, max(enemy.hp, 6),
                    natural=enemy.value)
    state = change_party(state, seat, replace(party, members=(*party.members, joined)))
    enemies = tuple(replace(e, hp=0) if e is enemy else e for e in combat.enemies)
    state = replace(state, combat=replace(combat, enemies=enemies))
    events.append(Event("ouanga", f"Doubles: {enemy.name} joins {party.name}'s party."))
    return finish(state, "fled", events)


RESOLVE = {"attack": _resolve_attack, "ambush": _resolve_attack, "duel": _resolve_duel,
           "lull": _resolve_lull, "assassinate": _resolve_assassinate,
           "ouanga": _resolve_ouanga, "automaton": _resolve_automaton}


def fight_actions(state: State) -> list[Action]:
    combat = state.combat
    if combat.step == "opening":
        found = [Action("begin", state.active)]
        for seat in combat.seats:
            if state.parties[seat].ambushes:
                for i in state.parties[seat].living():
                    ref = member_ref(seat, i)
                    found += [Action("ambush", seat, member=i, target=t)
                              for t in targets(state, combat, ref)]
        return found
    if combat.step == "roll":
        roll = combat.roll
        if state.dice == "companion":
            return [Action("roll", roll.seat)]
        return [Action("roll", roll.seat, value=v) for v in range(1, 21)]
    if combat.step == "truce":
        other = next(s for s in combat.seats if s != combat.truce_from)
        return [Action("agree", other), Action("refuse", other)]
    ref = combat.acting
    if combat.step == "defend":
        seat = combat.seats[0]
        options = targets(state, combat, ref)
        if combat.enemies[parse_ref(ref)].special == "caveman":
            top = max(_member(state, t).natural for t in options)
            options = [t for t in options if _member(state, t).natural == top]
        return [Action("defend", seat, target=t) for t in options]
    seat, index = parse_ref(ref)
    member = state.parties[seat].members[index]
    enemies = targets(state, combat, ref)
    monsters = [t for t in enemies if t.startswith("m")]
    found = [Action("attack", seat, member=index, target=t) for t in enemies]
    if member.has("lull"):
        found += [Action("lull", seat, member=index, target=t) for t in monsters]
    if member.has("smite") and ref not in combat.smote:
        found += [Action("smite", seat, member=index, target=t) for t in enemies]
    if member.has("sacrifice"):
        found.append(Action("sacrifice", seat, member=index))
    if member.has("assassinate"):
        found += [Action("assassinate", seat, member=index, target=t, numbers=(19, 20))
                  for t in enemies]
    if member.has("duel"):
        found += [Action("duel", seat, member=index, target=t) for t in enemies]
    if _item_effect(state, member, "ouanga") and combat.kind == "monster":
        found += [Action("ouanga", seat, member=index, target=t) for t in monsters
                  if combat.enemies[parse_ref(t)].raised is None]
    if combat.kind == "duel":
        found.append(Action("truce", seat, member=index))
    return found + combat_casts(state, seat, index)


def apply_fight(state: State, action: Action) -> Applied | Refusal:
    combat = state.combat
    if combat.step == "roll" and action.type == "roll" and action.seat == combat.roll.seat:
        return roll_dice(state, action)  # the quick path: the value is checked there
    legal = fight_actions(state)
    if not (action in legal or offered(action, legal) or (action.type == "assassinate" and any(
            a.type == action.type and (a.seat, a.member, a.target) ==
            (action.seat, action.member, action.target) for a in legal))):
        return _why(state, action, legal)
    kind = action.type
    if kind == "begin":
        return next_round(state, [Event("begin", "The battle begins.")])
    if kind == "ambush":
        return _ambush(state, action)
    if kind == "roll":
        return roll_dice(state, action)
    if kind == "defend":
        return start_attack(state, combat.acting, action.target)
    if kind in ("agree", "refuse"):
        if kind == "agree":
            return finish(state, "fled", [Event("truce", "The truce is agreed.")])
        state = replace(state, combat=replace(combat, step="act", truce_from=None))
        return Applied(state, (Event("truce", "The truce is refused; the battle goes on."),))
    if kind == "truce":
        state = replace(state, combat=replace(combat, step="truce", truce_from=action.seat))
        return Applied(state, (Event("truce", f"{state.parties[action.seat].name} offers to "
                                              f"end the battle."),))
    ref = member_ref(action.seat, action.member)
    if kind == "attack":
        return start_attack(state, ref, action.target)
    if kind == "lull":
        roll = Roll("lull", action.seat, ref, action.target, 1, LULL_AT)
        return _await(state, roll, "The Bard sings: 18, 19 or 20 lulls the monster to sleep.")
    if kind == "assassinate":
        numbers = action.numbers or ()
        if len(set(numbers)) != 2 or not all(1 <= n <= 20 for n in numbers):
            return refuse("assassin", "Assassin: \"Choose 2 numbers from 1-20\".")
        roll = Roll("assassinate", action.seat, ref, action.target, 1, numbers=numbers)
        return _await(state, roll, f"The Assassin calls {numbers[0]} and {numbers[1]}.")
    if kind == "duel":
        return start_attack(state, ref, action.target, "duel")
    if kind == "ouanga":
        roll = Roll("ouanga", action.seat, ref, action.target, 2)
        return _await(state, roll, "The Ouanga: doubles on 2d20 and the enemy joins you.")
    if kind == "smite":
        state = replace(state, combat=replace(combat, smote=combat.smote | {ref}))
        state, events = wound(state, ref, action.target, SMITE)
        return settle(state, [Event("smite", "The Cleric's deity strikes for 2 HP."), *events])
    if kind == "sacrifice":
        seat, index = action.seat, action.member
        state, events = hurt(state, seat, index, 99)
        return finish(state, "fled", [Event("sacrifice", "The Maiden sacrifices herself to "
                                                         "end the battle.")] + events)

    if kind == "heal":
        return apply_heal(state, action, in_combat=True)
    return cast(state, action, in_combat=True)


def _await(state: State, roll: Roll, text: str) -> Applied:
    combat = replace(state.combat, step="roll", roll=roll)
    return Applied(replace(state, combat=combat), (Event("ability", text),))


def _ambush(state: State, action: Action) -> Applied:
    combat = state.combat
    seat = action.seat
    party = state.parties[seat]
    state = change_party(state, seat, replace(party, ambushes=party.ambushes - 1))
    others = [s for s in combat.seats if s != seat and state.parties[s].ambushes]
    if others:
        other = others[0]
        state = change_party(state, other, replace(state.parties[other],
                                                   ambushes=state.parties[other].ambushes - 1))
        return next_round(state, [Event("ambush", "Both players Ambush: the cards cancel out "
                                                  "and combat takes place as normal.")])
    ref = member_ref(seat, action.member)
    return start_attack(state, ref, action.target, "ambush",
                        [Event("ambush", f"Ambush! {party.members[action.member].name} "
                                         f"makes a free attack.")])


def _why(state: State, action: Action, legal: list[Action]) -> Refusal:
    combat = state.combat
    deciding = {a.seat for a in legal}
    if action.seat not in deciding:
        who = " or ".join(state.parties[s].name for s in sorted(deciding))
        return refuse("combat-turn", f"In the battle it is {who}'s decision now.")
    if combat.step == "roll":
        return refuse("combat-roll", "Roll the dice the battle waits for.")
    if combat.step == "defend":
        if combat.enemies[parse_ref(combat.acting)].special == "caveman":
            return refuse("caveman", "Caveman: \"Always attacks adventurer with highest "
                                     "natural card value.\"")
        return refuse("combat-defender", "\"Player must choose a defender from among their "
                                         "adventurers.\"")
    if action.type == "smite":
        return refuse("cleric", "Cleric: \"Inflict 2 HP damage on enemy once per battle.\"")
    if combat.acting and action.member is not None and \
            member_ref(action.seat, action.member) != combat.acting:
        return refuse("combat-order", f"\"The combatant with the lowest card value attacks "
                                      f"first\": {name_of(state, combat, combat.acting)} acts "
                                      f"now.")
    return refuse("combat-action", f"{action.type} is not possible at this point of the "
                                   f"battle.")

