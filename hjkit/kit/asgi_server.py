"""The uvicorn server `hjkit serve` and `hjkit preview` run an ASGI app on, its socket bound
before it runs, so that a port in use is a clear error before any address is printed."""

from __future__ import annotations

import signal
import socket
import sys

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


def server(app, loop: str = "auto", on_exit=None, **options):
    """A uvicorn server of app (not yet running: run(sockets=[bind(...)])). loop: "auto"
    (uvloop where installed), or "asyncio" for Python's own on every system. on_exit():
    called as the server is asked to stop (Ctrl+C, SIGTERM, stop()), before it waits for
    the responses still open: what never ends by itself (event streams) ends then."""
    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:
            if on_exit is not None:
                on_exit()
            super().handle_exit(sig, frame)

        def stop(self) -> None:
            """Stop as Ctrl+C does, from any thread."""
            self.handle_exit(signal.SIGINT, None)

    # h11: it answers an HTTP/1.0 client without chunked encoding, which uvicorn's
    # httptools protocol sends it anyway (the client cannot read that)
    return Server(uvicorn.Config(app, loop=loop, http="h11", log_level="warning",
                                 backlog=BACKLOG, **options))
