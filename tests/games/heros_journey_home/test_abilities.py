"""Appendix A (adventurer skills) and Appendix B (monsters): a test per sentence that the
engine carries out, quoting it."""

from __future__ import annotations

from dataclasses import replace

from .builders import act, fight, hp, legal, member, refusal, roll, table


def test_fool_subtracts_3_from_monster_rolls_and_a_made_1_is_no_automatic_miss():
    """Fool: "Subtract 3 from all monster attack rolls against all adventurers. ... The -3
    should be taken after the monster roll has occurred. If the roll becomes a 1 it should
    not be treated as an automatic miss since the 1 did not occur naturally.\""""
    state = fight(table([member("champion", items=("shield",)), member("fool")]), "behemoth")
    state = act(state, "attack", member=1, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "defend", target="a0.0")  # needs 10 + 11 + 2 - 20 = 3
    assert state.combat.roll.to_hit == 3
    state = roll(state, 5, 4)  # 2 and 1 after the Fool: misses
    assert hp(state) == [3, 3]
    state = act(state, "attack", member=1, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 6, 1)  # 3 hits (a made 3); natural 1 misses
    assert hp(state) == [2, 3]


def test_bard_lulls_a_monster_on_18_or_more_and_it_skips_its_next_attack():
    """Bard: "Roll 1d20. On 18, 19 or 20 monster is lulled to sleep and skips next
    attack.\""""
    state = fight(table([member("bard"), member("champion")]), "wolves")
    state = act(state, "lull", member=0, target="m0")
    state = roll(state, 18)
    assert state.combat.acting == "a0.1"  # the Wolves (5) slept through their attack
    state = act(state, "attack", member=1, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "lull", member=0, target="m0")
    state = roll(state, 17)
    assert state.combat.acting == "m0"


def test_healer_heals_one_adventurer_1_hp_per_mp():
    """Healer: "Heal one adventurer 1 HP per MP spent." Outside of combat too."""
    state = table({"members": [member("healer"), member("champion", hp=1)], "papergold": 400})
    state = act(state, "heal", member=0, target="a0.1", pay=(0, 2, 0))
    assert hp(state) == [3, 3] and state.parties[0].papergold == 0


def test_cleric_smites_for_2_once_per_battle():
    """Cleric: "Inflict 2 HP damage on enemy once per battle. ... The hit is automatic and
    no roll takes place.\""""
    state = fight(table([member("cleric"), member("champion")]), "giant")
    state = act(state, "smite", member=0, target="m0")
    assert state.combat.enemies[0].hp == 5 and state.combat.roll is None
    state = act(state, "attack", member=1, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "defend", target="a0.1")
    state = roll(state, 1, 1)
    assert not legal(state, "smite")
    assert refusal(state, "smite", member=0, target="m0").code == "cleric"


def test_sailor_gives_1_hp_each_on_water_and_bandit_100_pg_on_land():
    """Sailor: "Party gains additional 1 HP each when a watery (blue) Journey card is drawn."
    Bandit: "When any land (tan) Journey card is drawn, party receives 100 PG.\""""
    state = act(table([member("sailor", hp=2), member("bandit", hp=2)]), "draw", card="lake")
    assert hp(state) == [4, 4] and state.parties[0].papergold == 0
    state = act(act(state, "end_turn"), "draw", card="old-road")
    assert state.parties[0].papergold == 200 + 100  # the Old Road's and the Bandit's


def test_automaton_rolls_per_hit_and_19_or_20_saves_it():
    """Automaton: "For every hit sustained by an enemy attack, roll 1d20. On 19 or 20, no HP
    lost.\""""
    state = fight(table([member("automaton")]), "wolves")
    state = act(state, "defend", target="a0.0")
    state = roll(state, 20, 20)
    assert state.combat.roll.purpose == "automaton" and state.combat.roll.dice == 2
    state = roll(state, 19, 3)
    assert hp(state) == [2]


