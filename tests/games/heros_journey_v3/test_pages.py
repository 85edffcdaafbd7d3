"""The game's pages in the companion: a card's rulings page (the QR code's address), the
rules page with every ruling, and a seat's phone page loading this game's script."""

from __future__ import annotations

import pytest

from hjkit.companion import create_app
from hjkit.games.heros_journey_v3.model.rulings import RULINGS


@pytest.fixture
def client(tmp_path):
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{tmp_path / 't.db'}",
                      "ALLOW_CLIENT_SEED": True})
    yield app.test_client()
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()


def test_a_cards_qr_address_opens_its_page_with_its_rulings(client):
    page = client.get("/cards/the-desert").get_data(as_text=True)
    assert "The Desert" in page and "Suns, Wyrms" in page
    assert "The Desert and 2 Sun coins" in page  # the four-suns ruling touches it


def test_the_rules_page_lists_every_ruling(client):
    page = client.get("/games/heros-journey-v3/rules").get_data(as_text=True)
    assert all(f'id="ruling-{r.id}"' in page for r in RULINGS)


def test_a_seat_page_loads_the_journey_script(client):
    created = client.post("/api/tables", json={"ruleset": "heros-journey-v3", "setup": {
        "variant": "advanced", "seed": 3, "seats": [{"name": "Ana"}, {"name": "Ben"}]}}).json
    assert created["state"]["prompt"].startswith("Ana plays a Challenge")
    page = client.get(f"/t/{created['id']}/seat/0").get_data(as_text=True)
    assert "/games/heros-journey-v3/static/journey.js" in page
    assert client.get("/games/heros-journey-v3/static/journey.js").status_code == 200


def test_the_home_page_offers_both_variants(client):
    page = client.get("/").get_data(as_text=True)
    assert "The Hero&#39;s Journey v3: Basic rules" in page
    assert "The Hero&#39;s Journey v3: Advanced rules" in page
    assert 'value="heros-journey-v3:basic-physical"' in page  # real cards and coins
    assert 'value="heros-journey-v3:advanced-physical"' in page


def test_the_home_page_offers_an_evenings_round_limit_by_player_count(client):
    """Issue 43: play to an Ending ran 68 rounds at a table of three. The catalog the home
    page reads offers, for each player count, the limit of an evening's turns."""
    import json
    import re

    from hjkit.games.heros_journey_v3.game import EVENING_TURNS

    page = client.get("/").get_data(as_text=True)
    catalog = json.loads(re.search(r'id="catalog">(.*?)</script>', page, re.S).group(1))
    [v3] = [g for g in catalog["games"] if g["id"] == "heros-journey-v3"]
    for variant in v3["variants"]:
        assert variant["rounds"] == {"2": 30, "3": 20, "4": 15}, variant["id"]
    assert {n * int(p) for p, n in v3["variants"][0]["rounds"].items()} == {EVENING_TURNS}
    others = [v for g in catalog["games"] if g["id"] != "heros-journey-v3"
              for v in g["variants"]]
    assert others and all(v["rounds"] == {} for v in others)  # no game else takes a limit


def test_the_view_counts_the_rounds_left_under_the_tables_limit(client):
    created = client.post("/api/tables", json={"ruleset": "heros-journey-v3", "setup": {
        "variant": "basic", "seed": 3, "rounds": 20,
        "seats": [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}]}}).json
    state = created["state"]
    assert (state["round"], state["round_limit"], state["rounds_after"]) == (1, 20, 19)
    free = client.post("/api/tables", json={"ruleset": "heros-journey-v3", "setup": {
        "variant": "basic", "seats": [{"name": "Ana"}, {"name": "Ben"}]}}).json["state"]
    assert (free["round"], free["round_limit"], free["rounds_after"]) == (1, None, None)


def test_a_cards_page_shows_the_face_the_pdf_prints(tmp_path):
    """/cards/<id>/face.png is drawn by the print job's own piece (so `hjkit site` carries
    it too), its QR code opening the server's configured address."""
    import io

    import zxingcpp
    from PIL import Image

    from hjkit.games.heros_journey_v3.faces.jobs import print_jobs
    from hjkit.generator.build import PrintSettings
    from hjkit.generator.export import piece_png
    from hjkit.generator.layout import load_layout

    from .builders import LIBRARY

    base = "http://table.example:5000"
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{tmp_path / 't.db'}",
                      "PUBLIC_URL": base})
    client = app.test_client()
    try:
        page = client.get("/cards/the-desert").get_data(as_text=True)
        assert 'src="/cards/the-desert/face.png"' in page
        face = client.get("/cards/the-desert/face.png")
        assert face.status_code == 200 and face.mimetype == "image/png"
        assert client.get("/cards/no-such-card/face.png").status_code == 404
    finally:
        app.extensions["hjkit.tables"].notifier.stop()
        app.extensions["hjkit.store"].dispose()
    (job,) = print_jobs(LIBRARY, PrintSettings(load_layout().cards, base))
    printed = next(p for p in dict(job.parts)["cards"] if p.card_id == "the-desert")
    assert face.data == piece_png(printed)
    with Image.open(io.BytesIO(face.data)) as image:
        assert [r.text for r in zxingcpp.read_barcodes(image.convert("L"))] == [
            f"{base}/c/the-desert"]


def test_the_rules_page_states_the_readings_on_mentors_and_trades(client):
    """The kit's readings of "If you have too many Mentors, you will need to discard" and
    "Trades between Heroes can happen any time during your turn", and no cap on a trade."""
    page = client.get("/games/heros-journey-v3/rules").get_data(as_text=True)
    assert "you discard down to the limit at once" in page
    assert "At every step of your turn where you choose what to do next" in page
    assert "stay in 4B, where the text puts them" in page
    assert "Any number each way" in page and "up to 3 coins" not in page
