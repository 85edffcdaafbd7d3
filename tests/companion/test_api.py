"""Every answer of the table API: 200/201, 400, 403, 404, 409, 422, and undo and the log."""

from __future__ import annotations

import re

import pytest

from .conftest import INTRO_SETUP, create_table

STANDARD_SETUP = {"variant": "standard", "seed": 1,
                  "seats": [{"name": "Ana", "deck": "oz"}, {"name": "Ben", "deck": "achaian"},
                            {"name": "Cy", "deck": "oz"}]}


def test_create_answers_seats_with_tokens_links_and_the_first_prompt(client):
    answer = client.post("/api/tables", json={"setup": INTRO_SETUP})
    assert answer.status_code == 201
    body = answer.json
    assert answer.headers["Location"] == f"/api/tables/{body['id']}"
    assert body["version"] == 0 and body["undo"] is None
    assert [s["name"] for s in body["seats"]] == ["Ana", "Ben"]
    assert len({s["token"] for s in body["seats"]}) == 2
    assert body["seats"][1]["link"].endswith(f"/t/{body['id']}/seat/1#{body['seats'][1]['token']}")
    assert body["watch_code"] == body["id"] and body["watch_link"].endswith(f"/t/{body['id']}")
    assert "site 1" in body["state"]["prompt"] and body["state"]["legal_actions"]


def test_get_shows_the_table_without_tokens(client, table):
    body = client.get(f"/api/tables/{table.id}").json
    assert body["seats"] == [{"seat": 0, "name": "Ana"}, {"seat": 1, "name": "Ben"}]
    assert not re.search(r"'(host_)?token'", str(body))  # burden_tokens is a rule, not one


def test_a_legal_action_answers_the_new_state_and_its_sentences(table):
    first = table.state()
    action = first["state"]["legal_actions"][0]
    answer = table.act(action, 0, seat=action["seat"])
    assert answer.status_code == 200
    assert answer.json["version"] == 1
    assert any("site 1" in e["text"] for e in answer.json["events"])
    assert table.state()["version"] == 1


def test_the_seat_defaults_to_the_tokens_seat(table):
    action = dict(table.state()["state"]["legal_actions"][0])
    seat = action.pop("seat")
    answer = table.act(action, 0, seat=seat)
    assert answer.status_code == 200


def test_standard_bids_each_phone_bids_for_its_own_seat(client):
    seats = create_table(client, STANDARD_SETUP)
    assert seats.state()["state"]["step_id"] == "bids"
    for seat, amount in ((2, 1), (0, 3), (1, 0)):  # any order: a table-wide prompt
        answer = seats.act({"type": "bid", "amount": amount}, seat=seat)
        assert answer.status_code == 200, answer.json
    assert seats.state()["state"]["step_id"] == "turn_order"


@pytest.mark.parametrize(("body", "field"), [
    (None, "body"),
    ({"version": "3", "action": {"type": "pass"}}, "version"),
    ({"version": 0}, "action"),
    ({"version": 0, "action": {"type": "fly"}}, "action.type"),
    ({"version": 0, "action": {"type": "place_site"}}, "action.card_id"),
    ({"version": 0, "action": {"type": "bid", "amount": "2"}}, "action.amount"),
])
def test_malformed_actions_are_400_naming_the_field(table, body, field):
    answer = table.client.post(f"/api/tables/{table.id}/actions", headers=table.auth(0),
                               json=body)
    assert answer.status_code == 400
    assert answer.json["field"] == field and answer.json["error"] == "malformed"


@pytest.mark.parametrize(("setup", "field"), [
    ({"variant": "huge", "seats": []}, "variant"),
    ({"variant": "intro", "seats": []}, "seats"),
    ({"variant": "intro", "seats": [{"name": "", "deck": "intro"}]}, "seats[0].name"),
    ({"variant": "intro", "seats": [{"name": "Ana", "deck": "nope"}]}, "seats[0].deck"),
    ({"variant": "intro", "seed": "x", "seats": [{"name": "Ana", "deck": "intro"}]}, "seed"),
])
def test_malformed_setups_are_400_naming_the_field(client, setup, field):
    answer = client.post("/api/tables", json={"setup": setup})
    assert answer.status_code == 400 and answer.json["field"] == field


