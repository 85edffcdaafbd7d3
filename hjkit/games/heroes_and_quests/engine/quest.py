"""QUEST PHASE, Explore and fights: encounters, minions, traps, the Final Foe, casualties,
Save and Heal, and a party wiped out. Each function takes the table and a list to append
events to, and returns the next table."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event
from hjkit.kit.wording import counted

from ..model.content import MINION_TAGS
from ..model.library import BOARD_SIDE, RESPAWN_TABLE, STARTING_PARTY
from . import party
from .setup import discard, draw
from .state import Enemy, PartyHero, Pending, Quest, Seat, Table

ENCOUNTERS = ("Nothing", "Lesser Minion", "Minor Minion", "Greater Minion", "Trap",
              "Captive", "Relic", "Gold")
"""ENCOUNTER TABLE, 1D8 = index + 1."""
FIGHT_VALUES = {"lesser": 5, "minor": 10, "greater": 15}
"""MINION ENCOUNTERS: Lesser 5, Minor 10, Greater 15."""
XP = {"trap": 1, "lesser": 1, "minor": 2, "greater": 3, "foe": 5}
"""EARNING EXPERIENCE: 1 Trap, 1 Lesser, 2 Minor, 3 Greater, 5 Final Foe."""
NO_CASUALTIES = 15
""""If the total is 15 or more, you take no Casualties." """
SAVE_ROLL = 5
"""SAVE: "he actually survives if he Is able to roll a 5 or 6 on a 1D6." """

Events = list[Event]


def seat_of(table: Table) -> Seat:
    return table.seats[table.turn]


def update(table: Table, **changes) -> Table:
    return table.with_seat(table.turn, replace(seat_of(table), **changes))


def ask(table: Table, die: int, purpose: str, **more) -> Table:
    return replace(table, pending=Pending(die, purpose, **more))


def fight_number(table: Table, roll: int) -> tuple[int, str]:
    """"Roll 1D20. Add the Total Levels of all of your Heroes. Add all your applicable Fight
    Bonuses. Next Subtract the Fight Value of the Minion." The total, worked out."""
    seat, quest = seat_of(table), table.quest
    levels = party.total_levels(seat, table.library)
    bonus = party.bonus(seat, table.library, "fight") + quest.bonus
    value = quest.enemy.fight
    total = roll + levels + bonus - value
    return total, f"{roll} + levels {levels} + bonus {bonus} - fight value {value} = {total}"


def begin(table: Table, card: str, events: Events) -> Table:
    """Start a quest (card) or an Explore encounter (card '')."""
    table = replace(table, quest=Quest(card))
    return ask(table, 8, "encounter" if card else "explore")


def encounter(table: Table, roll: int, events: Events) -> Table:
    """One roll on the Encounter Table."""
    kind = ENCOUNTERS[roll - 1]
    events.append(Event("encounter", f"{seat_of(table).name} rolls {roll}: {kind}"))
    if roll == 1:
        return finish_encounter(table, events)
    if roll <= 4:
        size = ("lesser", "minor", "greater")[roll - 2]
        if not table.quest.card:  # "Minions encountered will be of a Random Type."
            enemy = Enemy(size, kind, (), FIGHT_VALUES[size])
            return ask(replace(table, quest=replace(table.quest, enemy=enemy)), 20, "tag")
        name, tag = getattr(table.library.quests[table.quest.card].minions, size)
        return face(table, Enemy(size, name, (tag,), FIGHT_VALUES[size]), events)
    if roll == 5:
        table, drawn = draw(table, "traps")
        trap = table.library.traps[drawn[0]] if drawn else None
        enemy = Enemy("trap", trap.name if trap else "Trap", (trap.tag, "Trap") if trap
                      else ("Trap",))
        table = discard(table, "traps", drawn)
        return face(table, enemy, events)
    if roll == 6:
        return finish_encounter(gain_heroes(table, 1, events), events)
    if roll == 7:
        return finish_encounter(gain_relics(table, 1, events), events)
    table = update(table, gold=seat_of(table).gold + 1)
    events.append(Event("gold", f"{seat_of(table).name} gains 1 Gold"))
    return finish_encounter(table, events)


