"""What the companion benchmarks share: phones that act and follow event streams, tables
played as people play them, and the servers they drive (`hjkit serve`, the floor app).

companion_load.py compares one process with its floor; companion_club.py compares one
process on SQLite with several on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import multiprocessing
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

DECKS = ("oz", "achaian", "oz", "achaian")
NAMES = ("Ana", "Ben", "Cy", "Di")
ROOT = Path(__file__).resolve().parent.parent


class Phone:
    """One phone: a keep-alive connection for actions and one holding the event stream."""

    def __init__(self, port: int, table: str, token: str = ""):
        self.port, self.table, self.token = port, table, token
        self.seen: dict[int, float] = {}  # version -> when the stream delivered it
        self.refused: int | None = None  # the stream's status when it was not 200
        self.arrived = asyncio.Event()
        self.reader = self.writer = None

    async def connect(self) -> None:
        """Open the connection the phone's requests go on (a phone at the table has it)."""
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)

    async def post(self, path: str, body: dict) -> tuple[int, dict]:
        return await self.request("POST", path, body)

    async def request(self, method: str, path: str, body: dict | None = None
                      ) -> tuple[int, dict]:
        data = b"" if body is None else json.dumps(body).encode()
        message = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                   f"application/json\r\nAuthorization: Bearer {self.token}\r\n"
                   f"Content-Length: {len(data)}\r\n\r\n").encode() + data
        while True:
            kept = self.writer is not None
            await self.connect()
            self.writer.write(message)
            try:
                line = await self.reader.readline()
            except ConnectionError:
                line = b""
            if line:
                break
            # The server closed the connection before answering. A kept-alive one that it
            # timed out is sent again on a new one, as a browser does; a new one counts.
            self.close()
            if not kept:
                return 0, {}
        status = int(line.split()[1])
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
        status = (await reader.readline()).split(b" ")[1:2]
        while (await reader.readline()) not in (b"\r\n", b""):
            pass  # headers
        if status != [b"200"]:
            writer.close()
            self.refused = int(status[0]) if status else 0
            self.arrived.set()  # until_seen gives up on this phone
            return
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
            if self.refused is not None:
                return False
            self.arrived.clear()
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            try:
                await asyncio.wait_for(self.arrived.wait(), left)
            except TimeoutError:
                return False
        return True

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


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


class ActionProbe:
    """Tables whose phones keep acting, one action every `every` seconds, while something
    else loads the server: the latency of each action (POST until its answer). Phones
    connect on their first action; closing them makes the next action a new connection's
    first request."""

    def __init__(self, port: int, created: list[dict], every: float = 0.1):
        self.tables = [(t, [Phone(port, t["id"], s["token"]) for s in t["seats"]])
                       for t in created]
        self.every = every
        self.latency: list[float] = []
        self.errors = 0
        self._rng = random.Random(7)

    async def connect(self) -> None:
        await asyncio.gather(*(p.connect() for _, phones in self.tables for p in phones))

    def close(self) -> None:
        for _, phones in self.tables:
            for phone in phones:
                phone.close()

    async def act(self) -> None:
        """One action on the first table still playing (none once every game is over)."""
        playing = [i for i, (t, _) in enumerate(self.tables) if t["state"]["legal_actions"]]
        if not playing:
            return
        table, phones = self.tables[playing[0]]
        action = pick(table["state"]["legal_actions"], self._rng)
        actor = phones[action["seat"]]
        sent = time.perf_counter()
        try:
            status, answer = await actor.post(f"/api/tables/{actor.table}/actions",
                                              {"version": table["version"], "action": action})
        except (OSError, asyncio.IncompleteReadError, ValueError):
            self.errors += 1
            actor.close()
            return
        self.latency.append(time.perf_counter() - sent)
        self.errors += status != 200
        self.tables[playing[0]] = (answer if status == 200 else answer.get("current", table),
                                   phones)

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            await self.act()
            try:
                await asyncio.wait_for(stop.wait(), self.every)
            except TimeoutError:
                pass


def _probing(port: int, created: list[dict], every: float, ready, go, stop, out) -> None:
    """The ProbeProcess's body: connect, say so, act from go until stop, send the
    latencies."""
    async def main():
        probe = ActionProbe(port, created, every)
        await probe.connect()
        ready.set()
        while not go.is_set():
            await asyncio.sleep(0.01)
        done = asyncio.Event()
        acting = asyncio.create_task(probe.run(done))
        while not stop.is_set():
            await asyncio.sleep(0.01)
        done.set()
        await acting
        probe.close()
        out.put((probe.latency, probe.errors))

    asyncio.run(main())


