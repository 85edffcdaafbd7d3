"""Deck legality: every problem with a deck, each with a stable code and a sentence."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hjkit.kit.wording import counted

from .kinds import ATLAS_TYPES, BOOK_TYPES
from .variants import variant_named

if TYPE_CHECKING:  # a plain library's cards and decks (plain.py) are checked alike
    from .cards import Card
    from .catalogue import Deck, Library

MIN_PER_SIDE = 30
INTRO_PER_SIDE = 20
"""The intro pack's book: "Shuffle your remaining cards together to form a deck you will
draw from called your 'book'": the pack's 47 cards less the 7 double-sided ones, 20 of each
side."""
REGIONS = ((1, 3), (4, 6), (7, 9))


@dataclass(frozen=True)
class DeckProblem:
    """A rule the deck breaks (or, when warning, a caution such as a gold border)."""

    code: str
    message: str
    line: int = 1
    warning: bool = False

    def __str__(self) -> str:
        return f"{'warning' if self.warning else 'illegal'} {self.code}: {self.message}"


def check_deck(deck: Deck, library: Library) -> list[DeckProblem]:
    """All the ways this deck breaks its variant's construction rules."""
    variant = variant_named(deck.variant)
    book = {library.cards[i]: n for i, n in deck.file.book.items() if i in library.cards}
    atlas = [library.cards[i] for i in deck.file.atlas if i in library.cards]
    party = [library.cards[i] for i in deck.file.starting_party if i in library.cards]
    problems = _zone_types(deck, book, atlas, party)
    problems += _gold_borders(deck, [*book, *atlas, *party])
    if variant.name == "intro":
        problems += _book_sides(deck, book, INTRO_PER_SIDE)
        problems += _intro_composition(deck, atlas, party, variant.starting_party)
    else:
        problems += _book_sides(deck, book, MIN_PER_SIDE)
        problems += _standard_book(deck, book, atlas)
        problems += _standard_atlas(deck, atlas)
    return problems


def _zone_types(deck: Deck, book: dict[Card, int], atlas: list[Card], party: list[Card]):
    problems = []
    for card in book:
        if card.type not in BOOK_TYPES:
            problems.append(DeckProblem(
                "book-card-type", f"{card.title} is a {card.type.replace('_', ' ')}, which "
                "belongs in the atlas, not the book", deck.line_of("book", card.id)))
    for index, card in enumerate(atlas):
        if card.type not in ATLAS_TYPES:
            problems.append(DeckProblem(
                "atlas-card-type", f"{card.title} is a {card.type}; an atlas holds quest "
                "needs and sites", deck.line_of("atlas", index)))
    for index, card in enumerate(party):
        if card.type != "companion":
            problems.append(DeckProblem(
                "starting-party-type", f"{card.title} is not a companion",
                deck.line_of("starting_party", index)))
    return problems


def _gold_borders(deck: Deck, cards: list[Card]) -> list[DeckProblem]:
    return [
        DeckProblem("gold-border", f"{card.title} has a gold border: 'Golden border cards are "
                    "for special modes and not intended for regular games.'", warning=True)
        for card in cards if card.border == "gold"
    ]


def _book_sides(deck: Deck, book: dict[Card, int], least: int) -> list[DeckProblem]:
    """Every book: "an equal number of campaign and adversary cards", at least `least` of
    each (the standard game's 30, the intro pack's 20)."""
    problems = []
    sides = Counter()
    for card, copies in book.items():
        sides[card.side] += copies
    campaign, adversary = sides["campaign"], sides["adversary"]
    line = deck.line_of("book")
    if campaign != adversary:
        problems.append(DeckProblem(
            "book-unequal-sides", f"the book has {campaign} campaign and {adversary} adversary "
            "cards; it 'must consist of an equal number of campaign and adversary cards'", line))
    for side, count in (("campaign", campaign), ("adversary", adversary)):
        if count < least:
            problems.append(DeckProblem(
                f"book-too-few-{side}", f"the book has {count} {side} cards; the minimum is "
                f"{least}", line))
    return problems


def _standard_book(deck: Deck, book: dict[Card, int], atlas: list[Card]) -> list[DeckProblem]:
    problems = []
    line = deck.line_of("book")
    quest_titles = {c.title for c in atlas if c.type == "quest_need"}
    heroes = [c for c in book if c.type == "companion" and c.hero_of() in quest_titles]
    if quest_titles and not heroes:
        problems.append(DeckProblem(
            "book-no-hero", "no campaign companion with the Hero keyword can bear the quest "
            f"need ({', '.join(sorted(quest_titles))})", line))
    return problems


