"""How many connections `hjkit serve` takes.

Each connection is a file the process holds open; beyond what the process may hold, the
server could no longer accept one (not even a health check). So the server raises its
open-file limit towards the system's hard limit (Unix; Windows has no such per-process
limit for sockets) and takes at most the connections that fit, answering 503 past them
(uvicorn's limit_concurrency). A limit per client address belongs to the proxy in front
(nginx's limit_conn, docs/companion.md).
"""

from __future__ import annotations

CONNECTION_LIMIT = 10_000
"""Connections the server holds at most, file limit permitting."""
SPARE_FILES = 128
"""File descriptors kept back for the database, static files and logs."""


def connection_limit(wanted: int = CONNECTION_LIMIT) -> int:
    """Raise the process's open-file limit towards its hard limit and answer how many
    connections fit within it."""
    try:
        import resource  # Unix only
    except ImportError:
        return wanted
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
