"""The deck builder's endpoints (/decks/<game>): the catalogue, the rules' verdict in their
own words, save and open, print, play."""

from __future__ import annotations

import io
import zipfile

import pytest
import yaml
from pypdf import PdfReader

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

from .conftest import make_app

BASE = "/decks/heroes-journey"
OZ_CAMPAIGN = {
    "dorothy-gale": 2, "toto": 1, "the-scarecrow": 2, "nick-chopper": 2,
    "the-cowardly-lion": 2, "munchkin-farmer": 1, "nick-choppers-axe": 2, "the-oil-can": 1,
    "friends-on-the-road": 2, "the-golden-cap": 1, "kiss-of-the-north-witch": 2,
    "glindas-counsel": 2, "queen-of-the-field-mice": 2, "good-witchs-blessing": 3,
    "a-bucket-of-water": 1, "scarecrows-plan": 2, "humbug-of-oz": 2}
TROY_ADVERSARY = {
    "hektor": 2, "paris": 1, "aineias": 1, "sarpedon": 1, "pandaros": 1,
    "trojan-spearman": 2, "trojan-archer": 4, "dardanian-charioteer": 3, "lykian-ally": 2,
    "hektors-helm": 1, "plague-of-apollo": 2, "well-built-walls": 1, "the-palladion": 1,
    "hektors-charge": 3, "trojan-volley": 2, "broken-oath": 1, "rally-at-the-skaian-gate": 1,
    "night-raid": 1}
OZ_ATLAS = ["the-silver-shoes", "munchkin-country", "scarecrows-cornfield",
            "tin-woodmans-forest", "kalidah-ravine", "deadly-poppy-field", "emerald-city",
            "winkie-country", "castle-of-the-wicked-witch", "glindas-castle"]
LEGAL = {"deck": {"id": "road-to-troy", "name": "The Road to Troy", "variant": "standard"},
         "book": {**OZ_CAMPAIGN, **TROY_ADVERSARY}, "atlas": OZ_ATLAS}
SHORT = {**LEGAL, "deck": {**LEGAL["deck"], "id": "short-road", "name": "Short Road"},
         "book": {k: v for k, v in OZ_CAMPAIGN.items() if k not in ("good-witchs-blessing",
                                                                     "humbug-of-oz",
                                                                     "the-oil-can")}
         | TROY_ADVERSARY}


@pytest.fixture
def folder(tmp_path):
    mine = tmp_path / "my-cards"
    mine.mkdir()
    return mine


@pytest.fixture
def saving(tmp_path, shipped_library, folder):
    """An app with a card folder of the player's own (CARD_PATHS)."""
    app = make_app(tmp_path, shipped_library, CARD_PATHS=[str(folder)])
    app.extensions["hjkit.cards"].clear()  # read the folder beside the shipped cards
    yield app.test_client()
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


def test_the_books_in_the_tests_hold_the_sizes_they_claim():
    assert sum(OZ_CAMPAIGN.values()) == sum(TROY_ADVERSARY.values()) == 30
    assert sum(SHORT["book"].values()) == 54


def test_the_home_page_links_the_builder(client):
    assert f'href="{BASE}"' in client.raw.get("/").text


def test_the_catalogue_lists_every_card_with_what_the_filters_read(client, shipped_library):
    answer = client.raw.get(f"{BASE}/catalogue.json").json
    assert {c["id"] for c in answer["cards"]} == set(shipped_library.cards)
    dorothy = next(c for c in answer["cards"] if c["id"] == "dorothy-gale")
    assert dorothy | {"text": ""} == dorothy | {
        "title": "Dorothy Gale", "set": "first-wave", "zone": "book", "type": "companion",
        "side": "campaign", "culture": "oz", "unique": True, "text": ""}
    assert {s["id"]: s["source"] for s in answer["sets"]} == {
        "first-wave": "shipped", "intro-pack": "shipped"}
    assert {"oz", "achaian", "intro"} <= {d["id"] for d in answer["decks"]}


SHERWOOD = """
set: {id: sherwood, name: Sherwood, variant: standard}
cultures:
  - {id: greenwood, name: Greenwood, side: campaign, icon: bow}
cards:
  - id: little-john
    title: Little John
    type: companion
    unique: true
    side: campaign
    culture: greenwood
    cost: 2
    strength: 6
    health: 3
    keywords: ["Defender +1"]
    text: "Defender +1."
"""


