"""Two phones tapping at once: exactly one action wins each version, in one process and
across two (two apps sharing one database, as two workers would)."""

from __future__ import annotations

import threading

from hjkit.games.heroes_journey.engine.actions import action_from_dict
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.engine.view import table_view
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

from .conftest import make_app


def race(clients, table_id, token_of, version, actions):
    """Post every action at once against version; the status codes."""
    barrier = threading.Barrier(len(actions))
    codes = [None] * len(actions)

    def post(i, action):
        client = clients[i % len(clients)]
        barrier.wait()
        answer = client.post(f"/api/tables/{table_id}/actions",
                             headers={"Authorization": f"Bearer {token_of(action)}"},
                             json={"version": version, "action": action})
        codes[i] = answer.status_code

    threads = [threading.Thread(target=post, args=(i, a)) for i, a in enumerate(actions)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return codes


def replay_log(client, table_id, setup) -> dict:
    """The table rebuilt from the log's actions by the rules core alone."""
    library, _ = load([SHIPPED_CARDS])
    table = new_table(setup["variant"], [(s["name"], library.decks[s["deck"]])
                                         for s in setup["seats"]], library, setup["seed"])
    for entry in client.get(f"/api/tables/{table_id}/log").json["entries"]:
        assert entry["kind"] == "action"
        table = apply(table, action_from_dict(entry["action"])).state
    return table_view(table)


def play_races(clients, rounds, width):
    first = clients[0]
    setup = {"variant": "standard", "seed": 5,
             "seats": [{"name": n, "deck": d} for n, d in
                       (("Ana", "oz"), ("Ben", "achaian"), ("Cy", "oz"), ("Di", "achaian"))]}
    created = first.post("/api/tables", json={"setup": setup}).json
    tokens = [s["token"] for s in created["seats"]]
    for _ in range(rounds):
        table = first.get(f"/api/tables/{created['id']}").json
        legal = table["state"]["legal_actions"]
        if not legal:
            break
        actions = [legal[i % len(legal)] for i in range(width)]
        codes = race(clients, created["id"], lambda a: tokens[a["seat"]], table["version"],
                     actions)
        assert codes.count(200) == 1, codes
        assert set(codes) == {200, 409}, codes
    final = first.get(f"/api/tables/{created['id']}").json
    assert final["version"] == rounds
    for client in clients:  # every worker reports the same table
        assert client.get(f"/api/tables/{created['id']}").json == final
    assert replay_log(first, created["id"], setup) == final["state"]


def test_many_threads_one_version_exactly_one_wins(app):
    play_races([app.test_client()], rounds=12, width=16)


def test_two_workers_sharing_a_database_exactly_one_wins(app, tmp_path, shipped_library):
    second = make_app(tmp_path, shipped_library)
    try:
        play_races([app.test_client(), second.test_client()], rounds=12, width=16)
    finally:
        second.extensions["hjkit.tables"].notifier.stop()
        second.extensions["hjkit.store"].dispose()
