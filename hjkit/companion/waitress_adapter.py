"""The one module that reaches into waitress beyond its documented API.

`hjkit serve` runs on waitress and changes six things in it:

- an event stream's connection is handed to the broadcaster once its headers are written
  (broadcast.py);
- a kept-alive connection with nothing to do waits outside the server's loop until it has
  something to read (ParkedConnections): each pass of that loop looks at every connection
  in it, and a club's idle phones made every action slower; and a connection whose answer
  a task is writing does not ask the loop to send it meanwhile (QuietChannel);
- handed-over and parked connections still count against the server's connection_limit;
- one client address may hold only so many connections (capacity.py);
- the server accepts every connection waiting at each pass of its loop (waitress takes one
  a pass: two thousand phones arriving at once waited seconds);
- its threads serve other requests before the openings of event streams, a few openings
  at a time (fifteen hundred phones opening their streams at once left an action queued
  behind them, and two hundred threads taking turns at the interpreter lock).

waitress offers no hook for these, so they use its server's, channel's and task's private parts
(`_fileno`, `_map`, `outbufs`, the task queue, ...). pyproject.toml therefore pins the
waitress versions this is tested with, and tests/companion/test_waitress_adapter.py names
every private part used here, so that a waitress that changes them fails there first.
"""

from __future__ import annotations

import logging
import select
import selectors
import socket
import threading
from collections import deque
from collections.abc import Callable

from waitress import wasyncore
from waitress.adjustments import Adjustments
from waitress.channel import HTTPChannel
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
    holds against its connection_limit) also counts the connections that left the map but
    are still open: the streams handed to the broadcaster, the connections parked."""

    def __init__(self, *holders):
        """holders: what else holds this server's connections, each counting them in .open."""
        super().__init__()
        self.holders = list(holders)

    def __len__(self) -> int:
        return super().__len__() + sum(holder.open for holder in self.holders)


WAKE_BATCH = 64
"""Parked connections the loop takes back at most in one pass: a crowd's requests arriving
at once are read a batch a pass, and between batches the loop serves its other connections
(with every one in one pass, an action sent while 1,500 streams opened waited for them)."""


class ParkedConnections:
    """Kept-alive connections with nothing to do, out of waitress's loop. At each pass that
    loop asks every connection in its map whether it would read or write, and an action
    takes several passes, so a club's phones idle between their taps made every action pay
    for each of them. A parked connection waits in one selector (epoll, kqueue) whose own
    descriptor sits in the map instead: when a parked connection has something to read (a
    request, its end), that descriptor wakes the loop, which puts the connection back into
    its map and reads it as it would have.

    Everything here runs in the loop's thread. Where the platform's selector has no
    descriptor of its own to watch, nothing is parked."""

    accepting = False  # asked by waitress's loop of everything in its map

    def __init__(self, map: dict):
        self._map = map
        self._selector = selectors.DefaultSelector()
        self._parked: dict[int, HTTPChannel] = {}
        self._closed = False
        self.enabled = hasattr(self._selector, "fileno")
        if self.enabled:
            map[self._selector.fileno()] = self

    @property
    def open(self) -> int:
        """Connections parked now."""
        return len(self._parked)

    def __contains__(self, channel) -> bool:
        return self._parked.get(channel._fileno) is channel

    def park(self, channel: HTTPChannel) -> bool:
        """Take a connection out of the loop's map until it has something to read; False
        when it is not in the map (or nothing can be parked here)."""
        fd = channel._fileno
        if not self.enabled or self._map.get(fd) is not channel:
            return False
        del self._map[fd]
        self._parked[fd] = channel
        self._selector.register(fd, selectors.EVENT_READ, channel)
        return True

    def unpark(self, channel: HTTPChannel) -> None:
        """Put a parked connection back into the loop's map."""
        fd = channel._fileno
        if self._parked.get(fd) is channel:
            del self._parked[fd]
            self._selector.unregister(fd)
            self._map[fd] = channel

    def release_closing(self) -> None:
        """Back into the map with every parked connection waitress has marked to close (its
        idle timeout), for the loop to close."""
        for channel in [c for c in self._parked.values() if c.will_close]:
            self.unpark(channel)

    def readable(self) -> bool:
        return True

    def writable(self) -> bool:
        return False

    def handle_read_event(self) -> None:
        # A few at a pass, so that a crowd arriving at once does not hold up the loop's
        # other connections (those not taken now are still ready at the next pass), and
        # in the order of their descriptors, as the loop's own pass takes its map: a
        # phone that was there before the crowd is not read after all of it.
        ready = sorted(self._selector.select(0), key=lambda pair: pair[0].fd)
        for key, _ in ready[:WAKE_BATCH]:
            channel = key.data
            self.unpark(channel)
            wasyncore.readwrite(channel, select.POLLIN)  # as the loop's pass would have

    def handle_write_event(self) -> None:
        pass

    def handle_expt_event(self) -> None:
        pass

    def handle_close(self) -> None:
        pass

    def handle_error(self) -> None:
        logging.getLogger(__name__).exception("parked connections")

    def close(self) -> None:
        """Close every parked connection and the selector (the server is closing)."""
        if self._closed:
            return
        self._closed = True
        for channel in list(self._parked.values()):
            self.unpark(channel)
            channel.handle_close()
        if self.enabled:
            self._map.pop(self._selector.fileno(), None)
        self._selector.close()


