"""Wake the event streams of a table when its version moves.

In one process the service publishes each append at once. With several worker processes,
what another worker appended arrives one of two ways: on PostgreSQL a listener hears each
append's NOTIFY at once, most often with the entry itself, which the hearers (the service)
apply before the streams are woken; on SQLite a poller thread asks the store for the
versions of the tables being watched here, every poll_interval seconds. The listener is a
thread (store.listen) unless the server's event loop took the listening over
(listen.Listening, under `hjkit serve`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable


class _Watched:
    __slots__ = ("condition", "version", "watchers")

    def __init__(self):
        self.condition = threading.Condition()
        self.version = 0
        self.watchers = 0


class Notifier:
    def __init__(self, versions: Callable[[list[str]], dict[str, int]],
                 poll_interval: float = 0.25, listen: Callable | None = None,
                 written_elsewhere: Callable[[], bool] | None = None):
        """listen: the store's listen(heard, connected, stopped), when the database
        announces appends (PostgreSQL); then nothing polls. written_elsewhere: whether
        another writer committed since it was last asked (a poll asks the versions only
        then; this process publishes its own appends)."""
        self._versions = versions
        self._written_elsewhere = written_elsewhere
        self._poll_interval = poll_interval
        self._listen = listen
        self._lock = threading.Lock()
        self._tables: dict[str, _Watched] = {}
        self._poller: threading.Thread | None = None
        self._stopped = threading.Event()
        self._subscribers: list[Callable[[str, int], None]] = []
        self._hearers: list[Callable[[str, object], None]] = []

    def on_publish(self, subscriber: Callable[[str, int], None]) -> None:
        """Call subscriber(table_id, version) whenever a watched table's version moves (the
        fan-out's wake-up; the threaded streams wait on the table's condition)."""
        self._subscribers.append(subscriber)

    def on_heard(self, hearer: Callable[[str, object], None]) -> None:
        """Call hearer(table_id, entry) for each entry another process announces with its
        append (PostgreSQL), before the table's streams are woken."""
        self._hearers.append(hearer)

    def watched(self, table_id: str) -> bool:
        """Whether a stream of this process follows the table."""
        return table_id in self._tables

    def take_listening(self) -> bool:
        """Whether the caller is to listen for the database's announcements (calling heard()
        and caught_up()) in place of the listener thread: True once, and only when the
        database announces appends."""
        with self._lock:
            if self._listen is None or self._poller is not None:
                return False
            self._listen, self._poll_interval = None, 0  # nothing polls: the caller listens
            return True

    def publish(self, table_id: str, version: int) -> None:
        watched = self._tables.get(table_id)
        if watched is None:
            return
        with watched.condition:
            if version <= watched.version:
                return
            watched.version = version
            watched.condition.notify_all()
        for subscriber in self._subscribers:
            subscriber(table_id, version)

    def watch(self, table_id: str, version: int) -> _Watched:
        """Register a stream; pair with unwatch()."""
        with self._lock:
            watched = self._tables.setdefault(table_id, _Watched())
            watched.watchers += 1
            if self._poller is None and self._listen is not None:
                self._poller = threading.Thread(
                    target=self._listen, args=(self.heard, self.caught_up, self._stopped),
                    name="hjkit-notify-listener", daemon=True)
                self._poller.start()
            elif self._poller is None and self._poll_interval > 0:
                self._poller = threading.Thread(target=self._poll, name="hjkit-notify-poller",
                                                daemon=True)
                self._poller.start()
        self.publish(table_id, version)
        return watched

    def unwatch(self, table_id: str) -> None:
        with self._lock:
            watched = self._tables.get(table_id)
            if watched is not None:
                watched.watchers -= 1
                if watched.watchers <= 0:
                    del self._tables[table_id]

    @staticmethod
    def wait(watched: _Watched, after: int, timeout: float) -> int:
        """The table's version once it passes after, or the current one after timeout."""
        with watched.condition:
            watched.condition.wait_for(lambda: watched.version > after, timeout)
            return watched.version

    def stop(self) -> None:
        self._stopped.set()

    def heard(self, table_id: str, version: int, entry: object | None) -> None:
        """The listener heard an append of another process (with its entry, if it fit)."""
        if entry is not None and table_id in self._tables:
            for hearer in self._hearers:
                hearer(table_id, entry)
        self.publish(table_id, version)

    def _poll(self) -> None:
        while not self._stopped.wait(self._poll_interval):
            self.caught_up()

    def caught_up(self) -> None:
        """Publish the watched tables' versions as the store has them."""
        ids = list(self._tables)
        if not ids:
            return
        try:
            if self._written_elsewhere is not None and not self._written_elsewhere():
                return
            found = self._versions(ids)
        except Exception:  # a database hiccup must not kill the poller; retry next tick
            return
        for table_id, version in found.items():
            self.publish(table_id, version)
