"""Action hands are secret: "Each player Draws a Hand of 5 Action Cards. This is their
Starting Hand." A player holds the hand; the others see how many cards it has. Checked
through the companion's API: the watch view, the log (JSON and text), the event stream, the
pages' data, and another seat's token see no hand, no card Pray took, no Fortune look."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from hjkit.games.heroes_and_quests.engine.actions import EndTurn, Move, Terrain
from hjkit.games.heroes_and_quests.engine.setup import new_table
from hjkit.games.heroes_and_quests.engine.table import destinations, distance
from hjkit.games.heroes_and_quests.engine.view import table_view
from hjkit.games.heroes_and_quests.game import HeroesAndQuests
from tests.companion.conftest import CheckedClient, create_table, make_app
from tests.companion.test_secrets import everything_readable, json_documents, page_data, walk_dicts

from .conftest import act, playing, seat, square_of

NAMES = ["Ana", "Ben"]


@pytest.fixture
def client(tmp_path, library):
    app = make_app(tmp_path, None, GAMES=["heroes-and-quests"])
    app.extensions["hjkit.cards"] = {"heroes-and-quests": library}
    yield CheckedClient(app.test_client())
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


def secrets_shown(text: str, viewer: int | None = None) -> list:
    """What a JSON text (or the JSON lines of a stream) shows that only another seat may
    see: a hand, a Fortune look, a card play offered, a Pray choice."""
    shown = []

    def visit(value: dict) -> bool:
        if "seats" in value and "legal_actions" in value:  # a view
            shown.extend(s for i, s in enumerate(value["seats"]) if i != viewer
                         and {"hand", "cards", "fortune"} & set(s))
            shown.extend(a for a in value["legal_actions"] if a["seat"] != viewer and (
                a["type"] == "play" or "choice" in a and a["action"] == "Pray"))
            return False
        if value.get("action") == "Pray" and "choice" in value:
            shown.append(value)
        return True

    for document in json_documents(text):
        walk_dicts(document, visit)
    return shown


def readable(client, table) -> dict[str, tuple[str, int | None]]:
    """everything_readable for Ben (seat 1): each text with the seat that may read it; a
    page's data is its table snapshot (its card list is the whole printed catalog)."""
    found = {}
    for where, text in everything_readable(client, table, [1]).items():
        if "page" in where:
            text = json.dumps(json.loads(page_data(text))["snapshot"])
        found[where] = (text, 1 if "seat 1" in where else None)
    return found


def prayer_table(library) -> tuple[int, int, int]:
    """A seed whose map has a starting tile next to a tile that offers Pray, with no quest
    on it: (seed, start space, Pray space)."""
    for seed in range(200):
        table = new_table(NAMES, "short", "companion", seed, library)
        quests = {s for _, s in table.markers}
        for start, kind in enumerate(table.board):
            if not library.tiles[kind].start:
                continue
            for near, other in enumerate(table.board):
                if (distance(start, near) == 1 and near not in quests
                        and "Pray" in library.tiles[other].actions):
                    return seed, start, near
    raise AssertionError("no seed in 0-199 lays a Pray tile beside a start")


def test_the_watch_view_and_another_seat_see_no_hand(client, library):
    """"Max Hand size is 5 Cards.": the others see the size, never the cards."""
    table = create_table(client, {"variant": "short", "seed": 4,
                                  "seats": [{"name": n} for n in NAMES]})
    path = f"/api/tables/{table.id}"
    own = client.get(path, headers=table.auth(0)).json["state"]["seats"]
    assert own[0]["hand_size"] == len(own[0]["hand"]) == 5 and "hand" not in own[1]
    watch = client.get(path).json["state"]["seats"]
    assert [s["hand_size"] for s in watch] == [5, 5] and "hand" not in watch[0]
    for where, (text, viewer) in readable(client, table).items():
        assert secrets_shown(text, viewer) == [], f"Ana's hand shows in the {where}"


