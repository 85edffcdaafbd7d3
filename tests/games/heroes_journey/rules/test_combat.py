"""The ranged and melee phases: ranged wounds, assignment, skirmishes, deaths."""

from hjkit.games.heroes_journey.engine.actions import (
    AdjustRanged,
    AdjustStrength,
    Assign,
    Move,
    Pass,
    PlaceSite,
    PlayCard,
    Wound,
)
from hjkit.games.heroes_journey.engine.state import Step

from .builders import at_step, play, put, refusal


def aria(table, seat=0):
    return next(i.uid for i in table.field if i.owner == seat and i.card_id == "aria")


def to_maneuver(table):
    """Seat 0 moved to site 2; Ben played what is on the field; all passed."""
    table = play(table, Move(0), PlaceSite(1, "b-site-2"))
    return play(table, Pass(1))


def test_ranged_phase_follows_the_adversary_phase_in_the_standard_game(std):
    table, _ = put(std, 1, "goblin")
    table = to_maneuver(table)
    assert table.step is Step.MANEUVER and table.to_act == 0


def test_ranged_totals_become_wounds(std):
    """ "Then the Protagonist takes the final minion ranged total and deals X wounds to their
    party equal to that total. Then the Protagonist selects an Antagonist who must then deal
    X wounds to the minions they control equal to the party ranged total." """
    table, _ = put(std, 0, "archer")
    table, slinger = put(table, 1, "slinger")
    table = play(to_maneuver(table), Pass(0), Pass(1), Pass(0), Pass(1))
    assert table.step is Step.RANGED_WOUNDS and table.to_act == 0
    assert (table.ranged_minions, table.ranged_party) == (1, 2)
    assert refusal(table, Wound(0, slinger)).code == "ranged-target"
    table = play(table, Wound(0, aria(table)))
    assert table.to_act == 1 and table.in_play(aria(table)).wounds == 1
    table = play(table, Wound(1, slinger), Wound(1, slinger))
    assert table.in_play(slinger) is None
    assert table.seats[1].scrap == ("slinger",)


def test_barrage_modifiers_change_ranged_totals_not_below_zero(std):
    """ "Both sides add up all their shoot values as well as any other effects or actions
    which have been taken to affect their side's final ranged total." """
    table, _ = put(std, 1, "slinger")
    table = play(to_maneuver(table), Pass(0), Pass(1))
    assert table.step is Step.BARRAGE
    table = play(table, AdjustRanged(0, "minions", -1), AdjustRanged(0, "minions", -1))
    table = play(table, Pass(0), Pass(1))
    assert table.step is Step.ASSIGNMENT  # minion total 1 - 2 rounds up to 0: no wounds


def assignment(table):
    return at_step(table, Step.ASSIGN_PROTAGONIST)


def test_each_companion_skirmishes_one_minion(std):
    """ "Each companion may only be assigned to skirmish 1 minion at a time." """
    table, _ = put(std, 0, "squire")  # a second companion keeps the choice open
    table, g1 = put(table, 1, "goblin")
    table, g2 = put(table, 1, "goblin")
    table = play(assignment(table), Assign(0, g1, aria(table)))
    assert refusal(table, Assign(0, g2, aria(table))).code == "defender"


def test_defender_takes_an_extra_minion(std):
    """ "If a companion has the "Defender +X" keyword, then +X additional minions may be
    assigned to that companion if the Protagonist wishes." """
    table, guard = put(std, 0, "guard")
    table, g1 = put(table, 1, "goblin")
    table, g2 = put(table, 1, "goblin")
    table, g3 = put(table, 1, "goblin")
    table = play(assignment(table), Assign(0, g1, guard), Assign(0, g2, guard))
    assert refusal(table, Assign(0, g3, guard)).code == "defender"


def test_antagonists_assign_leftover_minions_freely(std):
    """ "if any minions remain unassigned, in counter-clockwise order each Antagonist player
    that controls an unassigned minions may assign those minions to skirmish any companions
    they wish (even if this results in a companion assigned to fight more than one minion)." """
    table, _ = put(std, 0, "squire")
    table, g1 = put(table, 1, "goblin")
    table, g2 = put(table, 1, "goblin")
    table = play(assignment(table), Assign(0, g1, aria(table)), Pass(0))
    assert table.step is Step.ASSIGN_ANTAGONISTS and table.to_act == 1
    table = play(table, Assign(1, g2, aria(table)))
    # Nothing is left to assign, and Aria's is the only skirmish: both follow at once.
    assert table.step is Step.SKIRMISH and table.skirmish == aria(table)
    assert sorted(table.assigned_to(aria(table))) == [g1, g2]


def test_an_assignment_with_nothing_left_to_assign_ends_by_itself(std):
    """ "Once all companions have been assigned (or the Protagonist declines to assign any
    more), if any minions remain unassigned ... each Antagonist player ... may assign those
    minions": with every companion taken, the protagonist has nothing left to decide."""
    table, g1 = put(std, 1, "goblin")
    table, g2 = put(table, 1, "goblin")
    table = play(assignment(table), Assign(0, g1, aria(table)))
    assert table.step is Step.ASSIGN_ANTAGONISTS and table.to_act == 1


def test_the_last_assigned_skirmish_is_chosen_by_itself(std):
    """ "the Protagonist then chooses the order skirmishes resolve": with one skirmish left
    there is no order to choose."""
    table, _ = put(std, 0, "squire")
    table, g1 = put(table, 1, "goblin")
    table = play(assignment(table), Assign(0, g1, aria(table)))
    assert table.step is Step.SKIRMISH and table.skirmish == aria(table)


