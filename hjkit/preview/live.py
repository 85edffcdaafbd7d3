"""The preview's state: the last good drawing of a folder's cards, the problems of the
latest load, a version that grows with each load, and the images drawn so far.

A load that fails keeps the last good cards and shows why; a card that alone cannot be
drawn keeps its last good faces. Images are drawn when a page asks for them (so a page
shows its first screen first, and an edit redraws only the images whose drawing changed)
and kept, the most recently asked first, up to a bound. One lock serialises loading and
drawing: PDFium and reportlab's settings are process-wide.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, replace
from pathlib import Path

from hjkit.generator import art
from hjkit.generator.build import PrintSettings
from hjkit.generator.document import SheetOptions
from hjkit.generator.layout import Layout, Size
from hjkit.generator.preview import (
    Drawing,
    LoadFailed,
    Problem,
    Side,
    draw_folder,
    part_pdf,
    sheet_image,
    side_image,
)
from hjkit.kit.game import Game

IMAGES_KEPT = 800
"""Card sides kept drawn: a few hundred cards' faces and backs."""
PDFS_KEPT = 8
SHEETS_KEPT = 64
PICTURES = frozenset(f".{kind}" for kind in ("svg", "png", "jpg", "jpeg"))


@dataclass(frozen=True)
class State:
    """What the page shows at one version."""

    version: int
    drawing: Drawing | None
    """The last good drawing; None until one loads."""
    problems: tuple[Problem, ...] = ()
    """Why the latest load failed, or the cards it could not draw."""
    loaded_at: float = 0.0

    def json(self, game: Game, folder: Path, options: SheetOptions, paper: Size) -> dict:
        """What the page reads: paper is the sheets' size (mm)."""
        drawing = self.drawing
        return {
            "version": self.version, "game": game.title, "folder": str(folder),
            "loaded_at": time.strftime("%H:%M:%S", time.localtime(self.loaded_at)),
            "paper": options.paper, "paper_size": [paper.width, paper.height],
            "duplex": options.duplex.value, "fold": options.fold,
            "problems": [p.json() for p in self.problems],
            "notes": list(drawing.notes) if drawing else [],
            "cards": [c.json() for c in drawing.cards] if drawing else [],
            "parts": [p.json() for p in drawing.parts] if drawing else []}


class LivePreview:
    """A folder's cards as the page shows them, reloaded by `reload` (the watcher calls it
    when a file changes)."""

    def __init__(self, game: Game, folder: Path, layout: Layout, sheets: SheetOptions,
                 settings: PrintSettings):
        self.game, self.folder, self.layout = game, folder, layout
        self.sheets, self.settings = sheets, settings
        self._drawing_lock = threading.Lock()
        self._changed = threading.Condition()
        self._state = State(0, None)
        self._stopped = False
        self._sides: dict[str, Side] = {}
        self._images: OrderedDict[tuple, bytes] = OrderedDict()

    @property
    def state(self) -> State:
        return self._state

    def reload(self, changed: frozenset[Path] = frozenset()) -> State:
        """Load the folder again (changed: the files that changed; an edited picture is
        read afresh) and publish the result as a new version."""
        with self._drawing_lock:
            if any(p.suffix.lower() in PICTURES for p in changed):
                art.clear_cache()
            previous = self._state.drawing
            try:
                drawing = draw_folder(self.game, self.folder, self.layout, self.sheets,
                                      self.settings)
            except LoadFailed as failed:
                return self._publish(previous, failed.problems)
            except Exception as error:  # a game's code meeting a half-saved file
                return self._publish(previous, (Problem(f"{type(error).__name__}: {error}"),))
            drawing = kept_last_good(drawing, previous)
            # the images both drawings name stay drawable (a page may still ask for the
            # previous version's while the new one reaches it)
            self._sides = {**(previous.sides if previous else {}), **drawing.sides}
            return self._publish(drawing, drawing.problems)

    def _publish(self, drawing: Drawing | None, problems: tuple[Problem, ...]) -> State:
        with self._changed:
            self._state = State(self._state.version + 1, drawing, problems, time.time())
            self._changed.notify_all()
            return self._state

    def wait(self, after: int, timeout: float) -> State:
        """The state once its version is other than after (the one the page shows), or the
        current one after timeout s (at once after stop). A page that shows a version this
        process never reached (the preview was restarted under it) is answered at once."""
        with self._changed:
            self._changed.wait_for(lambda: self._state.version != after or self._stopped,
                                   timeout)
            return self._state

    def stop(self) -> None:
        """Answer every waiting page now: the server is stopping."""
        with self._changed:
            self._stopped = True
            self._changed.notify_all()

    def side_png(self, digest: str) -> bytes | None:
        """A card side's image by its digest; None for a digest no recent load named."""
        side = self._sides.get(digest)
        if side is None:
            return None
        return self._kept(("side", digest), lambda: side_image(side), IMAGES_KEPT)

    def sheet_png(self, digest: str, page: int) -> bytes | None:
        """Page (from 0) of the part whose PDF has this digest; None for one not shown now."""
        drawing = self._state.drawing
        part = next((p for p in drawing.parts if p.digest == digest), None) if drawing else None
        if part is None or not 0 <= page < len(part.pages):
            return None
        pdf = self._kept(("pdf", digest), lambda: part_pdf(part, self.layout, self.sheets),
                         PDFS_KEPT)
        return self._kept(("sheet", digest, page), lambda: sheet_image(pdf, page, part.title),
                          SHEETS_KEPT)

    def _kept(self, key: tuple, draw, limit: int) -> bytes:
        with self._drawing_lock:
            if key not in self._images:
                self._images[key] = draw()
                kind = [k for k in self._images if k[0] == key[0]]
                for old in kind[:max(0, len(kind) - limit)]:
                    del self._images[old]
            self._images.move_to_end(key)
            return self._images[key]


def kept_last_good(drawing: Drawing, previous: Drawing | None) -> Drawing:
    """drawing, with each card and part it could not draw as the previous drawing had it."""
    if previous is None:
        return drawing
    cards = {c.key: c for c in previous.cards}
    parts = {p.title: p for p in previous.parts}
    kept_cards = tuple(replace(cards[c.key], problem=c.problem)
                       if not c.face and c.key in cards and cards[c.key].face else c
                       for c in drawing.cards)
    kept_parts = tuple(replace(parts[p.title], problem=p.problem)
                       if not p.digest and parts.get(p.title, p).digest else p
                       for p in drawing.parts)
    sides = dict(drawing.sides)
    for card in kept_cards:
        for digest in (card.face, card.back):
            if digest and digest not in sides:
                sides[digest] = previous.sides[digest]
    return replace(drawing, cards=kept_cards, parts=kept_parts, sides=sides)
