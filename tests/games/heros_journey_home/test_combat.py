"""Combat: a test per rule sentence of "Monsters" and "Combat", with the worked examples."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heros_journey_home.engine.rules import is_hit, to_hit

from .builders import act, fight, hp, legal, member, refusal, roll, table


def test_example_1_bandit_with_a_sword_against_a_ghost_needs_5():
    """"Example 1: Player A's Bandit (7), wielding a sword (2), is attacking a Ghost (4). In
    this case, the target roll is 5 or greater: 4 - (7+2) = -5; -5 + 10 = 5.\""""
    assert to_hit(4, 0, 7, 2) == 5
    state = fight(table([member("bandit", items=("sword",))]), "ghost-1")
    state = act(state, "defend", target="a0.0")  # the Ghost (4) attacks first
    state = roll(state, 2, 2)
    state = act(state, "attack", member=0, target="m0")
    assert state.combat.roll.to_hit == 5


def test_example_2_paladin_with_a_mace_against_a_bard_in_gauntlets_needs_minus_1():
    """"Example 2: Player A's Paladin (11), wielding a mace (3), is attacking Player B's Bard
    (2), who is wearing gauntlets (1). Player A's target roll is negative 1 or greater:
    (2+1) - (11+3) = 3-14 = -11; -11 + 10 = -1.\""""
    assert to_hit(2, 1, 11, 3) == -1
    state = table([member("paladin", items=("mace",))],
                  [member("bard", items=("gauntlets",)), member("champion")])
    state = act(state, "draw", card="crossing-paths-1")
    state = act(state, "challenge", value=1)
    assert state.combat.acting == "a1.0"  # the Bard (2) acts first
    state = act(state, "attack", seat=1, member=0, target="a0.0")
    state = roll(state, 1, 1)
    state = act(state, "attack", member=0, target="a1.0")
    assert state.combat.roll.to_hit == -1


def test_natural_20_always_hits_and_natural_1_always_misses():
    """"The necessary roll may be above 20 or below 1, but a roll of natural 20 is always
    counted as a hit and a roll of natural 1 is always counted as a miss.\""""
    assert is_hit(20, 20, 25) and not is_hit(1, 1, -3)
    assert is_hit(2, 2, -1) and not is_hit(19, 19, 21)


def test_the_lowest_card_value_attacks_first_and_a_monster_wins_a_tie():
    """"The combatant with the lowest card value attacks first. In the event an adventurer
    and monster have the same card value, the monster attacks first.\""""
    state = fight(table([member("champion"), member("bard"), member("cleric")]), "harpy")
    assert state.combat.queue == ("a0.1", "m0", "a0.2", "a0.0")[1:] and \
        state.combat.acting == "a0.1"
    state = fight(table([member("healer"), member("sailor")]), "wolves")  # all value 5
    assert state.combat.acting == "m0"


def test_after_every_combatant_a_new_round_begins_with_the_lowest():
    """"After all combatants have acted, the current round is over and a new round begins,
    starting again with the lowest card value.\""""
    state = fight(table([member("champion")]), "giant")  # Champion 11 first, Giant 14
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 2, 2)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 2, 2)
    assert state.combat.round == 2 and state.combat.acting == "a0.0"


def test_a_monster_attacking_the_player_chooses_the_defender():
    """"Monster attacking player: Player must choose a defender from among their
    adventurers.\""""
    state = fight(table([member("champion"), member("paladin")]), "wolves")
    assert {a.target for a in legal(state, "defend")} == {"a0.0", "a0.1"}
    assert refusal(state, "attack", member=0, target="m0").code == "combat-defender"


def test_one_die_at_1_hp_two_dice_at_2_or_more():
    """"For attackers with 1 HP, roll one die (1d20). For attackers with 2 HP or greater,
    roll two dice (2d20). For each individual die roll equal to or greater than the to-hit
    value, a hit is scored.\""""
    state = fight(table([member("champion", hp=1)]), "giant")
    state = act(state, "attack", member=0, target="m0")
    assert state.combat.roll.dice == 1
    state = fight(table([member("champion", hp=2)]), "giant")
    state = act(state, "attack", member=0, target="m0")  # needs 10 + 14 - 11 = 13
    state = roll(state, 13, 12)
    assert state.combat.enemies[0].hp == 6


def test_tribute_is_100_times_the_base_card_value_and_pays_nothing_back():
    """"if a player decided to pay tribute to a Goblin (2) rather than fight, the tribute
    would be 200pg; to avoid combat with Behemoth (20) would cost 2000pg. After tribute is
    paid, the card action is considered complete and play moves on. The bonus die value is
    not increased and no reward is paid.\""""
    state = table({"members": [member("champion")], "papergold": 2000, "bonus": 2})
    goblin = act(act(state, "draw", card="goblin-1"), "tribute")
    assert goblin.parties[0].papergold == 1800 and goblin.parties[0].bonus == 2
    assert goblin.step == "after"
    behemoth = act(act(state, "draw", card="behemoth"), "tribute")
    assert behemoth.parties[0].papergold == 0
    poor = act(table({"members": [member("champion")], "papergold": 100}), "draw",
               card="goblin-1")
    assert refusal(poor, "tribute").code == "tribute"
    assert "the Goblin asks 200 PG and" in refusal(poor, "tribute").message


def test_the_monster_met_shows_its_terms_and_the_prompt_offers_what_may_be_done():
    """"A player may avoid combat with a monster by paying 100 x base card value in
    tribute": the view gives the monster's value, HP and tribute, and the prompt offers the
    tribute only when the purse holds it, as the legal actions do (issue 43)."""
    from hjkit.games.heros_journey_home.engine.view import table_view

    rich = table_view(act(table({"members": [member("champion")], "papergold": 900}),
                          "draw", card="ogre"))
    assert {k: rich["card"][k] for k in ("value", "hp", "tribute")} == \
        {"value": 9, "hp": 4, "tribute": 900}
    assert rich["prompt"] == "Fight the Ogre or pay its tribute of 900 PG."
    assert {a["type"] for a in rich["legal_actions"]} >= {"fight", "tribute"}
    poor = table_view(act(table({"members": [member("champion")], "papergold": 800}),
                          "draw", card="ogre"))
    assert poor["prompt"].startswith("Fight the Ogre. Its tribute of 900 PG cannot be paid: ")
    assert poor["prompt"].endswith(" holds 800 PG.")
    assert "tribute" not in {a["type"] for a in poor["legal_actions"]}


def test_the_reward_is_100_pg_per_starting_hp_and_the_bonus_die_rises():
    """"Against monsters, the player receives a papergold reward in the amount of 100 x the
    enemy's starting HP. Thus, defeating a Goblin (1 HP) results in a 100 PG reward;
    defeating Behemoth (12 HP) results in a 1200 PG reward." "Victorious players should
    update their bonus die value +1 at the end of each battle.\""""
    state = fight(table([member("champion")]), "goblin-1")
    state = act(state, "defend", target="a0.0")
    state = roll(state, 1)  # a Goblin at 1 HP rolls one die
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 15, 1)
    party = state.parties[0]
    assert (party.papergold, party.bonus, state.step) == (100, 1, "after")
    state = fight(table([member("champion")]), "behemoth")
    state = replace(state, combat=replace(state.combat, enemies=(replace(
        state.combat.enemies[0], hp=1),)))
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 20, 20)
    assert state.parties[0].papergold == 1200


def test_the_bonus_die_stops_at_6():
    """"The maximum bonus is +6.\""""
    state = fight(table({"members": [member("champion")], "bonus": 6}), "goblin-1")
    state = act(state, "defend", target="a0.0")
    state = roll(state, 1)
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 20, 20)
    assert state.parties[0].bonus == 6


