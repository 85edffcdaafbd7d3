"""`hjkit serve` as a user runs it: a real uvicorn process on a loopback port. The table
survives the process being killed (kill -9) and started again; streams push at once."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS
from hjkit.kit.address import lan_address, public_url

from .conftest import SERVED_SETUP


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def hjkit() -> list[str]:
    script = shutil.which("hjkit", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-c",
                                    "import sys, hjkit.cli; sys.exit(hjkit.cli.main())"]


STARTS_WITHIN = 90.0
"""Seconds hjkit serve may take to answer: it loads every game's cards first, which on a
loaded shared machine took over 20 s."""
PUSHED_WITHIN = 2.0
"""Seconds a stream may take to bring an action (at once when the machine is idle)."""


class Server:
    def __init__(self, database: Path | None, port: int, extra: tuple[str, ...] = (),
                 env: dict | None = None, command: list[str] | None = None):
        """database None: the default (the user's data folder, HJKIT_DATA_HOME in tests)."""
        self.port = port
        env = {**os.environ, **(env or {})}
        env.pop("HJKIT_DATABASE_URL", None)
        if database is not None:
            env["HJKIT_DATABASE_URL"] = f"sqlite:///{database}"
        self.process = subprocess.Popen(
            [*(command or hjkit()), "serve", "--host", "127.0.0.1", "--port", str(port),
             "--threads", "24", *extra],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + STARTS_WITHIN
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                if self.request("GET", "/healthz")[0] == 200:
                    return
            except OSError:
                time.sleep(0.1)
        output = self.stop()
        raise AssertionError(f"hjkit serve did not answer within {STARTS_WITHIN:.0f} s "
                             f"(exit code {self.process.returncode}); its output:\n{output}")

    def request(self, method, path, body=None, token=None, host=None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        headers = {"Content-Type": "application/json", **({"Host": host} if host else {})}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        conn.request(method, path, json.dumps(body) if body is not None else None, headers)
        answer = conn.getresponse()
        data = answer.read()
        conn.close()
        return answer.status, json.loads(data) if data else None

    def stop(self, sig=signal.SIGTERM) -> str:
        """Stop the process (if it still runs) and answer everything it printed."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
        try:
            output, _ = self.process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            output, _ = self.process.communicate()
        return output


@pytest.fixture
def database(tmp_path):
    return tmp_path / "served.sqlite3"


def play(server, table, tokens, count):
    for _ in range(count):
        _, now = server.request("GET", f"/api/tables/{table}")
        action = now["state"]["legal_actions"][0]
        status, _ = server.request("POST", f"/api/tables/{table}/actions",
                                   {"version": now["version"], "action": action},
                                   tokens[action["seat"]])
        assert status == 200


def test_a_table_survives_kill_and_restart(database):
    port = free_port()
    server = Server(database, port)
    status, created = server.request("POST", "/api/tables", {"ruleset": "heroes-journey",
                                                             "setup": SERVED_SETUP})
    assert status == 201
    tokens = [s["token"] for s in created["seats"]]
    play(server, created["id"], tokens, 6)
    _, before = server.request("GET", f"/api/tables/{created['id']}")
    output = server.stop(signal.SIGKILL)  # every acknowledged action is on disk
    assert "http://127.0.0.1:" in output and "█" in output  # the URL and its QR code

    again = Server(database, port)
    try:
        _, after = again.request("GET", f"/api/tables/{created['id']}")
        assert after == before and after["version"] == 6
        play(again, created["id"], tokens, 1)  # the tokens still act
        _, log = again.request("GET", f"/api/tables/{created['id']}/log")
        assert [e["version"] for e in log["entries"]] == list(range(1, 8))
    finally:
        again.stop()


def test_an_event_stream_is_pushed_at_once_and_a_departed_phone_let_go(database):
    server = Server(database, free_port())
    try:
        _, created = server.request("POST", "/api/tables", {"ruleset": "heroes-journey",
                                                            "setup": SERVED_SETUP})
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
        conn.request("GET", f"/api/tables/{created['id']}/events")
        stream = conn.getresponse()
        assert stream.status == 200

        def next_id():
            while True:
                line = stream.fp.readline().decode()
                if line.startswith("id: "):
                    return int(line[4:])

        assert next_id() == 0
        sent = time.monotonic()
        play(server, created["id"], [s["token"] for s in created["seats"]], 1)
        assert next_id() == 1 and time.monotonic() - sent < PUSHED_WITHIN
        assert server.request("GET", "/healthz")[1]["streams"] == 1
        stream.close()  # the phone leaves: its stream is let go
        conn.close()
        deadline = time.monotonic() + 5
        while server.request("GET", "/healthz")[1]["streams"] and time.monotonic() < deadline:
            time.sleep(0.1)
        assert server.request("GET", "/healthz")[1]["streams"] == 0
    finally:
        server.stop()


def test_the_printed_url_is_the_lan_address_when_bound_to_all():
    assert public_url("0.0.0.0", 8000) == f"http://{lan_address()}:8000/"
    assert public_url("127.0.0.1", 8123) == "http://127.0.0.1:8123/"


def test_served_links_name_the_address_serve_listens_on_not_the_host_header(database):
    server = Server(database, free_port())
    try:
        status, body = server.request("POST", "/api/tables", {"ruleset": "heroes-journey",
                                                               "setup": SERVED_SETUP},
                                      host="hjkit.local:1")  # answered, not its own
    finally:
        server.stop()
    assert status == 201, body
    base = f"http://127.0.0.1:{server.port}/t/{body['id']}"
    assert body["watch_link"] == base
    assert [s["link"].split("#")[0] for s in body["seats"]] == [f"{base}/seat/0",
                                                                 f"{base}/seat/1"]


def test_a_busy_port_is_a_clear_error_not_a_traceback(database, tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {**os.environ, "HJKIT_DATABASE_URL": f"sqlite:///{tmp_path / 'other.db'}"}
        done = subprocess.run([*hjkit(), "serve", "--host", "127.0.0.1", "--port", str(port)],
                              env=env, capture_output=True, text=True, timeout=30)
    assert done.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr
    assert "Traceback" not in done.stderr and "open http" not in done.stdout


def test_an_unreachable_database_is_a_clear_error():
    port = free_port()
    env = {**os.environ,
           "HJKIT_DATABASE_URL": f"postgresql+psycopg://nobody:secret@127.0.0.1:{port}/x"}
    done = subprocess.run([*hjkit(), "serve", "--host", "127.0.0.1", "--port", str(free_port())],
                          env=env, capture_output=True, text=True, timeout=30)
    assert done.returncode == 2
    assert "cannot open the database (HJKIT_DATABASE_URL)" in done.stderr
    assert "Traceback" not in done.stderr and "secret" not in done.stderr


def test_postgresql_without_psycopg_names_the_extra_to_install(monkeypatch):
    """psycopg comes with the postgres extra only: without it, serve says what to install."""
    from hjkit.companion.serve import ServeError, serve

    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if not installed
    monkeypatch.setenv("HJKIT_DATABASE_URL", f"postgresql+psycopg://u@127.0.0.1:{free_port()}/x")
    with pytest.raises(ServeError, match=r"pip install 'hjkit\[postgres\]'"):
        serve(host="127.0.0.1", port=free_port())


def test_serve_offers_a_folder_of_your_own_decks(database, tmp_path):
    """A deck of your own, naming shipped cards, is offered beside the shipped decks; a
    broken file is reported and left out."""
    decks = tmp_path / "mine" / "decks"
    decks.mkdir(parents=True)
    intro = (SHIPPED_CARDS / "intro-pack" / "decks" /
             "intro.yaml").read_text()
    (decks / "jungle-friends.yaml").write_text(
        intro.replace("id: intro", "id: jungle-friends", 1))
    (decks / "broken.yaml").write_text("deck: [\n")
    server = Server(database, free_port(), ("--cards", str(tmp_path / "mine")))
    try:
        status, body = server.request("GET", "/api/rulesets")
        ruleset = next(r for r in body["rulesets"] if r["name"] == "heroes-journey")
        decks_offered = {d["id"] for v in ruleset["variants"] for d in v["decks"]}
        assert status == 200 and {"intro", "jungle-friends"} <= decks_offered
    finally:
        output = server.stop()
    assert "broken.yaml" in output and "(left out)" in output


def test_the_default_database_is_in_the_users_data_folder_and_printed(tmp_path):
    data = tmp_path / "data home"
    server = Server(None, free_port(), env={"HJKIT_DATA_HOME": str(data)})
    try:
        assert server.request("POST", "/api/tables", {"ruleset": "heroes-journey",
                                                      "setup": SERVED_SETUP})[0] == 201
    finally:
        output = server.stop()
    assert (data / "companion.sqlite3").exists()
    assert f"Database: sqlite:///{data / 'companion.sqlite3'}" in output


def test_per_client_is_gone_with_a_message_naming_the_proxys_limit(tmp_path):
    env = {**os.environ, "HJKIT_DATABASE_URL": f"sqlite:///{tmp_path / 'x.db'}"}
    done = subprocess.run([*hjkit(), "serve", "--port", str(free_port()), "--per-client", "0"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "--per-client is gone" in done.stderr and "limit_conn" in done.stderr
    assert "--per-client" not in subprocess.run([*hjkit(), "serve", "--help"],
                                                capture_output=True, text=True).stdout


def test_database_names_a_sqlite_file_in_place_of_the_environment(tmp_path):
    chosen = tmp_path / "chosen.sqlite3"
    server = Server(None, free_port(), ("--database", str(chosen)),
                    env={"HJKIT_DATA_HOME": str(tmp_path / "unused")})
    try:
        assert server.request("POST", "/api/tables", {"ruleset": "heroes-journey",
                                                      "setup": SERVED_SETUP})[0] == 201
    finally:
        output = server.stop()
    assert chosen.exists() and not (tmp_path / "unused").exists()
    assert f"Database: sqlite:///{chosen}" in output
