"""A card whose picture is missing still loads and plays (issue 40): "Pictures are
print-only: a card file copied without its pictures still loads and plays". Its decks stay
whole and legal, a table plays them, the deck builder shows the card with the placeholder
of a card without art, `hjkit check` names it in one warning, and `hjkit check --pictures`
and `hjkit build` refuse it by file and line."""

from __future__ import annotations

import io
import shutil

import pytest
from PIL import Image, ImageChops

from hjkit.cli import EXIT_DATA, EXIT_OK, main
from hjkit.games.heroes_journey.faces.render import card_png
from hjkit.games.heroes_journey.model.decks import check_deck
from hjkit.kit.registry import game as game_named
from hjkit.kit.simulate import simulate


@pytest.fixture(scope="module")
def heroes():
    return game_named("heroes-journey")


@pytest.fixture(scope="module")
def shipped(heroes):
    loaded = heroes.load([heroes.shipped_cards()])
    assert not loaded.problems
    return loaded.library


@pytest.fixture
def without_picture(heroes, shipped, tmp_path):
    """A copy of every shipped set with the picture of a card of the Oz deck deleted: the
    copy's folder and that card's id."""
    copy = tmp_path / "cards"
    shutil.copytree(heroes.shipped_cards(), copy)
    card_id = next(i for i in shipped.decks["oz"].file.book if i in shipped.art)
    shipped_picture = shipped.art[card_id]
    (copy / shipped_picture.path.relative_to(heroes.shipped_cards())).unlink()
    return copy, card_id


def test_every_deck_still_loads_and_is_legal_without_one_picture(heroes, shipped,
                                                                 without_picture):
    copy, card_id = without_picture
    loaded = heroes.load([copy])
    library = loaded.library
    assert not loaded.problems
    assert card_id in library.cards and set(library.cards) == set(shipped.cards)
    assert set(library.decks) == set(shipped.decks)
    for deck in library.decks.values():
        assert not [p for p in check_deck(deck, library) if not p.warning], deck.id


def test_a_game_plays_with_the_deck_whose_card_lost_its_picture(heroes, without_picture):
    copy, _ = without_picture
    library = heroes.load([copy]).library
    played = simulate(heroes, library, "oz", "achaian", 1, seed=3)
    assert played.games == 1 and played.actions > 0


def test_check_names_the_card_in_one_warning_and_passes(without_picture, capsys):
    copy, card_id = without_picture
    assert main(["check", str(copy)]) == EXIT_OK
    err = capsys.readouterr().err
    warnings = [line for line in err.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1 and card_id in warnings[0] and "placeholder" in warnings[0], err


def test_check_pictures_and_build_refuse_it_naming_the_file_and_line(without_picture,
                                                                     tmp_path, capsys):
    copy, card_id = without_picture
    assert main(["check", "--pictures", str(copy)]) == EXIT_DATA
    out, err = capsys.readouterr()
    assert f"({card_id}).art] no picture 'art/{card_id}.svg'" in err, err
    assert "The Heroes' Journey: 124 pictures read and drawn, 1 cannot print" in out, out
    assert main(["build", str(copy / "first-wave"), "--out", str(tmp_path / "out")]) == EXIT_DATA
    err = capsys.readouterr().err
    assert f"no picture 'art/{card_id}.svg'" in err and "Traceback" not in err, err


def test_the_deck_builder_shows_the_card_with_the_placeholder_of_a_card_without_art(
        heroes, without_picture, tmp_path):
    from tests.companion.conftest import make_app

    copy, card_id = without_picture
    library = heroes.load([copy]).library
    app = make_app(tmp_path, library)
    try:
        answer = app.test_client().get(f"/cards/{card_id}/face.png")
        assert answer.status_code == 200 and answer.mimetype == "image/png"
        shown = Image.open(io.BytesIO(answer.data)).convert("RGB")
    finally:
        app.extensions["hjkit.tables"].notifier.stop()
        app.extensions["hjkit.store"].dispose()
    bare = library.cards[card_id].model_copy(update={"art": None})
    placeholder = Image.open(io.BytesIO(card_png(bare, library, base_url="http://localhost")))
    assert ImageChops.difference(shown, placeholder.convert("RGB")).getbbox() is None
