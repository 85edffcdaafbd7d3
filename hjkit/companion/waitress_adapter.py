"""The one module that reaches into waitress beyond its documented API.

`hjkit serve` runs on waitress and changes five things in it: an event stream's
connection is handed to the broadcaster once its headers are written (broadcast.py), a
handed-over connection still counts against the server's connection_limit, one client
address may hold only so many connections (capacity.py), the server accepts every
connection waiting at each pass of its loop (waitress takes one a pass, and each pass
looks at every connection it holds: two thousand phones arriving at once waited seconds),
and its threads serve other requests before the openings of event streams, a few openings
at a time (fifteen hundred phones opening their streams at once left an action queued
behind them, and two hundred threads taking turns at the interpreter lock). waitress
offers no hook for these, so they use its server's, channel's and task's private parts
(`_fileno`, `_map`, `outbufs`, the task queue, ...). pyproject.toml therefore pins the
waitress versions this is tested with, and tests/companion/test_waitress_adapter.py names
every private part used here, so that a waitress that changes them fails there first.
"""

from __future__ import annotations

import socket
import threading
from collections import deque
from collections.abc import Callable

from waitress.adjustments import Adjustments
from waitress.server import MultiSocketServer, TcpWSGIServer
from waitress.task import ThreadedTaskDispatcher, WSGITask

from .broadcast import Broadcaster, Listener
from .capacity import ClientCount


class HandedConnection:
    """A waitress connection whose response the broadcaster goes on writing."""

    def __init__(self, channel):
        self._channel = channel

    def detach(self, done: Callable[[socket.socket | None, bytes], None]) -> None:
        """In waitress's loop thread, at its next pass: take the socket out of that loop
        and call done(socket, what waitress had not sent yet), or done(None, b"") when the
        connection is closing already."""
        self._channel.server.trigger.pull_trigger(lambda: done(*self._take()))

    def _take(self) -> tuple[socket.socket | None, bytes]:
        channel = self._channel
        if not channel.connected or channel._fileno is None or channel.will_close:
            return None, b""
        unsent = bytearray()
        with channel.outbuf_lock:
            for buffer in channel.outbufs:
                unsent += buffer.get(len(buffer))
                buffer.close()
            channel.outbufs = [type(channel.outbufs[-1])(channel.adj.outbuf_overflow)]
            channel.total_outbufs_len = channel.current_outbuf_count = 0
        fd = channel._fileno
        channel.server.active_channels.pop(fd, None)  # no idle timeout: heartbeats keep it
        channel._map.pop(fd, None)  # the connection still counts: see ConnectionMap
        return channel.socket, bytes(unsent)

    def close(self) -> None:
        """Close the connection, with waitress's own bookkeeping (the per-client count)."""
        channel = self._channel
        channel.connected = False
        channel.del_channel()
        channel.socket.close()


class ConnectionMap(dict):
    """waitress's map of the connections its loop watches, whose length (what waitress
    holds against its connection_limit) also counts the streams handed to the broadcaster,
    which left the map but still hold a connection."""

    def __init__(self, broadcaster: Broadcaster):
        super().__init__()
        self.broadcaster = broadcaster

    def __len__(self) -> int:
        return super().__len__() + self.broadcaster.open


def _listening(server) -> list:
    """The server's listening sockets' dispatchers (one, or one per address)."""
    servers = [server] if hasattr(server, "channel_class") else []
    return servers + [s for s in getattr(server, "map", {}).values()
                      if hasattr(s, "channel_class")]


def hand_over(server, broadcaster: Broadcaster) -> None:
    """Let a waitress server's event streams be handed to the broadcaster: the environ of
    each request carries "hjkit.broadcast", which the stream view calls with its Listener
    once the headers are written (it answers False when this connection cannot be handed
    over)."""
    for each in _listening(server):
        each.channel_class = _streaming_channel(each.channel_class, broadcaster)


def _streaming_channel(base, broadcaster: Broadcaster):
    notifier = broadcaster.notifier

    class StreamTask(WSGITask):
        handed_over = False

        def service(self):
            notifier.hold()  # the answer goes out before the streams hear of it
            try:
                super().service()
            finally:
                notifier.release()

        def get_environment(self):
            environ = super().get_environment()
            environ["hjkit.broadcast"] = self.hand_over
            return environ

        def hand_over(self, listener: Listener | None = None) -> bool:
            """Without a listener: whether this connection can be handed over (HTTP/1.1,
            whose streams are chunked)."""
            if listener is None or not self.chunked_response:
                return listener is None and self.request.version == "1.1" and \
                    self.request.command == "GET"  # a HEAD answer has no body to stream
            self.handed_over = True
            self.close_on_finish = False  # the connection stays open: the stream goes on
            self.channel.streaming = True
            broadcaster.add(listener, HandedConnection(self.channel))
            return True

        def finish(self):
            if not self.handed_over:  # the broadcaster ends a handed-over response
                super().finish()

    class Channel(base):
        streaming = False
        task_class = StreamTask

        def received(self, data):
            if self.streaming:  # a stream's phone sends nothing more; ignore it if it does
                return False
            return super().received(data)

    return Channel


