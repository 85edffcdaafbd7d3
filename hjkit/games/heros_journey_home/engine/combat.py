"""A battle's course: who fights, the order of a round, whose decision it is, and how a
battle ends (Combat: "The combat round", "Completing the round", "The battle ends").

An action in a battle gives Applied while the battle goes on, or BattleOver when it ends:
what follows a battle (parties out, the game's end, the rest of the turn) is for the phase
table (phases.py) to decide."""

from __future__ import annotations

from dataclasses import dataclass, replace

from hjkit.kit.game import Applied, Event
from hjkit.kit.wording import counted

from .pickup import picking_seat
from .rules import change_party, heal, won_battle
from .state import Combat, Enemy, State, member_ref, parse_ref
from .supply import to_bottom

REWARD_PER_HP = 100
RAISED_HP = 2


@dataclass(frozen=True, slots=True)
class BattleOver:
    """A battle's outcome: the table once the rewards or spoils are paid (the battle still
    on it), the seats whose parties it wiped out, and what happened."""

    state: State
    losers: tuple[int, ...]
    events: tuple[Event, ...]
    ends_turn: bool = False
    """The battle's end ends the turn too (the Maiden: "This ends the player's turn")."""


def enemy_of(state: State, card_id: str) -> Enemy:
    card = state.cards.journey[card_id]
    return Enemy(card.id, card.name, card.value or 1, card.hp or 1, card.hp or 1,
                 card.damage, card.special)


def begin(state: State, kind: str, seats: tuple[int, ...], enemies: tuple[Enemy, ...],
          events: list[Event]) -> Applied:
    """Set the battle up; the Sirens' player chooses whom they enchant, then Ambush may be
    announced before the first round."""
    state, combat = fortify_in(state, Combat(kind, seats, enemies), events)
    if kind == "monster":
        combat = _raise_the_dead(state, combat, events)
    state = replace(state, step="combat", combat=combat)
    if sirens_choice(state, combat):
        events.append(Event("sirens", "The Sirens sing: choose the adventurer they enchant, "
                                      "who misses the entire battle."))
        return Applied(replace(state, combat=replace(combat, step="sirens")), tuple(events))
    return open_battle(state, events)


def fortify_in(state: State, combat: Combat, events: list[Event]) -> tuple[State, Combat]:
    """A party fortified outside a battle has its +2 armor in this battle, its next."""
    for seat in combat.seats:
        party = state.parties[seat]
        if party.fortified:
            state = change_party(state, seat, replace(party, fortified=False))
            combat = replace(combat, fortified=combat.fortified | {seat})
            events.append(Event("fortify", f"{party.name}'s party is fortified: +2 armor "
                                           f"until the battle ends."))
    return state, combat


def open_battle(state: State, events: list[Event]) -> Applied:
    """Ambush may be announced before the first round, if anyone in the battle holds one;
    else the first round begins."""
    combat = state.combat
    if any(state.parties[s].ambushes for s in combat.seats):
        state = replace(state, combat=replace(combat, step="opening"))
        events.append(Event("opening", "Ambush may be announced before the first round."))
        return Applied(state, tuple(events))
    return next_round(state, events)


def sirens_choice(state: State, combat: Combat) -> list[str]:
    """Sirens: "In parties greater than two, one adventurer enchanted by Sirens and misses
    entire battle": the adventurers who may be the one (the text does not say who chooses;
    the player does, see enemy_player)."""
    if combat.kind != "monster" or combat.enemies[0].special != "sirens":
        return []
    seat = combat.seats[0]
    living = state.parties[seat].living()
    return [member_ref(seat, i) for i in living] if len(living) > 2 else []


def enchant(state: State, ref: str) -> Applied:
    combat = replace(state.combat, enchanted=frozenset({ref}))
    state = replace(state, combat=combat)
    events = [Event("sirens", f"The Sirens enchant {name_of(state, combat, ref)}, who misses "
                              f"the entire battle.")]
    return open_battle(state, events)


def _raise_the_dead(state: State, combat: Combat, events: list[Event]) -> Combat:
    seat = combat.seats[0]
    party = state.parties[seat]
    if combat.enemies[0].special == "high-priest":
        dead = [i for i, m in enumerate(party.members) if not m.alive and not m.eaten]
        if dead:
            body = party.members[dead[0]]
            raised = Enemy(body.card, f"Raised {body.name}", body.value, RAISED_HP, RAISED_HP,
                           raised=(seat, dead[0]))
            combat = replace(combat, enemies=(*combat.enemies, raised))
            events.append(Event("raised", f"The High Priest raises {body.name} (2 HP) to "
                                          f"fight alongside him."))
    return combat