def test_paladin_death_lowers_the_bonus_die_and_keeps_1_after_the_hero_falls():
    """Paladin: "If killed, decrease by 1." "If the player's Hero has died, resetting the
    die to zero ..., the Paladin's presence maintains a bonus die value of 1\""""
    state = table({"members": [member("bard", hp=1), member("paladin", hp=1)], "bonus": 3})
    state = act(state, "draw", card="storm")
    assert state.parties[0].bonus == 0  # the Hero fell (1 with the Paladin), then he did
    alive = table({"members": [member("bard", hp=1), member("paladin", hp=2)], "bonus": 3})
    alive = act(alive, "draw", card="storm")
    assert alive.parties[0].bonus == 1 and alive.parties[0].hero_fallen


def test_maiden_sacrifices_herself_to_end_the_battle_without_reward():
    """Maiden: "May sacrifice self to end battle. Invert card to indicate death. No reward
    paid.\""""
    state = fight(table([member("maiden"), member("champion")]), "behemoth")
    state = act(state, "sacrifice", member=0)
    assert state.combat is None and hp(state) == [0, 3]
    assert state.parties[0].papergold == 0 and state.parties[0].bonus == 0


def test_the_maidens_sacrifice_ends_the_players_turn():
    """Maiden: "On the Maiden's combat turn the player may end the battle immediately by
    sacrificing the life of the Maiden. This ends the player's turn.\""""
    state = fight(table([member("maiden"), member("champion")], [member("bard")]), "behemoth")
    state = act(state, "sacrifice", member=0)
    assert state.active == 1 and state.step == "draw"
    assert "P2's turn." in act.events


def test_assassin_kills_on_a_chosen_number_and_the_reward_is_paid():
    """Assassin: "Choose 2 numbers from 1-20. Roll 1d20. If a chosen number is rolled, enemy
    killed." "If successful, the battle ends immediately and the reward is paid in full.\""""
    state = fight(table([member("assassin")]), "behemoth")
    state = act(state, "assassinate", member=0, target="m0", numbers=(3, 7))
    state = roll(state, 7)
    assert state.combat is None and state.parties[0].papergold == 1200
    state = fight(table([member("assassin")]), "behemoth")
    assert refusal(state, "assassinate", member=0, target="m0", numbers=(3, 3)).code == \
        "assassin"


def test_champion_duels_with_one_die_winning_or_dying():
    """Champion: "Roll for attack using only 1d20. Success = Enemy dies. Failure = Champion
    dies.\""""
    state = fight(table([member("champion"), member("bard")]), "giant")
    state = act(state, "attack", member=1, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "duel", member=0, target="m0")
    assert state.combat.roll.dice == 1 and state.combat.roll.to_hit == 13
    won = roll(state, 13)
    assert won.combat is None and won.parties[0].papergold == 700
    lost = roll(state, 12)
    assert hp(lost) == [0, 3] and lost.parties[0].hero_fallen


def test_goblin_joins_a_party_with_a_bandit_with_2_hp():
    """Goblin: "If Bandit in party, will join you instead of attacking. Goblin joins with
    full HP (2). No reward paid, turn ends.\""""
    state = act(table([member("bandit")]), "draw", card="goblin-2")
    goblin = state.parties[0].members[-1]
    assert (goblin.name, goblin.hp, state.step, state.combat) == ("Goblin", 2, "after", None)


def test_ghoul_crit_steals_a_body_and_ends_the_battle_without_reward():
    """Ghoul: "CRIT: Ghoul steals a body. Discard one deceased adventurer. Battle ends. No
    reward.\""""
    state = fight(table([member("champion"), member("bard", hp=0)]), "ghoul")
    state = act(state, "defend", target="a0.0")
    state = roll(state, 20, 2)
    assert state.combat is None and state.parties[0].members[1].eaten
    assert state.parties[0].papergold == 0


