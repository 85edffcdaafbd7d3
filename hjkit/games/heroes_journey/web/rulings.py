"""The Heroes' Journey's pages: card rulings (/cards/<id>, the address on every printed QR
code, reaches card_page through the kit), the rules and glossary, search, and the phone
scripts (static/) that draw this game's table."""

from __future__ import annotations

import re

from flask import Blueprint, abort, current_app, render_template, request
from markupsafe import Markup, escape

from hjkit.companion.faces import face_response
from hjkit.games.heroes_journey.model.cards import Card
from hjkit.games.heroes_journey.model.keywords import Keyword
from hjkit.games.heroes_journey.model.library import Library

from .glossary import RULINGS, entries, keyword_anchor

bp = Blueprint("heroes_journey", __name__, url_prefix="/games/heroes-journey",
               template_folder="templates", static_folder="static")

_LABEL = re.compile(r"\b(Campaign|Adversary|Maneuver|Barrage|Assignment|Skirmish|Regroup|"
                    r"Response|To Play|To Complete Quest):")
FACE_CACHE = 300
"""Card faces kept per app (by card and address): every shipped card at two addresses."""
UNLOADED = ("Unloaded keyword: it has no rules of its own, but other cards and their text "
            "may reference or care about it.")


def card_library() -> Library:
    """The cards the app serves (shipped and config CARD_PATHS), shared with the tables."""
    from hjkit.companion import card_library as shared

    return shared(current_app, "heroes-journey")


def game_text(text: str) -> Markup:
    """Card text as HTML with its phase labels in bold, as printed."""
    return Markup(_LABEL.sub(lambda m: f"<strong>{m.group(0)}</strong>", str(escape(text))))


def explain(keyword: Keyword) -> dict:
    """A keyword with its glossary meaning, its X filled in: "Defender +1" -> "+1 ..."."""
    meaning = keyword.meaning or UNLOADED
    if keyword.value is not None:
        value = str(keyword.value)
        meaning = re.sub(r"\bX\b", value, meaning.replace("(X)", value))
    if keyword.bracket:
        meaning = meaning.replace("listed in the brackets", f"listed in the brackets: "
                                                            f"{keyword.bracket}")
    return {"printed": keyword.printed, "meaning": meaning,
            "anchor": keyword_anchor(keyword.name) if keyword.loaded else None}


def related(card: Card, library: Library) -> list[tuple[Card, str]]:
    """Cards worth a look from this one, each with why: named in either card's text,
    the hero's quest need, then the same culture."""
    found: dict[str, tuple[Card, str]] = {}
    own_text = " ".join((card.text, card.back or ""))
    quest = card.hero_of()
    for other in library.cards.values():
        if other.id == card.id or other.title == card.title:
            continue
        if quest and other.title == quest:
            found.setdefault(other.id, (other, "the quest need this hero bears"))
        elif other.hero_of() == card.title:
            found.setdefault(other.id, (other, "a hero who bears this quest need"))
        elif _names(own_text, other.title):
            found.setdefault(other.id, (other, "named in this card's text"))
        elif _names(other.text, card.title):
            found.setdefault(other.id, (other, "its text names this card"))
        else:
            named = next((k.name for k in other.parsed_keywords
                          if not k.loaded and _names(own_text, k.name)), None)
            if named:
                found.setdefault(other.id, (other, f"a {named} card, named in this text"))
    if card.culture:
        for other in library.cards.values():
            if other.culture == card.culture and other.id != card.id and len(found) < 12:
                found.setdefault(other.id, (other, "same culture"))
    return list(found.values())


def _names(text: str, title: str) -> bool:
    return bool(text) and re.search(rf"(?<![\w']){re.escape(title)}(?![\w'])", text) is not None


def card_facts(card: Card, library: Library) -> list[tuple[str, str]]:
    """The printed numbers and lines, as label/value pairs."""
    culture = library.cultures.get(card.culture or "")
    pairs = [("Type", card.type_line), ("Side", (card.side or "").title()),
             ("Culture", culture.name if culture else ""),
             ("Risk cost", card.cost), ("Strength", card.strength), ("Health", card.health),
             ("Home site", card.home_site), ("Site", card.site_number or card.site_range),
             ("Risk on arrival", card.risk),
             ("Next site placed by", f"the player to the {card.arrow}" if card.arrow else None),
             ("Bearer", card.bearer.describe() if card.bearer else None),
             ("Plays in", ", ".join(p.title() for p in card.timing) or None),
             ("Response", card.response),
             ("Set", library.sets[library.card_set[card.id]].name
              if card.id in library.card_set else None)]
    return [(label, str(value)) for label, value in pairs if value not in (None, "")]


@bp.get("/cards/<card_id>")
def card_page(card_id: str):
    library = card_library()
    card = library.cards.get(card_id)
    if card is None:
        return render_template("heroes_journey/card_404.html", card_id=card_id), 404
    return render_template(
        "heroes_journey/card.html", card=card, facts=card_facts(card, library),
        text=game_text(card.text),
        back=game_text(card.back) if card.back else None,
        keywords=[explain(k) for k in card.parsed_keywords], related=related(card, library))


@bp.get("/cards/<card_id>/face.png")
def card_face(card_id: str):
    library = card_library()
    if card_id not in library.cards:
        abort(404)

    def draw(base_url: str) -> bytes | None:
        try:
            from hjkit.games.heroes_journey.faces.render import card_png
        except ImportError:
            return None
        return card_png(library.cards[card_id], library, base_url=base_url)

    return face_response("hjkit.faces", FACE_CACHE, card_id, draw)


@bp.get("/rules")
def rules_page():
    terms, keywords = entries()
    return render_template("heroes_journey/rules.html", terms=terms, keywords=keywords,
                           rulings=RULINGS)


@bp.get("/search")
def search():
    query = request.args.get("q", "").strip()
    cards, rules = search_all(query, card_library()) if query else ([], [])
    return render_template("heroes_journey/search.html", query=query, cards=cards, rules=rules)


def search_all(query: str, library: Library) -> tuple[list[Card], list]:
    """Cards and glossary entries matching every word of the query, best first."""
    words = query.lower().split()
    terms, keywords = entries()
    rules = [e for e in terms + keywords
             if all(w in f"{e.name} {e.meaning}".lower() for w in words)]
    scored = []
    for card in library.cards.values():
        haystack = " ".join([card.title, card.type_line, " ".join(card.keywords), card.text,
                             card.back or "", card.culture or ""]
                            + [f"{r.question} {r.answer}" for r in card.rulings]).lower()
        if all(w in haystack for w in words):
            scored.append((0 if all(w in card.title.lower() for w in words) else 1,
                           card.title, card))
    return [c for *_, c in sorted(scored, key=lambda s: s[:2])], rules
