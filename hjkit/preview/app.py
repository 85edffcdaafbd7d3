"""The preview's page and its answers, on a small Flask app served by uvicorn (a2wsgi):

- `/` the page; its script asks `/state.json?after=N`, which answers once the version is
  other than N (or after WAIT seconds), and redraws what changed;
- `/side/<digest>.png` a card side, `/sheet/<digest>/<page>.png` a page of a part's PDF:
  named by what they draw, so a browser may keep them as long as it likes;
- `/openapi.json` the OpenAPI document of these (openapi.py).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from flask import Flask, Response, abort, jsonify, render_template, request

from hjkit.companion import hosts
from hjkit.companion.security import HEADERS
from hjkit.generator.build import PrintSettings
from hjkit.generator.document import SheetOptions
from hjkit.generator.layout import Layout
from hjkit.kit.address import public_url
from hjkit.kit.cardfolders import holds_no_cards
from hjkit.kit.registry import RegistryError, game_for

from .live import LivePreview
from .openapi import DOCUMENT
from .watch import FolderWatch

WAIT = 20.0
"""Seconds a page's question for a newer version is held open."""
THREADS = 16
"""Server threads: each open page holds one while it waits, the images take the rest."""
FOREVER = "public, max-age=31536000, immutable"


class PreviewError(RuntimeError):
    """The preview cannot start; the message says why."""


def create_app(live: LivePreview) -> Flask:
    app = Flask(__name__)
    # a page of another site pointing its name at this laptop (DNS rebinding) would read a
    # designer's unpublished cards: the companion's Host check, as on hjkit serve
    hosts.init_app(app)

    @app.get("/")
    def page():
        return render_template("preview.html", game=live.game.title, folder=live.folder)

    @app.get("/state.json")
    def state():
        after = request.args.get("after", -1, type=int)
        current = live.wait(after, WAIT) if after >= 0 else live.state
        paper = live.layout.sheets.papers[live.sheets.paper]
        answer = jsonify(current.json(live.game, live.folder, live.sheets, paper))
        answer.headers["Cache-Control"] = "no-store"
        return answer

    @app.get("/openapi.json")
    def openapi():
        return jsonify(DOCUMENT)

    @app.get("/side/<digest>.png")
    def side(digest: str):
        return _png(live.side_png(digest))

    @app.get("/sheet/<digest>/<int:page>.png")
    def sheet(digest: str, page: int):
        return _png(live.sheet_png(digest, page))

    @app.after_request
    def headers(response: Response) -> Response:
        response.headers.update(HEADERS)
        return response

    return app


def _png(data: bytes | None) -> Response:
    if data is None:
        abort(404)
    return Response(data, mimetype="image/png", headers={"Cache-Control": FOREVER})


def open_preview(folder: Path, layout: Layout, sheets: SheetOptions,
                 settings: PrintSettings) -> LivePreview:
    """The folder's cards loaded once, by the game whose cards they are."""
    if not folder.is_dir():
        raise PreviewError(f"{folder}: no such folder")
    try:
        if holds_no_cards(folder):  # a game may claim an empty folder to save decks into
            raise RegistryError(f"no game's card data under {folder}: nothing to preview")
        game = game_for([folder])
    except RegistryError as error:
        raise PreviewError(str(error)) from None
    live = LivePreview(game, folder, layout, sheets, settings)
    live.reload()
    return live


def create_server(live: LivePreview, host: str, port: int):
    """The uvicorn server of the preview's page (not yet running) and its bound socket."""
    from a2wsgi import WSGIMiddleware

    from hjkit.companion import asgi_server

    # a page waiting for a newer version is answered at once by live.stop(), after the
    # server has stopped: let it go, not wait for it
    server = asgi_server.server(WSGIMiddleware(create_app(live), workers=THREADS),
                                timeout_keep_alive=WAIT + 10, timeout_graceful_shutdown=1)
    return server, asgi_server.bind(host, port)


def serve(live: LivePreview, host: str, port: int, out: TextIO = sys.stdout) -> None:
    """Serve the page and watch the folder until interrupted."""
    try:
        server, sock = create_server(live, host, port)
    except OSError as error:
        raise PreviewError(f"cannot listen on {host}:{port}: {error.strerror}; stop the "
                           "other server or choose another --port") from None
    watch = FolderWatch(live.folder, live.reload)
    watch.start()
    state = live.state
    cards = len(state.drawing.cards) if state.drawing else 0
    print(f"{live.game.title}: {cards} cards from {live.folder}"
          + (f", {len(state.problems)} problems (shown on the page)" if state.problems else ""),
          file=out)
    print(f"Card preview: open {public_url(host, sock.getsockname()[1])} in a browser; it "
          "redraws as you save. Press Ctrl+C to stop.", file=out, flush=True)
    try:
        server.run(sockets=[sock])
    finally:
        watch.stop()
        live.stop()  # the pages waiting are answered, so the threads can end
        sock.close()