class ProbeProcess:
    """An ActionProbe in a process of its own: the phones that load the server share one
    process's event loop, which would otherwise delay the probe's reading of its answers.
    Its phones connect at start(); act() starts the actions, finish() ends them and
    answers (latencies, errors)."""

    def __init__(self, port: int, created: list[dict], every: float = 0.1):
        context = multiprocessing.get_context("spawn")
        self._ready, self._go, self._stop = (context.Event(), context.Event(),
                                             context.Event())
        self._out = context.Queue()
        self._process = context.Process(target=_probing, args=(
            port, created, every, self._ready, self._go, self._stop, self._out), daemon=True)

    def start(self) -> None:
        self._process.start()
        if not self._ready.wait(60):
            raise RuntimeError("the probe's phones did not connect")

    def act(self) -> None:
        self._go.set()

    def finish(self) -> tuple[list[float], int]:
        self._stop.set()
        found = self._out.get(timeout=60)
        self._process.join(10)
        return found


async def opened_at_once(port: int, count: int, tables: list[str], probe: ProbeProcess,
                         streams: bool = True, timeout: float = 120.0) -> dict:
    """count connections opened at once, each an event stream of one of `tables` (streams)
    or, on a server without streams, a GET /healthz: the seconds from the burst's start
    until each got its first message (or its answer), and the probe's action latencies
    meanwhile (its phones connected before the burst, in a process of their own). The
    connections stay open until every one has its first message."""
    stop = asyncio.Event()
    phones = [Phone(port, tables[i % len(tables)] if tables else "") for i in range(count)]
    began = time.perf_counter()
    firsts: list[float] = []

    async def first(phone: Phone) -> None:
        if streams:
            reading = asyncio.create_task(phone.stream(stop))
            if await phone.until_seen(0, timeout):
                firsts.append(time.perf_counter() - began)
            return reading
        status, _ = await asyncio.wait_for(phone.request("GET", "/healthz"), timeout)
        if status == 200:
            firsts.append(time.perf_counter() - began)

    probe.act()
    outcomes = await asyncio.gather(*(first(p) for p in phones), return_exceptions=True)
    actions, errors = probe.finish()
    stop.set()
    readers = [o for o in outcomes if isinstance(o, asyncio.Task)]
    for reader in readers:
        reader.cancel()
    await asyncio.gather(*readers, return_exceptions=True)
    for phone in phones:
        phone.close()
    return {"count": count, "firsts": firsts, "failed": count - len(firsts),
            "actions": actions, "action_errors": errors}


