"""The table companion: a Flask app for the phones at a physical table.

create_app() wires one blueprint per area (JSON API, event streams, phone pages, card
rulings) around a store opened with init_app. It names no game: the games come from the
registry (`hjkit.kit.registry`), each bringing its rules, its card library and its own
blueprint of pages and scripts.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from flask import Flask, abort, current_app, jsonify, redirect, render_template, request, url_for

from hjkit.kit.address import CARD_PATH, PRINTED_CARD_PATH, public_url
from hjkit.kit.game import Game
from hjkit.kit.registry import games


def create_app(test_config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(
        DATABASE_URL=os.environ.get("HJKIT_DATABASE_URL"),  # default: user's data folder
        # connections to a database server per process (and one to listen): processes x 17
        # must stay under PostgreSQL's max_connections (100 unless raised)
        DATABASE_CONNECTIONS=16,
        # where the phones reach this server, for links and QR codes (never the Host
        # header); hjkit serve sets it from its own address; behind a proxy, its address
        PUBLIC_URL=os.environ.get("HJKIT_PUBLIC_URL"),
        # host names besides its own that the server answers to (a request naming any
        # other is refused: companion/hosts.py); comma-separated in the environment
        ALLOWED_HOSTS=[n for n in os.environ.get("HJKIT_ALLOWED_HOSTS", "").split(",")
                       if n.strip()],
        GAMES=None,  # ids of the games to serve; None: every registered game
        CARD_PATHS=[],  # the players' own card folders, beside each game's shipped cards
        SEAT_LINK="/t/{table}/seat/{seat}#{token}",  # a seat's phone page; token in fragment
        WATCH_LINK="/t/{table}",  # read-only page of a table
        SSE_HEARTBEAT=15.0,  # seconds between keep-alive comments on an event stream
        SSE_MAX_AGE=600.0,  # seconds before a stream ends (the browser reconnects)
        SSE_MAX_STREAMS=None,  # streams per process (hjkit serve: half its connections)
        SSE_RETRY_AFTER=5,  # seconds a refused stream (503 busy) is told to wait
        NOTIFY_POLL_INTERVAL=0.25,  # seconds; SQLite: catches other workers' appends
        # (PostgreSQL announces them with LISTEN/NOTIFY instead: nothing polls)
        TABLE_CACHE_SIZE=512,  # tables whose latest state stays in memory
        # bytes of a request body: a table's setup bringing its own cards costs CPU to
        # check in proportion, and anyone on the network may send one; two decks of a
        # game's own cards take about a quarter of this
        MAX_CONTENT_LENGTH=256_000,
        JSON_SORT_KEYS=False,
        # a created table's setup may bring its seed: for tests and replays only, as whoever
        # knows a table's seed can compute every hidden hand (the server draws it otherwise)
        ALLOW_CLIENT_SEED=False,
        # what one device other than the laptop itself may create (limits.py): a club's
        # host makes a table a game (a rematch is not counted), a designer saves by hand
        TABLES_LIMIT="20 per minute;200 per hour",
        DECK_SAVES_LIMIT="30 per minute;300 per hour",
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    app.json.sort_keys = False

    from . import bodies, hosts, limits, security, store
    from .notify import Notifier
    from .service import TableService
    from .stream import StreamCount

    served = served_games(app)
    app.extensions["hjkit.games"] = served
    hosts.init_app(app)  # first: a request naming another site is not looked at
    security.init_app(app)
    bodies.init_app(app)
    limits.init_app(app)
    tables_store = store.init_app(app)
    notifier = Notifier(tables_store.versions, app.config["NOTIFY_POLL_INTERVAL"],
                        tables_store.listen if tables_store.notifies else None,
                        tables_store.written_elsewhere)
    app.extensions["hjkit.tables"] = TableService(
        tables_store, served, lambda game_id: card_library(app, game_id), notifier,
        app.config["TABLE_CACHE_SIZE"], app.config["ALLOW_CLIENT_SEED"])
    app.extensions["hjkit.streams"] = StreamCount(app.config["SSE_MAX_STREAMS"])

    from . import api, decks, pages, stream
    app.register_blueprint(api.bp)
    api.api_errors(app)
    app.register_blueprint(stream.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(decks.bp)
    for game in served.values():
        blueprint = game.web()
        if blueprint is not None:
            app.register_blueprint(blueprint)

    @app.get(CARD_PATH.replace("{card_id}", "<card_id>"))
    def card_page(card_id: str):
        """The address on every printed QR code: the rulings page of the game that has the
        card (the first game with pages answers for an unknown id)."""
        return _game_view(app, _owner(card_id), "card_page", card_id=card_id)

    @app.get(PRINTED_CARD_PATH.replace("{card_id}", "<card_id>"))
    def printed_card(card_id: str):
        """The short address printed in the QR codes: on to the card's page."""
        return redirect(url_for("card_page", card_id=card_id))

    @app.get(CARD_PATH.replace("{card_id}", "<card_id>") + "/face.png")
    def card_face(card_id: str):
        return _game_view(app, _owner(card_id), "card_face", card_id=card_id)

    def _owner(card_id: str) -> Game | None:
        return next((g for g in served.values()
                     if card_id in g.card_ids(card_library(app, g.id))), None)

    @app.get("/rules")
    def rules():
        return _per_game(app, "rules_page", "Rules", "rules and rulings")

    @app.get("/search")
    def search():
        return _per_game(app, "search", "Search", "search of its cards and rules")

    @app.get("/healthz")
    def healthz():
        return jsonify({"status": "ok", "database": tables_store.ping(),
                        "streams": app.extensions["hjkit.streams"].open})

    return app


