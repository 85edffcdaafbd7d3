"""What every phone shows: the map, pawns and quest markers, parties against their limits,
gold, XP, hands, whose turn and phase, the pending roll and the fight number worked out."""

from __future__ import annotations

from . import party
from .actions import action_to_dict
from .quest import ENCOUNTERS, fight_number
from .state import DECKS, Table
from .table import allowance, destinations, legal_actions


def table_view(table: Table) -> dict:
    library = table.library
    seats = []
    for _i, seat in enumerate(table.seats):
        seats.append({
            "name": seat.name, "square": seat.square, "gold": seat.gold, "xp": seat.xp,
            "hand": list(seat.hand), "hand_size": len(seat.hand),
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
            "cards": [{"id": c, "name": library.actions[c].name,
                       "effect": library.actions[c].effect} for c in seat.hand],
        })
    view = {
        "game": "heroes-and-quests", "phase": table.phase, "turn": table.turn,
        "round": table.turns, "target": table.target, "dice": table.dice,
        "winner": table.winner, "seats": seats,
        "board": [{"tile": t, "name": library.tiles[t].name, "color": library.tiles[t].color,
                   "actions": list(library.tiles[t].actions)} for t in table.board],
        "quests": [_quest(table, q, s) for q, s in table.markers],
        "decks": {d: len(table.deck(d).draw) for d in DECKS},
        "pending": None, "fight": None, "encounter_table": list(ENCOUNTERS),
        "moves": list(destinations(table)) if table.phase in ("place", "move")
        and table.pending is None and not table.is_over else [],
        "move_allowance": allowance(table) if table.phase == "move" else 0,
        "legal": [action_to_dict(a) for a in legal_actions(table)],
    }
    if table.pending is not None:
        view["pending"] = {"die": table.pending.die, "purpose": table.pending.purpose,
                           "deaths": table.pending.deaths}
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
