"""Heroes and Quests' pages: a card's or tile's page (/cards/<id>, the address its QR code
opens), the rules page with every ruling, and the phone script (static/map.js) that draws
the map, parties and the fight."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template

from hjkit.companion.faces import face_response
from hjkit.kit.wording import counted

from ..model.content import CARD_KINDS, Ability, meaning
from ..model.library import Library
from ..rulings import RULINGS

bp = Blueprint("heroes_and_quests", __name__, url_prefix="/games/heroes-and-quests",
               template_folder="templates", static_folder="static")
FACE_CACHE = 300
"""Faces kept rendered per app (by card and address): bounded, whatever Host arrives."""

def card_library() -> Library:
    from hjkit.companion import card_library as shared

    return shared(current_app, "heroes-and-quests")


def explain(printed: str, ability: Ability, played: bool = False) -> dict:
    return {"printed": printed, "meaning": meaning(ability, played)}


def facts(item, library: Library) -> tuple[str, list[tuple[str, str]], list[dict]]:
    """The kind of card, its printed lines and its abilities explained."""
    section = next(s for s in ("tiles", "quests", "traps", "heroes", "relics", "actions")
                   if item.id in getattr(library, s))
    if section == "tiles":
        return "Terrain tile", [("Copies", str(item.count)),
                                ("Coastal only", "yes" if item.coastal else "no"),
                                ("Starting location", "yes" if item.start else "no"),
                                ("Terrain actions", ", ".join(("Nothing", *item.actions)))], []
    if section == "quests":
        m, foe = item.minions, item.foe
        return "Quest", [("Terrain", library.tiles[item.terrain].name),
                         ("Quest length", counted(item.length, "encounter")),
                         ("Lesser minion (5)", f"{m.lesser[0]} ({m.lesser[1]})"),
                         ("Minor minion (10)", f"{m.minor[0]} ({m.minor[1]})"),
                         ("Greater minion (15)", f"{m.greater[0]} ({m.greater[1]})"),
                         ("Final Foe", f"{foe.name} ({foe.tag}), Fight Value {foe.fight}, "
                                       f"{foe.lives} lives"),
                         ("Rewards", item.rewards.text)], []
    if section == "traps":
        return "Trap", [("Tag", item.tag),
                        ("Unless Auto-Defeated", "1D3 random heroes are killed")], []
    if section == "actions":
        return "Action card", [("Phase", item.phase.title()), ("Copies", str(item.copies))], [
            explain(item.effect, item.ability, played=True)]
    lines = ([("Class", item.class_), ("Level", str(item.level))] if section == "heroes"
             else [("Kind", item.kind.title())])
    return CARD_KINDS[section], lines, [explain(p, a) for p, a in
                                          zip(item.abilities, item.parsed, strict=True)]


@bp.get("/cards/<card_id>")
def card_page(card_id: str):
    library = card_library()
    try:
        item = library.card(card_id)
    except KeyError:
        abort(404)
    kind, lines, abilities = facts(item, library)
    tile = card_id in library.tiles
    return render_template("heroes_and_quests/card.html", item=item, kind=kind, lines=lines,
                           abilities=abilities, face_size=(315, 315) if tile else (315, 440))


@bp.get("/cards/<card_id>/face.png")
def card_face(card_id: str):
    """The card's or tile's face as the PDFs print it (its QR code opening this server)."""
    from hjkit.generator.build import PrintSettings
    from hjkit.generator.layout import load_layout
    from hjkit.generator.render import side_png

    from ..faces.jobs import piece_of

    def draw(base_url: str) -> bytes | None:
        piece = piece_of(card_library(), card_id, PrintSettings(load_layout().cards, base_url))
        return None if piece is None else side_png(piece.front, piece.size, card_id)

    return face_response("hjkit.hq-faces", FACE_CACHE, card_id, draw)


@bp.get("/laid")
def laid_page():
    """A new table whose printed tiles were laid by hand (entered space by space) and,
    optionally, whose decks were shuffled by hand (the cards dealt entered)."""
    from ..engine.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS

    library = card_library()
    data = {"tiles": [{"id": t.id, "name": t.name, "color": t.color, "count": t.count,
                       "coastal": t.coastal} for t in library.tiles.values()],
            "quests": [{"id": q.id, "name": q.name} for q in library.quests.values()],
            "heroes": [{"id": h.id, "name": h.name} for h in library.heroes.values()],
            "actions": [{"id": a.id, "name": a.name} for a in library.actions.values()],
            "variants": list(VARIANTS), "players": [MIN_PLAYERS, MAX_PLAYERS]}
    return render_template("heroes_and_quests/laid.html", data=data)


@bp.get("/rules")
def rules_page():
    return render_template("heroes_and_quests/rules.html", rulings=RULINGS)
