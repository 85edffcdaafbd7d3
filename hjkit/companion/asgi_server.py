"""The uvicorn server `hjkit serve` and `hjkit preview` run an ASGI app on, its socket bound
before it runs, so that a port in use is a clear error before any address is printed."""

from __future__ import annotations

import asyncio
import signal
import socket
import sys
from collections import Counter
from collections.abc import Callable
from ipaddress import ip_address

BACKLOG = 4096
"""Connections the kernel holds for the server before it accepts them (Linux caps it at
net.core.somaxconn): beyond it a phone's connection waits a second and tries again, so it
covers the phones of a club arriving at once."""


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on host:port (port 0: a free one); OSError when it is taken."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        if sys.platform != "win32":  # on Windows this would let two servers share the port
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock


HEADER_TIMEOUT = 10.0
"""Seconds a connection has to send a request's headers, from its first byte (or from
connecting): a phone sends them at once. A slower one is closed, so requests sent half
(slowloris) cannot hold the server's connections."""
PER_ADDRESS = 64
"""Connections one address may hold at once (a phone's browser opens about six); the
laptop itself, and a proxy on it, are not limited."""


def guarded_h11(header_timeout: float = HEADER_TIMEOUT, per_address: int = PER_ADDRESS,
                unlimited: Callable[[str], bool] | None = None) -> type:
    """uvicorn's h11 protocol, given the header-read timeout and the per-address limit it
    lacks (uvicorn times out only an idle keep-alive connection). uvicorn takes a protocol
    class for `http`; this one uses only the attributes its h11 protocol documents by use
    (conn, transport, loop, client) and h11's public states. unlimited(host): hosts the
    limit leaves alone (default: loopback addresses)."""
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    exempt = unlimited or (lambda host: ip_address(host).is_loopback)
    held: Counter[str] = Counter()

    class GuardedH11Protocol(H11Protocol):
        header_timer: asyncio.TimerHandle | None = None
        counted: str | None = None

        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            host = self.client[0] if self.client else None
            if host is not None and not exempt(host):
                self.counted = host
                held[host] += 1
                if held[host] > per_address:
                    transport.close()
                    return
            self.await_headers()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            self.await_headers()

        def await_headers(self) -> None:
            """Arm the deadline while a request's headers are awaited, drop it once read."""
            waiting = self.conn.their_state is h11.IDLE and not self.transport.is_closing()
            if waiting and self.header_timer is None:
                self.header_timer = self.loop.call_later(header_timeout, self.too_slow)
            elif not waiting and self.header_timer is not None:
                self.header_timer.cancel()
                self.header_timer = None

        def too_slow(self) -> None:
            self.header_timer = None
            if self.conn.their_state is h11.IDLE:
                self.transport.close()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.header_timer is not None:
                self.header_timer.cancel()
                self.header_timer = None
            if self.counted is not None:
                held[self.counted] -= 1
                if held[self.counted] <= 0:
                    del held[self.counted]
                self.counted = None
            super().connection_lost(exc)

    return GuardedH11Protocol


def server(app, loop: str = "auto", on_exit=None, http: type | None = None, **options):
    """A uvicorn server of app (not yet running: run(sockets=[bind(...)])). loop: "auto"
    (uvloop where installed), or "asyncio" for Python's own on every system. on_exit():
    called as the server is asked to stop (Ctrl+C, SIGTERM, stop()), before it waits for
    the responses still open: what never ends by itself (event streams) ends then. http:
    the protocol class (default guarded_h11())."""
    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:
            if on_exit is not None:
                on_exit()
            super().handle_exit(sig, frame)

        def stop(self) -> None:
            """Stop as Ctrl+C does, from any thread."""
            self.handle_exit(signal.SIGINT, None)

    # h11 (guarded_h11): it answers an HTTP/1.0 client without chunked encoding, which
    # uvicorn's httptools protocol sends it anyway (the client cannot read that)
    return Server(uvicorn.Config(app, loop=loop, http=http or guarded_h11(),
                                 log_level="warning", backlog=BACKLOG, **options))
