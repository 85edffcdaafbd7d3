"""The one transition: `apply(table, action)` gives Applied or a Refusal naming the rule;
`legal_actions(table)` lists what may be done now. Turn order, the Move Phase, dice, XP,
action cards and the End Phase live here; quests in quest.py, terrain in terrain.py."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit import rng
from hjkit.kit.game import Applied, Event, Refusal

from ..model.library import BOARD_SIDE
from . import party, quest, terrain
from .actions import Accept, Action, EndTurn, Give, Heal, Move, Play, Retreat, Roll, Spend, Terrain
from .quest import Events, seat_of, update
from .setup import DrawRefused, add_quest, discard, is_edge, next_to_roll, settled_order
from .state import LastRoll, Pending, Table

LEVEL_XP, REROLL_XP, FIGHT_XP = 7, 2, 1
"""USING XP TOKENS: 2 Reroll, 1 Fight +1, 7 Level Token."""
START_SPACE = ("Player Pawns must start in the City, Town, Castle, Village, Outpost or "
               "Hamlet.")


def order_roll(table: Table, roll: int, events: Events) -> Table:
    """One player's 1D20 for turn order, entered at the table; the next roller, or the order
    settled and the first player to place a pawn."""
    rolls = list(table.order_rolls)
    rolls[table.turn] = (*rolls[table.turn], roll)
    rolls = tuple(rolls)
    events.append(Event("order", f"{seat_of(table).name} rolls {roll} for turn order"))
    following = next_to_roll(rolls)
    if following is not None:
        return replace(table, order_rolls=rolls, turn=following)
    order = settled_order(rolls)
    events.append(Event("order", "Turn order: " + ", ".join(table.seats[s].name
                                                            for s in order)))
    return replace(table, order_rolls=rolls, order=order, turn=order[0], phase="place",
                   pending=None)


def following(table: Table, seat: int) -> int:
    """The seat after seat in turn order."""
    return table.order[(table.order.index(seat) + 1) % len(table.order)]


ROLLS = {"order": order_roll, "encounter": quest.encounter, "explore": quest.encounter,
         "tag": quest.random_tag, "fight": quest.fight, "casualties": quest.casualties,
         "death": quest.death, "save": quest.save, "respawn": quest.respawn}


UNREROLLED = ("order", "fight")
"""Rolls not rerolled with the roll just made: turn order is no roll for the party, and a
lost fight's 1D20 has its own choice (purpose 'lost'; a won one needs none)."""


def _may_reroll(table: Table) -> bool:
    """"2 Reroll Target Die Roll (That you made)": the roll just made, with the 2 XP held
    before it (XP it earned goes with it)."""
    last = table.last_roll
    return last is not None and seat_of(last.before).xp >= REROLL_XP