def _standard_atlas(deck: Deck, atlas: list[Card]) -> list[DeckProblem]:
    problems = []
    line = deck.line_of("atlas")
    if not any(c.type == "quest_need" for c in atlas):
        problems.append(DeckProblem(
            "atlas-no-quest-need", "the atlas 'must contain at least 1 Quest Need'", line))
    sites = list({c.id: c for c in atlas if c.type == "site"}.values())  # a site is one card
    for site in sites:
        if site.site_range is None:
            problems.append(DeckProblem(
                "atlas-intro-site", f"{site.title} is an intro site (numbered "
                f"{site.site_number}): a standard atlas's sites give a range, as '1-3'", line))
        elif _region_of(site) is None:
            problems.append(DeckProblem(
                "atlas-site-no-region", f"{site.title}'s range {site.site_range} fits no "
                f"region of the site path ({', '.join(f'{a}-{b}' for a, b in REGIONS)})",
                line))
    if len(sites) < 9:
        problems.append(DeckProblem(
            "atlas-too-few-sites", f"the atlas has {counted(len(sites), 'site')} (each "
            "counted once); it needs at least 9", line))
    for low, high in REGIONS:
        count = sum(1 for s in sites if _region_of(s) == (low, high))
        if count < 3:
            problems.append(DeckProblem(
                f"atlas-region-{low}-{high}", f"the atlas has {counted(count, 'site')} for "
                f"region {low}-{high}; it needs 3 for each region", line))
    return problems


def _region_of(site: Card) -> tuple[int, int] | None:
    """The region a standard site's range lies in (None for an intro site, or a range
    across two regions)."""
    if site.site_range is None:
        return None
    positions = site.site_positions
    for low, high in REGIONS:
        if positions.start >= low and positions.stop - 1 <= high:
            return low, high
    return None


def _intro_composition(deck: Deck, atlas: list[Card], party: list[Card],
                       starting_titles: tuple[str, ...]) -> list[DeckProblem]:
    problems = []
    sites = [c for c in atlas if c.type == "site"]
    numbers = sorted(c.site_number for c in sites if c.site_number is not None)
    if numbers != list(range(1, 7)) or len(sites) != 6:
        ranged = [c.title for c in sites if c.site_number is None]
        has = (f"numbered {', '.join(map(str, numbers))}" if numbers else "none numbered") + (
            f", and {', '.join(ranged)} with a range (standard sites)" if ranged else "")
        problems.append(DeckProblem(
            "intro-sites", f"the intro atlas needs six sites numbered 1 to 6; it has "
            f"{counted(len(sites), 'site')}: {has}", deck.line_of("atlas")))
    quest_needs = [c for c in atlas if c.type == "quest_need"]
    if len(quest_needs) != 1:
        problems.append(DeckProblem(
            "intro-quest-need", f"the intro atlas needs one quest need, has {len(quest_needs)}",
            deck.line_of("atlas")))
    titles = tuple(c.title for c in party)
    if sorted(titles) != sorted(starting_titles):
        problems.append(DeckProblem(
            "intro-starting-party", f"the starting party must be {' and '.join(starting_titles)}"
            f", is {', '.join(titles) or 'empty'}", deck.line_of("starting_party")))
    elif quest_needs and not any(c.hero_of() == quest_needs[0].title for c in party):
        problems.append(DeckProblem(
            "intro-no-hero", f"no starting companion is a Hero who bears {quest_needs[0].title}",
            deck.line_of("starting_party")))
    return problems


def deck_counts(deck: Deck, library: Library) -> list[dict]:
    """The numbers the variant's construction rules are about, as the deck builder shows
    them beside the problems: each {"label", "value", "rule"} (value an int or a sentence;
    rule: what the rules ask of it, "" when nothing)."""
    variant = variant_named(deck.variant)
    book = {library.cards[i]: n for i, n in deck.file.book.items() if i in library.cards}
    atlas = [library.cards[i] for i in deck.file.atlas if i in library.cards]
    sides = Counter()
    for card, copies in book.items():
        sides[card.side] += copies
    sites = list({c.id: c for c in atlas if c.type == "site"}.values())
    quests = [c for c in atlas if c.type == "quest_need"]
    counts = []
    if variant.name == "intro":
        party = [library.cards[i] for i in deck.file.starting_party if i in library.cards]
        for side in ("campaign", "adversary"):
            counts.append(_count(side.title(), sides[side],
                                 f"at least {INTRO_PER_SIDE}, as many as the other side"))
        counts.append(_count("Book", sum(book.values()), ""))
        counts.append(_count("Sites", len(sites), "six, numbered 1 to 6"))
        counts.append(_count("Quest needs", len(quests), "one"))
        counts.append(_count("Starting party", ", ".join(c.title for c in party) or "none",
                             " and ".join(variant.starting_party)))
    else:
        for side in ("campaign", "adversary"):
            counts.append(_count(side.title(), sides[side],
                                 f"at least {MIN_PER_SIDE}, as many as the other side"))
        counts.append(_count("Book", sides["campaign"] + sides["adversary"], ""))
        counts.append(_count("Quest needs", len(quests), "at least 1"))
        for low, high in REGIONS:
            counts.append(_count(f"Sites {low}-{high}",
                                 sum(1 for s in sites if _region_of(s) == (low, high)),
                                 "3 for each region"))
        titles = {c.title for c in quests}
        heroes = sorted(c.title for c in book if c.type == "companion"
                        and c.hero_of() in titles)
        counts.append(_count("Heroes for the quest need", ", ".join(heroes) or "none",
                             "at least 1"))
    unique = sorted((c.title, n) for c, n in book.items() if c.unique)
    if unique:
        counts.append(_count("Copies of unique cards",
                             ", ".join(f"{title} {n}" for title, n in unique),
                             "no second copy in play or in your grave"))
    return counts


def _count(label: str, value: int | str, rule: str) -> dict:
    return {"label": label, "value": value, "rule": rule}
