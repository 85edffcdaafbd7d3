"""hjkit preview without a browser: what a folder's cards draw as (each distinct card's
face and back, each part's sheets), which images an edit changes, and the last good faces
kept when a file does not load or a card does not draw."""

from __future__ import annotations

import io
import math
import shutil
import time
from pathlib import Path

import pytest
from PIL import Image

from hjkit.cli import main
from hjkit.generator.build import PrintSettings
from hjkit.generator.document import SheetOptions
from hjkit.generator.impose import Duplex
from hjkit.generator.layout import load_layout
from hjkit.generator.preview import draw_folder, page_names
from hjkit.kit.registry import game_for, games
from hjkit.preview.live import LivePreview
from hjkit.preview.watch import FolderWatch, changed_files, stamps

BASE_URL = "http://preview.invalid:8010"
LAYOUT = load_layout()
SETTINGS = PrintSettings(LAYOUT.cards, BASE_URL)
INTRO = games()["heroes-journey"].shipped_cards() / "intro-pack"


@pytest.fixture
def intro(tmp_path) -> Path:
    """A copy of the shipped intro pack a test may edit."""
    return Path(shutil.copytree(INTRO, tmp_path / "intro-pack"))


def live_preview(folder: Path, sheets: SheetOptions | None = None) -> LivePreview:
    live = LivePreview(game_for([folder]), folder, LAYOUT, sheets or SheetOptions(), SETTINGS)
    live.reload()
    return live


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def card(live: LivePreview, key: str):
    return next(c for c in live.state.drawing.cards if c.key == key)


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_game_shows_each_distinct_card_once_with_its_sheets(game_id):
    game = games()[game_id]
    folder = next(p for p in sorted(game.shipped_cards().iterdir()) if p.is_dir())
    drawing = draw_folder(game, folder, LAYOUT, SheetOptions(), SETTINGS)
    printed = {p.card_id for part in drawing.parts for p in part.pieces}
    shown = {p.card_id for part in drawing.parts for p in part.pieces
             if any(title == part.title for c in drawing.cards for title, _ in c.uses)}
    assert printed == shown and drawing.cards and not drawing.problems
    assert len({c.key for c in drawing.cards}) == len(drawing.cards)
    assert all(c.face in drawing.sides and c.back in drawing.sides for c in drawing.cards)
    assert all(p.digest and p.sheets >= 1 for p in drawing.parts)


def test_copies_are_one_card_with_their_count(intro):
    drawing = draw_folder(game_for([intro]), intro, LAYOUT, SheetOptions(), SETTINGS)
    pieces = [p.card_id for part in drawing.parts for p in part.pieces]
    bagheera = next(c for c in drawing.cards if c.key == "bagheera")
    assert bagheera.uses == (("intro book", pieces.count("bagheera")),)
    risk = next(c for c in drawing.cards if c.key == "risk")  # risk-1 ... risk-40, alike
    assert risk.uses == (("intro tokens", 40),)
    decks = {"intro book", "intro atlas"}  # the table's pieces are alike by design, not id
    cards = [p.card_id for part in drawing.parts if part.title in decks for p in part.pieces]
    assert len([c for c in drawing.cards if c.uses[0][0] in decks]) == len(set(cards))


def test_a_load_of_unchanged_files_names_the_same_images(intro):
    game = game_for([intro])
    first = draw_folder(game, intro, LAYOUT, SheetOptions(), SETTINGS)
    again = draw_folder(game, intro, LAYOUT, SheetOptions(), SETTINGS)
    assert [c.json() for c in first.cards] == [c.json() for c in again.cards]
    assert [p.json() for p in first.parts] == [p.json() for p in again.parts]


