"""A server that holds a club night: idle or slow connections do not make /healthz and the
actions unreachable. Bounded here (a few hundred sockets on loopback, held for seconds);
benchmarks/companion_load.py is the long version (2,000)."""

from __future__ import annotations

import socket
import time

from .conftest import SERVED_SETUP
from .test_serve import Server, free_port

DEVICE = "127.0.0.2"  # one device holding connections; the probes come from 127.0.0.1
HELD = 300
ANSWERED_WITHIN = 3.0
"""Seconds for a health check, a new table and an action (a loaded shared machine)."""


def hold(port: int, count: int) -> list[socket.socket]:
    held = []
    for n in range(count):
        s = socket.create_connection(("127.0.0.1", port), timeout=2, source_address=(DEVICE, 0))
        if n % 2:  # slow: a request's headers, never finished
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        held.append(s)
    return held


def test_idle_and_slow_connections_leave_health_and_actions_reachable(tmp_path):
    server = Server(tmp_path / "capacity.sqlite3", free_port())
    held = []
    try:
        held = hold(server.port, HELD)
        time.sleep(0.5)
        began = time.monotonic()
        assert server.request("GET", "/healthz")[0] == 200
        status, table = server.request("POST", "/api/tables", {"ruleset": "heroes-journey",
                                                               "setup": SERVED_SETUP})
        action = table["state"]["legal_actions"][0]
        status, _ = server.request("POST", f"/api/tables/{table['id']}/actions",
                                   {"version": 0, "action": action},
                                   table["seats"][action["seat"]]["token"])
        assert status == 200
        assert time.monotonic() - began < ANSWERED_WITHIN
    finally:
        for s in held:
            s.close()
        server.stop()
