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


def test_the_same_site_three_times_counts_as_one_site():
    """ "It must also have at least 9 sites, 3 for each region of the site path (1-3, 4-6,
    7-9)": a site is one card, however often the atlas names it."""
    lib, d = standard_library()
    first = d.file.atlas[1]
    d = deck(lib, "thrice", dict(d.file.book), [*d.file.atlas[:3], first, first,
                                                *d.file.atlas[4:]])
    problems = {p.code: p.message for p in check_deck(d, lib)}
    assert set(problems) == {"atlas-too-few-sites", "atlas-region-1-3"}
    assert problems["atlas-too-few-sites"].startswith("the atlas has 8 sites (each counted")
    assert problems["atlas-region-1-3"].startswith("the atlas has 2 sites for region 1-3")


def test_an_intro_site_is_no_standard_region_and_a_range_across_two_fits_none():
    """Standard sites "have a range listed in their top left corner"; the regions are
    "1-3, 4-6, 7-9"."""
    lib, d = standard_library()
    lib.cards["camp"] = card("camp", "site", site_number=2, site_range=None)
    lib.cards["ford"] = card("ford", "site", site_range="2-5")
    d = deck(lib, "mixed", dict(d.file.book),
             [*[i for i in d.file.atlas if i != "a-site-1"], "camp", "ford"])
    problems = {p.code: p.message for p in check_deck(d, lib)}
    assert problems["atlas-intro-site"].startswith("Camp is an intro site (numbered 2)")
    assert problems["atlas-site-no-region"] == (
        "Ford's range 2-5 fits no region of the site path (1-3, 4-6, 7-9)")
    assert problems["atlas-region-1-3"].startswith("the atlas has 2 sites for region 1-3")


def test_one_site_is_said_in_the_singular():
    lib, d = standard_library(sites=1)
    messages = [p.message for p in check_deck(d, lib)]
    assert "the atlas has 1 site (each counted once); it needs at least 9" in messages
    assert "the atlas has 0 sites for region 4-6; it needs 3 for each region" in messages


def test_an_intro_book_of_ten_cards_is_not_legal():
    """The intro pack: "Shuffle your remaining cards together to form a deck you will draw
    from called your 'book'": the pack's 20 campaign and 20 adversary cards."""
    from hjkit.kit.registry import game as game_named

    heroes = game_named("heroes-journey")
    shipped = heroes.load([heroes.shipped_cards()]).library
    intro = shipped.decks["intro"]
    assert check_deck(intro, shipped) == []
    small = dict(list(intro.file.book.items())[:4])
    assert sum(small.values()) <= 12
    short = deck(shipped, "tiny", small, list(intro.file.atlas), variant="intro",
                 starting_party=intro.file.starting_party)
    codes_found = {p.code for p in check_deck(short, shipped)}
    assert {"book-too-few-campaign", "book-too-few-adversary"} & codes_found


def test_intro_sites_are_named_in_words_not_as_a_list():
    from hjkit.kit.registry import game as game_named

    heroes = game_named("heroes-journey")
    shipped = heroes.load([heroes.shipped_cards()]).library
    intro = shipped.decks["intro"]
    sites = [i for i in intro.file.atlas if shipped.cards[i].type == "site"]
    others = [i for i in intro.file.atlas if i not in sites]
    short = deck(shipped, "few-sites", dict(intro.file.book), [*others, *sites[:2]],
                 variant="intro", starting_party=intro.file.starting_party)
    message = next(p.message for p in check_deck(short, shipped) if p.code == "intro-sites")
    assert message == "the intro atlas needs six sites numbered 1 to 6; it has 2 sites: " \
                      "numbered 1, 2"
