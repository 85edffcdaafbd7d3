"""The names this server answers to. A page on another site can point its own name at the
laptop's address (DNS rebinding) and then talk to the companion as if from the same site:
save deck files, create tables. Its requests name that site in their Host header, so a
request naming a host the server does not answer to is refused (400) before any view runs.

Answered to: any IP address (a browser names an address only when it was sent to that
address, which no other site can arrange), loopback names, the stable name
hjkit.local, the host of PUBLIC_URL (hjkit serve sets it to the address it prints, or
HJKIT_PUBLIC_URL names a proxy's), and the names config ALLOWED_HOSTS lists.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from flask import Flask, current_app, jsonify, request

NAMES = frozenset({"localhost", "hjkit.local"})
UNCHECKED = frozenset({"/healthz"})
"""A proxy's or host's health check may name anything; the answer holds no secret."""


def init_app(app: Flask) -> None:
    app.before_request(check_host)


def check_host():
    if request.path in UNCHECKED:
        return None
    sent = request.environ.get("HTTP_HOST")
    if sent is None or answers_to(sent):  # no Host at all: no browser sent it
        return None
    response = jsonify({"error": "wrong-host", "message": (
        f"this server does not answer to the name {sent[:100]!r}; open it at its own "
        "address (the one hjkit serve prints), or list the name in ALLOWED_HOSTS "
        "(HJKIT_ALLOWED_HOSTS)")})
    response.status_code = 400
    return response


def answers_to(host: str) -> bool:
    name = hostname(host)
    if name is None:
        return False
    if name in NAMES or name.endswith(".localhost"):
        return True
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        pass
    config = current_app.config
    public = hostname(urlsplit(config.get("PUBLIC_URL") or "").netloc)
    return name == public or name in {n.strip().lower().rstrip(".")
                                      for n in config.get("ALLOWED_HOSTS") or ()}


def hostname(host: str) -> str | None:
    """A Host header's name, lowercased, without its port or an IPv6 address's brackets
    or a final dot; None for what is no host name."""
    try:
        parts = urlsplit(f"//{host}")
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError:
        return None
    name = parts.hostname
    return name.rstrip(".") if name else None
