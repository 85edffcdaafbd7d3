"""How many tables and deck saves one device may make (Flask-Limiter): anyone on the
network may create tables and save decks, and without a limit one device could fill the
laptop's disk with tables (about 27 GB an hour) or its card folder with decks.

Each limit counts per client address, in this process's memory; the laptop itself (a
loopback address: the host, its scripts and its benchmarks) is not limited. Behind a proxy
the address is the phone's as the proxy forwards it (uvicorn reads X-Forwarded-For from a
proxy on this machine). A device over a limit gets 429, a sentence naming the limit and
Retry-After.
"""

from __future__ import annotations

import ipaddress

from flask import Flask, current_app, jsonify, request
from flask_limiter import Limiter, RateLimitExceeded

limiter = Limiter(key_func=lambda: request.remote_addr or "", storage_uri="memory://",
                  headers_enabled=True)


def from_this_machine() -> bool:
    """Whether the request comes from the laptop the server runs on."""
    try:
        return ipaddress.ip_address(request.remote_addr or "").is_loopback
    except ValueError:
        return False


def tables_limit() -> str:
    return current_app.config["TABLES_LIMIT"]


def saves_limit() -> str:
    return current_app.config["DECK_SAVES_LIMIT"]


def init_app(app: Flask) -> None:
    limiter.init_app(app)

    @app.errorhandler(RateLimitExceeded)
    def _too_many(e: RateLimitExceeded):
        what = "tables created" if request.path.startswith("/api/") else "deck saves"
        response = jsonify({"error": "too-many", "message": (
            f"too many {what} from this device ({e.description}); try again later")})
        response.status_code = 429
        return response
