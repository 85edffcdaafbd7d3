"""A truce between two players and what changes hands: a test per rule sentence, quoting
it."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heros_journey_home.engine.rules import change_party

from .builders import act, legal, member, refusal, table


def _truce(second=None):
    """Ana (Champion, Hero; a Bard with a Sword; 500 PG) meets Ben (Fool, Hero; Cavalier,
    Maiden; 300 PG and a Helmet in hand); Ana's Bard, first to act, offers a truce."""
    ben = second or {"members": [member("fool"), member("cavalier"), member("maiden")],
                     "papergold": 300, "hand": ("helmet",)}
    state = table({"members": [member("champion"), member("bard", items=("sword",))],
                   "papergold": 500}, ben)
    state = act(act(state, "draw", card="crossing-paths-1"), "challenge", value=1)
    assert state.combat.acting == "a0.1"
    return act(state, "truce", member=1)


def test_papergold_items_and_adventurers_change_hands_when_both_agree():
    """"vs Another player: Combat may be ended at any time (before, during, or after a
    round) by common agreement. HP may not be traded but papergold, items, and adventurers
    (though not Heroes) may.\""""
    state = _truce()
    state = act(state, "give", value=200)
    state = act(state, "give", seat=1, card="helmet")
    state = act(state, "give", seat=1, member=2)
    assert {a.seat for a in legal(state, "agree")} == {0}  # Ben's terms await Ana
    state = act(state, "agree")
    ana, ben = state.parties
    assert state.combat is None and state.step == "after"
    assert (ana.papergold, ben.papergold) == (300, 500)
    assert ana.hand == ("helmet",) and ben.hand == ()
    assert [m.name for m in ana.members] == ["Champion", "Bard", "Maiden"]
    assert [m.name for m in ben.members] == ["Fool", "Cavalier"] and ben.hero == 0
    assert ana.bonus == 0 and ben.bonus == 0  # nobody won this battle


def test_the_hero_and_hp_may_not_be_traded():
    """"HP may not be traded but papergold, items, and adventurers (though not Heroes)
    may.\""""
    state = _truce()
    assert 0 not in {a.member for a in legal(state, "give") if a.seat == 1}
    assert refusal(state, "give", seat=1, member=0).code == "trade-hero"
    assert refusal(state, "give", seat=1, pay=(1, 0, 0)).code == "trade"
    assert refusal(state, "give", seat=1, value=400).code == "trade-papergold"
    assert refusal(state, "give", seat=1, value=150).code == "trade-papergold"
    assert refusal(state, "give", seat=1, card="sword").code == "trade-item"


def test_an_item_carried_by_an_adventurer_goes_to_the_receivers_hand_with_its_enchantment():
    state = _truce()
    state = change_party(state, 0, replace(state.parties[0], enchant=(("sword", 2),)))
    state = act(state, "give", card="sword")
    state = act(state, "agree", seat=1)
    assert state.parties[0].members[1].items == () and state.parties[0].enchant == ()
    assert state.parties[1].hand == ("helmet", "sword")
    assert state.parties[1].plus("sword") == 2


def test_adding_a_term_withdraws_the_other_sides_agreement_and_a_refusal_goes_back_to_battle():
    state = _truce()
    state = act(state, "agree", seat=1)
    assert state.combat is None  # agreed to the offer as it stood: nothing changes hands
    state = _truce()
    state = act(state, "give", seat=1, value=100)
    state = act(state, "give", value=100)
    assert state.combat.agreed == {0}
    state = act(state, "refuse", seat=1)
    assert state.combat.step == "act" and state.combat.terms == ()
    assert [p.papergold for p in state.parties] == [500, 300]
    assert state.combat.acting == "a0.1"


def test_a_traded_adventurer_keeps_the_heros_place_and_a_paladin_moves_the_bonus_dice():
    """Ruling: the Hero keeps being the Hero when an adventurer before it leaves; the
    Paladin raises the bonus die of the party he joins ("Increase bonus die by 1 when
    Paladin joins the party") and lowers the one he leaves."""
    ben = {"members": [member("paladin"), member("maiden"), member("fool")], "hero": 2,
           "bonus": 3}
    state = act(_truce(ben), "give", seat=1, member=0)
    state = act(state, "agree")
    ana, ben = state.parties
    assert ben.hero == 1 and ben.members[1].name == "Fool"
    assert (ana.bonus, ben.bonus) == (1, 2)


def test_a_party_keeps_one_living_adventurer():
    """Ruling: a truce is no way out of the game; the last living adventurer stays."""
    ben = {"members": [member("fool", hp=0), member("maiden")], "hero": 0}
    state = _truce(ben)
    assert refusal(state, "give", seat=1, member=1).code == "trade-adventurer"


def test_agreeing_twice_is_refused():
    state = _truce()
    assert refusal(state, "agree").code == "truce"
