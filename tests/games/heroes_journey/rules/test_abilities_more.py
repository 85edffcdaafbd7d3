"""More abilities through apply(): durations, healing, ranged totals, assignment, the scrap
pile, and responses offered to whoever may play them."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heroes_journey.engine import modifiers as M
from hjkit.games.heroes_journey.engine.actions import Assign, Pass, PlayCard, UseAbility
from hjkit.games.heroes_journey.engine.combat import assign_capacity
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import legal_actions

from .builders import at_step, play, refusal
from .shipped import add, standard, uid


def strength(table, item_uid):
    return M.strength(table, table.in_play(item_uid))


# --- durations ------------------------------------------------------------------------------

def test_the_scarecrows_minus_1_lasts_until_the_regroup_phase():
    """The Scarecrow: "Maneuver: Exert the Scarecrow to make a minion strength -1 until the
    regroup phase." Its ruling: "Does the minion stay strength -1 in the skirmish? Yes." """
    table, (scarecrow,) = add(standard(), 0, "the-scarecrow")
    table, (spearman,) = add(table, 1, "trojan-spearman")
    table = play(at_step(table, Step.MANEUVER), UseAbility(0, scarecrow, choice=spearman))
    table = play(table, Pass(1), Pass(0))
    assert table.step is Step.BARRAGE and strength(table, spearman) == 3
    dorothy = uid(table, "dorothy-gale")
    table = at_step(table, Step.SKIRMISH, skirmish=dorothy, assignments=((spearman, dorothy),))
    assert strength(table, spearman) == 3
    table = play(table, Pass(0), Pass(1))  # Dorothy 4 beats 3
    assert table.in_play(spearman).wounds == 1 and table.step is Step.REGROUP
    assert table.lasting == ()


def test_hold_the_line_gives_an_extra_assignment_until_regroup():
    """Hold the Line: "Assignment: Spot Menelaos to make a [Sparta] companion gain Defender +1
    until the regroup phase." Its extra assignment was refused with `defender`."""
    table, (menelaos, hoplite) = add(standard("achaian", "oz"), 0, "menelaos", "spartan-hoplite")
    table, minions = add(table, 1, "hektor", "paris", "pandaros")
    table = play(at_step(table, Step.ASSIGNMENT), PlayCard(0, "hold-the-line", choice=hoplite))
    assert assign_capacity(table, table.in_play(hoplite)) == 2
    table = at_step(table, Step.ASSIGN_PROTAGONIST)
    table = play(table, Assign(0, minions[0], hoplite), Assign(0, minions[1], hoplite))
    assert refusal(table, Assign(0, minions[2], hoplite)).code == "defender"
    assert assign_capacity(table, table.in_play(menelaos)) == 2


def test_cunning_of_odysseus_needs_odysseus_in_play():
    """Cunning of Odysseus: "Maneuver: Spot Odysseus to make a minion strength -2 until the
    regroup phase." """
    table, (spearman,) = add(standard("achaian", "oz"), 1, "trojan-spearman")
    table = at_step(table, Step.MANEUVER)
    gone = replace(table, field=tuple(i for i in table.field if i.card_id != "odysseus"))
    assert refusal(gone, PlayCard(0, "cunning-of-odysseus", choice=spearman)).code == \
        "ability-spot"
    table = play(table, PlayCard(0, "cunning-of-odysseus", choice=spearman))
    assert strength(table, spearman) == 2


# --- healing --------------------------------------------------------------------------------

def test_the_oil_can_is_discarded_to_remove_2_wounds_from_nick_chopper():
    """The Oil Can: "Regroup: Discard the Oil Can to remove 2 wounds from Nick Chopper." """
    table, (nick,) = add(standard(), 0, "nick-chopper", wounds=3)
    table, (can,) = add(table, 0, "the-oil-can", on=nick)
    table = play(at_step(table, Step.REGROUP), UseAbility(0, can))
    assert table.in_play(nick).wounds == 1 and table.in_play(can) is None
    assert table.seats[0].discard == ("the-oil-can",)


def test_friends_on_the_road_heals_each_oz_companion():
    """Friends on the Road: "Regroup: Discard this condition to remove a wound from each [Oz]
    companion." """
    table, (lion, farmer) = add(standard(), 0, "the-cowardly-lion", "munchkin-farmer", wounds=1)
    table, (friends,) = add(table, 0, "friends-on-the-road")
    table = play(at_step(table, Step.REGROUP), UseAbility(0, friends))
    assert [table.in_play(u).wounds for u in (lion, farmer)] == [0, 0]