def test_ghost_crit_paralyzes_the_defender_who_misses_its_next_action():
    """Ghost: "CRIT: Paralyzes one adventurer with fear for one turn; may not act.\""""
    state = fight(table([member("champion"), member("healer")]), "ghost-1")
    state = act(state, "defend", target="a0.1")
    state = roll(state, 20, 1)
    assert state.combat.acting == "a0.0"  # the Healer (5) missed its action


def test_caveman_always_attacks_the_highest_natural_card_value():
    """Caveman: "Always attacks adventurer with highest natural card value.\""""
    state = fight(table([member("bard"), member("champion")]), "caveman")
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 1, 1)
    assert [a.target for a in legal(state, "defend")] == ["a0.1"]
    assert refusal(state, "defend", target="a0.0").code == "caveman"


def test_high_priest_raises_a_dead_adventurer_who_returns_when_he_falls():
    """High Priest: "Raises one dead adventurer (2 HP) to fight alongside him." "If the High
    Priest is killed first, the battle ends and the newly-raised adventurer returns to the
    player's party.\""""
    state = fight(table([member("champion"), member("bard", hp=0)]), "high-priest")
    raised = state.combat.enemies[1]
    assert (raised.name, raised.hp) == ("Raised Bard", 2)
    state = act(state, "defend", target="a0.0")  # the raised Bard (2) attacks first
    state = roll(state, 1, 1)
    state = act(state, "defend", target="a0.0")  # the High Priest (8)
    state = roll(state, 1, 1)
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 20, 20)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 1, 1)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 1, 1)
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 20, 20)
    assert state.combat is None and hp(state) == [3, 2]
    assert state.parties[0].papergold == 400


def test_harpy_takes_2_from_spellcaster_melee_rolls():
    """Harpy: "Subtract 2 from all spellcaster melee attack rolls; if the new value is 1, it
    is not considered an automatic miss\""""
    state = fight(table([member("wizard")]), "harpy")  # Harpy (7) first: Wizard is 8
    state = act(state, "defend", target="a0.0")
    state = roll(state, 1, 1)
    state = act(state, "attack", member=0, target="m0")  # needs 9
    state = roll(state, 10, 11)
    assert state.combat.enemies[0].hp == 2


def test_sirens_enchant_one_adventurer_of_a_party_of_three():
    """Sirens: "In parties greater than two, one adventurer enchanted by Sirens and misses
    entire battle. The enchanted adventurer can neither attack nor be attacked\""""
    state = fight(table([member("bard"), member("champion"), member("fool")]), "sirens")
    state = act(state, "sirens", target="a0.1")
    assert state.combat.enchanted == {"a0.1"}
    assert "a0.1" not in state.combat.queue
    two = fight(table([member("bard"), member("champion")]), "sirens")
    assert not two.combat.enchanted


def test_an_ogre_eats_the_adventurer_it_kills_but_not_the_items():
    """Ogre: "Any adventurer killed is immediately eaten; discard adventurer (not items)
    upon death.\""""
    state = fight(table([member("bard", hp=1, items=("sword",)), member("champion")]), "ogre")
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 1)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 20, 20)
    assert state.parties[0].members[0].eaten and state.parties[0].hand == ("sword",)


def test_the_sirens_battle_ends_when_only_the_enchanted_adventurer_is_left():
    """"The enchanted adventurer can neither attack nor be attacked for the duration of the
    battle." (Ruling: with nobody else left, the battle ends without reward.)"""
    state = fight(table([member("bard", hp=1), member("champion"), member("fool", hp=1)]),
                  "sirens")
    state = act(state, "sirens", target="a0.1")
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 1)
    state = act(state, "attack", member=2, target="m0")
    state = roll(state, 1)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 20, 1)
    state = act(state, "attack", member=2, target="m0")
    state = roll(state, 1)
    assert [a.target for a in legal(state, "defend")] == ["a0.2"]
    state = act(state, "defend", target="a0.2")
    state = roll(state, 20, 1)
    assert state.combat is None and hp(state) == [0, 3, 0]
    assert state.parties[0].papergold == 0 and not state.over


