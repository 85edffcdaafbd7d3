"""How many connections `hjkit serve` holds, and how many one device may hold.

waitress stops accepting once it holds `connection_limit` connections, whoever holds them:
a thousand idle sockets from one device used to leave /healthz and the actions unreachable.
Idle and slow connections cost no thread (waitress reads with poll() and hands a request
to a thread only once it is complete), so the server holds many (CONNECTION_LIMIT, within
the process's file limit), and each client address may hold at most `per_client` of them:
more are closed as soon as they arrive, so one device cannot fill the server. Behind a
reverse proxy every request comes from the proxy's address: pass per_client=0 there and
let the proxy limit its clients. (waitress_adapter.limit_clients applies the count.)
"""

from __future__ import annotations

import resource
import threading
from collections import Counter

CONNECTION_LIMIT = 10_000
"""Connections the server holds at most, file limit permitting."""
PER_CLIENT = 128
"""Connections one client address may hold (a phone uses a few)."""
BACKLOG = 4096
"""Connections the kernel holds for the server before it accepts them (Linux caps it at
net.core.somaxconn): beyond it a phone's connection waits a second and tries again, so it
covers the phones of a club arriving at once."""
SPARE_FILES = 128
"""File descriptors kept back for the database, static files and logs."""


def connection_limit(wanted: int = CONNECTION_LIMIT) -> int:
    """Raise the process's open-file limit towards its hard limit and answer how many
    connections fit within it."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted + SPARE_FILES if hard == resource.RLIM_INFINITY else \
        min(hard, wanted + SPARE_FILES)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    fits = wanted if soft == resource.RLIM_INFINITY else soft - SPARE_FILES
    return max(100, min(wanted, fits))


class ClientCount:
    """Open connections by client address."""

    def __init__(self, per_client: int):
        self.per_client = per_client
        self.open: Counter[str] = Counter()
        self._lock = threading.Lock()

    def enter(self, client: str) -> bool:
        with self._lock:
            if self.per_client and self.open[client] >= self.per_client:
                return False
            self.open[client] += 1
            return True

    def leave(self, client: str) -> None:
        with self._lock:
            self.open[client] -= 1
            if self.open[client] <= 0:
                del self.open[client]