def test_homecoming_adds_a_burden_to_heal_odysseus():
    """Homecoming: "Regroup: Add a burden to remove a wound from Odysseus." """
    table = standard("achaian", "oz")
    odysseus, homecoming = uid(table, "odysseus"), uid(table, "homecoming")
    table = at_step(table.with_item(odysseus, wounds=2), Step.REGROUP)
    burden = table.seats[0].burden
    table = play(table, UseAbility(0, homecoming))
    assert table.in_play(odysseus).wounds == 1 and table.seats[0].burden == burden + 1


def test_rosy_fingered_dawn_has_the_effect_of_the_phase_it_is_played_in():
    """Rosy-Fingered Dawn: "Skirmish: Make an [Ithaka] companion strength +1. Regroup: Remove
    a wound from an [Ithaka] companion." """
    table = standard("achaian", "oz")
    odysseus = uid(table, "odysseus")
    table = play(at_step(table.with_item(odysseus, wounds=1), Step.REGROUP),
                 PlayCard(0, "rosy-fingered-dawn", choice=odysseus))
    assert table.in_play(odysseus).wounds == 0 and M.strength(table, table.in_play(odysseus)) == 6


# --- ranged totals --------------------------------------------------------------------------

def test_the_bow_and_plague_of_apollo_change_the_ranged_totals():
    """Bow of Odysseus: "Barrage: Exert Odysseus to make the party ranged total +2." Plague of
    Apollo: "Barrage: Discard this condition to make the minion ranged total +3." """
    table = standard("achaian", "oz")
    odysseus = uid(table, "odysseus")
    table, (bow,) = add(table, 0, "bow-of-odysseus", on=odysseus)
    table, (plague, _) = add(table, 1, "plague-of-apollo", "winkie-soldier")
    table = play(at_step(table, Step.BARRAGE), UseAbility(0, bow), UseAbility(1, plague))
    assert (table.ranged_party, table.ranged_minions) == (2, 3)
    table = play(table, Pass(0), Pass(1))
    assert table.step is Step.RANGED_WOUNDS
    assert (table.ranged_party, table.ranged_minions) == (3, 4)  # Shoot +1 each side


def test_humbug_of_oz_needs_two_oz_companions():
    """Humbug of Oz: "Barrage: Spot 2 [Oz] companions to make the party ranged total +2." """
    table, _ = add(standard(), 1, "crow-of-the-west")
    table = at_step(table, Step.BARRAGE)
    assert refusal(table, PlayCard(0, "humbug-of-oz")).code == "ability-spot"
    table, _ = add(table, 0, "toto")
    assert play(table, PlayCard(0, "humbug-of-oz")).ranged_party == 2


def test_scarecrows_plan_assigns_a_minion_to_an_unassigned_oz_companion():
    """Scarecrow's Plan: "Assignment: Spot the Scarecrow to assign a minion to skirmish an
    unassigned [Oz] companion." """
    table, (scarecrow,) = add(standard(), 0, "the-scarecrow")
    table, (spearman,) = add(table, 1, "trojan-spearman")
    table = play(at_step(table, Step.ASSIGNMENT),
                 PlayCard(0, "scarecrows-plan", choice=spearman, also=scarecrow))
    assert table.assignments == ((spearman, scarecrow),) and table.to_act == 1


# --- choosing among your characters ---------------------------------------------------------

def test_agamemnon_strengthens_another_companion_not_himself():
    """Agamemnon: "Skirmish: Exert Agamemnon to make another [Mykenaian] or [Sparta] companion
    strength +2." """
    table, (agamemnon, menelaos) = add(standard("achaian", "oz"), 0, "agamemnon", "menelaos")
    table = at_step(table, Step.SKIRMISH)
    offered = {a.choice for a in legal_actions(table)
               if isinstance(a, UseAbility) and a.source == agamemnon}
    assert offered == {menelaos}


def test_the_palladion_exerts_one_troy_minion_for_another():
    """The Palladion: "Skirmish: Exert a [Troy] minion to make another [Troy] minion strength
    +2." """
    table, (palladion, hektor, spearman) = add(standard(), 1, "the-palladion", "hektor",
                                               "trojan-spearman")
    table = at_step(table, Step.SKIRMISH, to_act=1)
    assert refusal(table, UseAbility(1, palladion, choice=hektor, exert=hektor)).code == \
        "ability-target"
    table = play(table, UseAbility(1, palladion, choice=spearman, exert=hektor))
    assert table.in_play(hektor).wounds == 1 and strength(table, spearman) == 6


def test_night_raid_and_one_eye_exert_a_companion():
    """Night Raid: "Maneuver: Spot 2 [Troy] minions to exert a companion." One Eye Like a
    Telescope: "Maneuver: Spot the Wicked Witch of the West to exert a companion." """
    table = standard()
    dorothy = uid(table, "dorothy-gale")
    table, _ = add(table, 1, "trojan-spearman", "trojan-archer")
    table = play(at_step(table, Step.MANEUVER, to_act=1, risk=5),
                 PlayCard(1, "night-raid", choice=dorothy))
    assert table.in_play(dorothy).wounds == 1


