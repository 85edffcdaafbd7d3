"""A build's caches filled by a second process while the first imports the PDF engine.

`hjkit build` spends most of a first build's start importing reportlab and Pillow, work
that does not need the cards, and then reads the cards, records their pictures and reads
the layout, work that does not need reportlab. On a machine with a second core the two
halves can overlap: a child process forked at the start fills the kept caches (datacache,
the art cache) with what the build will read. The build, once its imports are done, waits
until the child says that what it needs first is kept (ready), reads it as a rebuild does
and goes on; what the child keeps after that (a game's pictures) the build takes where it
finds it kept and makes itself where not, so the two share that work.

The child is only a head start: it writes what the build would have written, under the
same digests, whole or not at all (each entry is written to a part file and renamed), and
it is silent. Whatever it could not do (an error in the data, a cache it cannot write) the
build does itself afterwards and reports as always. Nothing is forked where nothing is
kept (HJKIT_CACHE_HOME=off, a folder that cannot be written), without os.fork, or while
other threads run (forking would copy their locks in whatever state they are).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from .cachehome import cache_folder


class Background:
    """A child started by in_background: ready() waits until it has said that the part the
    build needs first is kept (or has ended), wait() until it has ended. Either may be
    called again; both do nothing when no child was started."""

    def __init__(self, child: int | None = None, signal: int | None = None):
        self._child, self._signal = child, signal

    def ready(self) -> None:
        if self._signal is not None:
            try:
                os.read(self._signal, 1)  # a byte, or nothing once the child has ended
            finally:
                os.close(self._signal)
                self._signal = None

    def wait(self) -> None:
        self.ready()
        if self._child is not None:
            try:
                os.waitpid(self._child, 0)
            except ChildProcessError:
                pass
            self._child = None


def in_background(work: Callable[[Callable[[], None]], object]) -> Background:
    """Start work(ready) in a forked child, which calls ready() once the build may go on
    (it reads what is left as the child keeps it, or makes it itself)."""
    if not hasattr(os, "fork") or cache_folder("data") is None or _other_threads():
        return Background()
    for stream in (sys.stdout, sys.stderr):  # so the child holds no copy of what is pending
        stream.flush()
    try:
        signal, say = os.pipe()
        child = os.fork()
    except OSError:
        return Background()
    if child == 0:
        os.close(signal)
        _run_silently(work, say)  # never returns
    os.close(say)
    return Background(child, signal)


def _run_silently(work: Callable[[Callable[[], None]], object], say: int) -> None:
    """The child: work with its output to nowhere, then an exit that runs none of the
    parent's exit handlers and flushes none of its buffers."""
    code = 0
    try:
        quiet = os.open(os.devnull, os.O_RDWR)
        for descriptor in (0, 1, 2):
            os.dup2(quiet, descriptor)
        sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 (ends with the child)
        work(lambda: os.write(say, b"."))
    except BaseException:  # the build does the work again, and says what is wrong
        code = 1
    finally:
        os._exit(code)


def _other_threads() -> bool:
    threading = sys.modules.get("threading")  # not imported: no thread was started
    return threading is not None and threading.active_count() > 1
