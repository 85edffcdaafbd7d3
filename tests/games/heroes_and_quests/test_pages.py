"""The game's pages: a card's or tile's rulings page (the address its QR code opens), the
rules page with every ruling, and the phone script served from the game's blueprint."""

from __future__ import annotations

import pytest

from hjkit.companion import create_app
from hjkit.games.heroes_and_quests.rulings import RULINGS


@pytest.fixture
def client(tmp_path):
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{tmp_path / 't.db'}",
                      "ALLOW_CLIENT_SEED": True, "GAMES": ["heroes-and-quests"]})
    yield app.test_client()
    app.extensions["hjkit.tables"].notifier.stop()


def test_a_heroes_page_explains_its_abilities(client):
    page = client.get("/cards/sigrun").get_data(as_text=True)
    assert "Sigrun Dragonbane" in page and "defeats a Dragon trap or minion" in page


def test_a_tiles_page_lists_its_terrain_actions(client):
    page = client.get("/cards/port").get_data(as_text=True)
    assert "Nothing, Ship, Recruit, Buy Relic, Fortune" in page


def test_a_quests_page_shows_its_final_foe(client):
    page = client.get("/cards/wyrm-of-ashen-peak").get_data(as_text=True)
    assert "Cindermaw the Wyrm (Dragon), Fight Value 25, 3 lives" in page


def test_the_rules_page_quotes_every_ruling(client):
    page = client.get("/games/heroes-and-quests/rules").get_data(as_text=True)
    assert all(r.topic in page for r in RULINGS)


def test_an_unknown_card_is_not_found(client):
    assert client.get("/games/heroes-and-quests/cards/nobody").status_code == 404


def test_the_phone_script_and_its_stylesheet_are_served(client):
    assert client.get("/games/heroes-and-quests/static/map.js").status_code == 200
    assert client.get("/games/heroes-and-quests/static/map.css").status_code == 200


def test_a_table_rolling_its_own_dice_is_offered_as_a_variant(client):
    answer = client.post("/api/tables", json={"ruleset": "heroes-and-quests", "setup": {
        "variant": "short-table", "seed": 1, "seats": [{"name": "Ana"}, {"name": "Ben"}]}})
    assert answer.status_code == 201
    assert answer.get_json()["state"]["dice"] == "table"


def test_no_card_or_tile_id_is_another_games():
    """/cards/<id> is shared by every game: the page of an id two games use would open the
    first game's, so the starter set keeps clear of the other registered games' ids."""
    from hjkit.kit.registry import games

    registered = games()
    mine = registered["heroes-and-quests"]
    ours = mine.card_ids(mine.load([mine.shipped_cards()]).library)
    for other in registered.values():
        shipped = other.shipped_cards()
        if other is not mine and shipped is not None:
            assert not ours & other.card_ids(other.load([shipped]).library), other.id


@pytest.mark.parametrize("card_id, size, codes", [("sigrun", (63, 88), ["sigrun"]),
                                                  ("port", (38, 38), [])])
def test_a_card_page_shows_the_face_the_pdf_prints(client, card_id, size, codes):
    """/cards/<id>/face.png is drawn by the print code at 150 dpi: a card at its card size
    with the QR code that opens its page on this server, a tile square (its code is on its
    back)."""
    import io

    from PIL import Image

    from tests.generator.pdfs import decode_qr

    page = client.get(f"/cards/{card_id}").get_data(as_text=True)
    assert f'src="/games/heroes-and-quests/cards/{card_id}/face.png"' in page
    face = client.get(f"/games/heroes-and-quests/cards/{card_id}/face.png")
    assert face.status_code == 200 and face.mimetype == "image/png"
    image = Image.open(io.BytesIO(face.data))
    assert all(abs(px - mm / 25.4 * 150) < 1 for px, mm in zip(image.size, size,
                                                            strict=True))
    assert [c.rsplit("/", 1)[-1] for c in decode_qr(image)] == codes
    assert client.get(f"/cards/{card_id}/face.png").data == face.data  # the shared address


def test_no_face_for_an_unknown_card(client):
    assert client.get("/games/heroes-and-quests/cards/nobody/face.png").status_code == 404


def test_the_home_page_offers_a_table_laid_by_hand(client):
    home = client.get("/").get_data(as_text=True)
    assert 'href="/games/heroes-and-quests/laid"' in home
    page = client.get("/games/heroes-and-quests/laid").get_data(as_text=True)
    assert 'id="laid-board"' in page and "laid.js" in page


def test_the_rules_page_says_a_level_token_is_one_level_whose_fight_plus_1_is_that_level(
        client):
    """"Place the token on a Target Hero. The Hero gains 1 Level and Fight +1.": the rules
    page quotes the sentence and says the kit reads it as +1 level only, and why."""
    import html

    page = html.unescape(client.get("/games/heroes-and-quests/rules").get_data(as_text=True))
    section = page[page.index('id="level-tokens"'):]
    section = section[:section.index("</section>")]
    assert "The Hero gains 1 Level and Fight +1." in section
    assert "+1 level only" in section and "not 2" in section
    assert "the Total Levels of all of your Heroes" in section


def test_the_rules_page_says_the_text_never_says_when_a_hero_is_separated(client):
    """"If killed, a Heroes Relics may be redistributed to other Heroes, unless the Hero was
    separated in which case the Relics are lost too.": the text says no more of separation,
    so the rules page states the reading: no hero is separated, relics are redistributed."""
    import html

    page = html.unescape(client.get("/games/heroes-and-quests/rules").get_data(as_text=True))
    section = page[page.index('id="separated-heroes"'):]
    section = section[:section.index("</section>")]
    assert "unless the Hero was separated in which case the Relics are lost too." in section
    assert "never says when a hero is separated" in section
    assert "always redistributed" in section


def test_an_action_cards_fight_bonus_is_explained_as_the_current_encounters_only(client):
    """The kit's ruling "Fight bonuses": "action cards played add to the current encounter
    only": Battle Cry's page says so, a hero's Fight +N lasts (every fight)."""
    import html

    page = html.unescape(client.get("/cards/battle-cry").get_data(as_text=True))
    assert "adds 2 to the fight of the current encounter only" in page
    assert "every fight" not in page


def test_card_pages_write_plurals_and_articles_properly(client):
    """"Hero Deck Card List": a hero's page says Hero, not "Heroe"; "an Undead", not "a
    Undead"; "1 more hero", not "1 more heroes"."""
    import html

    agnes = html.unescape(client.get("/cards/sister-agnes").get_data(as_text=True))
    assert "Heroes and Quests · Hero<" in agnes and "Heroe<" not in agnes
    assert "defeats an Undead trap or minion, or 1 life of an Undead Final Foe" in agnes
    hale = html.unescape(client.get("/cards/captain-hale").get_data(as_text=True))
    assert "the party may hold 1 more hero (never more than 8)" in hale
    disarm = html.unescape(client.get("/cards/disarm-trap").get_data(as_text=True))
    assert "defeats any trap" in disarm and "a Trap trap" not in disarm
