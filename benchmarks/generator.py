"""Generator benchmark: `hjkit build` against a peer, the same cards as HTML/CSS printed to
PDF by one headless Chromium (Debian's, through Playwright), on the intro pack and on a
synthetic set of 1,000 cards.

Run: .venv/bin/python benchmarks/generator.py [--cards 1000] [--runs 3]

The peer (benchmarks/html_peer.py) is built as a user of HTML card templates would build
it: a template per card filled in from the same YAML, QR codes from the `qrcode` package as
inline SVG, the set's art as <img>, CSS grid sheets of 3 x 3 cards with a back page after
each, and one `page.pdf()` per file. Both sides are timed from card data to PDF files on
disk, best of --runs; the peer's time includes launching Playwright's driver and its
browser once. Both read the cards the same way: the game's loader (PyYAML and the pydantic
card models).

Like is compared with like (and the intro pack's processes run in turn, round after round,
so that a slow spell of this shared machine falls on both sides alike):
- 1,000 cards: both sides in this process, after a warm-up, so neither side's Python start
  nor its imports are timed. Each timed `hjkit build` first forgets what the warm-up
  learnt about these cards (codes, pictures, word widths), so it does a first build's work.
- The intro pack: both sides as a process, as their users run them from a shell, timed
  start to finish: Python starting, imports (reportlab and svglib for hjkit; Playwright
  and qrcode for the peer; PyYAML and pydantic for both), reading the YAML, printing.
  Beside them, a process that only imports what `hjkit build` imports, and one that
  starts Python and imports nothing: the ratio against the first is the most a build with
  these libraries could reach on so small a set.
The processes run this checkout's .venv, an editable install.

Every figure is printed with the 1-minute load average when it was taken (os.getloadavg()),
since other work on the machine slows both sides, and beside the wall time the processor
time, which other work hardly changes. The peer's processor time counts Chromium only as
far as its processes have ended and been waited for by their parents: a lower bound.
Floors: the generator writes at least 500 cards per second in process, and the peer takes
at least 3 times as long as `hjkit build` on the intro pack (both as processes).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import yaml
from html_peer import BASE_URL, CHROMIUM, peer

from hjkit.games.heroes_journey.model.files import SHIPPED_CARDS
from hjkit.generator import art, fonts, qr
from hjkit.generator.build import BuildOptions, build_paths

ROOT = Path(__file__).resolve().parent.parent
PEER = Path(__file__).resolve().parent / "html_peer.py"

TEXTS = [
    "Skirmish: Exert this companion to make another companion strength +2.",
    "To Play: Spot an Oz companion.\nRegroup: Remove a burden from your party.",
    "Response: If a companion is about to take a wound, exert this character to prevent it.",
    "Maneuver or Skirmish: Make a minion strength -1 for each wound on it. If it is "
    "skirmishing the hero, make it strength -2 instead.",
]
CULTURES = [
    {"id": "east", "name": "East", "side": "campaign", "icon": "emerald"},
    {"id": "north", "name": "North", "side": "campaign", "icon": "star-wand"},
    {"id": "west", "name": "West", "side": "adversary", "icon": "broom"},
    {"id": "troy", "name": "Troy", "side": "adversary", "icon": "horse"},
]


def synthetic_set(folder: Path, count: int) -> Path:
    """count distinct cards: book cards of every type on both sides, and sites."""
    cards = []
    for number in range(count):
        text = TEXTS[number % len(TEXTS)]
        if number % 10 == 9:
            low = number % 3 * 3 + 1
            cards.append({"id": f"site-{number}", "title": f"Site of Trial {number}",
                          "type": "site", "site_range": f"{low}-{low + 2}",
                          "risk": number % 4, "arrow": "left", "text": text})
            continue
        side = "campaign" if number % 2 else "adversary"
        culture = CULTURES[number % 2 if side == "campaign" else 2 + number % 2]
        card = {"id": f"card-{number}", "title": f"Synthetic Card {number}", "side": side,
                "culture": culture["id"], "cost": number % 6, "text": text,
                "flavor": "A traveller's tale, told at the fireside."}
        if number % 3 == 0:
            card.update(type="companion" if side == "campaign" else "minion",
                        strength=number % 9 + 1, health=number % 4 + 1,
                        keywords=["Defender +1"] if side == "campaign" else ["Damage +1"])
            if side == "adversary":
                card["home_site"] = number % 9 + 1
        else:
            card.update(type="condition", support_area=True)
        cards.append(card)
    folder.mkdir(parents=True)
    (folder / "cards.yaml").write_text(yaml.safe_dump({
        "set": {"id": "synthetic", "name": "Synthetic"}, "cultures": CULTURES, "cards": cards,
    }, sort_keys=False), "utf-8")
    return folder


# ---- measuring ----

@dataclass(frozen=True)
class Timing:
    wall: float
    """Seconds from start to finish."""
    cpu: float
    """Processor seconds, this process's and its finished children's (Chromium's, a build
    run as a process): what the work costs whatever else the machine is doing."""
    load: float
    """The 1-minute load average just after."""


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _best(runs: int, work: Callable[[], object],
          before: Callable[[], object] = lambda: None) -> Timing:
    """The run with the best wall time; before runs untimed ahead of each."""
    best = Timing(float("inf"), 0.0, 0.0)
    for _ in range(runs):
        before()
        start, cpu = time.perf_counter(), _cpu()
        work()
        elapsed = time.perf_counter() - start
        if elapsed < best.wall:
            best = Timing(elapsed, _cpu() - cpu, os.getloadavg()[0])
    return best


def _best_in_turn(runs: int, works: list[Callable[[], object]]) -> list[Timing]:
    """Each work's run with the best wall time, the works run in turn, round after round:
    a slow spell of the machine falls on all of them alike, not on one side's runs."""
    best = [Timing(float("inf"), 0.0, 0.0) for _ in works]
    for _ in range(runs):
        for index, work in enumerate(works):
            start, cpu = time.perf_counter(), _cpu()
            work()
            elapsed = time.perf_counter() - start
            if elapsed < best[index].wall:
                best[index] = Timing(elapsed, _cpu() - cpu, os.getloadavg()[0])
    return best


