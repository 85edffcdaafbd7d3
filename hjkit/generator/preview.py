"""What `hjkit preview` shows of a folder of cards: every distinct card (face and back, as
printed) and every part's sheets (as `hjkit build` imposes them), each image named by a
digest of what it draws, so that after an edit only the images whose drawing changed are
drawn again.

A digest is taken from the drawing's PDF operators on a scratch canvas (document.designs),
which is a fraction of the cost of rasterising it; images are rasterised when asked for.
Nothing here holds state between loads: hjkit.preview.live keeps the last good drawing.
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from hjkit.kit.game import EngineGame, Game
from hjkit.kit.resources import files_named

from .build import BuildError, PrintJob, PrintSettings
from .document import Draw, Piece, SheetOptions, design_name, designs, plan_sheets, write_sheets
from .impose import Duplex
from .layout import Layout, LayoutError, Size
from .qr import CodeTooDense
from .render import page_png, side_png
from .textfit import TextOverflow

SIDE_DPI = 192
"""Card sides are drawn at twice CSS's 96 pixels per inch: sharp on a high-density screen
at print size."""
SHEET_DPI = 120
"""Sheets are shown smaller than print size, at this resolution."""
UNDRAWABLE = (TextOverflow, CodeTooDense, LayoutError)
"""What a card's data can make its drawing raise: the card is shown with the problem."""


@dataclass(frozen=True)
class Problem:
    """Why something did not load or draw: the file, line and field when known."""

    message: str
    file: str = ""
    line: int | None = None
    field: str = ""

    @classmethod
    def of(cls, problem: object, folder: Path) -> Problem:
        """A loader's problem (a DataProblem: path, line, field, message) or any message,
        its file named from folder."""
        path = getattr(problem, "path", None)
        if path is None:
            return cls(str(problem))
        return cls(getattr(problem, "message", str(problem)), _relative(Path(path), folder),
                   getattr(problem, "line", None), getattr(problem, "field", ""))

    def json(self) -> dict:
        return {"message": self.message, "file": self.file, "line": self.line,
                "field": self.field}


@dataclass(frozen=True)
class Side:
    """One image: how to draw it and its trim size."""

    draw: Draw
    size: Size
    title: str


@dataclass(frozen=True)
class CardView:
    """One distinct card of the grid: pieces that draw alike on both sides are one."""

    key: str
    """Names the card from one load to the next: its id (or the stem its copies share)."""
    title: str
    part: str
    """Where it is printed first: '<job> <part>'."""
    uses: tuple[tuple[str, int], ...]
    """Each part that prints it and how many copies."""
    width: float
    height: float
    face: str
    """Digest of the face's drawing; empty when it could not be drawn."""
    back: str
    problem: str = ""

    def json(self) -> dict:
        return {"key": self.key, "title": self.title, "part": self.part,
                "uses": [list(u) for u in self.uses], "width": self.width,
                "height": self.height, "face": self.face, "back": self.back,
                "problem": self.problem}


@dataclass(frozen=True)
class PartView:
    """One part's PDF (a deck's book, a set's tiles) as hjkit build writes it."""

    title: str
    pieces: tuple[Piece, ...]
    digest: str
    """Of the options and each piece's drawing: names the PDF and its pages."""
    sheets: int
    pages: tuple[str, ...]
    """What each page of the PDF is, e.g. 'sheet 1, faces'."""
    problem: str = ""
    """Why it cannot be imposed (a piece larger than the paper, a card not drawn); its
    digest is then empty."""

    def json(self) -> dict:
        return {"title": self.title, "digest": self.digest, "sheets": self.sheets,
                "pages": list(self.pages), "problem": self.problem}


@dataclass(frozen=True)
class Drawing:
    """A folder's cards and sheets as one load draws them."""

    cards: tuple[CardView, ...]
    parts: tuple[PartView, ...]
    sides: Mapping[str, Side]
    """How to draw each digest the cards name."""
    problems: tuple[Problem, ...] = ()
    """Cards that could not be drawn (their views carry the problem too)."""
    notes: tuple[str, ...] = ()
    """The build's warnings (art printing at a low resolution, a deck the rules refuse)."""


class LoadFailed(ValueError):
    """The folder's cards did not load: every problem, each naming its file and line."""

    def __init__(self, problems: Iterable[Problem]):
        self.problems = tuple(problems)
        super().__init__("\n".join(p.message for p in self.problems))


