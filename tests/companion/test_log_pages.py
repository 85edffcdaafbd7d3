"""A long game's log is read a page at a time (issue 42: "A 100,000-action table ... GET
/log sends 18.3 MB, a reconnect from version 0 sends 3.5 MB: ... pages of log"): the log
answers at most a page, says where the next starts (in the body and a Link header), and a
stream's catch-up brings a phone far behind no entries, so it reads the last page."""

from __future__ import annotations

from hjkit.companion import api, service

from .test_stream import Stream


def test_the_log_comes_a_page_at_a_time_with_the_next_pages_start(client, table):
    table.play_first_legal(5)
    path = f"/api/tables/{table.id}/log"
    first = client.get(f"{path}?limit=2")
    assert [e["version"] for e in first.json["entries"]] == [1, 2]
    assert first.json["version"] == 5 and first.json["next"] == 2
    assert first.headers["Link"] == f'<{path}?format=json&after=2&limit=2>; rel="next"'
    rest = client.get(f"{path}?after=2")
    assert [e["version"] for e in rest.json["entries"]] == [3, 4, 5]
    assert rest.json["next"] is None and "Link" not in rest.headers
    whole = client.get(path).json
    assert [e["version"] for e in whole["entries"]] == [1, 2, 3, 4, 5]
    text = client.get(f"{path}?format=text&after=3&limit=1")
    assert text.text.split()[0] == "4" and 'after=4&limit=1>; rel="next"' in text.headers["Link"]


def test_no_answer_brings_more_than_a_page(client, table, monkeypatch):
    monkeypatch.setattr(api, "LOG_PAGE", 3)
    table.play_first_legal(5)
    answer = client.get(f"/api/tables/{table.id}/log").json
    assert len(answer["entries"]) == 3 and answer["next"] == 3


def test_a_bad_page_is_a_400_naming_the_parameter(client, table):
    path = f"/api/tables/{table.id}/log"
    for query, field in (("after=-1", "after"), ("after=x", "after"), ("limit=0", "limit"),
                         ("limit=1001", "limit"), ("after=" + "9" * 5000, "after")):
        answer = client.get(f"{path}?{query}")
        assert answer.status_code == 400 and answer.json["field"] == field, query


def test_a_stream_catches_up_a_phone_a_little_behind_not_one_far_behind(client, table,
                                                                          monkeypatch):
    monkeypatch.setattr(service, "CATCH_UP_LIMIT", 3)
    table.play_first_legal(5)
    near = Stream(client.raw, f"/api/tables/{table.id}/events", headers={"Last-Event-ID": "2"})
    assert [e["version"] for e in near.next_message()["data"]["log"]] == [3, 4, 5]
    near.close()
    far = Stream(client.raw, f"/api/tables/{table.id}/events", headers={"Last-Event-ID": "1"})
    message = far.next_message()
    far.close()
    assert message["id"] == 5 and message["data"]["log"] == []  # it reads the last page
