"""Spells outside combat, Teleport on any enemy's card and the Sirens' choice (issue 27,
point 14): played through the game's public API (registry, start, the view's legal
actions, apply) from a new table, with physical dice and the Journey cards named as they
come up."""

from __future__ import annotations

from hjkit.kit.game import Applied, Refusal
from hjkit.kit.registry import game as registered

from .builders import LIBRARY

GAME = registered("heros-journey-home")
QUESTS = ("bokor", "kraken")
"""Quests whose items act only when used in a battle (Ouanga) or when worn (the Cloak)."""
PARTY = ("wizard", "fool", "maiden", "bard")


def new_table(spells: tuple[str, str, str], *others: tuple[str, ...],
              party: tuple[str, ...] = PARTY):
    """A new table, set up through its setup actions: Ana leads the party (the Wizard, her
    Hero, learning the three spells and carrying the Quest Item), then each other seat its
    adventurers (the first its Hero)."""
    names = ("Ana", "Ben")[:1 + len(others)]
    started = GAME.start({"variant": "standard", "seed": 1, "dice": "physical",
                          "seats": [{"name": n} for n in names]}, LIBRARY)
    state = started.state
    for seat, adventurers in enumerate((party, *others)):
        state = send(state, {"type": "quest", "seat": seat, "card": QUESTS[seat]})
        for card in adventurers:
            state = send(state, {"type": "recruit", "seat": seat, "card": card})
        state = send(state, {"type": "hero", "seat": seat, "member": 0})
        if seat == 0:
            for spell in spells:
                state = send(state, {"type": "learn", "seat": 0, "member": 0, "card": spell})
        state = send(state, {"type": "assign", "seat": seat, "member": 0})
    assert view(state)["step"] == "draw"
    return state


def view(state) -> dict:
    return GAME.view(state)


def send(state, action: dict):
    result = GAME.apply(state, GAME.parse_action(action))
    assert isinstance(result, Applied), f"{action} refused: {result}"
    return result.state


def refusal(state, action: dict) -> Refusal:
    result = GAME.apply(state, GAME.parse_action(action))
    assert isinstance(result, Refusal), f"{action} was not refused"
    return result


def casts(state, spell: str) -> list[dict]:
    return [a for a in view(state)["legal_actions"] if a["type"] == "cast" and
            a["card"] == spell]


def cast(state, spell: str, target: str | None = None):
    """Ana's Wizard casts the spell for 200 PG (1 MP)."""
    action = {"type": "cast", "seat": 0, "member": 0, "card": spell, "pay": [0, 1, 0]}
    assert {**action, **({"target": target} if target else {})} in casts(state, spell)
    return send(state, {**action, **({"target": target} if target else {})})


def draw(state, card: str, seat: int = 0):
    return send(state, {"type": "draw", "seat": seat, "card": card})


def party(state, seat: int = 0) -> dict:
    return view(state)["parties"][seat]


def test_outside_combat_spells_may_be_cast_at_any_time_during_the_turn():
    """"Outside of combat, spells may be cast at any time during a player's turn.": before
    the draw, with a monster met and not yet fought, with an item to buy, and after the
    card is resolved."""
    state = new_table(("energize", "enchant", "mend"))
    assert casts(state, "energize")
    met = draw(state, "giant")
    assert view(met)["step"] == "meet" and casts(met, "energize")
    shop = draw(state, "sword")
    assert view(shop)["step"] == "shop" and casts(shop, "energize")
    after = send(shop, {"type": "pass", "seat": 0})
    assert view(after)["step"] == "after" and casts(after, "mend")


