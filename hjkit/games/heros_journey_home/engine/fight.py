"""What fighters do in a battle: Ambush, attacks and their dice, the defender's choice,
the extrinsic abilities used as a combat action, and a truce between players."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from hjkit.kit.game import Applied, Event, Refusal

from .actions import Action
from .combat import (
    BattleOver,
    enchant,
    enemy_player,
    finish,
    name_of,
    next_round,
    settle,
    sirens_choice,
    targets,
)
from .dice import (
    LULL_AT,
    cavalier,
    cover,
    item_effect,
    member_at,
    reroll,
    roll_at_once,
    roll_dice,
    start_attack,
    time_traveler,
    wound,
)
from .magic import apply_heal, cast, combat_casts, may_cast
from .pickup import leave, pick_up, picking_seat, pickup_actions
from .rules import change_party, hurt, refuse
from .state import Roll, State, member_ref, parse_ref
from .truce import apply_truce, offer, truce_actions

SMITE = 2
ASSASSIN_PAIRS = tuple(combinations(range(1, 21), 2))
"""Assassin: "Choose 2 numbers from 1-20": every pair, the lower number first."""


def fight_actions(state: State) -> list[Action]:
    combat = state.combat
    if combat.step == "sirens":
        seat = enemy_player(state, combat)
        return [Action("sirens", seat, target=t) for t in sirens_choice(state, combat)]
    if combat.step == "opening":
        found = []
        for seat in announcing(state):
            found.append(Action("begin", seat))
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
    if combat.step == "reroll":
        seat, index = parse_ref(time_traveler(state, combat.roll))
        return [Action("pass", seat)] + [Action("reroll", seat, member=index, value=i)
                                         for i in range(len(combat.roll.rolls))]
    if combat.step == "cover":
        defender, amount = combat.cover
        seat = parse_ref(defender)[0]
        knight = cavalier(state, defender)
        return [Action("cover", seat, member=knight, value=n) for n in range(amount + 1)]
    if combat.step == "between":
        return pickup_actions(state, picking_seat(state, combat))
    if combat.step == "truce":
        return truce_actions(state)
    ref = combat.acting
    if combat.step == "defend":
        seat = enemy_player(state, combat)
        options = targets(state, combat, ref)
        if combat.enemies[parse_ref(ref)].special == "caveman":
            top = max(member_at(state, t).natural for t in options)
            options = [t for t in options if member_at(state, t).natural == top]
        return [Action("defend", seat, target=t) for t in options]
    seat, index = parse_ref(ref)
    return acting_actions(state, seat, index) + combat_casts(state, seat, index)


def announcing(state: State) -> list[int]:
    """Ambush: "Its use should be announced before combat begins": the seats yet to
    announce or pass: each in the battle holding Ambush cards, and the player whose turn it
    is (who begins the battle)."""
    combat = state.combat
    return [s for s in combat.seats if s not in combat.spoken and
            (s == state.active or state.parties[s].ambushes)]


def acting_actions(state: State, seat: int, index: int, kind: str | None = None
                   ) -> list[Action]:
    """What the acting adventurer may do other than cast or heal: every such action, or
    only those of one kind (apply checks an action against these alone)."""
    combat = state.combat
    ref = member_ref(seat, index)
    member = state.parties[seat].members[index]
    enemies = targets(state, combat, ref)
    monsters = [t for t in enemies if t.startswith("m")]
    found = []
    if kind in (None, "attack"):
        found += [Action("attack", seat, member=index, target=t) for t in enemies]
    if kind in (None, "lull") and member.has("lull"):
        found += [Action("lull", seat, member=index, target=t) for t in monsters]
    if kind in (None, "smite") and member.has("smite") and ref not in combat.smote:
        found += [Action("smite", seat, member=index, target=t) for t in enemies]
    if kind in (None, "sacrifice") and member.has("sacrifice"):
        found.append(Action("sacrifice", seat, member=index))
    if kind in (None, "assassinate") and member.has("assassinate"):
        found += [Action("assassinate", seat, member=index, target=t, numbers=pair)
                  for t in enemies for pair in ASSASSIN_PAIRS]
    if kind in (None, "duel") and member.has("duel"):
        found += [Action("duel", seat, member=index, target=t) for t in enemies]
    if kind in (None, "ouanga") and item_effect(state, member, "ouanga") and \
            combat.kind == "monster":
        found += [Action("ouanga", seat, member=index, target=t) for t in monsters
                  if combat.enemies[parse_ref(t)].raised is None]
    if kind in (None, "truce") and combat.kind == "duel":
        found.append(Action("truce", seat, member=index))
    return found


def _allowed(state: State, action: Action) -> bool:
    """Whether the action is one the battle offers now. The acting adventurer's action is
    checked against the actions of its kind alone (not every spell payment); a cast or a
    heal by the rule, its MP by cast and apply_heal."""
    combat = state.combat
    if combat.step != "act":
        return action in fight_actions(state)
    seat, index = parse_ref(combat.acting)
    if (action.seat, action.member) != (seat, index):
        return False
    if action.type in ("cast", "heal"):
        return may_cast(state, action, in_combat=True)
    if action.type == "assassinate" and action.numbers:  # the pair in either order
        action = replace(action, numbers=tuple(sorted(action.numbers)))
    return action in acting_actions(state, seat, index, action.type)


def apply_fight(state: State, action: Action) -> Applied | BattleOver | Refusal:
    return roll_at_once(_decide(state, action))


def _decide(state: State, action: Action) -> Applied | BattleOver | Refusal:
    combat = state.combat
    if combat.step == "roll" and action.type == "roll" and action.seat == combat.roll.seat:
        return roll_dice(state, action)  # it checks the value and says what is wrong
    if combat.step == "truce":
        return apply_truce(state, action)  # each term is checked there
    if not _allowed(state, action):
        return _why(state, action, fight_actions(state))
    kind = action.type
    if kind == "sirens":
        return enchant(state, action.target)
    if combat.step == "between":
        if kind == "equip":
            state, event = pick_up(state, action)
            return next_round(state, [event])
        return next_round(leave(state, action.seat), [])
    if kind == "begin" and combat.step == "opening":
        return _announce(state, action)
    if kind == "begin":
        return next_round(state, [Event("begin", "The battle begins.")])
    if kind == "ambush":
        return _announce(state, action)
    if kind == "roll":
        return roll_dice(state, action)
    if kind in ("reroll", "pass"):
        return reroll(state, action)
    if kind == "cover":
        return cover(state, action)
    if kind == "defend":
        return start_attack(state, combat.acting, action.target)
    if kind == "truce":
        return offer(state, action.seat)
    ref = member_ref(action.seat, action.member)
    if kind == "attack":
        return start_attack(state, ref, action.target)
    if kind == "lull":
        roll = Roll("lull", action.seat, ref, action.target, 1, LULL_AT)
        return _await(state, roll, "The Bard sings: 18, 19 or 20 lulls the monster to sleep.")
    if kind == "assassinate":
        numbers = action.numbers
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
        over = finish(state, "fled", [Event("sacrifice", "The Maiden sacrifices herself to "
                                                         "end the battle.")] + events)
        return replace(over, ends_turn=True)  # "This ends the player's turn."

    if kind == "heal":
        return apply_heal(state, action, in_combat=True)
    return cast(state, action, in_combat=True)


def _await(state: State, roll: Roll, text: str) -> Applied:
    combat = replace(state.combat, step="roll", roll=roll)
    return Applied(replace(state, combat=combat), (Event("ability", text),))


def _announce(state: State, action: Action) -> Applied:
    """A seat announces an Ambush (its card is spent) or passes; when every seat that may
    announce has spoken, the battle begins: "If two players attempt to Ambush one another,
    the cards are cancelled out, discarded, and combat takes place as normal.\""""
    combat = state.combat
    seat = action.seat
    events = []
    announced = combat.announced
    if action.type == "ambush":
        party = state.parties[seat]
        state = change_party(state, seat, replace(party, ambushes=party.ambushes - 1))
        announced += ((seat, action.member, action.target),)
        events.append(Event("ambush", f"{party.name} announces an Ambush."))
    combat = replace(combat, spoken=combat.spoken | {seat}, announced=announced)
    state = replace(state, combat=combat)
    if announcing(state):
        return Applied(state, tuple(events))
    if len({s for s, _, _ in announced}) > 1:
        return next_round(state, events + [Event("ambush", "Both players Ambush: the cards "
                                                           "cancel out and combat takes "
                                                           "place as normal.")])
    if not announced:
        return next_round(state, events + [Event("begin", "The battle begins.")])
    seat, member, target = announced[0]
    name = state.parties[seat].members[member].name
    return start_attack(state, member_ref(seat, member), target, "ambush",
                        events + [Event("ambush", f"Ambush! {name} makes a free attack.")])


def _why(state: State, action: Action, legal: list[Action]) -> Refusal:
    combat = state.combat
    deciding = {a.seat for a in legal}
    if action.seat not in deciding:
        who = " or ".join(state.parties[s].name for s in sorted(deciding))
        return refuse("combat-turn", f"In the battle it is {who}'s decision now.")
    if combat.step == "roll":
        return refuse("combat-roll", "Roll the dice the battle waits for.")
    if combat.step == "sirens":
        return refuse("sirens", "Sirens: \"In parties greater than two, one adventurer "
                                "enchanted by Sirens and misses entire battle\": first choose "
                                "which of the party's living adventurers.")
    if combat.step == "cover":
        return refuse("cavalier", f"The Cavalier takes from 0 to {combat.cover[1]} HP of the "
                                  f"damage.")
    if combat.step == "reroll":
        return refuse("time-traveler", "Re-roll one of the attack's dice, or keep them.")
    if combat.step == "defend":
        if combat.enemies[parse_ref(combat.acting)].special == "caveman":
            return refuse("caveman", "Caveman: \"Always attacks adventurer with highest "
                                     "natural card value.\"")
        return refuse("combat-defender", "\"Player must choose a defender from among their "
                                         "adventurers.\"")
    if action.type == "equip":
        return refuse("items", "\"In combat, an exception is made for an adventurer who has "
                               "died. The dead adventurer's items may be picked up and "
                               "equipped between combat rounds\"; other items move after "
                               "the battle.")
    if action.type == "smite":
        return refuse("cleric", "Cleric: \"Inflict 2 HP damage on enemy once per battle.\"")
    if combat.acting and action.member is not None and \
            member_ref(action.seat, action.member) != combat.acting:
        return refuse("combat-order", f"\"The combatant with the lowest card value attacks "
                                      f"first\": {name_of(state, combat, combat.acting)} acts "
                                      f"now.")
    if action.type == "assassinate":
        return refuse("assassin", "Assassin: \"Choose 2 numbers from 1-20\".")
    return refuse("combat-action", f"{action.type} is not possible at this point of the "
                                   f"battle.")

