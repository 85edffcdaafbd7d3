"""Issue 42, weak list: `log?format=text` wrote a name's raw terminal escape codes, so a
player named "\\x1b]0;...\\x07" retitled the terminal of whoever read the log with curl.
Every control character is shown as its escape, and a name's newline starts no line."""

from __future__ import annotations

import unicodedata

from .conftest import INTRO_SETUP, create_table

HOSTILE = ["Ana\x1b[2J\x1b]0;owned\x07", "Ben\x9b31m\nFAKE  entry\u202e"]


def test_the_text_log_shows_no_control_character(client):
    setup = {**INTRO_SETUP, "seats": [{"name": n, "deck": "intro"} for n in HOSTILE]}
    table = create_table(client, setup)
    for version in range(3):
        action = table.state()["state"]["legal_actions"][0]
        table.act(action, version, seat=action["seat"])
    answer = client.get(f"/api/tables/{table.id}/log?format=text")
    text = answer.get_data(as_text=True)
    entries = client.get(f"/api/tables/{table.id}/log").json["entries"]
    assert any(name in e for entry in entries for e in entry["events"]
               for name in HOSTILE), entries  # the log's sentences name the players
    controls = [ch for ch in text if ch != "\n" and unicodedata.category(ch) in ("Cc", "Cf")]
    assert controls == [], controls
    lines = text.splitlines()
    assert len(lines) == sum(max(1, len(e["events"])) for e in entries)
    assert all(line[:4].strip().isdigit() for line in lines), lines
    assert "\\x1b[2J" in text or "\\x9b31m" in text  # the names are there, escaped
