"""Tables as the API sees them: create, act, undo, read; game-agnostic.

A table's state is the ruleset's start state with the log's live actions applied (an undo
entry cancels the latest live action). The latest state of each recently used table is
kept in memory with its version; a request first asks the store for the table's version
and replays only the entries it has not seen, so several worker processes stay correct
and a restarted server rebuilds a table from its log.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from hjkit.kit.game import Applied, FormatError, Game, Refusal

from .jsontext import compact
from .notify import Notifier
from .store import ACTION, RELINK, REMATCH, UNDO, Entry, Store, TableRecord

CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
CODE_LENGTH = 8


def is_table_code(text: str) -> bool:
    """True for what a table code can be: CODE_LENGTH characters of CODE_ALPHABET."""
    return len(text) == CODE_LENGTH and all(ch in CODE_ALPHABET for ch in text)


RECENT_ENTRIES = 64
CATCH_UP_LIMIT = 200
"""The most missed log entries a stream's first message brings a returning phone; one
further behind reads the log's last page instead (a reconnect from version 0 of a long
game brought megabytes)."""


class NotFound(LookupError):
    """No table with this id (404)."""


class NoSuchSeat(NotFound):
    """The table has no seat with this number (404)."""


class Forbidden(PermissionError):
    """A wrong seat token, or a token acting for another seat (403)."""


class Unauthorized(Forbidden):
    """No token where one is needed (401)."""


class Stale(Exception):
    """The action was made against an older version (409); carries the current table."""

    def __init__(self, current: dict, reason: str | None = None):
        super().__init__(reason or f"the table is at version {current['version']}")
        self.current = current


class Unreplayable(RuntimeError):
    """A stored table that no longer replays: the rules changed under it."""


class Rejected(Exception):
    """The rules refuse (422)."""

    def __init__(self, refusal: Refusal):
        super().__init__(refusal.message)
        self.refusal = refusal


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(slots=True)
class Frame:
    """A live state and the log entry that produced it (version 0: the start)."""

    version: int
    state: Any
    seat: int | None = None
    events: tuple[dict, ...] = ()


@dataclass(slots=True)
class OpenTable:
    """A table in memory: its record (without its setup: see held), its game's rules and
    the states so far."""

    record: TableRecord
    ruleset: Game
    version: int
    frames: list[Frame]
    lock: threading.Lock = field(default_factory=threading.Lock)
    snapshot: dict | None = None
    encoded: tuple[int, str] | None = None
    messages: dict[tuple[int, int, int | None], str] = field(default_factory=dict)
    """Stream messages by (the version a stream sent last, the version they bring, the seat
    whose view they bring or None)."""
    rematch: str | None = None  # the table these seats play next
    recent: deque = field(default_factory=lambda: deque(maxlen=RECENT_ENTRIES))


class TableService:
    def __init__(self, store: Store, rulesets: dict[str, Game],
                 libraries: Callable[[str], Any], notifier: Notifier, cache_size: int = 512,
                 client_seeds: bool = False):
        """rulesets: the games served, by id; libraries(id): that game's card library.
        client_seeds: a created table's setup may bring its seed (tests and replays only:
        config ALLOW_CLIENT_SEED)."""
        self.store, self.rulesets, self.notifier = store, rulesets, notifier
        self.client_seeds = client_seeds
        self.libraries = libraries
        self._cache: OrderedDict[str, OpenTable] = OrderedDict()
        self._cache_lock = threading.Lock()
        self._cache_size = cache_size
        notifier.on_heard(self._heard)

    # --- commands ------------------------------------------------------------------------

    def create(self, data: object) -> tuple[dict, list[str], str]:
        """A new table from {"ruleset": name, "setup": {...}}: its snapshot, the seat
        tokens in seat order and the host token, which may give any seat a new link (shown
        once: only their hashes are stored)."""
        if not isinstance(data, dict):
            raise FormatError("body", "must be a JSON object")
        unknown = sorted(set(data) - {"ruleset", "setup"})
        if unknown:
            raise FormatError(unknown[0], "unknown field: a table is created from ruleset and "
                                          "setup")
        name = data.get("ruleset")
        if name is None and len(self.rulesets) == 1:
            name = next(iter(self.rulesets))
        ruleset = self.rulesets.get(name) if isinstance(name, str) else None
        if ruleset is None:
            raise FormatError("ruleset", f"unknown game {name!r}; one of "
                                         f"{', '.join(sorted(self.rulesets))}")
        setup = data.get("setup")
        if isinstance(setup, dict) and "seed" in setup and not self.client_seeds:
            # who chose the seed could compute every hidden hand and future draw offline
            raise FormatError("setup.seed", "is not for a player to choose: the server draws "
                                            "each table's seed and keeps it secret")
        started = ruleset.start(setup, self.libraries(name))
        if isinstance(started, Refusal):
            raise Rejected(started)
        tokens = [secrets.token_urlsafe(24) for _ in started.seats]
        host = secrets.token_urlsafe(24)
        table_id = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        self.store.create(table_id, name, started.setup,
                          [(n, token_hash(t)) for n, t in zip(started.seats, tokens,
                                                               strict=True)],
                          token_hash(host))
        record = held(TableRecord(table_id, name, started.setup, started.seats,
                                  tuple(token_hash(t) for t in tokens)))
        game = OpenTable(record, ruleset, 0, [Frame(0, started.state)])
        self._remember(game)
        return self._snapshot(game), tokens, host

    def relink(self, table_id: str, token: str | None, seat_no: int) -> tuple[str, str, dict]:
        """A new token for a seat, asked with that seat's own token (moving to another
        phone) or the table's host token (the creating phone, for a player who lost their
        link): the seat's name, the new token and the table after the relink entry. The
        old token stops working in every process at once; the log's relink entry tells
        the old holder's phone. The rematches that follow the table, where the seat still
        holds the old token, take the new one too."""
        game = self._game(table_id)
        new = secrets.token_urlsafe(24)
        with game.lock:
            asker = self._relinker(game, token, seat_no)
            old = game.record.token_hashes[seat_no]
            snapshot = self._replace_token(game, seat_no, asker, new)
            following = game.rematch
        self.notifier.publish(table_id, snapshot["version"])
        while following is not None:
            later = self._game(following)
            with later.lock:
                self._catch_up(later)
                if not hmac.compare_digest(later.record.token_hashes[seat_no], old):
                    break  # the seat has its own link there already
                version = self._replace_token(later, seat_no, asker, new)["version"]
                following = later.rematch
            self.notifier.publish(later.record.id, version)
        return game.record.seat_names[seat_no], new, snapshot

    def _replace_token(self, game: OpenTable, seat_no: int, asker: int | None,
                       new: str) -> dict:
        """Append the relink entry that gives seat_no the token new; the table after it.
        Called with game.lock held."""
        names = game.record.seat_names
        by = "host" if asker is None else "seat"
        who = "the table's host" if asker is None else f"{names[seat_no]}'s own phone"
        events = [{"kind": "relink", "text": f"{names[seat_no]}'s seat has a new link, "
                                             f"asked by {who}; the old link no longer "
                                             "works."}]
        for _ in range(20):  # other seats may append meanwhile: retry on the new version
            self._catch_up(game)
            entry = self.store.append(game.record.id, game.version, RELINK, asker,
                                      {"seat": seat_no, "by": by}, events,
                                      new_token=(seat_no, token_hash(new)))
            if entry is not None:
                break
        else:
            raise Stale(self._snapshot(game), "the table is too busy to relink; retry")
        hashes = list(game.record.token_hashes)
        hashes[seat_no] = token_hash(new)
        game.record = replace(game.record, token_hashes=tuple(hashes))
        game.version, game.snapshot = entry.version, None
        _keep_recent(game, entry)
        return self._snapshot(game)

    def act(self, table_id: str, token: str | None, data: object) -> dict:
        """Apply {"version": n, "action": {...}} for the token's seat; the new snapshot
        with the action's events."""
        snapshot, _, events = self._act(table_id, token, data)
        return {**snapshot, "events": events}

    def act_encoded(self, table_id: str, token: str | None, data: object) -> str:
        """act(), answered as JSON text: the snapshot's text, encoded once for this version
        and shared with every stream, with the events added."""
        _, text, events = self._act(table_id, token, data)
        return with_events(text, events)

    def _act(self, table_id: str, token: str | None, data: object
             ) -> tuple[dict, str, list[dict]]:
        return self._as_seat(table_id, token, lambda game, seat, digest:
                             self._act_as(game, seat, digest, data))

    def _act_as(self, game: OpenTable, seat: int, digest: str, data: object
                ) -> tuple[dict, str, list[dict]]:
        version = _version_field(data)
        action_data = data.get("action")
        if isinstance(action_data, dict) and "seat" not in action_data:
            action_data = {**action_data, "seat": seat}
        if not isinstance(action_data, dict):
            raise FormatError("action", "must be a JSON object")
        action = game.ruleset.parse_action(action_data)
        if game.ruleset.action_seat(action) != seat:
            raise Forbidden(f"this link is for seat {seat} ({game.record.seat_names[seat]}); "
                            f"it may not act for seat {game.ruleset.action_seat(action)}")
        with game.lock:
            self._catch_up_to(game, version, seat)
            result = game.ruleset.apply(game.frames[-1].state, action)
            if isinstance(result, Refusal):
                raise Rejected(result)
            events = [{"kind": e.kind, "text": e.text} for e in result.events]
            self._append(game, ACTION, seat, game.ruleset.action_json(action), events, seat,
                         digest)
            game.frames.append(Frame(game.version, result.state, seat, tuple(events)))
            snapshot, text = self._snapshot(game, seat), self._encoded_for(game, seat)
        self.notifier.publish(game.record.id, snapshot["version"])
        return snapshot, text, events

    def undo(self, table_id: str, token: str | None, data: object) -> dict:
        """Remove the latest live action: {"version": n} must be the current version, so
        two phones confirming the same undo cannot take back two actions; {"undoes": m},
        the entry the confirmation showed, must still be the latest live action."""
        snapshot, _, events = self._undo(table_id, token, data)
        return {**snapshot, "events": events}

    def undo_encoded(self, table_id: str, token: str | None, data: object) -> str:
        """undo(), answered as JSON text (see act_encoded)."""
        _, text, events = self._undo(table_id, token, data)
        return with_events(text, events)

    def _undo(self, table_id: str, token: str | None, data: object
              ) -> tuple[dict, str, list[dict]]:
        return self._as_seat(table_id, token, lambda game, seat, digest:
                             self._undo_as(game, seat, digest, data))

    def _undo_as(self, game: OpenTable, seat: int, digest: str, data: object
                 ) -> tuple[dict, str, list[dict]]:
        version = _version_field(data)
        shown = data.get("undoes")
        if game.rematch is not None:
            raise Rejected(Refusal("rematch-started", "a rematch has started; this game is "
                                                      "finished"))
        if shown is not None and (type(shown) is not int or shown < 1):
            raise FormatError("undoes", f"must be the log version the undo showed, got "
                                        f"{shown!r}")
        with game.lock:
            self._catch_up_to(game, version, seat)
            if len(game.frames) == 1:
                raise Rejected(Refusal("nothing-to-undo", "there is nothing to undo"))
            undone = game.frames[-1]
            if shown is not None and shown != undone.version:
                raise Stale(self._snapshot(game, seat), f"entry {shown} is no longer the latest "
                                                  "action; look again before undoing")
            if game.ruleset.reveals(game.frames[-2].state, undone.state):
                raise Rejected(Refusal("revealed", "that action revealed what was secret "
                                                   "until then; once seen it cannot be taken "
                                                   "back, so play on from here"))
            player = game.record.seat_names[seat]
            what = " ".join(e["text"] for e in undone.events) or f"entry {undone.version}"
            owner = "their own" if undone.seat == seat else (
                f"{game.record.seat_names[undone.seat]}'s" if undone.seat is not None else "an")
            events = [{"kind": "undo", "text": f"{player} undid {owner} action: {what}"}]
            self._append(game, UNDO, seat, {"undoes": undone.version,
                                            "undone_seat": undone.seat}, events, seat, digest)
            game.frames.pop()
            snapshot, text = self._snapshot(game, seat), self._encoded_for(game, seat)
        self.notifier.publish(game.record.id, snapshot["version"])
        return snapshot, text, events

    def rematch(self, table_id: str, token: str | None, data: object) -> tuple[dict, bool]:
        """A new table for the same seats once the game is over, {"version": n} being the
        version that showed it over: (the new table, whether this call created it). Every
        seat keeps its token; the old table's log points there, so every phone follows."""
        game = self._game(table_id)
        seat = self._seat_of(game, token)
        version = _version_field(data)
        with game.lock:
            self._catch_up(game)
            if game.rematch is not None:
                return self._snapshot(self._game(game.rematch)), False
            self._catch_up_to(game, version, seat)
            if not game.ruleset.is_over(game.frames[-1].state):
                raise Rejected(Refusal("not-over", "a rematch starts once the game is over"))
            record = game.record
            library = self.libraries(record.ruleset)
            setup = self.store.record(table_id).setup  # not held in memory: see held()
            started = game.ruleset.start(game.ruleset.rematch_setup(setup), library)
            if isinstance(started, Refusal):
                raise Rejected(started)
            new_id = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            self.store.create(new_id, record.ruleset, started.setup,
                              list(zip(started.seats, record.token_hashes, strict=True)),
                              self.store.host_hash(table_id))
            player = record.seat_names[seat]
            events = [{"kind": "rematch", "text": f"{player} starts a rematch with the same "
                                                  f"seats: table {new_id}."}]
            self._append(game, REMATCH, seat, {"table": new_id}, events)
            game.rematch = new_id
            fresh = OpenTable(held(TableRecord(new_id, record.ruleset, started.setup,
                                               started.seats, record.token_hashes)),
                              game.ruleset, 0, [Frame(0, started.state)])
            self._remember(fresh)
        self.notifier.publish(table_id, game.version)
        return self._snapshot(fresh), True

    # --- reads ---------------------------------------------------------------------------

    def snapshot(self, table_id: str, token: str | None = None) -> dict:
        """The table as the watch view shows it, or, with a seat's token, as that seat's
        phone does (viewer: the seat). A token that is no seat's (a replaced link) is
        refused, so the old holder's phone learns it; the host token reads the watch view."""
        game = self._game(table_id)
        viewer = None
        if token:
            digest = token_hash(token)
            viewer = self._match(game, digest)
            host = self.store.host_hash(table_id) if viewer is None else None
            if viewer is None and (host is None or not hmac.compare_digest(digest, host)):
                raise Forbidden("this token is not a seat at this table: a wrong link, or "
                                "one replaced by a new link for its seat")
        with game.lock:
            self._catch_up(game)
            return self._snapshot(game, viewer)

    def encoded(self, table_id: str, known: int | None = None) -> tuple[int, str]:
        """The snapshot as JSON text with its version, encoded once per version for all
        the streams that send it. known: a version this process was told of; when the
        cache has it already, the store is not asked."""
        game = self._game(table_id)
        with game.lock:
            if known is None or game.version < known:
                self._catch_up(game, behind=known is not None)
            return game.version, self._encoded(game)

    def stream_message(self, table_id: str, sent: int, known: int | None = None,
                       seat: int | None = None, digest: str | None = None
                       ) -> tuple[int, str | None]:
        """The table's version and, if it is not sent, the event-stream message that brings
        a stream from sent to it: {"log": the entries missed, "table": the snapshot}, the
        watch view or, for a seat's stream (seat, its token's digest, see stream_seat), the
        seat's own view, so that its phone need not ask for it. A seat whose link was
        replaced since gets the watch view (its phone then asks, and learns). Built once
        per (sent, version, viewer) for all the streams of the table."""
        game = self._game(table_id)
        with game.lock:
            if known is None or game.version < known:
                self._catch_up(game, behind=known is not None)
            current = game.version
            if current == sent:
                return current, None
            viewer = seat if seat is not None and digest is not None and seat < len(
                game.record.token_hashes) and hmac.compare_digest(
                game.record.token_hashes[seat], digest) else None
            message = game.messages.get((sent, current, viewer))
            if message is not None:
                return current, message
            text = self._encoded(game) if viewer is None else self._encoded_for(game, viewer)
        # A phone far behind gets no catch-up: it sees the gap and reads the log's last page.
        missed = (self.recent_log(table_id, sent) if 0 <= sent < current
                  and current - sent <= CATCH_UP_LIMIT else [])
        message = (f"id: {current}\nevent: table\ndata: "
                   f'{{"log":{compact(missed)},"table":{text}}}\n\n')
        with game.lock:
            if any(to != current for _, to, _ in game.messages):
                game.messages.clear()  # messages that bring an older version
            game.messages[(sent, current, viewer)] = message
        return current, message

    def stream_seat(self, table_id: str, seat: int, token: str | None) -> str | None:
        """The digest of token when it is seat's at this table (its stream may then bring
        the seat's own view), else None (the stream brings the watch view)."""
        if not token:
            return None
        game = self._game(table_id)
        with game.lock:
            digest = token_hash(token)
            return digest if self._match(game, digest) == seat else None

    def log(self, table_id: str, after: int = 0) -> list[dict]:
        """The log as anyone may read it now: each action as its game's public_action
        shows it at the table's latest state (a secret bid's amount stays out until the
        bids are revealed)."""
        return self.log_page(table_id, after)[0]

    def log_page(self, table_id: str, after: int = 0, limit: int | None = None
                 ) -> tuple[list[dict], int]:
        """At most limit entries of the log after a version (as log() shows them), and the
        table's version now: a long game's log is read a page at a time."""
        game = self._game(table_id)
        entries = self.store.entries(table_id, after, limit)
        with game.lock:
            self._catch_up(game)
            return _public(game, describe(game.record, entries)), game.version

    def recent_log(self, table_id: str, after: int) -> list[dict]:
        """The entries after a version, from memory when they are recent (for streams;
        an entry's undone flag may lag: the undo entry itself follows it)."""
        game = self._game(table_id)
        with game.lock:
            recent = [e for e in game.recent if e["version"] > after]
            if game.recent and game.recent[0]["version"] <= after + 1:
                return _public(game, recent)
        return self.log(table_id, after)

    def exists(self, table_id: str) -> bool:
        try:
            self._game(table_id)
        except NotFound:
            return False
        return True

    # --- internals -----------------------------------------------------------------------

    def _game(self, table_id: str) -> OpenTable:
        if not is_table_code(table_id):  # never reaches the database (a NUL breaks PostgreSQL)
            raise NotFound(table_id)
        with self._cache_lock:
            game = self._cache.get(table_id)
            if game is not None:
                self._cache.move_to_end(table_id)
                return game
        record = self.store.record(table_id)
        if record is None or record.ruleset not in self.rulesets:
            raise NotFound(table_id)
        ruleset = self.rulesets[record.ruleset]
        started = ruleset.start(record.setup, self.libraries(record.ruleset))
        if isinstance(started, Refusal):
            raise Unreplayable(f"table {table_id} no longer sets up: {started.message}")
        return self._remember(OpenTable(held(record), ruleset, 0, [Frame(0, started.state)]))

    def _remember(self, game: OpenTable) -> OpenTable:
        """Keep the table in memory, letting go of the least recently used tables past the
        cache's size that no stream follows (a followed table is needed at each of its
        updates: reloading it would replay its whole log)."""
        with self._cache_lock:
            game = self._cache.setdefault(game.record.id, game)
            if len(self._cache) > self._cache_size:
                unwatched = [table_id for table_id in self._cache
                             if not self.notifier.watched(table_id)]
                for table_id in unwatched[:len(self._cache) - self._cache_size]:
                    del self._cache[table_id]
        return game

    def _heard(self, table_id: str, entry: Entry) -> None:
        """Another process appended entry (its notification brought it): a table held
        here one version behind takes it now, so its streams' message asks no database."""
        with self._cache_lock:
            game = self._cache.get(table_id)
        if game is None:
            return
        with game.lock:
            if game.version == entry.version - 1:
                try:
                    self._replay(game, entry)
                except Unreplayable:
                    pass  # the next request's catch-up replays it and says so there

    def _catch_up_to(self, game: OpenTable, version: int, seat: int | None = None) -> None:
        """Make sure the client's version is the table's: the cache is trusted when they
        agree (the append's own check catches another worker's entry); otherwise the
        store is asked, and a version still behind is stale."""
        if version != game.version:
            self._catch_up(game)
            if version != game.version:
                raise Stale(self._snapshot(game, seat))

    def _catch_up(self, game: OpenTable, behind: bool = False) -> None:
        """Replay what other workers appended (or, after a restart, the whole log).
        behind: a notification said the table moved, so its version is not asked first."""
        if not behind and self.store.version(game.record.id) == game.version:
            return
        for entry in self.store.entries(game.record.id, game.version):
            self._replay(game, entry)

    def _replay(self, game: OpenTable, entry: Entry) -> None:
        if entry.kind == UNDO:
            game.frames.pop()
        elif entry.kind == RELINK:  # another worker's: its streams' views follow the new link
            stored = self.store.token_hashes(game.record.id)
            if stored:
                game.record = replace(game.record, token_hashes=stored)
        elif entry.kind == REMATCH:
            game.rematch = entry.body["table"]
        else:
            result = game.ruleset.apply(game.frames[-1].state,
                                        game.ruleset.parse_action(entry.body))
            if not isinstance(result, Applied):
                raise Unreplayable(f"table {game.record.id} no longer replays at version "
                                   f"{entry.version}: {result.message}")
            game.frames.append(Frame(entry.version, result.state, entry.seat,
                                     tuple(entry.events)))
        game.version = entry.version
        game.snapshot = None
        _keep_recent(game, entry)

    def _append(self, game: OpenTable, kind: str, seat: int, body: dict, events: list[dict],
                viewer: int | None = None, digest: str | None = None):
        """digest: the acting token's hash, checked against the seat's in the append's own
        transaction (see _as_seat)."""
        entry = self.store.append(game.record.id, game.version, kind, seat, body, events,
                                  token_hash=digest)
        if entry is None:  # another worker appended this version first
            self._catch_up(game)
            raise Stale(self._snapshot(game, viewer))
        game.version = entry.version
        game.snapshot = None
        _keep_recent(game, entry)

    def _as_seat(self, table_id: str, token: str | None, work: Callable):
        """work(game, seat, token hash) for the token's seat, found among the cached token
        hashes without asking the store: the append checks the hash against the store in
        its own transaction, and any other outcome (refused, stale, malformed) asks the
        store before it is answered, so a link another worker replaced a moment ago gets
        403 and nothing else, as with _seat_of. A token the cache does not know is looked
        up in the store (a new link made by another worker)."""
        game = self._game(table_id)
        if not token:
            raise Unauthorized("acting needs a seat token (Authorization: Bearer <token>)")
        digest = token_hash(token)
        seat = next((n for n, known in enumerate(game.record.token_hashes)
                     if hmac.compare_digest(digest, known)), None)
        if seat is None:
            return work(game, self._seat_of(game, token), digest)
        try:
            return work(game, seat, digest)
        except Exception:
            if self._match(game, digest) != seat:
                raise Forbidden("this token is not a seat at this table: a wrong link, or "
                                "one replaced by a new link for its seat") from None
            raise

    def _seat_of(self, game: OpenTable, token: str | None) -> int:
        """The token's seat. The seats' token hashes are read from the store every time:
        another worker may have given a seat a new link a moment ago."""
        if not token:
            raise Unauthorized("acting needs a seat token (Authorization: Bearer <token>)")
        seat = self._match(game, token_hash(token))
        if seat is None:
            raise Forbidden("this token is not a seat at this table: a wrong link, or one "
                            "replaced by a new link for its seat")
        return seat

    def _encoded(self, game: OpenTable) -> str:
        """The current snapshot as compact JSON text (the values jsonify writes), once per
        version."""
        if game.encoded is None or game.encoded[0] != game.version:
            game.encoded = (game.version, compact(self._snapshot(game)))
        return game.encoded[1]

    def _encoded_for(self, game: OpenTable, seat: int) -> str:
        """What a seat's phone gets as JSON text: the shared text (encoded once per version)
        with its seat as viewer, or its own view encoded when the game hides something."""
        if game.ruleset.has_seat_views:
            return compact(self._snapshot(game, seat))
        return f'{self._encoded(game)[:-1]},"viewer":{seat}}}'

    def _match(self, game: OpenTable, digest: str) -> int | None:
        stored = self.store.token_hashes(game.record.id)
        if stored and stored != game.record.token_hashes:
            game.record = replace(game.record, token_hashes=stored)
        return next((seat for seat, known in enumerate(game.record.token_hashes)
                     if hmac.compare_digest(digest, known)), None)

    def _relinker(self, game: OpenTable, token: str | None, seat_no: int) -> int | None:
        """Who may give seat_no a new link: that seat itself (its seat number) or the
        table's host (None); anyone else is refused."""
        if not token:
            raise Unauthorized("a new link needs the seat's own token or the table's host "
                               "token (Authorization: Bearer <token>)")
        digest = token_hash(token)
        seat = self._match(game, digest)
        host = self.store.host_hash(game.record.id)
        if host is not None and hmac.compare_digest(digest, host):
            seat = None
        elif seat is None:
            raise Forbidden("this token is not a seat at this table: a wrong link, or one "
                            "replaced by a new link for its seat")
        if not 0 <= seat_no < len(game.record.seat_names):
            raise NoSuchSeat(game.record.id, seat_no)
        if seat is not None and seat != seat_no:
            names = game.record.seat_names
            raise Forbidden(f"a new link for {names[seat_no]} needs {names[seat_no]}'s own "
                            f"link or the table's host (the phone that created it), not "
                            f"{names[seat]}'s")
        return seat

    def _snapshot(self, game: OpenTable, viewer: int | None = None) -> dict:
        """The table as a seat's phone (viewer) or the watch view (None) shows it."""
        if viewer is not None:
            shared = self._snapshot(game)
            if not game.ruleset.has_seat_views:
                return {**shared, "viewer": viewer}
            return {**shared, "viewer": viewer,
                    "state": game.ruleset.seat_view(game.frames[-1].state, viewer)}
        if game.snapshot is None or game.snapshot["version"] != game.version:
            top = game.frames[-1]
            undo = None if len(game.frames) == 1 or game.ruleset.reveals(
                game.frames[-2].state, top.state) else {
                "version": game.version, "undoes": top.version, "seat": top.seat,
                "player": game.record.seat_names[top.seat] if top.seat is not None else None,
                "text": top.events[0]["text"] if top.events else "",
                "events": [e["text"] for e in top.events]}
            game.snapshot = {
                "id": game.record.id, "ruleset": game.record.ruleset, "version": game.version,
                "seats": [{"seat": i, "name": n} for i, n in enumerate(game.record.seat_names)],
                "state": game.ruleset.view(top.state), "undo": undo,
                "over": game.ruleset.is_over(top.state), "rematch": game.rematch,
                "viewer": None,
            }
        return game.snapshot


