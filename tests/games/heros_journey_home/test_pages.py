"""The rulings pages: every card's page (the address on its QR code) and the rules page
with the to-hit table and every ruling."""

from __future__ import annotations

from hjkit.games.heros_journey_home.model.rulings import RULINGS

from .builders import LIBRARY


def test_every_card_has_a_page_at_its_qr_address(client):
    for card_id in LIBRARY.all_cards():
        page = client.get(f"/cards/{card_id}")
        assert page.status_code == 200, card_id
    ghoul = client.get("/cards/ghoul").get_data(as_text=True)
    assert "Tribute" in ghoul and "300 PG" in ghoul and "What is a CRIT?" in ghoul
    assert 'id="play-here"' in ghoul  # a seated phone may report it as drawn
    assert 'id="play-here"' not in client.get("/cards/wizard").get_data(as_text=True)


def test_the_rules_page_has_the_to_hit_table_and_every_ruling(client):
    text = client.get("/games/heros-journey-home/rules").get_data(as_text=True)
    assert "To-hit number without items" in text
    for ruling in RULINGS:
        assert f'id="ruling-{ruling.id}"' in text


def test_every_card_a_ruling_names_is_a_card_of_the_starter_set():
    cards = set(LIBRARY.all_cards())
    for ruling in RULINGS:
        assert set(ruling.cards) <= cards, (ruling.id, set(ruling.cards) - cards)
