"""Server-Sent Events: GET /api/tables/<id>/events pushes the table to every phone.

Each message is `event: table`, `id: <version>` and data {"log": [...], "table": {...}}:
the full snapshot (what GET /api/tables/<id> answers) and the log entries the client
missed. A seat's phone asks with ?seat=<n> and its token in the cookie hjkit_seat_<n>: its
messages then bring the seat's own view (what the seat's GET answers), so that it need not
ask for it after every update; without the seat's token they bring the watch view. A
client reconnecting with Last-Event-ID (or ?last_event_id=) gets the entries after that
version; a fresh client gets the snapshot alone. A comment line every
SSE_HEARTBEAT seconds keeps proxies and idle timeouts at bay and notices departed
clients; a stream ends after SSE_MAX_AGE seconds and the browser reconnects by itself.

Under `hjkit serve` (asgi.py) the view decides (404, busy, Last-Event-ID) and writes the
headers and the first line, then hands the stream over to the server's event loop, which
writes every stream (fanout.py). Elsewhere (a WSGI server, the test client) the stream is
the generator below, holding a server thread while it lasts.
"""

from __future__ import annotations

import threading
import time

from flask import Blueprint, Response, current_app, request

from hjkit.kit.game import FormatError

from .api import ERROR_HANDLERS, error, service
from .fanout import Follower

bp = Blueprint("stream", __name__, url_prefix="/api")
for _kind, _handler in ERROR_HANDLERS.items():
    bp.register_error_handler(_kind, _handler)


class StreamCount:
    """How many streams this process holds (limit), and how many of them hold a server
    thread (thread_limit: those not handed to an event loop)."""

    def __init__(self, limit: int | None, thread_limit: int | None = None):
        self.limit, self.thread_limit = limit, thread_limit
        self.open = self.threaded = 0
        self._lock = threading.Lock()

    def enter(self, threaded: bool = True) -> bool:
        with self._lock:
            if self.limit is not None and self.open >= self.limit:
                return False
            if threaded and self.thread_limit is not None and \
                    self.threaded >= self.thread_limit:
                return False
            self.open += 1
            self.threaded += threaded
            return True

    def leave(self, threaded: bool = True) -> None:
        with self._lock:
            self.open -= 1
            self.threaded -= threaded


SEAT_COOKIE = "hjkit_seat_{seat}"
"""The cookie that carries a seat's token to its stream (an EventSource sends no
Authorization header); the seat page sets it, scoped to the table's stream path."""


def stream_seat() -> int | None:
    """The seat whose own view the stream is to bring (?seat=), if any."""
    raw = request.args.get("seat")
    if raw is None or raw == "":
        return None
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 4:
        raise FormatError("seat", f"must be a seat number, got {raw!r}")
    return int(raw)


def last_event_id() -> int | None:
    raw = request.headers.get("Last-Event-ID") or request.args.get("last_event_id")
    if raw is None or raw == "":
        return None
    try:
        return int(raw)
    except ValueError:
        raise FormatError("Last-Event-ID", f"must be a table version, got {raw!r}") from None


@bp.get("/tables/<table_id>/events")
def events(table_id: str):
    tables = service()
    version, _ = tables.encoded(table_id)  # 404 before the stream starts
    last = last_event_id()
    seat = stream_seat()
    digest = None if seat is None else tables.stream_seat(
        table_id, seat, request.cookies.get(SEAT_COOKIE.format(seat=seat)))
    # hjkit serve's event loop takes the stream once the view has returned (asgi.py)
    hand_over = request.environ.get("asgi.scope", {}).get("hjkit.stream")
    broadcast = hand_over is not None
    count: StreamCount = current_app.extensions["hjkit.streams"]
    if not count.enter(threaded=not broadcast):
        wait = current_app.config["SSE_RETRY_AFTER"]
        response = error(503, "busy", f"too many open event streams; retry in {wait} s")
        response.headers["Retry-After"] = str(wait)
        return response
    config = current_app.config
    heartbeat, max_age = config["SSE_HEARTBEAT"], config["SSE_MAX_AGE"]
    notifier = tables.notifier
    watched = notifier.watch(table_id, version)
    handed = False

    def generate():  # needs no request context: it runs after the view returned
        nonlocal handed
        yield "retry: 1000\n\n"  # the headers and this are written: hand the stream over
        sent = -1 if last is None else last
        now = time.monotonic()
        if broadcast:
            hand_over(Follower(table_id, sent, watched, now + max_age, release, seat, digest))
            handed = True
            return
        known = None
        deadline, beat = now + max_age, now + heartbeat
        while now < deadline:
            current, message = tables.stream_message(table_id, sent, known, seat, digest)
            if message is not None:
                yield message
                sent, beat = current, time.monotonic() + heartbeat
            known = notifier.wait(watched, sent, max(0.0, beat - now))
            now = time.monotonic()
            if known <= sent and now >= beat:
                yield ": heartbeat\n\n"
                beat = now + heartbeat

    def release():
        notifier.unwatch(table_id)
        count.leave(threaded=not broadcast)

    def release_unless_handed():
        if not handed:  # the event loop releases a stream it took, once it ends
            release()

    response = Response(generate(), mimetype="text/event-stream")
    response.call_on_close(release_unless_handed)
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"
    return response
