"""PostgreSQL's announcements of other processes' appends, heard by one task of the
server's event loop (psycopg's async connection) in place of the notifier's listener
thread. What is heard is applied in a worker thread: the service takes the table's lock,
which an action in a Flask thread may hold."""

from __future__ import annotations

import asyncio
import sys

from .notify import Notifier


class Listening:
    def __init__(self, store, notifier: Notifier):
        self._store, self._notifier = store, notifier
        self._task: asyncio.Task | None = None

    @property
    def listening(self) -> bool:
        """Whether the event loop listens (not the notifier's thread)."""
        return self._task is not None and not self._task.done()

    def start(self) -> None:
        """In the loop: listen from now on, when the store announces appends (once)."""
        if self._task is not None or not self._store.notifies:
            return
        loop = asyncio.get_running_loop()
        # psycopg's async connection needs a selector loop; Windows' default loop (proactor)
        # is not one: there the notifier keeps its listener thread
        if sys.platform == "win32" and not isinstance(loop, asyncio.SelectorEventLoop):
            return
        if not self._notifier.take_listening():
            return
        notifier = self._notifier

        async def heard(table_id, version, entry):
            if notifier.watched(table_id):  # else nothing here follows it
                await loop.run_in_executor(None, notifier.heard, table_id, version, entry)

        async def connected():
            await loop.run_in_executor(None, notifier.caught_up)

        self._task = loop.create_task(self._store.listen_async(heard, connected))

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except asyncio.CancelledError:
                pass
