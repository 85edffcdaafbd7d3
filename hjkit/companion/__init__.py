"""The table companion: a Flask app for the phones at a physical table.

create_app() wires one blueprint per area (JSON API, event streams, phone pages, card
rulings) around a store opened with init_app.
"""

from __future__ import annotations

import os
from pathlib import Path

from flask import Flask, jsonify

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS


def create_app(test_config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(
        DATABASE_URL=os.environ.get("HJKIT_DATABASE_URL"),  # default: instance SQLite file
        CARD_PATHS=[SHIPPED_CARDS],
        SEAT_LINK="/t/{table}/seat/{seat}#{token}",  # a seat's phone page; token in fragment
        WATCH_LINK="/t/{table}",  # read-only page of a table
        SSE_HEARTBEAT=15.0,  # seconds between keep-alive comments on an event stream
        SSE_MAX_AGE=600.0,  # seconds before a stream ends (the browser reconnects)
        SSE_MAX_STREAMS=None,  # streams per process; each holds a server thread
        NOTIFY_POLL_INTERVAL=0.25,  # seconds; catches appends made by other workers
        TABLE_CACHE_SIZE=512,  # tables whose latest state stays in memory
        MAX_CONTENT_LENGTH=2_000_000,  # bytes; a setup with its own decks fits well within
        JSON_SORT_KEYS=False,
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    app.json.sort_keys = False

    from hjkit.games.heroes_journey.game import HeroesJourney

    from . import store
    from .notify import Notifier
    from .service import TableService
    from .stream import StreamCount

    tables_store = store.init_app(app)
    rulesets = {r.name: r for r in [HeroesJourney(lambda: card_library(app))]}
    notifier = Notifier(tables_store.versions, app.config["NOTIFY_POLL_INTERVAL"])
    app.extensions["hjkit.tables"] = TableService(tables_store, rulesets, notifier,
                                                  app.config["TABLE_CACHE_SIZE"])
    app.extensions["hjkit.streams"] = StreamCount(app.config["SSE_MAX_STREAMS"])

    from . import api, stream
    app.register_blueprint(api.bp)
    app.register_blueprint(stream.bp)

    register_page_blueprints(app)  # the phone pages and card rulings, one blueprint each

    @app.get("/healthz")
    def healthz():
        return jsonify({"status": "ok", "database": tables_store.ping(),
                        "streams": app.extensions["hjkit.streams"].open})

    return app


def register_page_blueprints(app: Flask) -> None:
    """The server-rendered areas (phone pages, rulings), when present in this tree."""
    import importlib

    for module_name in (f"{__name__}.pages", "hjkit.games.heroes_journey.web.rulings"):
        module = importlib.import_module(module_name)
        app.register_blueprint(module.bp)


def card_library(app: Flask):
    """The cards this app serves (config CARD_PATHS), loaded once per app and shared by
    the rulesets and the rulings pages."""
    cached = app.extensions.get("hjkit.cards")
    if cached is None:
        from hjkit.games.heroes_journey.model.library import load

        paths = [Path(p) for p in app.config["CARD_PATHS"]]
        cached, problems = load(p for p in paths if p.exists())
        app.extensions["hjkit.cards"] = cached
        app.extensions["hjkit.card_problems"] = problems  # what did not load, for hjkit serve
    return cached
