"""`hjkit build`: load cards and decks, check each deck, and write its book and atlas PDFs.

A folder holding decks builds each deck; a set with no decks builds the whole set, one copy
of each card. Every failure is a BuildError whose message says what to fix; an illegal deck
is an IllegalDeck unless proxies were asked for.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from hjkit.games.heroes_journey.faces import backs
from hjkit.games.heroes_journey.faces.faces import draw_face
from hjkit.games.heroes_journey.faces.frame import Box, Context
from hjkit.games.heroes_journey.model.cards import BOOK_TYPES, Card
from hjkit.games.heroes_journey.model.decks import check_deck
from hjkit.games.heroes_journey.model.library import Library, load

from . import fonts
from .document import Piece, SheetOptions, write_print_shop, write_sheets
from .layout import LAYOUT_DIR, Layout, LayoutError, load_layout
from .progress import ProgressBar
from .qr import DEFAULT_BASE_URL
from .textfit import TextOverflow

Bars = Callable[[int, str], ProgressBar]


class BuildError(ValueError):
    """Input that cannot be printed; the message says what and where."""


class IllegalDeck(BuildError):
    """A deck the rules core finds illegal, and no --proxy to print it anyway."""


@dataclass(frozen=True)
class BuildOptions:
    sheets: SheetOptions = SheetOptions()
    base_url: str = DEFAULT_BASE_URL
    out: Path = Path("output")
    print_shop: bool = False
    proxy: bool = False
    layout_dir: Path = LAYOUT_DIR


@dataclass(frozen=True)
class Job:
    """What one deck (or whole set) prints: book cards with copies, then atlas cards."""

    name: str
    book: tuple[Card, ...]
    atlas: tuple[Card, ...]
    problems: tuple[str, ...] = ()


@dataclass
class BuildResult:
    written: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def build_paths(paths: Iterable[Path], options: BuildOptions,
                bars: Bars | None = None) -> BuildResult:
    """Build every deck (or set) under paths into options.out."""
    bars = bars or (lambda total, label: ProgressBar(total, label))
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
    library, problems = load(paths)
    if problems:
        raise BuildError("the card data has problems; fix them first (hjkit check):\n"
                         + "\n".join(str(p) for p in problems))
    jobs = plan(library)
    if not jobs:
        raise BuildError(f"no cards or decks found under {', '.join(map(str, paths))}")
    result = BuildResult()
    for job in jobs:
        if job.problems and not options.proxy:
            raise IllegalDeck(f"deck {job.name!r} is illegal:\n"
                              + "\n".join(f"  {p}" for p in job.problems)
                              + "\nfix it, or pass --proxy to print it anyway as proxies")
        if job.problems:
            result.notes.append(f"deck {job.name!r} is illegal: printed as proxies")
        _check_glyphs(job)
        result.written += build_job(job, library, layout, options, bars)
    return result


def plan(library: Library) -> list[Job]:
    """A job per deck; without decks, a job per set with one copy of each card."""
    jobs = []
    for deck in library.decks.values():
        book: list[Card] = [library.cards[i] for i in deck.file.starting_party]
        for card_id, copies in deck.file.book.items():
            book += [library.cards[card_id]] * copies
        problems = tuple(str(p) for p in check_deck(deck, library) if not p.warning)
        jobs.append(Job(deck.id, tuple(book), tuple(library.cards[i] for i in deck.file.atlas),
                        problems))
    if jobs:
        return jobs
    for set_id in library.sets:
        cards = [c for i, c in library.cards.items() if library.card_set[i] == set_id]
        jobs.append(Job(set_id, tuple(c for c in cards if c.type in BOOK_TYPES),
                        tuple(c for c in cards if c.type not in BOOK_TYPES)))
    return [job for job in jobs if job.book or job.atlas]


def build_job(job: Job, library: Library, layout: Layout, options: BuildOptions,
              bars: Bars) -> list[Path]:
    """Write one job's PDFs and return their paths."""
    ctx = Context(layout.cards, library.cultures, options.base_url, proxy=options.proxy)
    written = []
    for part, cards in (("book", job.book), ("atlas", job.atlas)):
        if not cards:
            continue
        pieces = [piece_for(card, ctx, part) for card in cards]
        title = f"{job.name} {part}" + (" (proxies)" if options.proxy else "")
        files = [(f"{job.name}-{part}.pdf", partial(write_sheets, pieces=pieces, layout=layout,
                                                    options=options.sheets, title=title))]
        if options.print_shop:
            files.append((f"{job.name}-{part}-print-shop.pdf",
                          partial(write_print_shop, pieces=pieces, layout=layout, title=title)))
        for filename, write in files:
            written.append(_write(options.out / filename, write, len(pieces), bars))
    return written


def piece_for(card: Card, ctx: Context, part: str) -> Piece:
    """How to draw a card's two sides."""
    size = ctx.size_of(card)
    if backs.has_own_back(card):
        back = partial(backs.own_back, card=card, ctx=ctx)
    elif part == "book":
        back = partial(backs.book_back, box=Box.of(size), ctx=ctx)
    else:
        back = partial(backs.atlas_back, box=Box.of(size), ctx=ctx)
    return Piece(card.id, size, partial(draw_face, card=card, ctx=ctx), back,
                 backs.has_own_back(card))


def _write(path: Path, write: Callable, count: int, bars: Bars) -> Path:
    bar = bars(count, path.name)
    buffer = io.BytesIO()
    try:
        write(buffer, progress=bar.advance)
    except TextOverflow as error:
        raise BuildError(str(error)) from None
    finally:
        bar.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(buffer.getvalue())
    except OSError as error:
        raise BuildError(f"cannot write {path}: {error.strerror}") from None
    return path


def _layout(options: BuildOptions) -> Layout:
    try:
        return load_layout(options.layout_dir)
    except LayoutError as error:
        raise BuildError(f"layout: {error}") from None


def _check_glyphs(job: Job) -> None:
    for card in dict.fromkeys(job.book + job.atlas):
        printed = " ".join([card.title, card.text, card.flavor, card.back or "",
                            *card.keywords])
        missing = fonts.missing_characters(printed)
        if missing:
            raise BuildError(f"card {card.id!r} uses characters the embedded fonts lack: "
                             f"{' '.join(repr(c) for c in missing)}")
