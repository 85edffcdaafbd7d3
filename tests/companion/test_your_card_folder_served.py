"""`hjkit serve --cards` as a new user and a designer run it (issue 39, points 4 and 5): a
folder that does not exist yet is made and an empty one taken, each said at start, and the
deck builder saves into it; a copy of a shipped set replaces the shipped one, said at start,
and the builder offers the copy's cards."""

from __future__ import annotations

from tests.kit.test_your_card_folders import edited_copy

from .test_decks import LEGAL
from .test_serve import Server, free_port


def test_serve_makes_a_new_folder_saves_into_it_and_serves_a_copied_set(tmp_path):
    new = tmp_path / "new-cards"
    copy = edited_copy(tmp_path)
    server = Server(tmp_path / "served.sqlite3", free_port(),
                    ("--cards", str(new), "--cards", str(copy.parent)))
    try:
        status, catalogue = server.request("GET", "/decks/heroes-journey/catalogue.json")
        titles = {c["id"]: c["title"] for c in catalogue["cards"]}
        assert status == 200 and titles["dorothy-gale"] == "Dorothy of Kansas"
        status, saved = server.request("POST", "/decks/heroes-journey/save",
                                       {"deck": LEGAL, "folder": 0})
        assert status == 201, saved
    finally:
        output = server.stop()
    assert (new / "decks" / "road-to-troy.yaml").is_file()
    assert f"{new}: a new card folder, made now" in output
    assert f"{copy / 'cards.yaml'}: set 'first-wave' replaces the one in" in output
    assert "duplicate" not in output and "left out" not in output
