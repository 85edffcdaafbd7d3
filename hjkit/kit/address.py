"""Where the companion can be reached from the phones, and where a card's page lives there.

Shared by `hjkit serve` (the URL it prints, the route it serves) and `hjkit build` (the
address in every card's QR code), so printed cards open on the companion without extra
options.
"""

from __future__ import annotations

import ipaddress
import os
from urllib.parse import urlsplit

DEFAULT_PORT = 8000
STABLE_NAME = "hjkit.local"
"""The name `hjkit serve` answers to on the LAN (advertised over mDNS), whatever address the
router gives the laptop today."""
DEFAULT_BASE_URL = f"http://{STABLE_NAME}:{DEFAULT_PORT}"
"""The address printed codes hold unless told otherwise (`--base-url`, HJKIT_PUBLIC_URL):
sheets are printed once and kept, so not an address of the day."""
PUBLIC_URL_VARIABLE = "HJKIT_PUBLIC_URL"
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


def printed_base_url(given: str | None = None) -> str:
    """The address a build prints in its codes: --base-url, else HJKIT_PUBLIC_URL (a club's
    own name), else the companion's stable name on the LAN."""
    chosen = given or os.environ.get(PUBLIC_URL_VARIABLE) or DEFAULT_BASE_URL
    return chosen.rstrip("/")


def address_warning(base_url: str) -> str | None:
    """Why printed codes holding base_url may stop working, and what to do; None when it is
    a name (the stable name, a club's or a website's)."""
    host = urlsplit(base_url).hostname or ""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return None if host != "localhost" else _loopback(base_url)
    if address.is_loopback:
        return _loopback(base_url)
    if address.is_private or address.is_link_local:
        return (f"the codes hold {host}, an address a router gives for the day: when it "
                "gives the laptop another one, or the game moves to another house, they stop "
                f"opening. Leave --base-url out to print {DEFAULT_BASE_URL} (hjkit serve "
                "answers to that name on any network), or give a website's address.")
    return None


def _loopback(base_url: str) -> str:
    return (f"the codes hold {base_url}, which only this computer can open, never a phone. "
            f"Leave --base-url out to print {DEFAULT_BASE_URL} (hjkit serve answers to that "
            "name on the LAN), or give the address of your rulings site.")


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
