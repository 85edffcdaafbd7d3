"""What every phone shows, as JSON: each party's adventurers (HP out of the maximum,
dead), papergold and bonus die; the Journey deck's progress; a battle's monsters and HP,
the to-hit number of each attack worked out; whose turn and decision; what may be done."""

from __future__ import annotations

from .actions import action_to_dict
from .combat import fighters, name_of, targets
from .deck import current_segment
from .dice import modifier, stats
from .rules import mp_pence
from .setup import budget
from .state import State
from .table import legal_actions
from .truce import describe
from .turn import can_pay_tribute, tribute_of

STEP_PROMPTS = {
    "choose": "Choose how dice are rolled: by the companion, or physical dice entered here.",
    "quest": "Choose a Quest card.", "recruit": "Choose adventurers within the Quest's value, "
    "then your Hero.", "spells": "Choose spells for your spellcasters.",
    "item": "Give the Quest Item to one of your adventurers.",
    "draw": "Draw the top Journey card and scan its code (or pick it here).",
    "seer": "The Seer draws a second Journey card: scan its code (or pick it here).",
    "seer-play": "Play one of the Seer's two cards; the other goes back on top of the deck.",
    "shop": "Buy the item or pass.",  # "meet": _meet_prompt, with the monster's terms
    "recruit-location": "Hire the adventurer turned up, or pass.",
    "stranger": "Turn up the next Adventurer card and name it.",
    "challenge": "Choose a player to face in battle.", "after": "Move items, cast spells, "
    "then end the turn.", "over": "The game is over."}


def table_view(state: State) -> dict:
    legal = legal_actions(state)
    deciding = sorted({a.seat for a in legal})
    return {
        "phase": state.phase, "step": state.step, "active": state.active,
        "deciding": deciding, "turn": state.turn, "dice": state.dice,
        "variant": state.variant, "prompt": _prompt(state),
        "card": _card(state, state.card) if state.card else None,
        "parties": [_party(state, s) for s in range(state.players)],
        "deck": _deck(state),
        "combat": _combat(state) if state.combat else None,
        "winner": state.winner, "over": state.over,
        "legal_actions": [action_to_dict(a) for a in legal],
        "offered_cards": _offered_cards(state, legal),
    }


def _prompt(state: State) -> str:
    if state.over:
        if state.winner is None:
            return "Every adventurer has died: all players have lost."
        how = "is home" if _holds_home(state) else "is the last one standing"
        return f"{state.parties[state.winner].name} {how} and wins."
    if state.combat is not None:
        combat = state.combat
        if combat.step == "roll":
            roll = combat.roll
            return (f"Roll {roll.dice - len(roll.rolls)} d20 for "
                    f"{name_of(state, combat, roll.attacker)} ({roll.purpose}).")
        if combat.step == "sirens":
            return "The Sirens sing: choose the adventurer they enchant for the battle."
        if combat.step == "opening":
            return "Announce an Ambush, or begin the battle."
        if combat.step == "between":
            return "Between rounds: pick up the fallen's items, or go on to the next round."
        if combat.step == "truce":
            return ("A truce is offered: each side may add papergold, items or adventurers "
                    "(not the Hero) it gives, then agree; or refuse and fight on.")
        if combat.step == "defend":
            return f"Choose who defends against {name_of(state, combat, combat.acting)}."
        return f"{name_of(state, combat, combat.acting)} acts: attack, or use an ability."
    if state.step == "recruit" and state.phase == "turn":
        return STEP_PROMPTS["recruit-location"]
    if state.step == "meet":
        return _meet_prompt(state)
    return STEP_PROMPTS.get(state.step, "")


def _meet_prompt(state: State) -> str:
    """The monster met, and whether its tribute is within the purse: the prompt offers only
    what the buttons do."""
    card = state.cards.journey[state.card]
    party = state.parties[state.active]
    if can_pay_tribute(state, state.active):
        return f"Fight the {card.name} or pay its tribute of {tribute_of(card)} PG."
    return (f"Fight the {card.name}. Its tribute of {tribute_of(card)} PG cannot be paid: "
            f"{party.name} holds {party.papergold} PG.")


def _card(state: State, card_id: str) -> dict:
    """The card drawn; a monster with what meeting it costs: its card value, its HP, and the
    tribute that avoids the fight."""
    card = state.cards.journey[card_id]
    monster = {"value": card.value, "hp": card.hp, "tribute": tribute_of(card)} \
        if card.type == "monster" else {}
    return {"id": card.id, "name": card.name, "type": card.type, "text": card.text, **monster}


