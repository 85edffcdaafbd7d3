"""One thread writes every event stream of a `hjkit serve` process.

A stream held by a server worker thread costs a thread wake, the GIL and a write per
stream per update, which with 200 phones on a table made most of an action's server CPU.
Here the stream's request runs in a worker thread only until its headers are written
(404, busy and Last-Event-ID are decided there, in the Flask view); then the connection is
handed to the process's Broadcaster, which takes its socket out of waitress's loop (that
loop looks at every connection it holds on each pass, several passes per action; see
waitress_adapter.py) and watches it with its own selector, which costs nothing for an
idle stream. When a table moves, the broadcaster builds the message once per version a
stream last sent and writes it to each of the table's sockets (non-blocking; what a
socket does not take waits in the stream's backlog until the socket can take more). Once
a second it writes heartbeats and ends streams at their age limit (the browser
reconnects); a departed phone is let go as soon as its socket says so.

A connection waitress cannot hand over (HTTP/1.0, `Connection: close`) and any other WSGI
server keep the thread-per-stream generator of stream.py.
"""

from __future__ import annotations

import logging
import selectors
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .notify import Notifier

logger = logging.getLogger(__name__)

CHECK_EVERY = 1.0
"""Seconds between passes for heartbeats and age limits."""
BACKLOG_LIMIT = 1_000_000
"""Bytes a stream's socket may leave unsent before the phone is dropped: a phone that stops
reading reconnects later with Last-Event-ID and catches up."""
END = b"0\r\n\r\n"  # the last chunk of a chunked response
HEARTBEAT = b"%x\r\n: heartbeat\n\n\r\n" % len(b": heartbeat\n\n")


@dataclass(eq=False)
class Listener:
    """A stream the Flask view opened: its table, the version it sent last (-1: none),
    when it must end and what to do once it has (unwatch, count it out)."""

    table_id: str
    sent: int
    watched: object  # the Notifier's handle for the table: its latest known version
    deadline: float
    release: Callable[[], None]
    connection: object = None  # the server's connection (waitress_adapter.HandedConnection)
    sock: socket.socket | None = None
    beat: float = field(default=0.0)
    backlog: bytearray = field(default_factory=bytearray)  # written, not yet sent
    ending: bool = False  # close once the backlog is sent