def skirmish_with(table, companion, *minions):
    """The skirmish step of this companion against these minions, nobody having acted."""
    pairs = tuple((minion, companion) for minion in minions)
    return at_step(table, Step.SKIRMISH, skirmish=companion, assignments=pairs)


def resolve(table):
    return play(table, Pass(0), Pass(1))


def test_losing_companion_takes_a_wound_and_survivors_are_unassigned(std):
    """ "each losing character receives ONE WOUND." / "Survivors of the skirmish are set aside
    and now considered "unassigned."" """
    table, goblin = put(std, 1, "goblin")
    hero = aria(table)
    table = resolve(skirmish_with(table, hero, goblin))  # 5 against 5: tie to the minion
    assert table.in_play(hero).wounds == 1
    assert not table.assignments and table.in_play(goblin) is not None


def test_overwhelmed_companion_goes_to_the_grave(std):
    """ "All losing characters are killed regardless of how much health they have." /
    "Place killed companions in their owner's GRAVE" """
    table, archer = put(std, 0, "archer")
    table, troll = put(table, 1, "troll")
    table = resolve(skirmish_with(table, archer, troll))
    assert table.in_play(archer) is None
    assert table.seats[0].grave == ("archer",)


def test_overwhelmed_minion_goes_to_the_scrap_pile_with_what_it_bears(std):
    """ "Place killed minions in their owner's scrap pile." """
    table, brute = put(std, 0, "brute")
    table, goblin = put(table, 1, "goblin")
    table = play(skirmish_with(table, brute, goblin), AdjustStrength(0, brute, +1),
                 AdjustStrength(0, brute, +1), AdjustStrength(0, brute, +1))
    table = resolve(table)
    assert table.seats[1].scrap == ("goblin",)


def test_damage_keyword_adds_wounds_to_the_loser(std):
    """ "If the winning character(s) have the "Damage +X" keyword then X additional wounds are
    dealt to the loser(s)." """
    table, brute = put(std, 0, "brute")
    table, ogre = put(table, 1, "ogre")
    table = resolve(skirmish_with(table, brute, ogre))  # 7 against 4
    assert table.in_play(ogre).wounds == 2


def test_durable_companion_takes_at_most_its_durable_wounds(std):
    """ "Durable X. - This character cannot receive more than X wounds during each skirmish
    step." """
    table, wall = put(std, 0, "wall")
    table, brigand = put(table, 1, "brigand")
    table = resolve(skirmish_with(table, wall, brigand))  # 3 against 5 with Damage +2
    assert table.in_play(wall).wounds == 1


def test_strength_bonus_expires_when_the_skirmish_resolves(std):
    """ "any bonuses and increases to a character's strength during a skirmish expire when the
    skirmish resolves." """
    table, goblin = put(std, 1, "goblin")
    hero = aria(table)
    table = play(skirmish_with(table, hero, goblin), AdjustStrength(0, hero, +1))
    table = resolve(table)
    assert table.in_play(hero).strength_bonus == 0
    assert table.in_play(goblin).wounds == 1


def test_skirmish_events_play_in_the_skirmish_step(std):
    table, goblin = put(std, 1, "goblin")
    table = skirmish_with(table, aria(table), goblin)
    table = play(table, PlayCard(0, "rally"))
    assert table.to_act == 1  # the opportunity passes on after an action
    table = play(table, PlayCard(1, "ambush"))
    assert table.to_act == 0


def test_skirmish_needs_everyone_to_pass_consecutively(std):
    """ "Both sides go back and forth in this manner during the skirmish step until BOTH
    SIDES PASS CONSECUTIVELY." """
    table, goblin = put(std, 1, "goblin")
    table = skirmish_with(table, aria(table), goblin)
    table = play(table, Pass(0), PlayCard(1, "ambush"), Pass(0))
    assert table.step is Step.SKIRMISH
    table = play(table, Pass(1))
    assert table.step is not Step.SKIRMISH


def test_hero_killed_loses_the_game(std):
    """ "If, at any point while you are the Protagonist, your Quest-Need leaves the field
    (because your hero has been killed for example), then you immediately lose the game. If
    all other players have lost, then the last player remaining wins the game." """
    table, troll = put(std, 1, "troll")
    table = resolve(skirmish_with(table, aria(table), troll))
    assert table.is_over and table.winner == 1
    assert table.seats[0].lost
    assert "the-quest" in table.seats[0].grave


def test_protagonist_chooses_which_antagonist_takes_the_party_ranged_wounds(lib):
    """ "Then the Protagonist selects an Antagonist who must then deal X wounds to the
    minions they control equal to the party ranged total." """
    from hjkit.games.heroes_journey.engine.actions import ChooseAntagonist

    from .conftest import standard_table
    table = standard_table(lib, players=3)
    table, _ = put(table, 0, "archer")
    first, second = table.order[2], table.order[1]
    table, g1 = put(table, first, "goblin")
    table, g2 = put(table, second, "goblin")
    table = at_step(table, Step.BARRAGE)
    table = play(table, Pass(0), Pass(first), Pass(second))
    assert table.step is Step.RANGED_WOUNDS and table.to_act == 0
    assert refusal(table, Wound(0, g1)).code == "ranged-target"
    assert refusal(table, ChooseAntagonist(0, 0)).code == "antagonist-without-minions"
    table = play(table, ChooseAntagonist(0, second))
    assert table.to_act == second
    table = play(table, Wound(second, g2), Wound(second, g2))
    assert table.in_play(g2) is None and table.in_play(g1) is not None
    assert table.step is Step.ASSIGNMENT
