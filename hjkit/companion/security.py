"""What every answer carries so that a name, a card text or another site cannot turn a
page against its players: security headers, and JSON that is safe inside a page."""

from __future__ import annotations

import json
from urllib.parse import urlsplit, urlunsplit

from flask import Flask, Response, request
from markupsafe import Markup

POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
          "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
          "frame-ancestors 'none'")
"""No inline script or style anywhere: page data travels in JSON data blocks."""
HEADERS = {
    "Content-Security-Policy": POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # seat tokens live in fragments; send no page address
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}
_SCRIPT_SAFE = {ord("<"): "\\u003c", ord(">"): "\\u003e", ord("&"): "\\u0026",
                ord("'"): "\\u0027", 0x2028: "\\u2028", 0x2029: "\\u2029"}


def init_app(app: Flask) -> None:
    app.after_request(relative_location)
    app.after_request(add_headers)


def relative_location(response: Response) -> Response:
    """Werkzeug's routing redirects (a merged or an added slash) name the Host header's
    host, which anyone may forge: a Location on the asked host keeps its path alone."""
    location = response.headers.get("Location")
    if location:
        scheme, host, path, query, fragment = urlsplit(location)
        if host and host == request.host:
            response.headers["Location"] = urlunsplit(("", "", path, query, fragment))
    return response


_BY_LOWER = [(name.lower(), name, value) for name, value in HEADERS.items()]


def add_headers(response: Response) -> Response:
    """HEADERS, each unless the answer set its own (one pass over the answer's headers,
    not one per header: a tenth of a small answer's time in Flask)."""
    headers = response.headers
    present = {name.lower() for name, _ in headers.items()}
    headers.extend([(name, value) for lower, name, value in _BY_LOWER
                    if lower not in present])
    return response


def script_json(value: object) -> Markup:
    """JSON for a <script type="application/json"> block: no character of it can close
    the block or open a comment in it, whatever names and card texts it holds."""
    return Markup(json.dumps(value, ensure_ascii=False).translate(_SCRIPT_SAFE))
