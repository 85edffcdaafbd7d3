"""The durable part: tables, seats and an append-only log per table, in SQL.

SQLAlchemy Core over SQLite (a file in the instance folder, WAL) or PostgreSQL
(HJKIT_DATABASE_URL). Nothing here knows a game: setups and actions are JSON text and
events are sentences. Version n of a table is its log's n-th entry; (table_id, version) is
the primary key, so of two writers appending the same version exactly one succeeds, in one
process or many.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import time
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from flask import Flask
from sqlalchemy import (
    Column,
    Engine,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    event,
    exists,
    func,
    insert,
    make_url,
    select,
    text,
    update,
)
from sqlalchemy.exc import IntegrityError

from hjkit.kit.configdir import data_folder

logger = logging.getLogger(__name__)
metadata = MetaData()

game_table = Table(
    "game_table", metadata,
    Column("id", String(32), primary_key=True),
    Column("ruleset", String(64), nullable=False),
    Column("setup", Text, nullable=False),
    Column("created_at", Float, nullable=False),
)

seat = Table(
    "seat", metadata,
    Column("table_id", String(32), ForeignKey("game_table.id"), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("name", String(200), nullable=False),
    Column("token_hash", String(64), nullable=False),
    PrimaryKeyConstraint("table_id", "seat"),
)

host = Table(
    "table_host", metadata,
    Column("table_id", String(32), ForeignKey("game_table.id"), primary_key=True),
    Column("token_hash", String(64), nullable=False),
)
"""The host token of a table: the creating phone's, which may give any seat a new link
(tables created before host tokens have none)."""

log_entry = Table(
    "log_entry", metadata,
    Column("table_id", String(32), ForeignKey("game_table.id"), nullable=False),
    Column("version", Integer, nullable=False),
    Column("kind", String(16), nullable=False),
    Column("seat", Integer),
    Column("body", Text, nullable=False),
    Column("events", Text, nullable=False),
    Column("at", Float, nullable=False),
    PrimaryKeyConstraint("table_id", "version"),
)

ACTION, UNDO, REMATCH, RELINK = "action", "undo", "rematch", "relink"
CHANNEL = "hjkit_tables"
"""PostgreSQL: every append is announced here on commit, as the entry's JSON (announced)
or, when that would not fit in a notification, as '<table id>:<version>'."""
NOTIFY_LIMIT = 7999
"""Bytes of a notification's payload PostgreSQL takes (its limit is under 8,000)."""

# The statements of every action, built once: SQLAlchemy then finds their compiled form in
# its cache instead of building and hashing a new statement per request.
_VERSION = (select(func.coalesce(func.max(log_entry.c.version), 0))
            .where(log_entry.c.table_id == bindparam("table_id")))


def _append_statement(as_seat: bool = False):
    """Append version :expected + 1 only while :expected is still the table's version;
    as_seat: and only while :seat's token hash is still :token_hash (a link replaced by
    another worker a moment ago appends nothing)."""
    current = (select(func.coalesce(func.max(log_entry.c.version), 0))
               .where(log_entry.c.table_id == bindparam("table_id")).scalar_subquery())
    row = select(*(bindparam(c.name, type_=c.type) for c in log_entry.c)) \
        .where(current == bindparam("expected", type_=Integer))
    if as_seat:
        row = row.where(exists().where(seat.c.table_id == bindparam("table_id"),
                                       seat.c.seat == bindparam("seat", type_=Integer),
                                       seat.c.token_hash == bindparam("token_hash",
                                                                      type_=String)))
    return (insert(log_entry).from_select([c.name for c in log_entry.c], row)
            .returning(log_entry.c.version))  # rowcount is -1 here with psycopg


_APPEND = _append_statement()
_APPEND_AS_SEAT = _append_statement(as_seat=True)


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table as created; only a seat's token hash may change (a new link for a seat)."""

    id: str
    ruleset: str
    setup: dict | None
    """The setup as stored (None in a table held in memory: see service.held)."""
    seat_names: tuple[str, ...]
    token_hashes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Entry:
    """One log entry. kind 'action': body is the action's JSON; kind 'undo': body is
    {"undoes": version, "undone_seat": seat}; kind 'rematch': body is {"table": id}, the
    table the same seats play next; kind 'relink': body is {"seat": n, "by": "host" or
    "seat"}, a seat given a new link (seat: the asking seat, None for the host).
    events: [{"kind", "text"}]."""

    version: int
    kind: str
    seat: int | None
    body: dict
    events: list[dict]
    at: float