async def hold_idle(port: int, count: int) -> list:
    """count connections that stay open without a whole request: even ones send nothing,
    odd ones half a request's headers (a slow or stalled phone). Opened at once."""
    async def one(n: int):
        _, writer = await asyncio.open_connection("127.0.0.1", port)
        if n % 2:
            writer.write(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        return writer

    return [w for w in await asyncio.gather(*(one(n) for n in range(count)),
                                            return_exceptions=True)
            if isinstance(w, asyncio.StreamWriter)]


async def beside_idle(port: int, count: int, probe: ActionProbe, tries: int = 5) -> dict:
    """Hold count idle connections, then, from another connection each time, GET /healthz
    and take an action (a new connection's first request), tries times: their latencies,
    the first one right after the idle connections are open."""
    began = time.perf_counter()
    held = await hold_idle(port, count)
    connected = time.perf_counter() - began
    requests: list[float] = []
    failed = 0
    for _ in range(tries):
        phone = Phone(port, "")
        sent = time.perf_counter()
        try:
            status, _ = await asyncio.wait_for(phone.request("GET", "/healthz"), 60)
            requests.append(time.perf_counter() - sent)
            failed += status != 200
        except (OSError, TimeoutError, asyncio.IncompleteReadError):
            failed += 1
        phone.close()
        await probe.act()
        probe.close()
        await asyncio.sleep(0.2)
    for writer in held:
        writer.close()
    return {"count": len(held), "connected": connected, "requests": requests,
            "failed": failed, "actions": probe.latency, "action_errors": probe.errors}


def play_arguments(parser) -> None:
    """The options of a run of tables: how many, how long, how paced, which seed, and a
    server already running to drive instead."""
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--actions", type=int, default=30, help="actions per table per run")
    parser.add_argument("--think", type=float, default=0.5,
                        help="mean seconds between a table's actions in the paced run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--port", type=int, help="drive a server already on this loopback "
                                                  "port instead of starting one (no CPU "
                                                  "figure)")


def crowd_arguments(parser, tables: int) -> None:
    """The options of a crowd run: how many tables (tables by default), how paced, how long."""
    parser.add_argument("--crowd", type=int, default=tables, help="tables in the crowd run")
    parser.add_argument("--crowd-think", type=float, default=5.0,
                        help="mean seconds between a table's actions in the crowd run")
    parser.add_argument("--crowd-actions", type=int, default=6,
                        help="actions per table in the crowd run")


def create_tables(port: int, tables: int, seed: int) -> list[dict]:
    """Four-player standard tables of The Heroes' Journey, created through the API as a
    phone does: the server draws each deal (hjkit serve takes no seed from a request). The
    seed picks the phones' actions (run's rng), not the deals."""
    setup = {"variant": "standard", "seats": [{"name": n, "deck": d}
                                              for n, d in zip(NAMES, DECKS, strict=True)]}
    created = []
    for _ in range(tables):
        body = json.dumps({"ruleset": "heroes-journey", "setup": setup}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{port}/api/tables", body,
                                         {"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            created.append(json.loads(answer.read()))
    return created


def new_results() -> dict:
    return {"latency": [], "delay": [], "errors": [], "missed": 0, "actions": 0,
            "streams": 0, "opened": 0.0, "cpu": 0.0, "loop": 0.0, "seconds": 0.0}


async def run(ports: list[int], pids: list[int], tables: int, actions: int, think: float,
              seed: int, streams: bool = True, listeners: int = 0,
              playing: Callable[[], None] | None = None, together: bool = False) -> dict:
    """Play the tables, phone i of table t on ports[(t + i) % len(ports)] (together: every
    phone of table t on ports[t % len(ports)], as a proxy routing by table does); pids: the server
    processes whose CPU to add up over the play ([]: no CPU figure; the I/O loop's share
    is measured when there is one); streams: every phone holds
    an event stream and each update must reach the others; listeners: that many more
    streams on the first table (every one must see every version); playing: called once
    the tables are created and the streams connected, as play starts."""
    rng = random.Random(seed)
    created = create_tables(ports[0], tables, seed)
    stop = asyncio.Event()
    games = [[Phone(ports[(t + (0 if together else i)) % len(ports)], c["id"], s["token"])
              for i, s in enumerate(c["seats"])] for t, c in enumerate(created)]
    extra = [Phone(ports[0], created[0]["id"], "") for _ in range(listeners)]
    watching = [p for g in games for p in g] + extra if streams else extra
    opening = time.perf_counter()
    tasks = [asyncio.create_task(p.stream(stop)) for p in watching]
    # play starts once every stream has its first message: the crowd's figures are those
    # of a club at play (companion_load.py's burst times the arrival itself)
    connected = await asyncio.gather(*(p.until_seen(0, 600.0) for p in watching))
    results = new_results()
    results["streams"] = connected.count(True)
    results["opened"] = time.perf_counter() - opening
    refused = [p.refused for p in watching if p.refused is not None]
    if refused:
        print(f"{len(refused)} streams refused: {sorted(set(refused))}", file=sys.stderr)
    watchers = None if streams and not listeners else (
        [*games[0], *extra] if listeners else [])
    if playing is not None:
        playing()
    pid = pids[0] if len(pids) == 1 else None
    cpu, started = sum(map(server_cpu, pids)), time.perf_counter()
    loop = server_cpu(pid, pid) if pid else 0.0  # the main thread: uvicorn's event loop
    await asyncio.wait_for(asyncio.gather(*(
        play_table(g, c, actions, think, random.Random(rng.random()), results, watchers)
        for g, c in zip(games, created, strict=True))), timeout=600)
    results["seconds"] = time.perf_counter() - started
    results["cpu"] = sum(map(server_cpu, pids)) - cpu if pids else float("nan")
    results["loop"] = server_cpu(pid, pid) - loop if pid else float("nan")
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for phones in games:
        for phone in phones:
            phone.close()
    return results


def server_cpu(pid: int, thread: int | None = None) -> float:
    """CPU seconds (user + system) the process (or one of its threads) has used so far.
    A thread's is read from schedstat (nanoseconds on a CPU): its tick-sampled stat
    figures miss the short bursts a server thread runs in (half of them, measured)."""
    if thread is not None:
        with open(f"/proc/{pid}/task/{thread}/schedstat") as stat:
            return int(stat.read().split()[0]) / 1e9
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def percentile(values: list[float], q: int) -> float:
    if not values:
        return float("nan")
    if len(values) == 1 or q >= 100:
        return max(values)
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def hjkit_command(database: Path | str, port: int) -> tuple[list[str], dict]:
    """`hjkit serve` on a SQLite file (a path) or a database URL."""
    url = database if isinstance(database, str) else f"sqlite:///{database}"
    hjkit = Path(sys.executable).parent / "hjkit"
    command = [str(hjkit)] if hjkit.exists() else [
        sys.executable, "-c", "import sys, hjkit.cli; sys.exit(hjkit.cli.main())"]
    if AS_ON_WINDOWS:  # the Unix-only modules hidden, asyncio's loop on select()
        command = [sys.executable, "-c", AS_ON_WINDOWS]
    return ([*command, "serve", "--host", "127.0.0.1", "--port", str(port)],
            {"HJKIT_DATABASE_URL": url})


SERVER_GC = "on"
"""on, or log (the servers log each garbage collection's pause, and stop_servers prints a
summary): companion_load.py's --server-gc."""

AS_ON_WINDOWS = ""
"""A script that runs `hjkit serve` as on Windows (tests/test_portable.py's), once
as_on_windows() has set it."""


def as_on_windows() -> None:
    """Start every hjkit server from now on as on Windows (see AS_ON_WINDOWS)."""
    global AS_ON_WINDOWS
    sys.path.insert(0, str(ROOT))
    from tests.test_portable import AS_ON_WINDOWS as script

    AS_ON_WINDOWS = script


def floor_command(database: Path, port: int) -> tuple[list[str], dict]:
    """The floor app (benchmarks/floor_app.py) on a SQLite file."""
    return ([sys.executable, str(ROOT / "benchmarks" / "floor_app.py"), "--port", str(port),
             "--database", str(database)], {})


_DATABASES = itertools.count(1)


@contextmanager
def fresh_database(server_url: str | None) -> Iterator[Path | str]:
    """A database no run has used: a SQLite file in a temporary folder (server_url None),
    or a new database on server_url's PostgreSQL server, dropped afterwards."""
    if server_url is None:
        with tempfile.TemporaryDirectory() as folder:
            yield Path(folder) / "bench.sqlite3"
        return
    import psycopg
    from sqlalchemy import make_url

    server = make_url(server_url)
    name = f"hjkit_bench_{os.getpid()}_{next(_DATABASES)}"
    admin = server.set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield server.set(database=name).render_as_string(hide_password=False)
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def on_fresh_servers(kind, count: int = 1, database: str | None = None, **play) -> dict:
    """Start count servers (hjkit_command or floor_command) on a fresh database (SQLite, or
    one on the PostgreSQL server at database), play the tables over them (see run), stop.
    results["cpu"] adds up the servers' CPU over the play."""
    with fresh_database(database) as db, tempfile.TemporaryDirectory() as logs:
        ports = [free_port() for _ in range(count)]
        said = [Path(logs) / f"server-{i}.log" for i in range(count)]
        servers = [start_server(*kind(db, port), port, log) for port, log in zip(
            ports, said, strict=True)]
        try:
            results = asyncio.run(run(ports, [server.pid for server in servers], **play))
        except BaseException:
            for log in said:  # what went wrong on the servers' side
                lines = log.read_text(errors="replace").splitlines()
                print(f"{log.name}:", *lines[-40:], sep="\n", file=sys.stderr)
            raise
        finally:
            stop_servers(servers)
        return results


def start_server(command: list[str], env: dict, port: int,
                 log: Path | None = None) -> subprocess.Popen:
    """Start a server and wait until its /healthz answers; log: a file for what the server
    writes to stderr (default: this terminal)."""
    said = open(log, "wb") if log else None  # the child keeps its own copy
    if SERVER_GC != "on":
        env = {**env, "PYTHONPATH": str(ROOT / "benchmarks" / "server_gc"),
               "HJKIT_BENCH_GC": SERVER_GC, "HJKIT_BENCH_GC_LOG": str(_pause_log(port))}
    try:
        server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=said,
                                  env={**os.environ, **env})
    finally:
        if said:
            said.close()
    server.port = port  # whose pauses stop_servers reads
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit(f"{command[0]} did not start" + (
        f": {log.read_text(errors='replace')[-2000:]}" if log else ""))


def _pause_log(port: int) -> Path:
    return Path(tempfile.gettempdir()) / f"hjkit-bench-gc-{os.getpid()}-{port}.log"


def collector_pauses(port: int) -> str:
    """A summary of a server's logged collections (SERVER_GC "log"), its log removed."""
    log = _pause_log(port)
    pauses: dict[str, list[float]] = {}
    for line in log.read_text().splitlines() if log.exists() else ():
        generation, seconds = line.split()
        pauses.setdefault(generation, []).append(float(seconds))
    log.unlink(missing_ok=True)
    return "; ".join(f"gen {g}: {len(p)} collections, {sum(p) * 1000:.0f} ms in all, longest "
                     f"{max(p) * 1000:.0f} ms" for g, p in sorted(pauses.items()))


def stop_servers(servers: list[subprocess.Popen]) -> None:
    for server in servers:
        server.terminate()
    for server in servers:
        server.wait(timeout=10)
        if SERVER_GC == "log":  # printed before the run's own row
            print(f"  the next row's server (port {server.port}), its collector: "
                  f"{collector_pauses(server.port)}", flush=True)