def test_fortify_cast_outside_combat_is_worn_in_the_next_battle():
    """"Outside of combat, spells may be cast at any time during a player's turn." Fortify:
    "Treat as if the adventurers are all wearing a +2 piece of armor.": cast before the
    draw, the party wears it through its next battle, and only that one."""
    state = cast(new_table(("fortify", "energize", "mend")), "fortify")
    assert party(state)["fortified"] and party(state)["papergold"] == 600
    state = send(draw(state, "goblin-1"), {"type": "fight", "seat": 0})
    combat = view(state)["combat"]
    assert combat["fortified"] == [0] and not party(state)["fortified"]
    fool = next(a for a in combat["attacks"] if a["attacker"] == "m0" and
                a["defender"] == "a0.1")
    assert fool["to_hit"] == (3 + 0 + 2) - (2 + 0) + 10
    state = send(state, {"type": "defend", "seat": 0, "target": "a0.1"})
    state = send(state, {"type": "roll", "seat": 0, "value": 1})  # a 1 HP Goblin: 1d20
    state = send(state, {"type": "attack", "seat": 0, "member": 3, "target": "m0"})
    state = send(state, {"type": "roll", "seat": 0, "value": 20})
    state = send(state, {"type": "roll", "seat": 0, "value": 20})
    assert view(state)["combat"] is None and party(state)["bonus"] == 1
    state = send(send(state, {"type": "end_turn", "seat": 0}), {"type": "draw", "seat": 0,
                                                                 "card": "ghost-1"})
    state = send(state, {"type": "fight", "seat": 0})
    assert view(state)["combat"]["fortified"] == []


def test_teleport_cast_on_a_monster_card_outside_combat_leaves_it_unfought():
    """Teleport: "If cast on Monster card, no reward paid. Monster is not considered
    defeated." Cast on the Monster card just drawn, outside combat, the card's action is
    complete: no battle, no reward, no bonus."""
    state = draw(new_table(("teleport", "energize", "mend")), "giant")
    state = cast(state, "teleport")
    shown = view(state)
    assert shown["step"] == "after" and shown["combat"] is None
    assert (party(state)["papergold"], party(state)["bonus"]) == (600, 0)
    assert [m["name"] for m in party(state)["members"]] == ["Wizard", "Fool", "Maiden", "Bard"]


def test_teleport_is_cast_on_an_enemy_card_only():
    """Teleport: "If cast on Monster card" (or another enemy's card): before the draw or
    with an item to buy there is no enemy card to leave behind."""
    state = new_table(("teleport", "energize", "mend"))
    assert not casts(state, "teleport") and not casts(draw(state, "sword"), "teleport")
    assert refusal(state, {"type": "cast", "seat": 0, "member": 0, "card": "teleport",
                           "pay": [0, 1, 0]}).code == "spell-when"


def test_teleport_ends_a_battle_against_a_crossing_paths_adventurer_without_reward():
    """Teleport: "If cast on Monster card, no reward paid": cast on the Crossing Paths
    adventurer's card (solitaire: "If you defeat the Adventurer, collect the 400 PG
    reward"), the battle ends and nothing is paid; it may also be cast before the card is
    turned up."""
    state = draw(new_table(("teleport", "energize", "mend"), party=("wizard",)),
                 "crossing-paths-1")
    assert view(state)["step"] == "stranger" and casts(state, "teleport")
    state = send(state, {"type": "stranger", "seat": 0, "card": "champion"})
    assert view(state)["combat"]["acting"] == "a0.0"
    state = cast(state, "teleport")
    assert view(state)["combat"] is None and view(state)["step"] == "after"
    assert (party(state)["papergold"], party(state)["bonus"]) == (0, 0)


def test_teleport_ends_a_battle_between_players_with_no_winner():
    """Teleport: "If cast on Monster card, no reward paid" implies other cards: cast in a
    battle against another player's party, the battle ends with no winner, so no party
    gains the other's items and papergold. It may also be cast on the Crossing Paths card
    before the opponent is chosen."""
    state = draw(new_table(("teleport", "energize", "mend"), ("champion",),
                           party=("wizard",)), "crossing-paths-1")
    assert view(state)["step"] == "challenge" and casts(state, "teleport")
    state = send(state, {"type": "challenge", "seat": 0, "value": 1})
    assert view(state)["combat"]["kind"] == "duel"
    state = cast(state, "teleport")
    assert view(state)["combat"] is None
    assert [p["papergold"] for p in view(state)["parties"]] == [0, 200]
    assert [p["bonus"] for p in view(state)["parties"]] == [0, 0]


def test_hypnotize_cast_outside_combat_makes_the_monster_just_drawn_join():
    """Hypnotize: "Monster joins with current HP and is treated as a full member of the
    adventuring party. No reward paid": cast on the Monster card just drawn, before any
    battle, it joins with its full HP and the card's action is complete."""
    state = cast(draw(new_table(("hypnotize", "energize", "mend")), "ogre"), "hypnotize")
    ogre = party(state)["members"][-1]
    assert (ogre["name"], ogre["value"], ogre["hp"]) == ("Ogre", 9, 4)
    assert view(state)["step"] == "after" and party(state)["papergold"] == 600


