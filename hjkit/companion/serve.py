"""`hjkit serve`: the companion on uvicorn, reachable from the phones on the LAN.

The Flask app runs in a2wsgi's worker threads; the event streams are written from the
server's event loop (asgi.py), so a stream holds a connection, not a thread: streams are
capped at half the connections the server takes (SSE_MAX_STREAMS; a phone also needs one
for its actions).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

from hjkit.kit.address import DEFAULT_PORT, STABLE_NAME, lan_address, public_url
from hjkit.kit.pictures import missing_warning

from .capacity import connection_limit

SHUTDOWN_GRACE = 3
"""Seconds the requests still open at Ctrl+C are given to finish (the event streams end at
once; the phones reconnect to the next server)."""


def print_banner(url: str, out: TextIO) -> None:
    import qrcode

    print(f"Table companion: open {url} on the phones at the table.", file=out)
    code = qrcode.QRCode(border=1)
    code.add_data(url)
    code.print_ascii(out=out, tty=out.isatty(), invert=True)
    print("Press Ctrl+C to stop.", file=out, flush=True)


def serve(host: str = "0.0.0.0", port: int = 8000, threads: int = 32,
          out: TextIO = sys.stdout, cards: tuple[Path, ...] = (),
          database: str | None = None) -> None:
    """cards: folders of the players' own sets and decks, offered beside the shipped ones;
    threads: the worker threads that run requests (streams hold none); database: a URL or
    a SQLite file, in place of HJKIT_DATABASE_URL."""
    from sqlalchemy.exc import SQLAlchemyError

    from . import card_library, create_app
    from .store import DriverMissing, database_url

    if database:  # create_app reads it from the environment, as every worker would
        os.environ["HJKIT_DATABASE_URL"] = database if "://" in database else \
            f"sqlite:///{Path(database).resolve()}"
    missing = [str(p) for p in cards if not p.exists()]
    if missing:
        raise ServeError(f"no such card folder: {', '.join(missing)}")
    try:
        app = create_app()
    except SQLAlchemyError as error:
        reason = str(getattr(error, "orig", None) or error).splitlines()[0]
        raise ServeError(f"cannot open the database (HJKIT_DATABASE_URL): {reason}") from None
    except DriverMissing as error:
        raise ServeError(f"cannot open the database (HJKIT_DATABASE_URL): {error}") from None
    app.config["CARD_PATHS"] = [*app.config["CARD_PATHS"], *cards]  # before the cards load
    served = app.extensions["hjkit.games"]
    unclaimed = [str(p) for p in cards if not any(g.claims(p) for g in served.values())]
    if unclaimed:
        raise ServeError(f"no game's card data in {', '.join(unclaimed)}")
    for game in served.values():
        library = card_library(app, game.id)
        for problem in app.extensions["hjkit.card_problems"][game.id]:
            print(f"warning: {problem} (left out)", file=sys.stderr)
        missing = missing_warning(game.pictures(library))
        if missing:
            print(missing, file=sys.stderr)
        decks = sorted(d["id"] for v in game.variants(library) for d in v.decks)
        print(f"{game.title}: {len(set(decks))} decks: {', '.join(sorted(set(decks)))}",
              file=out)
    print(f"Database: {shown(database_url(app))}", file=out)
    try:  # bind before printing the address, so the address shown is one that answers
        server, sock = create_server(app, host, port, threads)
    except OSError as error:
        raise ServeError(f"cannot listen on {host}:{port}: {error.strerror}; stop the other "
                         "server or choose another --port") from None
    url = public_url(host, port)
    if not app.config.get("PUBLIC_URL"):  # links and QR codes name this address
        app.config["PUBLIC_URL"] = url
    print_banner(app.config["PUBLIC_URL"], out)
    announced = _announce(host, port, out)
    try:
        server.run(sockets=[sock])
    finally:
        if announced is not None:
            announced.close()


def _announce(host: str, port: int, out: TextIO):
    """Answer to hjkit.local on the LAN, the name printed codes hold (see mdns.py)."""
    from .mdns import advertise

    if host not in ("0.0.0.0", "", "::"):
        return None  # bound to one address: the phones are told that one
    announced = advertise(lan_address(), port)
    if announced is None:
        return None
    print(f"Printed cards' codes open http://{STABLE_NAME}:{DEFAULT_PORT}/c/<card>"
          + ("." if port == DEFAULT_PORT else f": they name port {DEFAULT_PORT}, and this "
             f"server listens on {port}."), file=out, flush=True)
    return announced


def create_server(app, host: str, port: int, threads: int = 32, loop: str = "auto"):
    """The uvicorn server hjkit serve runs (not yet running) and the socket it is to serve,
    bound already (port 0: any free port); its connection and stream limits. loop: "auto",
    or "asyncio" for Python's default loop on every system."""
    from . import asgi_server
    from .asgi import create_asgi_app

    connections = connection_limit()
    streams = app.extensions["hjkit.streams"]
    if streams.limit is None:
        streams.limit = max(1, connections // 2)
    asgi = create_asgi_app(app, threads)
    server = asgi_server.server(
        asgi, loop=loop, on_exit=app.extensions["hjkit.fanout"].close,
        # beyond this many connections and requests, new ones get 503 at once
        limit_concurrency=connections, timeout_keep_alive=60,
        timeout_graceful_shutdown=SHUTDOWN_GRACE)
    return server, asgi_server.bind(host, port)


def shown(url: str) -> str:
    """A database URL as printed: its password hidden."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)


class ServeError(RuntimeError):
    """The companion cannot start; the message says why and what to do."""