def test_unknown_ruleset_is_400(client):
    answer = client.post("/api/tables", json={"ruleset": "chess", "setup": {}})
    assert answer.status_code == 400 and answer.json["field"] == "ruleset"


def test_a_setup_the_rules_refuse_is_422(client):
    setup = {**INTRO_SETUP, "seats": [{"name": "Ana", "deck": "intro"}]}
    answer = client.post("/api/tables", json={"setup": setup})
    assert answer.status_code == 422 and answer.json["code"] == "setup"


def test_a_missing_token_is_401_and_a_wrong_one_403(table):
    path = f"/api/tables/{table.id}/actions"
    body = {"version": 0, "action": {"type": "pass"}}
    missing = table.client.post(path, json=body)
    assert missing.status_code == 401 and missing.headers["WWW-Authenticate"].startswith(
        "Bearer")
    wrong = {"Authorization": "Bearer not-a-seat"}
    assert table.client.post(path, json=body, headers=wrong).status_code == 403


def test_a_token_may_not_act_for_another_seat(table):
    action = table.state()["state"]["legal_actions"][0]
    other = 1 - action["seat"]
    answer = table.act(action, 0, seat=other)
    assert answer.status_code == 403
    assert "may not act for seat" in answer.json["message"]


def test_x_seat_token_header_works_too(table):
    action = table.state()["state"]["legal_actions"][0]
    answer = table.client.post(f"/api/tables/{table.id}/actions",
                               headers={"X-Seat-Token": table.tokens[action["seat"]]},
                               json={"version": 0, "action": action})
    assert answer.status_code == 200


@pytest.mark.parametrize("path", ["/api/tables/nosuch", "/api/tables/nosuch/log"])
def test_unknown_table_is_404_on_reads(client, path):
    answer = client.get(path)
    assert answer.status_code == 404 and answer.json["error"] == "not-found"


@pytest.mark.parametrize("path", ["actions", "undo"])
def test_unknown_table_is_404_on_writes(client, path):
    answer = client.post(f"/api/tables/nosuch/{path}", json={"version": 0})
    assert answer.status_code == 404


def test_a_stale_version_is_409_with_the_current_table(table):
    table.play_first_legal(2)
    action = table.state()["state"]["legal_actions"][0]
    answer = table.act(action, 1)
    assert answer.status_code == 409
    assert answer.json["version"] == 2 and answer.json["current"]["version"] == 2
    assert answer.json["current"]["state"]["legal_actions"][0] == action


def test_an_illegal_action_is_422_with_the_rule_code_and_sentence(table):
    to_act = table.state()["state"]["to_act"]
    other = 1 - to_act
    answer = table.act({"type": "pass", "seat": other}, 0, seat=other)
    assert answer.status_code == 422
    assert answer.json["code"] == "not-your-decision"
    assert "Ana" in answer.json["message"] or "Ben" in answer.json["message"]
    assert table.state()["version"] == 0


def test_undo_takes_back_the_last_action_once(table):
    before = table.state()
    after = table.play_first_legal(1)
    assert after["undo"]["undoes"] == 1 and after["undo"]["text"]
    undo = table.client.post(f"/api/tables/{table.id}/undo", headers=table.auth(1),
                             json={"version": 1})
    assert undo.status_code == 200
    assert undo.json["version"] == 2 and undo.json["state"] == before["state"]
    assert undo.json["events"][0]["text"].startswith("Ben undid ")
    again = table.client.post(f"/api/tables/{table.id}/undo", headers=table.auth(0),
                              json={"version": 1})
    assert again.status_code == 409  # a second phone confirming the same undo
    nothing = table.client.post(f"/api/tables/{table.id}/undo", headers=table.auth(0),
                                json={"version": 2})
    assert nothing.status_code == 422 and nothing.json["code"] == "nothing-to-undo"


