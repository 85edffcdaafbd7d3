"""Card rulings pages: /cards/<id>, its face image, /rules, search and the 404 page."""

from __future__ import annotations

import pytest

from hjkit.games.heroes_journey.model.keywords import parse_keyword
from hjkit.games.heroes_journey.web.glossary import entries
from hjkit.games.heroes_journey.web.rulings import explain, related


@pytest.fixture
def web(app):
    return app.test_client()


def test_card_page_shows_text_keywords_rulings_and_related(web):
    page = web.get("/cards/baloo")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "Baloo" in html and "<strong>Skirmish:</strong>" in html
    assert 'href="/games/heroes-journey/rules#kw-defender"' in html
    assert "may assign +1 additional minion" in html  # X filled in from Defender +1
    assert "How many minions can I assign to Baloo?" in html
    assert 'href="/cards/mowgli"' in html


def test_unloaded_keyword_is_explained_as_unloaded():
    meaning = explain(parse_keyword("Bandar-log"))
    assert meaning["anchor"] is None and meaning["meaning"].startswith("Unloaded keyword")


def test_hero_keyword_names_its_quest_need():
    assert "Man's Red Flower" in explain(parse_keyword("Hero [Man's Red Flower]"))["meaning"]


def test_related_cards_link_a_hero_and_its_quest_need(shipped_library):
    mowgli = shipped_library.cards["mowgli"]
    reasons = {card.id: why for card, why in related(mowgli, shipped_library)}
    assert reasons["mans-red-flower"] == "the quest need this hero bears"
    flower = shipped_library.cards["mans-red-flower"]
    assert "mowgli" in {card.id for card, _ in related(flower, shipped_library)}


def test_unknown_card_is_a_clear_404(web):
    page = web.get("/cards/no-such-card")
    assert page.status_code == 404
    html = page.get_data(as_text=True)
    assert "No card" in html and "no-such-card" in html and 'role="search"' in html


def test_card_face_is_a_png(web):
    face = web.get("/cards/baloo/face.png")
    assert face.status_code == 200
    assert face.data.startswith(b"\x89PNG") and face.mimetype == "image/png"
    assert web.get("/cards/no-such-card/face.png").status_code == 404


def test_rules_page_has_an_anchor_per_term_and_keyword(web):
    html = web.get("/rules").get_data(as_text=True)
    terms, keywords = entries()
    for entry in terms + keywords:
        assert f'id="{entry.anchor}"' in html
    assert 'id="kw-defender"' in html and 'id="term-exert"' in html


def test_search_finds_cards_and_rules(web):
    html = web.get("/search?q=defender").get_data(as_text=True)
    assert 'href="/cards/baloo"' in html
    assert 'href="/games/heroes-journey/rules#kw-defender"' in html
    assert "0 cards and 0 rules" in web.get("/search?q=zzzqqq").get_data(as_text=True)


def test_the_short_path_printed_on_cards_leads_to_the_card_page(web):
    answer = web.get("/c/baloo")
    assert answer.status_code == 302
    assert answer.headers["Location"] == "/cards/baloo"
    followed = web.get("/c/baloo", follow_redirects=True)
    assert followed.status_code == 200
    assert "Baloo" in followed.get_data(as_text=True)


def test_the_short_path_of_an_unknown_card_ends_on_the_404_page(web):
    assert web.get("/c/no-such-card", follow_redirects=True).status_code == 404


def test_rules_page_lists_the_rulings_decided_from_the_text(web):
    html = web.get("/rules").get_data(as_text=True)
    assert 'id="rulings"' in html
    assert "Indomitable: triple whose value?" in html


@pytest.fixture
def several(tmp_path, shipped_library):
    """An app serving every registered game, as `hjkit serve` does."""
    from .conftest import make_app

    app = make_app(tmp_path, shipped_library, GAMES=None)
    yield app.test_client()
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


def test_with_several_games_rules_offers_each_games_rules_page(several):
    page = several.get("/rules")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    for prefix in ("heroes-journey", "heros-journey-v3", "heros-journey-home",
                   "heroes-and-quests"):
        assert f'href="/games/{prefix}/rules"' in html
        assert several.get(f"/games/{prefix}/rules").status_code == 200
    assert 'id="kw-defender"' not in html  # not The Heroes' Journey's page standing in


def test_search_goes_to_the_only_game_that_has_one(several):
    html = several.get("/search?q=defender").get_data(as_text=True)
    assert 'href="/games/heroes-journey/rules#kw-defender"' in html