def test_the_heros_bonus_die_is_added_to_the_heros_attack_rolls():
    """"The die value may be used to augment certain combat rolls." (Ruling: the Hero's own
    attack dice.)"""
    state = fight(table({"members": [member("bard"), member("fool")], "bonus": 3}), "wolves")
    state = act(state, "attack", member=0, target="m0")  # Bard (2) needs 13
    state = roll(state, 10, 9)  # 13 and 12 with the bonus
    assert state.combat.enemies[0].hp == 2


def test_a_fallen_hero_resets_the_bonus_die_and_it_no_longer_rises():
    """"If the Hero is killed, the adventurers' spirit is broken and the bonus die value is
    reset to zero and no longer increases.\""""
    state = table({"members": [member("bard", hp=1), member("champion")], "bonus": 4})
    state = fight(state, "goblin-1")  # the Goblin (2) before the Bard (2)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 20)
    assert state.parties[0].bonus == 0 and state.parties[0].hero_fallen
    state = act(state, "attack", member=1, target="m0")
    state = roll(state, 20, 20)
    assert state.parties[0].bonus == 0


def test_dead_adventurers_items_may_be_reassigned():
    """"When an adventurer's HP reaches zero, they have died." "Any items carried by the
    adventurer may be reassigned to other adventurers at the time of death.\""""
    state = table([member("bard", hp=1, items=("sword",)), member("champion")])
    state = act(state, "draw", card="haunted-wood")
    assert state.parties[0].members[0].hp == 0 and state.parties[0].hand == ("sword",)
    state = act(state, "equip", card="sword", member=1)
    assert state.parties[0].members[1].items == ("sword",)


