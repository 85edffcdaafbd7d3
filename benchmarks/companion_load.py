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
  app (benchmarks/floor_app.py: Flask + SQLAlchemy + SQLite WAL on the same uvicorn,
  reading a version and appending one JSON row), in alternating rounds, and prints each
  server's CPU per action and throughput and their ratio;
- many listeners: one table watched by LISTENERS streams, the server's CPU per action
  (4 x ACTIONS actions: the process CPU clock ticks coarsely, so a short run reads coarse);
- bursts, each on a fresh `hjkit serve` and a fresh floor app: BURST event streams opened
  at once (on the floor, as many GET /healthz: it has no streams), the time until each gets
  its first message (its answer), while a table's phones, connected before, act every
  0.1 s; then IDLE connections held open (half silent, half with half a request's headers)
  and beside them a new connection's first request and an action's;
- a crowd: CROWD tables of four phones, each phone following its table's stream, an action
  every CROWD_THINK seconds per table: an action's latency and the time from its request to
  its arrival on the table's other phones (p50, p99, max), beside the floor app's action
  latency for the same tables and pace.

Server CPU is the server process's user + system time (/proc/<pid>/stat) over the run.
Every figure is printed beside os.getloadavg(): the machine is shared, so compare ratios
taken in one run. The targets on a 2-core machine are printed under the table.

    .venv/bin/python benchmarks/companion_load.py [--tables 50] [--actions 30] [--think 0.5]
        [--listeners 200] [--burst 1500] [--idle 2000] [--crowd 500] [--crowd-think 5]
        [--only paced,flat,floor,listeners,burst,idle,crowd] [--as-windows]
        [--server-gc on|log]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from functools import partial
from pathlib import Path

import companion_client
from companion_client import (
    ActionProbe,
    ProbeProcess,
    as_on_windows,
    beside_idle,
    create_tables,
    crowd_arguments,
    floor_command,
    free_port,
    hjkit_command,
    load_average,
    new_results,
    on_fresh_servers,
    opened_at_once,
    percentile,
    play_arguments,
    run,
    start_server,
    stop_servers,
)

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


def compare_floor(tables: int, actions: int, seed: int, rounds: int = 2) -> None:
    """hjkit against the floor app, the same closed-loop client, no streams; rounds
    alternate the two so both meet the same noise."""
    totals = {"hjkit": new_results(), "floor": new_results()}
    for r in range(rounds):
        for label, kind in (("hjkit", hjkit_command), ("floor", floor_command)):
            result = on_fresh_servers(kind, tables=tables, actions=actions, think=0.0,
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
          f"ratio {hj_cpu / fl_cpu:.2f}x (floor <= 1.5x); throughput hjkit {hj_rate:.0f}/s, "
          f"floor {fl_rate:.0f}/s, ratio {hj_rate / fl_rate:.2f}x; load {load_average()}")


BURST_HEADER = (f"{'burst':<26} {'count':>5} {'first p50':>9} {'p99':>7} {'max':>7} "
                f"{'failed':>6} {'act p50':>8} {'act max':>8} {'acts':>5} {'errors':>6}  load")


def on_server(kind, work) -> dict:
    """Start a server (hjkit_command or floor_command) on a fresh database, run
    work(port), stop it."""
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        command, env = kind(Path(folder) / "bench.sqlite3", port)
        server = start_server(command, env, port)
        try:
            return work(port)
        finally:
            stop_servers([server])


def ms(values: list[float], q: int) -> str:
    return f"{percentile(values, q) * 1000:.0f}" if values else "-"


def burst(port: int, count: int, seed: int, streams: bool) -> dict:
    """count streams (or GETs) opened at once beside acting tables (opened_at_once)."""
    tables = create_tables(port, (count + 3) // 4, seed) if streams else []
    probe = ProbeProcess(port, create_tables(port, 3, seed + 1))
    probe.start()
    return asyncio.run(opened_at_once(port, count, [t["id"] for t in tables], probe, streams))


def held(port: int, count: int, seed: int) -> dict:
    """count idle connections held, a new connection's requests beside them (beside_idle)."""
    probe = ActionProbe(port, create_tables(port, 1, seed + 2))
    return asyncio.run(beside_idle(port, count, probe))


def bursts(count: int, idle: int, seed: int, runs: set[str]) -> None:
    print(BURST_HEADER)
    for label, kind, streams in (("hjkit", hjkit_command, True),
                                 ("floor", floor_command, False)):
        if "burst" in runs:
            r = on_server(kind, partial(burst, count=count, seed=seed, streams=streams))
            what = "streams" if streams else "GETs"
            print(f"{label + f': {count} {what} at once':<26} {r['count']:>5} "
                  f"{ms(r['firsts'], 50):>9} {ms(r['firsts'], 99):>7} {ms(r['firsts'], 100):>7} "
                  f"{r['failed']:>6} {ms(r['actions'], 50):>8} {ms(r['actions'], 100):>8} "
                  f"{len(r['actions']):>5} {r['action_errors']:>6}  {load_average()}",
                  flush=True)
        if "idle" in runs:
            r = on_server(kind, partial(held, count=idle, seed=seed))
            first = r["requests"][0] * 1000 if r["requests"] else float("nan")
            print(f"{label + f': {idle} idle held':<26} {r['count']:>5} "
                  f"{ms(r['requests'], 50):>9} {'':>7} {ms(r['requests'], 100):>7} "
                  f"{r['failed']:>6} {ms(r['actions'], 50):>8} {ms(r['actions'], 100):>8} "
                  f"{len(r['actions']):>5} {r['action_errors']:>6}  {load_average()}  "
                  f"(first request {first:.0f} ms; all connected in {r['connected']:.1f} s)",
                  flush=True)
    print("first: from the burst's start until each stream's first message (the floor: "
          "each GET's answer); idle: a new connection's GET /healthz beside the held "
          "connections, first one right after they opened; act: an action's POST until its "
          "answer meanwhile (idle: on a new connection). Target: every action within 200 ms.")


def crowd(tables: int, think: float, actions: int, seed: int) -> None:
    print(f"{'crowd':<26} {'actions':>7} {'act p50':>8} {'p99':>7} {'max':>7} "
          f"{'arr p50':>8} {'p99':>7} {'max':>7} {'streams':>7} {'errors':>6}  load")
    play = {"tables": tables, "actions": actions, "think": think, "seed": seed}
    for label, kind, streams in (("hjkit", hjkit_command, True),
                                 ("floor", floor_command, False)):
        r = on_fresh_servers(kind, **play, streams=streams)
        arrival = [ms(r["delay"], q) for q in (50, 99, 100)] if streams else ["-"] * 3
        print(f"{label + f': {tables} tables, {think:g}s':<26} {r['actions']:>7} "
              f"{ms(r['latency'], 50):>8} {ms(r['latency'], 99):>7} {ms(r['latency'], 100):>7} "
              f"{arrival[0]:>8} {arrival[1]:>7} {arrival[2]:>7} {r['streams']:>7} "
              f"{len(r['errors']) + r['missed']:>6}  {load_average()}", flush=True)
    print("act: an action's POST until its answer; arr: until the table's other phones' "
          "streams deliver it (the floor has no streams: its action answer is the floor). "
          "Target: arrival p99 <= 50 ms.")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    play_arguments(parser)
    parser.add_argument("--listeners", type=int, default=200,
                        help="streams on one table in the listeners run")
    parser.add_argument("--burst", type=int, default=1500,
                        help="event streams opened at once in the burst run")
    parser.add_argument("--idle", type=int, default=2000,
                        help="idle connections held in the idle run")
    crowd_arguments(parser, 500)
    parser.add_argument("--as-windows", action="store_true",
                        help="run hjkit serve with the Unix-only modules hidden and asyncio's "
                             "loop on select(), as on Windows (tests/test_portable.py); Linux's "
                             "select() watches 1,024 sockets at most: --crowd 100 fits")
    parser.add_argument("--server-gc", choices=("on", "log"), default="on",
                        help="a diagnosis: print the pauses of the servers' garbage "
                             "collections (log)")
    parser.add_argument("--only", default="paced,flat,floor,listeners,burst,idle,crowd",
                        help="comma-separated runs: paced, flat, floor, listeners, burst, "
                             "idle, crowd")
    args = parser.parse_args()
    runs = set(args.only.split(","))
    if args.as_windows:
        as_on_windows()
    companion_client.SERVER_GC = args.server_gc
    print(f"{args.tables} tables x 4 phones holding event streams; {os.cpu_count()} CPUs; "
          f"a fresh server on loopback per run; load {load_average()}")
    print(HEADER)
    for label, think in ((f"paced {args.think}s", args.think), ("flat out", 0.0)):
        if label.split()[0] not in runs:
            continue
        play = {"tables": args.tables, "actions": args.actions, "think": think,
                "seed": args.seed}
        if args.port:  # a server started by hand, e.g. under a profiler
            results = asyncio.run(run([args.port], [], **play))
        else:
            results = on_fresh_servers(hjkit_command, **play)
        report(label, results)
    if "floor" in runs and not args.port:
        compare_floor(args.tables, args.actions, args.seed)
    if "listeners" in runs and not args.port:
        report(f"{args.listeners} listeners", on_fresh_servers(
            hjkit_command, tables=1, actions=args.actions * 4, think=0.0, seed=args.seed,
            listeners=args.listeners))
    if runs & {"burst", "idle"} and not args.port:
        bursts(args.burst, args.idle, args.seed, runs)
    if "crowd" in runs and not args.port:
        crowd(args.crowd, args.crowd_think, args.crowd_actions, args.seed)
    print("action: POST until its answer; upd: POST sent until each other phone's stream "
          "delivers the new version; cpu ms/a: server CPU per action, loop: the part in the main "
          "thread (uvicorn's event loop, which writes the streams). Targets: paced p99 "
          "action < 10 ms, cpu <= 1.5x the floor's, 200 listeners <= 5 ms per action.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