def test_pray_takes_a_card_no_one_else_sees(client, library):
    """"Pray – Search Action Deck for a Card and put it in your Hand": the log says Ana
    prayed, not which card she took, until the game is over."""
    seed, start, temple = prayer_table(library)
    table = create_table(client, {"variant": "short", "seed": seed,
                                  "seats": [{"name": n} for n in NAMES]})
    for seat_no in (0, 1):
        assert table.act({"type": "move", "seat": seat_no, "to": start}).status_code == 200
    assert table.act({"type": "move", "seat": 0, "to": temple}).status_code == 200
    mine = client.get(f"/api/tables/{table.id}", headers=table.auth(0)).json["state"]
    prays = [a for a in mine["legal_actions"] if a.get("action") == "Pray"]
    bens = client.get(f"/api/tables/{table.id}", headers=table.auth(1)).json["state"]
    held = {*mine["seats"][0]["hand"], *bens["seats"][1]["hand"]}
    wanted = next(a["choice"] for a in prays if a["choice"] not in held)
    watch = client.get(f"/api/tables/{table.id}").json["state"]
    assert not [a for a in watch["legal_actions"] if a.get("action") == "Pray"]
    answer = table.act({"type": "terrain", "seat": 0, "action": "Pray", "choice": wanted})
    assert answer.status_code == 200 and wanted in answer.json["state"]["seats"][0]["hand"]
    name = library.actions[wanted].name
    for where, (text, viewer) in readable(client, table).items():
        assert secrets_shown(text, viewer) == [], f"a secret shows in the {where}"
        assert name not in text, f"{name} shows in the {where}"
    log = client.get(f"/api/tables/{table.id}/log").json["entries"]
    assert log[-1]["action"] == {"type": "terrain", "seat": 0, "action": "Pray"}
    assert log[-1]["events"][0] == "Ana takes the terrain action Pray"


def test_a_fortune_look_is_its_players_alone(library):
    """"Fortune – Look at next 5 Cards in Any Deck": the player looks; the log says so
    without the cards, and the look shows on that player's phone until the next turn."""
    table = playing(library)
    table = replace(seat(table, 0, square=square_of(table, "port"), gold=1), phase="terrain")
    top = table.deck("heroes").draw[:5]
    table, events = act(table, Terrain(0, "Fortune", "heroes"))
    names = [library.heroes[h].name for h in top]
    assert events == ["P1 takes the terrain action Fortune (the Hero deck)",
                      "P1 looks at the next 5 cards of the Hero deck"]
    assert table_view(table, 0)["seats"][0]["fortune"] == {"deck": "heroes", "cards": names}
    table, _ = act(table, EndTurn(0))
    assert table_view(table, 0)["seats"][0]["fortune"]["cards"] == names  # during P2's turn
    for text in (json.dumps(table_view(table)), json.dumps(table_view(table, 1))):
        assert not any(n in text for n in names)
    table, _ = act(table, Move(1, destinations(table)[0]))
    table, _ = act(table, Terrain(1, "Nothing"))
    table, _ = act(table, EndTurn(1))
    assert table.turn == 0 and table_view(table, 0)["seats"][0]["fortune"] is None


def test_the_log_shows_a_pray_choice_once_the_game_is_over(library):
    """The stored action keeps the card for replay; once nothing is secret any more the
    log shows it whole."""
    game = HeroesAndQuests()
    stored = {"type": "terrain", "seat": 0, "action": "Pray", "choice": "second-wind"}
    table = playing(library)
    assert game.public_action(stored, table) == {"type": "terrain", "seat": 0,
                                                 "action": "Pray"}
    assert game.public_action(stored, replace(table, phase="over", winner=0)) == stored


def test_cards_drawn_into_a_hand_at_a_table_dealing_by_hand_stay_out_of_the_log(library):
    """Issue 29, point 2: with hand-shuffled decks every action names the cards it draws;
    the action cards among them go into the player's secret hand ("Each player Draws a Hand
    of 5 Action Cards"), so the log shows the other cards drawn (relics, heroes, quests: face
    up) and leaves the action cards out until the game is over."""
    from hjkit.games.heroes_and_quests.engine.actions import action_to_dict
    from hjkit.games.heroes_and_quests.engine.playout import random_policy
    from hjkit.games.heroes_and_quests.engine.table import apply, legal_actions
    from hjkit.kit.playout import play_out

    from .conftest import new
    from .test_laid_by_hand import naming_player

    game = HeroesAndQuests()
    table = replace(new(library, dice="companion", seed=4), by_hand=True)
    after = []
    played = play_out(table, 4, legal_actions, apply, lambda t: t.is_over,
                      naming_player(library, random_policy), 20_000, after.append)
    hidden = shown = 0
    for action, state in zip(played.actions[:-1], after[:-1], strict=True):  # in play
        stored = action_to_dict(action)
        public = game.public_action(stored, state)
        drawn = stored.get("draws", [])
        secret = [c for c in drawn if c in library.actions]
        assert public.get("draws", []) == [c for c in drawn if c not in library.actions]
        assert {k: v for k, v in public.items() if k != "draws"} == {
            k: v for k, v in stored.items() if k != "draws"} or stored.get("action") == "Pray"
        hidden += len(secret)
        shown += len(drawn) - len(secret)
    assert hidden > 10 and shown > 0, (hidden, shown)
    assert game.public_action(action_to_dict(played.actions[-1]), played.end) == \
        action_to_dict(played.actions[-1])  # once the game is over, all is shown
