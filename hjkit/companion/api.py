"""The JSON API under /api/: tables, actions, undo, log. See companion/README.md and
/api/openapi.json."""

from __future__ import annotations

import json
import sys

from flask import Blueprint, Response, current_app, jsonify, request

from hjkit.kit.game import FormatError

from . import card_library, public_base
from .openapi import document
from .pages import catalog
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


def json_body() -> object:
    """The request's JSON, or None (which the service answers with 400 naming "body")."""
    if request.content_length is not None and request.max_content_length is not None and \
            request.content_length > request.max_content_length:
        raise FormatError("body", f"is {request.content_length:,} bytes; a request may be at "
                                  f"most {request.max_content_length:,} bytes (MAX_CONTENT_LENGTH)")
    if not request.is_json:
        return None
    raw = request.get_data()
    if not raw:
        return None
    try:
        body = json.loads(raw)
    except RecursionError:
        raise FormatError("body", "is nested too deeply") from None
    except json.JSONDecodeError as e:
        raise FormatError("body", f"is not JSON: {e.msg} at line {e.lineno} column {e.colno}") \
            from None
    except UnicodeDecodeError:
        raise FormatError("body", "is not text in UTF-8, UTF-16 or UTF-32") from None
    except ValueError:  # the only other: a number past the interpreter's digit limit
        raise FormatError("body", f"holds a number of more than {sys.get_int_max_str_digits():,} "
                                  "digits") from None
    if not _plain_text(request.get_data()):
        _check_text(body, "body")
    try:
        return _integers(body)
    except _TooDeep:
        _check_text(body, "body")  # raises the error, naming where it is too deep
        raise


class _TooDeep(Exception):
    """A body nested deeper than _check_text allows."""


def _plain_text(raw: bytes) -> bool:
    """True when no string parsed from this JSON can hold a NUL or a lone surrogate: no
    \\u escape, no NUL byte (UTF-16 and UTF-32 JSON have them) and strict UTF-8 (which
    has no encoded surrogates, unlike the "surrogatepass" that json.loads decodes with).
    Then _check_text need not walk the body."""
    if b"\\u" in raw or b"\x00" in raw:
        return False
    try:
        raw.decode()
    except UnicodeDecodeError:
        return False
    return True


def _integers(value: object, depth: int = 0) -> object:
    """JSON has one number type: 3.0 is the integer 3 (as JSON Schema reads it), so a
    whole float becomes an int before any field is checked. Deeper than _check_text
    allows: _TooDeep."""
    if depth > 64:
        raise _TooDeep
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: _integers(item, depth + 1) for key, item in value.items()}
    if isinstance(value, list):
        return [_integers(item, depth + 1) for item in value]
    return value


def _check_text(value: object, where: str, depth: int = 0) -> None:
    """Every string must be text that can be stored and shown: no lone surrogates, no NUL."""
    if depth > 64:
        raise FormatError(where, "is nested too deeply")
    if isinstance(value, str):
        if "\x00" in value or any("\ud800" <= ch <= "\udfff" for ch in value):
            raise FormatError(where, "holds a NUL or a lone surrogate, not text")
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_text(key, where, depth + 1)
            _check_text(item, f"{where}.{key}", depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check_text(item, f"{where}[{index}]", depth + 1)


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


@bp.get("/tables/<table_id>/log")
def log(table_id: str):
    shape = request.args.get("format", "json")
    if shape not in ("json", "text"):
        raise FormatError("format", f"must be json or text, got {shape!r}")
    entries = service().log(table_id)
    if shape == "text":
        lines = []
        for e in entries:
            mark = " (undone)" if e.get("undone") else ""
            lines += [f"{e['version']:>4}  {text}{mark}" for text in e["events"]] or [
                f"{e['version']:>4}  {e['player']}: {e['kind']}{mark}"]
        return Response("\n".join(lines) + "\n", mimetype="text/plain")
    version = entries[-1]["version"] if entries else 0
    return jsonify({"id": table_id, "version": version, "entries": entries})


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