def test_the_catalogue_offers_the_sets_of_the_cards_folders(saving, folder):
    (folder / "sherwood").mkdir()
    (folder / "sherwood" / "cards.yaml").write_text(SHERWOOD)
    answer = saving.get(f"{BASE}/catalogue.json").json
    assert {"id": "sherwood", "name": "Sherwood", "variant": "standard",
            "source": "your cards"} in answer["sets"]
    john = next(c for c in answer["cards"] if c["id"] == "little-john")
    assert (john["set"], john["culture_name"], john["cost"]) == ("sherwood", "Greenwood", 2)


def test_a_game_without_decks_has_no_builder(tmp_path, shipped_library):
    app = make_app(tmp_path, shipped_library, GAMES=["heroes-journey", "heroes-and-quests"])
    try:
        client = app.test_client()
        assert client.get("/decks/heroes-and-quests").status_code == 404
        assert client.get("/decks/no-such-game").status_code == 404
        home = client.get("/").text
        assert home.count('href="/decks/') == 1 and f'href="{BASE}"' in home
        assert "/decks/heroes-and-quests" not in client.get("/decks/").text
    finally:
        app.extensions["hjkit.tables"].notifier.stop()
        app.extensions["hjkit.store"].dispose()


def test_a_legal_deck_is_legal_with_the_counts_the_rules_care_about(client):
    answer = client.raw.post(f"{BASE}/check", json={"deck": LEGAL}).json
    assert answer["legal"] is True and answer["problems"] == []
    counts = {c["label"]: c["value"] for c in answer["counts"]}
    assert counts["Campaign"] == counts["Adversary"] == 30
    assert counts["Sites 1-3"] == counts["Sites 4-6"] == counts["Sites 7-9"] == 3
    assert counts["Heroes for the quest need"] == "Dorothy Gale"
    assert "Dorothy Gale 2, Hektor 2," in counts["Copies of unique cards"]


def test_an_illegal_deck_says_each_broken_rule_in_its_words(client):
    """'Your book must consists of an equal number of campaign and adversary cards. The
    minimum of campaign cards for a deck is 30' (full rules, deck building)."""
    answer = client.raw.post(f"{BASE}/check", json={"deck": SHORT}).json
    assert answer["legal"] is False
    messages = [p["message"] for p in answer["problems"]]
    assert messages == [
        "the book has 24 campaign and 30 adversary cards; it 'must consist of an equal "
        "number of campaign and adversary cards'",
        "the book has 24 campaign cards; the minimum is 30"]


def test_a_deck_being_built_may_be_empty_and_is_told_what_it_lacks(client):
    empty = {"deck": {"id": "new", "name": "New"}, "book": {}, "atlas": []}
    answer = client.raw.post(f"{BASE}/check", json={"deck": empty}).json
    codes = [p["code"] for p in answer["problems"]]
    assert "atlas-no-quest-need" in codes and "book-too-few-campaign" in codes


def test_an_unknown_card_is_a_problem_and_a_bad_field_is_named(client):
    answer = client.raw.post(f"{BASE}/check", json={"deck": {
        **LEGAL, "book": {**LEGAL["book"], "no-such-card": 1}}}).json
    assert answer["problems"][0] == {"code": "unknown-card", "warning": False,
                                     "message": "card 'no-such-card' does not exist"}
    bad = client.raw.post(f"{BASE}/check", json={"deck": {**LEGAL, "book": {"toto": 0}}})
    assert bad.status_code == 400 and bad.json["field"] == "deck.book.toto"


def test_the_deck_file_is_what_hjkit_check_reads(client, tmp_path, shipped_library):
    answer = client.raw.post(f"{BASE}/file", json={"deck": LEGAL})
    assert answer.headers["Content-Disposition"] == 'attachment; filename="road-to-troy.yaml"'
    path = tmp_path / "mine" / "decks" / "road-to-troy.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(answer.text)
    library, problems = load([SHIPPED_CARDS, path.parent.parent])
    assert problems == []
    assert library.decks["road-to-troy"].file.book == LEGAL["book"]
    assert "  # campaign: 30\n" in answer.text and "  # adversary: 30\n" in answer.text


def test_save_and_open_round_trip(saving, folder):
    saved = saving.post(f"{BASE}/save", json={"deck": LEGAL, "folder": 0})
    assert saved.status_code == 201, saved.json
    path = folder / "decks" / "road-to-troy.yaml"
    assert saved.json["path"] == str(path.resolve()) and path.is_file()
    opened = saving.get(f"{BASE}/decks/road-to-troy").json
    assert opened["deck"]["book"] == LEGAL["book"]
    assert opened["deck"]["atlas"] == OZ_ATLAS
    # the home page now offers the saved deck to a seat
    assert "The Road to Troy" in saving.get("/").text