def _forget_cards() -> None:
    """Forget what the warm-up learnt about these very cards (their encoded codes, their
    pictures, their words' widths), so that every timed build does a first build's work."""
    qr.clear_cache()
    art.clear_cache()
    fonts.unit_width.cache_clear()


def _hjkit_process(paths: list[Path], out: Path) -> None:
    """`hjkit build` as a user runs it: a new process, its modules' bytecode compiled once
    before (as an installed package's is; PYTHONDONTWRITEBYTECODE, which some shells set,
    is dropped)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run([str(ROOT / ".venv" / "bin" / "hjkit"), "build", *map(str, paths),
                           "--out", str(out), "--base-url", BASE_URL],
                          capture_output=True, text=True, check=False, env=env)
    if done.returncode != 0:
        raise SystemExit(f"hjkit build failed: {done.stderr.strip()}")


IMPORTS_ONLY = ("from hjkit.kit.registry import games; games(); "
                "import hjkit.cli, hjkit.games.heroes_journey.faces.jobs, "
                "hjkit.games.heroes_journey.model.library")
"""What `hjkit build intro-pack` imports, and nothing drawn: the least time a build as a
process can take while it uses these libraries."""


def _peer_process(paths: list[Path], out: Path) -> None:
    """The peer as its user runs it: `python benchmarks/html_peer.py`, a new process whose
    Python start, imports (Playwright, qrcode, PyYAML, hjkit's checks), YAML reading and
    checking are timed as `hjkit build`'s are, its bytecode compiled as for
    _hjkit_process."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run([str(ROOT / ".venv" / "bin" / "python"), str(PEER), *map(str, paths),
                           "--out", str(out), "--base-url", BASE_URL],
                          capture_output=True, text=True, check=False, env=env)
    if done.returncode != 0:
        raise SystemExit(f"the peer failed: {done.stderr.strip()}")


