"""The club night: the companion under load on one process (SQLite) and on N processes
sharing one PostgreSQL database, driven as phones would drive it.
(benchmarks/companion_load.py compares one process with its floor app; both drive the
servers with benchmarks/companion_client.py.)

Starts `hjkit serve` on a loopback port (a fresh SQLite file, as a user's first run),
creates TABLES four-player standard tables, and opens one event stream per phone (four per
table). Each table then plays legal actions taken from its state's legal_actions, each
posted by the phone whose seat acts, with THINK seconds between actions (a person tapping);
the other phones time how long the update takes to reach them.

Prints actions per second, p50/p99 action latency (POST to its answer) and p50/p99 update
delay (POST sent until another phone's stream delivers that version), for a paced run and
for a flat-out run (no think time), and under them the targets on a 2-core machine.

    .venv/bin/python benchmarks/companion_club.py [--tables 50] [--actions 30] [--think 0.5]

A club night: with --workers N --database URL (PostgreSQL) it also starts N `hjkit serve`
processes on that database and spreads each table's phones over them (phone i of table t
on process (t + i) mod N), so every update crosses processes (LISTEN/NOTIFY); the rows for
one process on SQLite and N processes on PostgreSQL print side by side.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

from companion_client import (
    free_port,
    hjkit_command,
    load_average,
    percentile,
    play_arguments,
    run,
    start_server,
    stop_servers,
)


def report(label: str, r: dict) -> None:
    ms = 1000
    print(f"{label:<34} {r['actions']:>7} {r['actions'] / r['seconds']:>9.1f} "
          f"{percentile(r['latency'], 50) * ms:>8.1f} {percentile(r['latency'], 99) * ms:>8.1f} "
          f"{percentile(r['delay'], 50) * ms:>8.1f} {percentile(r['delay'], 99) * ms:>8.1f} "
          f"{r['streams']:>7} {len(r['errors']) + r['missed']:>6}  {load_average()}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    play_arguments(parser)
    parser.add_argument("--workers", type=int, default=0,
                        help="also run N processes on --database, phones spread over them")
    parser.add_argument("--database", help="the database URL of the N processes "
                                           "(PostgreSQL, e.g. postgresql+psycopg://...)")
    args = parser.parse_args()
    if args.workers and not args.database:
        parser.error("--workers needs --database")
    print(f"{args.tables} tables x 4 phones holding event streams; {os.cpu_count()} CPUs; "
          f"load {load_average()}; fresh `hjkit serve` processes on loopback per run")
    print(f"{'run':<34} {'actions':>7} {'actions/s':>9} {'p50 ms':>8} {'p99 ms':>8} "
          f"{'upd p50':>8} {'upd p99':>8} {'streams':>7} {'errors':>6}  load")
    setups = [("1 proc SQLite", 1, None)]
    if args.workers:
        setups.append((f"{args.workers} procs PostgreSQL", args.workers, args.database))
    for label, think in ((f"paced {args.think}s", args.think), ("flat out", 0.0)):
        play = {"tables": args.tables, "actions": args.actions, "think": think,
                "seed": args.seed}
        for name, count, database in setups:
            if args.port:  # a server started by hand, e.g. under a profiler
                report(label, asyncio.run(run([args.port], None, **play)))
                break
            with tempfile.TemporaryDirectory() as folder:
                ports = [free_port() for _ in range(count)]
                servers = [start_server(*hjkit_command(database or Path(folder) / "bench.sqlite3",
                                                       port), port) for port in ports]
                try:
                    results = asyncio.run(run(ports, None, **play))
                finally:
                    stop_servers(servers)
            report(f"{name}, {label}", results)
    print("action: POST until its answer; upd: POST sent until each other phone's stream "
          "delivers the new version. Targets: p99 action < 50 ms, p99 update < 200 ms.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
