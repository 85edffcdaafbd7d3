"""Where the companion can be reached from the phones: this laptop's LAN address.

Shared by `hjkit serve` (the URL it prints) and `hjkit build` (the default address in every
card's QR code), so printed cards open on the companion without extra options.
"""

from __future__ import annotations

import socket

DEFAULT_PORT = 8000


def lan_address() -> str:
    """This machine's address on the LAN (the interface of its default route); no packet
    is sent. Loopback when there is no network."""
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