class Broadcaster:
    def __init__(self, tables, notifier: Notifier, heartbeat: float):
        """tables: the TableService (stream_message builds the messages)."""
        self._tables, self._notifier, self._heartbeat = tables, notifier, heartbeat
        self._lock = threading.Lock()
        self._streams: dict[str, list[Listener]] = {}
        self._arriving: list[Listener] = []  # out of waitress's loop, not yet watched here
        self._news: set[str] = set()
        self._selector: selectors.BaseSelector | None = None
        self._waker = self._woken = None  # a socket pair, made with the thread
        self._awake = False  # a wake-up byte is on its way
        self._thread: threading.Thread | None = None
        self._stopped = False
        self._count = 0
        notifier.on_publish(self._published)

    @property
    def notifier(self) -> Notifier:
        return self._notifier

    @property
    def open(self) -> int:
        """Streams handed to the broadcaster and not yet closed."""
        return self._count

    def add(self, listener: Listener, connection) -> None:
        """Take over a stream whose headers are written: its socket leaves the server's
        loop (in that loop's thread, at its next pass) and its first message follows."""
        listener.connection = connection
        listener.beat = time.monotonic() + self._heartbeat
        with self._lock:
            self._count += 1
            if self._thread is None:
                self._waker, self._woken = socket.socketpair()
                self._waker.setblocking(False)
                self._woken.setblocking(False)
                self._selector = selectors.DefaultSelector()
                self._selector.register(self._woken, selectors.EVENT_READ)
                self._thread = threading.Thread(target=self._run, name="hjkit-broadcaster",
                                                daemon=True)
                self._thread.start()
        connection.detach(lambda sock, unsent: self._arrived(listener, sock, unsent))

    def stop(self) -> None:
        self._stopped = True
        self._wake()

    def _wake(self) -> None:
        if not self._awake and self._waker is not None:
            self._awake = True
            try:
                self._waker.send(b"\0")
            except OSError:  # the pipe is full: a wake-up is pending anyway
                pass

    def _published(self, table_id: str, version: int) -> None:
        if table_id in self._streams:
            with self._lock:
                self._news.add(table_id)
            self._wake()

    def _arrived(self, listener: Listener, sock: socket.socket | None, unsent: bytes) -> None:
        """In the server's loop thread: the stream's socket is out of that loop, with what
        of its headers the server had not sent yet (None: the connection was closing)."""
        if sock is None:
            self._count_out(listener)
            return
        listener.sock = sock
        listener.backlog += unsent
        with self._lock:
            self._arriving.append(listener)
        self._wake()

    def _run(self) -> None:
        next_check = time.monotonic() + CHECK_EVERY
        selector = self._selector
        while not self._stopped:
            ready = selector.select(max(0.0, next_check - time.monotonic()))
            for key, events in ready:
                listener = key.data
                if listener is None:
                    self._drain_wake()
                elif events & selectors.EVENT_READ:
                    self._read(listener)
                elif events & selectors.EVENT_WRITE:
                    self._flush(listener)
            with self._lock:
                arriving, self._arriving = self._arriving, []
                news, self._news = self._news, set()
            for listener in arriving:
                self._watch(listener)
                news.add(listener.table_id)
            for table_id in news:
                try:
                    self._send_news(table_id)
                except Exception:  # one table's trouble must not stop the others' streams
                    logger.exception("event streams of table %s", table_id)
            now = time.monotonic()
            if now >= next_check:
                self._check(now)
                next_check = now + CHECK_EVERY
        for listeners in list(self._streams.values()):
            for listener in list(listeners):
                self._close(listener)
        selector.close()
        self._waker.close()
        self._woken.close()

    def _drain_wake(self) -> None:
        """Read the wake-up bytes, then let the next wake-up send one: news added before
        this point are read after it (_run), news added after it send a new byte."""
        try:
            while self._woken.recv(4096):
                pass
        except (BlockingIOError, InterruptedError):
            pass
        self._awake = False

    def _watch(self, listener: Listener) -> None:
        self._streams.setdefault(listener.table_id, []).append(listener)
        self._selector.register(listener.sock, selectors.EVENT_READ, listener)
        if listener.backlog:
            data, listener.backlog = bytes(listener.backlog), bytearray()
            self._write(listener, data)

    def _read(self, listener: Listener) -> None:
        """A stream's phone sends nothing after its request: what it sends is dropped, and
        the end of its side (or an error) lets the stream go."""
        try:
            if listener.sock.recv(4096):
                return
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            pass
        self._close(listener)

    def _send_news(self, table_id: str) -> None:
        listeners = self._streams.get(table_id, ())
        chunks: dict[int, tuple[int, bytes | None]] = {}  # by version sent: one message each
        beat = time.monotonic() + self._heartbeat
        for listener in list(listeners):
            sent = listener.sent
            found = chunks.get(sent)
            if found is None:
                current, message = self._tables.stream_message(
                    table_id, sent, listener.watched.version)
                found = chunks[sent] = (current, None if message is None else
                                        chunk(message.encode()))
            current, data = found
            if data is not None and not listener.ending and self._write(listener, data):
                listener.sent, listener.beat = current, beat

    def _write(self, listener: Listener, data: bytes) -> bool:
        """Send data without blocking: straight to the socket when nothing waits before it,
        else behind what does. False when the phone has gone or reads too slowly (then it
        is closed)."""
        if not listener.backlog:
            try:
                sent = listener.sock.send(data)
            except (BlockingIOError, InterruptedError):
                sent = 0
            except OSError:
                self._close(listener)
                return False
            if sent == len(data):
                return True
            data = data[sent:]
            self._selector.modify(listener.sock, selectors.EVENT_READ | selectors.EVENT_WRITE,
                                  listener)
        if len(listener.backlog) + len(data) > BACKLOG_LIMIT:
            self._close(listener)
            return False
        listener.backlog += data
        return True

    def _flush(self, listener: Listener) -> None:
        try:
            sent = listener.sock.send(listener.backlog)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._close(listener)
            return
        del listener.backlog[:sent]
        if not listener.backlog:
            if listener.ending:
                self._close(listener)
            else:
                self._selector.modify(listener.sock, selectors.EVENT_READ, listener)

    def _check(self, now: float) -> None:
        for listeners in list(self._streams.values()):
            for listener in list(listeners):
                if listener.ending:
                    continue
                if now >= listener.deadline:
                    self._end(listener)
                elif now >= listener.beat and self._write(listener, HEARTBEAT):
                    listener.beat = now + self._heartbeat

    def _end(self, listener: Listener) -> None:
        """End a stream's response and close its connection once that is sent, as its
        `Connection: close` header said (waitress answers so to any chunked response); the
        browser reconnects."""
        listener.ending = True
        if self._write(listener, END) and not listener.backlog:
            self._close(listener)

    def _close(self, listener: Listener) -> None:
        listeners = self._streams.get(listener.table_id)
        if listeners is None or listener not in listeners:
            return
        listeners.remove(listener)
        if not listeners:
            del self._streams[listener.table_id]
        self._selector.unregister(listener.sock)
        listener.connection.close()
        self._count_out(listener)

    def _count_out(self, listener: Listener) -> None:
        with self._lock:
            self._count -= 1
        listener.release()


def chunk(data: bytes) -> bytes:
    """data as one chunk of a chunked HTTP/1.1 body."""
    return b"%x\r\n%s\r\n" % (len(data), data)
