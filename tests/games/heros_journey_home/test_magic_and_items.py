"""Spellcasting (with its worked example), Appendix C's Quest Items and Appendix D's
spells: a test per sentence, quoting it."""

from __future__ import annotations

from .builders import act, fight, hp, legal, member, refusal, roll, table


def wizard(*spells, hp_=3, papergold=0, bonus=0, items=(), others=()):
    return table({"members": [member("wizard", hp=hp_, spells=spells, items=items),
                              *others], "papergold": papergold, "bonus": bonus})


def test_the_enchant_example_1_hp_and_400_pg_make_3_mp_for_plus_3():
    """"a Wizard playing the "Enchant" spell may spend 1 HP (1 MP) and 400 PG (2 MP) in
    order to spend 3 MP to enchant a piece of armor by +3." Enchant: "a Sword (2) enchanted
    to +3 would have a new value of 5.\""""
    state = wizard("enchant", papergold=400, items=("sword", "chainmail"))
    state = act(state, "cast", member=0, card="enchant", target="chainmail", pay=(1, 2, 0))
    assert hp(state) == [2] and state.parties[0].papergold == 0
    assert state.parties[0].plus("chainmail") == 3
    sword = wizard("enchant", papergold=600, items=("sword",))
    sword = act(sword, "cast", member=0, card="enchant", target="sword", pay=(0, 3, 0))
    from hjkit.games.heros_journey_home.engine.rules import weapon
    party = sword.parties[0]
    assert weapon(sword, party, party.members[0]) == 5


def test_no_more_than_6_mp_on_one_spell():
    """"A Wizard may spend no more than 6 MP on any one spell.\""""
    state = wizard("mend", papergold=2000, bonus=2, others=[member("champion", hp=1)])
    assert refusal(state, "cast", member=0, card="mend", target="a0.1",
                   pay=(1, 5, 1)).code == "magic-limit"


def test_magic_points_must_be_there_to_spend():
    """"A Magic Point can be any one of the following: 1 HP of the spellcaster, 200 PG, or 1
    bonus die value.\""""
    state = wizard("energize", papergold=100)
    assert refusal(state, "cast", member=0, card="energize", target=None,
                   pay=(0, 1, 0)).code == "magic-points"
    state = wizard("energize", bonus=1, hp_=2)
    state = act(state, "cast", member=0, card="energize", pay=(0, 0, 1))
    assert state.parties[0].bonus == 0 and hp(state) == [3]


def test_spells_are_single_use_and_cost_1_mp_unless_noted():
    """"All spells are single-use only. After a spell has been cast, the spell card should be
    discarded. Unless otherwise noted, a spell costs 1 MP to cast.\""""
    state = wizard("energize", "mend", papergold=400)
    assert refusal(state, "cast", member=0, card="energize", pay=(0, 2, 0)).code == \
        "spell-cost"
    state = act(state, "cast", member=0, card="energize", pay=(0, 1, 0))
    assert state.parties[0].members[0].spells == ("mend",)
    assert refusal(state, "cast", member=0, card="energize", pay=(0, 1, 0)).code in (
        "spell-known", "spell-when")


def test_a_spellcaster_may_cast_with_the_last_hit_point_and_die():
    """"A spellcaster may cast a spell with their last hit point, killing them, if they so
    desire.\""""
    state = wizard("mend", hp_=1, others=[member("champion", hp=1)])
    state = act(state, "cast", member=0, card="mend", target="a0.1", pay=(1, 0, 0))
    assert hp(state) == [0, 2]


def test_in_combat_a_spell_is_the_casters_action():
    """Wizard: "In combat, casting one spell counts as the Wizard's action for a round.\""""
    state = fight(wizard("fireball", papergold=600), "giant")
    state = act(state, "cast", member=0, card="fireball", target="m0", pay=(0, 3, 0))
    assert state.combat.enemies[0].hp == 4 and state.combat.acting == "m0"


def test_fortify_is_plus_2_armour_for_everyone():
    """Fortify: "Treat as if the adventurers are all wearing a +2 piece of armor.\""""
    state = fight(wizard("fortify", papergold=200), "giant")
    state = act(state, "cast", member=0, card="fortify", pay=(0, 1, 0))
    state = act(state, "defend", target="a0.0")
    assert state.combat.roll.to_hit == 10 + 8 + 2 - 14


def test_teleport_ends_the_battle_without_reward_or_victory():
    """Teleport: "If cast on Monster card, no reward paid. Monster is not considered
    defeated.\""""
    state = fight(wizard("teleport", papergold=200), "giant")
    state = act(state, "cast", member=0, card="teleport", pay=(0, 1, 0))
    assert state.combat is None and state.parties[0].bonus == 0
    assert state.parties[0].papergold == 0


def test_polymorph_gives_the_monsters_value_and_hp_limit():
    """Polymorph: "Adventurer rolls with new base value; new max HP is monster's stated HP
    value. Drop current HP to new max if higher.\""""
    state = fight(wizard("polymorph", papergold=200, others=[member("bard")]), "goblin-1")
    state = act(state, "defend", target="a0.1")
    state = roll(state, 1)
    state = act(state, "attack", member=1, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "cast", member=0, card="polymorph", target="a0.1", pay=(0, 1, 0))
    bard = state.parties[0].members[1]
    assert (bard.value, bard.max_hp, bard.hp) == (2, 1, 1)


