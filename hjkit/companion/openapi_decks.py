"""The deck builder's part of the OpenAPI document (/decks/<game id>/..., companion/decks.py)
and the page QR code (/qr.svg): the same errors as the API, so the same fuzzing runs on
them. A deck is the game's deck JSON (its deck file's fields); the game reads it and
answers 400 naming the field for any other."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hjkit.kit.game import Game

from .openapi_parts import ERRORS, INT, NULL_STR, STR, answer, json_body, obj, ref

_ANY = {"type": "object"}
DECK = ref("Deck")
BUSY = {**answer("another print or simulation is running on this server", "Error"),
        "headers": {"Retry-After": {"schema": INT, "description": "seconds"}}}

SCHEMAS = {
    "DeckRequest": obj(["deck"], {"deck": ref("DeckDraft")}, extra=True),
    "FileRequest": obj(["deck"], {"deck": DECK}, extra=True),
    "DeckReport": obj(["legal", "problems", "counts"], {
        "legal": {"type": "boolean"},
        "problems": {"type": "array", "items": obj(["code", "message"], {
            "code": STR, "message": STR, "warning": {"type": "boolean"}}, extra=True)},
        "counts": {"type": "array", "items": _ANY}}, extra=True),
    "SaveDeck": obj(["deck"], {
        "deck": DECK,
        "folder": {**INT, "minimum": 0, "description": "which card folder (CARD_PATHS), 0 "
                                                       "by default"},
        "version": {**NULL_STR, "description": "the file's version as the page opened or "
                                               "last saved it; null for a new file"},
        "replace": {"type": "boolean", "description": "write over a file of that name the "
                                                      "page never read"}}),
    "SavedDeck": obj(["path", "folder", "file", "version"], {
        "path": STR, "folder": INT, "file": STR, "version": STR}),
    "OpenedDeck": obj(["deck"], {"deck": _ANY, "path": STR, "version": NULL_STR}),
    "OpenFile": obj(["text"], {"text": {**STR, "maxLength": 64_000},
                                "name": {**STR, "description": "the file's name"}}),
    "DeckVersions": obj(["path", "version", "versions"], {
        "path": STR, "version": NULL_STR, "versions": {"type": "array", "items": _ANY}}),
    "PrintDeck": obj(["deck"], {"deck": DECK, "options": obj([], {
        "paper": {"enum": ["letter", "a4"]},
        "duplex": {"enum": ["long", "short", "none", "fold"]},
        "gutter": {"type": ["number", "null"], "minimum": 0, "maximum": 50},
        "backs": {"enum": ["dark", "light"]},
        "proxy": {"type": "boolean"},
        "part": {"enum": ["book", "atlas", "both"]}}, extra=True)}, extra=True),
    "SeatedDeck": obj(["ruleset", "setup"], {"ruleset": STR, "setup": _ANY}),
    "TryDeck": obj(["deck"], {
        "deck": DECK, "against": {**NULL_STR, "description": "a deck id; null: this deck"},
        "games": {**INT, "minimum": 1, "maximum": 200}}, extra=True),
    "QrText": obj(["text"], {"text": {**STR, "minLength": 1}}, extra=True),
}


def _play_deck(seat_deck: dict) -> dict:
    return obj(["deck", "seats"], {"deck": DECK, "seats": {
        "type": "array", "minItems": 1, "items": obj(["name"], {
            "name": STR, "deck": seat_deck})}}, extra=True)


def schemas(games: list[Game], libraries: Callable[[str], Any] | None = None) -> dict:
    """The deck builder's schemas, a deck being any of these games' deck JSON (draft: a
    deck being built); libraries(game id), when given, names the decks a seat may play."""
    # The deck's strings are not given text_only's `not`: schemathesis drops the pattern
    # inside it and then finds nothing satisfies the deck (its run generates no NUL or
    # lone surrogate; the server refuses both with a 400).
    found = dict(SCHEMAS)
    for name, draft in (("Deck", False), ("DeckDraft", True)):
        decks = [g.deck_schema(draft) for g in games]
        found[name] = {"anyOf": decks, "description": "the game's deck JSON, as its deck "
                       "file's fields" + (" (book and atlas may be empty)" if draft else "")
                       } if decks else _ANY
    seat_deck = {**NULL_STR, "description": "one of the server's deck ids; null: this deck"}
    if libraries is not None:
        ids = sorted({d["id"] for g in games for v in g.variants(libraries(g.id))
                      for d in v.decks})
        seat_deck = {"enum": [*ids, None], "description": "one of the server's decks; null: "
                                                          "this deck"}
    found["PlayDeck"] = _play_deck(seat_deck)
    return found


def paths(game_ids: list[str]) -> dict:
    """The deck builder's paths, for the games whose players build decks."""
    if not game_ids:
        return {}
    game = {"name": "game_id", "in": "path", "required": True, "schema": {"enum": game_ids}}
    deck_id = {"name": "deck_id", "in": "path", "required": True, "schema": STR}

    def errors(*codes: str) -> dict:
        return {code: ERRORS[code] for code in codes} | {
            "404": answer("no such game, deck or version", "Error")}

    def post(summary: str, body: str, answers: dict, *codes: str) -> dict:
        return {"post": {"summary": summary, "parameters": [game],
                         "requestBody": {"required": True, "content": json_body(body)},
                         "responses": {**answers, **errors("400", "413", *codes)}}}

    base = "/decks/{game_id}"
    return {
        f"{base}/catalogue.json": {"get": {
            "summary": "the cards the builder offers, with the variants and their decks",
            "parameters": [game], "responses": {"200": {"description": "the catalogue",
                                                        "content": {"application/json": {
                                                            "schema": _ANY}}},
                                                **errors()}}},
        f"{base}/check": post("the rules' verdict on a deck, as hjkit check gives it",
                              "DeckRequest", {"200": answer("the verdict", "DeckReport")}),
        f"{base}/file": post("the deck file to download", "FileRequest", {"200": {
            "description": "the deck file (YAML, which reads as the deck's fields)",
            "content": {"application/yaml": {"schema": _ANY}}}}),
        f"{base}/save": post(
            "write the deck file into a card folder; never over a file changed on disk "
            "since the page read it (409 with the disk's version and deck)", "SaveDeck",
            {"201": answer("saved", "SavedDeck"),
             "409": answer("no card folder, a file changed on disk, or a deck of that id "
                            "elsewhere", "Error"),
             "429": {**answer("too many saves from this device (DECK_SAVES_LIMIT)",
                               "Error"),
                     "headers": {"Retry-After": {"schema": INT, "description": "seconds"}}}}),
        f"{base}/open": post("a deck file from the phone, read as hjkit check reads it",
                             "OpenFile", {"200": answer("the deck", "OpenedDeck")}),
        f"{base}/print": post(
            "the deck's PDFs (a zip for book and atlas); an illegal deck prints as proxies",
            "PrintDeck", {"200": {"description": "a PDF or a zip of PDFs", "content": {
                "application/pdf": {"schema": STR}, "application/zip": {"schema": STR}}},
                "422": answer("the generator cannot print it", "Error"), "503": BUSY}),
        f"{base}/play": post("a table's setup seating the deck, to post to /api/tables",
                             "PlayDeck", {"200": answer("the setup", "SeatedDeck"),
                                          "422": answer("the deck names cards the server "
                                                        "lacks", "Error")}),
        f"{base}/try": post(
            "hjkit simulate's figures for the deck against another", "TryDeck",
            {"200": {"description": "the figures", "content": {"application/json": {
                "schema": _ANY}}},
             "409": answer("the decks cannot be simulated together", "Error"),
             "503": BUSY}),
        f"{base}/qr.svg": post("a QR code of a deck's link", "QrText", {"200": {
            "description": "the code", "content": {"image/svg+xml": {"schema": STR}}}}),
        f"{base}/decks/{{deck_id}}": {"get": {
            "summary": "one of the server's decks, read from its file as it is now",
            "parameters": [game, deck_id],
            "responses": {"200": answer("the deck", "OpenedDeck"),
                          **errors("400")}}},
        f"{base}/decks/{{deck_id}}/versions": {"get": {
            "summary": "the deck's earlier versions, the newest first",
            "parameters": [game, deck_id],
            "responses": {"200": answer("the versions", "DeckVersions"), **errors()}}},
        f"{base}/decks/{{deck_id}}/versions/{{version_id}}": {"get": {
            "summary": "an earlier version of the deck",
            "parameters": [game, deck_id, {"name": "version_id", "in": "path",
                                           "required": True, "schema": STR}],
            "responses": {"200": answer("the deck", "OpenedDeck"), **errors("400")}}},
    }


QR_PATH = {"/qr.svg": {"post": {
    "summary": "a QR code for a link the page holds (a seat link carries a token, so it "
               "travels in the body)",
    "requestBody": {"required": True, "content": json_body("QrText")},
    "responses": {"200": {"description": "the code",
                          "content": {"image/svg+xml": {"schema": STR}}},
                  "400": ERRORS["400"], "413": ERRORS["413"]}}}}
