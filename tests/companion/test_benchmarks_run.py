"""The companion's benchmarks still drive a live `hjkit serve` end to end: once they sent a
seed the server no longer takes, and every serve-based figure was a run of 400 answers
that nobody noticed. A tiny paced run of benchmarks/companion_load.py, its one row read."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "companion_load.py"


def test_the_load_benchmark_plays_a_table_on_a_live_server_without_an_error():
    done = subprocess.run([sys.executable, str(BENCHMARK), "--only", "paced", "--tables", "1",
                           "--actions", "3", "--think", "0.1"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    row = next(line.split() for line in done.stdout.splitlines() if line.startswith("paced"))
    actions, errors = int(row[2]), int(row[11])  # "paced 0.1s" is two words
    assert actions == 3 and errors == 0, done.stdout


def test_the_seat_updates_benchmark_times_every_game_on_real_phones():
    script = BENCHMARK.with_name("seat_updates.py")
    done = subprocess.run([sys.executable, str(script), "--actions", "2"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [line.split() for line in done.stdout.splitlines() if line.startswith("this ")]
    assert sorted(row[1] for row in rows) == ["heroes-and-quests", "heros-journey-home",
                                              "heros-journey-v3"], done.stdout
    assert all(int(row[2]) == 4 for row in rows), done.stdout  # 2 actions x 2 other phones