def test_a_new_title_changes_that_cards_face_and_its_sheets_only(intro):
    live = live_preview(intro)
    before = {c.key: c for c in live.state.drawing.cards}
    parts = {p.title: p.digest for p in live.state.drawing.parts}
    edit(intro / "cards.yaml", "title: Baloo", "title: Baloo the Teacher")
    state = live.reload(frozenset({intro / "cards.yaml"}))
    after = {c.key: c for c in state.drawing.cards}
    changed = {k for k in before if before[k].face != after[k].face}
    assert changed == {"baloo"} and after["baloo"].title == "Baloo the Teacher"
    assert {k for k in before if before[k].back != after[k].back} == set()
    assert {p.title for p in state.drawing.parts if p.digest != parts[p.title]} == {"intro book"}


def test_a_file_that_does_not_read_shows_file_and_line_and_keeps_the_last_good_faces(intro):
    live = live_preview(intro)
    good = live.state.drawing
    edit(intro / "cards.yaml", "  - id: baloo\n", "  - id: baloo\n  title: [unclosed\n")
    state = live.reload()
    assert state.drawing is good and state.version == 2
    problem = state.problems[0]  # then the deck's cards it left out
    assert (problem.file, problem.line) == ("cards.yaml", 201) and "YAML" in problem.message
    assert live.side_png(card(live, "baloo").face).startswith(b"\x89PNG")
    edit(intro / "cards.yaml", "  title: [unclosed\n", "")
    state = live.reload()
    assert not state.problems and state.drawing is not good


def test_a_field_the_model_refuses_is_named_with_its_line(intro):
    live = live_preview(intro)
    edit(intro / "cards.yaml", "    strength: 6\n    health: 4\n",
         "    strength: lots\n    health: 4\n")
    problem = live.reload().problems[0]
    line = next(n for n, text in enumerate((intro / "cards.yaml").read_text().splitlines(), 1)
                if "strength: lots" in text)
    assert (problem.file, problem.line) == ("cards.yaml", line)
    assert "baloo" in problem.field and "strength" in problem.field


def test_a_card_whose_text_does_not_fit_keeps_its_last_good_face(intro):
    live = live_preview(intro)
    good = card(live, "baloo")
    edit(intro / "cards.yaml", 'text: "Defender +1. Skirmish: Exert Baloo to make him strength '
         '+2."', 'text: "Defender +1. Skirmish: Exert Baloo to make him strength +2. '
         + "He teaches the Law of the Jungle to every cub who will listen. " * 30 + '"')
    state = live.reload()
    shown = card(live, "baloo")
    assert shown.face == good.face and shown.problem
    assert [p.field for p in state.problems] == ["baloo"]
    assert [c.key for c in state.drawing.cards][:3] == ["mowgli", "baloo", "bagheera"]
    assert live.side_png(shown.face).startswith(b"\x89PNG")


def test_an_edited_picture_is_drawn_afresh_and_a_broken_one_is_named(intro):
    live = live_preview(intro)
    good = card(live, "baloo")
    picture = intro / "art" / "baloo.svg"
    svg = picture.read_text(encoding="utf-8")
    picture.write_text(svg.replace("</svg>", '<rect width="50" height="50" fill="#f0f"/></svg>'),
                       encoding="utf-8")
    state = live.reload(frozenset({picture}))
    assert card(live, "baloo").face != good.face and not state.problems
    picture.write_text("not a picture", encoding="utf-8")
    state = live.reload(frozenset({picture}))
    assert any("baloo.svg" in p.message for p in state.problems)
    assert card(live, "baloo").face != good.face  # the last good: the edited picture


def test_a_side_is_drawn_at_print_size_and_kept(intro):
    live = live_preview(intro)
    baloo = card(live, "baloo")
    png = live.side_png(baloo.face)
    with Image.open(io.BytesIO(png)) as image:
        assert image.size == (math.ceil(63 / 25.4 * 192), math.ceil(88 / 25.4 * 192))
    assert live.side_png(baloo.face) is png
    assert live.side_png("no-such-digest") is None


