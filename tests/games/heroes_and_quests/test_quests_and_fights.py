"""QUEST PHASE, encounters, fights, the Final Foe, XP, Heal, Save, AD and Hero Death: one
test per rule sentence, quoting it. The plain party (Hob 2, Marta 2, Greta 4) has 8 levels
and no abilities."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hjkit.games.heroes_and_quests.engine.actions import (
    Accept,
    EndTurn,
    Give,
    Heal,
    Play,
    Retreat,
    Roll,
    Spend,
)
from hjkit.games.heroes_and_quests.engine.state import Enemy, PartyHero, Quest
from hjkit.games.heroes_and_quests.engine.table import legal_actions

from .conftest import act, fighting, party, playing, refused, rolling, seat

MINOR = Enemy("minor", "Barrow Wights", ("Undead",), 10)


def questing(library, **changes):
    """P1 in the Pale King's barrow, about to roll its first encounter."""
    return rolling(seat(playing(library), **changes), "encounter", 8)


@pytest.mark.parametrize("roll, kind, fight", [(2, "lesser", 5), (3, "minor", 10),
                                                (4, "greater", 15)])
def test_minions_have_fixed_fight_values(library, roll, kind, fight):
    """"Lesser Minions always have a Fight Value of 5." "Minor Minions always have a Fight
    Value of 10." "Greater Minions always have a Fight Value of 15.\""""
    table, _ = act(questing(library), Roll(0, roll))
    assert (table.quest.enemy.kind, table.quest.enemy.fight) == (kind, fight)
    assert table.pending.purpose == "fight"


def test_minions_are_as_described_on_the_quest_card(library):
    """"2 Lesser Minion As Described on Quest Card\""""
    table, _ = act(questing(library), Roll(0, 2))
    assert (table.quest.enemy.name, table.quest.enemy.tags) == ("Grave Rats", ("Swarm",))


def test_nothing_happens_on_a_1(library):
    """"1 Nothing Nothing Happens\""""
    table, _ = act(questing(library, gold=0), Roll(0, 1))
    assert (table.quest.encounter, table.seats[0].gold, table.pending.purpose) == (
        1, 0, "encounter")


def test_a_captive_joins_the_party(library):
    """"6 Captive Gain 1 Hero (Draw 1 from top of Deck)\""""
    table = questing(library)
    top = table.deck("heroes").draw[0]
    table, _ = act(table, Roll(0, 6))
    assert table.seats[0].heroes[-1].card == top


def test_a_relic_is_gained(library):
    """"7 Relic Gain 1 Relic (Draw 1 from top of Deck)\""""
    table = questing(library)
    table = table.with_deck("relics", replace(table.deck("relics"), draw=("dwarven-war-axe",)))
    table, _ = act(table, Roll(0, 7))
    assert table.placing == ("dwarven-war-axe",)
    table, _ = act(table, Give(0, "marta"))
    assert table.seats[0].heroes[1].relics == ("dwarven-war-axe",)


def test_gold_is_gained(library):
    """"8 Gold Gain 1 Gold Token\""""
    table, _ = act(questing(library, gold=2), Roll(0, 8))
    assert table.seats[0].gold == 3


def test_a_trap_is_drawn_and_kills_1d3_heroes_unless_auto_defeated(library):
    """"5 Trap Draw 1 Trap Card and Resolve it" "If you are unable to Auto-Defeat (AD) a
    Trap, then 1D3 Random Heroes are killed.\""""
    table = questing(library)
    table = table.with_deck("traps", replace(table.deck("traps"), draw=("fire-jet",)))
    table, _ = act(table, Roll(0, 5))
    assert (table.pending.die, table.pending.purpose) == (3, "casualties")
    table, _ = act(table, Roll(0, 1))
    table, events = act(table, Roll(0, 3))
    assert [h.card for h in table.seats[0].heroes] == ["hob", "marta"]


def test_an_auto_defeat_of_the_traps_tag_defeats_it(library):
    """"Defeat a Trap or Minion or 1 Life of a Final Foe.\""""
    table = party(questing(library), "bram", "hob")  # AD Fire
    table = table.with_deck("traps", replace(table.deck("traps"), draw=("fire-jet",)))
    table, events = act(table, Roll(0, 5))
    assert "Auto-Defeats Fire Jet" in events[-1] and table.pending.purpose == "encounter"


