"""`hjkit build`: find the game whose cards lie under the paths, ask it what to print, and
write each job's sheets (and print-shop files) as PDF.

The game decides what a job holds (a deck's book and atlas, a set's cards) and how each
card is drawn; this module knows only pieces, sheets and files. Every failure is a
BuildError whose message says what to fix; an illegal deck is an IllegalDeck unless
proxies were asked for.
"""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

from hjkit.kit.address import DEFAULT_BASE_URL
from hjkit.kit.game import Game
from hjkit.kit.registry import RegistryError, game_for

from .document import Piece, SheetOptions, plan_sheets, shop_counts, write_print_shop, write_sheets
from .layout import CARD_FILE, LAYOUT_DIR, CardLayout, Layout, LayoutError, load_layout, resized
from .progress import ProgressBar
from .qr import CodeTooDense
from .readme import READ_ME, write_read_me
from .textfit import TextOverflow

Bars = Callable[[int, str], ProgressBar]


class BuildError(ValueError):
    """Input that cannot be printed; the message says what and where."""


class IllegalDeck(BuildError):
    """A deck the game's rules find illegal, and no --proxy to print it anyway."""


@dataclass(frozen=True)
class BuildOptions:
    sheets: SheetOptions = SheetOptions()
    base_url: str = DEFAULT_BASE_URL
    out: Path = Path("output")
    print_shop: bool = False
    proxy: bool = False
    layout_dir: Path = LAYOUT_DIR
    card_layout: str = CARD_FILE
    """A card layout in layout_dir by name (cards, mini, tarot) or a YAML file's path."""
    card_size: tuple[float, float] | None = None
    """Width and height (mm) of the layout's default card instead of its own; None keeps it."""
    backs: str = "dark"
    """The backs' design: "dark", or "light" to save ink."""
    seeds: tuple[int, ...] = ()
    """Seeds of what a game prints at random (a map): instead of its set's own."""


@dataclass(frozen=True)
class PrintSettings:
    """What a game needs to draw its cards."""

    cards: CardLayout
    """Their geometry."""
    base_url: str = DEFAULT_BASE_URL
    """The address the QR codes open."""
    proxy: bool = False
    """Whether every card is marked PROXY."""
    backs: str = "dark"
    """The backs' design: "dark", or "light", a low-ink design for home printers."""
    seeds: tuple[int, ...] = ()
    """The seeds of hjkit build --seed: what a game prints at random (Heroes and Quests'
    map) is printed once per seed; empty: the set's own seeds."""


@dataclass(frozen=True)
class PrintJob:
    """What one deck (or whole set) prints."""

    name: str
    parts: tuple[tuple[str, tuple[Piece, ...]], ...]
    """Named parts (book, atlas...), each a PDF of pieces in order."""
    problems: tuple[str, ...] = ()
    """The rules' objections to the deck, if any."""
    notes: tuple[str, ...] = ()
    """Warnings to show, e.g. art that prints at a low resolution."""
    game: str = ""
    """The title of the game it prints (set by the build: the PDFs' Subject names it)."""
    for_the_table: tuple[str, ...] = ()
    """The game's notes on the job's read-me-first sheet: how many copies to print (each
    player's own deck), what else the table needs (dice, tokens) and how its own pieces go
    together, each quoting the rules where they say so."""


@dataclass
class BuildResult:
    written: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def build_paths(paths: Iterable[Path], options: BuildOptions,
                bars: Bars | None = None) -> BuildResult:
    """Build every deck (or set) under paths into options.out. Every file is drawn before
    any is written, so a deck that fails leaves no other deck's files half-built behind."""
    bars = bars or (lambda total, label: ProgressBar(total, label))
    layout, jobs, result = plan_jobs(paths, options)
    drawn = [file for job in jobs for file in render_job(job, layout, options, bars)]
    result.written += write_all(drawn, options.out)
    result.notes += bleed_notes(jobs, layout, options.sheets)
    return result