def random_tag(table: Table, roll: int, events: Events) -> Table:
    """RANDOM MINION ENCOUNTER TABLE: 1D20 gives the tag ("Fighter or Rogue" gives both)."""
    entry = MINION_TAGS[roll - 1]
    enemy = table.quest.enemy
    enemy = replace(enemy, name=f"{enemy.name} ({entry})", tags=tuple(entry.split(" or ")))
    events.append(Event("tag", f"The minion is of type {entry}"))
    return face(table, enemy, events)


def face(table: Table, enemy: Enemy, events: Events) -> Table:
    """Face a minion, trap or the Final Foe: XP for encountering it, then Auto-Defeat if the
    party can, else a fight (or, for a trap, 1D3 casualties)."""
    table = replace(table, quest=replace(table.quest, enemy=enemy))
    seat = seat_of(table)
    if enemy.kind != "foe":
        table = update(table, xp=seat.xp + XP[enemy.kind])
    if party.auto_defeats(seat, table.library, enemy.tags):
        events.append(Event("auto-defeat", f"{seat.name}'s party Auto-Defeats {enemy.name}"))
        return defeated(table, events)
    if enemy.kind == "trap":
        events.append(Event("trap", f"{seat.name} cannot Auto-Defeat {enemy.name}: 1D3 "
                                    f"random heroes are killed"))
        return ask(table, 3, "casualties")
    events.append(Event("enemy", f"{seat.name} must fight {enemy.name} (Fight Value "
                                 f"{enemy.fight})"))
    return ask(table, 20, "fight")


def fight(table: Table, roll: int, events: Events) -> Table:
    total, worked = fight_number(table, roll)
    name = seat_of(table).name
    if total >= NO_CASUALTIES:
        events.append(Event("fight", f"{name} wins the fight: {worked}"))
        return defeated(table, events)
    potion = _saving_potion(table, NO_CASUALTIES - total)
    if potion:
        seat = seat_of(table)
        potions = list(seat.potions)
        potions.remove(potion)
        table = discard(update(table, potions=tuple(potions)), "relics", (potion,))
        events.append(Event("fight", f"{name} drinks {table.library.relics[potion].name} "
                                     f"and wins the fight: {worked}"))
        return defeated(table, events)
    events.append(Event("fight", f"{name} loses the fight: {worked} (14 or less)"))
    if seat_of(table).xp >= 2:
        return replace(table, pending=Pending(0, "lost", roll=roll))
    return lose(table, events)


def _saving_potion(table: Table, short: int) -> str:
    """The weakest Fight potion that turns the lost fight into a win, if any."""
    fits = [(table.library.relics[p].parsed[0].amount, p) for p in seat_of(table).potions
            if table.library.relics[p].parsed[0].kind == "fight"
            and table.library.relics[p].parsed[0].amount >= short]
    return min(fits)[1] if fits else ""


def lose(table: Table, events: Events) -> Table:
    """"If it is 14 or less, then 1D3 Random Heroes are killed." """
    return ask(table, 3, "casualties")


def casualties(table: Table, roll: int, events: Events) -> Table:
    events.append(Event("casualties", f"{roll} random heroes are killed"))
    return ask_death(table, roll, events)


def ask_death(table: Table, deaths: int, events: Events) -> Table:
    """HERO DEATH: "Roll 1D6 or 1D8 to determine random Hero Deaths. Reroll as necessary."
    A party of one hero rolls no die (from readings 3): every roll but a 1 would be rolled
    again, so the die can pick no one else."""
    heroes = seat_of(table).heroes
    table = ask(table, 6 if len(heroes) <= 6 else 8, "death", deaths=deaths)
    if len(heroes) == 1 and table.rules > 2:
        events.append(Event("death-roll", f"{table.library.heroes[heroes[0].card].name} is "
                                          f"the only hero left: no die to roll"))
        return _struck(table, 0, events)
    return table


