"""Small card sets written to a temporary folder: a legal standard deck and an intro deck.

The real card data lives in cards/; these fixtures keep the generator's tests independent
of it and let a test change one card (long text, a bad glyph) without touching the rest.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from hjkit.generator.build import BuildOptions
from hjkit.generator.document import SheetOptions
from hjkit.generator.impose import Duplex

BASE_URL = "http://test.invalid:8000"


CULTURES = [
    {"id": "emerald-city", "name": "Oz", "side": "campaign", "icon": "emerald"},
    {"id": "good-witch", "name": "Good Witch", "side": "campaign", "icon": "star-wand"},
    {"id": "wicked-witch", "name": "Wicked Witch", "side": "adversary", "icon": "broom"},
    {"id": "strangers", "name": "Strangers", "side": "adversary", "icon": "lion-gate"},
]


def _companion(card_id: str, title: str, **extra) -> dict:
    return {"id": card_id, "title": title, "type": "companion", "side": "campaign",
            "culture": "emerald-city", "cost": 2, "strength": 4, "health": 3, **extra}


def _minion(card_id: str, title: str, home: int, **extra) -> dict:
    return {"id": card_id, "title": title, "type": "minion", "side": "adversary",
            "culture": "wicked-witch", "cost": 3, "strength": 6, "health": 2,
            "home_site": home, **extra}


def standard_cards() -> list[dict]:
    cards = [
        _companion("dorothy", "Dorothy Gale", unique=True, cost=3,
                   keywords=["Hero [Ruby Slippers]", "Quest-bound"],
                   text="Skirmish: Exert Dorothy to make another companion strength +2.",
                   flavor="There is no place like home."),
        _companion("tin-woodman", "Tin Woodman", keywords=["Defender +1", "Durable 2"],
                   text="Response: If Dorothy is about to take a wound, exert the Tin Woodman "
                        "to prevent that wound."),
        {"id": "yellow-brick-road", "title": "The Yellow Brick Road", "type": "condition",
         "side": "campaign", "culture": "good-witch", "cost": 1, "support_area": True,
         "text": "To Play: Spot an Oz companion.\nRegroup: Remove a burden."},
        {"id": "silver-axe", "title": "Silver Axe", "type": "possession", "side": "campaign",
         "culture": "emerald-city", "cost": 1, "item_class": "Hand Weapon",
         "bearer": {"title": "Tin Woodman"}, "text": "Bearer is strength +2.\n"
         "Skirmish: Exert bearer to make a minion skirmishing him strength -1."},
        {"id": "glinda-kiss", "title": "Glinda's Kiss", "type": "event", "side": "campaign",
         "culture": "good-witch", "cost": 0, "timing": ["maneuver", "skirmish"],
         "text": "Maneuver or Skirmish: Remove a wound from a companion."},
        _minion("winged-monkey", "Winged Monkey", 4, text="Skirmish: Make this minion "
                "strength +1 for each wound on the companion it skirmishes."),
        _minion("wicked-witch-west", "Wicked Witch of the West", 8, unique=True, cost=6,
                keywords=["Damage +1", "Indomitable"],
                text="Adversary: Exert the Witch to add 2 burdens.", flavor="I'll get you, "
                "my pretty, and your little dog too!"),
        _minion("kalidah", "Kalidah", 2, culture="strangers", strength=5, health=3),
        {"id": "poppy-field", "title": "Poppy Field", "type": "event", "side": "adversary",
         "culture": "wicked-witch", "cost": 2, "response": "a companion moves",
         "text": "Response: If the party moves to a site with a river, exert every companion."},
        {"id": "ruby-slippers", "title": "Ruby Slippers", "type": "quest_need",
         "quest": {"reach_site": 9}, "text": "Bearer must be Dorothy Gale.\n"
         "Regroup: Remove a wound from the bearer."},
    ]
    for number in range(1, 10):
        low = (number - 1) // 3 * 3 + 1
        cards.append({"id": f"road-{number}", "title": f"Road Site {number}", "type": "site",
                      "site_range": f"{low}-{low + 2}", "risk": number % 4,
                      "arrow": "left" if number % 2 else "right",
                      "keywords": ["Sanctuary 3"] if number == 5 else [],
                      "text": "Travellers rest here." if number == 5 else ""})
    return cards


STANDARD_DECK = {
    "deck": {"id": "oz-test", "name": "Oz test deck"},
    "book": {"dorothy": 4, "tin-woodman": 8, "yellow-brick-road": 6, "silver-axe": 6,
             "glinda-kiss": 6, "winged-monkey": 10, "wicked-witch-west": 4, "kalidah": 8,
             "poppy-field": 8},
    "atlas": ["ruby-slippers", *[f"road-{n}" for n in range(1, 10)]],
}


def intro_cards() -> list[dict]:
    cards = [
        {"id": "mowgli", "title": "Mowgli", "type": "companion", "side": "campaign",
         "culture": "man-cub", "cost": 0, "strength": 3, "health": 4, "unique": True,
         "keywords": ["Hero [Man's Red Flower]"], "text": "Skirmish: Exert Mowgli to make "
         "him strength +2."},
        {"id": "baloo", "title": "Baloo", "type": "companion", "side": "campaign",
         "culture": "man-cub", "cost": 2, "strength": 5, "health": 4, "unique": True,
         "keywords": ["Defender +1"]},
        {"id": "shere-khan", "title": "Shere Khan", "type": "minion", "side": "adversary",
         "culture": "jungle-foe", "cost": 5, "strength": 9, "health": 3, "home_site": 5,
         "unique": True, "keywords": ["Damage +1"]},
        {"id": "bandar-log", "title": "Bandar-log", "type": "minion", "side": "adversary",
         "culture": "jungle-foe", "cost": 1, "strength": 4, "health": 1, "home_site": 3},
        {"id": "law-of-the-jungle", "title": "Law of the Jungle", "type": "event",
         "side": "campaign", "culture": "man-cub", "cost": 1, "timing": ["skirmish"],
         "text": "Skirmish: Make a companion strength +2."},
        {"id": "mans-red-flower", "title": "Man's Red Flower", "type": "quest_need",
         "quest": {"reach_site": 6}, "text": "Bearer must be Mowgli.",
         "back": "Reach site 6, Council Rock, while Mowgli survives to the regroup phase."},
    ]
    for number in range(1, 7):
        cards.append({"id": f"jungle-{number}", "title": f"Jungle Site {number}",
                      "type": "site", "site_number": number, "risk": 1, "arrow": "left",
                      "back": f"Site {number} of the jungle path. Regroup: Heal a wound."})
    return cards


INTRO_DECK = {
    "deck": {"id": "jungle-test", "name": "Jungle test", "variant": "intro"},
    # The intro pack's book: 20 campaign and 20 adversary cards.
    "book": {"shere-khan": 2, "bandar-log": 18, "law-of-the-jungle": 20},
    "atlas": ["mans-red-flower", *[f"jungle-{n}" for n in range(1, 7)]],
    "starting_party": ["mowgli", "baloo"],
}
INTRO_CULTURES = [
    {"id": "man-cub", "name": "Man-cub", "side": "campaign", "icon": "paw"},
    {"id": "jungle-foe", "name": "Jungle Foe", "side": "adversary", "icon": "snake"},
]


def write_set(folder: Path, set_id: str, cultures: list[dict], cards: list[dict],
              decks: list[dict], variant: str = "standard") -> Path:
    """Write a set folder (cards.yaml and decks/) and return it."""
    folder.mkdir(parents=True, exist_ok=True)
    data = {"set": {"id": set_id, "name": set_id.title(), "variant": variant},
            "cultures": cultures, "cards": cards}
    (folder / "cards.yaml").write_text(yaml.safe_dump(data, sort_keys=False), "utf-8")
    if decks:
        (folder / "decks").mkdir(exist_ok=True)
    for deck in decks:
        (folder / "decks" / f"{deck['deck']['id']}.yaml").write_text(
            yaml.safe_dump(deck, sort_keys=False), "utf-8")
    return folder


@pytest.fixture
def standard_set(tmp_path: Path) -> Path:
    return write_set(tmp_path / "oz", "oz", CULTURES, standard_cards(), [STANDARD_DECK])


@pytest.fixture
def intro_set(tmp_path: Path) -> Path:
    return write_set(tmp_path / "jungle", "jungle", INTRO_CULTURES, intro_cards(),
                     [INTRO_DECK], variant="intro")


@pytest.fixture
def options(tmp_path: Path) -> BuildOptions:
    return BuildOptions(sheets=SheetOptions(paper="letter", duplex=Duplex.LONG),
                        base_url=BASE_URL, out=tmp_path / "output")


def pdftoppm() -> str:
    """The pdftoppm binary, or skip: .ci/run and the Makefile install poppler-utils."""
    found = shutil.which("pdftoppm")
    if found is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed; `make test` installs it")
    return found
