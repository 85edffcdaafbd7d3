"""Hero's Journey Home's pages: a card's rulings page (/cards/<id>, the address on its QR
code, reaches card_page through the kit; a seated phone may report the card as drawn), the
rules page with the kit's rulings, and the phone script (static/) that draws the table."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template

from ..engine.rules import to_hit
from ..model.library import Library
from ..model.rulings import RULINGS, rulings_for

bp = Blueprint("heros_journey_home", __name__, url_prefix="/games/heros-journey-home",
               template_folder="templates", static_folder="static")
FAMILY_NAMES = {"adventurers": "Adventurer", "quests": "Quest", "quest_items": "Quest Item",
                "spells": "Spell", "journey": "Journey"}
FIELD_NAMES = {"value": "card value", "spells": "spells known", "abilities": "ability text",
               "item": "Quest Item", "text": "card text", "slot": "armor type",
               "attack": "attack", "defence": "defense", "enchantable": "enchanting",
               "cost": "MP cost", "hp": "HP", "damage": "damage per hit",
               "leg": "leg (Legs of the Journey)", "terrain": "terrain", "heal": "healing",
               "harm": "harm", "gain": "papergold gained", "lose": "papergold lost",
               "recruit": "hiring price", "price": "price"}
"""What an invented field is called on the pages (the card's own words)."""


def card_library() -> Library:
    from hjkit.companion import card_library as shared

    return shared(current_app, "heros-journey-home")


def facts(library: Library, family: str, card) -> list[tuple[str, str]]:
    if family == "adventurers":
        return [("Card value", str(card.value)), ("Spells known", str(card.spells))]
    if family == "quests":
        return [("Value", str(card.value)), ("Quest Item",
                                             library.quest_items[card.item].name
                                             if card.item in library.quest_items else card.item)]
    if family == "quest_items":
        return [(label, str(v)) for label, v in (("Slot", card.slot), ("Attack", card.attack),
                                                 ("Defense", card.defence)) if v]
    if family == "spells":
        return [("Cost", f"{card.cost} MP")]
    shown = [("Type", card.type.title())]
    if card.type == "monster":
        shown += [("Card value", str(card.value)), ("HP", str(card.hp)),
                  ("Tribute", f"{100 * card.value} PG"), ("Reward", f"{100 * card.hp} PG")]
    if card.type == "location":
        shown.append(("Terrain", "land (tan)" if card.terrain == "land" else "water (blue)"))
    if card.type == "item":
        shown += [("Slot", card.slot), ("Attack" if card.attack else "Defense",
                                        f"+{card.attack or card.defence}"),
                  ("Price", f"{card.price} PG")]
    return shown


def kits_own(card) -> str | None:
    """What on the card is the kit's own, from its `invented` mark, in a sentence."""
    if card.wholly_invented:
        return "This card is the kit's own starter content, not the rulebook's."
    if card.invented_fields:
        return "The kit's own, not the rulebook's: " + ", ".join(
            FIELD_NAMES.get(f, f) for f in card.invented_fields) + "."
    return None


def invented_content(library: Library) -> list[tuple[str, list, list]]:
    """Per family: the cards wholly the kit's own, and (card, what) for the cards from the
    rulebook with values of the kit's own."""
    found = []
    for family, title in FAMILY_NAMES.items():
        cards = library.family(family).values()
        whole = [(c.id, card_name(family, c)) for c in cards if c.wholly_invented]
        values = [(c.id, card_name(family, c), ", ".join(FIELD_NAMES.get(f, f)
                                                         for f in c.invented_fields))
                  for c in cards if c.invented_fields]
        if whole or values:
            found.append((title, whole, values))
    return found


def card_name(family: str, card) -> str:
    """A card's printed name: a Quest is named by its monster."""
    return card.monster if family == "quests" else card.name


def _find(library: Library, card_id: str):
    for family in FAMILY_NAMES:
        card = library.family(family).get(card_id)
        if card is not None:
            return family, card
    return None, None


@bp.get("/cards/<card_id>")
def card_page(card_id: str):
    library = card_library()
    family, card = _find(library, card_id)
    if card is None:
        abort(404)
    name = card_name(family, card)
    text = "; ".join(a.text for a in card.abilities) if family == "adventurers" else \
        getattr(card, "text", "")
    return render_template("heros_journey_home/card.html", card=card, name=name,
                           family=FAMILY_NAMES[family], facts=facts(library, family, card),
                           text=text, journey=family == "journey",
                           rulings=rulings_for(card.id), own=kits_own(card))


@bp.get("/rules")
def rules_page():
    values = range(0, 21, 2)
    table = [[to_hit(d, 0, a, 0) for d in values] for a in values]
    library = card_library()
    names = {card_id: card_name(family, card) for family in FAMILY_NAMES
             for card_id, card in library.family(family).items()}
    return render_template("heros_journey_home/rules.html", rulings=RULINGS, names=names,
                           values=list(values), table=table,
                           invented=invented_content(library))
