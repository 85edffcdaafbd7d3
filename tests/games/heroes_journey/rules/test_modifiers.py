"""Static modifiers printed on the shipped cards, applied wherever the rules compute a value.

Each test quotes the card it checks."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heroes_journey.engine import modifiers as M
from hjkit.games.heroes_journey.engine.actions import Pass
from hjkit.games.heroes_journey.engine.combat import ranged_targets
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.view import table_view

from .builders import at_step, play
from .shipped import add, at_site, intro, standard, uid


def skirmish(table, companion, *minions):
    pairs = tuple((m, companion) for m in minions)
    return at_step(table, Step.SKIRMISH, skirmish=companion, assignments=pairs)


def antagonists_turn(table):
    """Ben (seat 1) plays adversary cards against Ana's party: the adversary phase."""
    return at_step(table, Step.ADVERSARY, to_act=1)


# --- the examples -------------------------------------------------------------------

def test_tabaqui_assigned_to_bagheera_is_strength_4_and_the_phone_says_so():
    """Tabaqui: "Tabaqui is strength +2 while you can spot [Shere Khan]." The phone predicted
    "6 vs 2: overwhelms"; by the text it is 6 against 4, a win."""
    table, (bagheera,) = add(intro(), 0, "bagheera")
    table, (_, tabaqui) = add(table, 1, "shere-khan", "tabaqui")
    table = at_step(table, Step.CHOOSE_SKIRMISH, assignments=((tabaqui, bagheera),))
    preview = table_view(table)["skirmish_previews"][0]
    assert (preview["companion_total"], preview["minion_total"]) == (6, 4)
    assert preview["predicted"] == "win"


def test_mowgli_against_tabaqui_is_a_tie_that_wounds_mowgli():
    """"In case of a tie, the minion side wins": Mowgli 4 against Tabaqui 2 + 2."""
    table = intro()
    mowgli = uid(table, "mowgli")
    table, (_, tabaqui) = add(table, 1, "shere-khan", "tabaqui")
    table = play(skirmish(table, mowgli, tabaqui), Pass(0), Pass(1))
    assert table.in_play(mowgli).wounds == 1
    assert table.in_play(tabaqui).wounds == 0


def test_tabaqui_cannot_spot_a_shere_khan_that_is_not_his_players():
    """"To SPOT something means the card is in play and ACTIVE": another player's Shere Khan
    does not count for Tabaqui's "you"."""
    table, (tabaqui,) = add(intro(), 1, "tabaqui")
    table, _ = add(table, 0, "shere-khan")
    assert M.strength(table, table.in_play(tabaqui)) == 2


# --- spot conditions ------------------------------------------------------------------------

def test_bandar_log_raiders_make_each_other_stronger():
    """Bandar-log Raider: "This minion is strength +1 while you can spot another Bandar-log
    minion." One Raider alone is 4; two are 5 each."""
    table, (first,) = add(intro(), 1, "bandar-log-raider")
    assert M.strength(table, table.in_play(first)) == 4
    table, (second,) = add(table, 1, "bandar-log-raider")
    assert [M.strength(table, table.in_play(u)) for u in (first, second)] == [5, 5]


def test_akela_counts_two_other_companions_of_his_own_party():
    """Akela: "Akela is strength +1 while you can spot 2 other companions." Mowgli and Baloo
    are two; the opponent's companions are inactive and do not count."""
    table, (akela,) = add(intro(), 0, "akela")
    assert M.strength(table, table.in_play(akela)) == 6
    alone = replace(table, field=tuple(i for i in table.field
                                       if i.owner == 1 or i.card_id in ("akela", "mowgli")))
    assert M.strength(alone, alone.in_play(akela)) == 5


def test_grey_brother_is_stronger_beside_akela():
    """Grey Brother: "Grey Brother is strength +1 while you can spot [Akela]." """
    table, (grey,) = add(intro(), 0, "grey-brother")
    assert M.strength(table, table.in_play(grey)) == 5
    table, _ = add(table, 0, "akela")
    assert M.strength(table, table.in_play(grey)) == 6