def test_polymorph_cast_outside_combat_takes_the_form_of_the_monster_just_drawn():
    """Polymorph: "Replace Adventurer card with Monster card. ... Adventurer rolls with new
    base value; new max HP is monster's stated HP value. Drop current HP to new max if
    higher.": outside combat, the Monster card is the one just drawn, still to be fought
    or paid."""
    state = cast(draw(new_table(("polymorph", "energize", "mend")), "ogre"), "polymorph",
                 target="a0.1")
    fool = party(state)["members"][1]
    assert (fool["value"], fool["max_hp"], fool["hp"]) == (9, 4, 3)
    assert view(state)["step"] == "meet"


def test_polymorph_and_hypnotize_are_cast_only_with_a_monster_card():
    """Polymorph: "Replace Adventurer card with Monster card"; Hypnotize: "Monster joins
    with current HP". Neither is offered without a Monster card met or fought: before the
    draw, nor against a Crossing Paths adventurer."""
    state = new_table(("polymorph", "hypnotize", "mend"), party=("wizard",))
    assert not casts(state, "polymorph") and not casts(state, "hypnotize")
    state = send(draw(state, "crossing-paths-1"), {"type": "stranger", "seat": 0,
                                                    "card": "champion"})
    assert not casts(state, "polymorph") and not casts(state, "hypnotize")
    assert isinstance(GAME.apply(state, GAME.parse_action({
        "type": "cast", "seat": 0, "member": 0, "card": "hypnotize", "pay": [0, 1, 0]})),
        Refusal)


def test_fireball_the_kits_own_battle_spell_is_cast_only_in_a_battle():
    """"Outside of combat, spells may be cast at any time during a player's turn." Fireball
    is the kit's own spell and its card reads "In a battle: 1 HP of damage to one enemy
    per MP spent": outside a battle it has no enemy to hurt."""
    state = new_table(("fireball", "energize", "mend"))
    met = draw(state, "giant")
    assert not casts(state, "fireball") and not casts(met, "fireball")
    assert refusal(met, {"type": "cast", "seat": 0, "member": 0, "card": "fireball",
                         "target": "m0", "pay": [0, 1, 0]}).code == "spell-when"
    fought = send(met, {"type": "fight", "seat": 0})
    for member in (3, 1, 2):  # the Bard, the Fool and the Maiden act before the Wizard
        fought = send(fought, {"type": "attack", "seat": 0, "member": member, "target": "m0"})
        fought = send(send(fought, {"type": "roll", "seat": 0, "value": 1}),
                      {"type": "roll", "seat": 0, "value": 1})
    assert view(fought)["combat"]["acting"] == "a0.0" and casts(fought, "fireball")


def test_the_player_chooses_the_adventurer_the_sirens_enchant():
    """Sirens: "In parties greater than two, one adventurer enchanted by Sirens and misses
    entire battle." The text does not say which adventurer: the player chooses any living
    one, who can neither attack nor be attacked."""
    state = send(draw(new_table(("energize", "enchant", "mend")), "sirens"),
                 {"type": "fight", "seat": 0})
    shown = view(state)
    assert shown["combat"]["step"] == "sirens" and shown["deciding"] == [0]
    assert sorted(a["target"] for a in shown["legal_actions"]) == ["a0.0", "a0.1", "a0.2",
                                                                   "a0.3"]
    assert refusal(state, {"type": "attack", "seat": 0, "member": 3,
                           "target": "m0"}).code == "sirens"
    state = send(state, {"type": "sirens", "seat": 0, "target": "a0.3"})
    combat = view(state)["combat"]
    assert combat["enchanted"] == ["a0.3"] and "a0.3" not in combat["fighters"]
    assert combat["round"] == 1 and not any(a["defender"] == "a0.3" for a in combat["attacks"])


def test_the_sirens_enchant_nobody_in_a_party_of_two():
    """Sirens: "In parties greater than two, one adventurer enchanted by Sirens": a party
    of two fights them whole."""
    state = send(draw(new_table(("energize", "enchant", "mend"), party=("wizard", "bard")),
                      "sirens"), {"type": "fight", "seat": 0})
    assert view(state)["combat"]["step"] != "sirens"
    assert view(state)["combat"]["enchanted"] == []
