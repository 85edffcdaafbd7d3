"""The store alone: the version check and the append are one step."""

from __future__ import annotations

import pytest

from hjkit.companion.store import ACTION, Store, database_url


@pytest.fixture
def store(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'log.db'}")
    store.create("t1", "any", {"x": 1}, [("Ana", "h0"), ("Ben", "h1")])
    yield store
    store.dispose()


def test_only_one_append_per_version(store):
    assert store.append("t1", 0, ACTION, 0, {"a": 1}, []).version == 1
    assert store.append("t1", 0, ACTION, 1, {"a": 2}, []) is None
    assert store.append("t1", 1, ACTION, 1, {"a": 3}, []).version == 2
    assert [e.body for e in store.entries("t1")] == [{"a": 1}, {"a": 3}]


def test_an_append_ahead_of_the_log_is_refused(store):
    assert store.append("t1", 5, ACTION, 0, {}, []) is None
    assert store.version("t1") == 0


def test_records_and_versions(store):
    record = store.record("t1")
    assert record.seat_names == ("Ana", "Ben") and record.setup == {"x": 1}
    assert store.record("nope") is None
    store.append("t1", 0, ACTION, None, {}, [{"kind": "k", "text": "t"}])
    assert store.versions(["t1", "nope"]) == {"t1": 1}
    assert store.entries("t1", after=1) == []


def test_sqlite_uses_wal(store):
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar_one() == "wal"


def test_default_database_is_a_file_in_the_users_data_folder(app, tmp_path, monkeypatch):
    """Issue 37: not in the package's project folder, which every checkout's servers
    shared; the data folder platformdirs names (HJKIT_DATA_HOME in tests)."""
    app.config["DATABASE_URL"] = None
    monkeypatch.setenv("HJKIT_DATA_HOME", str(tmp_path / "data"))
    assert database_url(app) == f"sqlite:///{tmp_path / 'data' / 'companion.sqlite3'}"
    assert (tmp_path / "data").is_dir()


def test_an_append_the_database_refuses_appends_nothing_and_the_next_one_works(store):
    assert store.append("no-such-table", 0, ACTION, 0, {}, []) is None  # its foreign key
    assert store.append("t1", 0, ACTION, 0, {"a": 1}, []).version == 1
    assert store.versions(["t1", "no-such-table"]) == {"t1": 1}


def test_an_append_as_a_seat_needs_that_seats_current_token_hash(store):
    assert store.append("t1", 0, ACTION, 0, {}, [], token_hash="h1") is None
    assert store.append("t1", 0, ACTION, 0, {}, [], token_hash="h0").version == 1


def test_sqlite_checkpoints_run_off_the_commits_on_a_thread_of_their_own(store):
    """A commit never checkpoints (its fsync stalled the writers); the store's
    checkpoint thread copies the WAL into the file within a second of an append."""
    import time

    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar_one() == 0
    for version in range(20):
        store.append("t1", version, ACTION, 0, {"n": version}, [])
    deadline = time.monotonic() + 3
    while store.unsaved and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not store.unsaved
    with store._checkpointing:  # the thread clears unsaved as its checkpoint starts: wait
        pass                    # for that checkpoint to end (ours would be answered busy)
    with store.engine.connect() as conn:
        busy, log, copied = conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").one()
    assert busy == 0 and log == copied
    assert store.version("t1") == 20


def test_written_elsewhere_tells_another_writers_commits_from_this_stores_appends(store,
                                                                                 tmp_path):
    assert store.written_elsewhere()  # first asked: not known
    store.append("t1", 0, ACTION, 0, {}, [])
    assert not store.written_elsewhere()  # its own append: the process published it
    other = Store(store.url)  # another process's store, on the same file
    try:
        other.append("t1", 1, ACTION, 1, {}, [])
        assert store.written_elsewhere()
        assert not store.written_elsewhere()
    finally:
        other.dispose()


def test_an_appends_notification_carries_its_entry_unless_it_is_too_long():
    """PostgreSQL's NOTIFY payload is under 8,000 bytes: an entry that fits travels whole,
    a longer one as its table and version (the other processes then ask the store)."""
    from hjkit.companion.store import NOTIFY_LIMIT, Entry, announced, heard_of

    entry = Entry(3, "action", 1, {"type": "move", "seat": 1, "site": "troy"},
                  [{"kind": "move", "text": "Ben moves to Troy."}], 1700000000.5)
    assert heard_of(announced("abc123", entry)) == ("abc123", 3, entry)
    long = Entry(4, "action", 0, {"type": "note", "text": "x" * NOTIFY_LIMIT}, [], 1.0)
    assert announced("abc123", long) == "abc123:4"
    assert heard_of("abc123:4") == ("abc123", 4, None)
