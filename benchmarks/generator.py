"""Generator benchmark: a synthetic 1,000-card set, and the intro pack as a whole process.

Run: .venv/bin/python benchmarks/generator.py
Prints cards per second, peak memory and bytes per card, against the issue's targets:
at least 300 cards/s, peak memory under 300 MB, under 30 KB per card, and the intro
pack built by `hjkit build` in under 1.5 s from process start to exit.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import yaml

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.printing.build import BuildOptions, build_job, build_paths, plan
from hjkit.printing.layout import load_layout
from hjkit.printing.progress import ProgressBar
from hjkit.printing.qr import clear_cache

ROOT = Path(__file__).resolve().parent.parent

CARDS = 1000
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


def synthetic_set(folder: Path) -> Path:
    """1,000 distinct cards: book cards of every type on both sides, and sites."""
    cards = []
    for number in range(CARDS):
        text = TEXTS[number % len(TEXTS)]
        if number % 10 == 9:
            low = number % 3 * 3 + 1
            cards.append({"id": f"site-{number}", "title": f"Site of Trial {number}",
                          "type": "site", "site_range": f"{low}-{low + 2}",
                          "risk": number % 4, "arrow": "left", "text": text})
            continue
        side = "campaign" if number % 2 else "adversary"
        culture = CULTURES[number % 4 if side == "campaign" else 2 + number % 2]
        culture = culture if culture["side"] == side else CULTURES[0 if side == "campaign"
                                                                    else 2]
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


def _generate(library, options: BuildOptions) -> list[Path]:
    layout = load_layout()
    written: list[Path] = []
    for job in plan(library):
        written += build_job(job, library, layout, options, _quiet)
    return written


def _quiet(total: int, label: str) -> ProgressBar:
    return ProgressBar(total, label, enabled=False)


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        scratch_path = Path(scratch)
        folder = synthetic_set(scratch_path / "synthetic")
        options = BuildOptions(out=scratch_path / "out")
        start = time.perf_counter()
        library, problems = load([folder])
        load_seconds = time.perf_counter() - start
        assert not problems, problems[:3]
        _generate(library, options)  # warm-up: imports, font registration, QR cache filled
        clear_cache()
        start = time.perf_counter()
        written = _generate(library, options)
        elapsed = time.perf_counter() - start
        size = sum(p.stat().st_size for p in written)
        clear_cache()
        tracemalloc.start()
        _generate(library, options)
        _, peak_traced = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        start = time.perf_counter()
        build_paths([folder], options)
        end_to_end = time.perf_counter() - start
        process_start = time.perf_counter()
        done = subprocess.run([str(ROOT / ".venv" / "bin" / "hjkit"), "build",
                               str(SHIPPED_CARDS / "intro-pack"), "--out",
                               str(scratch_path / "intro")], capture_output=True, text=True,
                              check=False)
        intro_seconds = time.perf_counter() - process_start
    peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rate = CARDS / elapsed
    rows = [
        ("cards per second (drawing + PDF)", f"{rate:,.0f}", ">= 300", rate >= 300),
        ("peak memory, traced (MB)", f"{peak_traced / 2**20:,.1f}", "< 300",
         peak_traced < 300 * 2**20),
        ("peak memory, process RSS (MB)", f"{peak_rss:,.1f}", "< 300", peak_rss < 300),
        ("bytes per card (KB)", f"{size / CARDS / 1024:,.1f}", "< 30", size / CARDS < 30 * 1024),
        ("intro pack, whole process (s)", f"{intro_seconds:.2f}", "< 1.5",
         done.returncode == 0 and intro_seconds < 1.5),
    ]
    print(f"generator: {CARDS} synthetic cards, {len(written)} files, {size:,} bytes, "
          f"{elapsed:.2f} s to draw and write")
    print(f"  (loading the YAML through the rules core: {load_seconds:.2f} s; "
          f"hjkit build end to end: {end_to_end:.2f} s)")
    print(f"{'measure':34} {'value':>8} {'target':>8}  ok")
    for name, value, target, ok in rows:
        print(f"{name:34} {value:>8} {target:>8}  {'yes' if ok else 'NO'}")
    if done.returncode != 0:
        print(f"intro pack build failed: {done.stderr.strip()}")
    return 0 if all(ok for *_, ok in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
