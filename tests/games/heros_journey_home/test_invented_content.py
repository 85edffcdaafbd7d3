"""What in the starter set is the kit's own is marked the same way everywhere (issue 27,
point 15): a card whose name the rulebook never gives says `invented: card`; a card from
the rulebook lists, in `invented`, every value the rulebook does not give; nothing the
rulebook gives is marked. Read against the rulebook's passages kept beside this file (and
against the rules text itself where it is at hand: its folder in $HJKIT_RULES, by default
the shared rules folder), and shown on the rules page and each card's page."""

from __future__ import annotations

import os
import re
from html import unescape
from pathlib import Path

import pytest

from hjkit.games.heros_journey_home.model.cards import Spell
from hjkit.games.heros_journey_home.model.library import load

from .builders import LIBRARY
from .test_cards import write

RULES_TEXT = Path(os.environ.get("HJKIT_RULES", "/work/shared/rules")) / \
    "heros-journey-home.txt"
CONTENT = {
    "adventurers": ("value", "spells", "abilities"),
    "quests": ("value", "item"),
    "quest_items": ("text", "slot", "attack", "defence", "enchantable", "value"),
    "spells": ("text", "cost"),
    "journey": ("text", "value", "hp", "damage", "leg", "terrain", "heal", "harm", "gain",
                "lose", "recruit", "slot", "attack", "defence", "price"),
}
"""The fields that carry a card's content (not its id or the engine's effect codes): each
one a card sets is either given by the rulebook or marked as the kit's."""
NUMBERS = ("value", "hp", "attack", "defence", "spells")
"""Fields whose quote must hold the number itself."""
SPELLS_KNOWN = "Knows {} spell"
GIVEN = {
    ("bandit", "value"): "Player A's Bandit (7)",
    ("paladin", "value"): "Player A's Paladin (11)",
    ("bard", "value"): "Player B's Bard (2)",
    ("wizard", "spells"): "Wizard (Extrinsic): Spellcasting. Knows 3 spells.",
    ("seer", "spells"): "Seer (Extrinsic): Spellcasting. Knows one spell.",
    ("healer", "spells"): "(Extrinsic): Spellcaster. Knows one spell. In combat, healing",
    ("cleric", "spells"): "(Extrinsic): Spellcaster. Knows one spell. The Cleric",
    ("baba-yaga", "item"): "Once freed from Baba Yaga's dreadful service the grateful "
                           "Firebird joins",
    ("the-devil", "item"): "Flaming Pitchfork: +7 Attack. May not be enchanted. INT: All "
                           "damage x 2. The Devil's own fiery tool",
    ("neptune-helmet", "slot"): "This imposing helmet",
    ("neptune-helmet", "defence"): "Neptune Helmet: +5 Defense.",
    ("neptune-helmet", "enchantable"): "Neptune Helmet: +5 Defense. May not be enchanted.",
    ("kestrel-sword", "slot"): "This unnaturally swift sword",
    ("kestrel-sword", "attack"): "Kestrel Sword: +5 Attack.",
    ("kestrel-sword", "enchantable"): "Kestrel Sword: +5 Attack. May not be enchanted.",
    ("cloak-of-the-seven-seas", "defence"): "Cloak of the Seven Seas: +10 Defense.",
    ("cloak-of-the-seven-seas", "enchantable"): "Cloak of the Seven Seas: +10 Defense. May "
                                                "not be enchanted.",
    ("flaming-pitchfork", "slot"): "When attacking, add the weapon value",
    ("flaming-pitchfork", "attack"): "Flaming Pitchfork: +7 Attack.",
    ("flaming-pitchfork", "enchantable"): "Flaming Pitchfork: +7 Attack. May not be "
                                          "enchanted.",
    ("goblin-1", "value"): "pay tribute to a Goblin (2)",
    ("goblin-2", "value"): "pay tribute to a Goblin (2)",
    ("goblin-1", "hp"): "defeating a Goblin (1 HP)",
    ("goblin-2", "hp"): "defeating a Goblin (1 HP)",
    ("ghost-1", "value"): "is attacking a Ghost (4)",
    ("ghost-2", "value"): "is attacking a Ghost (4)",
    ("behemoth", "value"): "to avoid combat with Behemoth (20)",
    ("behemoth", "hp"): "defeating Behemoth (12 HP)",
    ("behemoth", "leg"): "move the high-powered monsters (Leviathan, Behemoth, Giant) to the "
                         "final leg",
    ("leviathan", "leg"): "move the high-powered monsters (Leviathan, Behemoth, Giant) to the "
                          "final leg",
    ("giant", "leg"): "move the high-powered monsters (Leviathan, Behemoth, Giant) to the "
                      "final leg",
    ("sword", "attack"): "wielding a sword (2)",
    ("mace", "attack"): "wielding a mace (3)",
    ("gauntlets", "defence"): "who is wearing gauntlets (1)",
    ("sword", "slot"): "may not carry a sword and a spear",
    ("spear", "slot"): "may not carry a sword and a spear",
    ("mace", "slot"): "wielding a mace (3)",
    ("gauntlets", "slot"): "who is wearing gauntlets (1)",
    ("helmet", "slot"): "one of any armor type (helmet, shield, etc.)",
    ("shield", "slot"): "one of any armor type (helmet, shield, etc.)",
}
"""The values the rulebook gives, each with the words that give it. A card's text (and an
adventurer's ability texts) are the rulebook's when the rulebook has them word for word."""
WORDS = {"one": 1, "two": 2, "three": 3}


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


EXTRACT = Path(__file__).with_name("rulebook_extract.txt")
"""The passages of the rulebook these tests read (every card name, card text and quote
above, with a few words either side), one a line: the rulebook itself is not shipped
with the kit. Written anew from the rulebook with HJKIT_WRITE_EXTRACT=1."""


