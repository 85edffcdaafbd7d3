"""Items of the fallen, picked up between combat rounds: a test per rule sentence,
quoting it."""

from __future__ import annotations

from .builders import act, fight, legal, member, refusal, roll, table


def _bard_falls_in_round_1():
    """The Bard (2, 1 HP, with a Sword) misses, the Wolves (5) kill him, and the Champion
    (12) misses: round 1 is over. A Helmet was in hand before the battle."""
    state = table({"members": [member("bard", hp=1, items=("sword",)), member("champion")],
                   "hand": ("helmet",)})
    state = act(fight(state, "wolves"), "attack", member=0, target="m0")
    state = roll(state, 2)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 15, 15)
    assert state.parties[0].members[0].hp == 0
    assert state.parties[0].hand == ("helmet", "sword")
    return state


def test_the_dead_adventurers_items_may_be_picked_up_between_combat_rounds():
    """"In combat, an exception is made for an adventurer who has died. The dead
    adventurer's items may be picked up and equipped between combat rounds.\""""
    state = _bard_falls_in_round_1()
    assert not legal(state, "equip")  # not in the middle of the round
    assert refusal(state, "equip", card="sword", member=1).code == "items"
    state = roll(act(state, "attack", member=1, target="m0"), 2, 2)
    assert state.combat.step == "between" and state.combat.round == 1
    assert {(a.card, a.member) for a in legal(state, "equip")} == {("sword", 1)}
    state = act(state, "equip", card="sword", member=1)
    assert state.parties[0].members[1].items == ("sword",)
    assert state.parties[0].hand == ("helmet",)
    assert state.combat.round == 2 and state.combat.acting == "m0"


def test_items_held_before_the_battle_wait_for_its_end():
    """"Items may be transferred between adventurers before a Journey card is drawn or
    after the Journey card has been resolved.\" Only the fallen's are the exception."""
    state = _bard_falls_in_round_1()
    state = roll(act(state, "attack", member=1, target="m0"), 2, 2)
    assert "helmet" not in {a.card for a in legal(state, "equip")}
    assert refusal(state, "equip", card="helmet", member=1).code == "items"


def test_the_player_may_leave_the_items_in_hand_and_go_on():
    state = _bard_falls_in_round_1()
    state = roll(act(state, "attack", member=1, target="m0"), 2, 2)
    state = act(state, "begin")
    assert state.combat.round == 2 and state.parties[0].hand == ("helmet", "sword")
    state = roll(act(state, "defend", target="a0.1"), 2, 2)
    state = roll(act(state, "attack", member=1, target="m0"), 2, 2)
    assert state.combat.step != "between" and state.combat.round == 3
