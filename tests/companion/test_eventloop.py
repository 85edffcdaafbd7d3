"""hjkit serve's I/O loop (eventloop.py): idle keep-alive connections stay registered for
reading and are not asked on every pass; connections that come, go and reuse a file
descriptor are all served."""

from __future__ import annotations

import http.client
import json
import threading

import pytest

from hjkit.companion.eventloop import ChangesMap, _Asyncore
from hjkit.companion.serve import create_server

from .conftest import make_app


@pytest.fixture
def port(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library)
    server = create_server(app, "127.0.0.1", 0, threads=4, per_client=0)
    assert isinstance(server.asyncore, _Asyncore)  # this loop, not waitress's
    threading.Thread(target=server.run, daemon=True).start()
    yield server.effective_port
    app.extensions["hjkit.broadcaster"].stop()
    server.task_dispatcher.shutdown(timeout=5)
    server.close()
    app.extensions["hjkit.store"].dispose()


def health(connection: http.client.HTTPConnection) -> dict:
    connection.request("GET", "/healthz")
    answer = connection.getresponse()
    assert answer.status == 200
    return json.loads(answer.read())


def test_idle_keep_alive_connections_are_served_again_and_new_ones_on_reused_fds(port):
    connections = [http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                   for _ in range(30)]
    for _ in range(3):  # each connection idles between its requests
        for connection in connections:
            assert health(connection)["status"] == "ok"
    for connection in connections[::2]:
        connection.close()  # their descriptors are free for the next connections
    connections[::2] = [http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                        for _ in connections[::2]]
    for _ in range(2):
        for connection in connections:
            assert health(connection)["status"] == "ok"
    for connection in connections:
        connection.close()


def test_the_map_records_what_came_and_went():
    connections = ChangesMap()
    connections[5] = "a"
    connections[6] = "b"
    del connections[5]
    connections.pop(6)
    assert connections.take_changed() == {5, 6} and not connections
    connections[7] = "c"
    assert connections.take_changed() == {7}
    assert connections.take_changed() == set()
