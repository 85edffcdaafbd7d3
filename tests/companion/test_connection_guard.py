"""The server's header-read timeout and per-address connection limit (issue 42: "10,200
half-sent requests from 86 addresses kept new phones out for 80 s (one device alone
cannot): the server's header-read timeout and limits, whichever server the companion runs
on"). uvicorn times out only an idle keep-alive connection: a connection that sends half a
request's headers, or nothing, was held for ever."""

from __future__ import annotations

import socket
import time

import pytest

from hjkit.companion import asgi_server
from hjkit.companion.asgi_server import HEADER_TIMEOUT, PER_ADDRESS, guarded_h11

from ..serving import InThread

TIMEOUT = 0.5  # the tests' header timeout; the server's own is HEADER_TIMEOUT


async def hello(scope, receive, send):
    if scope["type"] != "http":
        return
    await send({"type": "http.response.start", "status": 200,
                "headers": [(b"content-type", b"text/plain"), (b"content-length", b"5")]})
    await send({"type": "http.response.body", "body": b"hello"})


@pytest.fixture
def served():
    """A server whose limits apply to this machine's own address too (the laptop is
    normally left alone), with a short header timeout and three connections an address."""
    protocol = guarded_h11(header_timeout=TIMEOUT, per_address=3, unlimited=lambda host: False)
    running = InThread(asgi_server.server(hello, loop="asyncio", http=protocol,
                                          timeout_keep_alive=30),
                       asgi_server.bind("127.0.0.1", 0))
    yield running
    running.stop()


def connect(port: int) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=5)


def closed_by_server(sock: socket.socket, within: float) -> bool:
    sock.settimeout(within)
    try:
        return sock.recv(1024) == b""
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def ask(sock: socket.socket) -> bytes:
    """One request on the connection, and its whole answer."""
    sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    answer = b""
    while not answer.endswith(b"hello"):
        part = sock.recv(1024)
        if not part:
            break
        answer += part
    return answer


def test_the_defaults_are_generous_to_a_phone():
    assert HEADER_TIMEOUT >= 5 and PER_ADDRESS >= 32  # a browser opens about six


def test_half_sent_headers_are_dropped_after_the_timeout(served):
    slow = connect(served.port)
    slow.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # and never the blank line
    started = time.monotonic()
    assert closed_by_server(slow, within=TIMEOUT + 5)
    assert TIMEOUT * 0.8 <= time.monotonic() - started
    silent = connect(served.port)  # a connection that sends nothing at all
    assert closed_by_server(silent, within=TIMEOUT + 5)


def test_a_trickle_of_header_bytes_does_not_restart_the_clock(served):
    trickle = connect(served.port)
    started = time.monotonic()
    for byte in b"GET / HTTP/1.1\r\nX-Slow: " + b"a" * 40:
        try:
            trickle.sendall(bytes([byte]))
        except OSError:
            break
        time.sleep(0.05)
        if time.monotonic() - started > TIMEOUT + 5:
            break
    assert closed_by_server(trickle, within=TIMEOUT + 5)
    assert time.monotonic() - started < TIMEOUT + 5


def test_a_whole_request_is_answered_and_its_connection_kept(served):
    sock = connect(served.port)
    assert ask(sock).startswith(b"HTTP/1.1 200")
    time.sleep(TIMEOUT * 2)  # idle between requests: uvicorn's keep-alive timeout rules
    assert ask(sock).endswith(b"hello")


def test_an_address_holds_only_so_many_connections_and_the_next_is_closed(served):
    held = [connect(served.port) for _ in range(3)]
    for sock in held:  # each is a working connection
        assert ask(sock).startswith(b"HTTP/1.1 200")
    fourth = connect(served.port)
    assert closed_by_server(fourth, within=5)
    held.pop().close()
    time.sleep(0.2)  # the server sees it go
    again = connect(served.port)
    assert ask(again).startswith(b"HTTP/1.1 200")
