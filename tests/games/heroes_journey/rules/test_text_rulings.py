"""Rules decided with the text in hand (issue 10): each test quotes the sentence it
implements, and the ruling it leads to is written on the card or the rules page."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heroes_journey.engine.actions import (
    AdjustWounds,
    Bid,
    ChooseHero,
    ChoosePosition,
    Heal,
    Move,
    Pass,
    PlaceSite,
    PlayCard,
)
from hjkit.games.heroes_journey.engine.arithmetic import Fighter, resolve_skirmish
from hjkit.games.heroes_journey.engine.flow import begin_turn
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.web.glossary import RULINGS

from .builders import at_step, play, put, refusal
from .shipped import add, at_site, shipped, standard, uid

# --- Indomitable is the character's own combat value ---------------------------------------


def test_indomitable_compares_the_winners_with_its_own_value_not_its_sides():
    """ "Indomitable. - This character is not overwhelmed during a skirmish unless the winning
    side has triple its combat value." An Indomitable minion of 4 beside a minion of 5 loses
    to 18: the side is overwhelmed (18 is double 9), and 18 is triple 4, so it is killed."""
    result = resolve_skirmish(Fighter(0, 18), [Fighter(1, 4, indomitable=True), Fighter(2, 5)])
    assert set(result.killed_outright) == {1, 2}


def test_an_indomitable_character_below_triple_takes_wounds_instead():
    """Achilles' ruling: "Hektor (11) and a Trojan Spearman (4) beat Achilles (9). Is he
    overwhelmed? No. 15 is not triple 9." """
    result = resolve_skirmish(Fighter(0, 9, indomitable=True), [Fighter(1, 11, damage=1),
                                                                Fighter(2, 4)])
    assert result.killed_outright == () and result.wounds == {0: 2}


def test_indomitable_only_raises_the_bar_it_never_lowers_it():
    """Triple its own value without the side being overwhelmed is no overwhelm: Hektor (11) and
    a Spearman (4) lose to 20, which is not double 15."""
    result = resolve_skirmish(Fighter(0, 20), [Fighter(1, 11, indomitable=True), Fighter(2, 4)])
    assert result.killed_outright == () and result.wounds == {1: 1, 2: 1}


# --- a 0-0 skirmish ------------------------------------------------------------------------

def test_a_skirmish_at_0_against_0_is_a_tie_that_wounds_the_companion():
    """ "If both sides are tied, the minions wins." Overwhelming needs one side's total to be
    "DOUBLE OR MORE than the other's" while it is "GREATER" than it; at 0 against 0 neither
    side is greater, so the tie rule decides: one wound, not a kill."""
    result = resolve_skirmish(Fighter(0, 0), [Fighter(1, 0, damage=1)])
    assert not result.companion_wins
    assert result.killed_outright == () and result.wounds == {0: 2}


def test_zero_against_more_is_still_an_overwhelm():
    """ "If one side's total is DOUBLE OR MORE than the other's total, the losing side is
    OVERWHELMED": 1 is more than double 0."""
    result = resolve_skirmish(Fighter(0, 0), [Fighter(1, 1)])
    assert result.killed_outright == (0,)


# --- uniqueness: "active" ------------------------------------------------------------------

def three_players():
    library = shipped()
    decks = library.decks
    table = new_table("standard", [("Ana", decks["oz"]), ("Ben", decks["achaian"]),
                                   ("Cy", decks["achaian"])], library)
    table = play(table, Bid(0, 2), Bid(1, 1), Bid(2, 0), ChoosePosition(0, 1),
                 ChoosePosition(1, 2), PlaceSite(0, "munchkin-country"))
    for seat, hero in ((0, "dorothy-gale"), (1, "odysseus"), (2, "odysseus")):
        table = play(table, ChooseHero(seat, hero), Pass(seat))
    table = play(table, Pass(0), Pass(1), Pass(2))
    assert table.step is Step.CAMPAIGN and table.protagonist == 0
    return table


def test_two_antagonists_cannot_each_have_hektor_active_at_once():
    """ "You cannot play another copy of a unique card that is active and in play or in your
    grave." Ben's Hektor is active (he is an antagonist), so Cy cannot play his."""
    table = at_step(three_players(), Step.ADVERSARY, to_act=2, risk=20)
    table = at_site(table, *("munchkin-country",) * 6)
    table, _ = add(table, 1, "hektor")
    assert refusal(table, PlayCard(2, "hektor")).code == "unique"


