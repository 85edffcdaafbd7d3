"""Event streams under `hjkit serve`'s waitress server: handed to one broadcaster thread
once their headers are written, so a stream holds a connection, not a server thread. The
same messages as the threaded streams (test_stream.py): the first one, pushes, Last-Event-ID
catch-up, heartbeats, the age limit, departed phones and the busy refusal."""

from __future__ import annotations

import json
import socket
import threading
import time

import jsonschema
import pytest

from hjkit.companion.serve import create_server

from .conftest import INTRO_SETUP, make_app
from .openapi_check import schema_of

THREADS = 4  # fewer server threads than the streams the tests hold


@pytest.fixture
def running(tmp_path, shipped_library):
    """The app and its running waitress server."""
    app = make_app(tmp_path, shipped_library, SSE_HEARTBEAT=0.5, SSE_MAX_AGE=30.0)
    server = create_server(app, "127.0.0.1", 0, threads=THREADS, per_client=0)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    yield app, server
    app.extensions["hjkit.broadcaster"].stop()
    app.extensions["hjkit.tables"].notifier.stop()
    server.task_dispatcher.shutdown(timeout=5)
    server.close()
    app.extensions["hjkit.store"].dispose()


@pytest.fixture
def served(running):
    app, server = running
    return app, server.effective_port


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

    def __init__(self, port: int, table: str, headers: str = "", version: str = "1.1"):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.socket.sendall(f"GET /api/tables/{table}/events HTTP/{version}\r\n"
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


def new_table(port: int) -> tuple[dict, list[str]]:
    status, created = request(port, "POST", "/api/tables", {"ruleset": "heroes-journey",
                                                            "setup": INTRO_SETUP})
    assert status == 201
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
        assert app.extensions["hjkit.broadcaster"].open == len(phones)
        for version in (1, 2):
            table = act(port, table, tokens)  # a server thread is still free to act
            answered = time.monotonic()
            for phone in phones:
                message = phone.next_message(check=phone is phones[0])
                assert message["id"] == version
                assert message["data"]["table"]["version"] == version
            assert time.monotonic() - answered < 0.5
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
        assert time.monotonic() - started < 0.5 + 1.5  # checked once a second
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
    assert app.extensions["hjkit.broadcaster"].open == 0


def test_a_stream_ends_at_its_age_limit_and_the_connection_closes(served):
    app, port = served
    app.config["SSE_MAX_AGE"] = 0.5
    table, _ = new_table(port)
    phone = RawStream(port, table["id"])
    try:
        assert phone.headers.get("connection") == "close"
        assert phone.next_message()["id"] == 0
        list(phone.blocks(timeout=3.0))  # heartbeats, then the last chunk
        assert phone.ended
        assert phone.file.read() == b"\r\n"  # the last chunk's end; then the server closes
        assert until(lambda: app.extensions["hjkit.streams"].open == 0)
    finally:
        phone.close()


def test_an_http_1_0_stream_holds_a_thread_and_still_works(served):
    app, port = served
    table, tokens = new_table(port)
    phone = RawStream(port, table["id"], version="1.0")
    try:
        assert phone.status == 200 and not phone.chunked
        assert phone.next_message()["id"] == 0
        streams = app.extensions["hjkit.streams"]
        assert streams.threaded == 1 and app.extensions["hjkit.broadcaster"].open == 0
        act(port, table, tokens)
        assert phone.next_message()["id"] == 1
    finally:
        phone.close()


def test_the_busy_refusal_counts_broadcast_streams(served):
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
        second.close()
    finally:
        first.close()


def test_a_handed_over_stream_still_counts_as_a_connection_until_it_ends(running):
    """The broadcaster takes a stream's socket out of waitress's loop; the connection
    limit and the per-client count still see it."""
    app, server = running
    port = server.effective_port
    table, _ = new_table(port)
    clients = app.extensions["hjkit.clients"]
    # the listening socket, the trigger and the parked connections' selector
    assert until(lambda: len(server._map) == 3)
    before = 3
    phones = [RawStream(port, table["id"]) for _ in range(3)]
    try:
        for phone in phones:
            phone.next_message(check=False)
        assert app.extensions["hjkit.broadcaster"].open == 3
        assert len(server._map) == before + 3
        assert dict.__len__(server._map) == before  # none of them is in waitress's loop
        assert clients.open["127.0.0.1"] == 3
    finally:
        for phone in phones:
            phone.close()
    assert until(lambda: clients.open.get("127.0.0.1", 0) == 0)
    assert until(lambda: len(server._map) == before)
    assert app.extensions["hjkit.streams"].open == 0