# --- the scrap pile -------------------------------------------------------------------------

def test_rally_at_the_skaian_gate_plays_a_troy_minion_from_the_scrap_pile():
    """Rally at the Skaian Gate: "Adversary: Play a [Troy] minion from your scrap pile." Its
    ruling: "Do I pay for the minion too? Yes, its cost and any roaming penalty." It was
    refused with `copies`, or charged to the hand."""
    table = at_step(standard(), Step.ADVERSARY, to_act=1, risk=10)
    table = table.with_seat(1, scrap=("trojan-spearman",))
    hand = table.seats[1].hand
    table = play(table, PlayCard(1, "rally-at-the-skaian-gate", pick="trojan-spearman"))
    assert table.seats[1].scrap == () and table.field[-1].card_id == "trojan-spearman"
    assert table.risk == 10 - 1 - 2 - 2  # the event, the spearman, its roaming penalty
    assert table.seats[1].hand == hand - 1  # only the event left the hand


def test_the_silver_whistle_exerts_a_witch_minion_to_call_a_crow_back():
    """The Silver Whistle: "Adversary: Exert a Wicked Witch minion to play a Crow or Wolf
    minion from your scrap pile." """
    table = standard("achaian", "oz")
    table, (whistle, monkey) = add(table, 1, "the-silver-whistle", "winged-monkey")
    table = at_step(table, Step.ADVERSARY, to_act=1, risk=5)
    table = table.with_seat(1, scrap=("crow-of-the-west", "kalidah"))
    offered = {a.pick for a in legal_actions(table) if isinstance(a, UseAbility)
               and a.source == whistle}
    assert offered == {"crow-of-the-west"}
    table = play(table, UseAbility(1, whistle, exert=monkey, pick="crow-of-the-west"))
    assert table.seats[1].scrap == ("kalidah",) and table.risk == 5 - 1


# --- responses ------------------------------------------------------------------------------

def test_hil_lo_is_offered_when_a_winged_monkey_is_killed():
    """Hil-lo, Hol-lo, Hel-lo!: "Response: If a Winged Monkey minion is killed, exert the
    companion that killed it." The game waits for the antagonist, then goes on."""
    table = standard("achaian", "oz")
    odysseus = uid(table, "odysseus")
    table, (monkey,) = add(table, 1, "winged-monkey", wounds=1)
    table = at_step(table, Step.SKIRMISH, skirmish=odysseus, assignments=((monkey, odysseus),),
                    risk=3)
    table = play(table, Pass(0), Pass(1))  # Odysseus 6 beats 5: the wounded monkey dies
    assert table.responding == (1,) and table.to_act == 1
    assert PlayCard(1, "hil-lo-hol-lo-hel-lo") in legal_actions(table)
    table = play(table, PlayCard(1, "hil-lo-hol-lo-hel-lo"))
    assert table.in_play(odysseus).wounds == 1
    assert table.responding == () and table.to_act == 0 and table.window == ()


def test_a_player_may_decline_a_response():
    table = standard("achaian", "oz")
    odysseus = uid(table, "odysseus")
    table, (monkey,) = add(table, 1, "winged-monkey", wounds=1)
    table = at_step(table, Step.SKIRMISH, skirmish=odysseus, assignments=((monkey, odysseus),),
                    risk=3)
    table = play(table, Pass(0), Pass(1), Pass(1))
    assert table.responding == () and table.to_act == 0
    assert table.seats[1].hand == 8


def test_broken_oath_answers_a_sparta_companion_being_assigned():
    """Broken Oath: "Response: If a [Sparta] companion is assigned to a skirmish, spot
    Pandaros to exert that companion." """
    table, (menelaos,) = add(standard("achaian", "achaian"), 0, "menelaos")
    table, (pandaros, spearman) = add(table, 1, "pandaros", "trojan-spearman")
    table = at_step(table, Step.ASSIGN_PROTAGONIST, risk=2)
    table = play(table, Assign(0, spearman, menelaos))
    assert table.to_act == 1 and table.responding == (1,)
    table = play(table, PlayCard(1, "broken-oath"))
    assert table.in_play(menelaos).wounds == 1 and table.to_act == 0
    assert table.risk == 0


def test_no_window_opens_when_nobody_can_answer():
    """Without Pandaros, Broken Oath cannot be played: assigning goes straight on."""
    table, (menelaos,) = add(standard("achaian", "achaian"), 0, "menelaos")
    table, (spearman,) = add(table, 1, "trojan-spearman")
    table = play(at_step(table, Step.ASSIGN_PROTAGONIST, risk=2), Assign(0, spearman, menelaos))
    assert table.responding == () and table.to_act == 0
