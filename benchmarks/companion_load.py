"""Load test of the table companion, driven as phones would drive it.

Starts `hjkit serve` on a loopback port (a fresh SQLite file, as a user's first run),
creates TABLES four-player standard tables, and opens one event stream per phone (four per
table). Each table then plays legal actions taken from its state's legal_actions, each
posted by the phone whose seat acts, with THINK seconds between actions (a person tapping);
the other phones time how long the update takes to reach them.

Prints actions per second, p50/p99 action latency (POST to its answer), p50/p99 update
delay (POST sent until another phone's stream delivers that version) and the server's CPU
per action, for a paced run and for a flat-out run (no think time). Then:

- the floor: the same closed-loop client (no streams) drives `hjkit serve` and the floor
  app (benchmarks/floor_app.py: Flask + SQLAlchemy + SQLite WAL on the same waitress,
  reading a version and appending one JSON row), in alternating rounds, and prints each
  server's CPU per action and throughput and their ratio;
- many listeners: one table watched by LISTENERS streams, the server's CPU per action.

Server CPU is the server process's user + system time (/proc/<pid>/stat) over the run.
Every figure is printed beside os.getloadavg(): the machine is shared, so compare ratios
taken in one run. Targets on a 2-core machine: server CPU per action at most 1.2x the
floor's; paced 50 tables x 4 phones p99 action < 10 ms; 200 listeners at most 5 ms of
server CPU per action.

    .venv/bin/python benchmarks/companion_load.py [--tables 50] [--actions 30] [--think 0.5]
        [--listeners 200] [--only paced,flat,floor,listeners]
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
                     rng: random.Random, results: dict, watchers: list[Phone] | None = None
                     ) -> None:
    """watchers: the phones whose streams must deliver each version (default: every phone
    but the actor; [] for a closed loop of actions alone)."""
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
        others = [p for p in phones if p is not actor] if watchers is None else watchers
        arrived = await asyncio.gather(*(p.until_seen(table["version"], 2.0) for p in others))
        results["missed"] += arrived.count(False)
        results["delay"] += [p.seen[table["version"]] - sent for p in others
                             if table["version"] in p.seen]
        results["actions"] += 1
        if think:
            await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))


def server_cpu(pid: int, thread: int | None = None) -> float:
    """CPU seconds (user + system) the process (or one of its threads) has used so far."""
    path = f"/proc/{pid}/stat" if thread is None else f"/proc/{pid}/task/{thread}/stat"
    with open(path) as stat:
        fields = stat.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def create_tables(port: int, tables: int, seed: int) -> list[dict]:
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
    return created


def new_results() -> dict:
    return {"latency": [], "delay": [], "errors": [], "missed": 0, "actions": 0,
            "streams": 0, "cpu": 0.0, "loop": 0.0, "seconds": 0.0}


async def run(port: int, pid: int | None, tables: int, actions: int, think: float,
              seed: int, streams: bool = True, listeners: int = 0) -> dict:
    """Play the tables; streams: every phone holds an event stream and each update must
    reach the others; listeners: that many more streams on the first table (every one
    must see every version)."""
    rng = random.Random(seed)
    created = create_tables(port, tables, seed)
    stop = asyncio.Event()
    games = [[Phone(port, c["id"], s["token"]) for s in c["seats"]] for c in created]
    extra = [Phone(port, created[0]["id"], "") for _ in range(listeners)]
    watching = [p for g in games for p in g] + extra if streams else extra
    tasks = [asyncio.create_task(p.stream(stop)) for p in watching]
    connected = await asyncio.gather(*(p.until_seen(0, 30.0) for p in watching))
    results = new_results()
    results["streams"] = connected.count(True)
    watchers = None if streams and not listeners else (
        [*games[0], *extra] if listeners else [])
    cpu, started = server_cpu(pid) if pid else 0.0, time.perf_counter()
    loop = server_cpu(pid, pid) if pid else 0.0  # the main thread: waitress's I/O loop
    await asyncio.wait_for(asyncio.gather(*(
        play_table(g, c, actions, think, random.Random(rng.random()), results, watchers)
        for g, c in zip(games, created, strict=True))), timeout=600)
    results["seconds"] = time.perf_counter() - started
    results["cpu"] = server_cpu(pid) - cpu if pid else float("nan")
    results["loop"] = server_cpu(pid, pid) - loop if pid else float("nan")
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
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


HEADER = (f"{'run':<16} {'actions':>7} {'actions/s':>9} {'p50 ms':>8} {'p99 ms':>8} "
          f"{'upd p50':>8} {'upd p99':>8} {'cpu ms/a':>8} {'loop':>6} {'streams':>7} {'errors':>6}"
          "  load")


def report(label: str, r: dict) -> None:
    ms = 1000
    print(f"{label:<16} {r['actions']:>7} {r['actions'] / r['seconds']:>9.1f} "
          f"{percentile(r['latency'], 50) * ms:>8.1f} {percentile(r['latency'], 99) * ms:>8.1f} "
          f"{percentile(r['delay'], 50) * ms:>8.1f} {percentile(r['delay'], 99) * ms:>8.1f} "
          f"{r['cpu'] / max(1, r['actions']) * ms:>8.2f} "
          f"{r['loop'] / max(1, r['actions']) * ms:>6.2f} "
          f"{r['streams']:>7} {len(r['errors']) + r['missed']:>6}  {load_average()}",
          flush=True)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def hjkit_command(database: Path, port: int) -> tuple[list[str], dict]:
    hjkit = Path(sys.executable).parent / "hjkit"
    command = [str(hjkit)] if hjkit.exists() else [
        sys.executable, "-c", "import sys, hjkit.cli; sys.exit(hjkit.cli.main())"]
    # every phone here comes from 127.0.0.1, as from a proxy: no per-client limit
    return ([*command, "serve", "--host", "127.0.0.1", "--port", str(port),
             "--per-client", "0"],
            {"HJKIT_DATABASE_URL": f"sqlite:///{database}"})


def floor_command(database: Path, port: int) -> tuple[list[str], dict]:
    return ([sys.executable, str(ROOT / "benchmarks" / "floor_app.py"), "--port", str(port),
             "--database", str(database)], {})


def start_server(command: list[str], env: dict, port: int) -> subprocess.Popen:
    server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL,
                              env={**os.environ, **env})
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit(f"{command[0]} did not start")


def on_fresh_server(kind, **play) -> dict:
    """Start a server (hjkit_command or floor_command) on a fresh database, play, stop."""
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        command, env = kind(Path(folder) / "bench.sqlite3", port)
        server = start_server(command, env, port)
        try:
            return asyncio.run(run(port, server.pid, **play))
        finally:
            server.terminate()
            server.wait(timeout=10)


def compare_floor(tables: int, actions: int, seed: int, rounds: int = 2) -> None:
    """hjkit against the floor app, the same closed-loop client, no streams; rounds
    alternate the two so both meet the same noise."""
    totals = {"hjkit": new_results(), "floor": new_results()}
    for r in range(rounds):
        for label, kind in (("hjkit", hjkit_command), ("floor", floor_command)):
            result = on_fresh_server(kind, tables=tables, actions=actions, think=0.0,
                                     seed=seed + r, streams=False)
            report(f"{label} closed {r + 1}", result)
            total = totals[label]
            for key in ("actions", "cpu", "seconds"):
                total[key] += result[key]
            total["errors"] += result["errors"]
    hj, fl = totals["hjkit"], totals["floor"]
    hj_cpu, fl_cpu = hj["cpu"] / hj["actions"], fl["cpu"] / fl["actions"]
    hj_rate, fl_rate = hj["actions"] / hj["seconds"], fl["actions"] / fl["seconds"]
    print(f"server CPU per action: hjkit {hj_cpu * 1000:.2f} ms, floor {fl_cpu * 1000:.2f} ms, "
          f"ratio {hj_cpu / fl_cpu:.2f}x (target <= 1.2x); throughput hjkit {hj_rate:.0f}/s, "
          f"floor {fl_rate:.0f}/s, ratio {hj_rate / fl_rate:.2f}x; load {load_average()}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--actions", type=int, default=30, help="actions per table per run")
    parser.add_argument("--think", type=float, default=0.5,
                        help="mean seconds between a table's actions in the paced run")
    parser.add_argument("--listeners", type=int, default=200,
                        help="streams on one table in the listeners run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="paced,flat,floor,listeners",
                        help="comma-separated runs: paced, flat, floor, listeners")
    parser.add_argument("--port", type=int, help="drive a server already on this loopback "
                                                  "port instead of starting one (paced and "
                                                  "flat runs; no CPU figure)")
    args = parser.parse_args()
    runs = set(args.only.split(","))
    print(f"{args.tables} tables x 4 phones holding event streams; {os.cpu_count()} CPUs; "
          f"a fresh server on loopback per run; load {load_average()}")
    print(HEADER)
    for label, think in ((f"paced {args.think}s", args.think), ("flat out", 0.0)):
        if label.split()[0] not in runs:
            continue
        play = {"tables": args.tables, "actions": args.actions, "think": think,
                "seed": args.seed}
        if args.port:  # a server started by hand, e.g. under a profiler
            results = asyncio.run(run(args.port, None, **play))
        else:
            results = on_fresh_server(hjkit_command, **play)
        report(label, results)
    if "floor" in runs and not args.port:
        compare_floor(args.tables, args.actions, args.seed)
    if "listeners" in runs and not args.port:
        report(f"{args.listeners} listeners", on_fresh_server(
            hjkit_command, tables=1, actions=args.actions * 2, think=0.0, seed=args.seed,
            listeners=args.listeners))
    print("action: POST until its answer; upd: POST sent until each other phone's stream "
          "delivers the new version; cpu ms/a: server CPU per action, loop: the part in the main "
          "thread (waitress's I/O loop). Targets: paced p99 "
          "action < 10 ms, cpu <= 1.2x the floor's, 200 listeners <= 5 ms per action.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
