"""Where a companion action's server time goes: the server in this process, the phones in
another (companion_client), and per thread CPU read from /proc/self/task.

Runs `hjkit serve`'s server (serve.create_server) on a fresh SQLite file in this process,
drives it with the same phones as companion_load.py, and prints each group of threads' CPU
per action (uvicorn's event loop, which writes the streams, a2wsgi's workers, the worker
threads that build stream messages, the notifier's poller) beside the load average. With
--profile, each request runs under cProfile in its own thread and the merged profile's top
functions are printed.

    .venv/bin/python benchmarks/companion_profile.py --run paced [--profile] [--threads 32]
    (--run paced | flat | closed | listeners | one)
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import json
import os
import pstats
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from companion_client import free_port, load_average, percentile, run

RUNS = {  # run: (tables, think, streams, listeners)
    "paced": (50, 0.5, True, 0),
    "flat": (50, 0.0, True, 0),
    "closed": (50, 0.0, False, 0),
    "listeners": (1, 0.0, True, 200),
    "one": (1, 0.0, False, 0),  # the listeners' table alone: one table, no streams
    "spaced": (1, 0.05, True, 200),  # the listeners run with 0.05 s between actions
    "crowd": (500, 5.0, True, 0),  # companion_load.py's crowd (--actions 6 as there)
}


def thread_cpu() -> dict[int, float]:
    """CPU seconds by native thread id of this process (schedstat: nanoseconds on a CPU,
    not the tick-sampled user and system times of stat, which miss short bursts)."""
    found = {}
    for tid in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{tid}/schedstat") as stat:
                found[int(tid)] = int(stat.read().split()[0]) / 1e9
        except FileNotFoundError:
            continue
    return found


def group(name: str) -> str:
    if name.startswith("WSGI"):
        return "workers"
    if name.startswith(("asyncio_", "uvloop_", "ThreadPoolExecutor")):
        return "message builders"
    return {"MainThread": "profiler", "loop": "event loop"}.get(name, name)


class Profiles:
    """One cProfile.Profile per thread, merged at the end; it counts the thread's CPU time
    (not the wall clock, which would count waits for the GIL and for locks)."""

    def __init__(self):
        self.local = threading.local()
        self.all: list[cProfile.Profile] = []
        self.lock = threading.Lock()

    def mine(self) -> cProfile.Profile:
        profile = getattr(self.local, "profile", None)
        if profile is None:
            profile = self.local.profile = cProfile.Profile(time.thread_time)
            with self.lock:
                self.all.append(profile)
        return profile

    def wrap(self, function):
        def profiled(*args, **kwargs):
            profile = self.mine()
            profile.enable()
            try:
                return function(*args, **kwargs)
            finally:
                profile.disable()
        return profiled

    def report(self, actions: int, top: int) -> str:
        out = io.StringIO()
        stats = pstats.Stats(*self.all, stream=out) if self.all else None
        if stats is None:
            return "no profile"
        stats.sort_stats("tottime").print_stats(top)
        stats.sort_stats("cumulative").print_stats(top)
        return f"(per action: divide by {actions})\n{out.getvalue()}"


IN_APP: list[float] = []
"""Thread CPU seconds of each action request inside the Flask app."""
QUEUED: list[float] = []
"""Wall seconds from an action request's last bytes read to the app's start."""
IN_APP_WALL: list[float] = []
"""Wall seconds of the same."""


def timed(wsgi_app):
    def app(environ, start_response):
        if not environ["PATH_INFO"].endswith("/actions"):
            return wsgi_app(environ, start_response)
        cpu, wall = time.thread_time(), time.perf_counter()
        # since the server read the request (the ASGI scope is made then)
        QUEUED.append(wall - environ["asgi.scope"].get("read at", wall))
        try:
            return wsgi_app(environ, start_response)
        finally:
            IN_APP.append(time.thread_time() - cpu)
            IN_APP_WALL.append(time.perf_counter() - wall)
    return app


def stamped(asgi_app):
    """Notes in each request's scope when it reached the ASGI app."""
    async def app(scope, receive, send):
        if scope["type"] == "http":
            scope["read at"] = time.perf_counter()
        return await asgi_app(scope, receive, send)
    return app


APPENDS: list[float] = []
"""Wall seconds of each store.append (the write lock's wait included)."""
PAUSES: list[float] = []
"""Wall seconds of each collection by the cyclic garbage collector."""
GENERATIONS: list[int] = []


def timed_call(function, into: list[float]):
    def timed(*args, **kwargs):
        started = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            into.append(time.perf_counter() - started)
    return timed


def collections(phase: str, info: dict, started: list[float] = [0.0]) -> None:  # noqa: B006
    if phase == "start":
        started[0] = time.perf_counter()
    else:
        PAUSES.append(time.perf_counter() - started[0])
        GENERATIONS.append(info["generation"])


def serve_here(database: Path, port: int, threads: int, profiles: Profiles | None):
    os.environ["HJKIT_DATABASE_URL"] = f"sqlite:///{database}"
    from hjkit.companion import create_app
    from hjkit.companion.serve import create_server

    app = create_app()
    app.config["PUBLIC_URL"] = f"http://127.0.0.1:{port}"
    app.wsgi_app = timed(app.wsgi_app)
    if profiles is not None:
        app.wsgi_app = profiles.wrap(app.wsgi_app)
    server, sock = create_server(app, "127.0.0.1", port, threads)
    server.config.app = stamped(server.config.app)
    store = app.extensions["hjkit.store"]
    store.append = timed_call(store.append, APPENDS)
    loop = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name="loop",
                            daemon=True)
    loop.start()
    return server


