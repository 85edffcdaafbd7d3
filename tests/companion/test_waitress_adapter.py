"""waitress_adapter.py uses private parts of waitress's channel, task and server. These
tests name each of them on a real connection of the installed waitress, so a waitress that
renames or drops one fails here (and not as a stream that silently never arrives), and
check that the installed waitress is one that pyproject.toml pins."""

from __future__ import annotations

import inspect
import socket
import threading
import time
from collections import deque
from importlib.metadata import requires, version

import pytest
from packaging.requirements import Requirement
from waitress.channel import HTTPChannel
from waitress.task import WSGITask

from hjkit.companion.serve import create_server

from .conftest import make_app


def test_the_installed_waitress_is_a_pinned_one():
    [pinned] = [Requirement(r) for r in requires("hjkit") if Requirement(r).name == "waitress"]
    assert pinned.specifier, "pyproject.toml must pin the waitress versions the adapter is " \
                             "tested with"
    assert version("waitress") in pinned.specifier


@pytest.fixture
def server(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library)
    served = create_server(app, "127.0.0.1", 0, threads=2, per_client=0)
    thread = threading.Thread(target=served.run, daemon=True)
    thread.start()
    yield served
    app.extensions["hjkit.broadcaster"].stop()
    app.extensions["hjkit.tables"].notifier.stop()
    served.task_dispatcher.shutdown(timeout=5)
    served.close()
    app.extensions["hjkit.store"].dispose()


def test_a_channel_has_the_private_parts_the_adapter_uses(server):
    with socket.create_connection(("127.0.0.1", server.effective_port), timeout=5):
        deadline = time.monotonic() + 5
        while not (channels := list(server.active_channels.values())):
            assert time.monotonic() < deadline, "waitress never accepted the connection"
            time.sleep(0.01)
        [channel] = channels
        fd = channel._fileno
        assert isinstance(fd, int) and channel._map is server._map
        assert channel._map.get(fd) is channel or channel in server.parked
        assert server.active_channels[fd] is channel
        assert callable(server.trigger.pull_trigger)
        assert channel.connected is True and channel.will_close is False
        assert channel.requests == [] and channel.close_when_flushed is False
        assert isinstance(channel.socket, socket.socket) and channel.server is server
        with channel.outbuf_lock:
            [buffer] = channel.outbufs
            assert len(buffer) == 0 and buffer.get(0) == b"" and callable(buffer.close)
            assert type(buffer)(channel.adj.outbuf_overflow) is not None
            assert channel.total_outbufs_len == 0 and channel.current_outbuf_count == 0
        assert callable(channel.del_channel) and callable(channel.received)


def test_the_classes_have_the_hooks_the_adapter_overrides():
    from waitress import wasyncore
    from waitress.server import TcpWSGIServer

    assert list(inspect.signature(HTTPChannel.__init__).parameters) == \
        ["self", "server", "sock", "addr", "adj", "map"]
    assert list(inspect.signature(HTTPChannel.readable).parameters) == ["self"]
    assert list(inspect.signature(TcpWSGIServer.maintenance).parameters) == ["self", "now"]
    assert list(inspect.signature(wasyncore.readwrite).parameters) == ["obj", "flags"]
    assert list(inspect.signature(HTTPChannel.del_channel).parameters) == ["self", "map"]
    assert list(inspect.signature(HTTPChannel.received).parameters) == ["self", "data"]
    assert issubclass(HTTPChannel.task_class, WSGITask)
    for name in ("service", "get_environment", "finish"):
        assert list(inspect.signature(getattr(WSGITask, name)).parameters) == ["self"], name
    assert WSGITask.chunked_response is False and WSGITask.close_on_finish is False


def parsed(head: bytes):
    """A request as waitress's parser leaves it (command, version, headers)."""
    from waitress.adjustments import Adjustments
    from waitress.parser import HTTPRequestParser

    request = HTTPRequestParser(Adjustments())
    request.received(head)
    assert request.completed
    return request


class Waiting:
    """A connection with a request waiting, as the dispatcher's queue holds it."""

    def __init__(self, head: bytes):
        self.requests = [parsed(head)]
        self.served = 0

    def service(self):
        self.served += 1


OPENING = b"GET /api/tables/t/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n"
ACTION = b"POST /api/tables/t/actions HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"


