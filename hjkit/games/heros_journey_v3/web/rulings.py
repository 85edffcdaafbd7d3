"""The Hero's Journey v3's pages: a card's rulings page (/cards/<id>, the address on its QR
code, reaches card_page through the kit), the rules page with the kit's rulings, and the
phone scripts (static/) that draw this game's table."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template

from hjkit.companion.faces import face_response

from ..model.cards import SUIT_NAMES, Card
from ..model.library import Library
from ..model.rulings import RULINGS, rulings_for
from ..model.texts import EVENTS, PATHS, ROLES

bp = Blueprint("heros_journey_v3", __name__, url_prefix="/games/heros-journey-v3",
               template_folder="templates", static_folder="static")
FACES = "hjkit.faces.heros-journey-v3"
FACE_CACHE = 100
"""Rendered faces kept per app: 45 cards, a few public addresses at most."""


def card_library() -> Library:
    from hjkit.companion import card_library as shared

    return shared(current_app, "heros-journey-v3")


def card_or_404(card_id: str) -> Card:
    card = card_library().cards.get(card_id)
    if card is None:
        abort(404)
    return card


def role_text(card: Card) -> str:
    return PATHS.get(card.id, ROLES[card.role])


def facts(card: Card) -> list[tuple[str, str]]:
    worth = "no worth" if card.kind == "excuse" else f"{card.value} as a resource"
    return [("Rank", card.rank_label), ("Kind", card.kind.title()),
            ("Suits", ", ".join(SUIT_NAMES[s] + "s" if s != "leaves" else "Leaves"
                                for s in card.suits) or "none"),
            ("Worth", worth), ("Decktet", ", ".join(c.title() for c in card.categories) or
                               "—")]


@bp.get("/cards/<card_id>")
def card_page(card_id: str):
    card = card_or_404(card_id)
    return render_template("heros_journey_v3/card.html", card=card, facts=facts(card),
                           role=role_text(card), event=EVENTS.get(card.id),
                           rulings=[*card.rulings, *rulings_for(card.id)])


@bp.get("/cards/<card_id>/face.png")
def card_face(card_id: str):
    """The printed face (the kit's /cards/<id>/face.png answers with this)."""
    from hjkit.generator.pictures import printable

    from ..faces.render import card_png

    card = card_or_404(card_id)
    art = card_library().art
    # its own picture only, read here: one that cannot print shows as the placeholder
    pictures = printable({card_id: art[card_id]} if card_id in art else {})
    return face_response(FACES, FACE_CACHE, card_id,
                         lambda base_url: card_png(card, base_url=base_url, pictures=pictures))


@bp.get("/rules")
def rules_page():
    names = {card.id: card.name for card in card_library().cards.values()}
    return render_template("heros_journey_v3/rules.html", rulings=RULINGS, names=names,
                           events=EVENTS)