def test_save_never_replaces_a_file_unless_asked(saving, folder):
    assert saving.post(f"{BASE}/save", json={"deck": LEGAL}).status_code == 201
    changed = {**LEGAL, "book": {**LEGAL["book"], "toto": 2}}
    again = saving.post(f"{BASE}/save", json={"deck": changed})
    assert again.status_code == 409 and "save again to replace it" in again.json["message"]
    assert yaml.safe_load((folder / "decks" / "road-to-troy.yaml").read_text())[
        "book"]["toto"] == 1
    assert saving.post(f"{BASE}/save", json={"deck": changed, "replace": True}).status_code == 201
    assert yaml.safe_load((folder / "decks" / "road-to-troy.yaml").read_text())[
        "book"]["toto"] == 2


def test_a_hand_edited_deck_file_opens_as_edited_and_no_save_replaces_it_unseen(saving,
                                                                                folder):
    """Issue 39: the server's copy of a deck read at start is stale once a designer edits
    its file; opening reads the file, and a save from an older version is refused with the
    disk's version and deck, the file untouched, until the page sends that version."""
    saved = saving.post(f"{BASE}/save", json={"deck": LEGAL})
    assert saved.status_code == 201
    opened = saving.get(f"{BASE}/decks/road-to-troy").json  # the cards load, this deck too
    assert opened["version"] == saved.json["version"]
    path = folder / "decks" / "road-to-troy.yaml"
    edited = path.read_text().replace("  toto: 1\n", "  toto: 3\n")
    path.write_text(edited)
    reopened = saving.get(f"{BASE}/decks/road-to-troy").json
    assert reopened["deck"]["book"]["toto"] == 3 and reopened["version"] != opened["version"]

    mine = {**LEGAL, "book": {**LEGAL["book"], "dorothy-gale": 1}}
    for replace in (False, True):
        answer = saving.post(f"{BASE}/save", json={"deck": mine, "replace": replace,
                                                   "version": opened["version"]})
        assert answer.status_code == 409 and answer.json["error"] == "changed", answer.json
        assert answer.json["version"] == reopened["version"]
        assert answer.json["disk"]["deck"]["book"]["toto"] == 3
        assert path.read_text() == edited
    kept = saving.post(f"{BASE}/save", json={"deck": mine, "version": reopened["version"]})
    assert kept.status_code == 201
    assert yaml.safe_load(path.read_text())["book"]["dorothy-gale"] == 1


def test_a_save_over_the_file_it_opened_needs_no_asking_and_a_broken_file_is_named(
        saving, folder):
    saved = saving.post(f"{BASE}/save", json={"deck": LEGAL}).json
    changed = {**LEGAL, "book": {**LEGAL["book"], "toto": 2}}
    again = saving.post(f"{BASE}/save", json={"deck": changed, "version": saved["version"]})
    assert again.status_code == 201 and again.json["version"] != saved["version"]
    path = folder / "decks" / "road-to-troy.yaml"
    path.write_text(path.read_text().replace("  toto: 2\n", "  toto: lots\n"))
    answer = saving.post(f"{BASE}/save", json={"deck": LEGAL, "version": again.json["version"]})
    assert answer.status_code == 409 and answer.json["disk"]["deck"] is None
    assert "road-to-troy.yaml:" in answer.json["disk"]["problem"]
    assert "book.toto" in answer.json["disk"]["problem"]
    opened = saving.get(f"{BASE}/decks/road-to-troy")
    assert opened.status_code == 400 and "road-to-troy.yaml:" in opened.json["message"]
    path.write_text(path.read_text().replace("  toto: lots\n", "  toto: 1\n"))
    for _ in range(2):  # found in the folder, then loaded with the cards
        assert saving.get(f"{BASE}/decks/road-to-troy").status_code == 200
    path.unlink()
    gone = saving.get(f"{BASE}/decks/road-to-troy")
    assert gone.status_code == 404 and "no longer there" in gone.json["message"]


def test_save_refuses_a_shipped_decks_id_and_paths_outside_the_folder(saving, folder):
    oz = {**LEGAL, "deck": {**LEGAL["deck"], "id": "oz"}}
    answer = saving.post(f"{BASE}/save", json={"deck": oz})
    assert answer.status_code == 409 and "already loaded from" in answer.json["message"]
    for bad_id in ("../escape", "/etc/passwd", "a/b", "..", ""):
        escaping = {**LEGAL, "deck": {**LEGAL["deck"], "id": bad_id}}
        answer = saving.post(f"{BASE}/save", json={"deck": escaping})
        assert answer.status_code == 400 and answer.json["field"] == "deck.deck.id", bad_id
    assert saving.post(f"{BASE}/save", json={"deck": LEGAL, "folder": 3}).status_code == 400
    assert list(folder.rglob("*")) == []


