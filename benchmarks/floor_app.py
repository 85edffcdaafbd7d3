"""The floor of the companion's stack: the least a table action can cost on it.

A minimal Flask app on the same server as `hjkit serve` (uvicorn, the Flask app through
a2wsgi, the same settings), with SQLAlchemy Core
over SQLite (WAL, the same pragmas): an action reads the table's version and, if the
client saw that version, appends one JSON row and answers the new version with the one
action the next seat may take. No rules, no view, no streams. benchmarks/companion_load.py
starts it beside `hjkit serve` and drives both with the same client.

    .venv/bin/python benchmarks/floor_app.py --port 8001 --database /tmp/floor.sqlite3
"""

from __future__ import annotations

import argparse
import json
import secrets
import threading
import time

from flask import Flask, jsonify, request
from sqlalchemy import (
    Column,
    Float,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    create_engine,
    event,
    func,
    insert,
    select,
)
from sqlalchemy.exc import IntegrityError

SEATS = 4
metadata = MetaData()
log_entry = Table(
    "log_entry", metadata,
    Column("table_id", String(32), nullable=False),
    Column("version", Integer, nullable=False),
    Column("body", Text, nullable=False),
    Column("at", Float, nullable=False),
    PrimaryKeyConstraint("table_id", "version"),
)


def next_action(version: int) -> dict:
    return {"version": version, "state": {"legal_actions": [
        {"type": "pass", "seat": version % SEATS}]}}


def create_floor_app(url: str) -> Flask:
    engine = create_engine(url, pool_size=16, max_overflow=48,
                           connect_args={"timeout": 30, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection, _record):
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.close()

    metadata.create_all(engine)
    writing = threading.Lock()
    app = Flask(__name__)

    @app.get("/healthz")
    def healthz():
        return jsonify({"ok": True})

    @app.post("/api/tables")
    def create():
        table_id = secrets.token_hex(4)
        return jsonify({"id": table_id, **next_action(0),
                        "seats": [{"token": secrets.token_urlsafe(24)} for _ in range(SEATS)]})

    @app.post("/api/tables/<table_id>/actions")
    def act(table_id: str):
        if not request.headers.get("Authorization", "").startswith("Bearer "):
            return jsonify({"error": "forbidden"}), 403
        body = request.get_json()
        with writing, engine.begin() as conn:
            current = conn.execute(select(func.coalesce(func.max(log_entry.c.version), 0))
                                   .where(log_entry.c.table_id == table_id)).scalar_one()
            if body.get("version") != current:
                return jsonify({"current": next_action(current)}), 409
            try:
                conn.execute(insert(log_entry).values(
                    table_id=table_id, version=current + 1, body=json.dumps(body["action"]),
                    at=time.time()))
            except IntegrityError:
                return jsonify({"current": next_action(current)}), 409
        return jsonify({**next_action(current + 1), "events": []})

    return app


def main() -> None:
    from a2wsgi import WSGIMiddleware

    from hjkit.companion import asgi_server
    from hjkit.companion.capacity import connection_limit

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--database", required=True, help="the SQLite file")
    parser.add_argument("--threads", type=int, default=32)
    args = parser.parse_args()
    app = create_floor_app(f"sqlite:///{args.database}")
    server = asgi_server.server(  # the settings of hjkit.companion.serve
        WSGIMiddleware(app, workers=args.threads), limit_concurrency=connection_limit(),
        timeout_keep_alive=60)
    server.run(sockets=[asgi_server.bind("127.0.0.1", args.port)])


if __name__ == "__main__":
    main()