def test_an_opponents_inactive_copy_does_not_stop_yours():
    """ "your opponents' Campaign cards are inactive": Ben's Odysseus does not stop Cy from
    having his own, and Ana's Toto does not stop Ben's campaign phase."""
    table = three_players()
    assert sum(1 for i in table.field if i.card_id == "odysseus") == 2
    table, _ = add(table, 1, "telemachos")
    table = replace(table, protagonist=2, to_act=2)
    table = table.with_seat(2, hand=3)
    assert play(table, PlayCard(2, "telemachos")).field[-1].card_id == "telemachos"


def test_the_ruling_is_written_on_hektor():
    hektor = shipped().cards["hektor"]
    assert any("another antagonist" in r.question.lower() for r in hektor.rulings)


# --- Sanctuary when the campaign phase begins ----------------------------------------------

def wounded_at(position_sites, wounds=2):
    table = at_site(standard(), *position_sites)
    dorothy = uid(table, "dorothy-gale")
    table = table.with_item(dorothy, wounds=wounds)
    return begin_turn(table, 0, []), dorothy


OZ_SITES = ("munchkin-country", "scarecrows-cornfield", "tin-woodmans-forest",
            "kalidah-ravine", "deadly-poppy-field", "emerald-city")


def test_sanctuary_is_offered_when_the_campaign_phase_begins_not_after_cards_are_played():
    """ "Sanctuary X. – When the campaign phase begins, the Protagonist may remove up to X
    total wounds from their party at this site." """
    table, dorothy = wounded_at(OZ_SITES[:3])
    assert table.sanctuary_left == 5
    table = play(table, Heal(0, dorothy))
    table = play(table.with_seat(0, hand=3), PlayCard(0, "toto"))
    assert refusal(table, Heal(0, dorothy)).code == "sanctuary"
    assert table.in_play(dorothy).wounds == 1


def test_a_printed_sanctuary_on_site_6_adds_to_the_rules_sanctuary_5():
    """ "sites 3 and 6 gain the "Sanctuary 5." keyword when placed": the Emerald City placed
    as site 6 has Sanctuary 2 and Sanctuary 5, up to 7 wounds, as its ruling says."""
    table, _ = wounded_at(OZ_SITES)
    assert table.sanctuary_left == 7
    city = shipped().cards["emerald-city"]
    assert any("7" in r.answer for r in city.rulings)


def test_moving_ends_the_sanctuary():
    table, dorothy = wounded_at(OZ_SITES[:3])
    table = play(table, Move(0))
    assert table.sanctuary_left == 0


# --- Durable caps every wound of the skirmish step ----------------------------------------

def test_durable_caps_wounds_from_card_effects_in_the_skirmish_step(std):
    """ "Durable X. - This character cannot receive more than X wounds during each skirmish
    step." The wall (Durable 1) takes a wound from an effect, then loses: no more wounds."""
    table, wall = put(std, 0, "wall")
    table, goblin = put(table, 1, "goblin")
    table = at_step(table, Step.SKIRMISH, skirmish=wall, assignments=((goblin, wall),))
    table = play(table, AdjustWounds(0, wall, +1))
    assert refusal(table, AdjustWounds(0, wall, +1)).code == "durable"
    table = play(table, Pass(0), Pass(1))
    assert table.in_play(wall).wounds == 1


def test_wounds_before_the_skirmish_step_do_not_count_against_durable(std):
    """Durable counts "during each skirmish step": a ranged wound in the barrage step leaves
    the wall's Durable 1 whole for its skirmish."""
    table, wall = put(std, 0, "wall")
    table, brigand = put(table, 1, "brigand")
    table = play(at_step(table, Step.MANEUVER), AdjustWounds(0, wall, +1))
    table = at_step(table, Step.SKIRMISH, skirmish=wall, assignments=((brigand, wall),))
    table = play(table, Pass(0), Pass(1))
    assert table.in_play(wall).wounds == 2


# --- the rules page carries the rulings ----------------------------------------------------

def test_the_rules_page_rulings_quote_the_rules_they_decide():
    topics = " ".join(q for q, _ in RULINGS).lower()
    for topic in ("indomitable", "unique", "sanctuary", "durable", "0"):
        assert topic in topics
    assert all('"' in answer for _, answer in RULINGS)