def test_a_dead_adventurer_may_not_act():
    """"The dead adventurer may not perform any actions\""""
    state = fight(table([member("bard", hp=0), member("champion")]), "giant")
    assert state.combat.acting == "a0.1"
    assert refusal(state, "attack", member=0, target="m0").code == "combat-order"


def test_maximum_hp_is_6():
    """"Adventurers have a maximum HP of 6. They may only gain HP or be healed up to this
    amount and no more\""""
    state = act(table([member("champion", hp=5)]), "draw", card="abbey")
    assert hp(state) == [6]


def test_one_weapon_and_one_of_each_armour_type_per_adventurer():
    """"a Champion may be assigned a sword, a helmet, and a shield but may not carry a sword
    and a spear or wear two helmets.\""""
    state = table({"members": [member("champion", items=("sword", "helmet")),
                               member("bard")], "papergold": 1000})
    state = act(state, "draw", card="shield")
    assert any(a.member == 0 for a in legal(state, "buy"))
    state = act(state, "buy", member=0)
    assert state.parties[0].members[0].items == ("sword", "helmet", "shield")
    state = act(act(state, "end_turn"), "draw", card="spear")
    assert refusal(state, "buy", member=0).code == "items"
    state = act(state, "buy")  # held in hand
    assert state.parties[0].hand == ("spear",)


def test_crossing_paths_in_solitaire_fights_the_next_adventurer_with_4_hp_for_400_pg():
    """"When the card is drawn in solitaire play, turn up the next Adventurer card from the
    supply deck and assign the adventurer 4HP. Resolve combat as normal. If you defeat the
    Adventurer, collect the 400 PG reward and place the card on the bottom of the Adventurer
    deck.\""""
    state = act(table([member("champion")]), "draw", card="crossing-paths-2")
    state = act(state, "stranger", card="bard")
    assert state.combat.enemies[0].hp == 4
    state = act(state, "attack", seat=0, member=0, target="m0") if \
        state.combat.acting == "a0.0" else state
    state = act(state, "defend", target="a0.0")
    state = roll(state, 1, 1)
    for _ in range(2):
        state = act(state, "attack", member=0, target="m0")
        state = roll(state, 20, 20)
        if state.combat is None:
            break
        state = act(state, "defend", target="a0.0")
        state = roll(state, 1, 1)
    assert state.parties[0].papergold == 400 and "bard" in state.supply