def limit_clients(server, per_client: int) -> ClientCount:
    """Make a waitress server close a client's connections beyond per_client (0: no
    limit) at once; answers the count, for /healthz and the tests."""
    count = ClientCount(per_client)

    def limited(base):
        class Channel(base):
            _client = None

            def __init__(self, srv, sock, addr, adj, map=None):
                client = addr[0] if isinstance(addr, tuple) else str(addr)
                if not count.enter(client):
                    sock.close()  # refused: this device holds enough connections already
                    return
                self._client = client
                super().__init__(srv, sock, addr, adj, map)

            def del_channel(self, map=None):
                client, self._client = self._client, None
                if client is not None:
                    count.leave(client)
                super().del_channel(map)

        return Channel

    for each in _listening(server):
        each.channel_class = limited(each.channel_class)
    return count


ACCEPT_BATCH = 64
"""Connections the server accepts at most in one pass of its loop: enough that two thousand
arriving at once take a few dozen passes, few enough that a pass (and the actions waiting
for it) stays short."""
OPENERS = 1
"""Server threads that may be opening event streams at once. An opening is work under the
interpreter lock, so a second thread opens no faster; each more one takes turns at the
lock with the actions and the server's loop (measured: with four, an action waited about
twice as long as with one while 1,500 streams opened)."""


class AcceptingServer(TcpWSGIServer):
    """waitress's TCP server, accepting at each pass every connection that waits (up to
    ACCEPT_BATCH, and within the connection limit) instead of one."""

    _accepted = False

    def accept(self):
        pair = super().accept()
        self._accepted = pair is not None
        return pair

    def handle_accept(self):
        for _ in range(ACCEPT_BATCH):
            self._accepted = False
            super().handle_accept()
            if not self._accepted or len(self._map) >= self.adj.connection_limit:
                return


def is_stream_opening(request) -> bool:
    """Whether a parsed request opens an event stream the broadcaster will take: a GET
    over HTTP/1.1 kept alive, asking for text/event-stream (as every EventSource does)."""
    return (request.command == "GET" and request.version == "1.1"
            and "text/event-stream" in request.headers.get("ACCEPT", "")
            and request.headers.get("CONNECTION", "").lower() != "close")


class Lanes:
    """The dispatcher's task queue (waitress's is a deque: append, popleft, len, truth):
    connections whose next request opens an event stream wait in a lane of their own,
    behind every other request, and at most `openers` of them are served at once. The
    lock is the dispatcher's, held by waitress around every call but finish's."""

    def __init__(self, openers: int, ready: threading.Condition):
        self.openers, self._ready = openers, ready
        self.first: deque = deque()
        self.openings: deque = deque()
        self.opening = 0  # openings being served now

    def append(self, channel) -> None:
        requests = channel.requests
        if requests and is_stream_opening(requests[0]):
            self.openings.append(channel)
        else:
            self.first.append(channel)

    def popleft(self):
        if self.first:
            return self.first.popleft()
        self.opening += 1
        return Opening(self.openings.popleft(), self)

    def finish(self) -> None:
        """An opening is served: another may start."""
        with self._ready:
            self.opening -= 1
            self._ready.notify()

    def __len__(self) -> int:
        return len(self.first) + len(self.openings)

    def __bool__(self) -> bool:  # whether a thread may take a task now
        return bool(self.first) or (bool(self.openings) and self.opening < self.openers)


class Opening:
    """A connection whose stream a server thread opens now, counted by its Lanes."""

    def __init__(self, channel, lanes: Lanes):
        self.channel, self._lanes = channel, lanes

    def service(self) -> None:
        try:
            self.channel.service()
        finally:
            self._lanes.finish()

    def cancel(self) -> None:
        self.channel.cancel()

    def __repr__(self) -> str:
        return f"<opening of {self.channel!r}>"


class StreamsLastDispatcher(ThreadedTaskDispatcher):
    """waitress's thread pool with Lanes for its queue."""

    def __init__(self, openers: int):
        super().__init__()
        self.queue = Lanes(openers, self.queue_cv)


def create_waitress_server(app, map: dict, threads: int, **adjustments):
    """A waitress server (not yet running) on its host and port, as waitress.create_server
    makes one, with AcceptingServer for each address and StreamsLastDispatcher's threads."""
    adj = Adjustments(threads=threads, **adjustments)
    dispatcher = StreamsLastDispatcher(OPENERS)
    dispatcher.set_thread_count(threads)
    servers = [AcceptingServer(app, map, dispatcher=dispatcher, adj=adj, sockinfo=info)
               for info in adj.listen]
    if len(servers) == 1:
        return servers[0]
    return MultiSocketServer(map, adj, [(s.effective_host, s.effective_port) for s in servers],
                             dispatcher, servers[-1].log_info)
