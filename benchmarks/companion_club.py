"""The club night: the companion under load on one process (SQLite) and on N processes
sharing one PostgreSQL database, driven as phones would drive it.
(benchmarks/companion_load.py compares one process with its floor app.)

Starts `hjkit serve` on a loopback port (a fresh SQLite file, as a user's first run),
creates TABLES four-player standard tables, and opens one event stream per phone (four per
table). Each table then plays legal actions taken from its state's legal_actions, each
posted by the phone whose seat acts, with THINK seconds between actions (a person tapping);
the other phones time how long the update takes to reach them.

Prints actions per second, p50/p99 action latency (POST to its answer) and p50/p99 update
delay (POST sent until another phone's stream delivers that version), for a paced run and
for a flat-out run (no think time). Targets on a 2-core machine: p99 action < 50 ms, p99
update delay < 200 ms.

    .venv/bin/python benchmarks/companion_load.py [--tables 50] [--actions 30] [--think 0.5]

A club night: with --workers N --database URL (PostgreSQL) it also starts N `hjkit serve`
processes on that database and spreads each table's phones over them (phone i of table t
on process (t + i) mod N), so every update crosses processes (LISTEN/NOTIFY); the rows for
one process on SQLite and N processes on PostgreSQL print side by side.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

DECKS = ("oz", "achaian", "oz", "achaian")
NAMES = ("Ana", "Ben", "Cy", "Di")
ROOT = Path(__file__).resolve().parent.parent


class Phone:
    """One phone: a keep-alive connection for actions and one holding the event stream."""

    def __init__(self, port: int, table: str, token: str):
        self.port, self.table, self.token = port, table, token
        self.seen: dict[int, float] = {}  # version -> when the stream delivered it
        self.arrived = asyncio.Event()
        self.reader = self.writer = None

    async def post(self, path: str, body: dict) -> tuple[int, dict]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        data = json.dumps(body).encode()
        self.writer.write(
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Authorization: Bearer {self.token}\r\nContent-Length: {len(data)}\r\n\r\n"
            .encode() + data)
        status = int((await self.reader.readline()).split()[1])
        length = 0
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return status, json.loads(await self.reader.readexactly(length))

    async def stream(self, stop: asyncio.Event) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        writer.write(f"GET /api/tables/{self.table}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     "Accept: text/event-stream\r\n\r\n".encode())
        while (await reader.readline()) not in (b"\r\n", b""):
            pass  # status line and headers
        buffer = b""
        try:
            while not stop.is_set():
                size = int((await reader.readline()).strip() or b"0", 16)  # chunked body
                if size == 0:
                    break
                buffer += (await reader.readexactly(size + 2))[:-2]
                while b"\n\n" in buffer:
                    block, buffer = buffer.split(b"\n\n", 1)
                    if block.startswith(b"id: "):
                        self.seen[int(block[4:block.index(b"\n")])] = time.perf_counter()
                        self.arrived.set()
        finally:
            writer.close()

    async def until_seen(self, version: int, timeout: float) -> bool:
        deadline = time.perf_counter() + timeout
        while version not in self.seen:
            self.arrived.clear()
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            try:
                await asyncio.wait_for(self.arrived.wait(), left)
            except TimeoutError:
                return False
        return True


def pick(legal: list[dict], rng: random.Random) -> dict:
    """A legal action as players would mostly take: game moves, sometimes an adjustment."""
    moves = [a for a in legal if not a["type"].startswith("adjust_")]
    return rng.choice(moves if moves and rng.random() < 0.95 else legal)


async def play_table(phones: list[Phone], first: dict, actions: int, think: float,
                     rng: random.Random, results: dict) -> None:
    table = first
    if think:  # tables started at once would all tap in the same millisecond
        await asyncio.sleep(rng.uniform(0, think))
    for _ in range(actions):
        legal = table["state"]["legal_actions"]
        if not legal:
            break  # the game is over
        action = pick(legal, rng)
        actor = phones[action["seat"]]
        sent = time.perf_counter()
        status, answer = await actor.post(f"/api/tables/{actor.table}/actions",
                                          {"version": table["version"], "action": action})
        results["latency"].append(time.perf_counter() - sent)
        if status != 200:
            results["errors"].append(status)
            table = answer.get("current", table)
            continue
        table = answer
        others = [p for p in phones if p is not actor]
        arrived = await asyncio.gather(*(p.until_seen(table["version"], 2.0) for p in others))
        results["missed"] += arrived.count(False)
        results["delay"] += [p.seen[table["version"]] - sent for p in others
                             if table["version"] in p.seen]
        results["actions"] += 1
        if think:
            await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))


async def run(ports: list[int], tables: int, actions: int, think: float, seed: int) -> dict:
    port = ports[0]
    rng = random.Random(seed)
    setup = {"variant": "standard", "seats": [{"name": n, "deck": d}
                                              for n, d in zip(NAMES, DECKS, strict=True)]}
    created = []
    for i in range(tables):
        body = json.dumps({"ruleset": "heroes-journey",
                           "setup": {**setup, "seed": seed * 1000 + i}}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{port}/api/tables", body,
                                         {"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            created.append(json.loads(answer.read()))
    stop = asyncio.Event()
    games = [[Phone(ports[(t + i) % len(ports)], c["id"], s["token"])
              for i, s in enumerate(c["seats"])] for t, c in enumerate(created)]
    streams = [asyncio.create_task(p.stream(stop)) for phones in games for p in phones]
    connected = await asyncio.gather(*(p.until_seen(0, 10.0) for g in games for p in g))
    results = {"latency": [], "delay": [], "errors": [], "missed": 0, "actions": 0,
               "streams": connected.count(True)}
    started = time.perf_counter()
    await asyncio.wait_for(asyncio.gather(*(
        play_table(g, c, actions, think, random.Random(rng.random()), results)
        for g, c in zip(games, created, strict=True))), timeout=600)
    results["seconds"] = time.perf_counter() - started
    stop.set()
    for task in streams:
        task.cancel()
    await asyncio.gather(*streams, return_exceptions=True)
    for phones in games:
        for phone in phones:
            if phone.writer is not None:
                phone.writer.close()
    return results


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] if q < 100 else \
        max(values)


def report(label: str, r: dict) -> None:
    ms = 1000
    print(f"{label:<34} {r['actions']:>7} {r['actions'] / r['seconds']:>9.1f} "
          f"{percentile(r['latency'], 50) * ms:>8.1f} {percentile(r['latency'], 99) * ms:>8.1f} "
          f"{percentile(r['delay'], 50) * ms:>8.1f} {percentile(r['delay'], 99) * ms:>8.1f} "
          f"{r['streams']:>7} {len(r['errors']) + r['missed']:>6}")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(database: Path | str, port: int) -> subprocess.Popen:
    """`hjkit serve` on a SQLite file (a path) or a database URL."""
    url = database if isinstance(database, str) else f"sqlite:///{database}"
    hjkit = Path(sys.executable).parent / "hjkit"
    command = [str(hjkit)] if hjkit.exists() else [
        sys.executable, "-c", "import sys, hjkit.cli; sys.exit(hjkit.cli.main())"]
    # every phone here comes from 127.0.0.1, as from a proxy: no per-client limit
    server = subprocess.Popen([*command, "serve", "--host", "127.0.0.1", "--port", str(port),
                               "--per-client", "0"],
                              cwd=ROOT, stdout=subprocess.DEVNULL,
                              env={**os.environ, "HJKIT_DATABASE_URL": url})
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit("hjkit serve did not start")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--actions", type=int, default=30, help="actions per table per run")
    parser.add_argument("--think", type=float, default=0.5,
                        help="mean seconds between a table's actions in the paced run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--port", type=int, help="drive a server already on this loopback "
                                                  "port instead of starting one")
    parser.add_argument("--workers", type=int, default=0,
                        help="also run N processes on --database, phones spread over them")
    parser.add_argument("--database", help="the database URL of the N processes "
                                           "(PostgreSQL, e.g. postgresql+psycopg://...)")
    args = parser.parse_args()
    if args.workers and not args.database:
        parser.error("--workers needs --database")
    print(f"{args.tables} tables x 4 phones holding event streams; {os.cpu_count()} CPUs; "
          f"load average {os.getloadavg()}; fresh `hjkit serve` processes on loopback per run")
    print(f"{'run':<34} {'actions':>7} {'actions/s':>9} {'p50 ms':>8} {'p99 ms':>8} "
          f"{'upd p50':>8} {'upd p99':>8} {'streams':>7} {'errors':>6}")
    setups = [("1 proc SQLite", 1, None)]
    if args.workers:
        setups.append((f"{args.workers} procs PostgreSQL", args.workers, args.database))
    for label, think in ((f"paced {args.think}s", args.think), ("flat out", 0.0)):
        for name, count, database in setups:
            if args.port:  # a server started by hand, e.g. under a profiler
                results = asyncio.run(run([args.port], args.tables, args.actions, think,
                                          args.seed))
                report(f"{label}", results)
                break
            with tempfile.TemporaryDirectory() as folder:
                ports = [free_port() for _ in range(count)]
                servers = [start_server(database or Path(folder) / "bench.sqlite3", port)
                           for port in ports]
                try:
                    results = asyncio.run(run(ports, args.tables, args.actions, think,
                                              args.seed))
                finally:
                    for server in servers:
                        server.terminate()
                        server.wait(timeout=10)
            report(f"{name}, {label}", results)
    print("action: POST until its answer; upd: POST sent until each other phone's stream "
          "delivers the new version. Targets: p99 action < 50 ms, p99 update < 200 ms.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