DATABASE_CONNECTIONS = 16
"""A process's connections to a database server at most (its listener takes one more):
requests beyond them wait for one. Four processes then hold 68 of PostgreSQL's default
100 (max_connections); pools of up to 30 each had a busy club refused there."""


class Store:
    def __init__(self, url: str, connections: int = DATABASE_CONNECTIONS):
        """connections: the pool's size on a database server (SQLite's file needs none)."""
        self.url = url
        self.engine = _engine(url, connections)
        metadata.create_all(self.engine)
        # SQLite takes one writer at a time and a waiting writer sleeps in its busy
        # handler, for longer each time; queueing this process's writers on a lock
        # instead keeps the wait to the commit in front. Other processes still meet busy_timeout.
        self._writing = threading.Lock() if self.engine.dialect.name == "sqlite" else \
            contextlib.nullcontext()
        self._appender = _DriverAppend(self.engine) if self.engine.dialect.name == "sqlite" \
            else None
        self.unsaved = False  # SQLite: appended to the WAL since the last checkpoint
        self._data_version: int | None = None  # see written_elsewhere
        self._checkpointing = threading.Lock()
        self._disposed = False
        if self.engine.dialect.name == "sqlite":
            CHECKPOINTS.watch(self)

    def create(self, table_id: str, ruleset: str, setup: dict, seats: list[tuple[str, str]],
               host_hash: str | None = None):
        """seats: (name, token hash) in seat order; host_hash: the host token's hash."""
        with self._writing, self.engine.begin() as conn:
            conn.execute(insert(game_table).values(id=table_id, ruleset=ruleset,
                                                   setup=json.dumps(setup),
                                                   created_at=time.time()))
            conn.execute(insert(seat), [{"table_id": table_id, "seat": i, "name": n,
                                         "token_hash": h} for i, (n, h) in enumerate(seats)])
            if host_hash is not None:
                conn.execute(insert(host).values(table_id=table_id, token_hash=host_hash))

    def token_hashes(self, table_id: str) -> tuple[str, ...]:
        """The seats' current token hashes, in seat order (asked on every seat's request,
        so a link replaced by another worker stops working here at once)."""
        with self.engine.connect() as conn:
            return tuple(conn.execute(select(seat.c.token_hash)
                                      .where(seat.c.table_id == table_id)
                                      .order_by(seat.c.seat)).scalars())

    def host_hash(self, table_id: str) -> str | None:
        with self.engine.connect() as conn:
            return conn.execute(select(host.c.token_hash)
                                .where(host.c.table_id == table_id)).scalar_one_or_none()

    def record(self, table_id: str) -> TableRecord | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(game_table).where(game_table.c.id == table_id)).first()
            if row is None:
                return None
            seats = conn.execute(select(seat.c.name, seat.c.token_hash)
                                 .where(seat.c.table_id == table_id)
                                 .order_by(seat.c.seat)).all()
        return TableRecord(row.id, row.ruleset, json.loads(row.setup),
                           tuple(s.name for s in seats), tuple(s.token_hash for s in seats))

    def version(self, table_id: str) -> int:
        with self.engine.connect() as conn:
            return conn.execute(_VERSION, {"table_id": table_id}).scalar_one()

    def written_elsewhere(self) -> bool:
        """SQLite: whether anything but this process's action appends has been committed
        since the last call (True the first time). The notifier's poller asks the
        versions only then: a process alone on its file polls for nothing (each poll holds
        the GIL, several times a second)."""
        if self._appender is None:
            return True
        with self._writing:
            try:
                seen = self._appender.data_version()
            except Exception:
                self._appender._drop()
                return True
        moved, self._data_version = seen != self._data_version, seen
        return moved

    def versions(self, table_ids: list[str]) -> dict[str, int]:
        if not table_ids:
            return {}
        with self.engine.connect() as conn:
            rows = conn.execute(select(log_entry.c.table_id, func.max(log_entry.c.version))
                                .where(log_entry.c.table_id.in_(table_ids))
                                .group_by(log_entry.c.table_id)).all()
        return {table_id: version for table_id, version in rows}

    def entries(self, table_id: str, after: int = 0, limit: int | None = None) -> list[Entry]:
        """The table's log entries after a version, in order; at most limit of them."""
        query = (select(log_entry).where(log_entry.c.table_id == table_id,
                                         log_entry.c.version > after)
                 .order_by(log_entry.c.version))
        with self.engine.connect() as conn:
            rows = conn.execute(query if limit is None else query.limit(limit)).all()
        return [Entry(r.version, r.kind, r.seat, json.loads(r.body), json.loads(r.events), r.at)
                for r in rows]

    def append(self, table_id: str, expected: int, kind: str, seat_no: int | None,
               body: dict, events: list[dict],
               new_token: tuple[int, str] | None = None,
               token_hash: str | None = None) -> Entry | None:
        """Append version expected + 1 if expected is still the table's version, in one
        transaction; None when another writer got there first. new_token: (seat, token
        hash) to give that seat in the same transaction (a relink entry); token_hash: the
        acting seat's token hash, which must still be seat_no's (else None too)."""
        entry = Entry(expected + 1, kind, seat_no, body, events, time.time())
        values = {"table_id": table_id, "version": entry.version, "kind": kind,
                  "seat": seat_no, "body": json.dumps(body), "events": json.dumps(events),
                  "at": entry.at, "expected": expected}
        statement = _APPEND
        if token_hash is not None:
            statement, values["token_hash"] = _APPEND_AS_SEAT, token_hash
        if self._appender is not None and new_token is None:
            with self._writing:
                appended = self._appender.append(statement, values)
            self.unsaved = True
            return entry if appended else None
        try:
            with self._writing, self.engine.begin() as conn:
                inserted = conn.execute(statement, values).first()
                if inserted is not None and new_token is not None:
                    conn.execute(update(seat).where(seat.c.table_id == table_id,
                                                    seat.c.seat == new_token[0])
                                 .values(token_hash=new_token[1]))
                if inserted is not None and self.notifies:  # sent on commit, to every process
                    conn.execute(text("SELECT pg_notify(:channel, :payload)"),
                                 {"channel": CHANNEL, "payload": announced(table_id, entry)})
        except IntegrityError:
            return None
        self.unsaved = True
        return entry if inserted is not None else None

    @property
    def notifies(self) -> bool:
        """True on PostgreSQL: appends are announced with NOTIFY, so other processes hear
        of them at once (listen()); SQLite's processes poll versions() instead."""
        return self.engine.dialect.name == "postgresql"

    def listen(self, heard: Callable[[str, int, Entry | None], None],
               connected: Callable[[], None], stopped: threading.Event) -> None:
        """PostgreSQL: LISTEN for appends until stopped, calling heard(table id, version,
        the entry or None when it did not fit) for each; connected() after each
        (re)connection, so the caller can catch up on what was appended while no
        connection listened."""
        import psycopg

        conninfo = self._conninfo()
        while not stopped.is_set():
            try:
                with psycopg.connect(conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    connected()
                    while not stopped.is_set():
                        for note in conn.notifies(timeout=1.0):
                            heard(*heard_of(note.payload))
            except (psycopg.Error, OSError, ValueError):
                stopped.wait(1.0)  # the database went away: listen again shortly

    async def listen_async(self, heard: Callable[[str, int, Entry | None], Awaitable[None]],
                           connected: Callable[[], Awaitable[None]]) -> None:
        """listen() as a task of an event loop (psycopg's async connection), until
        cancelled: the same calls, awaited."""
        import psycopg

        conninfo = self._conninfo()
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(conninfo, autocommit=True)
                async with conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    await connected()
                    async for note in conn.notifies():
                        await heard(*heard_of(note.payload))
            except (psycopg.Error, OSError, ValueError):
                await asyncio.sleep(1.0)  # the database went away: listen again shortly

    def _conninfo(self) -> str:
        return make_url(self.url).set(drivername="postgresql").render_as_string(
            hide_password=False)

    def ping(self) -> bool:
        with self.engine.connect() as conn:
            return conn.exec_driver_sql("SELECT 1").scalar_one() == 1

    def checkpoint(self) -> None:
        """SQLite: copy what the WAL holds into the database file (PASSIVE: neither
        readers nor writers wait for it). The connections never do it themselves (see
        _engine): here it runs off every request's path."""
        with self._checkpointing:
            if self._disposed:
                return
            self.unsaved = False
            with self.engine.connect() as conn:
                conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    def dispose(self):
        with self._checkpointing:
            self._disposed = True
        if self._appender is not None:
            with self._writing:
                self._appender.close()
        self.engine.dispose()


def announced(table_id: str, entry: Entry) -> str:
    """The notification of an append: the entry itself, so the other processes need not
    ask the database for it, or its table and version when it is too long."""
    payload = json.dumps({"table": table_id, "version": entry.version, "kind": entry.kind,
                          "seat": entry.seat, "body": entry.body, "events": entry.events,
                          "at": entry.at}, separators=(",", ":"))
    if len(payload.encode()) <= NOTIFY_LIMIT:
        return payload
    return f"{table_id}:{entry.version}"


def heard_of(payload: str) -> tuple[str, int, Entry | None]:
    """announced()'s payload read back: (table id, version, the entry or None)."""
    if not payload.startswith("{"):
        table_id, _, version = payload.partition(":")
        return table_id, int(version), None
    note = json.loads(payload)
    return note["table"], note["version"], Entry(note["version"], note["kind"], note["seat"],
                                                  note["body"], note["events"], note["at"])


class _DriverAppend:
    """SQLite: an action's append through the driver itself, on one connection kept for
    it (callers hold the store's write lock), with the statement compiled once. The same
    SQL and transaction as through SQLAlchemy, for about a third of the time, which was a
    fifth of an action's time in the app."""

    def __init__(self, engine: Engine):
        self._engine = engine
        self._compiled = {}
        self._held = None  # the pool's connection, kept checked out

    def append(self, statement, values: dict) -> bool:
        """Run the append statement; whether it appended a row (False: the version or the
        token hash no longer matched, or the row exists)."""
        compiled = self._compiled.get(statement)
        if compiled is None:
            compiled = statement.compile(dialect=self._engine.dialect)
            self._compiled[statement] = compiled
        parameters = [values[name] if name in values else compiled.params[name]
                      for name in compiled.positiontup]
        if self._held is None:
            self._held = self._engine.raw_connection()
        connection = self._held.driver_connection
        try:
            rows = connection.execute(compiled.string, parameters).fetchall()
            connection.commit()
        except self._engine.dialect.dbapi.IntegrityError:
            connection.rollback()
            return False
        except BaseException:
            self._drop()
            raise
        return bool(rows)

    def data_version(self) -> int:
        """SQLite's data_version on the append connection: it moves when any other
        connection (another process's, or this one's SQLAlchemy pool) commits, and not
        for this connection's own appends."""
        if self._held is None:
            self._held = self._engine.raw_connection()
        return self._held.driver_connection.execute("PRAGMA data_version").fetchone()[0]

    def _drop(self) -> None:
        """Forget a connection that failed mid-append (its transaction rolls back)."""
        held, self._held = self._held, None
        try:
            held.invalidate()
        except Exception:  # the connection is gone either way
            pass

    def close(self) -> None:
        if self._held is not None:
            held, self._held = self._held, None
            held.close()


class DriverMissing(RuntimeError):
    """The database URL names a server whose driver is not installed."""


def _engine(url: str, connections: int) -> Engine:
    if make_url(url).get_backend_name() == "postgresql":
        try:
            import psycopg  # noqa: F401  (listen() uses it whichever driver the URL names)
        except ImportError:
            raise DriverMissing("a PostgreSQL database needs psycopg: "
                                "pip install 'hjkit[postgres]'") from None
    if not url.startswith("sqlite"):
        return create_engine(url, pool_size=connections, max_overflow=0, pool_pre_ping=True)
    engine = create_engine(url, pool_size=16, max_overflow=48,
                           connect_args={"timeout": 30, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection, _record):
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")  # WAL: survives kill -9, fsync on checkpoint
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        # No checkpoint inside a commit: one in every few hundred appends stalled on its
        # fsync, with every writer behind it (measured); CHECKPOINTS runs them.
        cursor.execute("PRAGMA wal_autocheckpoint=0")
        cursor.close()

    return engine


CHECKPOINT_EVERY = 0.5
"""Seconds between checkpoints of a SQLite store that was appended to."""


class _Checkpoints:
    """One thread per process that checkpoints each SQLite store appended to in the last
    CHECKPOINT_EVERY seconds (a store no one holds any more is forgotten)."""

    def __init__(self):
        self._stores: weakref.WeakSet[Store] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def watch(self, store: Store) -> None:
        with self._lock:
            self._stores.add(store)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="hjkit-checkpoints",
                                                daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            time.sleep(CHECKPOINT_EVERY)
            with self._lock:
                stores = [s for s in self._stores if s.unsaved]
            for store in stores:
                try:
                    store.checkpoint()
                except Exception:  # busy, or the file went away: the next pass retries
                    logger.debug("checkpoint of %s", store.url, exc_info=True)


CHECKPOINTS = _Checkpoints()


def database_url(app: Flask) -> str:
    """DATABASE_URL, else a SQLite file in the user's data folder (each checkout's servers
    used to share one file in the package's project folder)."""
    url = app.config.get("DATABASE_URL")
    if url:
        return url
    folder = data_folder()
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'companion.sqlite3'}"


def init_app(app: Flask) -> Store:
    """Open the store named by DATABASE_URL (default: see database_url)."""
    store = Store(database_url(app), app.config["DATABASE_CONNECTIONS"])
    app.extensions["hjkit.store"] = store
    return store