def fighters(state: State, combat: Combat) -> list[tuple[tuple, str]]:
    """Every fighter able to act, with its sort key: "The combatant with the lowest card
    value attacks first. In the event an adventurer and monster have the same card value,
    the monster attacks first." (Ties among adventurers: the active player's first, then in
    party order.)"""
    found = []
    for i, enemy in enumerate(combat.enemies):
        if enemy.alive:
            found.append(((enemy.value, 0, 0, i), f"m{i}"))
    for seat in combat.seats:
        order = (seat - state.active) % state.players
        for i, member in enumerate(state.parties[seat].members):
            ref = member_ref(seat, i)
            if member.alive and ref not in combat.enchanted:
                found.append(((member.value, 1, order, i), ref))
    return sorted(found)


def next_round(state: State, events: list[Event]) -> Applied:
    """A new round, once the fallen's items have been picked up (see pickup.py)."""
    combat = state.combat
    seat = picking_seat(state, combat)
    if seat is not None:
        combat = replace(combat, step="between", queue=(), acting=None)
        events.append(Event("between", f"Between rounds {state.parties[seat].name} may pick "
                                       f"up the fallen's items."))
        return Applied(replace(state, combat=combat), tuple(events))
    queue = tuple(ref for _, ref in fighters(state, combat))
    combat = replace(combat, round=combat.round + 1, queue=queue, step="act", acting=None)
    events.append(Event("round", f"Round {combat.round}."))
    return advance(replace(state, combat=combat), events)


def advance(state: State, events: list[Event]) -> Applied:
    """The next fighter in the round acts; a paralyzed adventurer or a sleeping monster
    misses its turn; after the last, a new round begins."""
    combat = state.combat
    queue = list(combat.queue)
    while queue:
        ref = queue.pop(0)
        if not alive(state, combat, ref):
            continue
        if ref in combat.paralyzed:
            combat = replace(combat, paralyzed=combat.paralyzed - {ref})
            events.append(Event("paralyzed", f"{name_of(state, combat, ref)} is paralyzed with "
                                             f"fear and misses this action."))
            continue
        if ref.startswith("m") and combat.enemies[parse_ref(ref)].asleep:
            index = parse_ref(ref)
            enemies = list(combat.enemies)
            enemies[index] = replace(enemies[index], asleep=False)
            combat = replace(combat, enemies=tuple(enemies))
            events.append(Event("asleep", f"{enemies[index].name} sleeps through its attack."))
            continue
        combat = replace(combat, queue=tuple(queue), acting=ref,
                         step="defend" if ref.startswith("m") else "act")
        return Applied(replace(state, combat=combat), tuple(events))
    return next_round(replace(state, combat=replace(combat, queue=())), events)


def alive(state: State, combat: Combat, ref: str) -> bool:
    where = parse_ref(ref)
    if isinstance(where, int):
        return combat.enemies[where].alive
    seat, index = where
    return state.parties[seat].members[index].alive and ref not in combat.enchanted


def name_of(state: State, combat: Combat, ref: str) -> str:
    where = parse_ref(ref)
    if isinstance(where, int):
        return combat.enemies[where].name
    return state.parties[where[0]].members[where[1]].name


def enemy_player(state: State, combat: Combat) -> int:
    """The seat that makes the enemies' choices and rolls: "Players who are "out" take on
    the combat actions of enemies"; "In multiplayer games, a player who is out should take
    over this choice as well as the monster rolls". (Ruling: the first player out after the
    one fighting, in seat order; with nobody out, the player fighting does it.)"""
    fighting = combat.seats[0]
    for step in range(1, state.players):
        seat = (fighting + step) % state.players
        if state.parties[seat].out:
            return seat
    return fighting


def targets(state: State, combat: Combat, ref: str) -> list[str]:
    """Who a fighter may attack: for adventurers, the enemies or the opposing
    adventurers; for monsters, the adventurers of the party they fight."""
    where = parse_ref(ref)
    if combat.kind in ("monster", "stranger"):
        if isinstance(where, int):
            seat = combat.seats[0]
            return [member_ref(seat, i) for i in state.parties[seat].living()
                    if member_ref(seat, i) not in combat.enchanted]
        return [f"m{i}" for i, e in enumerate(combat.enemies) if e.alive]
    seat = where[0]
    return [member_ref(s, i) for s in combat.seats if s != seat
            for i in state.parties[s].living()]


