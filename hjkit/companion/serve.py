"""`hjkit serve`: the companion on waitress, reachable from the phones on the LAN.

Each open event stream holds one waitress thread, so the thread pool is sized for the
phones (threads) and streams are capped a little below it (SSE_MAX_STREAMS), leaving
threads free for actions.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from hjkit.kit.address import public_url

from .capacity import PER_CLIENT, connection_limit, limit_clients

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
    import waitress
    from sqlalchemy.exc import SQLAlchemyError

    from . import card_library, create_app

    missing = [str(p) for p in cards if not p.exists()]
    if missing:
        raise ServeError(f"no such card folder: {', '.join(missing)}")
    try:
        app = create_app()
    except SQLAlchemyError as error:
        reason = str(getattr(error, "orig", None) or error).splitlines()[0]
        raise ServeError(f"cannot open the database (HJKIT_DATABASE_URL): {reason}") from None
    app.config["CARD_PATHS"] = [*app.config["CARD_PATHS"], *cards]  # before the cards load
    served = app.extensions["hjkit.games"]
    unclaimed = [str(p) for p in cards if not any(g.claims(p) for g in served.values())]
    if unclaimed:
        raise ServeError(f"no game's card data in {', '.join(unclaimed)}")
    for game in served.values():
        library = card_library(app, game.id)
        for problem in app.extensions["hjkit.card_problems"][game.id]:
            print(f"warning: {problem} (left out)", file=sys.stderr)
        decks = sorted(d["id"] for v in game.variants(library) for d in v.decks)
        print(f"{game.title}: {len(set(decks))} decks: {', '.join(sorted(set(decks)))}",
              file=out)
    streams = app.extensions["hjkit.streams"]
    if streams.limit is None:
        streams.limit = max(1, threads - FREE_THREADS)
    try:  # bind before printing the address, so the address shown is one that answers
        server = waitress.create_server(
            app, host=host, port=port, threads=threads, ident="hjkit",
            connection_limit=connection_limit(), channel_timeout=60,
            channel_request_lookahead=4,  # lets streams notice a departed phone
            asyncore_use_poll=True, clear_untrusted_proxy_headers=True)
    except OSError as error:
        raise ServeError(f"cannot listen on {host}:{port}: {error.strerror}; stop the other "
                         "server or choose another --port") from None
    app.extensions["hjkit.clients"] = limit_clients(server, per_client)
    url = public_url(host, port)
    if not app.config.get("PUBLIC_URL"):  # links and QR codes name this address
        app.config["PUBLIC_URL"] = url
    print_banner(app.config["PUBLIC_URL"], out)
    server.run()


class ServeError(RuntimeError):
    """The companion cannot start; the message says why and what to do."""