def test_a_disarm_trap_card_defeats_the_trap(library):
    table = seat(questing(library), hand=("disarm-trap",))
    table = table.with_deck("traps", replace(table.deck("traps"), draw=("fire-jet",)))
    table, _ = act(table, Roll(0, 5))
    table, _ = act(table, Play(0, "disarm-trap"))
    assert len(table.seats[0].heroes) == 3 and table.pending.purpose == "encounter"


def test_the_fight_number_of_15_or_more_takes_no_casualties(library):
    """"Roll 1D20. Add the Total Levels of all of your Heroes. Add all your applicable Fight
    Bonuses. Next Subtract the Fight Value of the Minion. If the total is 15 or more, you take
    no Casualties." 17 + 8 levels + 0 - 10 = 15."""
    table, events = act(fighting(playing(library), MINOR), Roll(0, 17))
    assert "17 + levels 8 + bonus 0 - fight value 10 = 15" in events[0]
    assert len(table.seats[0].heroes) == 3 and table.pending.purpose == "encounter"


def test_a_fight_number_of_14_or_less_kills_1d3_random_heroes(library):
    """"If it is 14 or less, then 1D3 Random Heroes are killed." 16 + 8 - 10 = 14."""
    table, events = act(fighting(playing(library), MINOR), Roll(0, 16))
    assert "= 14" in events[0] and table.pending.purpose == "casualties"


def test_fight_bonuses_of_heroes_and_relics_are_added(library):
    """"Add all your applicable Fight Bonuses." Brannoc 4 (Fight +1) carrying a Longsword
    (Fight +2): 9 + 12 levels + 3 - 10 = 14."""
    table = party(playing(library), PartyHero("brannoc", relics=("longsword",)), "hob",
                  "marta", "greta")
    table, events = act(fighting(table, MINOR), Roll(0, 9))
    assert "9 + levels 12 + bonus 3 - fight value 10 = 14" in events[0]


def test_an_auto_defeat_minion_is_not_fought(library):
    """"Some Card abilities allow you to Auto-Defeat (AD) certain types of Minions. If you
    do not have this ability you must fight the Minion\""""
    table = party(questing(library), "sister-agnes")  # AD Undead
    table, events = act(table, Roll(0, 3))
    assert table.pending.purpose == "encounter" and "Auto-Defeats" in events[-1]


def test_the_final_foe_follows_the_last_encounter(library):
    """"After completing all Encounters in a Quest, you must face the Final Foe." "The Foe
    must also has 2 or 3 Lives and must be defeated that many times.\""""
    table = replace(questing(library), quest=Quest("barrow-of-the-pale-king", 2))
    table, events = act(table, Roll(0, 1))
    assert (table.quest.enemy.name, table.quest.enemy.fight, table.quest.enemy.lives) == (
        "The Pale King", 20, 2)
    table, events = act(table, Roll(0, 20))  # 20 + 8 - 20 = 8: lost
    table, _ = act(table, Accept(0))  # no reroll with the Foe's 5 XP
    table, _ = act(table, Roll(0, 1))  # one death
    table, _ = act(table, Roll(0, 1))
    assert table.pending.purpose == "fight" and table.quest.enemy.lives == 2


def test_defeating_the_final_foe_gives_the_rewards(library):
    """"After Defeating the Final Foe receive the Quest Rewards which will Include a
    Combination of Gold, Heroes, and Relics." (The Pale King: 3 Gold, 1 hero, 1 relic.)"""
    table = party(playing(library), PartyHero("greta", tokens=20), "hob")
    foe = Enemy("foe", "The Pale King", ("Undead",), 20, 2)
    table = replace(seat(table, gold=0, xp=0, square=5), markers=(
        ("barrow-of-the-pale-king", 5),))
    table = fighting(table, foe, encounter=3)
    table, events = act(table, Roll(0, 9))  # 9 + levels 26 - 20 = 15
    assert "loses a life: 1 left" in events[-1]
    table, events = act(table, Roll(0, 10))
    assert table.seats[0].completed == ("barrow-of-the-pale-king",)
    assert (table.seats[0].gold, table.seats[0].xp, len(table.seats[0].heroes)) == (3, 0, 3)
    assert table.markers == () and table.phase == "end"