def _party(state: State, seat: int) -> dict:
    party = state.parties[seat]
    return {
        "seat": seat, "name": party.name,
        "quest": state.cards.quests[party.quest].monster if party.quest else None,
        "papergold": party.papergold, "bonus": party.bonus, "hero_fallen": party.hero_fallen,
        "ambushes": party.ambushes, "fortified": party.fortified, "out": party.out,
        "quest_value": state.cards.quests[party.quest].value if party.quest else None,
        "budget_left": budget(state, party) if party.quest and state.phase == "setup" else None,
        "hand": [{"id": i, "name": state.cards.name(i)} for i in party.hand],
        "members": [{"index": i, "card": m.card, "name": m.name, "value": m.value,
                     "hp": m.hp, "max_hp": m.max_hp, "dead": not m.alive, "eaten": m.eaten,
                     "hero": party.hero == i, "mp_pg": mp_pence(state, party, m),
                     "items": [{"id": x, "name": state.cards.name(x),
                                "plus": party.plus(x)} for x in m.items],
                     "spells": [{"id": x, "name": state.cards.name(x)} for x in m.spells]}
                    for i, m in enumerate(party.members)],
    }


def _offered_cards(state: State, legal) -> dict:
    """Every card a legal action names, with its printed name and the values a player
    chooses it by: a Quest's value (the recruiting budget), an adventurer's card value and
    spells, a spell's cost."""
    cards = state.cards
    offered = {}
    for card_id in dict.fromkeys(a.card for a in legal if a.card):
        entry = {"name": cards.name(card_id)}
        if card_id in cards.quests:
            entry |= {"kind": "quest", "value": cards.quests[card_id].value}
        elif card_id in cards.adventurers:
            card = cards.adventurers[card_id]
            entry |= {"kind": "adventurer", "value": card.value, "spells": card.spells}
        elif card_id in cards.spells:
            entry |= {"kind": "spell", "cost": cards.spells[card_id].cost}
        offered[card_id] = entry
    return offered


def _holds_home(state: State) -> bool:
    """The Final Battle removes Home: the phone's words follow the deck the table has."""
    return any(state.cards.journey[c].type == "home"
               for c in (*state.deck.left, *state.deck.drawn))


def _deck(state: State) -> dict:
    deck = state.deck
    segment = current_segment(deck)
    return {"drawn": len(deck.drawn), "left": len(deck.left), "size": deck.size,
            "part": min(segment, len(deck.segments) - 1) + 1, "parts": len(deck.segments),
            "part_left": deck.segments[segment] if segment < len(deck.segments) else 0,
            "home_possible": "home" in deck.left and dict(deck.bound).get("home") == segment,
            "holds_home": _holds_home(state),
            "last": deck.drawn[-1] if deck.drawn else None}


def _combat(state: State) -> dict:
    combat = state.combat
    attacks = []
    for _, ref in fighters(state, combat):
        for target in targets(state, combat, ref):
            a_value, a_weapon, _ = stats(state, combat, ref)
            d_value, _, d_armour = stats(state, combat, target)
            number = d_value + d_armour - a_value - a_weapon + 10
            attacks.append({"attacker": ref, "defender": target, "to_hit": number,
                            "modifier": modifier(state, combat, ref, target),
                            "working": f"({d_value}+{d_armour}) - ({a_value}+{a_weapon}) + 10"
                                       f" = {number}"})
    roll = combat.roll
    return {
        "kind": combat.kind, "round": combat.round, "step": combat.step,
        "acting": combat.acting, "queue": list(combat.queue),
        "fighters": {ref: name_of(state, combat, ref) for _, ref in fighters(state, combat)},
        "enemies": [{"ref": f"m{i}", "card": e.card, "name": e.name, "value": e.value,
                     "hp": e.hp, "start_hp": e.start_hp, "asleep": e.asleep,
                     "raised": e.raised is not None} for i, e in enumerate(combat.enemies)],
        "seats": list(combat.seats), "attacks": attacks,
        "paralyzed": sorted(combat.paralyzed), "enchanted": sorted(combat.enchanted),
        "fortified": sorted(combat.fortified),
        "truce": None if combat.step != "truce" else {
            "from": combat.truce_from, "agreed": sorted(combat.agreed),
            "terms": [{"giver": t.giver, "text": describe(state, t)} for t in combat.terms]},
        "roll": None if roll is None else {
            "purpose": roll.purpose, "seat": roll.seat, "attacker": roll.attacker,
            "defender": roll.defender, "dice": roll.dice, "to_hit": roll.to_hit,
            "rolls": list(roll.rolls),
            "called": list(roll.numbers) if roll.purpose == "assassinate" else []},
    }



