"""Deck legality: every problem, each with a stable code."""

from hjkit.games.heroes_journey.model.decks import check_deck

from .builders import card, deck, library, standard_sites


def standard_library(campaign=30, adversary=30, sites=None, quest=True, hero=True):
    cards = [
        card("aria", "companion", keywords=["Hero [The Quest]"] if hero else []),
        card("filler", "companion"),
        card("goblin", "minion"),
        card("the-quest", "quest_need", title="The Quest"),
        card("shiny", "event", border="gold"),
        *standard_sites("a"),
    ]
    lib = library(*cards)
    atlas = (["the-quest"] if quest else []) + [c.id for c in standard_sites("a")][
        :sites if sites is not None else 9]
    book = {"aria": 1, "filler": campaign - 1, "goblin": adversary}
    return lib, deck(lib, "d", book, atlas)


def codes(lib, d):
    return sorted(p.code for p in check_deck(d, lib))


def test_legal_standard_deck_has_no_problems():
    assert codes(*standard_library()) == []


def test_book_sides_must_be_equal():
    """ "BOOK - Your book must consists of an equal number of campaign and adversary
    cards." """
    assert codes(*standard_library(campaign=31, adversary=30)) == ["book-unequal-sides"]


def test_book_needs_thirty_of_each_side():
    """ "The minimum of campaign cards for a deck is 30 and the minimum of adversary cards
    for a deck is 30." """
    assert codes(*standard_library(campaign=20, adversary=20)) == [
        "book-too-few-adversary", "book-too-few-campaign"]


def test_book_needs_a_hero_for_the_quest_need():
    """ "At least 1 of your campaign cards needs to be a companion with the hero keyword
    capable of bearing your quest need." """
    assert codes(*standard_library(hero=False)) == ["book-no-hero"]


def test_atlas_needs_a_quest_need():
    """ "Your Atlas is a side deck which must contain at least 1 Quest Need." """
    assert codes(*standard_library(quest=False)) == ["atlas-no-quest-need"]


def test_atlas_needs_nine_sites_three_per_region():
    """ "It must also have at least 9 sites, 3 for each region of the site path (1-3, 4-6,
    7-9)." """
    assert codes(*standard_library(sites=7)) == ["atlas-region-7-9", "atlas-too-few-sites"]


def test_gold_border_is_a_warning_not_an_error():
    """ "Golden border cards are for special modes and not intended for regular games." """
    lib, d = standard_library()
    d.file.book["shiny"] = 1
    d.file.book["goblin"] += 1
    problems = check_deck(d, lib)
    assert [(p.code, p.warning) for p in problems] == [("gold-border", True)]


def test_sites_do_not_belong_in_the_book():
    lib, d = standard_library()
    d.file.book["a-site-1-0"] = 1 if "a-site-1-0" in lib.cards else 0
    d.file.book.pop("a-site-1-0")
    d.file.book["a-site-1"] = 1
    assert "book-card-type" in codes(lib, d)