def test_encountering_the_final_foe_earns_its_xp_as_minions_earn_theirs(library):
    """"Encountering Traps and Enemies will earn you XP Tokens: XP Encounter: 1 Trap 1 Lesser
    Minion 2 Minor Minion 3 Greater Minion 5 Final Foe": the 5 XP come on facing the Foe, and
    stay when the fight is lost, as a minion's do."""
    table = replace(questing(library, xp=0), quest=Quest("barrow-of-the-pale-king", 2))
    table, events = act(table, Roll(0, 1))  # the last encounter: the Pale King next
    assert table.quest.enemy.kind == "foe" and table.seats[0].xp == 5
    assert "5 XP for encountering it" in events[-1]
    table, _ = act(table, Roll(0, 1))  # 1 + 8 - 20: lost
    table, _ = act(table, Accept(0))
    assert table.pending.purpose == "casualties" and table.seats[0].xp == 5


def test_a_table_stored_before_keeps_the_final_foes_xp_on_defeating_it(library):
    """Readings 1 (a stored setup with its content and no rules): the 5 XP on defeating."""
    table = replace(questing(library, xp=0), quest=Quest("barrow-of-the-pale-king", 2),
                    rules=1)
    table, _ = act(table, Roll(0, 1))
    assert table.seats[0].xp == 0


def test_after_each_encounter_the_hand_is_filled(library):
    """"After each Encounter fill your Action Hand back to its Normal Hand Size.\""""
    table, _ = act(questing(library, hand=()), Roll(0, 1))
    assert len(table.seats[0].hand) == 5


def test_a_party_may_retreat_during_a_quest(library):
    """"At any time during a Quest the player may have his Party retreat. Go immediately to
    End Phase.\""""
    table, _ = act(fighting(playing(library), MINOR), Retreat(0))
    assert (table.phase, table.quest, table.pending) == ("end", None, None)
    assert legal_actions(table) == [EndTurn(0)] + [a for a in legal_actions(table)
                                                   if isinstance(a, Play)]


@pytest.mark.parametrize("roll, kind, xp", [(5, "trap", 1), (2, "lesser", 1), (3, "minor", 2),
                                             (4, "greater", 3)])
def test_encounters_earn_xp(library, roll, kind, xp):
    """"Encountering Traps and Enemies will earn you XP Tokens:" 1 Trap, 1 Lesser Minion,
    2 Minor Minion, 3 Greater Minion (5 Final Foe: see the Final Foe's test)."""
    table, _ = act(questing(library, xp=0), Roll(0, roll))
    assert table.seats[0].xp == xp


def test_1_xp_buys_fight_plus_1_for_one_encounter(library):
    """"1 Get Fight +1 (One Encounter)\""""
    table, _ = act(fighting(seat(playing(library), xp=1), MINOR), Spend(0, "fight"))
    table, events = act(table, Roll(0, 16))
    assert "bonus 1" in events[-1] and table.seats[0].xp == 0


def test_xp_buys_several_points_of_fight_plus_1_in_one_decision(library):
    """"1 Get Fight +1 (One Encounter)": a point an XP, as many as the XP held buys, chosen
    at once (issue 43: one tap a point was too many); a reroll or a Level Token stays one."""
    table = fighting(seat(playing(library), xp=3), MINOR)
    offered = [a for a in legal_actions(table) if isinstance(a, Spend)]
    assert offered == [Spend(0, "fight", amount=n) for n in (1, 2, 3)]
    table, events = act(table, Spend(0, "fight", amount=3))
    assert events[-1].endswith("spends 3 XP: Fight +3") and table.seats[0].xp == 0
    assert table.quest.bonus == 3
    too_many = refused(fighting(seat(playing(library), xp=2), MINOR),
                       Spend(0, "fight", amount=3))
    assert too_many.code == "xp" and "3 XP" in too_many.message
    level = refused(replace(seat(playing(library), xp=14), phase="end"),
                    Spend(0, "level", "hob", amount=2))
    assert level.code == "xp-amount"
    assert refused(table, Spend(0, "fight", amount=0)).code == "xp-amount"


