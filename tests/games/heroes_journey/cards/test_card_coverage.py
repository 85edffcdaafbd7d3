"""The shipped cards show every part of the rules at least once, and the examples the
rules text describes exist as real cards."""

from __future__ import annotations

from collections import Counter

from hjkit.games.heroes_journey.model.cards import CardFilter
from hjkit.games.heroes_journey.model.keywords import KEYWORDS
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

CARDS_DIR = SHIPPED_CARDS
LIBRARY, _ = load([CARDS_DIR])
FIRST_WAVE = [c for i, c in LIBRARY.cards.items() if LIBRARY.card_set[i] == "first-wave"]
ACHAIAN = ("ithaka", "myrmidon", "mykenaian", "sparta")


def _card(title):
    return next(c for c in LIBRARY.cards.values() if c.title == title)


def test_every_loaded_keyword_is_on_some_card():
    """'The following are a list of keywords used in the game which have built in rules.'"""
    used = {k.name for c in LIBRARY.cards.values() for k in c.parsed_keywords if k.loaded}
    assert used == set(KEYWORDS)


def test_first_wave_uses_every_loaded_keyword_too():
    used = {k.name for c in FIRST_WAVE for k in c.parsed_keywords if k.loaded}
    assert used == set(KEYWORDS)


def test_every_card_type_appears():
    types = {c.type for c in FIRST_WAVE}
    assert types == {"companion", "minion", "condition", "artifact", "possession", "event",
                     "site", "quest_need"}


def test_bandar_log_is_an_unloaded_keyword_on_monkey_minions():
    """'Bandar-log – Unloaded keyword.'"""
    monkeys = [c for c in LIBRARY.cards.values() if c.has_keyword("Bandar-log")]
    assert monkeys and all(c.type == "minion" for c in monkeys)
    assert not monkeys[0].parsed_keywords[0].loaded


def test_response_events_exist_on_both_sides():
    sides = {c.side for c in LIBRARY.cards.values() if c.response}
    assert sides == {"campaign", "adversary"}


def test_events_cover_every_phase_of_the_standard_turn():
    phases = {t for c in FIRST_WAVE for t in c.timing}
    assert phases == {"campaign", "adversary", "maneuver", "barrage", "assignment",
                      "skirmish", "regroup"}


def test_intro_events_are_all_skirmish_events_on_both_sides():
    """'In the demo game, all events are played during skirmish steps.'"""
    events = [c for i, c in LIBRARY.cards.items()
              if LIBRARY.card_set[i] == "intro-pack" and c.type == "event"]
    assert {c.timing for c in events} == {("skirmish",)}
    assert {c.side for c in events} == {"campaign", "adversary"}


def test_unique_companions_have_second_wind_copies():
    """'you may discard a copy of that character from your hand to give them a SECOND WIND'"""
    extra = [i for deck in LIBRARY.decks.values() for i, n in deck.file.book.items()
             if n > 1 and LIBRARY.cards[i].unique and LIBRARY.cards[i].type == "companion"]
    assert {"bagheera", "kaa", "dorothy-gale", "odysseus", "achilles"} <= set(extra)


def test_bagheera_needs_mowgli_spotted():
    """'To play Bagheera, YOU must have a card titled Mowgli in play'"""
    (requirement,) = _card("Bagheera").to_play
    assert requirement.spot == CardFilter(title="Mowgli")


def test_hunting_for_food_is_a_support_area_condition_with_a_skirmish_ability():
    card = _card("Hunting for Food")
    assert (card.type, card.support_area, card.type_line) == (
        "condition", True, "Condition • Support Area")
    assert card.text.startswith("Skirmish:")


def test_intro_has_a_sanctuary_3_site():
    """'Sanctuary 3 – ... remove up to 3 total wounds from the party.'"""
    assert [c.title for c in LIBRARY.cards.values() if c.keyword_value("Sanctuary") == 3
            and c.site_number] == ["Peace Rock"]


def test_minions_of_shere_khan_and_tabaqui_have_home_sites():
    assert _card("Shere Khan").home_site and _card("Tabaqui").home_site


def test_oz_burden_cost_is_reduced_by_spotting_another_oz_companion():
    """'to get a discount on the burdens added you must have another Oz culture companion'"""
    (requirement,) = _card("The Scarecrow").to_play
    assert (requirement.add_burden, requirement.reduced_by) == (2, 1)
    assert requirement.reduced_when.matches(_card("Nick Chopper"))
    assert not requirement.reduced_when.matches(_card("Odysseus"))


def test_a_card_exerts_an_oz_companion_to_play():
    """'to EXERT a character means to place a wound token ... If all of your Oz companions
    have only 1 health, this card cannot be played.'"""
    exerting = [c for c in FIRST_WAVE for r in c.to_play
                if r.exert and r.exert.matches(_card("Dorothy Gale"))]
    assert exerting


def test_a_possession_plays_on_nick_chopper():
    """'Example: This card plays on a companion named Nick Chopper.'"""
    axe = _card("Nick Chopper's Axe")
    assert axe.type == "possession" and axe.bearer == CardFilter(title="Nick Chopper")


def test_achaian_hand_weapon_plays_on_any_achaian_companion():
    """'while you can play this card on any Achaian companion, they must not already be
    bearing a Hand Weapon.'"""
    spear = _card("Bronze Spear")
    assert (spear.type, spear.item_class) == ("possession", "Hand Weapon")
    assert set(spear.bearer.cultures) == set(ACHAIAN)
    assert spear.bearer.matches(_card("Odysseus")) and spear.bearer.matches(_card("Achilles"))
    assert not spear.bearer.matches(_card("Dorothy Gale"))


def test_achaian_companions_share_shoot_damage_defender_durable_indomitable_brazen():
    names = Counter(k.name for c in FIRST_WAVE if c.culture in ACHAIAN and c.type ==
                    "companion" for k in c.parsed_keywords)
    assert {"Shoot", "Damage", "Defender", "Durable", "Indomitable", "Brazen"} <= set(names)
