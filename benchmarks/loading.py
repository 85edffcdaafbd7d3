"""Loading benchmark (issue 40): the time to load every shipped card of all four games, the
time of `hjkit check` on them, and the time from starting `hjkit serve` to its first
answer, for this checkout beside an older one.

Run: .venv/bin/python benchmarks/loading.py --old /tmp/old-main [--runs 3]

--old names a checkout of the code to compare with (e.g. one made with
`git worktree add --detach /tmp/old-main main` before the change); without it only this
checkout is timed. Each figure is a fresh process run as a user runs it (Python starting,
the imports, reading the YAML), with PYTHONPATH naming the checkout, so each side imports
its own code with the same interpreter and libraries. The two sides run in turn, round
after round, so that a slow spell of this shared machine falls on both alike; the best of
--runs is shown with its processor time, and every figure with the 1-minute load average
when it was taken (os.getloadavg()), since other work on the machine slows both sides.
Target: the new side at least 4 times sooner than the old for both.
"""

from __future__ import annotations

import argparse
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 4.0

LOAD_EVERY_GAME = """
from hjkit.kit.registry import games
for game in games().values():
    if game.shipped_cards() is not None:
        game.load([game.shipped_cards()])
"""

TASKS = {"load all four games' cards": ["-c", LOAD_EVERY_GAME],
         "hjkit check": ["-m", "hjkit", "check"],
         "hjkit serve, first answer": None}
"""Each task's python arguments; None: `hjkit serve`, timed until it answers its home page."""


@dataclass(frozen=True)
class Timing:
    wall: float
    cpu: float
    load: float
    """The 1-minute load average as the run ended."""


def timed(checkout: Path, arguments: list[str] | None) -> Timing:
    """One run of python with arguments (None: `hjkit serve` until its first answer, on a
    database of its own), importing the code of checkout."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    if arguments is None:
        wall = _first_answer(env, checkout) - start
    else:
        subprocess.run([sys.executable, *arguments], env=env, cwd=checkout, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timing(wall, cpu, os.getloadavg()[0])


def _first_answer(env: dict, checkout: Path) -> float:
    """Start `hjkit serve`, wait until its home page answers, stop it; the time of the
    answer (its processor time counts up to the stop)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with tempfile.TemporaryDirectory() as folder:
        env = {**env, "HJKIT_DATABASE_URL": f"sqlite:///{folder}/tables.db"}
        server = subprocess.Popen([sys.executable, "-m", "hjkit", "serve", "--host",
                                   "127.0.0.1", "--port", str(port)], env=env, cwd=checkout,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while True:
                try:
                    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5):
                        return time.perf_counter()
                except OSError:
                    if server.poll() is not None:
                        raise RuntimeError(f"hjkit serve in {checkout} stopped") from None
                    time.sleep(0.02)
        finally:
            server.terminate()
            server.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, default=None,
                        help="a checkout of the code to compare with")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    sides = {"new": ROOT, **({"old": args.old.resolve()} if args.old else {})}
    best: dict[tuple[str, str], Timing] = {}
    for _ in range(args.runs):
        for task, arguments in TASKS.items():
            for side, checkout in sides.items():
                timing = timed(checkout, arguments)
                kept = best.get((task, side))
                if kept is None or timing.wall < kept.wall:
                    best[(task, side)] = timing
    print(f"best of {args.runs} runs, each a fresh process; load: the 1-minute load average")
    for task in TASKS:
        line = [f"{task:28}"]
        for side in sides:
            t = best[(task, side)]
            line.append(f"{side} {t.wall:6.2f} s wall, {t.cpu:6.2f} s cpu (load {t.load:.2f})")
        if "old" in sides:
            new, old = best[(task, "new")], best[(task, "old")]
            ratio = old.wall / new.wall
            line.append(f"{ratio:.1f}x sooner by wall time ({old.cpu / new.cpu:.1f}x by cpu): "
                        f"{'met' if ratio >= TARGET else 'NOT MET'} (target {TARGET:g}x)")
        print("  ".join(line))


if __name__ == "__main__":
    main()
