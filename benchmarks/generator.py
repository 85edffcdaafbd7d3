"""Generator benchmark: `hjkit build` against a peer, the same cards as HTML/CSS printed to
PDF by one headless Chromium (Debian's, through Playwright), on the intro pack and on a
synthetic set of 1,000 cards.

Run: .venv/bin/python benchmarks/generator.py [--cards 1000] [--runs 3]

The peer is built as a user of HTML card templates would build it: a template per card
filled in from the same YAML, QR codes from the `qrcode` package as inline SVG, the set's
art as <img>, CSS grid sheets of 3 x 3 cards with a back page after each, and one
`page.pdf()` per file. Both sides are timed from card data to PDF files on disk, best of
--runs; the peer's time includes launching its browser once.

`hjkit build` is timed in process on the synthetic cards (each timed build first forgets
what the warm-up learnt about them: codes, pictures, word widths, and the checked card data
kept on disk, so YAML and validation are timed), and as a process on the intro pack, as a
user runs it: once with nothing kept yet (a first build), and again with its SVG pictures
recorded and what it prints kept (a rebuild, see hjkit/printing/artcache.py,
hjkit/kit/datacache.py and the game's print view, faces/printed.py: a rebuild imports
neither PyYAML nor pydantic). Beside it, a process that only imports what that rebuild
imports, and one that starts Python and imports nothing: the ratio against the first is
the most a rebuild with these libraries (reportlab, Pillow, which reportlab imports) could
reach on so small a set. The processes run this checkout's .venv, an editable install; a
wheel installed in a fresh venv measured the same (its finder costs about 1 ms).

Every figure is printed with the 1-minute load average when it was taken (os.getloadavg()),
since other work on the machine slows both sides, and beside the wall time the processor
time, which other work hardly changes. The peer's processor time counts Chromium only as
far as its processes have ended and been waited for by their parents: a lower bound.
Targets: the peer takes at least 10 times as long as `hjkit build`, and the generator
writes at least 1,000 cards per second in process.
"""

from __future__ import annotations

import argparse
import html
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import qrcode
import qrcode.image.svg
import yaml

from hjkit.games.heroes_journey.faces.faces import type_line
from hjkit.games.heroes_journey.faces.frame import Context
from hjkit.games.heroes_journey.model.cards import BOOK_TYPES, Card
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, Library, load
from hjkit.kit.address import printed_card_url
from hjkit.kit.cachehome import cache_folder
from hjkit.printing import art, fonts, qr
from hjkit.printing.build import BuildOptions, build_paths
from hjkit.printing.layout import load_layout

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
BASE_URL = "http://192.168.1.20:8000"

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


# ---- the peer: HTML/CSS card templates printed by Chromium ----

CSS = """
@page { size: 215.9mm 279.4mm; margin: 0; }
body { margin: 0; font-family: "DejaVu Sans", sans-serif; }
.sheet { width: 215.9mm; height: 279.4mm; display: grid; justify-content: center;
  align-content: center; grid-template-columns: repeat(3, 63mm);
  grid-auto-rows: 88mm; break-after: page; }
.card { position: relative; width: 63mm; height: 88mm; box-sizing: border-box;
  background: #222; padding: 2.6mm; outline: 0.2mm solid #000; }
.card.site { width: 88mm; height: 63mm; }
.sheet.sites { grid-template-columns: repeat(2, 88mm); grid-auto-rows: 63mm; }
.panel { background: #faf5e6; border-radius: 2mm; height: 100%; position: relative;
  display: flex; flex-direction: column; padding: 1.2mm; box-sizing: border-box; }
.adversary .panel { background: #e0dbd6; }
.head { display: flex; align-items: center; gap: 1mm; height: 9.5mm; }
.cost { width: 9.5mm; height: 9.5mm; border-radius: 50%; background: #8c8c8c; color: #fff;
  font-weight: bold; font-size: 14pt; display: flex; align-items: center;
  justify-content: center; flex: none; }
.title { flex: 1; text-align: center; font-weight: bold; font-size: 10pt; line-height: 1.1; }
.type { text-align: center; font-style: italic; font-size: 6.3pt; margin: 0.5mm 0; }
.art { flex: 1; min-height: 8mm; border-radius: 1.2mm; background: #dcd4bf;
  overflow: hidden; }
.art img { width: 100%; height: 100%; object-fit: cover; }
.text { font-size: 8pt; line-height: 1.18; margin: 1mm 0.6mm; }
.text b { font-weight: bold; }
.flavor { font-style: italic; text-align: center; }
.foot { display: flex; justify-content: space-between; align-items: flex-end;
  height: 20.5mm; }
.stats span { display: inline-block; width: 8.6mm; height: 8.6mm; margin-right: 1mm;
  background: #1a1a1a; color: #fff; font-weight: bold; text-align: center;
  line-height: 8.6mm; border-radius: 1mm; }
.qr { width: 20.5mm; height: 20.5mm; background: #fff; }
.qr svg { width: 100%; height: 100%; }
.back { background: #29334d; color: #d9bd6b; display: flex; align-items: center;
  justify-content: center; font-weight: bold; font-size: 14pt; border: 2.6mm solid #222;
  box-sizing: border-box; width: 63mm; height: 88mm; }
.site .back, .back.site { width: 88mm; height: 63mm; }
"""


