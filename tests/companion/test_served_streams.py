"""Event streams under `hjkit serve`'s uvicorn server: handed to the event loop once the
Flask view has returned, so a stream holds a connection, not a server thread. The same
messages as the threaded streams (test_stream.py): the first one, pushes, Last-Event-ID
catch-up, heartbeats, the age limit, departed phones and the busy refusal."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from types import SimpleNamespace

import jsonschema
import pytest

from hjkit.companion.serve import create_server

from ..serving import InThread
from .conftest import INTRO_SETUP, make_app
from .openapi_check import schema_of
from .test_load_bursts import off_the_test_loop

THREADS = 4  # fewer server threads than the streams the tests hold
PUSHED_WITHIN = 2.0
"""Seconds every phone may take to get an update (at once on an idle machine)."""


@pytest.fixture
def running(tmp_path, shipped_library):
    """The app and its running uvicorn server."""
    app = make_app(tmp_path, shipped_library, SSE_HEARTBEAT=0.5, SSE_MAX_AGE=30.0)
    server = InThread(*create_server(app, "127.0.0.1", 0, threads=THREADS))
    yield app, server
    server.stop()
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


@pytest.fixture
def served(running):
    app, server = running
    return app, server.port


def request(port: int, method: str, path: str, body: dict | None = None,
            token: str | None = None) -> tuple[int, dict]:
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    connection.request(method, path, json.dumps(body) if body is not None else None, headers)
    answer = connection.getresponse()
    status, data = answer.status, json.loads(answer.read())
    connection.close()
    return status, data


class RawStream:
    """An event stream read off a socket, as a phone's browser reads it (HTTP/1.1,
    chunked)."""

    def __init__(self, port: int, table: str, headers: str = "", version: str = "1.1",
                 query: str = ""):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.socket.sendall(f"GET /api/tables/{table}/events{query} HTTP/{version}\r\n"
                            f"Host: 127.0.0.1\r\n{headers}\r\n".encode())
        self.file = self.socket.makefile("rb")
        self.status = int(self.file.readline().split()[1])
        self.headers = {}
        while (line := self.file.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode().partition(":")
            self.headers[name.strip().lower()] = value.strip()
        self.chunked = self.headers.get("transfer-encoding") == "chunked"
        self.buffer = b""
        self.ended = False

    def blocks(self, timeout: float = 3.0):
        """The stream's blocks (messages and comments) as they arrive, until it ends."""
        self.socket.settimeout(timeout)
        while True:
            while b"\n\n" in self.buffer:
                block, self.buffer = self.buffer.split(b"\n\n", 1)
                yield block.decode()
            if self.chunked:
                size = int(self.file.readline().strip() or b"0", 16)
                if size == 0:
                    self.ended = True
                    return
                self.buffer += self.file.read(size + 2)[:-2]
            else:
                data = self.file.read1(65536)
                if not data:
                    self.ended = True
                    return
                self.buffer += data

    def next_message(self, timeout: float = 3.0, check: bool = True) -> dict:
        """check: against the document's StreamMessage (slow: not for every phone)."""
        for block in self.blocks(timeout):
            fields = dict(line.split(": ", 1) for line in block.splitlines()
                          if not line.startswith(":") and ": " in line)
            if fields.get("event") == "table":
                data = json.loads(fields["data"])
                if check:
                    jsonschema.validate(data, schema_of("StreamMessage"),
                                        cls=jsonschema.Draft202012Validator)
                return {"id": int(fields["id"]), "data": data}
        raise AssertionError("the stream ended without a message")

    def close(self):
        self.file.close()
        self.socket.close()


def new_table(port: int, setup: dict = INTRO_SETUP) -> tuple[dict, list[str]]:
    """A table created on the server at port (a live `hjkit serve` draws its own seed:
    pass SERVED_SETUP there)."""
    status, created = request(port, "POST", "/api/tables", {"ruleset": "heroes-journey",
                                                            "setup": setup})
    assert status == 201, created
    return created, [s["token"] for s in created["seats"]]


def act(port: int, table: dict, tokens: list[str]) -> dict:
    action = table["state"]["legal_actions"][0]
    status, answer = request(port, "POST", f"/api/tables/{table['id']}/actions",
                             {"version": table["version"], "action": action},
                             tokens[action["seat"]])
    assert status == 200, answer
    return answer


def until(condition, timeout: float = 3.0) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def test_more_streams_than_server_threads_all_get_every_update_at_once(served):
    app, port = served
    table, tokens = new_table(port)
    phones = [RawStream(port, table["id"]) for _ in range(5 * THREADS)]
    try:
        assert all(p.status == 200 and p.chunked for p in phones)
        assert [p.next_message(check=p is phones[0])["id"] for p in phones] == \
            [0] * len(phones)
        streams = app.extensions["hjkit.streams"]
        assert streams.open == len(phones) and streams.threaded == 0
        assert app.extensions["hjkit.fanout"].open == len(phones)
        for version in (1, 2):
            table = act(port, table, tokens)  # a server thread is still free to act
            answered = time.monotonic()
            for phone in phones:
                message = phone.next_message(check=phone is phones[0])
                assert message["id"] == version
                assert message["data"]["table"]["version"] == version
            assert time.monotonic() - answered < PUSHED_WITHIN
    finally:
        for phone in phones:
            phone.close()


