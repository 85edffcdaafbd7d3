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
- many listeners: one table watched by LISTENERS streams, the server's CPU per action
  (4 x ACTIONS actions: the process CPU clock ticks coarsely, so a short run reads coarse).

Server CPU is the server process's user + system time (/proc/<pid>/stat) over the run.
Every figure is printed beside os.getloadavg(): the machine is shared, so compare ratios
taken in one run. The targets on a 2-core machine are printed under the table.

    .venv/bin/python benchmarks/companion_load.py [--tables 50] [--actions 30] [--think 0.5]
        [--listeners 200] [--only paced,flat,floor,listeners]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

from companion_client import (
    floor_command,
    free_port,
    hjkit_command,
    load_average,
    new_results,
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


def on_fresh_server(kind, **play) -> dict:
    """Start a server (hjkit_command or floor_command) on a fresh database, play, stop."""
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        command, env = kind(Path(folder) / "bench.sqlite3", port)
        server = start_server(command, env, port)
        try:
            return asyncio.run(run([port], server.pid, **play))
        finally:
            stop_servers([server])


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
          f"ratio {hj_cpu / fl_cpu:.2f}x (floor <= 1.5x); throughput hjkit {hj_rate:.0f}/s, "
          f"floor {fl_rate:.0f}/s, ratio {hj_rate / fl_rate:.2f}x; load {load_average()}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    play_arguments(parser)
    parser.add_argument("--listeners", type=int, default=200,
                        help="streams on one table in the listeners run")
    parser.add_argument("--only", default="paced,flat,floor,listeners",
                        help="comma-separated runs: paced, flat, floor, listeners")
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
            results = asyncio.run(run([args.port], None, **play))
        else:
            results = on_fresh_server(hjkit_command, **play)
        report(label, results)
    if "floor" in runs and not args.port:
        compare_floor(args.tables, args.actions, args.seed)
    if "listeners" in runs and not args.port:
        report(f"{args.listeners} listeners", on_fresh_server(
            hjkit_command, tables=1, actions=args.actions * 4, think=0.0, seed=args.seed,
            listeners=args.listeners))
    print("action: POST until its answer; upd: POST sent until each other phone's stream "
          "delivers the new version; cpu ms/a: server CPU per action, loop: the part in the main "
          "thread (waitress's I/O loop). Targets: paced p99 "
          "action < 10 ms, cpu <= 1.5x the floor's, 200 listeners <= 5 ms per action.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