def _qr_svg(url: str) -> str:
    image = qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, border=4)
    return image.to_string(encoding="unicode")


def _text_html(text: str) -> str:
    out = []
    for line in text.splitlines():
        escaped = html.escape(line)
        if ":" in escaped:
            label, rest = escaped.split(":", 1)
            escaped = f"<b>{label}:</b>{rest}"
        out.append(escaped)
    return "<br>".join(out)


def _card_html(card: Card, ctx: Context, art: Path | None) -> str:
    side = card.side or "atlas"
    stats = ""
    if card.strength is not None:
        stats = f"<span>{card.strength}</span><span>{card.health}</span>"
    picture = f'<img src="{art.as_uri()}">' if art else ""
    keywords = ". ".join(card.keywords) + "." if card.keywords else ""
    return (f'<div class="card {side} {"site" if card.type == "site" else ""}">'
            f'<div class="panel"><div class="head"><div class="cost">{card.cost or 0}</div>'
            f'<div class="title">{html.escape(card.title)}</div></div>'
            f'<div class="type">{html.escape(type_line(card, ctx))}</div>'
            f'<div class="art">{picture}</div>'
            f'<div class="text"><b>{html.escape(keywords)}</b> {_text_html(card.text)}'
            f'<div class="flavor">{html.escape(card.flavor)}</div></div>'
            f'<div class="foot"><div class="stats">{stats}</div>'
            f'<div class="qr">{_qr_svg(printed_card_url(BASE_URL, card.id))}</div></div>'
            f'</div></div>')


def _sheets_html(cards: list[Card], ctx: Context, library: Library) -> str:
    pages = []
    for kind, group in (("", [c for c in cards if c.type != "site"]),
                        ("sites", [c for c in cards if c.type == "site"])):
        per = 6 if kind else 9
        for start in range(0, len(group), per):
            batch = group[start:start + per]
            faces = "".join(_card_html(c, ctx, library.art.get(c.id)) for c in batch)
            backs = "".join(f'<div class="back {"site" if kind else ""}">BOOK</div>'
                            for _ in batch)
            pages.append(f'<div class="sheet {kind}">{faces}</div>'
                         f'<div class="sheet {kind}">{backs}</div>')
    return (f"<!doctype html><html><head><meta charset='utf-8'><style>{CSS}</style></head>"
            f"<body>{''.join(pages)}</body></html>")


def peer(paths: list[Path], out: Path) -> int:
    """Print every card under paths (each deck's book and atlas, or each card once) as HTML
    through one Chromium; return the number of card faces."""
    from playwright.sync_api import sync_playwright

    library, problems = load(paths)
    assert not problems, problems[:3]
    ctx = Context(load_layout().cards, library.cultures, BASE_URL, art=library.art)
    files: list[tuple[str, list[Card]]] = []
    for deck in library.decks.values():
        book = [library.cards[i] for i in deck.file.starting_party]
        for card_id, copies in deck.file.book.items():
            book += [library.cards[card_id]] * copies
        files += [(f"{deck.id}-book", book),
                  (f"{deck.id}-atlas", [library.cards[i] for i in deck.file.atlas])]
    if not library.decks:
        cards = list(library.cards.values())
        files += [("set-book", [c for c in cards if c.type in BOOK_TYPES]),
                  ("set-atlas", [c for c in cards if c.type not in BOOK_TYPES])]
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page()
        for name, cards in files:
            source = out / f"{name}.html"
            source.write_text(_sheets_html(cards, ctx, library), "utf-8")
            page.goto(source.as_uri(), wait_until="load")
            page.pdf(path=str(out / f"{name}.pdf"), width="215.9mm", height="279.4mm",
                     print_background=True)
        browser.close()
    return sum(len(cards) for _, cards in files)


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


def _forget_cards() -> None:
    """Forget what the warm-up learnt about these very cards (their encoded codes, their
    pictures, their words' widths, their checked data kept on disk), so that every timed
    build does a first build's work."""
    qr.clear_cache()
    art.clear_cache()
    fonts.unit_width.cache_clear()
    kept = cache_folder("data")
    if kept is not None:
        shutil.rmtree(kept, ignore_errors=True)