def test_hypnotize_makes_the_monster_join_with_its_current_hp_and_no_reward():
    """Hypnotize: "Monster joins with current HP and is treated as a full member of the
    adventuring party. No reward paid when spell ends\""""
    state = fight(wizard("hypnotize", papergold=200), "giant")
    state = act(state, "cast", member=0, card="hypnotize", pay=(0, 1, 0))
    giant = state.parties[0].members[-1]
    assert (giant.name, giant.hp, giant.value) == ("Giant", 7, 14)
    assert state.combat is None and state.parties[0].papergold == 0


def test_energize_between_players_heals_the_opponent_too():
    """Energize: "If cast during a battle between two players, this includes the
    opponent.\""""
    state = table({"members": [member("wizard", hp=2, spells=("energize",))],
                   "papergold": 200}, [member("champion", hp=2)])
    state = act(act(state, "draw", card="crossing-paths-1"), "challenge", value=1)
    state = act(state, "cast", member=0, card="energize", pay=(0, 1, 0))
    assert hp(state, 0) == [3] and hp(state, 1) == [3]


def test_neptune_helmet_halves_the_leviathans_damage():
    """Neptune Helmet: "causing it to hold back in attack and do only 1 HP damage per hit
    to the wearer.\""""
    state = fight(table([member("champion", items=("neptune-helmet",))]), "leviathan")
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 20, 20)
    assert hp(state) == [1]
    bare = fight(table([member("champion", hp=5)]), "leviathan")
    bare = act(bare, "attack", member=0, target="m0")
    bare = roll(bare, 1, 1)
    bare = act(bare, "defend", target="a0.0")
    bare = roll(bare, 20, 20)
    assert hp(bare) == [1]


def test_kestrel_sword_attacks_twice():
    """Kestrel Sword: "+5 Attack. ... INT: Attack twice.\""""
    state = fight(table([member("champion", items=("kestrel-sword",))]), "giant")
    state = act(state, "attack", member=0, target="m0")
    assert state.combat.roll.dice == 4 and state.combat.roll.to_hit == 10 + 14 - 11 - 5


def test_cloak_of_the_seven_seas_makes_an_mp_cost_100_pg():
    """Cloak: "to do so will only cost 100 rather than 200 PG per MP.\""""
    state = wizard("energize", papergold=100, items=("cloak-of-the-seven-seas",), hp_=2)
    state = act(state, "cast", member=0, card="energize", pay=(0, 1, 0))
    assert state.parties[0].papergold == 0


def test_sampo_heals_every_adventurer_after_every_battle():
    """Sampo!: "INT: +1 HP per adventurer (up to maximum) after every battle.\""""
    state = fight(table([member("champion", hp=2, items=("sampo",)),
                         member("bard", hp=1)]), "giant")
    state = act(state, "attack", member=1, target="m0")
    state = roll(state, 1)
    state = act(state, "duel", member=0, target="m0")
    state = roll(state, 20)
    assert hp(state) == [3, 2]


def test_ouanga_doubles_make_the_enemy_join():
    """Ouanga: "EXT: Roll 2d20. If doubles rolled, enemy joins as Adventurer.\""""
    state = fight(table([member("champion", items=("ouanga",))]), "giant")
    state = act(state, "ouanga", member=0, target="m0")
    state = roll(state, 4, 4)
    assert state.parties[0].members[-1].name == "Giant" and state.combat is None


def test_flaming_pitchfork_doubles_all_damage():
    """Flaming Pitchfork: "+7 Attack. ... INT: All damage x 2.\""""
    state = fight(table([member("champion", items=("flaming-pitchfork",))]), "giant")
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 20, 1)
    assert state.combat.enemies[0].hp == 5


def test_ball_of_string_replays_a_played_card_then_is_discarded():
    """Ball of String: "Replay any previously played Journey card. Discard after use. This
    card may only be played during a player's turn and only if no combat is currently taking
    place\""""
    state = table({"members": [member("champion", items=("ball-of-string",))]})
    state = act(state, "draw", card="ruins")
    assert [a.card for a in legal(state, "replay")] == ["ruins"]
    state = act(state, "replay", member=0, card="ruins")
    assert state.parties[0].papergold == 1000 and state.parties[0].members[0].items == ()
    state = fight(act(state, "end_turn"), "giant")
    assert not legal(state, "replay")


def test_a_spell_costing_2_mp_may_be_paid_from_two_sources_when_neither_alone_suffices():
    """"Magic Points may be combined from multiple sources for a single use." A card that
    notes a cost of 2 MP, paid with 200 PG and 1 bonus die value by a Wizard at 1 HP."""
    from dataclasses import replace

    state = fight(wizard("teleport", hp_=1, papergold=200, bonus=1), "giant")
    blink = state.cards.spells["teleport"].model_copy(update={"cost": 2})
    cards = replace(state.cards, spells={**state.cards.spells, "teleport": blink})
    state = replace(state, cards=cards)
    assert not any(a.card == "teleport" for a in legal(state, "cast"))  # no single source
    state = act(state, "cast", member=0, card="teleport", pay=(0, 1, 1))
    assert state.combat is None and state.parties[0].papergold == 0
    assert state.parties[0].bonus == 0 and hp(state) == [1]


def test_healing_spends_at_least_1_mp():
    """Healer: "Heal one adventurer 1 HP per MP spent.\""""
    state = table([member("healer"), member("champion", hp=1)])
    assert refusal(state, "heal", member=0, target="a0.1", pay=(0, 0, 0)).code == \
        "magic-points"