def draw_folder(game: Game, folder: Path, layout: Layout, sheets: SheetOptions,
                settings: PrintSettings) -> Drawing:
    """Load the folder's cards with their game and say how each card and part draws: what
    hjkit build prints from the folder and, when its decks leave some of its cards out,
    those cards too. Raises LoadFailed when the data has problems or the game refuses to
    print it."""
    jobs = _print_jobs(game, [folder], folder, settings)
    card_files = _card_files_beside_others(game, folder)
    unprinted = _print_jobs(game, card_files, folder, settings) if card_files else []
    return _drawing(jobs, layout, sheets, unprinted)


def _print_jobs(game: Game, paths: list[Path], folder: Path,
                settings: PrintSettings) -> list[PrintJob]:
    loaded = game.load(paths)
    if loaded.problems:
        raise LoadFailed(Problem.of(p, folder) for p in loaded.problems)
    try:
        jobs = game.print_jobs(loaded.library, settings)
    except BuildError as error:
        raise LoadFailed(Problem(line) for line in str(error).splitlines()) from None
    if not jobs:
        raise LoadFailed([Problem(f"no cards or decks found under {folder}")])
    return jobs


def _card_files_beside_others(game: Game, folder: Path) -> list[Path]:
    """The folder's card files when other YAML files lie beside them (decks, which print
    only the cards they name), else none."""
    if not isinstance(game, EngineGame) or game.cards is None:
        return []
    cards = game.cards.under([folder])
    others = set(files_named([folder], "*.yaml") + files_named([folder], "*.yml")) - set(cards)
    return cards if cards and others else []


def _drawing(jobs: list[PrintJob], layout: Layout, sheets: SheetOptions,
             unprinted: list[PrintJob]) -> Drawing:
    """The cards and parts of jobs, and the cards of unprinted (the sets' own jobs) that
    no job prints."""
    sides: dict[str, Side] = {}
    alike: dict[tuple[str, str], list[tuple[str, Piece]]] = {}
    failed: dict[str, tuple[str, Piece, str]] = {}
    parts, notes = [], []
    for job in jobs:
        notes += job.notes
        if job.problems:
            notes.append(f"deck {job.name!r} is illegal (hjkit build prints it only with "
                         f"--proxy): " + "; ".join(job.problems))
        for part, pieces in job.parts:
            if not pieces:
                continue
            title = f"{job.name} {part}"
            keys = _side_keys(pieces, sides, failed, title)
            _group(alike, pieces, keys, title)
            parts.append(_part(title, pieces, keys, layout, sheets))
    printed = {p.card_id for job in jobs for _, pieces in job.parts for p in pieces}
    for job in unprinted:
        for part, pieces in job.parts:
            left_out = tuple(p for p in pieces if p.card_id not in printed)
            if left_out:
                title = f"{job.name} {part}, in no deck"
                _group(alike, left_out, _side_keys(left_out, sides, failed, title), title)
    cards, named, problems = [], set(), []
    for (face, back), copies in alike.items():
        if face is not None:
            cards.append(_card(face, back, copies, named))
            continue
        card_id = back  # a piece not drawn is grouped under (None, its card id)
        title, piece, message = failed[card_id]
        key = card_id if card_id not in named else f"{card_id}@{title}"
        named.add(key)
        problems.append(Problem(message, field=card_id))
        cards.append(CardView(key, piece.title or card_id, title, ((title, 1),),
                              piece.size.width, piece.size.height, "", "", message))
    return Drawing(tuple(cards), tuple(parts), sides, tuple(problems), tuple(notes))


def _group(alike: dict, pieces: tuple[Piece, ...], keys: list, title: str) -> None:
    """alike gets each piece of a part under its (face, back) digests, in order; one that
    could not be drawn under (None, its card id)."""
    for piece, pair in zip(pieces, keys, strict=True):
        alike.setdefault(pair or (None, piece.card_id), []).append((title, piece))


def _side_keys(pieces: tuple[Piece, ...], sides: dict[str, Side],
               failed: dict[str, tuple[str, Piece, str]], title: str
               ) -> list[tuple[str, str] | None]:
    """Each piece's (face digest, back digest), None for one that cannot be drawn; a card
    id is drawn once per part, a shared back once per back_name."""
    first: dict[str, Piece] = {}
    for piece in pieces:
        first.setdefault(piece.card_id, piece)
    wanted: dict[str, Side] = {}
    for card_id, piece in first.items():
        wanted[f"face {card_id}"] = Side(piece.front, piece.size, card_id)
        wanted.setdefault(_back_of(piece), Side(piece.back, piece.size, f"{title} back"))
    found, refused = _digests(wanted)
    for name, digest in found.items():
        sides.setdefault(digest, wanted[name])
    by_id: dict[str, tuple[str, str] | None] = {}
    for card_id, piece in first.items():
        face, back = f"face {card_id}", _back_of(piece)
        if face in found and back in found:
            by_id[card_id] = (found[face], found[back])
        else:
            by_id[card_id] = None
            failed.setdefault(card_id, (title, piece, refused.get(face) or refused[back]))
    return [by_id[piece.card_id] for piece in pieces]


