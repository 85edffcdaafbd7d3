"""The same store on a real PostgreSQL server (make test starts one and sets
HJKIT_TEST_POSTGRES_URL; each pytest worker has a database of its own there): two workers
race, one wins; a new worker replays the table."""

from __future__ import annotations

import pytest

from .conftest import POSTGRES_SERVER, fresh_postgres_database, make_app
from .test_concurrency import play_races

pytestmark = pytest.mark.skipif(
    not POSTGRES_SERVER, reason="HJKIT_TEST_POSTGRES_URL is not set: no PostgreSQL server "
                                "to test against (make test starts one)")


PUSHED_WITHIN = 2.0
"""Seconds an action may take to reach another process's stream (well under a second on a
quiet machine; the bound leaves room for a loaded test run)."""


@pytest.fixture(scope="session")
def url(worker_id):
    """A database of this pytest worker's own on the test server, made afresh."""
    with fresh_postgres_database(worker_id) as made:
        yield made


@pytest.fixture
def workers(tmp_path, shipped_library, url):
    apps = [make_app(tmp_path, shipped_library, DATABASE_URL=url) for _ in range(2)]
    yield apps
    for app in apps:
        app.extensions["hjkit.tables"].notifier.stop()
        app.extensions["hjkit.store"].dispose()


@pytest.fixture
def followed(tmp_path, shipped_library, url):
    """Two workers that poll only once a minute: a table created on the first, and a stream
    following it on the second, its first message read and its listener connected.
    Yields (apps, table, stream)."""
    import time

    from .conftest import INTRO_SETUP, create_table
    from .test_stream import Stream

    apps = [make_app(tmp_path, shipped_library, DATABASE_URL=url, NOTIFY_POLL_INTERVAL=60.0)
            for _ in range(2)]
    try:
        table = create_table(apps[0].test_client(), INTRO_SETUP)
        stream = Stream(apps[1].test_client(), f"/api/tables/{table.id}/events")
        assert stream.next_message()["id"] == 0
        time.sleep(0.5)  # the listener connects
        yield apps, table, stream
        stream.close()
    finally:
        for app in apps:
            app.extensions["hjkit.tables"].notifier.stop()
            app.extensions["hjkit.store"].dispose()


def test_postgres_two_workers_exactly_one_wins(workers):
    assert workers[0].extensions["hjkit.store"].engine.dialect.name == "postgresql"
    play_races([w.test_client() for w in workers], rounds=8, width=12)


def test_postgres_undo_log_and_replay_in_a_fresh_worker(workers, tmp_path, shipped_library,
                                                        url):
    from .conftest import INTRO_SETUP, create_table

    table = create_table(workers[0].test_client(), INTRO_SETUP)
    table.play_first_legal(4)
    client = workers[0].test_client()
    undo = client.post(f"/api/tables/{table.id}/undo", headers=table.auth(0),
                       json={"version": 4})
    assert undo.status_code == 200
    fresh = make_app(tmp_path, shipped_library, DATABASE_URL=url)  # a restart
    try:
        again = fresh.test_client().get(f"/api/tables/{table.id}").json
        assert again["state"] == undo.json["state"] and again["version"] == 5
        log = fresh.test_client().get(f"/api/tables/{table.id}/log").json["entries"]
        assert [e["kind"] for e in log] == ["action"] * 4 + ["undo"]
    finally:
        fresh.extensions["hjkit.tables"].notifier.stop()
        fresh.extensions["hjkit.store"].dispose()


def test_postgres_an_update_reaches_another_workers_streams_without_asking_the_store(
        followed, monkeypatch):
    """The notification brings the appended entry: the worker that holds the table's
    streams applies it as it hears it and writes the streams without a query (each query
    there ran on the one thread that writes every stream). An entry too long to notify is
    read from the store."""
    from hjkit.companion import store

    apps, table, stream = followed
    asked: list[str] = []
    watcher_store = apps[1].extensions["hjkit.store"]
    for name in ("entries", "version", "record"):
        real = getattr(watcher_store, name)
        monkeypatch.setattr(watcher_store, name, lambda *a, _n=name, _r=real, **k: (
            asked.append(_n), _r(*a, **k))[1])
    table.play_first_legal(3)
    seen = [stream.next_message(timeout=2.0)["id"]]
    while seen[-1] < 3:  # a stream that wakes late sends the latest version alone
        seen.append(stream.next_message(timeout=2.0)["id"])
    assert asked == []
    monkeypatch.setattr(store, "NOTIFY_LIMIT", 10)  # no entry fits now
    table.play_first_legal(1)
    assert stream.next_message(timeout=2.0)["id"] == 4
    assert "entries" in asked


