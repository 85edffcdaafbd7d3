"""Attacks and their dice: the to-hit number and what is added to each die, rolling (the
companion's seeded dice or the physical dice entered one by one), the Time Traveler's
re-roll, hits and damage (the Automaton's saves, the Cavalier taking the blow) and what
each extrinsic ability's roll decides."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event, Refusal

from .actions import Action
from .combat import BattleOver, enemy_player, finish, name_of, next_round, settle
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
from .state import Combat, Member, Roll, State, parse_ref

FOOL_PENALTY, HARPY_PENALTY, FORTIFY = 3, 2, 2
LULL_AT, AUTOMATON_AT = 18, 19


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


def member_at(state: State, ref: str) -> Member:
    seat, index = parse_ref(ref)
    return state.parties[seat].members[index]


def item_effect(state: State, member: Member, effect: str) -> bool:
    return any(state.cards.quest_items.get(i) is not None and
               state.cards.quest_items[i].effect == effect for i in member.items)


def start_attack(state: State, attacker: str, defender: str, purpose: str = "attack",
                 events: list[Event] | None = None) -> Applied:
    combat = state.combat
    events = list(events or [])
    where = parse_ref(attacker)
    hp = combat.enemies[where].hp if isinstance(where, int) else member_at(state, attacker).hp
    dice = 1 if purpose in ("duel",) else dice_for(hp)
    sets = 2 if not isinstance(where, int) and purpose in ("attack", "ambush") and \
        item_effect(state, member_at(state, attacker), "attack-twice") else 1
    target = attack_number(state, combat, attacker, defender)
    seat = enemy_player(state, combat) if isinstance(where, int) else where[0]
    events.append(Event("to-hit", f"{name_of(state, combat, attacker)} attacks "
                                  f"{name_of(state, combat, defender)}: {target} or more to hit "
                                  f"on {dice * sets}d20."))
    roll = Roll(purpose, seat, attacker, defender, dice * sets, target, sets=sets)
    return Applied(replace(state, combat=replace(combat, step="roll", roll=roll)),
                   tuple(events))


def roll_dice(state: State, action: Action) -> Applied | BattleOver | Refusal:
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
    events = [Event("roll", f"Rolled {', '.join(map(str, roll.rolls))}.")]
    traveler = time_traveler(state, roll)
    if traveler is not None:
        events.append(Event("reroll", f"{name_of(state, combat, traveler)} may re-roll one "
                                      f"die, using this round's action."))
        return Applied(replace(state, combat=replace(state.combat, step="reroll")),
                       tuple(events))
    return resolve(state, roll, events)


def roll_at_once(result: Applied | BattleOver | Refusal) -> Applied | BattleOver | Refusal:
    """When the companion rolls, rolling is no decision: a battle that comes to wait for
    the dice (an attack, the defender chosen, an ability, the Automaton's saves, a die
    chosen to re-roll) rolls them in the same action, with the seeded dice a separate roll
    would have used, so one tap attacks and a replay rolls the same. Physical dice are
    still entered one by one."""
    while isinstance(result, Applied) and result.state.dice == "companion" and \
            result.state.combat is not None and result.state.combat.step == "roll":
        state = result.state
        rolled = roll_dice(state, Action("roll", state.combat.roll.seat))
        result = replace(rolled, events=result.events + rolled.events)
    return result


def resolve(state: State, roll: Roll, events: list[Event]) -> Applied | BattleOver:
    state = replace(state, combat=replace(state.combat, roll=None, step="act"))
    return RESOLVE[roll.purpose](state, roll, events)


def time_traveler(state: State, roll: Roll) -> str | None:
    """Time Traveler: "May re-roll any one attack die once per combat round." (Ruling: his
    player may re-roll one die of an attack by or against his party, once per attack, using
    the Time Traveler's action this round, so only before he has acted.)"""
    combat = state.combat
    if roll.purpose not in ("attack", "duel") or roll.rerolled:
        return None
    seats = [parse_ref(r)[0] for r in (roll.defender, roll.attacker) if r.startswith("a")]
    for seat in seats:
        for index, member in enumerate(state.parties[seat].members):
            ref = f"a{seat}.{index}"
            if member.has("reroll") and ref in combat.queue and ref not in combat.paralyzed:
                return ref
    return None


def reroll(state: State, action: Action) -> Applied | BattleOver | Refusal:
    combat = state.combat
    roll = combat.roll
    traveler = time_traveler(state, roll)
    if action.type == "pass":
        return resolve(state, roll, [Event("reroll", "The dice stand.")])
    if action.value is None or not 0 <= action.value < len(roll.rolls):
        return refuse("time-traveler", "Re-roll one of the attack's dice.")
    rolls = list(roll.rolls)
    old = rolls.pop(action.value)
    roll = replace(roll, rolls=tuple(rolls), rerolled=True, seat=action.seat)
    combat = replace(combat, roll=roll, step="roll",
                     queue=tuple(r for r in combat.queue if r != traveler))
    return Applied(replace(state, combat=combat), (Event("reroll", f"The Time Traveler "
                                                                   f"re-rolls the {old}."),))


def _resolve_attack(state: State, roll: Roll, events: list[Event]) -> Applied | BattleOver:
    combat = state.combat
    add = modifier(state, combat, roll.attacker, roll.defender)
    hits = sum(is_hit(d, d + add, roll.to_hit) for d in roll.rolls)
    events.append(Event("hits", f"{hits} hit{'s' if hits != 1 else ''} (needing "
                                f"{roll.to_hit}{f', {add:+d} to each roll' if add else ''})."))
    where = parse_ref(roll.attacker)
    if isinstance(where, int):
        enemy = combat.enemies[where]
        defender = member_at(state, roll.defender)
        per_hit = enemy.damage
        if enemy.name == "Leviathan" and item_effect(state, defender, "half-leviathan"):
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
        per_hit = 2 if item_effect(state, member_at(state, roll.attacker), "double-damage") else 1
    return _damage(state, roll, hits, per_hit, events)


def _damage(state: State, roll: Roll, hits: int, per_hit: int, events: list[Event]
           ) -> Applied | BattleOver:
    combat = state.combat
    target = parse_ref(roll.defender)
    if hits and not isinstance(target, int) and member_at(state, roll.defender).has("automaton"):
        saves = Roll("automaton", target[0], roll.attacker, roll.defender, hits, AUTOMATON_AT,
                     numbers=(per_hit,), hits=hits)
        events.append(Event("automaton", f"The Automaton rolls 1d20 per hit: "
                                         f"{AUTOMATON_AT} or 20 and no HP is lost."))
        return Applied(replace(state, combat=replace(combat, step="roll", roll=saves)),
                       tuple(events))
    return _deal(state, roll, hits * per_hit, events)


def cavalier(state: State, defender: str) -> int | None:
    """The Cavalier's index in the defender's party, if he may take the damage for it."""
    if not defender.startswith("a"):
        return None
    seat, index = parse_ref(defender)
    return next((i for i, m in enumerate(state.parties[seat].members) if m.has("cavalier")
                 and i != index and f"a{seat}.{i}" not in state.combat.enchanted), None)


def _deal(state: State, roll: Roll, amount: int, events: list[Event]) -> Applied | BattleOver:
    """Cavalier: "Instead of deducting HP from a targeted adventurer, you can let the
    Cavalier take the bullet (or claw). The decision can be made after the monster roll has
    occurred and the damage may be split\""""
    if amount > 0 and cavalier(state, roll.defender) is not None:
        combat = replace(state.combat, step="cover", roll=roll,
                         cover=(roll.defender, amount))
        events.append(Event("cover", f"The Cavalier may take some or all of the {amount} HP "
                                     f"meant for {member_at(state, roll.defender).name}."))
        return Applied(replace(state, combat=combat), tuple(events))
    state, more = wound(state, roll.attacker, roll.defender, amount)
    return _after(state, roll, events + more)


def cover(state: State, action: Action) -> Applied | BattleOver | Refusal:
    combat = state.combat
    defender, amount = combat.cover
    if action.value is None or not 0 <= action.value <= amount:
        return refuse("cavalier", f"The Cavalier takes from 0 to {amount} HP of the damage.")
    seat = parse_ref(defender)[0]
    knight = f"a{seat}.{cavalier(state, defender)}"
    roll = combat.roll
    state = replace(state, combat=replace(combat, step="act", roll=None, cover=None))
    state, events = wound(state, roll.attacker, knight, action.value)
    state, more = wound(state, roll.attacker, defender, amount - action.value)
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


def _resolve_automaton(state: State, roll: Roll, events: list[Event]) -> Applied | BattleOver:
    saves = sum(d >= AUTOMATON_AT for d in roll.rolls)
    events.append(Event("saves", f"The Automaton's hide turns {saves} of {roll.hits} hits."))
    return _deal(state, roll, (roll.hits - saves) * roll.numbers[0], events)


def _after(state: State, roll: Roll, events: list[Event]) -> Applied | BattleOver:
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


def _resolve_duel(state: State, roll: Roll, events: list[Event]) -> Applied | BattleOver:
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


def _resolve_lull(state: State, roll: Roll, events: list[Event]) -> Applied | BattleOver:
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


def _resolve_assassinate(state: State, roll: Roll, events: list[Event]) -> Applied | BattleOver:
    if roll.rolls[0] in roll.numbers:
        state, more = wound(state, roll.attacker, roll.defender, 99)
        events += [Event("assassinate", "The Assassin strikes true."), *more]
        return finish(state, "won", events) if isinstance(parse_ref(roll.defender), int) \
            else settle(state, events)
    events.append(Event("assassinate", "The Assassin misses."))
    return settle(state, events)


def _resolve_ouanga(state: State, roll: Roll, events: list[Event]) -> Applied | BattleOver:
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