def test_save_without_a_card_folder_says_how_to_get_one(client):
    answer = client.raw.post(f"{BASE}/save", json={"deck": LEGAL})
    assert answer.status_code == 409 and "--cards FOLDER" in answer.json["message"]


def test_opening_a_deck_file_from_the_phone_reads_it_as_check_does(client):
    text = client.raw.post(f"{BASE}/file", json={"deck": LEGAL}).text
    opened = client.raw.post(f"{BASE}/open", json={"name": "troy.yaml", "text": text}).json
    assert opened["deck"]["book"] == LEGAL["book"]
    broken = text.replace("  toto: 1\n", "  toto: lots\n")
    answer = client.raw.post(f"{BASE}/open", json={"name": "troy.yaml", "text": broken})
    line = text.splitlines().index("  toto: 1") + 1
    assert answer.status_code == 400
    assert answer.json["message"].startswith(f"file: troy.yaml:{line}: [book.toto]")


def test_a_deck_file_keeps_card_ids_yaml_would_read_as_numbers_or_yes(client):
    """Found by schemathesis: an id such as "0", "no" or "0x1f" was written bare, and read
    back as a number or a yes/no, so the downloaded file did not open again."""
    odd = {"deck": {"id": "odd-ids", "name": "Odd ids"}, "book": {"0": 2, "no": 1},
           "atlas": ["0x1f", "on"], "starting_party": ["null"]}
    read = yaml.safe_load(client.raw.post(f"{BASE}/file", json={"deck": odd}).text)
    assert (read["book"], read["atlas"], read["starting_party"]) == (
        odd["book"], odd["atlas"], odd["starting_party"])


def _pdfs(answer) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(answer.data)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def test_print_gives_the_books_and_atlas_pdfs_whose_codes_decode(client, tmp_path):
    from tests.generator.conftest import pdftoppm
    from tests.generator.pdfs import decode_qr, render

    pdftoppm()
    answer = client.raw.post(f"{BASE}/print", json={"deck": LEGAL, "options": {
        "paper": "a4", "duplex": "long", "gutter": 6, "backs": "light"}})
    assert answer.status_code == 200, answer.json
    assert answer.headers["X-Proxies"] == "no"
    files = _pdfs(answer)
    assert sorted(files) == ["road-to-troy-atlas.pdf", "road-to-troy-book.pdf"]
    book = tmp_path / "book.pdf"
    book.write_bytes(files["road-to-troy-book.pdf"])
    found = decode_qr(render(book, 0, 200, tmp_path))
    assert found and all(url.startswith("http://localhost/c/") for url in found)
    assert set(u.rsplit("/", 1)[1] for u in found) <= set(LEGAL["book"])


def test_an_illegal_deck_prints_only_as_proxies(client):
    answer = client.raw.post(f"{BASE}/print", json={"deck": SHORT, "options": {
        "proxy": False, "part": "atlas"}})
    assert answer.status_code == 200
    assert answer.headers["X-Proxies"] == "yes"
    assert answer.mimetype == "application/pdf"
    assert 'filename="short-road-atlas-proxies.pdf"' in answer.headers["Content-Disposition"]
    pdf = PdfReader(io.BytesIO(answer.data))
    assert "(proxies)" in pdf.metadata.title
    assert "PROXY" in pdf.pages[0].extract_text()


def test_one_print_at_a_time(client):
    from hjkit.companion import decks

    with decks.PRINTING:
        answer = client.raw.post(f"{BASE}/print", json={"deck": LEGAL})
    assert answer.status_code == 503 and answer.headers["Retry-After"] == "5"


def test_bad_print_options_are_named(client):
    answer = client.raw.post(f"{BASE}/print", json={"deck": LEGAL, "options": {"gutter": 99}})
    assert answer.status_code == 400 and answer.json["field"] == "options.gutter"


def test_play_starts_a_table_with_the_deck_in_a_seat(client):
    setup = client.raw.post(f"{BASE}/play", json={"deck": LEGAL, "seats": [
        {"name": "Ana", "deck": None}, {"name": "Ben", "deck": "achaian"}]}).json
    created = client.post("/api/tables", json=setup)
    assert created.status_code == 201, created.json
    table = client.get(f"/api/tables/{created.json['id']}").json
    assert [s["deck_id"] for s in table["state"]["seats"]] == ["road-to-troy", "achaian"]