def test_2_xp_reroll_a_lost_fight_roll(library):
    """"2 Reroll Target Die Roll (That you made)\""""
    table, _ = act(fighting(seat(playing(library), xp=2), MINOR), Roll(0, 2))
    assert set(legal_actions(table)) == {Spend(0, "reroll"), Accept(0), Retreat(0)}
    table, _ = act(table, Spend(0, "reroll"))
    assert table.pending.purpose == "fight" and table.seats[0].xp == 0


def test_7_xp_give_a_hero_a_level_token(library):
    """"7 Hero gains 1 Level Token" "The Hero gains 1 Level and Fight +1.\""""
    table = replace(seat(playing(library), xp=7), phase="end")
    table, _ = act(table, Spend(0, "level", "hob"))
    assert table.seats[0].heroes[0].tokens == 1 and table.seats[0].xp == 0
    table, events = act(fighting(table, MINOR), Roll(0, 16))
    assert "levels 9 + bonus 0" in events[-1]


def test_spending_more_xp_than_held_is_refused(library):
    refusal = refused(replace(seat(playing(library), xp=6), phase="end"),
                      Spend(0, "level", "hob"))
    assert refusal.code == "xp" and "7 XP" in refusal.message


def test_gold_tokens_are_unlimited(library):
    """"Your Party may carry any number of Gold Tokens.\""""
    table, _ = act(questing(library, gold=99), Roll(0, 8))
    assert table.seats[0].gold == 100


def test_heal_brings_back_a_hero_just_killed(library):
    """"Bring a Target Hero that was just killed back to life.\""""
    table = party(playing(library), "hob", "old-maud")
    table = rolling(fighting(table, MINOR), "death", 6, deaths=1)
    table, events = act(table, Roll(0, 1))
    assert table.pending.purpose == "heal"
    assert set(legal_actions(table)) >= {Heal(0, "old-maud"), Accept(0)}
    table, events = act(table, Heal(0, "old-maud"))
    assert "brought back to life" in events[-1] and len(table.seats[0].heroes) == 2


def test_save_survives_on_a_5_or_6(library):
    """"If a Hero with this ability is killed he actually survives if he Is able to roll a 5
    or 6 on a 1D6.\""""
    table = party(playing(library), "gorm-ironhide", "hob")
    table = rolling(fighting(table, MINOR), "death", 6, deaths=1)
    table, _ = act(table, Roll(0, 1))
    assert table.pending.purpose == "save"
    saved, _ = act(table, Roll(0, 5))
    killed, _ = act(table, Roll(0, 4))
    assert (len(saved.seats[0].heroes), len(killed.seats[0].heroes)) == (2, 1)


def test_the_death_roll_and_the_save_after_it_say_which_hero_is_at_stake(library):
    """HERO DEATH: "Roll 1D6 or 1D8 to determine random Hero Deaths"; SAVE: "If a Hero with
    this ability is killed he actually survives if he Is able to roll a 5 or 6 on a 1D6":
    the log says which hero each roll is for, the one that leads to a Save too."""
    table = party(playing(library), "gorm-ironhide", "hob")
    gorm = library.heroes["gorm-ironhide"].name
    table = rolling(fighting(table, MINOR), "death", 6, deaths=1)
    table, events = act(table, Roll(0, 1))
    assert events == [f"P1 rolls 1 for which hero dies: {gorm}"]
    _, events = act(table, Roll(0, 5))
    assert events[0] == f"P1 rolls 5 for {gorm}'s Save: {gorm} survives"
    _, events = act(table, Roll(0, 4))
    assert events[0] == f"P1 rolls 4 for {gorm}'s Save: no Save"


def test_random_deaths_are_rerolled_beyond_the_party(library):
    """"Roll 1D6 or 1D8 to determine random Hero Deaths. Reroll as necessary.": a 5 for a
    party of three is rolled again at the table, never entered (the rest of the rule:
    test_retreat_and_death_rolls.py)."""
    table = rolling(fighting(playing(library), MINOR), "death", 6, deaths=1)
    assert refused(table, Roll(0, 5)).code == "dice"
    table, events = act(table, Roll(0, 3))
    assert events == ["P1 rolls 3 for which hero dies: Greta Hammerfall",
                      "Greta Hammerfall is killed"]
    assert len(table.seats[0].heroes) == 2