def test_a_player_beaten_in_battle_gives_the_victor_items_and_papergold():
    """"if a player eliminates an opponent's entire party, the winning player gains all of
    the defeated player's items and papergold." "Non-victorious players lose the game.\""""
    state = table({"members": [member("champion")], "papergold": 100},
                  {"members": [member("bard", hp=1, items=("sword",))], "papergold": 300},
                  {"members": [member("fool")]})
    state = act(state, "draw", card="crossing-paths-1")
    assert {a.value for a in legal(state, "challenge")} == {1, 2}
    state = act(state, "challenge", value=1)
    state = act(state, "attack", seat=1, member=0, target="a0.0")
    state = roll(state, 1)
    state = act(state, "attack", member=0, target="a1.0")
    state = roll(state, 20, 20)
    assert state.parties[1].out and state.parties[0].papergold == 400
    assert state.parties[0].hand == ("sword",) and not state.over


def test_a_battle_between_players_ends_by_common_agreement():
    """"Combat may be ended at any time (before, during, or after a round) by common
    agreement.\""""
    state = table([member("champion")], [member("bard")])
    state = act(act(state, "draw", card="crossing-paths-3"), "challenge", value=1)
    state = act(state, "truce", seat=1, member=0)
    assert refusal(state, "attack", seat=1, member=0, target="a0.0").code == "truce"
    state = act(state, "agree", seat=0)
    assert state.combat is None and state.step == "after"


def test_an_ambush_is_kept_and_gives_a_free_attack_before_the_first_round():
    """"This card gives the player a free attack before the first combat round begins. One
    adventurer may conduct a single attack\" "The player should hold onto the card until
    they decide to use it.\""""
    state = act(table([member("champion")]), "draw", card="ambush-1")
    assert state.parties[0].ambushes == 1
    state = fight(act(state, "end_turn"), "giant")
    assert state.combat.step == "opening"
    state = act(state, "ambush", member=0, target="m0")
    state = roll(state, 20, 20)
    assert state.combat.enemies[0].hp == 5 and state.combat.round == 1
    assert state.parties[0].ambushes == 0


def test_two_players_ambushing_one_another_cancel_out():
    """"If two players attempt to Ambush one another, the cards are cancelled out, discarded,
    and combat takes place as normal.\""""
    state = table({"members": [member("champion")], "ambushes": 1},
                  {"members": [member("bard")], "ambushes": 1})
    state = act(act(state, "draw", card="crossing-paths-1"), "challenge", value=1)
    state = act(state, "ambush", member=0, target="a1.0")
    assert state.combat.step == "opening" and legal(state, "ambush")[0].seat == 1
    state = act(state, "ambush", seat=1, member=0, target="a0.0")
    assert [p.ambushes for p in state.parties] == [0, 0]
    assert state.combat.round == 1 and state.combat.roll is None


def test_both_players_may_announce_an_ambush_before_the_battle_begins():
    """Ambush: "Its use should be announced before combat begins." The player whose turn it
    is beginning the battle does not close the window while the other player holds Ambush
    cards: it closes when every player who may announce has passed or announced."""
    state = table({"members": [member("champion")]},
                  {"members": [member("bard")], "ambushes": 1})
    state = act(act(state, "draw", card="crossing-paths-1"), "challenge", value=1)
    assert {a.seat for a in legal(state, "begin")} == {0, 1}
    assert {a.seat for a in legal(state, "ambush")} == {1}
    state = act(state, "begin")
    assert state.combat.step == "opening"
    assert {(a.type, a.seat) for a in legal(state)} == {("begin", 1), ("ambush", 1)}
    assert refusal(state, "begin").code == "combat-turn"
    ambushed = act(state, "ambush", seat=1, member=0, target="a0.0")
    assert ambushed.combat.roll.purpose == "ambush" and ambushed.parties[1].ambushes == 0
    passed = act(state, "begin", seat=1)
    assert passed.combat.round == 1 and passed.parties[1].ambushes == 1