def test_a_parsed_request_has_the_parts_that_tell_a_stream_opening():
    from hjkit.companion.waitress_adapter import is_stream_opening

    assert is_stream_opening(parsed(OPENING))
    assert not is_stream_opening(parsed(ACTION))
    assert not is_stream_opening(parsed(OPENING.replace(b"1.1", b"1.0")))
    assert not is_stream_opening(parsed(OPENING.replace(b"Host: x", b"Connection: close")))


def test_the_thread_pool_serves_other_requests_before_stream_openings_one_at_a_time():
    from waitress.task import ThreadedTaskDispatcher

    from hjkit.companion.waitress_adapter import Lanes, StreamsLastDispatcher

    assert isinstance(ThreadedTaskDispatcher().queue, deque)  # what Lanes stands in for
    dispatcher = StreamsLastDispatcher(openers=1)
    lanes = dispatcher.queue
    assert isinstance(lanes, Lanes)
    openings = [Waiting(OPENING) for _ in range(3)]
    action = Waiting(ACTION)
    for each in [*openings, action]:
        lanes.append(each)
    assert len(lanes) == 4
    assert lanes.popleft() is action  # queued last, served first
    first = lanes.popleft()
    assert first.channel is openings[0]
    assert not lanes  # one opening at a time: the next waits for this one
    first.service()
    assert openings[0].served == 1 and lanes  # done: the next may start
    assert lanes.popleft().channel is openings[1]


def test_the_server_accepts_every_waiting_connection_in_one_pass(tmp_path, shipped_library):
    from hjkit.companion.waitress_adapter import ACCEPT_BATCH

    app = make_app(tmp_path, shipped_library)
    served = create_server(app, "127.0.0.1", 0, threads=1, per_client=0)
    waiting = [socket.create_connection(("127.0.0.1", served.effective_port), timeout=5)
               for _ in range(ACCEPT_BATCH + 10)]
    try:
        time.sleep(0.2)  # the kernel has them all
        before = sum(isinstance(c, HTTPChannel) for c in served._map.values())
        served.handle_accept()  # what one pass of waitress's loop calls once
        after = sum(isinstance(c, HTTPChannel) for c in served._map.values())
        assert after - before == ACCEPT_BATCH
    finally:
        for s in waiting:
            s.close()
        app.extensions["hjkit.broadcaster"].stop()
        served.task_dispatcher.shutdown(timeout=5)
        served.close()
        app.extensions["hjkit.store"].dispose()


def in_loop(server, call):
    """call() in the server's loop thread, as waitress runs everything touching its map;
    answers what it returned."""
    done = threading.Event()
    result = []
    server.trigger.pull_trigger(lambda: (result.append(call()), done.set()))
    assert done.wait(5), "the server's loop did not run the call"
    return result[0]


def wait_for(condition, what: str, seconds: float = 5):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.01)


def get_healthz(sock) -> bytes:
    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    answer = b""
    while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
        data = sock.recv(65536)
        assert data, "the server closed the connection"
        answer += data
    return answer


def parked_count(server) -> int:
    return in_loop(server, lambda: server.parked.open)


def test_a_kept_alive_connection_with_nothing_to_do_waits_outside_the_loop(server):
    """Issue 29: "with 2,000 idle sockets held, the first request took 2.6 s": the loop looks
    at every connection it holds at each pass, so an idle one waits outside it."""
    with socket.create_connection(("127.0.0.1", server.effective_port), timeout=5) as phone:
        assert get_healthz(phone).startswith(b"HTTP/1.1 200")
        wait_for(lambda: parked_count(server) == 1, "the idle connection was never parked")
        [channel] = server.active_channels.values()  # still the server's, for its timeout
        assert in_loop(server, lambda: channel._fileno not in server._map)
        # the connection limit still counts it
        assert in_loop(server, lambda: len(server._map) - dict.__len__(server._map)) == 1
        for _ in range(3):  # it comes back for each request, and leaves again after it
            assert get_healthz(phone).startswith(b"HTTP/1.1 200")
            wait_for(lambda: parked_count(server) == 1, "the connection was not parked again")


def test_a_request_sent_in_pieces_to_a_parked_connection_is_answered(server):
    with socket.create_connection(("127.0.0.1", server.effective_port), timeout=5) as phone:
        phone.sendall(b"GET /healthz HTTP/1.1\r\n")  # half of its headers, then a pause
        wait_for(lambda: parked_count(server) == 1, "the half-sent request was not parked")
        phone.sendall(b"Host: x\r\n\r\n")
        answer = b""
        while not answer.rstrip().endswith(b"}"):
            answer += phone.recv(65536)
        assert answer.startswith(b"HTTP/1.1 200")