NARROW_GUTTER = 0.5
"""Neighbours closer than this (mm) share under a quarter millimetre of bleed each: a cut
even slightly off the line shows their neighbour's edge."""


def bleed_notes(jobs: list[PrintJob], layout: Layout, sheets: SheetOptions) -> list[str]:
    """Without --gutter, a note for each piece size whose neighbours share (almost) no bleed
    on this paper (poker cards on A4, 2.5 x 3.5 in cards on Letter), saying what --gutter 6
    gives instead."""
    if sheets.gutter is not None:
        return []
    notes, seen = [], set()
    with_gutter = replace(sheets, gutter=2 * layout.cards.bleed)
    for job in jobs:
        for part, pieces in job.parts:
            for sheet in plan_sheets(list(pieces), layout, sheets):
                card = sheet.grid.card
                key = tuple(sorted((card.width, card.height)))
                space = sheet.grid.narrowest_gutter
                if key in seen or space is None or space >= NARROW_GUTTER:
                    continue
                if all(piece.cut_inside for piece in sheet.pieces):
                    continue
                seen.add(key)
                wide = next(s for s in plan_sheets([sheet.pieces[0]] * sheet.grid.per_sheet,
                                                   layout, with_gutter))
                notes.append(
                    f"{job.name} {part}: {sheet.grid.per_sheet} pieces of {key[0]:g} x "
                    f"{key[1]:g} mm per {sheets.paper} sheet touch (0 mm of bleed between "
                    f"neighbours): cut exactly on the lines, or give --gutter "
                    f"{2 * layout.cards.bleed:g} for each its own {layout.cards.bleed:g} mm "
                    f"bleed ({wide.grid.per_sheet} per sheet)")
    return notes