def held(record: TableRecord) -> TableRecord:
    """A table's record as the table held in memory keeps it: without the setup, whose card
    data the rules state has taken what play needs from. That data was most of an open
    table's objects, and every full collection of the garbage collector walks each of them,
    pausing every request (with 500 tables a process, the slowest actions of a club night);
    a rematch reads the setup from the store."""
    return replace(record, setup=None)


def with_events(text: str, events: list[dict]) -> str:
    """A snapshot's JSON text with an "events" member added at its end."""
    return f'{text[:-1]},"events":{compact(events)}}}'


def _public(game: OpenTable, entries: list[dict]) -> list[dict]:
    """Log entries with each action as its game lets everyone read it now."""
    state = game.frames[-1].state
    return [{**e, "action": game.ruleset.public_action(e["action"], state)}
            if "action" in e else e for e in entries]


def _keep_recent(game: OpenTable, entry: Entry) -> None:
    if entry.kind == UNDO:
        for earlier in game.recent:
            if earlier["version"] == entry.body["undoes"]:
                earlier["undone"] = True
    game.recent.extend(describe(game.record, [entry]))


def _version_field(data: object) -> int:
    if not isinstance(data, dict):
        raise FormatError("body", "must be a JSON object")
    version = data.get("version")
    if type(version) is not int or version < 0:
        raise FormatError("version", f"must be the table version you saw (an integer >= 0), "
                                     f"got {version!r}")
    return version


def describe(record: TableRecord, entries: list[Entry]) -> list[dict]:
    """Log entries for people: who, what, and whether it was later undone."""
    undone = {e.body["undoes"] for e in entries if e.kind == UNDO}
    return [{
        "version": e.version, "kind": e.kind, "seat": e.seat,
        "player": record.seat_names[e.seat] if e.seat is not None else None,
        "at": e.at, "events": [x["text"] for x in e.events],
        **({"action": e.body, "undone": e.version in undone} if e.kind == ACTION
           else {"table": e.body["table"]} if e.kind == REMATCH
           else {"relinked_seat": e.body["seat"], "relinked_player":
                 record.seat_names[e.body["seat"]], "by": e.body["by"]} if e.kind == RELINK
           else {"undoes": e.body["undoes"], **_undone_by(record, e)}),
    } for e in entries]


def _undone_by(record: TableRecord, entry: Entry) -> dict:
    """Whose action an undo entry took back (entries written before this was kept have
    neither field)."""
    seat_no = entry.body.get("undone_seat")
    if seat_no is None:
        return {}
    return {"undone_seat": seat_no, "undone_player": record.seat_names[seat_no]}
