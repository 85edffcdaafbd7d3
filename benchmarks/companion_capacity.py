"""Capacity: does `hjkit serve` keep answering while many connections sit idle or slow?

Starts `hjkit serve` on a loopback port (a fresh SQLite file), opens CONNECTIONS sockets to
it from one device (127.0.0.2; half idle after connecting, half sending a request's
headers one slow byte a second and never finishing), and while they are held measures
/healthz and an action (create a table, take its first legal action) from another device
(127.0.0.1): how many answered within TIMEOUT seconds and how fast. Prints the load
average beside the figures.

    .venv/bin/python benchmarks/companion_capacity.py [--connections 2000] [--tries 10]
        [--serve-args "--threads 16"]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEVICE = "127.0.0.2"
"""The one device holding the connections (loopback answers all of 127/8); the probes come
from 127.0.0.1, another device."""
SETUP = {"ruleset": "heroes-journey", "setup": {"variant": "intro", "seed": 1, "seats": [
    {"name": "Ana", "deck": "intro"}, {"name": "Ben", "deck": "intro"}]}}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def request(port, method, path, body=None, token=None, timeout=5.0):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    conn.request(method, path, json.dumps(body) if body is not None else None, headers)
    answer = conn.getresponse()
    data = answer.read()
    conn.close()
    return answer.status, json.loads(data) if data else None


def start(port: int, database: Path, extra: list[str]) -> subprocess.Popen:
    env = {**os.environ, "HJKIT_DATABASE_URL": f"sqlite:///{database}"}
    process = subprocess.Popen([sys.executable, "-c", "import sys, hjkit.cli; "
                                "sys.exit(hjkit.cli.main())", "serve", "--host",
                                "127.0.0.1", "--port", str(port), *extra], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if request(port, "GET", "/healthz", timeout=1)[0] == 200:
                return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("hjkit serve did not come up")


def hold(port: int, count: int, stop: threading.Event) -> list[socket.socket]:
    """count sockets: even ones idle, odd ones trickling an unfinished request."""
    held = []
    for n in range(count):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=2,
                                         source_address=(DEVICE, 0))
        except OSError:
            break
        if n % 2:
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        held.append(s)

    def trickle():
        while not stop.wait(1.0):
            for s in held[1::2]:
                try:
                    s.sendall(b"X")
                except OSError:
                    pass

    threading.Thread(target=trickle, daemon=True).start()
    return held


def probe(port: int, tries: int, timeout: float) -> dict:
    health, actions, failed = [], [], 0
    for _ in range(tries):
        try:
            began = time.perf_counter()
            status, _ = request(port, "GET", "/healthz", timeout=timeout)
            if status == 200:
                health.append(time.perf_counter() - began)
            else:
                failed += 1
            began = time.perf_counter()
            status, table = request(port, "POST", "/api/tables", SETUP, timeout=timeout)
            action = table["state"]["legal_actions"][0]
            status, _ = request(port, "POST", f"/api/tables/{table['id']}/actions",
                                {"version": 0, "action": action},
                                table["seats"][action["seat"]]["token"], timeout=timeout)
            if status == 200:
                actions.append(time.perf_counter() - began)
            else:
                failed += 1
        except (OSError, TypeError, KeyError):
            failed += 1
        time.sleep(0.2)
    return {"health": health, "actions": actions, "failed": failed}


def ms(values: list[float]) -> str:
    if not values:
        return "-"
    return f"{statistics.median(values) * 1000:.0f} ms (max {max(values) * 1000:.0f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--connections", type=int, default=2000)
    parser.add_argument("--tries", type=int, default=10)
    parser.add_argument("--timeout", type=float, default=5.0)
    parser.add_argument("--serve-args", default="", help="extra hjkit serve arguments")
    args = parser.parse_args(argv)
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = start(port, Path(folder) / "capacity.sqlite3", args.serve_args.split())
        stop = threading.Event()
        try:
            held = hold(port, args.connections, stop)
            time.sleep(1.0)
            result = probe(port, args.tries, args.timeout)
        finally:
            stop.set()
            server.terminate()
            server.wait(10)
        for s in held:
            s.close()
    print(f"held {len(held)} of {args.connections} connections "
          f"(half idle, half slow headers); load average {os.getloadavg()}")
    print(f"  /healthz answered {len(result['health'])}/{args.tries}: {ms(result['health'])}")
    print(f"  create + act answered {len(result['actions'])}/{args.tries}: "
          f"{ms(result['actions'])}; failed or timed out ({args.timeout} s): {result['failed']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
