"""waitress's I/O loop, asking only the connections whose answer may have changed.

waitress's own loop (wasyncore.poll2) asks every connection readable() and writable() and
registers it anew on each pass, and an action takes several passes: with 200 phones'
keep-alive connections that was most of the loop's time, and a request read waits for
the pass to end before its thread gets the GIL. An idle connection (no request in hand,
nothing to send, not closing) waits for its phone's next request, and only this loop's
own handlers make it busy (a worker thread touches a connection only while it serves one
of its requests). So here an idle connection stays registered for reading in one epoll,
and a pass asks only the busy ones, those that had events, those that came or went
(ChangesMap records them) and the server's own sockets (listening, trigger). Once a second
every connection is asked again, as waitress's maintenance may mark idle ones to close.

Linux only (epoll); elsewhere waitress keeps its own loop.
"""

from __future__ import annotations

import select
import time

from waitress import wasyncore
from waitress.channel import HTTPChannel

FULL_PASS_EVERY = 1.0
"""Seconds between passes that ask every connection."""
READ = select.POLLIN | select.POLLPRI  # the same bits as EPOLLIN, EPOLLPRI, EPOLLOUT
WRITE = select.POLLOUT


class ChangesMap(dict):
    """waitress's map of connections by file descriptor, recording the descriptors added,
    replaced or removed since the loop last looked."""

    def __init__(self):
        super().__init__()
        self.changed: set[int] = set()

    def __setitem__(self, fd, obj):
        self.changed.add(fd)
        super().__setitem__(fd, obj)

    def __delitem__(self, fd):
        self.changed.add(fd)
        super().__delitem__(fd)

    def pop(self, fd, *default):
        self.changed.add(fd)
        return super().pop(fd, *default)

    def take_changed(self) -> set[int]:
        changed, self.changed = self.changed, set()
        return changed


def install(server) -> bool:
    """Run the waitress server's loop here (its map must be a ChangesMap); False where
    there is no epoll."""
    if not hasattr(select, "epoll") or not isinstance(_map_of(server), ChangesMap):
        return False
    server.asyncore = _Asyncore()
    return True


def _map_of(server):
    return getattr(server, "_map", None) if hasattr(server, "_map") else \
        getattr(server, "map", None)


class _Asyncore:
    """wasyncore as waitress's server sees it (its `asyncore` attribute), with this loop."""

    def __getattr__(self, name):
        return getattr(wasyncore, name)

    @staticmethod
    def loop(timeout=30.0, use_poll=False, map=None, count=None):
        _Loop(map).run(timeout)


class _Loop:
    def __init__(self, connections: ChangesMap):
        self.map = connections
        self.epoll = select.epoll()
        self.registered: dict[int, int] = {}  # fd -> the events it is registered for
        self.busy: set[int] = set()  # asked on every pass
        self.next_full = 0.0

    def run(self, timeout: float) -> None:
        try:
            while self.map:
                self.once(timeout)
        finally:
            self.epoll.close()

    def once(self, timeout: float) -> None:
        connections = self.map
        now = time.monotonic()
        if now >= self.next_full:
            self.next_full = now + FULL_PASS_EVERY
            connections.take_changed()
            for fd in [fd for fd in self.registered if fd not in connections]:
                self.forget(fd)
            asked = list(connections)
        else:
            changed = connections.take_changed()
            for fd in changed:
                self.forget(fd)
            asked = changed | self.busy
        for fd in asked:
            obj = connections.get(fd)
            if obj is not None:
                self.ask(fd, obj)
        for fd, flags in self.epoll.poll(timeout):
            obj = connections.get(fd)
            if obj is None:
                self.forget(fd)
                continue
            self.busy.add(fd)  # asked again on the next pass
            wasyncore.readwrite(obj, flags)

    def ask(self, fd: int, obj) -> None:
        flags = READ if obj.readable() else 0
        if obj.writable() and not obj.accepting:
            flags |= WRITE
        old = self.registered.get(fd, 0)
        if flags != old:
            if old:
                try:
                    self.epoll.unregister(fd)
                except OSError:  # closed meanwhile: epoll forgot it already
                    pass
            if flags:
                self.epoll.register(fd, flags)
                self.registered[fd] = flags
            else:
                self.registered.pop(fd, None)
        if isinstance(obj, HTTPChannel) and not (
                obj.requests or obj.total_outbufs_len or obj.will_close
                or obj.close_when_flushed):
            self.busy.discard(fd)  # idle: registered for reading until it has an event
        else:
            self.busy.add(fd)

    def forget(self, fd: int) -> None:
        self.busy.discard(fd)
        if self.registered.pop(fd, 0):
            try:
                self.epoll.unregister(fd)
            except OSError:
                pass
