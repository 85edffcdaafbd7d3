"""Every shipped set loads cleanly and every shipped deck is legal."""

from __future__ import annotations

from collections import Counter

import pytest

from hjkit.cli import main
from hjkit.games.heroes_journey.model.cards import ATLAS_TYPES, BOOK_TYPES
from hjkit.games.heroes_journey.model.decks import check_deck
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

CARDS_DIR = SHIPPED_CARDS

SETS = sorted(p.parent.name for p in CARDS_DIR.glob("*/cards.yaml"))
DECKS = sorted(p.stem for p in CARDS_DIR.glob("*/decks/*.yaml"))


def test_shipped_sets_are_the_intro_pack_and_first_wave():
    assert SETS == ["first-wave", "intro-pack"]
    assert DECKS == ["achaian", "intro", "oz"]


@pytest.mark.parametrize("set_name", SETS)
def test_set_loads_with_no_data_problems(set_name):
    library, problems = load([CARDS_DIR / set_name])
    assert [str(p) for p in problems] == []
    assert set_name in library.sets


def test_all_cards_and_decks_load_together(loaded):
    library, problems = loaded
    assert [str(p) for p in problems] == []
    assert sorted(library.decks) == DECKS


@pytest.mark.parametrize("deck_id", DECKS)
def test_shipped_deck_is_legal_with_no_warnings(library, deck_id):
    assert [str(p) for p in check_deck(library.decks[deck_id], library)] == []


def test_hjkit_check_on_cards_folder_exits_0(capsys):
    assert main(["check", str(CARDS_DIR)]) == 0
    assert "0 data problems, 0 illegal decks" in capsys.readouterr().out


def _sides(library, deck_id) -> Counter:
    counts: Counter = Counter()
    for card_id, copies in library.decks[deck_id].file.book.items():
        counts[library.cards[card_id].side] += copies
    return counts


@pytest.mark.parametrize("deck_id", ["oz", "achaian"])
def test_standard_book_has_equal_halves_of_at_least_30(library, deck_id):
    """'an equal number of campaign and adversary cards. (Minimum of 30 on both sides...)'"""
    sides = _sides(library, deck_id)
    assert sides["campaign"] == sides["adversary"] >= 30


def test_intro_book_has_20_campaign_and_20_adversary_cards(library):
    assert _sides(library, "intro") == Counter(campaign=20, adversary=20)


def test_intro_atlas_runs_wolf_den_to_council_rock_with_double_sided_cards(library):
    """'Set aside the 7 cards which are double-sided.'"""
    atlas = [library.cards[i] for i in library.decks["intro"].file.atlas]
    sites = sorted((c for c in atlas if c.type == "site"), key=lambda c: c.site_number)
    assert [s.site_number for s in sites] == [1, 2, 3, 4, 5, 6]
    assert (sites[0].title, sites[-1].title) == ("Wolf Den", "Council Rock")
    assert len(atlas) == 7 and all(c.back for c in atlas)
    need = next(c for c in atlas if c.type == "quest_need")
    assert need.title == "Man's Red Flower" and need.quest.reach_site == 6


def test_intro_starting_party_is_mowgli_the_hero_and_baloo_the_defender(library):
    """'Find the "Mowgli" and "Baloo" companion cards and put them into play.'"""
    party = [library.cards[i] for i in library.decks["intro"].file.starting_party]
    assert [c.title for c in party] == ["Mowgli", "Baloo"]
    assert party[0].hero_of() == "Man's Red Flower"
    assert party[1].keyword_value("Defender") == 1


@pytest.mark.parametrize("deck_id", ["oz", "achaian"])
def test_standard_hero_and_starting_party_fit_within_4_risk(library, deck_id):
    """'total risk cost of all of their starting companions does not exceed 4'"""
    deck = library.decks[deck_id].file
    need = next(library.cards[i] for i in deck.atlas if library.cards[i].type == "quest_need")
    heroes = [library.cards[i] for i in deck.book if library.cards[i].hero_of() == need.title]
    assert heroes and min(h.cost for h in heroes) <= 4
    assert need.quest.reach_site == 9


def test_standard_decks_use_only_their_own_cultures(library):
    allowed = {
        "oz": {"oz", "good-witch", "wicked-witch"},
        "achaian": {"ithaka", "myrmidon", "mykenaian", "sparta", "troy"},
    }
    for deck_id, cultures in allowed.items():
        used = {library.cards[i].culture for i in library.decks[deck_id].file.book}
        assert used == cultures, deck_id


def test_first_wave_declares_the_eight_cultures_the_rules_name(library):
    """'Campaign Cultures: Good Witch, Ithaka, Myrmidon, Mykenaian, Oz, Sparta ...
    Adversary Cultures: Troy, Wicked Witch'"""
    by_side = {side: {c.name for c in library.cultures.values() if c.side == side}
               for side in ("campaign", "adversary")}
    assert {"Good Witch", "Ithaka", "Myrmidon", "Mykenaian", "Oz", "Sparta"} <= by_side[
        "campaign"]
    assert {"Troy", "Wicked Witch"} <= by_side["adversary"]


def test_every_culture_has_a_distinct_described_icon(library):
    icons = [c.icon for c in library.cultures.values()]
    assert len(icons) == len(set(icons))
    assert all(c.description for c in library.cultures.values())


def test_every_card_is_in_some_shipped_deck(library):
    used = set()
    for deck in library.decks.values():
        used |= set(deck.file.book) | set(deck.file.atlas) | set(deck.file.starting_party)
    assert sorted(set(library.cards) - used) == []


def test_book_and_atlas_cards_sit_where_they_belong(library):
    for deck in library.decks.values():
        assert all(library.cards[i].type in BOOK_TYPES for i in deck.file.book)
        assert all(library.cards[i].type in ATLAS_TYPES for i in deck.file.atlas)