def test_a_killed_hero_is_discarded_and_his_relics_redistributed(library):
    """"When a Hero is killed discard his card. Redistribute his Relics.\""""
    table = party(playing(library), PartyHero("hob", relics=("lucky-coin",)), "marta")
    table = rolling(fighting(table, MINOR), "death", 6, deaths=1)
    table, _ = act(table, Roll(0, 1))
    assert table.seats[0].heroes[0].relics == ("lucky-coin",)
    assert table.deck("heroes").discard[-1] == "hob"


def test_a_party_wiped_out_skips_a_turn_and_starts_over(library):
    """"If the party is completely wiped out, skip your next turn and start over with 6 new
    Heroes. Move your Pawn to a random starting location:" (1D6: 1 City ... 6 Castle)"""
    table = party(playing(library), "hob")
    table = rolling(fighting(table, MINOR), "death", 6, deaths=1)
    table, _ = act(table, Roll(0, 1))
    assert len(table.seats[0].heroes) == 6 and table.pending.purpose == "respawn"
    table, _ = act(table, Roll(0, 1))
    assert table.board[table.seats[0].square] == "city" and table.phase == "end"
    table, events = act(table, EndTurn(0))
    assert table.turn == 1
    table = replace(table, phase="end")
    table, events = act(table, EndTurn(1))
    assert table.turn == 1 and "P1 skips this turn" in events


def test_the_companion_rolls_when_the_table_chose_it(library):
    table = fighting(playing(library, dice="companion"), MINOR)
    assert refused(table, Roll(0, 12)).code == "dice"
    assert act(table, Roll(0))[1]


def test_a_physical_roll_must_be_on_the_die(library):
    assert refused(fighting(playing(library), MINOR), Roll(0, 21)).code == "dice"
    assert refused(fighting(playing(library), MINOR), Roll(0)).code == "dice"


def test_only_the_player_whose_turn_it_is_acts(library):
    """"Players take turns.\""""
    refusal = refused(fighting(playing(library), MINOR), Roll(1, 3))
    assert refusal.code == "turn" and "P1's turn" in refusal.message


def test_auto_defeat_takes_one_life_of_a_final_foe(library):
    """"AUTO-DEFEAT (AD) Defeat a Trap or Minion or 1 Life of a Final Foe.\""""
    table = party(playing(library), "sister-agnes", "hob")  # AD Undead
    table = replace(rolling(table, "encounter", 8), quest=Quest("barrow-of-the-pale-king", 2))
    table, events = act(table, Roll(0, 1))
    assert "Auto-Defeat takes 1 life of The Pale King" in events
    assert (table.quest.enemy.lives, table.pending.purpose) == (1, "fight")


def test_2_xp_reroll_the_encounter_roll_the_player_made(library):
    """"2 Reroll Target Die Roll (That you made)": not only a lost fight's: the Encounter roll
    (a Greater Minion, its 3 XP with it) is undone for 2 XP of those held before it, and
    rolled again."""
    table = questing(library, xp=2)
    rolled, _ = act(table, Roll(0, 4))  # a Greater Minion: 3 XP, a fight to roll
    assert rolled.seats[0].xp == 5 and Spend(0, "reroll") in legal_actions(rolled)
    again, events = act(rolled, Spend(0, "reroll"))
    assert "reroll the encounter roll of 4" in events[-1]
    assert (again.pending.purpose, again.quest.enemy, again.seats[0].xp) == ("encounter",
                                                                             None, 0)
    moved_on, _ = act(rolled, Spend(0, "fight"))  # any other action keeps the roll
    assert Spend(0, "reroll") not in legal_actions(moved_on)


def test_a_roll_is_not_rerolled_with_xp_it_earned(library):
    """The 3 XP of the Greater Minion rolled do not pay to reroll that roll."""
    rolled, _ = act(questing(library, xp=1), Roll(0, 4))
    assert rolled.seats[0].xp == 4 and Spend(0, "reroll") not in legal_actions(rolled)