def passages(rules: str) -> list[str]:
    """Each passage of the rules text that names a card, holds a card's text word for word
    or holds a quote of GIVEN: the needle with up to six words either side."""
    needles = [re.escape(flat(q)) for q in GIVEN.values()]
    for family, card in cards():
        texts = [getattr(card, "text", None), *(a.text for a in getattr(card, "abilities", ()))]
        needles += [re.escape(printed_name(family, card)) + "s?"]
        needles += [re.escape(flat(t)) for t in texts if t]
    found = set()
    for needle in needles:
        for match in re.finditer(rf"(?:\S+ ){{0,6}}(?<![A-Za-z])(?:{needle})(?![A-Za-z])"
                                 rf"(?: \S+){{0,6}}", rules, re.IGNORECASE):
            found.add(match.group(0))
    return sorted(found)


@pytest.fixture(scope="module")
def rules() -> str:
    """The rulebook's passages the tests need: from the rules text where it is at hand (and
    then the committed extract must hold every one), else from the extract."""
    if RULES_TEXT.exists():
        full = flat(RULES_TEXT.read_text(encoding="utf-8"))
        if os.environ.get("HJKIT_WRITE_EXTRACT") == "1":
            EXTRACT.write_text("\n".join(passages(full)) + "\n", encoding="utf-8")
    extract = EXTRACT.read_text(encoding="utf-8").splitlines()
    if RULES_TEXT.exists():
        assert all(line in full for line in extract), "the extract is not the rulebook's"
        assert set(passages(full)) <= set(extract), \
            "the extract misses passages: rerun with HJKIT_WRITE_EXTRACT=1"
    return " \n ".join(extract)


def printed_name(family: str, card) -> str:
    name = card.monster if family == "quests" else card.name
    return name.removeprefix("The ")


def named_in(rules: str, name: str) -> bool:
    """The rulebook names it: the name as words (any case, a plural too)."""
    return re.search(rf"(?<![A-Za-z]){re.escape(name)}s?(?![A-Za-z])", rules,
                     re.IGNORECASE) is not None


def given(rules: str, card, field: str) -> bool:
    if field == "text":
        return flat(card.text) in rules
    if field == "abilities":
        return all(flat(a.text) in rules for a in card.abilities)
    return (card.id, field) in GIVEN


def cards():
    for family in CONTENT:
        for card in LIBRARY.family(family).values():
            yield family, card


def test_every_quote_of_what_the_rulebook_gives_is_in_it_with_the_cards_value(rules):
    """Each value held to be the rulebook's is there in its words, with the card's number."""
    everything = LIBRARY.all_cards()
    for (card_id, field), quote in GIVEN.items():
        assert flat(quote) in rules, (card_id, field, quote)
        if field in NUMBERS:
            number = getattr(everything[card_id], field)
            found = {int(n) for n in re.findall(r"\d+", quote)} | {
                v for w, v in WORDS.items() if re.search(rf"\b{w}\b", quote)}
            assert number in found, (card_id, field, number, quote)


def test_a_card_the_rulebook_never_names_is_marked_invented_as_a_whole(rules):
    """cards/README.md: "Cards that are wholly the kit's say so": `invented: card`, and
    only those."""
    for family, card in cards():
        named = named_in(rules, printed_name(family, card))
        assert card.wholly_invented is not named, (card.id, printed_name(family, card))


def test_every_value_the_rulebook_does_not_give_is_marked_and_no_other(rules):
    """On a card from the rulebook, `invented` lists exactly the content the rulebook
    does not give: every other card value, HP, price, leg, card text."""
    wrong = []
    for family, card in cards():
        if card.wholly_invented:
            continue
        for field in CONTENT[family]:
            if field not in card.model_fields_set:
                continue  # the rules' default (1 MP, 1 HP per hit, no heal), or nothing
            if given(rules, card, field) is card.kits_own(field):
                wrong.append((card.id, field, "marked" if card.kits_own(field) else
                              "unmarked"))
        for field in card.invented_fields:
            assert field in CONTENT[family] and field in card.model_fields_set, (card.id,
                                                                                 field)
    assert not wrong, wrong


def test_a_mark_naming_no_field_of_the_card_is_a_problem_with_its_line(tmp_path):
    path = write(tmp_path, lambda s: s.replace("{id: fool, name: Fool, invented: [value],",
                                               "{id: fool, name: Fool, invented: [valeu],"))
    _, problems = load([path])
    assert [p.field for p in problems] == ["adventurers[0] (fool).invented"]
    assert "'valeu' is not a field of this card" in problems[0].message
    assert Spell.model_validate({"id": "x", "name": "X", "text": "t", "effect": "mend",
                                 "invented": "card"}).kits_own("cost")


def test_the_rules_page_lists_what_is_the_kits_own_from_the_data(client):
    """The rulings page lists every wholly invented card, and every card with its invented
    values, read from the same marks; each card's page says what on it is the kit's."""
    page = unescape(client.get("/games/heros-journey-home/rules").get_data(as_text=True))
    section = page[page.index('id="kits-own"'):]
    for _, card in cards():
        if card.invented:
            assert f'data-card="{card.id}"' in section, card.id
    assert "Leviathan</a>: card text, card value, HP, damage per hit" in section
    fool = unescape(client.get("/cards/fool").get_data(as_text=True))
    assert "The kit's own, not the rulebook's: card value." in fool
    village = unescape(client.get("/cards/village").get_data(as_text=True))
    assert "This card is the kit's own" in village
    bandit = unescape(client.get("/cards/bandit").get_data(as_text=True))
    assert "kit's own" not in bandit