def test_the_cowardly_lion_is_weaker_without_dorothy():
    """The Cowardly Lion: "The Cowardly Lion is strength -2 while you cannot spot Dorothy
    Gale." """
    table, (lion,) = add(standard(), 0, "the-cowardly-lion")
    assert M.strength(table, table.in_play(lion)) == 7
    table = replace(table, field=tuple(i for i in table.field if i.card_id != "dorothy-gale"))
    assert M.strength(table, table.in_play(lion)) == 5


def test_toto_makes_dorothy_stronger():
    """Toto: "While you can spot Toto, Dorothy Gale is strength +1." """
    table = standard()
    dorothy = uid(table, "dorothy-gale")
    assert M.strength(table, table.in_play(dorothy)) == 4
    table, _ = add(table, 0, "toto")
    assert M.strength(table, table.in_play(dorothy)) == 5


def test_patroklos_telemachos_and_the_myrmidon_warrior_follow_their_heroes():
    """"While you can spot Achilles, Patroklos is strength +2." / "While you can spot
    Odysseus, Telemachos is strength +1." / "While you can spot Achilles, this companion is
    strength +1." """
    table, (patroklos, telemachos, warrior) = add(
        standard("achaian", "oz"), 0, "patroklos", "telemachos", "myrmidon-warrior")
    strengths = [M.strength(table, table.in_play(u)) for u in (patroklos, telemachos, warrior)]
    assert strengths == [6, 5, 5]
    table, _ = add(table, 0, "achilles")
    strengths = [M.strength(table, table.in_play(u)) for u in (patroklos, telemachos, warrior)]
    assert strengths == [8, 5, 6]


def test_lakedaimonian_phalanx_needs_two_sparta_companions():
    """Lakedaimonian Phalanx: "While you can spot 2 [Sparta] companions, each [Sparta]
    companion is strength +1." """
    table, (menelaos, _) = add(standard("achaian", "oz"), 0, "menelaos", "lakedaimonian-phalanx")
    assert M.strength(table, table.in_play(menelaos)) == 6
    table, (hoplite,) = add(table, 0, "spartan-hoplite")
    assert [M.strength(table, table.in_play(u)) for u in (menelaos, hoplite)] == [7, 5]


def test_an_inactive_card_modifies_nothing():
    """"your opponents' Campaign cards are inactive": Ana's Toto does nothing on Ben's
    turn."""
    table, _ = add(standard(), 0, "toto")
    dorothy = uid(table, "dorothy-gale")
    table = replace(table, protagonist=1, to_act=1)
    assert M.strength(table, table.in_play(dorothy)) == 4


# --- wounds and skirmishes ------------------------------------------------------------------

def test_raksha_is_stronger_while_mowgli_is_wounded():
    """Raksha: "Raksha is strength +2 while Mowgli has a wound." """
    table, (raksha,) = add(intro(), 0, "raksha")
    assert M.strength(table, table.in_play(raksha)) == 5
    table = table.with_item(uid(table, "mowgli"), wounds=1)
    assert M.strength(table, table.in_play(raksha)) == 7


def test_buldeo_is_stronger_only_against_mowgli():
    """Buldeo: "Buldeo is strength +2 while skirmishing Mowgli." """
    table = intro()
    mowgli, baloo = uid(table, "mowgli"), uid(table, "baloo")
    table, (buldeo,) = add(table, 1, "buldeo")
    against_baloo = skirmish(table, baloo, buldeo)
    assert M.strength(against_baloo, against_baloo.in_play(buldeo)) == 7
    against_mowgli = skirmish(table, mowgli, buldeo)
    assert M.strength(against_mowgli, against_mowgli.in_play(buldeo)) == 9
    assert table_view(against_mowgli)["skirmish"]["minion_total"] == 9


# --- sites ----------------------------------------------------------------------------------

def test_cold_lairs_strengthens_bandar_log_only_while_the_party_is_there():
    """Cold Lairs: "Bandar-log minions are strength +1 at this site." """
    table, (chatterer,) = add(intro(), 1, "bandar-log-chatterer")
    there = at_site(table, "wolf-den", "waingunga-river", "cold-lairs")
    assert M.strength(there, there.in_play(chatterer)) == 3
    moved_on = at_site(table, "wolf-den", "waingunga-river", "cold-lairs", "peace-rock")
    assert M.strength(moved_on, moved_on.in_play(chatterer)) == 2