def test_a_reconnect_with_last_event_id_gets_the_missed_entries(served):
    _, port = served
    table, tokens = new_table(port)
    for _ in range(3):
        table = act(port, table, tokens)
    phone = RawStream(port, table["id"], "Last-Event-ID: 1\r\n")
    try:
        message = phone.next_message()
        assert message["id"] == 3
        assert [e["version"] for e in message["data"]["log"]] == [2, 3]
    finally:
        phone.close()


def test_an_idle_stream_gets_heartbeats(served):
    _, port = served
    table, _ = new_table(port)
    phone = RawStream(port, table["id"], "Last-Event-ID: 0\r\n")  # up to date: no message
    try:
        blocks = phone.blocks()
        assert next(blocks).startswith("retry:")
        started = time.monotonic()
        assert next(blocks) == ": heartbeat"
        assert time.monotonic() - started < 0.5 + PUSHED_WITHIN
    finally:
        phone.close()


def test_a_departed_phone_is_let_go(served):
    app, port = served
    table, _ = new_table(port)
    phone = RawStream(port, table["id"])
    phone.next_message()
    streams = app.extensions["hjkit.streams"]
    assert streams.open == 1
    phone.close()
    assert until(lambda: streams.open == 0)
    assert app.extensions["hjkit.fanout"].open == 0


def test_a_stream_ends_at_its_age_limit(served):
    app, port = served
    app.config["SSE_MAX_AGE"] = 0.5
    table, _ = new_table(port)
    phone = RawStream(port, table["id"])
    try:
        assert phone.next_message()["id"] == 0
        list(phone.blocks(timeout=3.0))  # heartbeats, then the last chunk
        assert phone.ended
        assert until(lambda: app.extensions["hjkit.streams"].open == 0)
    finally:
        phone.close()


def test_an_http_1_0_stream_is_written_from_the_event_loop_too(served):
    app, port = served
    table, tokens = new_table(port)
    phone = RawStream(port, table["id"], version="1.0")
    try:
        assert phone.status == 200 and not phone.chunked
        assert phone.next_message()["id"] == 0
        streams = app.extensions["hjkit.streams"]
        assert streams.threaded == 0 and app.extensions["hjkit.fanout"].open == 1
        act(port, table, tokens)
        assert phone.next_message()["id"] == 1
    finally:
        phone.close()


def test_the_busy_refusal_counts_the_streams_of_the_event_loop(served):
    app, port = served
    table, _ = new_table(port)
    streams = app.extensions["hjkit.streams"]
    streams.limit = 1
    first = RawStream(port, table["id"])
    try:
        first.next_message()
        second = RawStream(port, table["id"])
        assert second.status == 503
        assert second.headers["retry-after"] == str(app.config["SSE_RETRY_AFTER"])
        assert second.headers["content-type"] == "application/json"
        second.close()
    finally:
        first.close()


def test_a_phone_that_stops_reading_is_cut_once_its_queue_is_full():
    """Its messages wait in its queue; past QUEUE_LIMIT its connection is cut, and it
    reconnects later with Last-Event-ID (the kernel's buffers on loopback take more than a
    whole game's messages, so the phone here is a send that never returns)."""
    from hjkit.companion.asgi import stream
    from hjkit.companion.fanout import QUEUE_LIMIT, FanOut, Follower
    from hjkit.companion.notify import Notifier

    async def a_stalled_phone() -> list[str]:
        released = []
        tables = SimpleNamespace(stream_message=lambda table, sent, known: (0, None))
        fanout = FanOut(tables, Notifier(lambda ids: {}, poll_interval=0))
        follower = Follower("T", 0, SimpleNamespace(version=0), time.monotonic() + 30,
                            lambda: released.append("released"))

        async def send(message):
            await asyncio.Event().wait()  # the phone takes nothing

        async def receive():
            await asyncio.Event().wait()  # nor does it leave

        running = asyncio.create_task(stream(follower, fanout, 30.0, receive, send))
        await asyncio.sleep(0)
        for n in range(QUEUE_LIMIT + 2):
            follower.push(f"message {n}")
        await asyncio.wait_for(running, 5)
        return released + [f"open {fanout.open}"]

    assert off_the_test_loop(a_stalled_phone()) == ["released", "open 0"]


def test_stopping_the_server_ends_the_streams_so_it_stops_at_once(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library, SSE_HEARTBEAT=5.0, SSE_MAX_AGE=60.0)
    server = InThread(*create_server(app, "127.0.0.1", 0, threads=THREADS))
    table, _ = new_table(server.port)
    phone = RawStream(server.port, table["id"])
    try:
        phone.next_message(check=False)
        began = time.monotonic()
        server.stop()
        list(phone.blocks(timeout=5.0))
        assert phone.ended and time.monotonic() - began < PUSHED_WITHIN
        assert not server.thread.is_alive()
    finally:
        phone.close()
        app.extensions["hjkit.tables"].notifier.stop()
        app.extensions["hjkit.store"].dispose()
