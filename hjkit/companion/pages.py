"""Phone pages: the home page that sets up a table, the table page with its join codes,
each seat's phone, the watch view, and what makes them installable (manifest, worker).

Pages are server-rendered shells; a little plain JavaScript (static/) fetches the table
from the JSON API, renders it and follows its event stream. A seat's token travels in the
link's fragment (#...), so it never reaches the server's logs; the page keeps it in
localStorage and sends it as "Authorization: Bearer".
"""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path

import qrcode
import qrcode.image.svg
from flask import Blueprint, Response, abort, current_app, render_template, url_for
from markupsafe import Markup

from hjkit.kit.game import FormatError, Game

from . import card_library, public_base
from .bodies import json_object
from .catalog import builders, catalog
from .security import script_json

bp = Blueprint("pages", __name__)

SEAT_LINK = "/t/{table}/seat/{seat}#{token}"
WATCH_LINK = "/t/{table}"
QR_TEXT_LIMIT = 400


def qr_svg(text: str) -> str:
    """A QR code as an inline SVG element, drawn on the server (no CDN, works offline)."""
    image = qrcode.make(text, image_factory=qrcode.image.svg.SvgPathImage, border=2,
                        box_size=10)
    out = io.BytesIO()
    image.save(out)
    svg = out.getvalue().decode()
    return svg[svg.index("<svg"):].replace("<svg ", '<svg role="img" aria-label="QR code" ', 1)


def _game_of(snapshot: dict) -> Game:
    return current_app.extensions["hjkit.games"][snapshot["ruleset"]]


def _table_or_404(table_id: str) -> dict:
    tables = current_app.extensions.get("hjkit.tables")
    if tables is None or not tables.exists(table_id):
        abort(404)
    return tables.snapshot(table_id)


def _page_config(snapshot: dict, seat: int | None) -> Markup:
    table_id = snapshot["id"]
    game = _game_of(snapshot)
    config = {
        "table": table_id, "seat": seat,
        "seat_views": game.has_seat_views,  # a seat reads its own view with its token
        "deck": game.phone_cards(card_library(current_app, game.id), snapshot["state"], seat),
        "api": {"table": f"/api/tables/{table_id}", "actions": f"/api/tables/{table_id}/actions",
                "undo": f"/api/tables/{table_id}/undo", "log": f"/api/tables/{table_id}/log",
                "rematch": f"/api/tables/{table_id}/rematch",
                "stream": f"/api/tables/{table_id}/events"},
        "snapshot": snapshot,
    }
    return script_json(config)


@bp.get("/")
def home():
    return render_template("home.html", catalog=catalog(), builders=builders())


@bp.get("/t/<table_id>")
def table(table_id: str):
    snapshot = _table_or_404(table_id)
    watch = public_base() + url_for("pages.table", table_id=table_id)
    return render_template("table.html", snapshot=snapshot, config=_page_config(snapshot, None),
                           watch_link=watch, watch_qr=Markup(qr_svg(watch)),
                           public_base=public_base(),
                           game_scripts=_game_scripts(snapshot))


@bp.get("/t/<table_id>/seat/<int:seat>")
def seat_page(table_id: str, seat: int):
    snapshot = _table_or_404(table_id)
    if not 0 <= seat < len(snapshot["seats"]):
        abort(404)
    return render_template("seat.html", snapshot=snapshot, seat=seat,
                           name=snapshot["seats"][seat]["name"],
                           config=_page_config(snapshot, seat),
                           game_scripts=_game_scripts(snapshot))


def _game_scripts(snapshot: dict) -> list[str]:
    game = _game_of(snapshot)
    blueprint = game.web()
    return [url_for(f"{blueprint.name}.static", filename=name) for name in game.phone_scripts]


@bp.post("/qr.svg")
def qr():
    """A QR code for a link the page holds (seat links carry a token, so they are sent in
    the body, not the address)."""
    text = json_object().get("text")
    if not isinstance(text, str) or not text or len(text) > QR_TEXT_LIMIT:
        raise FormatError("text", f"must be a link of 1 to {QR_TEXT_LIMIT} characters")
    return Response(qr_svg(text), mimetype="image/svg+xml",
                    headers={"Cache-Control": "no-store"})


@bp.get("/manifest.webmanifest")
def manifest():
    body = {
        "name": "Heroes' Journey Table Kit", "short_name": "Heroes' Journey",
        "start_url": url_for("pages.home"), "scope": "/", "display": "standalone",
        "background_color": "#f6f3ec", "theme_color": "#2f5d3a",
        "icons": [
            {"src": url_for("static", filename="icon-192.png"), "sizes": "192x192",
             "type": "image/png"},
            {"src": url_for("static", filename="icon-512.png"), "sizes": "512x512",
             "type": "image/png"},
            {"src": url_for("static", filename="icon.svg"), "sizes": "any",
             "type": "image/svg+xml"},
        ],
    }
    return Response(json.dumps(body), mimetype="application/manifest+json")


@bp.get("/sw.js")
def service_worker():
    """Served from the root so its scope covers every page. It caches the kit's and every
    game's static files, under a name made of their contents, so phones pick up new files
    on the next visit by themselves."""
    text = Path(current_app.static_folder, "sw.js").read_text(encoding="utf-8")
    files = [url for url, _ in static_files()]
    body = (text.replace("__STATIC_VERSION__", static_version())
            .replace('"__STATIC_FILES__"', json.dumps(files)[1:-1]))
    return Response(body, mimetype="text/javascript",
                    headers={"Cache-Control": "no-cache", "Service-Worker-Allowed": "/"})


def static_files() -> list[tuple[str, Path]]:
    """Every static file the pages use, the kit's and each served game's: (URL, path)."""
    folders = [("static", Path(current_app.static_folder))]
    for game in current_app.extensions["hjkit.games"].values():
        blueprint = game.web()
        if blueprint is not None and blueprint.static_folder:
            folders.append((f"{blueprint.name}.static", Path(blueprint.static_folder)))
    return [(url_for(endpoint, filename=path.relative_to(folder).as_posix()), path)
            for endpoint, folder in folders
            for path in sorted(folder.rglob("*")) if path.is_file() and path.name != "sw.js"]


def static_version() -> str:
    """A short hash of every static file, computed once per app."""
    cached = current_app.extensions.get("hjkit.static_version")
    if cached is None:
        digest = hashlib.sha256()
        for url, path in static_files():
            digest.update(url.encode() + b"\0" + path.read_bytes())
        cached = current_app.extensions["hjkit.static_version"] = digest.hexdigest()[:12]
    return cached