def death(table: Table, roll: int, events: Events) -> Table:
    heroes = seat_of(table).heroes
    if roll > len(heroes):
        events.append(Event("reroll", f"no hero {roll} in a party of {len(heroes)}: reroll"))
        return table
    events.append(Event("death-roll", f"{seat_of(table).name} rolls {roll} for which hero "
                                      f"dies: {table.library.heroes[heroes[roll - 1].card].name}"))
    return _struck(table, roll - 1, events)


def _struck(table: Table, victim: int, events: Events) -> Table:
    """The hero the death roll picked: a Save to roll, or killed."""
    hero = seat_of(table).heroes[victim]
    if any(a.kind == "save" for a in party.hero_abilities(hero, table.library)):
        return ask(table, 6, "save", deaths=table.pending.deaths, victim=victim)
    return kill(table, victim, events)


def save(table: Table, roll: int, events: Events) -> Table:
    pending = table.pending
    hero = table.library.heroes[seat_of(table).heroes[pending.victim].card]
    rolled = f"{seat_of(table).name} rolls {roll} for {hero.name}'s Save"
    if roll >= SAVE_ROLL:
        events.append(Event("save", f"{rolled}: {hero.name} survives"))
        return after_death(table, events)
    events.append(Event("save", f"{rolled}: no Save"))
    return kill(table, pending.victim, events)


def kill(table: Table, victim: int, events: Events) -> Table:
    """A hero killed: brought back by a Heal if one is left (the player chooses whether, and
    which; at a table of readings 1 the first Heal, at once), else dead."""
    found = healers(table, victim)
    if found and table.rules > 1:
        return ask(table, 0, "heal", deaths=table.pending.deaths, victim=victim)
    return heal(table, victim, found[0], events) if found else die(table, victim, events)


def heal(table: Table, victim: int, healer: str, events: Events) -> Table:
    """HEAL: "Bring a Target Hero that was just killed back to life." healer is a key of
    healers()."""
    seat, library = seat_of(table), table.library
    quest = replace(table.quest, used=(*table.quest.used, healer))
    table = replace(table, quest=quest)
    if healer.startswith("potion:"):
        potions = list(seat.potions)
        potions.remove(healer[7:])
        table = discard(update(table, potions=tuple(potions)), "relics", (healer[7:],))
    events.append(Event("heal", f"{library.heroes[seat.heroes[victim].card].name} is killed "
                                f"and brought back to life (Heal)"))
    return after_death(table, events)


def die(table: Table, victim: int, events: Events) -> Table:
    """"When a Hero is killed discard his card. Redistribute his Relics." """
    seat, library = seat_of(table), table.library
    hero = seat.heroes[victim]
    if table.rules > 1:  # the player chooses who carries each relic
        seat = replace(seat, heroes=seat.heroes[:victim] + seat.heroes[victim + 1:])
        table = discard(update(table, heroes=seat.heroes), "heroes", (hero.card,))
        events.append(Event("death", f"{library.heroes[hero.card].name} is killed"))
        table = place_relics(table, hero.relics, events)
    else:
        seat, lost = party.remove_hero(seat, victim, library)
        table = discard(update(table, heroes=seat.heroes, potions=seat.potions), "heroes",
                        (hero.card,))
        table = discard(table, "relics", lost)
        events.append(Event("death", f"{library.heroes[hero.card].name} is killed"
                            + (f"; {counted(len(lost), 'relic')} lost" if lost else "")))
    if not seat_of(table).heroes:
        return wiped_out(table, events)
    return after_death(table, events)


def healers(table: Table, victim: int) -> list[str]:
    """The unused Heals this encounter, as keys: each other hero's own or its relic's
    ('heal:<hero>'), then each kind of Healing potion ('potion:<relic>')."""
    seat, used, found = seat_of(table), table.quest.used, []
    for i, hero in enumerate(seat.heroes):
        key = f"heal:{hero.card}"
        if i != victim and key not in used and any(
                a.kind == "heal" for a in party.hero_abilities(hero, table.library)):
            found.append(key)
    for potion in dict.fromkeys(seat.potions):
        if table.library.relics[potion].parsed[0].kind == "heal":
            found.append(f"potion:{potion}")
    return found


