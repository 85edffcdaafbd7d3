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

A club night: with --workers N --database URL (a PostgreSQL server) it also starts N
`hjkit serve` processes on a fresh database there and spreads each table's phones over
them (phone i of table t on process (t + i) mod N), so every update crosses processes
(LISTEN/NOTIFY); the rows for one process on SQLite and N processes on PostgreSQL print
side by side.

Then the crowd: CROWD tables of four phones, each phone following its table's stream, an
action every CROWD_THINK seconds per table, on the N processes sharing PostgreSQL (a
table's phones on every process, then every phone of a table on one process, as a proxy
routing by table puts them; with --crowd-sqlite also all on one process on SQLite), beside
the floor app (benchmarks/floor_app.py, one process, no streams) at the same tables and
pace: an action's latency, and the time from its request to its arrival on the table's
other phones (p50, p99, max). Play starts once every stream has had its first message.

    make bench-club     # starts a throwaway PostgreSQL server, then runs
    .venv/bin/python benchmarks/companion_club.py --workers 4 --database URL \
        [--crowd 2000] [--crowd-think 5] [--crowd-actions 6] [--crowd-sqlite]
        [--crowd-layouts spread,table,floor] [--only paced,flat,crowd]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

from companion_client import (
    crowd_arguments,
    floor_command,
    hjkit_command,
    load_average,
    on_fresh_servers,
    percentile,
    play_arguments,
    run,
)


def report(label: str, r: dict) -> None:
    ms = 1000
    print(f"{label:<34} {r['actions']:>7} {r['actions'] / r['seconds']:>9.1f} "
          f"{percentile(r['latency'], 50) * ms:>8.1f} {percentile(r['latency'], 99) * ms:>8.1f} "
          f"{percentile(r['delay'], 50) * ms:>8.1f} {percentile(r['delay'], 99) * ms:>8.1f} "
          f"{r['streams']:>7} {len(r['errors']) + r['missed']:>6}  {load_average()}", flush=True)


def ms(values: list[float], q: int) -> str:
    return f"{percentile(values, q) * 1000:.1f}"


def crowd(setups: list[tuple[str, int, str | None]], tables: int, think: float, actions: int,
          seed: int, layouts: set[str]) -> None:
    print(f"{'crowd':<42} {'actions':>7} {'act p50':>8} {'p99':>7} {'max':>7} "
          f"{'arr p50':>8} {'p99':>7} {'max':>7} {'cpu ms/a':>8} {'streams':>7} {'open s':>6} "
          f"{'errors':>6}  load")
    play = {"tables": tables, "actions": actions, "think": think, "seed": seed}
    runs = []
    for name, count, database in setups:
        if count == 1 or "spread" in layouts:
            runs.append((name, hjkit_command, count, database, True, False))
        if count > 1 and "table" in layouts:
            runs.append((f"{name}, by table", hjkit_command, count, database, True, True))
    if "floor" in layouts:
        runs.append(("floor app, 1 proc SQLite", floor_command, 1, None, False, False))
    for name, kind, count, database, streams, together in runs:
        r = on_fresh_servers(kind, count, database, **play, streams=streams,
                             together=together)
        arrival = [ms(r["delay"], q) for q in (50, 99, 100)] if streams else ["-"] * 3
        print(f"{name + f', {tables} tables':<42} {r['actions']:>7} {ms(r['latency'], 50):>8} "
              f"{ms(r['latency'], 99):>7} {ms(r['latency'], 100):>7} {arrival[0]:>8} "
              f"{arrival[1]:>7} {arrival[2]:>7} {r['cpu'] / max(1, r['actions']) * 1000:>8.2f} "
              f"{r['streams']:>7} {r['opened']:>6.1f} "
              f"{len(r['errors']) + r['missed']:>6}  {load_average()}",
              flush=True)
    print(f"an action every {think:g}s per table (0.5x to 1.5x), {actions} per table. act: an "
          "action's POST until its answer; arr: until the table's other phones' streams "
          "deliver it (the floor has no streams: its action answer is the floor); cpu ms/a: "
          "the servers' CPU per action, all processes; by table: every phone of a table on the "
          "same process (a proxy routing by table), else a table's phones on every process; "
          "open s: until every stream had its first "
          "message (play starts then). Target: arrival p99 <= 50 ms.")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    play_arguments(parser)
    parser.add_argument("--workers", type=int, default=0,
                        help="also run N processes on --database, phones spread over them")
    parser.add_argument("--database", help="a PostgreSQL server's URL (e.g. "
                                           "postgresql+psycopg://postgres@127.0.0.1:5432/x): "
                                           "each run makes a fresh database there")
    crowd_arguments(parser, 2000)
    parser.add_argument("--only", default="paced,flat,crowd",
                        help="comma-separated runs: paced, flat, crowd")
    parser.add_argument("--crowd-layouts", default="spread,table,floor",
                        help="comma-separated crowd runs on the N processes: spread (a "
                             "table's phones on every process), table (routed by table); "
                             "and floor (the floor app)")
    parser.add_argument("--crowd-sqlite", action="store_true",
                        help="also put the whole crowd on one process on SQLite (with "
                             "--workers; without, it is the only crowd run)")
    args = parser.parse_args()
    if args.workers and not args.database:
        parser.error("--workers needs --database (make bench-club starts a PostgreSQL server)")
    runs = set(args.only.split(","))
    print(f"{args.tables} tables x 4 phones holding event streams; {os.cpu_count()} CPUs; "
          f"load {load_average()}; fresh `hjkit serve` processes and database per run")
    setups = [("1 proc SQLite", 1, None)]
    if args.workers:
        setups.append((f"{args.workers} procs PostgreSQL", args.workers, args.database))
    if runs & {"paced", "flat"}:
        print(f"{'run':<34} {'actions':>7} {'actions/s':>9} {'p50 ms':>8} {'p99 ms':>8} "
              f"{'upd p50':>8} {'upd p99':>8} {'streams':>7} {'errors':>6}  load")
    for label, think in ((f"paced {args.think}s", args.think), ("flat out", 0.0)):
        if label.split()[0] not in runs:
            continue
        play = {"tables": args.tables, "actions": args.actions, "think": think,
                "seed": args.seed}
        if args.port:  # a server started by hand, e.g. under a profiler
            report(label, asyncio.run(run([args.port], [], **play)))
            continue
        for name, count, database in setups:
            report(f"{name}, {label}", on_fresh_servers(hjkit_command, count, database, **play))
    if runs & {"paced", "flat"}:
        print("action: POST until its answer; upd: POST sent until each other phone's stream "
              "delivers the new version. Targets: p99 action < 50 ms, p99 update < 200 ms.")
    if "crowd" in runs and not args.port:
        crowd(setups[::-1] if args.crowd_sqlite or not args.workers else setups[1:],
              args.crowd, args.crowd_think, args.crowd_actions, args.seed,
              set(args.crowd_layouts.split(",")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