class QuietChannel(HTTPChannel):
    """waitress's connection, asking the loop only for what it will do: parked whenever the
    loop finds it with nothing to do, and not writable while its task holds the answer's
    buffers (the loop's handle_write would not wait for them and send nothing, so the loop
    spun on the socket until the task let go, taking the interpreter lock from the very
    thread that would let go; a task that leaves something unsent pulls the loop's
    trigger, and a task waiting for the loop to send releases the buffers' lock)."""

    def idle(self) -> bool:
        """Nothing to serve, send or close: only a request (or its rest) can come."""
        return (self.connected and not self.requests and not self.total_outbufs_len
                and not self.will_close and not self.close_when_flushed)

    def readable(self) -> bool:
        # The loop asks this of each connection in its map at each pass: an idle one
        # leaves the map here, and its parking watches for what it would have read.
        if self.idle() and self.server.parked.park(self):
            return False
        return super().readable()

    def writable(self) -> bool:
        if self.will_close or self.close_when_flushed:
            return True
        if not self.total_outbufs_len:
            return False
        if not self.requests:  # no task runs: handle_write sends it all
            return True
        if self.outbuf_lock.acquire(False):  # as handle_write would, then sends
            self.outbuf_lock.release()
            return True
        return False


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

        def idle(self):  # a stream is about to leave the loop for the broadcaster
            return not self.streaming and super().idle()

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
    ACCEPT_BATCH, and within the connection limit) instead of one, its connections parked
    while they have nothing to do (ParkedConnections)."""

    channel_class = QuietChannel
    _accepted = False

    def __init__(self, *args, parked: ParkedConnections, **kwargs):
        self.parked = parked
        super().__init__(*args, **kwargs)

    def maintenance(self, now):
        super().maintenance(now)  # marks the connections idle too long to close, parked too
        self.parked.release_closing()

    def close(self):
        self.parked.close()
        super().close()

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


def create_waitress_server(app, map: ConnectionMap, threads: int, **adjustments):
    """A waitress server (not yet running) on its host and port, as waitress.create_server
    makes one, with AcceptingServer for each address, one ParkedConnections for them all
    and StreamsLastDispatcher's threads."""
    adj = Adjustments(threads=threads, **adjustments)
    dispatcher = StreamsLastDispatcher(OPENERS)
    dispatcher.set_thread_count(threads)
    parked = ParkedConnections(map)
    map.holders.append(parked)
    servers = [AcceptingServer(app, map, dispatcher=dispatcher, adj=adj, sockinfo=info,
                               parked=parked)
               for info in adj.listen]
    if len(servers) == 1:
        return servers[0]
    return MultiSocketServer(map, adj, [(s.effective_host, s.effective_port) for s in servers],
                             dispatcher, servers[-1].log_info)