def place_relics(table: Table, relics: tuple[str, ...], events: Events) -> Table:
    """Relics to stack under heroes: a potion goes to the party; a relic only one hero may
    carry goes to that hero, one nobody may carry is discarded; when several heroes may, the
    player chooses (table.placing, in order). At a table of readings 1, the first hero."""
    for relic in relics:
        seat, name = seat_of(table), table.library.relics[relic].name
        carriers = [h for h in seat.heroes if party.can_carry(h, relic, table.library)]
        if table.library.relics[relic].kind != "potion" and (
                table.placing or len(carriers) > 1 and table.rules > 1):
            table = replace(table, placing=(*table.placing, relic))
            continue
        seat, kept = party.give_relic(seat, relic, table.library)
        if kept:
            table = update(table, heroes=seat.heroes, potions=seat.potions)
            events.append(Event("relic", f"{seat.name} gains {name}"))
        else:
            table = discard(table, "relics", (relic,))
            events.append(Event("relic", f"{name} is discarded: no hero may carry it"))
    return table


def give(table: Table, hero: int, events: Events) -> Table:
    """The first relic waiting stacked under heroes[hero]; the rest placed as far as they go
    without a choice."""
    relic, rest = table.placing[0], table.placing[1:]
    seat = seat_of(table)
    heroes = list(seat.heroes)
    heroes[hero] = replace(heroes[hero], relics=(*heroes[hero].relics, relic))
    table = replace(update(table, heroes=tuple(heroes)), placing=())
    events.append(Event("relic", f"{table.library.heroes[heroes[hero].card].name} carries "
                                 f"{table.library.relics[relic].name}"))
    return place_relics(table, rest, events)


def after_death(table: Table, events: Events) -> Table:
    deaths = table.pending.deaths - 1
    if deaths > 0:
        return ask_death(table, deaths, events)
    enemy = table.quest.enemy
    if enemy is not None and enemy.kind == "foe":  # fight the Foe again
        return ask(table, 20, "fight")
    return finish_encounter(table, events)


def wiped_out(table: Table, events: Events) -> Table:
    """"If the party is completely wiped out, skip your next turn and start over with 6 new
    Heroes. Move your Pawn to a random starting location" """
    table, heroes = draw(table, "heroes", STARTING_PARTY)
    table = update(table, heroes=tuple(PartyHero(h) for h in heroes), skip=True)
    events.append(Event("wiped-out", f"{seat_of(table).name}'s party is wiped out: 6 new "
                                     f"heroes, and the next turn is skipped"))
    return replace(ask(table, 6, "respawn"), quest=None)


def respawn(table: Table, roll: int, events: Events) -> Table:
    """RANDOM PARTY STARTING LOCATION (1D6): the nearest tile of that kind."""
    kind = RESPAWN_TABLE[roll - 1]
    here = seat_of(table).square
    spaces = [s for s, t in enumerate(table.board) if t == kind]
    square = min(spaces, key=lambda s: (_distance(s, here), s))
    events.append(Event("respawn", f"{seat_of(table).name} rolls {roll}: the party starts "
                                   f"over at the {table.library.tiles[kind].name}"))
    return replace(update(table, square=square), pending=None, phase="end")


