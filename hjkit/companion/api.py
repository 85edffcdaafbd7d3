"""The JSON API under /api/: tables, actions, undo, log. See companion/README.md and
/api/openapi.json."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, jsonify, request

from hjkit.kit.game import FormatError
from hjkit.kit.terminal import shown

from . import card_library, public_base
from .bodies import json_body
from .catalog import catalog
from .limits import from_this_machine, limiter, tables_limit
from .openapi import document
from .service import (
    Forbidden,
    NoSuchSeat,
    NotFound,
    Rejected,
    Stale,
    TableService,
    Unauthorized,
    Unreplayable,
)

bp = Blueprint("api", __name__, url_prefix="/api")


def service() -> TableService:
    return current_app.extensions["hjkit.tables"]


def seat_token() -> str | None:
    """The seat token: "Authorization: Bearer <token>" or "X-Seat-Token: <token>"."""
    auth = request.headers.get("Authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return request.headers.get("X-Seat-Token")


def seat_link(table_id: str, seat: int, token: str) -> str:
    """The absolute link to a seat's phone page (config SEAT_LINK) at the configured or
    detected address (public_base), never the Host header."""
    return public_base() + current_app.config["SEAT_LINK"].format(
        table=table_id, seat=seat, token=token)


def links(table_id: str, tokens: list[str]) -> tuple[str, list[str]]:
    """Absolute links to the phone pages; the templates are config WATCH_LINK and
    SEAT_LINK."""
    watch = public_base() + current_app.config["WATCH_LINK"].format(
        table=table_id)
    return watch, [seat_link(table_id, seat, token) for seat, token in enumerate(tokens)]


@bp.get("/openapi.json")
def openapi():
    app = current_app._get_current_object()
    return jsonify(document(app.extensions["hjkit.games"],
                            lambda game_id: card_library(app, game_id)))


@bp.get("/rulesets")
def rulesets():
    return jsonify({"rulesets": [{"name": g["id"], "title": g["title"],
                                  "variants": g["variants"]} for g in catalog()["games"]]})


@bp.post("/tables")
@limiter.limit(tables_limit, exempt_when=from_this_machine)
def create_table():
    snapshot, tokens, host = service().create(json_body())
    watch, seat_links = links(snapshot["id"], tokens)
    seats = [{**s, "token": t, "link": link}
             for s, t, link in zip(snapshot["seats"], tokens, seat_links, strict=True)]
    body = {**snapshot, "watch_code": snapshot["id"], "watch_link": watch, "seats": seats,
            "host_token": host}
    response = jsonify(body)
    response.status_code = 201
    response.headers["Location"] = f"/api/tables/{snapshot['id']}"
    return response


@bp.post("/tables/<table_id>/seats/<int:seat_no>/link")
def relink_seat(table_id: str, seat_no: int):
    name, token, table = service().relink(table_id, seat_token(), seat_no)
    return jsonify({"seat": seat_no, "name": name, "token": token,
                    "link": seat_link(table_id, seat_no, token), "version": table["version"]})


@bp.get("/tables/<table_id>")
def get_table(table_id: str):
    return jsonify(service().snapshot(table_id, seat_token()))


@bp.post("/tables/<table_id>/actions")
def act(table_id: str):
    return encoded_json(service().act_encoded(table_id, seat_token(), json_body()))


@bp.post("/tables/<table_id>/undo")
def undo(table_id: str):
    return encoded_json(service().undo_encoded(table_id, seat_token(), json_body()))


def encoded_json(text: str) -> Response:
    """A JSON answer already encoded (the table's snapshot, encoded once per version), as
    jsonify would send it."""
    return current_app.response_class(f"{text}\n", mimetype=current_app.json.mimetype)


@bp.post("/tables/<table_id>/rematch")
def rematch(table_id: str):
    table, created = service().rematch(table_id, seat_token(), json_body())
    response = jsonify(table)
    if created:
        response.status_code = 201
        response.headers["Location"] = f"/api/tables/{table['id']}"
    return response


LOG_PAGE = 1000
"""The most log entries one answer brings: a long game's log is read a page at a time."""


@bp.get("/tables/<table_id>/log")
def log(table_id: str):
    shape = request.args.get("format", "json")
    if shape not in ("json", "text"):
        raise FormatError("format", f"must be json or text, got {shape!r}")
    after = _whole("after", 0, 0, None)
    limit = _whole("limit", LOG_PAGE, 1, LOG_PAGE)
    entries, version = service().log_page(table_id, after, limit)
    last = entries[-1]["version"] if entries else version
    following = last if last < version else None
    if shape == "text":
        lines = []
        for e in entries:
            mark = " (undone)" if e.get("undone") else ""
            lines += [f"{e['version']:>4}  {_line(text)}{mark}" for text in e["events"]] or [
                f"{e['version']:>4}  {_line(e['player'])}: {e['kind']}{mark}"]
        answer = Response("\n".join(lines) + "\n", mimetype="text/plain")
    else:
        answer = jsonify({"id": table_id, "version": version, "entries": entries,
                          "next": following})
    if following is not None:  # the next page, for a reader of either format
        answer.headers["Link"] = (f'<{request.path}?format={shape}&after={following}'
                                  f'&limit={limit}>; rel="next"')
    return answer


def _whole(name: str, default: int, least: int, most: int | None) -> int:
    """A query parameter that is a whole number from least to most (400 otherwise)."""
    text = request.args.get(name)
    if text is None:
        return default
    value = int(text) if text.isascii() and text.isdigit() and len(text) <= 9 else None
    if value is None or value < least or (most is not None and value > most):
        upper = f" to {most}" if most is not None else " or more"
        raise FormatError(name, f"must be a whole number from {least}{upper}")
    return value


def _line(text: object) -> str:
    """A log line's text for a terminal (curl prints it raw): a name's escape codes
    shown as escapes, and a newline in it does not start a line."""
    return shown(text).replace("\n", "\\n")


def error(status: int, kind: str, message: str, **extra) -> Response:
    response = jsonify({"error": kind, "message": message, **extra})
    response.status_code = status
    return response


def malformed(e: FormatError):
    return error(400, "malformed", str(e), field=e.field)


def forbidden(e: Forbidden):
    return error(403, "forbidden", str(e))


def unauthorized(e: Unauthorized):
    response = error(401, "unauthorized", str(e))
    response.headers["WWW-Authenticate"] = 'Bearer realm="seat"'
    return response


def no_such_seat(e: NoSuchSeat):
    return error(404, "not-found", f"table {e.args[0]!r} has no seat {e.args[1]}")


def not_found(e: NotFound):
    return error(404, "not-found", f"no table {e.args[0]!r}")


def stale(e: Stale):
    return error(409, "stale", f"{e}; look again and retry", version=e.current["version"],
                 current=e.current)


def refused(e: Rejected):
    return error(422, "refused", e.refusal.message, code=e.refusal.code)


def unreplayable(e: Unreplayable):
    return error(500, "unreplayable", f"{e}. The rules changed since this table was created; "
                 "the version of the kit it was created with can continue it.")


ERROR_HANDLERS = {FormatError: malformed, Unauthorized: unauthorized, Forbidden: forbidden,
                  NoSuchSeat: no_such_seat,
                  NotFound: not_found,
                  Stale: stale, Rejected: refused, Unreplayable: unreplayable}
for _kind, _handler in ERROR_HANDLERS.items():
    bp.register_error_handler(_kind, _handler)


def api_errors(app) -> None:
    """Under /api/ every answer is JSON, whatever went wrong: an unknown address is the
    documented 404, an unexpected failure a 500 with a message and no traceback."""

    @app.errorhandler(404)
    def _not_found(e):
        if request.path.startswith("/api/"):
            return error(404, "not-found", f"no such address {request.path!r}")
        return e

    @app.errorhandler(405)
    def _not_allowed(e):
        if request.path.startswith("/api/"):
            response = error(405, "not-allowed", f"{request.method} is not allowed here")
            response.headers["Allow"] = ", ".join(e.valid_methods or ())
            return response
        return e

    @app.errorhandler(500)
    def _failed(e):
        if request.path.startswith("/api/"):
            return error(500, "failed", "the server failed to answer; it is logged")
        return e