def test_time_traveler_rerolls_one_attack_die_using_his_action_for_the_round():
    """Time Traveler: "May re-roll any one attack die once per combat round.\""""
    state = fight(table([member("bard"), member("time-traveler")]), "wolves")
    state = act(state, "attack", member=0, target="m0")  # the Bard (2) needs 13
    state = roll(state, 3, 15)
    assert state.combat.step == "reroll"
    assert {a.value for a in legal(state, "reroll")} == {0, 1}
    state = act(state, "reroll", member=1, value=0)
    state = roll(state, 19)
    assert state.combat.enemies[0].hp == 1
    state = act(state, "defend", target="a0.0")
    state = roll(state, 1)  # the Wolves are down to 1 HP: one die
    assert state.combat.round == 2  # the Time Traveler's action was spent
    kept = fight(table([member("bard"), member("time-traveler")]), "wolves")
    kept = act(kept, "attack", member=0, target="m0")
    kept = act(roll(kept, 3, 15), "pass")
    assert kept.combat.enemies[0].hp == 2 and kept.combat.acting == "m0"


def test_cavalier_takes_the_damage_the_player_chooses():
    """Cavalier: "Instead of deducting HP from a targeted adventurer, you can let the
    Cavalier take the bullet (or claw). The decision can be made after the monster roll has
    occurred and the damage may be split between the Cavalier and the other adventurer\""""
    state = fight(table([member("bard"), member("cavalier")]), "wolves")
    state = act(state, "attack", member=0, target="m0")
    state = roll(state, 1, 1)
    state = act(state, "defend", target="a0.0")
    state = roll(state, 20, 20)
    assert {a.value for a in legal(state, "cover")} == {0, 1, 2}
    assert refusal(state, "cover", member=1, value=3).code == "cavalier"
    state = act(state, "cover", member=1, value=1)
    assert hp(state) == [2, 2]


def _priest_falls_first(state):
    """Two rounds in which the raised adventurer and the High Priest miss and the Champion
    (member 1) hits the High Priest (4 HP) twice each round."""
    for _ in range(2):
        state = roll(act(state, "defend", target="a0.1"), 1, 1)  # the raised adventurer
        state = roll(act(state, "defend", target="a0.1"), 1, 1)  # the High Priest
        state = roll(act(state, "attack", member=1, target="m0"), 20, 20)
    return state


def test_a_hero_raised_by_the_high_priest_who_returns_lets_the_bonus_die_rise_again():
    """"If a Hero is raised from the dead the bonus die value may continue to increase as
    normal." The High Priest raises the fallen Hero; "If the High Priest is killed first,
    the battle ends and the newly-raised adventurer returns to the player's party.\""""
    state = table({"members": [member("bard", hp=0), member("champion")], "hero": 0,
                   "hero_fallen": True})
    state = fight(state, "high-priest")
    assert state.combat.enemies[1].raised == (0, 0)
    state = _priest_falls_first(state)
    assert state.combat is None and hp(state) == [2, 3]
    party = state.parties[0]
    assert not party.hero_fallen and party.bonus == 1  # this battle's win counts


def test_a_raised_adventurer_stays_dead_while_the_high_priest_stands():
    """Ruling: the raised adventurer returns only "If the High Priest is killed first"; a
    battle that ends another way (here the Maiden's sacrifice) leaves the body dead."""
    state = table({"members": [member("bard", hp=0), member("champion"), member("maiden")],
                   "hero": 0, "hero_fallen": True})
    state = fight(state, "high-priest")
    state = roll(act(state, "defend", target="a0.1"), 1, 1)  # the raised Bard (2)
    state = act(state, "sacrifice", member=2)  # the Maiden (3)
    assert state.combat is None
    assert state.parties[0].members[0].hp == 0 and state.parties[0].hero_fallen


