"""Abilities and events as effects the rules core applies: each test quotes the card and
plays it through apply(), then checks the table."""

from __future__ import annotations

from hjkit.games.heroes_journey.engine import modifiers as M
from hjkit.games.heroes_journey.engine.actions import Pass, PlayCard, UseAbility
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import legal_actions
from hjkit.games.heroes_journey.engine.view import table_view

from .builders import at_step, play, refusal
from .shipped import add, intro, standard, uid


def skirmish(table, companion, *minions, to_act=0, **changes):
    pairs = tuple((m, companion) for m in minions)
    return at_step(table, Step.SKIRMISH, to_act=to_act, skirmish=companion, assignments=pairs,
                   **changes)


def strength(table, item_uid):
    return M.strength(table, table.in_play(item_uid))


# --- exert costs, and the decision passing only after the effect -----------------------------

def test_baloo_exerts_to_be_strength_plus_2_before_the_decision_passes():
    """Baloo: "Skirmish: Exert Baloo to make him strength +2." The phone's steppers vanished
    after exerting; now the +2 is on the table when the antagonist decides."""
    table = intro()
    baloo = uid(table, "baloo")
    table, (red_dog,) = add(table, 1, "red-dog")
    table = play(skirmish(table, baloo, red_dog), UseAbility(0, baloo))
    assert table.in_play(baloo).wounds == 1 and table.to_act == 1
    assert table_view(table)["skirmish"]["companion_total"] == 8
    table = play(table, Pass(1), Pass(0))  # "until BOTH SIDES PASS CONSECUTIVELY"
    assert table.in_play(red_dog).wounds == 1 and table.lasting == ()


def test_an_ability_is_offered_by_name_with_its_legal_targets_only():
    """Kaa: "Skirmish: Exert Kaa to make a Bandar-log minion he is skirmishing strength -3." """
    table, (kaa,) = add(intro(), 0, "kaa")
    table, (chatterer, raider) = add(table, 1, "bandar-log-chatterer", "bandar-log-raider")
    table = skirmish(table, kaa, raider)
    offered = [a for a in legal_actions(table) if isinstance(a, UseAbility) and a.source == kaa]
    assert [a.choice for a in offered] == [raider]
    assert refusal(table, UseAbility(0, kaa, choice=chatterer)).code == "ability-target"
    table = play(table, UseAbility(0, kaa, choice=raider))
    assert strength(table, raider) == 2  # 4, +1 beside another Bandar-log, -3


def test_an_exhausted_character_cannot_pay_an_exert_cost():
    """"You cannot exert a character with 1 health." """
    table = intro()
    baloo = uid(table, "baloo")
    table, (red_dog,) = add(table, 1, "red-dog")
    table = skirmish(table.with_item(baloo, wounds=3), baloo, red_dog)
    assert refusal(table, UseAbility(0, baloo)).code == "exert"


def test_mans_red_flower_weakens_each_minion_skirmishing_mowgli():
    """Man's Red Flower: "Skirmish: Exert Mowgli to make each minion skirmishing him strength
    -2." Its ruling: two Bandar-log Chatterers (strength 2 each) drop to 0 each."""
    table = intro()
    mowgli = uid(table, "mowgli")
    flower = uid(table, "mans-red-flower")
    table, minions = add(table, 1, "bandar-log-chatterer", "bandar-log-chatterer")
    table = play(skirmish(table, mowgli, *minions), UseAbility(0, flower))
    assert [strength(table, m) for m in minions] == [0, 0]
    assert table.in_play(mowgli).wounds == 1


# --- other costs ----------------------------------------------------------------------------

def test_hunting_for_food_discards_a_card_from_hand():
    """Hunting for Food: "Skirmish: Discard a card from your hand to make a companion strength
    +1." """
    table = intro()
    mowgli = uid(table, "mowgli")
    table, (hunting,) = add(table, 0, "hunting-for-food")
    table, (tabaqui,) = add(table, 1, "tabaqui")
    table = skirmish(table, mowgli, tabaqui)
    hand = table.seats[0].hand
    table = play(table, UseAbility(0, hunting, choice=mowgli))
    assert table.seats[0].hand == hand - 1 and strength(table, mowgli) == 5
    empty = skirmish(table.with_seat(0, hand=0), mowgli, tabaqui)
    assert refusal(empty, UseAbility(0, hunting, choice=mowgli)).code == "empty-hand"


