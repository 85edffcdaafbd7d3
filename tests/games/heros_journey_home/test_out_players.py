"""Players who are out act for the enemies: a test per rule sentence, quoting it."""

from __future__ import annotations

from dataclasses import replace

from .builders import act, fight, legal, member, refusal, roll, table


def _out(*members):
    return {"members": list(members), "out": True}


def test_a_player_who_is_out_chooses_the_defender_against_a_monster():
    """Combat step 2c: "Monster attacking player: Player must choose a defender from among
    their adventurers. In multiplayer games, a player who is out should take over this
    choice as well as the monster rolls.\""""
    state = table([member("champion"), member("paladin")], _out(member("fool", hp=0)))
    state = fight(state, "wolves")  # Wolves (5) act before the Champion (9)
    assert state.combat.step == "defend"
    assert {(a.seat, a.target) for a in legal(state, "defend")} == {(1, "a0.0"), (1, "a0.1")}
    assert refusal(state, "defend", seat=0, target="a0.0").code == "combat-turn"
    state = act(state, "defend", seat=1, target="a0.1")
    assert state.combat.roll.seat == 1 and state.combat.roll.attacker == "m0"


def test_a_player_who_is_out_rolls_for_the_monster_and_the_fighter_rolls_their_own():
    """Winning: "Players who are "out" take on the combat actions of enemies (see the
    "Combat" section).\""""
    state = table([member("champion")], _out(member("fool", hp=0)))
    state = act(fight(state, "wolves"), "defend", seat=1, target="a0.0")
    assert refusal(state, "roll", seat=0, value=12).code == "combat-turn"
    state = roll(state, 2, 3)  # entered by seat 1: two misses
    assert state.combat.acting == "a0.0"
    assert {a.seat for a in legal(state)} == {0}
    state = act(state, "attack", member=0, target="m0")
    assert state.combat.roll.seat == 0


def test_a_player_who_is_out_acts_only_for_the_enemies():
    """"If all of a player's adventurers die in a multiplayer game, that player is
    immediately out of the game\": outside the enemies' choices and rolls they do
    nothing."""
    state = table([member("champion")], _out(member("fool", hp=0)))
    assert refusal(state, "draw", seat=1, card="old-road").code == "out"
    state = act(fight(state, "wolves"), "defend", seat=1, target="a0.0")
    state = roll(state, 2, 3)
    assert refusal(state, "attack", seat=1, member=0, target="m0").code == "out"


def test_the_first_player_out_after_the_fighter_takes_the_enemies_part():
    """Ruling: with several players out, the first after the fighting player in seat
    order acts for the enemies; with none out, the fighting player does."""
    state = table(_out(member("bard", hp=0)), [member("champion")],
                  _out(member("fool", hp=0)))
    state = fight(replace(state, active=1), "wolves", seat=1)
    assert {a.seat for a in legal(state, "defend")} == {2}
    alone = fight(table([member("champion")], [member("paladin")]), "wolves")
    assert {a.seat for a in legal(alone, "defend")} == {0}


def test_a_player_who_is_out_chooses_whom_the_sirens_enchant():
    """Sirens: "one adventurer enchanted by Sirens" (the text says not who chooses), and
    "Players who are "out" take on the combat actions of enemies": as for the defender, the
    player who is out chooses."""
    state = table([member("champion"), member("paladin"), member("bard")],
                  _out(member("fool", hp=0)))
    state = fight(state, "sirens")
    assert {(a.seat, a.target) for a in legal(state, "sirens")} == {
        (1, "a0.0"), (1, "a0.1"), (1, "a0.2")}
    assert refusal(state, "sirens", seat=0, target="a0.2").code == "combat-turn"
    state = act(state, "sirens", seat=1, target="a0.0")
    assert state.combat.enchanted == {"a0.0"}


def test_a_party_whose_last_adventurer_the_maiden_sacrifices_herself_is_out():
    """"If all of a player's adventurers die in a multiplayer game, that player is
    immediately out of the game": the Maiden, the party's last adventurer, ends the battle
    by her death, and her party is out."""
    state = table([member("champion")], [member("maiden")])
    state = replace(state, active=1)
    state = fight(state, "wolves", seat=1)
    while state.combat.acting != "a1.0":
        state = roll(act(state, "defend", seat=1, target="a1.0"), 1, 1)
    state = act(state, "sacrifice", seat=1, member=0)
    assert state.parties[1].out and state.combat is None
    assert state.active == 0 and state.step == "draw"
