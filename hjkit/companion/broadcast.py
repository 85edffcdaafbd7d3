"""One thread writes every event stream of a `hjkit serve` process.

A stream held by a waitress worker thread costs a thread wake, the GIL and a write per
stream per update: with 200 phones on a table, 27 ms of server CPU per action. Here the
stream's request runs in a worker thread only until its headers are written (404, busy and
Last-Event-ID are decided there, in the Flask view); then the connection is handed to the
process's Broadcaster. When a table moves, the broadcaster builds the message once per
version a stream last sent and writes it to each of the table's sockets directly (non-
blocking; what the socket does not take waits in waitress's own buffer, which its I/O loop
flushes). Once a second it writes heartbeats, ends streams at their age limit (the browser
reconnects) and lets go of the departed phones.

A connection waitress cannot hand over (HTTP/1.0, `Connection: close`) and any other WSGI
server keep the thread-per-stream generator of stream.py.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from waitress.task import WSGITask

from .notify import Notifier

logger = logging.getLogger(__name__)

CHECK_EVERY = 1.0
"""Seconds between passes for heartbeats, age limits and departed phones."""
BACKLOG_LIMIT = 1_000_000
"""Bytes a stream's socket may leave unsent before the phone is dropped: a phone that stops
reading reconnects later with Last-Event-ID and catches up."""
END = b"0\r\n\r\n"  # the last chunk of a chunked response


@dataclass(eq=False)
class Listener:
    """A stream the Flask view opened: its table, the version it sent last (-1: none),
    when it must end and what to do once it has (unwatch, count it out)."""

    table_id: str
    sent: int
    watched: object  # the Notifier's handle for the table: its latest known version
    deadline: float
    release: Callable[[], None]
    channel: object = None
    beat: float = field(default=0.0)


class Broadcaster:
    def __init__(self, tables, notifier: Notifier, heartbeat: float):
        """tables: the TableService (stream_message builds the messages)."""
        self._tables, self._notifier, self._heartbeat = tables, notifier, heartbeat
        self._lock = threading.Lock()
        self._streams: dict[str, list[Listener]] = {}
        self._news: set[str] = set()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._stopped = False
        notifier.on_publish(self._published)

    @property
    def open(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._streams.values())

    def add(self, listener: Listener, channel) -> None:
        """Take over a stream whose headers are written; its first message follows at once."""
        listener.channel, listener.beat = channel, time.monotonic() + self._heartbeat
        with self._lock:
            self._streams.setdefault(listener.table_id, []).append(listener)
            self._news.add(listener.table_id)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="hjkit-broadcaster",
                                                daemon=True)
                self._thread.start()
        self._wake.set()

    def stop(self) -> None:
        self._stopped = True
        self._wake.set()

    def _published(self, table_id: str, version: int) -> None:
        if table_id in self._streams:
            with self._lock:
                self._news.add(table_id)
            self._wake.set()

    def _run(self) -> None:
        next_check = time.monotonic() + CHECK_EVERY
        while not self._stopped:
            self._wake.wait(max(0.0, next_check - time.monotonic()))
            self._wake.clear()
            with self._lock:
                news, self._news = self._news, set()
            triggers = set()
            for table_id in news:
                try:
                    self._send_news(table_id, triggers)
                except Exception:  # one table's trouble must not stop the others' streams
                    logger.exception("event streams of table %s", table_id)
            now = time.monotonic()
            if now >= next_check:
                self._check(now, triggers)
                next_check = now + CHECK_EVERY
            for server in triggers:  # waitress's loop flushes what the sockets did not take
                server.pull_trigger()

    def _send_news(self, table_id: str, triggers: set) -> None:
        listeners = list(self._streams.get(table_id, ()))
        chunks: dict[int, tuple[int, bytes | None]] = {}  # by version sent: one message each
        beat = time.monotonic() + self._heartbeat
        for listener in listeners:
            if listener.sent not in chunks:
                current, message = self._tables.stream_message(
                    table_id, listener.sent, listener.watched.version)
                chunks[listener.sent] = (current, None if message is None else
                                         chunk(message.encode()))
            current, data = chunks[listener.sent]
            if data is None:
                continue
            if write(listener.channel, data, triggers):
                listener.sent, listener.beat = current, beat
            else:
                self._drop(listener)

    def _check(self, now: float, triggers: set) -> None:
        wall = time.time()
        for listeners in list(self._streams.values()):
            for listener in list(listeners):
                channel = listener.channel
                if not channel.connected:
                    self._drop(listener)
                elif now >= listener.deadline:
                    end(channel, triggers)
                    self._drop(listener)
                else:
                    channel.last_activity = wall  # a stream is not an idle connection
                    if now >= listener.beat:
                        if write(channel, chunk(b": heartbeat\n\n"), triggers):
                            listener.beat = now + self._heartbeat
                        else:
                            self._drop(listener)

    def _drop(self, listener: Listener) -> None:
        with self._lock:
            listeners = self._streams.get(listener.table_id, [])
            if listener not in listeners:
                return
            listeners.remove(listener)
            if not listeners:
                del self._streams[listener.table_id]
        listener.release()


def chunk(data: bytes) -> bytes:
    """data as one chunk of a chunked HTTP/1.1 body."""
    return b"%x\r\n%s\r\n" % (len(data), data)


def write(channel, data: bytes, triggers: set) -> bool:
    """Send data on a handed-over waitress channel without blocking: straight to the socket
    when nothing is queued before it, else behind what is (waitress's loop sends it, once
    triggered). False when the phone has gone or reads too slowly (then it is closed)."""
    with channel.outbuf_lock:
        if not channel.connected or channel.will_close:
            return False
        if not channel.total_outbufs_len:
            try:
                sent = channel.socket.send(data)
            except BlockingIOError:
                sent = 0
            except OSError:
                channel.will_close = True  # waitress's loop closes it
                triggers.add(channel.server)
                return False
            if sent == len(data):
                return True
            data = data[sent:]
        if channel.total_outbufs_len + len(data) > BACKLOG_LIMIT:
            channel.will_close = True
            triggers.add(channel.server)
            return False
        channel.outbufs[-1].append(data)
        channel.current_outbuf_count += len(data)
        channel.total_outbufs_len += len(data)
        triggers.add(channel.server)
        return True


def end(channel, triggers: set) -> None:
    """End a stream's response and close its connection once that is sent, as its
    `Connection: close` header said (waitress answers so to any chunked response); the
    browser reconnects."""
    with channel.outbuf_lock:
        if write(channel, END, triggers):
            channel.close_when_flushed = True
            triggers.add(channel.server)


def hand_over(server, broadcaster: Broadcaster) -> None:
    """Let a waitress server's event streams be handed to the broadcaster: the environ of
    each request carries "hjkit.broadcast", which the stream view calls with its Listener
    once the headers are written (it answers False when this connection cannot be handed
    over)."""
    servers = [server] if hasattr(server, "channel_class") else []
    servers += [s for s in getattr(server, "map", {}).values() if hasattr(s, "channel_class")]
    for each in servers:
        each.channel_class = _streaming_channel(each.channel_class, broadcaster)


def _streaming_channel(base, broadcaster: Broadcaster):
    notifier = broadcaster._notifier

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
            broadcaster.add(listener, self.channel)
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

        def handle_write(self):
            if self.streaming:  # the broadcaster writes from its thread too
                with self.outbuf_lock:
                    super().handle_write()
            else:
                super().handle_write()

    return Channel