def test_young_wolves_is_discarded_and_cannot_be_used_again():
    """Young Wolves: "Skirmish: Discard this condition to make a minion strength +2." """
    table = intro()
    mowgli = uid(table, "mowgli")
    table, (wolves, tabaqui) = add(table, 1, "young-wolves", "tabaqui")
    table = play(skirmish(table, mowgli, tabaqui, to_act=1), UseAbility(1, wolves, choice=tabaqui))
    assert table.in_play(wolves) is None and table.seats[1].discard == ("young-wolves",)
    assert strength(table, tabaqui) == 4
    assert not any(isinstance(a, UseAbility) for a in legal_actions(at_step(
        table, Step.SKIRMISH, to_act=1, skirmish=mowgli, assignments=table.assignments)))


def test_the_silver_shoes_add_burdens_to_strengthen_dorothy():
    """The Silver Shoes: "Skirmish: Add 2 burdens to make Dorothy Gale strength +2." """
    table = standard()
    dorothy, shoes = uid(table, "dorothy-gale"), uid(table, "the-silver-shoes")
    table, (spearman,) = add(table, 1, "trojan-spearman")
    burden = table.seats[0].burden
    table = play(skirmish(table, dorothy, spearman), UseAbility(0, shoes))
    assert table.seats[0].burden == burden + 2 and strength(table, dorothy) == 6


# --- events ---------------------------------------------------------------------------------

def test_strength_of_the_pack_is_plus_3_beside_3_other_companions():
    """Strength of the Pack: "Skirmish: Make a companion strength +2 (or +3 if you spot 3 other
    companions)." """
    table = intro()
    mowgli = uid(table, "mowgli")
    table, (tabaqui,) = add(table, 1, "tabaqui")
    two = play(skirmish(table, mowgli, tabaqui), PlayCard(0, "strength-of-the-pack",
                                                          choice=mowgli))
    assert strength(two, mowgli) == 6 and two.to_act == 1
    table, _ = add(table, 0, "akela", "raksha")
    three = play(skirmish(table, mowgli, tabaqui), PlayCard(0, "strength-of-the-pack",
                                                            choice=mowgli))
    assert strength(three, mowgli) == 7


def test_tigers_fury_is_plus_3_on_shere_khan():
    """Tiger's Fury: "Skirmish: Make a minion strength +2 (or +3 if it is [Shere Khan])." """
    table = intro()
    baloo = uid(table, "baloo")
    table, (khan,) = add(table, 1, "shere-khan")
    table = play(skirmish(table, baloo, khan, to_act=1, risk=1),
                 PlayCard(1, "tigers-fury", choice=khan))
    assert strength(table, khan) == 14
    assert table.risk == 0 and table.seats[1].discard == ("tigers-fury",)


def test_master_words_names_mowgli_so_there_is_nothing_to_choose():
    """Master Words: "Skirmish: Make Mowgli strength +3." """
    table = intro()
    mowgli = uid(table, "mowgli")
    table, (tabaqui,) = add(table, 1, "tabaqui")
    table = play(skirmish(table, mowgli, tabaqui), PlayCard(0, "master-words"))
    assert strength(table, mowgli) == 7


def test_an_event_with_a_choice_names_it():
    """Hathi's Truce: "Skirmish: Make a minion strength -3." """
    table = intro()
    mowgli = uid(table, "mowgli")
    table, (tabaqui,) = add(table, 1, "tabaqui")
    table = skirmish(table, mowgli, tabaqui)
    assert refusal(table, PlayCard(0, "hathis-truce")).code == "ability-target"
    assert refusal(table, PlayCard(0, "hathis-truce", choice=mowgli)).code == "ability-target"


def test_glindas_counsel_fetches_in_the_campaign_phase_and_draws_in_regroup():
    """Glinda's Counsel: "Campaign: Fetch an [Oz] companion from your book. Regroup: Draw 2
    cards." Hands stay physical: the counts follow."""
    table = standard()
    hand, book = table.seats[0].hand, table.seats[0].book_left
    table = play(table, PlayCard(0, "glindas-counsel"))
    assert (table.seats[0].hand, table.seats[0].book_left) == (hand, book - 1)
    table = play(at_step(table, Step.REGROUP), PlayCard(0, "glindas-counsel"))
    assert (table.seats[0].hand, table.seats[0].book_left) == (hand + 1, book - 3)


def test_council_of_the_kings_fetches_a_companion():
    """Council of the Kings: "Campaign: Fetch an [Ithaka], [Myrmidon], [Mykenaian] or
    [Sparta] companion from your book." """
    table = standard("achaian", "oz")
    hand, book = table.seats[0].hand, table.seats[0].book_left
    table = play(table, PlayCard(0, "council-of-the-kings"))
    assert (table.seats[0].hand, table.seats[0].book_left) == (hand, book - 1)
