"""The one module that reaches into waitress beyond its documented API.

`hjkit serve` runs on waitress and changes three things in it: an event stream's
connection is handed to the broadcaster once its headers are written (broadcast.py), a
handed-over connection still counts against the server's connection_limit, and one client
address may hold only so many connections (capacity.py). waitress offers no hook for
these, so they use its channel's and task's private parts (`_fileno`, `_map`,
`outbufs`, ...). pyproject.toml therefore pins the waitress versions this is tested with,
and tests/companion/test_waitress_adapter.py names every private part used here, so that
a waitress that changes them fails there first.
"""

from __future__ import annotations

import socket
from collections.abc import Callable

from waitress.task import WSGITask

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