def test_the_assassin_chooses_two_numbers_from_1_to_20():
    """Assassin: "Choose 2 numbers from 1-20. Roll 1d20. If a chosen number is rolled, enemy
    killed." The player chooses the pair: every pair is offered, none other is taken."""
    state = fight(table([member("assassin")]), "behemoth")
    pairs = {a.numbers for a in legal(state, "assassinate") if a.target == "m0"}
    assert len(pairs) == 190 and {(1, 2), (5, 11), (19, 20)} <= pairs
    assert all(a < b for a, b in pairs)
    state = act(state, "assassinate", member=0, target="m0", numbers=(11, 5))
    assert state.combat.roll.numbers == (11, 5)
    assert roll(state, 5).combat is None
    state = fight(table([member("assassin")]), "behemoth")
    for numbers in ((0, 20), (20, 21), (7, 7)):
        assert refusal(state, "assassinate", member=0, target="m0",
                       numbers=numbers).code == "assassin"


def test_the_seer_draws_two_cards_plays_one_and_returns_the_other_to_the_top():
    """Seer: "The player holding the Seer should always draw two Journey cards on their
    turn, playing one ... and returning the unused card to the top of the deck." Both cards
    are counted as drawn, the returned one goes back in the deck and is the next draw."""
    state = table([member("seer")], [member("bard")])
    size = len(state.deck.left)
    state = act(state, "draw", card="ruins")
    assert state.step == "seer" and len(state.deck.left) == size - 1
    state = act(state, "draw", card="goblin-1")
    assert {a.card for a in legal(state, "play")} == {"ruins", "goblin-1"}
    state = act(state, "play", card="ruins")
    assert state.card == "ruins" and len(state.deck.left) == size - 1
    assert state.deck.drawn == ("ruins",) and state.deck.left[0] == "goblin-1"
    state = act(state, "end_turn")
    assert [a.card for a in legal(state, "draw")] == ["goblin-1"]
    assert "put back on top" in refusal(state, "draw", seat=1, card="ghoul").message


def test_the_seer_drawing_home_as_the_second_card_wins_at_once():
    """"When the card is drawn, play ends immediately and the active player is declared the
    winner." When one card of the top half is left, the Seer's second card comes from the
    bottom half: Home drawn there is not offered for a choice, it wins, and the first card
    is never played."""
    state = table([member("seer")], [member("bard")])
    top = state.deck.segments[0]
    deck = replace(state.deck, segments=(1, state.deck.segments[1] + top - 1))
    state = replace(state, deck=deck)
    state = act(state, "draw", card="ruins")
    won = act(state, "draw", card="home")
    assert won.over and won.winner == 0 and won.card == "home"
    assert not legal(won) and won.seer_drawn == ()
    assert "ruins" in won.deck.left and "ruins" not in won.discard
    assert "Home! P1 wins." in act.events


def test_the_seer_drawing_home_as_the_first_card_wins_without_a_second_draw():
    """"A player only wins by drawing the Home card. When the card is drawn, play ends
    immediately": the Seer's player draws no second card."""
    state = table([member("seer")], [member("bard")])
    state = replace(state, deck=replace(state.deck, segments=(0, len(state.deck.left))))
    won = act(state, "draw", card="home")
    assert won.over and won.winner == 0 and won.step == "over"
    assert not legal(won)


def test_home_ends_the_game_whoever_draws_it():
    """"When the card is drawn, play ends immediately and the active player is declared the
    winner": the player without the Seer wins by drawing Home too."""
    state = table([member("seer")], [member("bard")])
    state = replace(state, deck=replace(state.deck, segments=(0, len(state.deck.left))),
                    active=1)
    won = act(state, "draw", seat=1, card="home")
    assert won.over and won.winner == 1