def settle(state: State, events: list[Event]) -> Applied | BattleOver:
    """After an action: end the battle if a side is beaten, else the next fighter acts."""
    combat = state.combat
    if combat.kind in ("monster", "stranger"):
        seat = combat.seats[0]
        main = [e for e in combat.enemies if e.raised is None]
        if not state.parties[seat].living():
            return finish(state, "lost", events)
        if not any(e.alive for e in main):
            return finish(state, "won", events)
        if not targets(state, combat, "m0"):
            events.append(Event("sirens", "Only the enchanted adventurer is left: the Sirens "
                                          "sing on and the party slips away."))
            return finish(state, "fled", events)
        return advance(state, events)
    standing = tuple(s for s in combat.seats if state.parties[s].living())
    if combat.kind == "final" and len(standing) > 1:
        for seat in set(combat.seats) - set(standing):
            state = change_party(state, seat, replace(state.parties[seat], out=True))
            events.append(Event("out", f"{state.parties[seat].name} is out of the game."))
        return advance(replace(state, combat=replace(combat, seats=standing)), events)
    if len(standing) < len(combat.seats):
        return finish(state, "won" if standing else "lost", events)
    return advance(state, events)


def finish(state: State, outcome: str, events: list[Event]) -> BattleOver:
    """"The battle ends": the victor's bonus die +1 and, against monsters, 100 PG per the
    enemy's starting HP; a fled or ended battle pays nothing."""
    combat = state.combat
    state = _return_raised(state, combat)
    if combat.kind == "stranger":
        # "place the card on the bottom of the Adventurer deck", however the battle ended:
        # a card turned up has nowhere else to go (the Ouanga charms monsters only).
        state = to_bottom(state, combat.enemies[0].card)
    if combat.kind in ("monster", "stranger"):
        seat = combat.seats[0]
        party = state.parties[seat]
        if outcome == "won":
            reward = REWARD_PER_HP * sum(e.start_hp for e in combat.enemies if e.raised is None)
            party = won_battle(replace(party, papergold=party.papergold + reward))
            events.append(Event("won", f"{party.name} wins the battle: {reward} PG reward, "
                                       f"bonus die {party.bonus}."))
            if _has_item(state, party, "sampo"):
                party = replace(party, members=tuple(heal(m, 1) for m in party.members))
                events.append(Event("sampo", "Sampo!: every adventurer gains 1 HP."))
        elif outcome == "fled":
            events.append(Event("ended", "The battle ends: no reward."))
        state = change_party(state, seat, party)
        # A party may die with the battle ending otherwise (the Maiden, its last adventurer,
        # sacrifices herself): it is out all the same.
        return BattleOver(state, () if party.living() else (seat,), tuple(events))
    losers = [s for s in combat.seats if not state.parties[s].living()]
    winners = [s for s in combat.seats if s not in losers]
    if outcome != "fled" and len(winners) == 1:
        state = _spoils(state, winners[0], losers, events)
    elif outcome == "fled":
        events.append(Event("ended", "The battle ends with no winner: no spoils."))
    return BattleOver(state, tuple(losers), tuple(events))


def _spoils(state: State, winner: int, losers: list[int], events: list[Event]) -> State:
    """"if a player eliminates an opponent's entire party, the winning player gains all of
    the defeated player's items and papergold"."""
    party = won_battle(state.parties[winner])
    for seat in losers:
        loser = state.parties[seat]
        items = (*loser.hand, *(i for m in loser.members for i in m.items))
        party = replace(party, papergold=party.papergold + loser.papergold,
                        hand=(*party.hand, *items))
        state = change_party(state, seat, replace(loser, papergold=0, hand=(),
                             members=tuple(replace(m, items=()) for m in loser.members)))
        events.append(Event("spoils", f"{party.name} takes {loser.name}'s {loser.papergold} PG "
                                      f"and {counted(len(items), 'item')}."))
    return change_party(state, winner, party)


def _return_raised(state: State, combat: Combat) -> State:
    """"If the High Priest is killed first, the battle ends and the newly-raised adventurer
    returns to the player's party" (with the HP it has left; while he stands, a battle
    that ends otherwise leaves the body dead). "If a Hero is raised from the dead the bonus
    die value may continue to increase as normal.\""""
    if any(e.alive and e.special == "high-priest" for e in combat.enemies):
        return state
    for enemy in combat.enemies:
        if enemy.raised and enemy.alive:
            seat, index = enemy.raised
            party = state.parties[seat]
            members = list(party.members)
            members[index] = replace(members[index], hp=enemy.hp)
            party = replace(party, members=tuple(members))
            if party.hero == index:
                party = replace(party, hero_fallen=False)
            state = change_party(state, seat, party)
    return state


def _has_item(state: State, party, effect: str) -> bool:
    return any(state.cards.quest_items.get(i) is not None and
               state.cards.quest_items[i].effect == effect
               for m in party.members if m.alive for i in m.items)