def test_the_sheets_are_the_builds_pages_with_bleed_and_marks(intro):
    live = live_preview(intro, SheetOptions(paper="a4"))
    book = next(p for p in live.state.drawing.parts if p.title == "intro book")
    assert book.pages[:2] == ("sheet 1, faces", "sheet 1, backs")
    with Image.open(io.BytesIO(live.sheet_png(book.digest, 0))) as image:
        assert image.size == (math.ceil(210 / 25.4 * 120), math.ceil(297 / 25.4 * 120))
        corner = image.convert("L").getpixel((5, 5))
        assert corner == 255  # the margin stays white; the cards and their bleed are inside
    assert live.sheet_png(book.digest, len(book.pages)) is None


def test_page_names_follow_how_the_sheets_print():
    assert page_names(2, SheetOptions()) == ("sheet 1, faces", "sheet 1, backs",
                                            "sheet 2, faces", "sheet 2, backs")
    assert page_names(1, SheetOptions(duplex=Duplex.NONE)) == ("sheet 1",)
    assert page_names(1, SheetOptions(fold=True)) == ("sheet 1, folded",)


def test_a_waiting_page_hears_of_the_next_version_at_once(intro):
    live = live_preview(intro)
    assert live.wait(live.state.version, 0.05).version == live.state.version
    started = time.monotonic()
    assert live.wait(0, 5).version == 1 and time.monotonic() - started < 1
    live.stop()  # the server stopping: no page is kept waiting
    started = time.monotonic()
    assert live.wait(live.state.version, 5) is live.state and time.monotonic() - started < 1


def test_the_watch_sees_a_saved_file_and_leaves_out_editor_files(intro):
    before = stamps(intro)
    (intro / ".cards.yaml.swp").write_text("x")
    (intro / "cards.yaml~").write_text("x")
    assert changed_files(before, stamps(intro)) == frozenset()
    seen = []
    watch = FolderWatch(intro, seen.append, interval=0.05)
    watch.start()
    try:
        time.sleep(0.1)
        with (intro / "cards.yaml").open("a", encoding="utf-8") as file:
            file.write("\n# saved\n")
        deadline = time.monotonic() + 3
        while not seen and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        watch.stop()
    assert seen and (intro / "cards.yaml") in seen[0]


def test_a_folder_without_any_games_cards_is_refused_in_the_registrys_words(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("no cards here")
    assert main(["preview", str(tmp_path)]) == 2
    assert f"no game's card data under {tmp_path}" in capsys.readouterr().err
    assert main(["preview", str(tmp_path / "missing")]) == 2
    assert "no such folder" in capsys.readouterr().err


def test_an_unknown_paper_is_refused_before_anything_loads(intro, capsys):
    assert main(["preview", str(intro), "--paper", "a3"]) == 2
    assert "unknown paper 'a3'" in capsys.readouterr().err


def test_a_card_no_deck_names_yet_is_shown_too(intro):
    cards = intro / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    start = text.index("  - id: baloo\n")
    block = text[start:text.index("\n  - id:", start + 1) + 1]
    cards.write_text(text + block.replace("id: baloo", "id: young-baloo")
                     .replace("title: Baloo", "title: Young Baloo"), encoding="utf-8")
    drawing = draw_folder(game_for([intro]), intro, LAYOUT, SheetOptions(), SETTINGS)
    young = next(c for c in drawing.cards if c.key == "young-baloo")
    assert young.title == "Young Baloo" and young.part == "intro-pack book, in no deck"
    assert "young-baloo" not in {p.card_id for part in drawing.parts for p in part.pieces}
    assert [c.key for c in drawing.cards].count("baloo") == 1


def test_the_preview_answers_only_to_its_own_names_as_the_companion_does(intro):
    """Issue 42: "A foreign Host header is accepted ... so a DNS-rebinding page could"
    read what the server shows: the preview shows a designer's unpublished cards."""
    from hjkit.preview.app import create_app

    client = create_app(live_preview(intro)).test_client()
    assert client.get("/state.json", headers={"Host": "127.0.0.1:8010"}).status_code == 200
    refused = client.get("/state.json", headers={"Host": "evil.example"})
    assert refused.status_code == 400 and refused.json["error"] == "wrong-host"