def test_an_illegal_deck_cannot_take_a_seat(client):
    setup = client.raw.post(f"{BASE}/play", json={"deck": SHORT, "seats": [
        {"name": "Ana", "deck": None}, {"name": "Ben", "deck": None}]}).json
    refused = client.post("/api/tables", json=setup)
    assert refused.status_code == 422
    assert "the minimum is 30" in refused.json["message"]


def test_a_deck_link_draws_as_a_qr_code(client):
    answer = client.raw.post(f"{BASE}/qr.svg", json={"text": "http://localhost/decks/x#d"
                                                     + "a" * 900})
    assert answer.status_code == 200 and answer.mimetype == "image/svg+xml"
    assert client.raw.post(f"{BASE}/qr.svg", json={"text": "a" * 3000}).status_code == 400


def test_try_it_plays_the_deck_against_another_with_the_simulated_player(client):
    """Issue 30: "a 'Try it' panel in the deck builder play N games of the deck against
    another with the rules core ... and report win rates with a 95% interval, first-player
    advantage, average game length and the cards most often played"."""
    answer = client.raw.post(f"{BASE}/try", json={"deck": LEGAL, "against": "achaian",
                                                  "games": 4})
    assert answer.status_code == 200, answer.json
    result = answer.json
    assert [side["deck"] for side in result["sides"]] == ["road-to-troy", "achaian"]
    assert sum(side["wins"] for side in result["sides"]) + result["undecided"] == 4
    for side in result["sides"]:
        low, high = side["interval"]
        assert 0 <= low <= side["rate"] <= high <= 1
        assert all(card in LEGAL["book"] or card in LEGAL["atlas"] for card, _ in side["played"]
                   ) or side["deck"] == "achaian"
    assert result["mean_actions"] > 0
    # issue 38: "game length in turns ..., how each game ended ..., and per card: how often
    # it was played after setup and the win rate of the games where it was played against
    # those where it was not, with intervals"
    assert result["turns"]["low"] <= result["turns"]["median"] <= result["turns"]["high"]
    assert sum(count for _, count in result["endings"]) == 4
    for side in result["sides"]:
        for card, (played, count) in zip(side["cards"], side["played"], strict=True):
            assert (card["id"], card["count"]) == (played, count)
            without = card["without"]["games"] if card["without"] else 0
            assert card["games"] + without == 4
    assert result["player"] == "greedy"
    assert result["verdict"][0] in ("The Road to Troy is stronger",
                                    "The Long Way Home is stronger",
                                    "no difference between the decks")


def test_try_it_refuses_an_illegal_deck_in_the_rule_s_words_and_bounds_its_games(client):
    refused = client.raw.post(f"{BASE}/try", json={"deck": SHORT, "games": 2})
    assert refused.status_code == 409 and "the minimum is 30" in refused.json["message"]
    too_many = client.raw.post(f"{BASE}/try", json={"deck": LEGAL, "games": 5000})
    assert too_many.status_code == 400 and too_many.json["field"] == "games"


def test_a_deck_named_as_a_windows_device_is_refused_before_any_file_is_written(saving,
                                                                               folder):
    """Issue 42: "Windows-reserved deck names (con, nul, ...) are accepted ... Names
    portable on every system"."""
    for name in ("con", "nul", "com1", "lpt9"):
        deck = {**LEGAL, "deck": {**LEGAL["deck"], "id": name}}
        answer = saving.post(f"{BASE}/save", json={"deck": deck})
        assert answer.status_code == 400, name
        assert answer.json["field"] == "deck.deck.id" and "Windows" in answer.json["message"]
        assert not (folder / "decks" / f"{name}.yaml").exists()


def test_a_planted_link_where_the_temporary_file_once_was_is_never_followed(saving, folder,
                                                                            tmp_path):
    """Issue 42: "a planted symlink decks/.<id>.yaml.saving is followed and the file it
    points to overwritten ... temporary files created exclusively"."""
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    decks = folder / "decks"
    decks.mkdir(exist_ok=True)
    (decks / ".road-to-troy.yaml.saving").symlink_to(victim)
    assert saving.post(f"{BASE}/save", json={"deck": LEGAL}).status_code == 201
    assert victim.read_text() == "keep me"
    assert yaml.safe_load((decks / "road-to-troy.yaml").read_text())["deck"]["id"] == \
        "road-to-troy"
    assert not [p for p in decks.iterdir() if p.name.endswith(".saving")
                and not p.is_symlink()]  # no temporary file left behind