def test_an_ambush_waits_for_the_other_player_to_pass():
    """"If two players attempt to Ambush one another, the cards are cancelled out": an
    Ambush announced while the other player may still announce one waits for that player's
    answer; if it passes, the free attack is made."""
    state = table({"members": [member("champion")], "ambushes": 1},
                  {"members": [member("bard")], "ambushes": 1})
    state = act(act(state, "draw", card="crossing-paths-1"), "challenge", value=1)
    state = act(state, "ambush", member=0, target="a1.0")
    state = act(state, "begin", seat=1)
    assert state.combat.roll.purpose == "ambush" and state.combat.roll.attacker == "a0.0"
    assert [p.ambushes for p in state.parties] == [0, 1]


def test_a_battle_ends_with_its_outcome_and_the_phase_table_carries_on():
    """combat gives back how the battle ended (BattleOver); phases.py decides what follows:
    a won battle against a monster goes on to the rest of the turn."""
    from hjkit.games.heros_journey_home.engine.combat import BattleOver, settle
    from hjkit.games.heros_journey_home.engine.phases import what_follows

    state = fight(table([member("champion")], [member("bard")]), "giant")
    giant = replace(state.combat.enemies[0], hp=0)
    state = replace(state, combat=replace(state.combat, enemies=(giant,)))
    over = settle(state, [])
    assert isinstance(over, BattleOver) and over.losers == ()
    assert over.state.combat is not None and over.state.parties[0].papergold == 700  # 100 PG per HP
    after = what_follows(over)
    assert after.state.combat is None and after.state.step == "after"
    assert [e.kind for e in after.events] == ["won"]

    fallen = replace(state.parties[0], members=(member("champion", hp=0),))
    over = settle(replace(state, parties=(fallen, state.parties[1])), [])
    assert over.losers == (0,)
    after = what_follows(over)
    assert after.state.parties[0].out and after.state.active == 1  # the turn passes


def _beat_the_stranger(state):
    """The Paladin hits twice a round and the stranger misses, until it falls."""
    while state.combat is not None:
        if state.combat.acting == "a0.0":
            state = roll(act(state, "attack", member=0, target="m0"), 20, 20)
        else:
            state = roll(act(state, "defend", target="a0.0"), 1, 1)
    return act(state, "end_turn")


def test_a_defeated_crossing_paths_adventurer_comes_up_only_after_those_placed_below_before():
    """"If you defeat the Adventurer, collect the 400 PG reward and place the card on the
    bottom of the Adventurer deck." The Champion defeated first lies above the Maiden
    defeated next: the next Crossing Paths turns up the Champion, never the Maiden."""
    state = table([member("paladin", hp=6)])
    state = replace(state, supply=("champion", "maiden"))
    state = act(state, "draw", card="crossing-paths-1")
    assert {a.card for a in legal(state, "stranger")} == {"champion", "maiden"}
    state = _beat_the_stranger(act(state, "stranger", card="champion"))
    state = act(state, "draw", card="crossing-paths-2")
    assert [a.card for a in legal(state, "stranger")] == ["maiden"]
    state = _beat_the_stranger(act(state, "stranger", card="maiden"))
    assert state.supply_bottom == ("champion", "maiden")
    state = act(state, "draw", card="crossing-paths-3")
    assert [a.card for a in legal(state, "stranger")] == ["champion"]
    refused = refusal(state, "stranger", card="maiden")
    assert refused.code == "adventurer-deck"
    assert "Maiden was placed on the bottom" in refused.message and "Champion" in refused.message
    state = act(state, "stranger", card="champion")
    assert state.combat.enemies[0].name == "Champion"
