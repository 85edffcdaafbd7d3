"""`hjkit serve`: the companion on waitress, reachable from the phones on the LAN.

Event streams are handed to one broadcaster thread once their headers are written
(broadcast.py), so they hold a connection each, not a thread: streams are capped at half
the connections (SSE_MAX_STREAMS; a phone also needs one for its actions). The few a
broadcaster cannot take (HTTP/1.0) hold a waitress thread and are capped a little below
the thread pool, leaving threads free for actions.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path
from typing import TextIO

from hjkit.kit.address import public_url
from hjkit.kit.pictures import missing_warning

from .capacity import BACKLOG, PER_CLIENT, connection_limit

SWITCH_INTERVAL = 0.001
"""Seconds a thread may hold the GIL while another waits for it (see serve)."""
FREE_THREADS = 16
"""Threads kept back from event streams for actions and page loads."""


def print_banner(url: str, out: TextIO) -> None:
    import qrcode

    print(f"Table companion: open {url} on the phones at the table.", file=out)
    code = qrcode.QRCode(border=1)
    code.add_data(url)
    code.print_ascii(out=out, tty=out.isatty(), invert=True)
    print("Press Ctrl+C to stop.", file=out, flush=True)


def serve(host: str = "0.0.0.0", port: int = 8000, threads: int = 256,
          out: TextIO = sys.stdout, cards: tuple[Path, ...] = (),
          per_client: int = PER_CLIENT) -> None:
    """cards: folders of the players' own sets and decks, offered beside the shipped ones;
    per_client: connections one client address may hold (0: no limit, behind a proxy)."""
    from sqlalchemy.exc import SQLAlchemyError

    from . import card_library, create_app
    from .store import DriverMissing

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
    try:  # bind before printing the address, so the address shown is one that answers
        server = create_server(app, host, port, threads, per_client)
    except OSError as error:
        raise ServeError(f"cannot listen on {host}:{port}: {error.strerror}; stop the other "
                         "server or choose another --port") from None
    url = public_url(host, port)
    if not app.config.get("PUBLIC_URL"):  # links and QR codes name this address
        app.config["PUBLIC_URL"] = url
    print_banner(app.config["PUBLIC_URL"], out)
    # What is loaded by now (card libraries, code, schemas) lives as long as the process:
    # out of the collector's sight, a full collection stops every request for a fraction
    # of the time (measured: pauses under load shrink to about a third).
    gc.collect()
    gc.freeze()
    # A thread back from I/O (SQLite, a socket) waits for the GIL until the thread holding
    # it lets go, at most this long; Python's default is about one action's whole budget
    # (benchmarks/companion_load.py's paced run shows the difference in its p99).
    sys.setswitchinterval(SWITCH_INTERVAL)
    server.run()


def create_server(app, host: str, port: int, threads: int = 256,
                  per_client: int = PER_CLIENT):
    """The waitress server hjkit serve runs (not yet running): its connection and stream
    limits, the per-client limit and the broadcaster of the event streams."""
    from .waitress_adapter import ConnectionMap, create_waitress_server, hand_over, limit_clients

    connections = connection_limit()
    streams = app.extensions["hjkit.streams"]
    if streams.limit is None:
        streams.limit = max(1, connections // 2)
    if streams.thread_limit is None:
        streams.thread_limit = max(1, threads - FREE_THREADS)
    broadcaster = app.extensions["hjkit.broadcaster"]
    server = create_waitress_server(
        app, ConnectionMap(broadcaster), threads, host=host, port=port, ident="hjkit",
        connection_limit=connections, backlog=BACKLOG, channel_timeout=60,
        channel_request_lookahead=4,  # lets threaded streams notice a departed phone
        asyncore_use_poll=True, clear_untrusted_proxy_headers=True)
    app.extensions["hjkit.clients"] = limit_clients(server, per_client)
    hand_over(server, broadcaster)
    return server


class ServeError(RuntimeError):
    """The companion cannot start; the message says why and what to do."""