def _python_process(code: str) -> None:
    """The venv's Python running code, its bytecode compiled as for _hjkit_process."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([str(ROOT / ".venv" / "bin" / "python"), "-c", code], check=True, env=env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print("Debian's chromium is missing (apt-get install chromium): no peer to run")
        return 2
    intro = SHIPPED_CARDS / "intro-pack"
    with tempfile.TemporaryDirectory() as scratch:
        scratch_path = Path(scratch)
        synthetic = synthetic_set(scratch_path / "synthetic", args.cards)
        options = BuildOptions(out=scratch_path / "hjkit", base_url=BASE_URL)
        build_paths([synthetic], options)  # warm-up: imports, fonts
        many = _best(args.runs, lambda: build_paths([synthetic], options), _forget_cards)
        size = sum(p.stat().st_size for p in (scratch_path / "hjkit").glob("*.pdf"))
        _hjkit_process([intro], scratch_path / "intro")  # warm-ups
        _python_process(IMPORTS_ONLY)
        intro_faces = peer([intro], scratch_path / "peer-intro")
        _peer_process([intro], scratch_path / "peer-intro")
        intro_first, imports_only, bare, intro_peer = _best_in_turn(args.runs, [
            lambda: _hjkit_process([intro], scratch_path / "intro"),
            lambda: _python_process(IMPORTS_ONLY),
            lambda: _python_process("pass"),
            lambda: _peer_process([intro], scratch_path / "peer-intro")])
        intro_peer_inside = _best(args.runs, lambda: peer([intro], scratch_path / "peer-intro"))
        many_peer = _best(1, lambda: peer([synthetic], scratch_path / "peer-many"))
    peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"generator benchmark, best of {args.runs} (the peer's {args.cards} cards: one run); "
          f"{os.cpu_count()} CPUs; wall and processor seconds, load average after each")
    print(f"{'measure':50} {'wall s':>7} {'cpu s':>7} {'load':>6}")
    for name, timing in ((f"hjkit build, {args.cards} cards, in process", many),
                         (f"peer, {args.cards} cards, in process", many_peer),
                         (f"hjkit build intro-pack, a process ({intro_faces} faces)",
                          intro_first),
                         ("  its imports alone, a process", imports_only),
                         ("  Python starting, nothing imported", bare),
                         ("peer, intro pack, a process (html_peer.py)", intro_peer),
                         ("peer, intro pack, in this process", intro_peer_inside)):
        print(f"{name:50} {timing.wall:>7.2f} {timing.cpu:>7.2f} {timing.load:>6.2f}")
    print(f"{'measure':50} {'by wall':>7} {'by cpu':>7} {'load':>6}  target")
    rows = [
        (f"cards per second, {args.cards} in process", args.cards / many.wall,
         args.cards / max(many.cpu, 1e-9), many.load, 500),
        (f"peer / hjkit, {args.cards} cards, both in process", many_peer.wall / many.wall,
         many_peer.cpu / max(many.cpu, 1e-9), many_peer.load, None),
        ("peer / hjkit, intro pack, both processes", intro_peer.wall / intro_first.wall,
         intro_peer.cpu / max(intro_first.cpu, 1e-9), intro_peer.load, 3),
        ("  hjkit's imports alone (the ceiling)", intro_peer.wall / imports_only.wall,
         intro_peer.cpu / max(imports_only.cpu, 1e-9), intro_peer.load, None),
        ("peer in this process / hjkit a process", intro_peer_inside.wall / intro_first.wall,
         intro_peer_inside.cpu / max(intro_first.cpu, 1e-9), intro_peer_inside.load, None),
    ]
    for name, by_wall, by_cpu, load_average, target in rows:
        judged = f">= {target}{_ok(by_wall >= target)}" if target is not None else "none"
        print(f"{name:50} {by_wall:>7.1f} {by_cpu:>7.1f} {load_average:>6.2f}  {judged}")
    print(f"{'bytes per card (KB)':50} {size / args.cards / 1024:>7.1f}")
    print(f"{'peak memory, this process RSS (MB)':50} {peak_rss:>7.0f}")
    return 0


def _ok(met: bool) -> str:
    return " (met by wall time)" if met else " (not met by wall time)"


if __name__ == "__main__":
    sys.exit(main())