def _back_of(piece: Piece) -> str:
    return f"back {piece.card_id}" if piece.double_sided else f"shared {piece.back_name}"


def _digests(wanted: dict[str, Side]) -> tuple[dict[str, str], dict[str, str]]:
    """The digest of each side by name, all drawn on one scratch canvas (a picture that
    several show is drawn once), and why each side that cannot be drawn fails: when one
    fails, each is drawn alone to find which."""
    try:
        return dict(zip(wanted, _designs(list(wanted.values())), strict=True)), {}
    except UNDRAWABLE:
        found, refused = {}, {}
        for name, side in wanted.items():
            try:
                found[name] = _designs([side])[0]
            except UNDRAWABLE as error:
                refused[name] = str(error)
        return found, refused


def _designs(wanted: list[Side]) -> list[str]:
    """Digests of what each side paints at its size (the size is part of it)."""
    found = designs([Piece(str(n), side.size, side.draw, side.draw)
                     for n, side in enumerate(wanted)])
    return [hashlib.sha1(f"{design} {side.size.width:g}x{side.size.height:g}".encode())
            .hexdigest() for design, side in zip(found, wanted, strict=True)]


def _card(face: str, back: str, printed: list[tuple[str, Piece]], named: set[str]) -> CardView:
    ids = list(dict.fromkeys(piece.card_id for _, piece in printed))
    key = design_name(ids)
    first_part, first = printed[0]
    if key in named:  # the same id drawn otherwise in another part (a map's quarters)
        key = f"{key}@{first_part}"
    named.add(key)
    uses: dict[str, int] = {}
    for part, _ in printed:
        uses[part] = uses.get(part, 0) + 1
    return CardView(key, first.title or key, first_part, tuple(uses.items()),
                    first.size.width, first.size.height, face, back)


def _part(title: str, pieces: tuple[Piece, ...], keys: list, layout: Layout,
          sheets: SheetOptions) -> PartView:
    """A part's PDF, named by a digest of its pieces' drawings and the options; none when a
    piece could not be drawn or does not fit the paper."""
    if any(k is None for k in keys):
        return PartView(title, pieces, "", 0, (), "a card of this part could not be drawn")
    try:
        count = len(plan_sheets(list(pieces), layout, sheets))
    except LayoutError as error:
        return PartView(title, pieces, "", 0, (), str(error))
    digest = hashlib.sha1(repr((sheets, layout.sheets, layout.cards.bleed, keys)).encode())
    return PartView(title, pieces, digest.hexdigest(), count, page_names(count, sheets))


def page_names(sheets: int, options: SheetOptions) -> tuple[str, ...]:
    """What each page of a part's PDF shows, in order, as write_sheets writes them."""
    if options.fold:
        return tuple(f"sheet {n}, folded" for n in range(1, sheets + 1))
    if options.duplex is Duplex.NONE:
        return tuple(f"sheet {n}" for n in range(1, sheets + 1))
    return tuple(name for n in range(1, sheets + 1)
                 for name in (f"sheet {n}, faces", f"sheet {n}, backs"))


def side_image(side: Side, dpi: int = SIDE_DPI) -> bytes:
    """One card side at its trim size as PNG bytes."""
    return side_png(side.draw, side.size, side.title, dpi)


def part_pdf(part: PartView, layout: Layout, sheets: SheetOptions) -> bytes:
    """A part's sheets, as hjkit build writes its PDF."""
    buffer = io.BytesIO()
    write_sheets(buffer, list(part.pieces), layout, sheets, part.title)
    return buffer.getvalue()


def sheet_image(pdf: bytes, page: int, title: str, dpi: int = SHEET_DPI) -> bytes:
    """One page (from 0) of a part's PDF as PNG bytes: bleed and crop marks as printed."""
    return page_png(pdf, page, title, dpi)


def _relative(path: Path, folder: Path) -> str:
    try:
        return str(path.resolve().relative_to(folder.resolve()))
    except ValueError:
        return str(path)

