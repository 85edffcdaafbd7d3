"""Fixtures per flaskr: app (a fresh SQLite file in a temporary instance folder), client,
runner; plus a created intro table and a helper to act at it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from hjkit.companion import create_app
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

from .openapi_check import check_response

INTRO_SETUP = {"variant": "intro", "seed": 7,
               "seats": [{"name": "Ana", "deck": "intro"}, {"name": "Ben", "deck": "intro"}]}
SERVED_SETUP = {k: v for k, v in INTRO_SETUP.items() if k != "seed"}
"""INTRO_SETUP as a phone sends it to a live `hjkit serve`, which draws the seed itself."""
POSTGRES_SERVER = os.environ.get("HJKIT_TEST_POSTGRES_URL")
"""The throwaway PostgreSQL server make test starts (unset: the PostgreSQL tests skip)."""


@contextmanager
def fresh_postgres_database(name: str) -> Iterator[str]:
    """The URL of a database called name on the test server, made afresh and dropped after."""
    import psycopg
    from sqlalchemy import make_url

    server = make_url(POSTGRES_SERVER)
    name = f"{server.database}_{name}"
    admin = server.set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    yield server.set(database=name).render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def shipped_library():
    library, problems = load([SHIPPED_CARDS])
    assert not problems
    return library


def make_app(instance: Path, library, **config):
    """An app serving The Heroes' Journey alone (GAMES), as these tests create its tables
    without naming a game; pass GAMES to serve others beside it."""
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{instance / 'test.db'}",
                      "ALLOW_CLIENT_SEED": True,  # these tests replay known deals
                      "SSE_HEARTBEAT": 0.2, "SSE_MAX_AGE": 3.0, "NOTIFY_POLL_INTERVAL": 0.05,
                      "PUBLIC_URL": "http://localhost",  # as hjkit serve sets it
                      "GAMES": ["heroes-journey"], **config})
    app.extensions["hjkit.cards"] = {"heroes-journey": library}  # loaded once per session
    return app


@pytest.fixture
def app(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library)
    yield app
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


class CheckedClient:
    """The Flask test client, checking every JSON answer against the OpenAPI document."""

    def __init__(self, client):
        self.raw = client

    def get(self, path, **kwargs):
        return check_response("get", path, self.raw.get(path, **kwargs))

    def post(self, path, **kwargs):
        return check_response("post", path, self.raw.post(path, **kwargs))


@pytest.fixture
def client(app):
    return CheckedClient(app.test_client())


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


@dataclass
class Seats:
    """A created table: its id, seat tokens, and act() for posting as a seat."""

    client: CheckedClient
    id: str
    tokens: list[str]
    created: dict

    @property
    def host(self) -> dict:
        """The creating phone's token: it may give any seat a new link."""
        return {"Authorization": f"Bearer {self.created['host_token']}"}

    def auth(self, seat: int) -> dict:
        return {"Authorization": f"Bearer {self.tokens[seat]}"}

    def state(self) -> dict:
        return self.client.get(f"/api/tables/{self.id}").json

    def act(self, action: dict, version: int | None = None, seat: int | None = None):
        version = self.state()["version"] if version is None else version
        seat = action.get("seat", 0) if seat is None else seat
        return self.client.post(f"/api/tables/{self.id}/actions", headers=self.auth(seat),
                                json={"version": version, "action": action})

    def play_first_legal(self, count: int) -> dict:
        for _ in range(count):
            table = self.state()
            action = table["state"]["legal_actions"][0]
            answer = self.act(action, table["version"])
            assert answer.status_code == 200, answer.json
        return self.state()


def create_table(client, setup=INTRO_SETUP) -> Seats:
    answer = client.post("/api/tables", json={"setup": setup})
    assert answer.status_code == 201, answer.json
    body = answer.json
    return Seats(client, body["id"], [s["token"] for s in body["seats"]], body)


@pytest.fixture
def table(client) -> Seats:
    return create_table(client)


@pytest.fixture
def v3_client(tmp_path, shipped_library):
    """A client of an app serving The Hero's Journey v3 alone (its seats see their hands)."""
    app = make_app(tmp_path, shipped_library, GAMES=["heros-journey-v3"])
    yield CheckedClient(app.test_client())
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()