def write_all(files: list[tuple[Path, bytes]], out: Path) -> list[Path]:
    """Write files (each under out) into a temporary folder inside out, then move each into
    place: a full disk or a folder without rights leaves none of them behind, and no file
    the user had is half overwritten."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix=".hjkit-", dir=out) as staging:
            staged = []
            for path, data in files:
                temporary = Path(staging) / path.relative_to(out)
                temporary.parent.mkdir(parents=True, exist_ok=True)
                temporary.write_bytes(data)
                staged.append((temporary, path))
            for _, path in staged:
                if path.is_dir():
                    raise IsADirectoryError(21, "a folder of that name is in the way",
                                            str(path))
            for temporary, path in staged:
                path.parent.mkdir(parents=True, exist_ok=True)
                os.replace(temporary, path)
    except OSError as error:
        raise BuildError(f"cannot write {error.filename or out}: {error.strerror}") from None
    return [path for path, _ in files]


def plan_jobs(paths: Iterable[Path], options: BuildOptions
              ) -> tuple[Layout, list[PrintJob], BuildResult]:
    """The layout and the print jobs for the cards under paths, of one game or several,
    checked: what `hjkit build` prints and `hjkit export` renders. Illegal decks are an
    IllegalDeck unless options.proxy (then a note in the result)."""
    layout = _layout(options)
    if not options.base_url.startswith(("http://", "https://")):
        raise BuildError(f"--base-url {options.base_url!r} must start with http:// or https://")
    if options.sheets.paper not in layout.sheets.papers:
        raise BuildError(f"unknown paper {options.sheets.paper!r}; known: "
                         f"{', '.join(sorted(layout.sheets.papers))}")
    paths = list(paths)
    for path in paths:
        if not path.exists():
            raise BuildError(f"{path}: no such file or folder")
    settings = PrintSettings(layout.cards, options.base_url, options.proxy, options.backs,
                             options.seeds)
    jobs: list[PrintJob] = []
    owners: dict[str, str] = {}
    for game, game_paths in games_of(paths):
        loaded = game.load(game_paths)
        if loaded.problems:
            raise BuildError("the card data has problems; fix them first (hjkit check):\n"
                             + "\n".join(str(p) for p in loaded.problems))
        found = game.print_jobs(loaded.library, settings)
        if not found:
            raise BuildError(f"no cards or decks found under {', '.join(map(str, game_paths))}")
        for job in found:
            if owners.setdefault(job.name, game.title) != game.title:
                raise BuildError(f"{owners[job.name]} and {game.title} both print a set or "
                                 f"deck called {job.name!r}, whose files would overwrite each "
                                 "other: build them one at a time with different --out folders")
        jobs += [replace(job, game=game.title) for job in found]
    if not jobs:
        raise BuildError("no cards or decks found")
    result = BuildResult()
    for job in jobs:
        if job.problems and not options.proxy:
            raise IllegalDeck(f"deck {job.name!r} is illegal:\n"
                              + "\n".join(f"  {p}" for p in job.problems)
                              + "\nfix it, or pass --proxy to print it anyway as proxies")
        if job.problems:
            result.notes.append(f"deck {job.name!r} is illegal: printed as proxies")
        result.notes += job.notes
    return layout, jobs, result


def games_of(paths: list[Path]) -> list[tuple[Game, list[Path]]]:
    """Each game whose card data lies under paths, with its paths in the order given (a deck
    may name cards of another folder of the same game), games in order of first mention."""
    grouped: dict[str, tuple[Game, list[Path]]] = {}
    for path in paths:
        try:
            game = game_for([path])
        except RegistryError as error:
            raise BuildError(str(error)) from None
        grouped.setdefault(game.id, (game, []))[1].append(path)
    return list(grouped.values())


def render_job(job: PrintJob, layout: Layout, options: BuildOptions, bars: Bars
               ) -> list[tuple[Path, bytes]]:
    """One job's files, drawn in memory: (where each goes, its bytes). A piece that does
    not fit the paper is named with its job and part."""
    written = []
    for part, pieces in job.parts:
        if not pieces:
            continue
        try:
            plan_sheets(list(pieces), layout, options.sheets)
        except LayoutError as error:
            raise BuildError(f"{job.name} {part}: {error}") from None
        title = f"{job.name} {part}" + (" (proxies)" if options.proxy else "")
        subject = f"Print-and-play cards for {job.game}"
        files = [(f"{job.name}-{part}.pdf", partial(write_sheets, pieces=list(pieces),
                                                    layout=layout, options=options.sheets,
                                                    title=title, subject=subject))]
        if options.print_shop:
            files.append((f"{job.name}-{part}-print-shop.pdf",
                          partial(write_print_shop, pieces=list(pieces), layout=layout,
                                  title=title, subject=subject)))
        for filename, write in files:
            written.append(_render(options.out / filename, write, len(pieces), bars))
        if options.print_shop:
            counts = options.out / f"{job.name}-{part}-print-shop.csv"
            written.append(_render(counts, _text(shop_counts(list(pieces))), 0, bars))
    written.append(_render(options.out / f"{job.name}-{READ_ME}.pdf",
                           partial(write_read_me, job=job, layout=layout,
                                   options=options.sheets, base_url=options.base_url,
                                   backs=options.backs, print_shop=options.print_shop,
                                   proxy=options.proxy), 1, bars))
    return written


def _text(content: str) -> Callable:
    def write(target, progress) -> None:
        target.write(content.encode("utf-8"))
    return write


def _render(path: Path, write: Callable, count: int, bars: Bars) -> tuple[Path, bytes]:
    bar = bars(count, path.name)
    buffer = io.BytesIO()
    try:
        write(buffer, progress=bar.advance)
    except (TextOverflow, CodeTooDense, LayoutError) as error:
        raise BuildError(str(error)) from None
    finally:
        bar.close()
    return path, buffer.getvalue()


def _layout(options: BuildOptions) -> Layout:
    try:
        layout = load_layout(options.layout_dir, options.card_layout)
    except LayoutError as error:
        raise BuildError(f"layout: {error}") from None
    if options.card_size is None:
        return layout
    try:
        return resized(layout, *options.card_size)
    except LayoutError as error:
        raise BuildError(f"--card-size: {error}") from None
