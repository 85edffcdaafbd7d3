"""Where the companion can be reached from the phones, and where a card's page lives there.

Shared by `hjkit serve` (the URL it prints, the route it serves) and `hjkit build` (the
address in every card's QR code), so printed cards open on the companion without extra
options.
"""

from __future__ import annotations

DEFAULT_PORT = 8000
DEFAULT_BASE_URL = "http://hjkit.local:8000"
"""The companion's address on a table's LAN; `hjkit build --base-url` overrides it."""
CARD_PATH = "/cards/{card_id}"
"""Where the companion serves a card's rulings page."""
PRINTED_CARD_PATH = "/c/{card_id}"
"""The short path printed in every QR code: fewer characters make a smaller code with larger
modules, which a phone reads from further away. The companion redirects it to CARD_PATH."""


def card_url(base_url: str, card_id: str) -> str:
    """A card's rulings page: <base-url>/cards/<id>."""
    return base_url.rstrip("/") + CARD_PATH.format(card_id=card_id)


def printed_card_url(base_url: str, card_id: str) -> str:
    """The address a card's QR code opens: <base-url>/c/<id>."""
    return base_url.rstrip("/") + PRINTED_CARD_PATH.format(card_id=card_id)


def lan_address() -> str:
    """This machine's address on the LAN (the interface of its default route); no packet
    is sent. Loopback when there is no network."""
    import socket

    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def public_url(host: str = "0.0.0.0", port: int = DEFAULT_PORT) -> str:
    shown = lan_address() if host in ("0.0.0.0", "", "::") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"