def _distance(a: int, b: int) -> int:
    return abs(a // BOARD_SIDE - b // BOARD_SIDE) + abs(a % BOARD_SIDE - b % BOARD_SIDE)


def defeated(table: Table, events: Events) -> Table:
    """An enemy beaten (by a fight or Auto-Defeat): a minion or trap is done; the Final Foe
    loses one life and is fought again until it has none."""
    enemy = table.quest.enemy
    if enemy.kind != "foe":
        return finish_encounter(table, events)
    enemy = replace(enemy, lives=enemy.lives - 1)
    table = replace(table, quest=replace(table.quest, enemy=enemy))
    if enemy.lives > 0:
        events.append(Event("foe", f"{enemy.name} loses a life: {enemy.lives} left"))
        return ask(table, 20, "fight")
    return complete(table, events)


def finish_encounter(table: Table, events: Events) -> Table:
    """ENCOUNTER RESOLUTION: "After each Encounter fill your Action Hand back to its Normal
    Hand Size." Then the next encounter, the Final Foe, or (exploring) the End Phase."""
    table = fill_hand(table)
    quest = table.quest
    if not quest.card:
        return replace(table, quest=None, pending=None, phase="end")
    quest = Quest(quest.card, quest.encounter + 1)
    card = table.library.quests[quest.card]
    table = replace(table, quest=quest)
    if quest.encounter < card.length:
        return ask(table, 8, "encounter")
    foe = Enemy("foe", card.foe.name, (card.foe.tag,), card.foe.fight, card.foe.lives)
    events.append(Event("foe", f"{seat_of(table).name} faces the Final Foe {foe.name} "
                               f"(Fight Value {foe.fight}, {foe.lives} lives)"
                        + (f": {XP['foe']} XP for encountering it" if table.rules > 1
                           else "")))
    if table.rules > 1:  # "Encountering Traps and Enemies will earn you XP Tokens"
        table = update(table, xp=seat_of(table).xp + XP["foe"])
    table = replace(table, quest=replace(quest, enemy=foe))
    if party.auto_defeats(seat_of(table), table.library, foe.tags):
        events.append(Event("auto-defeat", f"Auto-Defeat takes 1 life of {foe.name}"))
        return defeated(replace(table, quest=replace(table.quest, used=("ad",))), events)
    return ask(table, 20, "fight")


def complete(table: Table, events: Events) -> Table:
    """"After Defeating the Final Foe receive the Quest Rewards" """
    card = table.library.quests[table.quest.card]
    seat = seat_of(table)
    xp = XP["foe"] if table.rules == 1 else 0  # rules 1: the Foe's XP on defeating it
    table = update(table, xp=seat.xp + xp, gold=seat.gold + card.rewards.gold,
                   completed=(*seat.completed, card.id))
    table = replace(table, markers=tuple(m for m in table.markers
                                         if m != (card.id, seat.square)))
    table = discard(table, "quests", (card.id,))
    events.append(Event("complete", f"{seat.name} completes {card.name}: {card.rewards.gold} "
                                    f"Gold" + (f", {xp} XP" if xp else "")))
    table = gain_relics(gain_heroes(table, card.rewards.heroes, events),
                        card.rewards.relics, events)
    table = replace(table, quest=None, pending=None, phase="end")
    if len(seat_of(table).completed) >= table.target:
        events.append(Event("victory", f"{seat.name} has completed {table.target} quests "
                                       f"and wins"))
        return replace(table, phase="over", winner=table.turn)
    return table


def gain_heroes(table: Table, count: int, events: Events) -> Table:
    """Heroes join the party; beyond the Party Size Limit they are dismissed."""
    table, drawn = draw(table, "heroes", count)
    for card in drawn:
        seat = seat_of(table)
        name = table.library.heroes[card].name
        if len(seat.heroes) >= party.party_limit(seat, table.library):
            table = discard(table, "heroes", (card,))
            events.append(Event("dismiss", f"{name} is dismissed: the party is full"))
        else:
            table = update(table, heroes=(*seat.heroes, PartyHero(card)))
            events.append(Event("hero", f"{name} joins {seat.name}'s party"))
    return table


def gain_relics(table: Table, count: int, events: Events, skip_potions: bool = False
                ) -> Table:
    for _ in range(count):
        tries = len(table.deck("relics").draw) + len(table.deck("relics").discard)
        table, drawn = draw(table, "relics")
        while (drawn and skip_potions and tries > 0
               and table.library.relics[drawn[0]].kind == "potion"):
            table, tries = discard(table, "relics", drawn), tries - 1
            table, drawn = draw(table, "relics")
        if not drawn:
            break
        table = place_relics(table, drawn, events)
    return table


def fill_hand(table: Table) -> Table:
    seat = seat_of(table)
    short = party.hand_limit(seat, table.library) - len(seat.hand)
    if short <= 0:
        return table
    table, drawn = draw(table, "actions", short)
    return update(table, hand=seat.hand + drawn)
