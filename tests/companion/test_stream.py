"""Server-Sent Events: the first message, pushes within half a second, Last-Event-ID catch-up,
heartbeats, the stream cap."""

from __future__ import annotations

import json
import threading
import time

import jsonschema

from .openapi_check import check_response, schema_of


class Stream:
    """Reads an event stream from the test client, message by message."""

    def __init__(self, client, path, headers=None):
        self.response = check_response("get", path, client.get(path, headers=headers or {}))
        self.chunks = iter(self.response.response)
        self.buffer = ""

    def next_message(self, timeout=2.0) -> dict | None:
        """The next `event: table` message as {id, data}, skipping comments."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            while "\n\n" in self.buffer:
                block, self.buffer = self.buffer.split("\n\n", 1)
                fields = dict(line.split(": ", 1) for line in block.splitlines()
                              if not line.startswith(":") and ": " in line)
                if fields.get("event") == "table":  # as the document's StreamMessage says
                    data = json.loads(fields["data"])
                    jsonschema.validate(data, schema_of("StreamMessage"),
                                        cls=jsonschema.Draft202012Validator)
                    return {"id": int(fields["id"]), "data": data}
            chunk = next(self.chunks, None)
            if chunk is None:
                return None
            self.buffer += chunk.decode() if isinstance(chunk, bytes) else chunk
        return None

    def close(self):
        self.response.close()


def test_first_message_is_the_table_at_its_version(client, table):
    stream = Stream(client.raw, f"/api/tables/{table.id}/events")
    assert stream.response.mimetype == "text/event-stream"
    message = stream.next_message()
    stream.close()
    assert message["id"] == 0 and message["data"]["log"] == []
    assert message["data"]["table"] == table.state()
    import jsonschema
    jsonschema.validate(message["data"]["table"], schema_of("Table"))


def test_an_action_reaches_the_other_phones_within_500_ms(app, table):
    phones = [Stream(app.test_client(), f"/api/tables/{table.id}/events") for _ in range(3)]
    for phone in phones:
        assert phone.next_message()["id"] == 0
    legal = table.state()["state"]["legal_actions"][0]
    sent = time.monotonic()
    threading.Timer(0.05, table.act, args=(legal, 0)).start()
    for phone in phones:
        message = phone.next_message(timeout=1.0)
        assert message is not None and message["id"] == 1
        assert time.monotonic() - sent < 0.5 + 0.05
        assert message["data"]["table"]["version"] == 1
        phone.close()


def test_reconnect_with_last_event_id_gets_what_was_missed(client, table):
    table.play_first_legal(3)
    stream = Stream(client.raw, f"/api/tables/{table.id}/events",
                    headers={"Last-Event-ID": "1"})
    message = stream.next_message()
    stream.close()
    assert message["id"] == 3
    assert [e["version"] for e in message["data"]["log"]] == [2, 3]
    assert message["data"]["log"][0]["events"]


def test_a_reconnect_after_an_undo_sees_the_undone_action_marked(client, table):
    table.play_first_legal(2)
    table.client.post(f"/api/tables/{table.id}/undo", headers=table.auth(0),
                      json={"version": 2})
    stream = Stream(client.raw, f"/api/tables/{table.id}/events?last_event_id=1")
    log = stream.next_message()["data"]["log"]
    stream.close()
    assert [(e["version"], e["kind"], e.get("undone")) for e in log] == [
        (2, "action", True), (3, "undo", None)]


def test_reconnect_up_to_date_sends_nothing_but_heartbeats(client, table):
    stream = Stream(client.raw, f"/api/tables/{table.id}/events?last_event_id=0")
    started = time.monotonic()
    chunks = [next(stream.chunks) for _ in range(3)]
    stream.close()
    assert chunks[0].startswith(b"retry:")
    assert all(c.startswith(b": heartbeat") for c in chunks[1:])
    assert time.monotonic() - started < 2


def test_bad_last_event_id_is_400_and_unknown_table_404(client, table):
    answer = client.get(f"/api/tables/{table.id}/events", headers={"Last-Event-ID": "x"})
    assert answer.status_code == 400 and answer.json["field"] == "Last-Event-ID"
    assert client.get("/api/tables/nosuch/events").status_code == 404


def test_streams_beyond_the_cap_are_503_and_closing_frees_them(app, client, table):
    app.extensions["hjkit.streams"].limit = 1
    first = Stream(client.raw, f"/api/tables/{table.id}/events")
    second = client.get(f"/api/tables/{table.id}/events")
    assert second.status_code == 503 and second.headers["Retry-After"]
    first.close()
    third = Stream(client.raw, f"/api/tables/{table.id}/events")
    assert third.next_message()["id"] == 0
    third.close()


def test_a_push_crosses_workers_through_the_poller(app, table, tmp_path, shipped_library):
    from .conftest import make_app

    other = make_app(tmp_path, shipped_library)  # a second worker on the same database
    try:
        phone = Stream(other.test_client(), f"/api/tables/{table.id}/events")
        assert phone.next_message()["id"] == 0
        sent = time.monotonic()
        table.play_first_legal(1)  # through the first worker
        message = phone.next_message(timeout=1.0)
        phone.close()
        assert message["id"] == 1 and time.monotonic() - sent < 0.5
    finally:
        other.extensions["hjkit.tables"].notifier.stop()
        other.extensions["hjkit.store"].dispose()


def test_tables_streams_follow_stay_in_memory_past_the_caches_size(tmp_path, shipped_library):
    """Each update of a followed table is sent from its state in memory: a table with a
    stream is never let go to make room (reloading it replays its whole log), while a
    table no stream follows is, least recently used first."""
    from .conftest import create_table, make_app

    app = make_app(tmp_path, shipped_library, TABLE_CACHE_SIZE=2)
    client, service = app.test_client(), app.extensions["hjkit.tables"]
    followed = [create_table(client) for _ in range(3)]
    streams = [Stream(client, f"/api/tables/{t.id}/events") for t in followed]
    assert all(s.next_message()["id"] == 0 for s in streams)
    others = [create_table(client) for _ in range(3)]
    for table in others:
        client.get(f"/api/tables/{table.id}")
    assert {t.id for t in followed} <= set(service._cache)
    assert others[0].id not in service._cache and others[1].id not in service._cache
    for stream in streams:
        stream.close()


def test_a_table_in_memory_holds_few_objects_for_the_collector_to_walk(app):
    """Issue 29's crowd: every full collection of the garbage collector walks each object a
    table in memory holds, pausing every request; the setup's card data (which the rules
    state has taken what play needs from) stays in the store, so a table holds few."""
    import gc

    from .conftest import create_table

    client, service = app.test_client(), app.extensions["hjkit.tables"]
    create_table(client)  # whatever a first table loads once for all
    gc.collect()
    before = len(gc.get_objects())
    tables = [create_table(client) for _ in range(20)]
    for table in tables:
        client.get(f"/api/tables/{table.id}")  # each in memory, its snapshot made
    gc.collect()
    per_table = (len(gc.get_objects()) - before) / len(tables)
    assert all(t.id in service._cache for t in tables)
    assert per_table < 150, f"{per_table:.0f} objects for the collector per open table"