def test_a_parked_connection_the_phone_closes_is_let_go(server):
    phone = socket.create_connection(("127.0.0.1", server.effective_port), timeout=5)
    wait_for(lambda: parked_count(server) == 1, "the new connection was not parked")
    phone.close()
    wait_for(lambda: parked_count(server) == 0 and not server.active_channels,
             "the closed connection was kept")


def test_a_parked_connection_idle_past_the_servers_timeout_is_closed(server):
    with socket.create_connection(("127.0.0.1", server.effective_port), timeout=5) as phone:
        assert get_healthz(phone).startswith(b"HTTP/1.1 200")
        wait_for(lambda: parked_count(server) == 1, "the idle connection was never parked")
        later = time.time() + server.adj.channel_timeout + 1
        in_loop(server, lambda: server.maintenance(later))  # as waitress's loop calls it
        assert phone.recv(1) == b""  # closed by the server
        wait_for(lambda: parked_count(server) == 0 and not server.active_channels,
                 "the timed-out connection was kept")


def test_a_connection_whose_task_holds_its_answer_does_not_ask_the_loop_to_send_it():
    """The loop's handle_write sends nothing while the task holds the answer's buffers, so a
    connection that asked to write then made the loop spin until the task let go."""
    from waitress.adjustments import Adjustments

    from hjkit.companion.waitress_adapter import QuietChannel

    class Server:  # what a channel asks of its server
        adj = Adjustments()
        active_channels: dict = {}

    ours, theirs = socket.socketpair()
    channel = QuietChannel(Server(), ours, ("127.0.0.1", 1), Server.adj, map={})
    try:
        assert not channel.writable()  # nothing to send
        with channel.outbuf_lock:
            channel.outbufs[-1].append(b"HTTP/1.1 200 OK\r\n")
            channel.total_outbufs_len = 17
        channel.requests = [object()]  # a task is serving a request
        held, release = threading.Event(), threading.Event()

        def task_writing():
            with channel.outbuf_lock:
                held.set()
                release.wait(5)

        writer = threading.Thread(target=task_writing)
        writer.start()
        assert held.wait(5)
        assert not channel.writable()  # the task holds the buffers: it sends, or wakes us
        release.set()
        writer.join(5)
        assert channel.writable()  # the task let go with something unsent
        channel.requests = []
        assert channel.writable()  # no task: the loop sends it all
        channel.close_when_flushed = True
        channel.total_outbufs_len = 0
        assert channel.writable()  # closing is always the loop's to do
    finally:
        ours.close()
        theirs.close()


def test_parked_connections_come_back_a_batch_a_pass_oldest_first():
    """Issue 29: "an action is answered within 200 ms while" 1,500 streams open: a phone
    connected before the crowd is read before it, and the crowd a batch at a time."""
    from hjkit.companion.waitress_adapter import WAKE_BATCH, ParkedConnections

    class Connection:  # what the parking asks of a waitress channel
        def __init__(self, sock):
            self.sock, self._fileno, self.reads = sock, sock.fileno(), 0

        def handle_read_event(self):
            self.reads += 1
            self.sock.recv(16)

    loop_map: dict = {}
    parked = ParkedConnections(loop_map)
    pairs = [socket.socketpair() for _ in range(WAKE_BATCH + 10)]
    try:
        connections = [Connection(ours) for ours, _ in pairs]
        for connection in connections:
            loop_map[connection._fileno] = connection
            assert parked.park(connection)
        assert parked.open == len(connections) and len(loop_map) == 1  # the selector alone
        for _, theirs in reversed(pairs):  # the newest connection sends first
            theirs.send(b"GET")
        parked.handle_read_event()  # one pass of the loop
        read = [c for c in connections if c.reads]
        oldest = sorted(connections, key=lambda c: c._fileno)[:WAKE_BATCH]
        assert sorted(read, key=lambda c: c._fileno) == oldest
        assert all(loop_map[c._fileno] is c for c in read) and parked.open == 10
        parked.handle_read_event()  # the next pass takes the rest
        assert all(c.reads == 1 for c in connections) and parked.open == 0
    finally:
        parked.close()
        for pair in pairs:
            for sock in pair:
                sock.close()