def test_deadly_poppy_field_spares_nick_chopper():
    """Deadly Poppy Field: "Companions other than Nick Chopper and the Scarecrow are strength
    -1 at this site." """
    table, (nick, farmer) = add(standard(), 0, "nick-chopper", "munchkin-farmer")
    table = at_site(table, "munchkin-country", "plain-of-troy", "the-skamander",
                    "deadly-poppy-field")
    assert [M.strength(table, table.in_play(u)) for u in (nick, farmer)] == [6, 2]


def test_castle_and_wicked_witch_strengthen_the_witch_minions():
    """Castle of the Wicked Witch: "Wicked Witch minions are strength +1 at this site." and
    the Wicked Witch of the West: "Each other Wicked Witch minion is strength +1." """
    table, (witch, monkey) = add(antagonists_turn(standard("achaian", "oz")), 1,
                                 "wicked-witch-of-the-west", "winged-monkey")
    assert [M.strength(table, table.in_play(u)) for u in (witch, monkey)] == [8, 6]
    sites = ("the-achaian-ships", "plain-of-troy", "the-skamander", "land-of-the-lotus-eaters",
             "cave-of-the-kyklops", "halls-of-kirke", "castle-of-the-wicked-witch")
    table = at_site(table, *sites)
    assert [M.strength(table, table.in_play(u)) for u in (witch, monkey)] == [9, 7]


def test_well_built_walls_hold_at_sites_7_to_9():
    """Well-Built Walls: "While the party is at site 7, 8 or 9, each [Troy] minion is
    strength +1." """
    table, (_, spearman) = add(antagonists_turn(standard()), 1, "well-built-walls",
                               "trojan-spearman")
    assert M.strength(table, table.in_play(spearman)) == 4
    sites = ("munchkin-country", "scarecrows-cornfield", "tin-woodmans-forest",
             "kalidah-ravine", "deadly-poppy-field", "emerald-city", "winkie-country")
    table = at_site(table, *sites)
    assert M.strength(table, table.in_play(spearman)) == 5


def test_the_skamander_weakens_myrmidons():
    """The Skamander: "Myrmidon companions are strength -1 at this site." """
    table, (warrior,) = add(standard("achaian", "oz"), 0, "myrmidon-warrior")
    table = at_site(table, "the-achaian-ships", "plain-of-troy", "the-skamander")
    assert M.strength(table, table.in_play(warrior)) == 4


# --- what cards give their bearer -----------------------------------------------------------

def test_a_hand_weapon_makes_its_bearer_stronger():
    """Nick Chopper's Axe: "Bearer must be [Nick Chopper]. Bearer is strength +2." """
    table, (nick,) = add(standard(), 0, "nick-chopper")
    table, _ = add(table, 0, "nick-choppers-axe", on=nick)
    assert M.strength(table, table.in_play(nick)) == 8


def test_kiss_of_the_north_witch_makes_dorothy_indomitable():
    """Kiss of the North Witch: "Bearer cannot be overwhelmed unless the winning side has
    triple her strength." Dorothy (4) loses to 11 but is not killed outright."""
    table = standard()
    dorothy = uid(table, "dorothy-gale")
    table, _ = add(table, 0, "kiss-of-the-north-witch", on=dorothy)
    table, (hektor,) = add(table, 1, "hektor")
    table = play(skirmish(table, dorothy, hektor), Pass(0), Pass(1))
    assert table.in_play(dorothy).wounds == 2  # one for losing, one for Damage +1


def test_armour_of_achilles_keeps_ranged_wounds_off_him():
    """Armour of Achilles: "Bearer is strength +1 and takes no wounds from the minion ranged
    total." """
    table, (achilles,) = add(standard("achaian", "oz"), 0, "achilles")
    table, _ = add(table, 0, "armour-of-achilles", on=achilles)
    assert M.strength(table, table.in_play(achilles)) == 10
    table = at_step(table, Step.RANGED_WOUNDS, ranged_minions=1)
    assert [c.card_id for c in ranged_targets(table)] == ["odysseus"]