def _hjkit_process(paths: list[Path], out: Path, cache: Path) -> None:
    """`hjkit build` as a user runs it: a new process, its modules' bytecode compiled once
    before (as an installed package's is; PYTHONDONTWRITEBYTECODE, which some shells set,
    is dropped), its recorded pictures in cache."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["HJKIT_CACHE_HOME"] = str(cache)
    done = subprocess.run([str(ROOT / ".venv" / "bin" / "hjkit"), "build", *map(str, paths),
                           "--out", str(out), "--base-url", BASE_URL],
                          capture_output=True, text=True, check=False, env=env)
    if done.returncode != 0:
        raise SystemExit(f"hjkit build failed: {done.stderr.strip()}")


IMPORTS_ONLY = ("from hjkit.kit.registry import games; games(); "
                "import hjkit.cli, hjkit.printing.build, hjkit.printing.calibrate, "
                "hjkit.games.heroes_journey.faces.jobs; import os; os._exit(0)")
"""What `hjkit build intro-pack` imports on a rebuild, and nothing drawn, ending as the
program does (without Python's teardown): the least time a build as a process can take
while it uses these libraries."""


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
        os.environ["HJKIT_CACHE_HOME"] = str(scratch_path / "in-process")  # not the user's
        synthetic = synthetic_set(scratch_path / "synthetic", args.cards)
        options = BuildOptions(out=scratch_path / "hjkit", base_url=BASE_URL)
        build_paths([synthetic], options)  # warm-up: imports, fonts
        many = _best(args.runs, lambda: build_paths([synthetic], options), _forget_cards)
        size = sum(p.stat().st_size for p in (scratch_path / "hjkit").glob("*.pdf"))
        _hjkit_process([intro], scratch_path / "intro", scratch_path / "kept")  # warm-up
        fresh = iter(range(args.runs))
        intro_first = _best(args.runs, lambda: _hjkit_process(
            [intro], scratch_path / "intro", scratch_path / f"empty-{next(fresh)}"))
        intro_again = _best(args.runs, lambda: _hjkit_process(
            [intro], scratch_path / "intro", scratch_path / "kept"))
        _python_process(IMPORTS_ONLY)  # warm-up
        imports_only = _best(args.runs, lambda: _python_process(IMPORTS_ONLY))
        bare = _best(args.runs, lambda: _python_process("pass"))
        intro_faces = peer([intro], scratch_path / "peer-intro")  # warm-up
        intro_peer = _best(args.runs, lambda: peer([intro], scratch_path / "peer-intro"))
        many_peer = _best(1, lambda: peer([synthetic], scratch_path / "peer-many"))
    peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"generator benchmark, best of {args.runs} (the peer's {args.cards} cards: one run); "
          f"{os.cpu_count()} CPUs; wall and processor seconds, load average after each")
    print(f"{'measure':44} {'wall s':>7} {'cpu s':>7} {'load':>6}")
    for name, timing in ((f"hjkit build, {args.cards} cards, in process", many),
                         (f"peer, {args.cards} cards", many_peer),
                         (f"hjkit build intro-pack, a process ({intro_faces} faces)",
                          intro_first),
                         ("  again, its pictures and print view kept", intro_again),
                         ("  its imports alone, a process", imports_only),
                         ("  Python starting, nothing imported", bare),
                         ("peer, intro pack", intro_peer)):
        print(f"{name:44} {timing.wall:>7.2f} {timing.cpu:>7.2f} {timing.load:>6.2f}")
    print(f"{'measure':44} {'by wall':>7} {'by cpu':>7} {'load':>6}  target")
    rows = [
        (f"cards per second, {args.cards} in process", args.cards / many.wall,
         args.cards / max(many.cpu, 1e-9), many.load, 1000),
        (f"peer / hjkit, {args.cards} cards", many_peer.wall / many.wall,
         many_peer.cpu / max(many.cpu, 1e-9), many_peer.load, 10),
        ("peer / hjkit, intro pack", intro_peer.wall / intro_first.wall,
         intro_peer.cpu / max(intro_first.cpu, 1e-9), intro_peer.load, 10),
        ("peer / hjkit, intro pack rebuilt", intro_peer.wall / intro_again.wall,
         intro_peer.cpu / max(intro_again.cpu, 1e-9), intro_peer.load, 10),
        ("peer / hjkit's imports alone (the ceiling)", intro_peer.wall / imports_only.wall,
         intro_peer.cpu / max(imports_only.cpu, 1e-9), intro_peer.load, 10),
    ]
    for name, by_wall, by_cpu, load_average, target in rows:
        print(f"{name:44} {by_wall:>7.1f} {by_cpu:>7.1f} {load_average:>6.2f}  >= {target}"
              f"{_ok(by_wall >= target)}")
    print(f"{'bytes per card (KB)':44} {size / args.cards / 1024:>7.1f}")
    print(f"{'peak memory, this process RSS (MB)':44} {peak_rss:>7.0f}")
    return 0


def _ok(met: bool) -> str:
    return " (met by wall time)" if met else " (not met by wall time)"


if __name__ == "__main__":
    sys.exit(main())