def test_undo_needs_a_seat_token_and_a_version(table):
    path = f"/api/tables/{table.id}/undo"
    assert table.client.post(path, json={"version": 0}).status_code == 401
    answer = table.client.post(path, headers=table.auth(0), json={})
    assert answer.status_code == 400 and answer.json["field"] == "version"


def test_log_reads_as_sentences_with_the_players_names(table):
    table.play_first_legal(3)
    table.client.post(f"/api/tables/{table.id}/undo", headers=table.auth(0),
                      json={"version": 3})
    log = table.client.get(f"/api/tables/{table.id}/log").json
    assert [e["version"] for e in log["entries"]] == [1, 2, 3, 4]
    assert log["entries"][2]["undone"] and not log["entries"][1]["undone"]
    assert log["entries"][3]["kind"] == "undo" and log["entries"][3]["undoes"] == 3
    assert log["entries"][0]["player"] in ("Ana", "Ben")
    text = table.client.get(f"/api/tables/{table.id}/log?format=text")
    assert text.mimetype == "text/plain"
    lines = text.text.splitlines()
    assert any("Ana" in line for line in lines) and lines[-1].split()[0] == "4"
    assert "(undone)" in text.text


def test_healthz_and_rulesets(client):
    assert client.get("/healthz").json == {"status": "ok", "database": True, "streams": 0}
    catalog = client.get("/api/rulesets").json["rulesets"][0]
    assert catalog["name"] == "heroes-journey"
    intro = next(v for v in catalog["variants"] if v["id"] == "intro")
    assert {"id": "intro", "name": "The Jungle Book (intro pack)"} in intro["decks"]
    assert [v["max"] for v in catalog["variants"]] == [2, 8]  # from the variants themselves


def test_the_openapi_document_is_served(client):
    doc = client.get("/api/openapi.json").json
    assert doc["openapi"].startswith("3.")
    assert "/api/tables/{table_id}/actions" in doc["paths"]


def test_an_undo_confirmed_after_the_table_moved_on_is_refused(table):
    """The dialog showed version 1's action; a later action makes the confirmation stale,
    so it takes back nothing rather than the newer action."""
    shown = table.play_first_legal(1)["undo"]
    table.play_first_legal(1)
    answer = table.client.post(f"/api/tables/{table.id}/undo", headers=table.auth(1),
                               json={"version": shown["version"], "undoes": shown["undoes"]})
    assert answer.status_code == 409
    assert table.state()["version"] == 2


def test_an_undo_naming_another_action_than_the_latest_is_refused(table):
    table.play_first_legal(2)
    answer = table.client.post(f"/api/tables/{table.id}/undo", headers=table.auth(0),
                               json={"version": 2, "undoes": 1})
    assert answer.status_code == 409
    assert "no longer the latest action" in answer.json["message"]


def test_the_undo_says_who_undid_whose_action(table):
    table.play_first_legal(1)
    acted = table.client.get(f"/api/tables/{table.id}/log").json["entries"][0]
    undoer = 1 - acted["seat"]
    answer = table.client.post(f"/api/tables/{table.id}/undo", headers=table.auth(undoer),
                               json={"version": 1, "undoes": 1})
    names = ("Ana", "Ben")
    text = answer.json["events"][0]["text"]
    assert text.startswith(f"{names[undoer]} undid {names[acted['seat']]}'s action: ")
    entry = table.client.get(f"/api/tables/{table.id}/log").json["entries"][1]
    assert entry["undone_seat"] == acted["seat"]
    assert entry["undone_player"] == names[acted["seat"]]


def test_the_undo_names_the_action_not_what_followed_it(table):
    """Placing site 1 also begins the first turn; the undo is named after the placing."""
    after = table.play_first_legal(1)
    assert after["undo"]["text"] == after["undo"]["events"][0]
    assert "places" in after["undo"]["text"] and "protagonist" not in after["undo"]["text"]
    assert len(after["undo"]["events"]) > 1