def public_base(app: Flask | None = None) -> str:
    """The address the phones reach this server at, without a trailing slash: config
    PUBLIC_URL (hjkit serve sets it from the address it listens on), else this machine's
    LAN address and the port the request came in on. Never the request's Host header, which
    anyone on the network may set (links and QR codes pointing elsewhere)."""
    app = app or current_app
    configured = app.config.get("PUBLIC_URL")
    if configured:
        return configured.rstrip("/")
    port = request.environ.get("SERVER_PORT", "80")
    return public_url("0.0.0.0", int(port) if port.isdigit() else 80).rstrip("/")


def served_games(app: Flask) -> dict[str, Game]:
    """The registered games this app serves (config GAMES), by id."""
    registered = games()
    wanted = app.config["GAMES"]
    if wanted is None:
        return dict(registered)
    unknown = [g for g in wanted if g not in registered]
    if unknown:
        raise ValueError(f"GAMES names unregistered games: {', '.join(unknown)}; registered: "
                         f"{', '.join(registered)}")
    return {g: game for g, game in registered.items() if g in wanted}


def _game_view(app: Flask, game: Game | None, endpoint: str, **arguments):
    """Answer with a game's own page (its blueprint's endpoint): this game's, or the first
    served game's that has one."""
    candidates = [game] if game is not None else list(app.extensions["hjkit.games"].values())
    for each in candidates:
        blueprint = each.web()
        view = app.view_functions.get(f"{blueprint.name}.{endpoint}") if blueprint else None
        if view is not None:
            return view(**arguments)
    abort(404)


def _per_game(app: Flask, endpoint: str, title: str, what: str):
    """A kit-wide page (/rules, /search) that each game may have its own of: the game's page
    when one served game has it, else a page offering each game's (the query string kept),
    so no game answers for another."""
    offering = [(game, f"{game.web().name}.{endpoint}")
                for game in app.extensions["hjkit.games"].values()
                if game.web() is not None
                and f"{game.web().name}.{endpoint}" in app.view_functions]
    if not offering:
        abort(404)
    if len(offering) == 1:
        return app.view_functions[offering[0][1]]()
    links = [(game.title, url_for(name, **request.args)) for game, name in offering]
    return render_template("per_game.html", title=title, what=what, links=links)


def card_library(app: Flask | None = None, game_id: str | None = None) -> Any:
    """A game's cards as this app serves them: its shipped sets plus the CARD_PATHS folders
    it claims, loaded once per app and shared by the tables and the rulings pages. Without
    a game id: the app's only game with cards."""
    app = app or current_app
    served: dict[str, Game] = app.extensions["hjkit.games"]
    if game_id is None:
        game_id = next(g.id for g in served.values() if g.shipped_cards() is not None)
    libraries = app.extensions.setdefault("hjkit.cards", {})
    if game_id not in libraries:
        game = served[game_id]
        shipped = game.shipped_cards()
        paths = [p for p in [shipped, *map(Path, app.config["CARD_PATHS"])]
                 if p is not None and p.exists() and game.claims(p)]
        loaded = game.load(paths)
        libraries[game_id] = loaded.library
        # what did not load, for hjkit serve to report
        app.extensions.setdefault("hjkit.card_problems", {})[game_id] = loaded.problems
    return libraries[game_id]
