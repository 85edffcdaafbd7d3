"""The event streams of a `hjkit serve` process, written from its event loop.

Each stream is a Follower with a queue of the messages it has still to send. Per table, the
FanOut keeps the followers; when a table's version moves (the notifier's publish, from
whichever thread appended or heard the append) it builds the message once per version a
follower last sent and view it brings (the watch view or a seat's own), in a worker thread
(the service takes the table's lock and may ask the store), and puts it in each follower's
queue. A follower arriving counts as news of its
table: its first message is built the same way.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from .notify import Notifier

logger = logging.getLogger(__name__)

QUEUE_LIMIT = 32
"""Messages a stream may leave unsent before its connection is cut: a phone that stopped
reading reconnects later with Last-Event-ID and catches up."""


@dataclass(eq=False, slots=True)
class Follower:
    """A stream the Flask view opened: its table, the version it sent last (-1: none), when
    it must end and what to do once it has (unwatch, count it out), and the seat whose view
    it brings with that seat's token digest (None: the watch view). Its messages wait in
    pending until its writer (a task of the loop) sends them."""

    table_id: str
    sent: int
    watched: object  # the Notifier's handle for the table: its latest known version
    deadline: float
    release: Callable[[], None]
    seat: int | None = None
    digest: str | None = None
    pending: deque = field(default_factory=deque)
    writer: asyncio.Task | None = None
    _waking: asyncio.Future | None = None

    def push(self, message: str) -> None:
        """Queue a message to send; a stream with QUEUE_LIMIT unsent is cut (its writer
        cancelled, even while it waits for the phone to read)."""
        if len(self.pending) >= QUEUE_LIMIT:
            if self.writer is not None:
                self.writer.cancel()
            return
        self.pending.append(message)
        self._wake()

    def end(self) -> None:
        """End the stream now, as at its age limit."""
        self.deadline = 0.0
        self._wake()

    async def next(self, timeout: float) -> str | None:
        """The next message to send, or None after timeout (or a wake-up by end())."""
        if not self.pending:
            self._waking = asyncio.get_running_loop().create_future()
            try:
                async with asyncio.timeout(timeout):
                    await self._waking
            except TimeoutError:
                pass
            finally:
                self._waking = None
        return self.pending.popleft() if self.pending else None

    def _wake(self) -> None:
        if self._waking is not None and not self._waking.done():
            self._waking.set_result(None)


@dataclass(eq=False)
class _Table:
    followers: set[Follower] = field(default_factory=set)
    news: bool = False  # moved since the builder last looked
    builder: asyncio.Task | None = None


class FanOut:
    def __init__(self, tables, notifier: Notifier):
        """tables: the TableService (stream_message builds the messages)."""
        self._tables, self._notifier = tables, notifier
        self._loop: asyncio.AbstractEventLoop | None = None
        self._followed: dict[str, _Table] = {}
        notifier.on_publish(self._published)

    @property
    def open(self) -> int:
        return sum(len(t.followers) for t in self._followed.values())

    def follow(self, follower: Follower) -> None:
        """In the loop: send follower its table's messages from now on."""
        self._loop = asyncio.get_running_loop()
        table = self._followed.setdefault(follower.table_id, _Table())
        table.followers.add(follower)
        self._news(follower.table_id)

    def close(self) -> None:
        """Any thread: end every stream (the server is stopping; the phones reconnect)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._end_all)

    def _end_all(self) -> None:
        for table in self._followed.values():
            for follower in table.followers:
                follower.end()

    def unfollow(self, follower: Follower) -> None:
        table = self._followed.get(follower.table_id)
        if table is None:
            return
        table.followers.discard(follower)
        if not table.followers and table.builder is None:
            del self._followed[follower.table_id]

    def _published(self, table_id: str, version: int) -> None:
        """Any thread: a table's version moved."""
        loop = self._loop
        if loop is not None and table_id in self._followed:
            try:
                loop.call_soon_threadsafe(self._news, table_id)
            except RuntimeError:  # the loop has closed: the server is stopping
                pass

    def _news(self, table_id: str) -> None:
        table = self._followed.get(table_id)
        if table is None:
            return
        table.news = True
        if table.builder is None:
            table.builder = asyncio.create_task(self._build(table_id, table))

    async def _build(self, table_id: str, table: _Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while table.news and table.followers:
                table.news = False
                followers = list(table.followers)
                known = max(f.watched.version for f in followers)
                try:
                    built = await loop.run_in_executor(
                        None, self._messages, table_id,
                        {(f.sent, f.seat, f.digest) for f in followers}, known)
                except Exception:  # one table's trouble must not stop the others' streams
                    logger.exception("event streams of table %s", table_id)
                    continue
                for follower in followers:
                    current, message = built[follower.sent, follower.seat, follower.digest]
                    if message is not None:
                        follower.push(message)
                        follower.sent = current
        finally:
            table.builder = None
            if not table.followers:
                self._followed.pop(table_id, None)

    def _messages(self, table_id: str, wanted: set[tuple], known: int
                  ) -> dict[tuple, tuple[int, str | None]]:
        """In a worker thread: the message from each version sent to the latest, for each
        (sent, seat, digest) the followers want."""
        return {(sent, seat, digest): self._tables.stream_message(table_id, sent, known, seat,
                                                                  digest)
                for sent, seat, digest in wanted}
