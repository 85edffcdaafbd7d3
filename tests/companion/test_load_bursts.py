"""Slow starts under load (issue 29): phones arriving at once, and connections sitting
idle, leave an action answered at once. Bounded here (a few hundred streams opened at once,
a few hundred idle connections, on loopback, from several devices); benchmarks/
companion_load.py runs the long version (1,500 streams, 2,000 idle
connections) beside the floor app."""

from __future__ import annotations

import asyncio
import json
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from .conftest import SERVED_SETUP
from .test_serve import Server, free_port

STREAMS = 400
"""Event streams opened at once, from four devices."""
IDLE = 300
"""Connections held without a whole request, from three devices."""
TABLES = 20
ANSWERED_WITHIN = 2.0
"""Seconds an action may take while the streams open: a margin a loaded 2-core machine keeps
(an action queued behind the 400 openings would wait for all of them)."""



def off_the_test_loop(coroutine):
    """Run the coroutine on a thread of its own: a browser test earlier in the same worker
    (Playwright's sync API) may leave an event loop running on this one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()

def device(n: int) -> str:
    return f"127.0.0.{2 + n}"  # loopback answers all of 127/8: each address a device


async def request(port: int, method: str, path: str, body: dict | None = None,
                  token: str | None = None, connection=None) -> tuple[int, dict]:
    """One request, on connection (reader, writer) when given, else on a new one."""
    reader, writer = connection or await asyncio.open_connection("127.0.0.1", port)
    data = b"" if body is None else json.dumps(body).encode()
    head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
            f"application/json\r\nContent-Length: {len(data)}\r\n"
            + (f"Authorization: Bearer {token}\r\n" if token else "") + "\r\n")
    writer.write(head.encode() + data)
    status = int((await reader.readline()).split()[1])
    length = 0
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    answer = json.loads(await reader.readexactly(length))
    if connection is None:
        writer.close()
    return status, answer


async def first_message(port: int, table: str, source: str) -> tuple[float, object]:
    """Open an event stream from source and wait for its first message: when it came, and
    the connection (kept open)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    writer.write(f"GET /api/tables/{table}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                 "Accept: text/event-stream\r\n\r\n".encode())
    seen = b""
    while b"event: table" not in seen:
        data = await reader.read(65536)
        assert data, "the stream closed before its first message"
        seen += data
    return time.monotonic(), writer


class Acting:
    """A table whose phones keep acting, each on its own connection, one action every
    0.05 s: how long each took."""

    def __init__(self, port: int, table: dict):
        self.port, self.table, self.took = port, table, []
        self.tokens = [seat["token"] for seat in table["seats"]]
        self.connections: dict[int, tuple] = {}

    async def act(self, new_connection: bool = False) -> None:
        if not self.table["state"]["legal_actions"]:
            return  # the game is over
        action = self.table["state"]["legal_actions"][0]
        seat = action["seat"]
        if seat not in self.connections and not new_connection:
            self.connections[seat] = await asyncio.open_connection("127.0.0.1", self.port)
        began = time.monotonic()
        status, answer = await request(
            self.port, "POST", f"/api/tables/{self.table['id']}/actions",
            {"version": self.table["version"], "action": action}, self.tokens[seat],
            None if new_connection else self.connections[seat])
        self.took.append(time.monotonic() - began)
        assert status == 200, answer
        self.table = answer

    async def until(self, done: asyncio.Event) -> None:
        while not done.is_set():
            await self.act()
            await asyncio.sleep(0.05)

    def close(self) -> None:
        for _, writer in self.connections.values():
            writer.close()


@pytest.fixture
def server(tmp_path):
    running = Server(tmp_path / "bursts.sqlite3", free_port())
    yield running
    running.stop()


def create(server: Server) -> dict:
    status, table = server.request("POST", "/api/tables", {"ruleset": "heroes-journey",
                                                           "setup": SERVED_SETUP})
    assert status == 201
    return table


def test_streams_opened_at_once_each_get_their_first_message_while_an_action_is_answered(
        server):
    tables = [create(server)["id"] for _ in range(TABLES)]
    acting = Acting(server.port, create(server))

    async def burst():
        await acting.act()  # its phones are connected before the others arrive
        done = asyncio.Event()
        actions = asyncio.create_task(acting.until(done))
        began = time.monotonic()
        opened = await asyncio.wait_for(asyncio.gather(*(
            first_message(server.port, tables[n % TABLES], device(n % 4))
            for n in range(STREAMS))), 60)
        done.set()
        await actions
        for _, writer in opened:
            writer.close()
        acting.close()
        return [at - began for at, _ in opened]

    firsts = off_the_test_loop(burst())
    assert len(firsts) == STREAMS
    assert len(acting.took) > 1
    assert max(acting.took[1:]) < ANSWERED_WITHIN, \
        f"an action took {max(acting.took[1:]):.2f} s while {STREAMS} streams opened"


def test_a_new_connection_is_answered_at_once_beside_idle_ones(server):
    acting = Acting(server.port, create(server))

    async def beside_idle():
        async def hold(n: int):
            _, writer = await asyncio.open_connection("127.0.0.1", server.port,
                                                      local_addr=(device(4 + n % 3), 0))
            if n % 2:  # slow: a request's headers, never finished
                writer.write(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            return writer

        held = await asyncio.gather(*(hold(n) for n in range(IDLE)))
        began = time.monotonic()
        status, health = await request(server.port, "GET", "/healthz")
        first = time.monotonic() - began
        await acting.act(new_connection=True)
        for writer in held:
            writer.close()
        return status, first

    status, first = off_the_test_loop(beside_idle())
    assert status == 200
    assert first < ANSWERED_WITHIN, f"the first request beside {IDLE} idle connections " \
                                    f"took {first:.2f} s"
    assert acting.took[0] < ANSWERED_WITHIN