def client(port: int, run_name: str, actions: int, seed: int, listeners: int) -> None:
    tables, think, streams, extra = RUNS[run_name]
    listeners = listeners if extra else 0
    results = asyncio.run(run([port], [], tables=tables, actions=actions, think=think,
                              seed=seed, streams=streams, listeners=listeners,
                              playing=lambda: print("playing", flush=True)))
    print(json.dumps({key: results[key] for key in
                      ("latency", "delay", "errors", "missed", "actions", "seconds")}))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run", choices=RUNS, default="paced")
    parser.add_argument("--actions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=32)
    parser.add_argument("--listeners", type=int, default=200,
                        help="streams on the table in the listeners run")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--census", action="store_true",
                        help="after the run, the objects the collector tracks, by type: "
                             "what a full collection walks")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--client", type=int, help=argparse.SUPPRESS)  # the phones' process
    args = parser.parse_args()
    if args.client:
        client(args.client, args.run, args.actions, args.seed, args.listeners)
        return 0
    profiles = Profiles() if args.profile else None
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = serve_here(Path(folder) / "bench.sqlite3", port, args.threads, profiles)
        actions = args.actions * (4 if args.run in ("listeners", "one", "spaced") else 1)
        phones = subprocess.Popen(
            [sys.executable, __file__, "--client", str(port), "--run", args.run,
             "--actions", str(actions), "--seed", str(args.seed),
             "--listeners", str(args.listeners)],
            stdout=subprocess.PIPE, text=True)
        phones.stdout.readline()  # the tables are created and the streams open: play starts
        before, process = thread_cpu(), time.process_time()
        IN_APP.clear()
        IN_APP_WALL.clear()
        APPENDS.clear()
        QUEUED.clear()
        PAUSES.clear()
        gc.callbacks.append(collections)
        out = phones.stdout.read()
        process = time.process_time() - process
        phones.wait()
        after = thread_cpu()
        names = {t.native_id: group(t.name) for t in threading.enumerate()}
        census = _census() if args.census else None
        server.stop()
    results = json.loads(out)
    if os.environ.get("DEBUG_THREADS"):
        for t in threading.enumerate():
            print(t.name, t.native_id, after.get(t.native_id, 0) - before.get(t.native_id, 0))
        print(len(after), len(before), sum(after.values()) - sum(before.values()), process)
    groups: dict[str, float] = {}
    for tid, cpu in after.items():
        label = names.get(tid, "other")
        groups[label] = groups.get(label, 0.0) + cpu - before.get(tid, 0.0)
    n = max(1, results["actions"])
    ms = 1000
    print(f"{args.run}: {results['actions']} actions in {results['seconds']:.1f} s, "
          f"p50 {percentile(results['latency'], 50) * ms:.1f} p99 "
          f"{percentile(results['latency'], 99) * ms:.1f} ms, upd p99 "
          f"{percentile(results['delay'], 99) * ms:.1f}, errors "
          f"{len(results['errors']) + results['missed']}; load {load_average()}")
    total = sum(v for k, v in groups.items() if k != "profiler")
    print(f"server CPU per action {total / n * ms:.2f} ms: " + ", ".join(
        f"{k} {v / n * ms:.2f}" for k, v in sorted(groups.items(), key=lambda kv: -kv[1])))
    print(f"in the Flask app per action request: mean {sum(IN_APP) / max(1, len(IN_APP)) * ms:.2f} "
          f"p50 {percentile(IN_APP, 50) * ms:.2f} p99 {percentile(IN_APP, 99) * ms:.2f} ms "
          f"({len(IN_APP)} requests); wall p50 {percentile(IN_APP_WALL, 50) * ms:.2f} "
          f"p99 {percentile(IN_APP_WALL, 99) * ms:.2f} ms")
    print(f"read to app: p50 {percentile(QUEUED, 50) * ms:.2f} p99 "
          f"{percentile(QUEUED, 99) * ms:.2f} ms")
    longest = {g: max((p for p, k in zip(PAUSES, GENERATIONS, strict=True) if k == g),
                      default=0) for g in (0, 1, 2)}
    print(f"store.append wall: p50 {percentile(APPENDS, 50) * ms:.2f} p99 "
          f"{percentile(APPENDS, 99) * ms:.2f} max {max(APPENDS, default=0) * ms:.2f} ms; "
          f"collections: {len(PAUSES)}, {sum(PAUSES) * ms:.1f} ms in all, max "
          f"{max(PAUSES, default=0) * ms:.2f} ms; by generation "
          + ", ".join(f"{g}: {GENERATIONS.count(g)} max {longest[g] * ms:.1f}"
                      for g in (0, 1, 2)))
    if profiles is not None:
        print(profiles.report(n, args.top))
    if census is not None:
        print(census)
    return 0


def _census(top: int = 15) -> str:
    """How many objects the collector tracks, and the most numerous types."""
    from collections import Counter

    gc.collect()
    tracked = gc.get_objects()
    kinds = Counter(type(o).__qualname__ for o in tracked)
    return f"tracked objects after the run: {len(tracked):,}; most numerous: " + ", ".join(
        f"{name} {count:,}" for name, count in kinds.most_common(top))


if __name__ == "__main__":
    sys.exit(main())