def test_postgres_a_process_holds_at_most_its_connections_and_requests_wait_for_one(
        tmp_path, shipped_library, url):
    """Four processes of a club must fit in PostgreSQL's max_connections (100 by default):
    each holds at most DATABASE_CONNECTIONS, and requests beyond them wait for one instead
    of failing (an unbounded pool ended in "too many clients" and answers of 500)."""
    import threading

    import psycopg
    from sqlalchemy import make_url

    from .conftest import INTRO_SETUP, create_table

    app = make_app(tmp_path, shipped_library, DATABASE_URL=url, DATABASE_CONNECTIONS=3)
    database = make_url(url).database
    probe = psycopg.connect(make_url(url).set(drivername="postgresql").render_as_string(
        hide_password=False), autocommit=True)
    try:
        table = create_table(app.test_client(), INTRO_SETUP)
        answers, held, done = [], [], threading.Event()

        def ask():
            client = app.test_client()
            answers.extend(client.get(f"/api/tables/{table.id}").status_code
                           for _ in range(10))

        def count():
            while not done.is_set():
                held.append(probe.execute(
                    "SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND pid <> "
                    "pg_backend_pid()", (database,)).fetchone()[0])

        counting = threading.Thread(target=count)
        counting.start()
        askers = [threading.Thread(target=ask) for _ in range(20)]
        for asker in askers:
            asker.start()
        for asker in askers:
            asker.join()
        done.set()
        counting.join()
        assert answers == [200] * 200
        assert 1 <= max(held) <= 3
    finally:
        probe.close()
        app.extensions["hjkit.tables"].notifier.stop()
        app.extensions["hjkit.store"].dispose()


def test_postgres_a_nul_in_an_address_is_a_404_not_a_500(workers):
    """PostgreSQL refuses NUL in text; such an id never reaches it."""
    client = workers[0].test_client()
    for path in ("/api/tables/%00", "/api/tables/ab%00cdefg/log", "/api/tables/%00/events",
                 "/t/%00", "/t/%00/seat/0"):
        assert client.get(path).status_code == 404, path


def test_postgres_pushes_cross_workers_by_notify_not_by_polling(followed):
    """A phone following the table on one worker sees an action taken on another within
    a few seconds (well under a second on a quiet machine; the bound leaves room for a
    loaded test run), although that worker polls only once a minute: PostgreSQL announces
    the append with NOTIFY and the worker listens."""
    import time

    apps, table, stream = followed
    sent = time.monotonic()
    table.play_first_legal(1)
    message = stream.next_message(timeout=2.0)
    assert message is not None and message["id"] == 1
    assert time.monotonic() - sent < PUSHED_WITHIN
    assert apps[1].extensions["hjkit.tables"].notifier._listen is not None


def test_postgres_served_the_event_loop_listens_and_a_push_crosses_servers(
        tmp_path, shipped_library, url):
    """Under hjkit serve's server the LISTEN is a task of the event loop (no listener
    thread): a phone following the table on one server sees an action taken on another,
    which polls only once a minute."""
    import time

    from hjkit.companion.serve import create_server

    from ..serving import InThread
    from .test_served_streams import RawStream, act, new_table

    apps = [make_app(tmp_path, shipped_library, DATABASE_URL=url, NOTIFY_POLL_INTERVAL=60.0)
            for _ in range(2)]
    servers = [InThread(*create_server(app, "127.0.0.1", 0, threads=4)) for app in apps]
    phone = None
    try:
        table, tokens = new_table(servers[0].port)
        phone = RawStream(servers[1].port, table["id"])
        assert phone.next_message()["id"] == 0
        listening = apps[1].extensions["hjkit.listening"]
        deadline = time.monotonic() + 10
        while not listening.listening and time.monotonic() < deadline:
            time.sleep(0.05)
        assert listening.listening
        time.sleep(0.5)  # the task's connection listens
        sent = time.monotonic()
        act(servers[0].port, table, tokens)
        assert phone.next_message(timeout=PUSHED_WITHIN + 1)["id"] == 1
        assert time.monotonic() - sent < PUSHED_WITHIN
        assert not apps[1].extensions["hjkit.tables"].notifier.take_listening()
    finally:
        if phone is not None:
            phone.close()
        for server, app in zip(servers, apps, strict=True):
            server.stop()
            app.extensions["hjkit.tables"].notifier.stop()
            app.extensions["hjkit.store"].dispose()