def test_2_xp_reroll_a_save_roll(library):
    """"2 Reroll Target Die Roll (That you made)": a Save of 4 (the hero dies) rerolled."""
    table = party(seat(playing(library), xp=2), "gorm-ironhide", "hob")
    table = rolling(fighting(table, MINOR), "death", 6, deaths=1)
    table, _ = act(table, Roll(0, 1))
    killed, _ = act(table, Roll(0, 4))
    assert len(killed.seats[0].heroes) == 1
    again, _ = act(killed, Spend(0, "reroll"))
    saved, _ = act(again, Roll(0, 6))
    assert len(saved.seats[0].heroes) == 2 and saved.seats[0].xp == 0


def test_the_player_chooses_which_hero_carries_a_relic(library):
    """"Relic Cards are kept stacked under the owning Heroes Card." "Each Hero can have up
    to 2 Relics. Only one of those Relics may be a Staff or a Weapon.": the player chooses
    among the heroes who may carry it (Hob already holds a weapon); with one, it goes there."""
    table = questing(library)
    table = party(table, PartyHero("hob", relics=("longsword",)), "marta", "greta")
    table = table.with_deck("relics", replace(table.deck("relics"),
                                              draw=("dwarven-war-axe",)))
    table, _ = act(table, Roll(0, 7))
    assert legal_actions(table) == [Give(0, "marta"), Give(0, "greta")]
    assert refused(table, Roll(0, 1)).code == "relic"
    assert refused(table, Give(0, "hob")).code == "relic-limit"
    table, events = act(table, Give(0, "greta"))
    assert table.seats[0].heroes[2].relics == ("dwarven-war-axe",) and not table.placing
    assert table.pending.purpose == "encounter"
    alone = party(questing(library), PartyHero("hob", relics=("longsword",)), "marta")
    alone = alone.with_deck("relics", replace(alone.deck("relics"), draw=("dwarven-war-axe",)))
    alone, _ = act(alone, Roll(0, 7))  # only Marta may: no choice to make
    assert alone.seats[0].heroes[1].relics == ("dwarven-war-axe",) and not alone.placing


def test_a_dead_heros_relics_go_to_the_hero_the_player_chooses(library):
    """"If killed, a Heroes Relics may be redistributed to other Heroes\""""
    table = party(playing(library), PartyHero("hob", relics=("lucky-coin",)), "marta", "greta")
    table = rolling(fighting(table, MINOR), "death", 6, deaths=1)
    table, _ = act(table, Roll(0, 1))
    assert legal_actions(table) == [Give(0, "marta"), Give(0, "greta")]
    table, _ = act(table, Give(0, "greta"))
    assert table.seats[0].heroes[1].relics == ("lucky-coin",)


def test_the_player_chooses_whether_heal_brings_back_the_hero_just_killed(library):
    """"HEAL Bring a Target Hero that was just killed back to life.": the player may keep the
    Heal for a later death in the encounter (letting this hero die), or use it now."""
    table = party(playing(library), "hob", "marta", "old-maud")
    table = rolling(fighting(table, MINOR), "death", 6, deaths=2)
    table, _ = act(table, Roll(0, 1))  # Hob
    assert set(legal_actions(table)) == {Heal(0, "old-maud"), Accept(0)}
    assert Retreat(0) not in legal_actions(table)
    table, events = act(table, Accept(0))
    assert "Hob the Cook is killed" in events[0] and table.pending.purpose == "death"
    table, _ = act(table, Roll(0, 1))  # Marta
    table, events = act(table, Heal(0, "old-maud"))
    assert [h.card for h in table.seats[0].heroes] == ["marta", "old-maud"]


def test_a_table_stored_before_uses_heal_and_places_relics_at_once(library):
    """Readings 1: the first Heal on the first hero killed, relics under the first hero."""
    table = replace(party(playing(library), "hob", "old-maud"), rules=1)
    table = rolling(fighting(table, MINOR), "death", 6, deaths=1)
    table, events = act(table, Roll(0, 1))
    assert "brought back to life" in events[-1]
