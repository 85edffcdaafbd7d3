"""What every phone shows: the map, pawns and quest markers, parties against their limits,
gold, XP, hand sizes, whose turn and phase, the pending roll and the fight number worked out.

Action hands are secret ("Each player Draws a Hand of 5 Action Cards"): the shared view (the
watch view and the stream) shows each hand's size only; a seat's own view adds its hand, the
cards its Fortune showed it, and the actions that name a card of its hand or of the Action
deck (Play, Pray)."""

from __future__ import annotations

from . import party
from .actions import Action, Play, Terrain, action_to_dict
from .quest import ENCOUNTERS, fight_number
from .state import DECKS, Table
from .table import allowance, destinations, legal_actions


def is_secret(action: Action) -> bool:
    """An action that shows a card only its seat may see: one of its hand, or the one Pray
    takes from the Action deck."""
    return isinstance(action, Play) or (isinstance(action, Terrain) and action.action == "Pray")


def table_view(table: Table, viewer: int | None = None) -> dict:
    """The shared view (viewer None), or the view of seat viewer's own phone."""
    library = table.library
    seats = []
    for i, seat in enumerate(table.seats):
        seats.append({
            "name": seat.name, "square": seat.square, "gold": seat.gold, "xp": seat.xp,
            "hand_size": len(seat.hand),
            "hand_limit": party.hand_limit(seat, library),
            "party_limit": party.party_limit(seat, library),
            "levels": party.total_levels(seat, library),
            "fight_bonus": party.bonus(seat, library, "fight"),
            "completed": [library.quests[q].name for q in seat.completed],
            "guide": seat.guide, "ship": seat.ship, "skip": seat.skip,
            "potions": [library.relics[p].name for p in seat.potions],
            "heroes": [{"id": h.card, "name": library.heroes[h.card].name,
                        "level": party.level(h, library),
                        "abilities": list(library.heroes[h.card].abilities),
                        "relics": [library.relics[r].name for r in h.relics]}
                       for h in seat.heroes],
        })
        if i == viewer:
            seats[-1].update(_secrets(table, seat))
    shown = [a for a in legal_actions(table) if viewer == table.turn or not is_secret(a)]
    view = {
        "game": "heroes-and-quests", "phase": table.phase, "turn": table.turn,
        "round": table.turns, "target": table.target, "dice": table.dice,
        "decks_by_hand": table.by_hand,
        "winner": table.winner, "seats": seats,
        "turn_order": list(table.order), "order_rolls": [list(r) for r in table.order_rolls],
        "board": [{"tile": t, "name": library.tiles[t].name, "color": library.tiles[t].color,
                   "actions": list(library.tiles[t].actions)} for t in table.board],
        "quests": [_quest(table, q, s) for q, s in table.markers],
        "decks": {d: len(table.deck(d).draw) for d in DECKS},
        "pending": None, "fight": None, "encounter_table": list(ENCOUNTERS),
        "moves": list(destinations(table)) if table.phase in ("place", "move")
        and table.pending is None and not table.is_over else [],
        "move_allowance": allowance(table) if table.phase == "move" else 0,
        "legal_actions": [action_to_dict(a) for a in shown],
        "offered_cards": _offered_cards(library, shown),
    }
    last = table.last_roll
    view["reroll"] = None if last is None else {"die": last.before.pending.die, "purpose":
                                                last.before.pending.purpose, "value": last.value}
    view["placing"] = [{"id": r, "name": library.relics[r].name} for r in table.placing]
    view["healers"] = {}
    if table.pending is not None:
        view["pending"] = {"die": table.pending.die, "purpose": table.pending.purpose,
                           "deaths": table.pending.deaths, "victim": table.pending.victim}
        if table.pending.purpose == "heal":
            view["healers"] = {h.card: library.heroes[h.card].name for h in table.current.heroes}
            view["healers"] |= {p: library.relics[p].name for p in table.current.potions}
    if table.quest is not None:
        view["current_quest"] = {"id": table.quest.card, "encounter": table.quest.encounter,
                                 "length": library.quests[table.quest.card].length
                                 if table.quest.card else 1, "bonus": table.quest.bonus}
        enemy = table.quest.enemy
        if enemy is not None:
            view["enemy"] = {"name": enemy.name, "kind": enemy.kind, "tags": list(enemy.tags),
                             "fight": enemy.fight, "lives": enemy.lives}
            if enemy.kind != "trap" and enemy.fight:
                view["fight"] = _fight(table)
    return view


def _offered_cards(library, shown: list[Action]) -> dict:
    """The action cards the shown actions name (one to Play, one to Pray for), with the
    name, effect and phase a player chooses one by."""
    ids = [a.card if isinstance(a, Play) else a.choice for a in shown
           if isinstance(a, Play) or (isinstance(a, Terrain) and a.action == "Pray")]
    return {c: {"name": library.actions[c].name, "effect": library.actions[c].effect,
                "phase": library.actions[c].phase} for c in dict.fromkeys(ids)}


def _secrets(table: Table, seat) -> dict:
    library = table.library
    return {"hand": list(seat.hand),
            "cards": [{"id": c, "name": library.actions[c].name,
                       "effect": library.actions[c].effect} for c in seat.hand],
            "fortune": {"deck": seat.fortune_deck,
                        "cards": [library.card(c).name for c in seat.fortune]}
            if seat.fortune_deck else None}


def _quest(table: Table, quest_id: str, square: int) -> dict:
    card = table.library.quests[quest_id]
    return {"id": quest_id, "name": card.name, "square": square, "length": card.length,
            "foe": card.foe.name, "foe_fight": card.foe.fight, "foe_lives": card.foe.lives}


def _fight(table: Table) -> dict:
    """The fight's number without the die: what the 1D20 must reach to win."""
    library, seat = table.library, table.current
    levels = party.total_levels(seat, library)
    bonus = party.bonus(seat, library, "fight") + table.quest.bonus
    value = table.quest.enemy.fight
    total, _ = fight_number(table, 0)
    return {"levels": levels, "bonus": bonus, "fight_value": value, "without_roll": total,
            "needs": max(1, 15 - total),
            "worked": f"1D20 + levels {levels} + bonus {bonus} - fight value {value}; "
                      f"15 or more: no casualties"}