def distance(a: int, b: int) -> int:
    """Spaces between a and b moving orthogonally ("Moves must be orthogonal not
    diagonal")."""
    return abs(a // BOARD_SIDE - b // BOARD_SIDE) + abs(a % BOARD_SIDE - b % BOARD_SIDE)


def allowance(table: Table) -> int:
    """1 space, +1 with a Guide hired last turn, + Move abilities and cards."""
    seat = seat_of(table)
    return (1 + seat.guide + party.bonus(seat, table.library, "move") + table.moves_bonus)


def destinations(table: Table) -> tuple[int, ...]:
    seat = seat_of(table)
    if table.phase == "place":
        return tuple(s for s, t in enumerate(table.board) if table.library.tiles[t].start)
    reach = allowance(table)
    return tuple(s for s in range(len(table.board))
                 if 1 <= distance(s, seat.square) <= reach
                 or (seat.ship and is_edge(s) and s != seat.square))


def legal_actions(table: Table) -> list[Action]:
    if table.is_over:
        return []
    i, seat, pending = table.turn, seat_of(table), table.pending
    if table.placing:
        return [Give(i, h.card) for h in seat.heroes
                if party.can_carry(h, table.placing[0], table.library)]
    found: list[Action] = [Spend(i, "reroll")] if _may_reroll(table) else []
    if pending is not None:
        return found + _pending_actions(table)
    if table.phase in ("place", "move"):
        found += [Move(i, s) for s in destinations(table)]
    if table.phase == "terrain":
        found += [Terrain(i, a, c) for a in terrain.offered(table)
                  for c in terrain.choices(table, a) if not terrain.refusal(table, a, c)]
    if table.phase == "end":
        found.append(EndTurn(i))
    if table.phase in ("move", "end"):
        found += [Play(i, c) for c in dict.fromkeys(seat.hand) if not _play_refusal(table, c)]
    if table.phase in ("move", "terrain", "end") and seat.xp >= LEVEL_XP:
        found += [Spend(i, "level", h) for h in dict.fromkeys(x.card for x in seat.heroes)]
    return found


def _pending_actions(table: Table) -> list[Action]:
    i, seat, pending = table.turn, seat_of(table), table.pending
    retreat = [Retreat(i)] if _may_retreat(table) else []
    if pending.purpose == "lost":
        return [Spend(i, "reroll"), Accept(i), *retreat]
    if pending.purpose == "heal":
        return [Heal(i, _healer_card(key)) for key in quest.healers(table, pending.victim)
                ] + [Accept(i)]
    found: list[Action] = ([Roll(i)] if table.dice == "companion"
                           else [Roll(i, v) for v in range(1, _faces(table) + 1)])
    found += retreat
    if pending.purpose == "fight":  # as many points of Fight +1 as the XP buys, at once
        found += [Spend(i, "fight", amount=n) for n in range(1, seat.xp // FIGHT_XP + 1)]
    found += [Play(i, c) for c in dict.fromkeys(seat.hand) if not _play_refusal(table, c)]
    return found


RETREAT_FROM = ("encounter", "fight", "lost", "casualties", "death")
"""The quest's decisions a party may retreat from: an Encounter roll, a fight roll, a lost
fight, a trap's or a fight's casualties, the die that picks who dies. Not a Save roll nor a
Heal: the hero the die picked is killed, and those two answer that killing."""


def _may_retreat(table: Table) -> bool:
    """RETREAT RULE: "At any time during a Quest the player may have his Party retreat.":
    at each of the quest's decisions (RETREAT_FROM; before the readings of issue 27 point 6,
    rules 1 and 2, before a fight roll only). Explore is no quest."""
    pending = table.pending
    if table.phase != "quest" or pending is None or not (table.quest and table.quest.card):
        return False
    return pending.purpose in (RETREAT_FROM if table.rules > 2 else ("fight",))


def _faces(table: Table) -> int:
    """The values a roll entered at the table may take: the die's faces, or for the die
    that picks who dies, the heroes the party has ("Reroll as necessary": a roll naming no
    hero is rolled again at the table and never entered)."""
    pending = table.pending
    if pending.purpose == "death" and table.rules > 2:
        return min(pending.die, len(seat_of(table).heroes))
    return pending.die


def _healer_card(key: str) -> str:
    """The card a healer key names: 'heal:<hero>' or 'potion:<relic>'."""
    return key.split(":", 1)[1]


def apply(table: Table, action: Action) -> Applied | Refusal:
    if table.is_over:
        return Refusal("game-over", f"The game is over: {table.seats[table.winner].name} "
                                    f"completed {table.target} quests")
    if not 0 <= action.seat < len(table.seats) or action.seat != table.turn:
        return Refusal("turn", f"Players take turns: it is {seat_of(table).name}'s turn")
    if action.draws and not table.by_hand:
        return Refusal("draws", "the companion deals at this table (its decks keep the "
                                "seed's order): name no card drawn")
    if table.placing and not isinstance(action, Give):
        return Refusal("relic", f"first choose which hero carries "
                                f"{table.library.relics[table.placing[0]].name}")
    handler = HANDLERS[type(action)]
    events: Events = []
    try:
        result = handler(replace(table, named=action.draws) if action.draws else table,
                         action, events)
    except DrawRefused as refused:
        return refused.refusal
    if isinstance(result, Refusal):
        return result
    if not isinstance(action, Roll):
        result = replace(result, last_roll=None)
    if result.named:
        return Refusal("draws", f"this action draws fewer cards than named: "
                                f"{', '.join(result.named)} left over")
    return Applied(result, tuple(events))


def _waiting(table: Table) -> Refusal | None:
    if table.pending is None:
        return None
    if table.pending.purpose == "lost":
        return Refusal("pending", f"{seat_of(table).name} lost the fight: spend 2 XP to "
                                  f"reroll, or accept it")
    if table.pending.purpose == "heal":
        return Refusal("pending", f"{seat_of(table).name} must first choose whether a Heal "
                                  f"brings the hero just killed back")
    return Refusal("pending", f"{seat_of(table).name} must first roll 1D{table.pending.die} "
                              f"({table.pending.purpose})")


def _move(table: Table, action: Move, events: Events) -> Table | Refusal:
    if table.phase not in ("place", "move") or table.pending:
        return _waiting(table) or Refusal("phase", f"Pawns move in the Move Phase; this is "
                                                   f"the {table.phase.title()} Phase")
    if action.to not in destinations(table):
        if table.phase == "place":
            return Refusal("start-space", f"space {action.to} is not a starting tile: "
                                          f"{START_SPACE}")
        return Refusal("move", f"space {action.to} is not within {allowance(table)} "
                               f"orthogonal spaces (\"Move your Pawn 1 Space on the Map. "
                               f"Moves must be orthogonal not diagonal.\")")
    seat = seat_of(table)
    tile = table.library.tiles[table.board[action.to]].name
    if table.phase == "place":
        table = update(table, square=action.to)
        events.append(Event("place", f"{seat.name} starts at the {tile}"))
        if table.turn != table.order[-1]:
            return replace(table, turn=following(table, table.turn))
        return replace(table, turn=table.order[0], phase="move", turns=1)
    table = replace(update(table, square=action.to, guide=False, ship=False), moves_bonus=0)
    events.append(Event("move", f"{seat.name} moves to the {tile}"))
    here = next((q for q, s in table.markers if s == action.to), None)
    if here is None:
        return replace(table, phase="terrain")
    events.append(Event("quest", f"{seat.name} must undertake "
                                 f"{table.library.quests[here].name}"))
    return quest.begin(replace(table, phase="quest"), here, events)


def _roll(table: Table, action: Roll, events: Events) -> Table | Refusal:
    pending, before = table.pending, replace(table, named=(), last_roll=None)
    if pending is None or pending.die == 0:
        return _waiting(table) or Refusal("no-roll", "no die is to be rolled now")
    if table.dice == "companion":
        if action.value is not None:
            return Refusal("dice", "the companion rolls at this table; send no value")
        state, value = rng.roll(table.rng, pending.die)
        while value > _faces(table):  # "Reroll as necessary": the companion rerolls itself
            events.append(Event("reroll", f"{seat_of(table).name} rolls {value}: no hero "
                                          f"{value} in the party, rolled again"))
            state, value = rng.roll(state, pending.die)
        table = replace(table, rng=state)
    elif action.value is None or not 1 <= action.value <= _faces(table):
        if pending.purpose == "death" and action.value in range(1, pending.die + 1):
            return Refusal("dice", f"no hero {action.value} in a party of "
                                   f"{_faces(table)}: \"Reroll as necessary\"; enter the "
                                   f"roll that names a hero, 1 to {_faces(table)}")
        return Refusal("dice", f"enter the 1D{pending.die} you rolled, 1 to {pending.die}")
    else:
        value = action.value
    rolled = ROLLS[pending.purpose](replace(table, last_roll=None), value, events)
    if pending.purpose in UNREROLLED:
        return rolled
    return replace(rolled, last_roll=LastRoll(before, value))


def _retreat(table: Table, action: Retreat, events: Events) -> Table | Refusal:
    if not _may_retreat(table):
        return Refusal("retreat", "\"At any time during a Quest the player may have his "
                                  "Party retreat\": there is no quest encounter to leave now")
    events.append(Event("retreat", f"{seat_of(table).name}'s party retreats"))
    return replace(table, phase="end", pending=None, quest=None)


def _spend(table: Table, action: Spend, events: Events) -> Table | Refusal:
    seat, pending = seat_of(table), table.pending
    if action.amount != 1 and action.use != "fight" or action.amount < 1:
        return Refusal("xp-amount", "XP buys Fight +1 a point at a time, any number of points "
                                    "at once (1 XP each); a reroll or a Level Token one at a "
                                    "time")
    cost = {"fight": FIGHT_XP, "reroll": REROLL_XP, "level": LEVEL_XP}[action.use] * \
        action.amount
    if action.use == "reroll" and table.last_roll is not None:
        return _reroll(table, events)
    if seat.xp < cost:
        return Refusal("xp", f"{action.use} costs {cost} XP but {seat.name} has {seat.xp}")
    if action.use == "fight":
        if pending is None or pending.purpose != "fight":
            return Refusal("xp-fight", "XP buys Fight +1 for an encounter being fought, "
                                       "before its roll")
        table = replace(table, quest=replace(table.quest,
                                             bonus=table.quest.bonus + action.amount))
    elif action.use == "reroll":
        if pending is None or pending.purpose != "lost":
            return Refusal("xp-reroll", "2 XP reroll a roll you just made (a lost fight's "
                                        "1D20 before it is accepted)")
        table = replace(table, pending=Pending(20, "fight"))
    else:
        index = next((i for i, h in enumerate(seat.heroes) if h.card == action.hero), None)
        if index is None or pending is not None or table.phase not in ("move", "terrain",
                                                                       "end"):
            return _waiting(table) or Refusal("xp-level", f"7 XP give a Level Token to a "
                                                          f"hero in the party, not "
                                                          f"{action.hero!r}")
        heroes = list(seat.heroes)
        heroes[index] = replace(heroes[index], tokens=heroes[index].tokens + 1)
        table = update(table, heroes=tuple(heroes))
    bought = f"Fight +{action.amount}" if action.use == "fight" else action.use
    events.append(Event("xp", f"{seat.name} spends {cost} XP: {bought}"))
    return update(table, xp=seat_of(table).xp - cost)


def _reroll(table: Table, events: Events) -> Table | Refusal:
    """The roll just made undone (and what it did), its die to roll again: 2 XP of those
    held before it."""
    last = table.last_roll
    held = seat_of(last.before).xp
    if held < REROLL_XP:
        return Refusal("xp", f"reroll costs {REROLL_XP} XP but {seat_of(table).name} had "
                             f"{held} before the roll")
    purpose = last.before.pending.purpose
    events.append(Event("xp", f"{seat_of(table).name} spends {REROLL_XP} XP to reroll the "
                              f"{purpose} roll of {last.value}"))
    return update(replace(last.before, rng=table.rng), xp=held - REROLL_XP)


def _accept(table: Table, action: Accept, events: Events) -> Table | Refusal:
    if table.pending is not None and table.pending.purpose == "heal":
        return quest.die(table, table.pending.victim, events)
    if table.pending is None or table.pending.purpose != "lost":
        return Refusal("accept", "there is no lost fight to accept, nor a death")
    return quest.lose(table, events)


def _give(table: Table, action: Give, events: Events) -> Table | Refusal:
    seat = seat_of(table)
    index = next((i for i, h in enumerate(seat.heroes) if h.card == action.hero), None)
    if not table.placing:
        return Refusal("give", "no relic is waiting for a hero to carry it")
    if index is None or not party.can_carry(seat.heroes[index], table.placing[0],
                                            table.library):
        return Refusal("relic-limit", f"{action.hero!r} may not carry "
                                      f"{table.library.relics[table.placing[0]].name}: \"Each "
                                      f"Hero can have up to 2 Relics. Only one of those Relics "
                                      f"may be a Staff or a Weapon.\"")
    return quest.give(table, index, events)


def _heal(table: Table, action: Heal, events: Events) -> Table | Refusal:
    pending = table.pending
    if pending is None or pending.purpose != "heal":
        return _waiting(table) or Refusal("heal", "no hero has just been killed")
    keys = {_healer_card(k): k for k in quest.healers(table, pending.victim)}
    if action.by not in keys:
        return Refusal("heal", f"{action.by!r} has no Heal left this encounter")
    return quest.heal(table, pending.victim, keys[action.by], events)


def _terrain(table: Table, action: Terrain, events: Events) -> Table | Refusal:
    if table.phase != "terrain" or table.pending:
        return _waiting(table) or Refusal("phase", "\"If you enter a Space that does not "
                                                   "have a Quest, you may take a Terrain "
                                                   "Action\": not now")
    refused = terrain.refusal(table, action.action, action.choice)
    return refused or terrain.take(table, action.action, action.choice, events)


def _play_refusal(table: Table, card_id: str) -> Refusal | None:
    seat, pending = seat_of(table), table.pending
    if card_id not in seat.hand:
        return Refusal("hand", f"{card_id!r} is not in {seat.name}'s hand")
    card = table.library.actions[card_id]
    ability = card.ability
    if _slot(table) in table.played:
        return Refusal("one-card", f"{seat.name} has played an action card in this "
                                   f"{'encounter' if table.phase == 'quest' else 'phase'} "
                                   f"already (ruling: one card per phase, and per encounter "
                                   f"in a quest)")
    if card.phase == "move":
        ok = table.phase == "move" and pending is None
    elif card.phase == "end":
        ok = table.phase == "end" and pending is None
    else:
        enemy = table.quest.enemy if table.quest else None
        fighting = pending is not None and pending.purpose == "fight"
        trapped = (pending is not None and pending.purpose == "casualties" and enemy
                   is not None and enemy.kind == "trap")
        ok = (fighting and ability.kind == "fight") or (
            (fighting or trapped) and ability.kind == "ad" and ability.tag in enemy.tags)
    if not ok:
        return Refusal("card-phase", f"{card.name} is played in the {card.phase.title()} "
                                     f"Phase" + (" against a matching enemy" if
                                                 ability.kind == "ad" else ""))
    return None


def _slot(table: Table) -> str:
    return f"quest:{table.quest.encounter}" if table.quest else table.phase


def _play(table: Table, action: Play, events: Events) -> Table | Refusal:
    refused = _play_refusal(table, action.card)
    if refused:
        return refused
    table = replace(table, played=(*table.played, _slot(table)))
    seat, card = seat_of(table), table.library.actions[action.card]
    hand = list(seat.hand)
    hand.remove(action.card)
    table = discard(update(table, hand=tuple(hand)), "actions", (action.card,))
    events.append(Event("play", f"{seat.name} plays {card.name} ({card.effect})"))
    ability, seat = card.ability, seat_of(table)
    if ability.kind == "move":
        table = replace(table, moves_bonus=table.moves_bonus + ability.amount)
    elif ability.kind == "gold":
        table = update(table, gold=seat.gold + ability.amount)
    elif ability.kind == "xp":
        table = update(table, xp=seat.xp + ability.amount)
    elif ability.kind == "draw":
        table, drawn = quest.draw(table, "actions", ability.amount)
        table = update(table, hand=seat.hand + drawn)
    elif ability.kind == "fight":
        table = replace(table, quest=replace(table.quest, bonus=table.quest.bonus
                                             + ability.amount))
    else:
        return quest.defeated(replace(table, pending=None), events)
    if card.phase == "move":  # "If so fill your Action Hand back to its Normal Hand Size."
        table = quest.fill_hand(table)
    return table


def _end(table: Table, action: EndTurn, events: Events) -> Table | Refusal:
    if table.phase != "end" or table.pending:
        return _waiting(table) or Refusal("phase", f"the End Phase comes after the "
                                                   f"{table.phase.title()} Phase")
    while len(table.markers) < len(table.seats):  # "Replenish Quest Cards."
        before = len(table.markers)
        table = add_quest(table)
        if len(table.markers) == before:
            break
    seat = seat_of(table)
    limit = party.hand_limit(seat, table.library)
    if len(seat.hand) > limit:  # "Discard excess Action Cards"
        table = discard(update(table, hand=seat.hand[:limit]), "actions", seat.hand[limit:])
    table = quest.fill_hand(table)
    turn, turns = table.turn, table.turns
    while True:
        turn = following(table, turn)
        turns += turn == table.order[0]
        if not table.seats[turn].skip:
            break
        table = table.with_seat(turn, replace(table.seats[turn], skip=False))
        events.append(Event("skip", f"{table.seats[turn].name} skips this turn"))
    events.append(Event("turn", f"{table.seats[turn].name}'s turn"))
    # A Fortune look is shown to its player until that player's next turn begins.
    table = table.with_seat(turn, replace(table.seats[turn], fortune=(), fortune_deck=""))
    return replace(table, turn=turn, turns=turns, phase="move", played=())


HANDLERS = {Move: _move, Roll: _roll, Retreat: _retreat, Spend: _spend, Accept: _accept,
            Give: _give, Heal: _heal, Terrain: _terrain, Play: _play, EndTurn: _end}
