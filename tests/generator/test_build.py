"""`hjkit build`: what it writes, what it refuses, and how it says so."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from pypdf import PdfReader

from hjkit.cli import main
from hjkit.games.heroes_journey.model.library import load
from hjkit.generator.build import BuildError, IllegalDeck, build_paths
from hjkit.generator.layout import LayoutError, load_layout
from hjkit.generator.progress import ProgressBar

from .conftest import CULTURES, STANDARD_DECK, standard_cards, write_set


def _text(path) -> str:
    return " ".join(page.extract_text() for page in PdfReader(path).pages)


def test_writes_book_and_atlas_named_after_the_deck(standard_set, options, capsys):
    code = main(["build", str(standard_set), "--out", str(options.out)])
    assert code == 0
    assert sorted(p.name for p in options.out.iterdir()) == [
        "oz-test-aid.pdf", "oz-test-atlas.pdf", "oz-test-book.pdf", "oz-test-markers.pdf",
        "oz-test-read-me-first.pdf", "oz-test-tokens.pdf"]  # the table's pieces, a read-me
    printed = capsys.readouterr().out
    assert f"wrote {options.out / 'oz-test-book.pdf'}" in printed


def test_print_shop_mode_adds_one_card_per_page_files(standard_set, options):
    code = main(["build", str(standard_set), "--out", str(options.out), "--print-shop",
                 "--paper", "a4", "--duplex", "short", "--back-offset", "0.5,-1"])
    assert code == 0
    assert (options.out / "oz-test-book-print-shop.pdf").exists()
    assert (options.out / "oz-test-atlas-print-shop.pdf").exists()


def test_illegal_deck_is_refused_with_its_problems(tmp_path, options, capsys):
    deck = {**STANDARD_DECK, "book": {**STANDARD_DECK["book"], "kalidah": 1}}
    folder = write_set(tmp_path / "bad", "bad", CULTURES, standard_cards(), [deck])
    code = main(["build", str(folder), "--out", str(options.out)])
    error = capsys.readouterr().err
    assert code == 1
    assert "deck 'oz-test' is illegal" in error and "book-unequal-sides" in error
    assert "--proxy" in error and "Traceback" not in error
    assert not options.out.exists()


def test_proxy_prints_an_illegal_deck_marked_as_proxies(tmp_path, options, capsys):
    deck = {**STANDARD_DECK, "book": {**STANDARD_DECK["book"], "kalidah": 1}}
    folder = write_set(tmp_path / "bad", "bad", CULTURES, standard_cards(), [deck])
    assert main(["build", str(folder), "--out", str(options.out), "--proxy"]) == 0
    assert "printed as proxies" in capsys.readouterr().out
    book = options.out / "oz-test-book.pdf"
    assert "PROXY" in _text(book)
    assert "(proxies)" in PdfReader(book).metadata.title


def test_a_set_without_decks_prints_every_card_once(tmp_path, options):
    folder = write_set(tmp_path / "loose", "loose", CULTURES, standard_cards(), [])
    written = build_paths([folder], options).written
    assert [p.name for p in written][:2] == ["loose-book.pdf", "loose-atlas.pdf"]
    assert len(PdfReader(written[0]).pages) == 4  # 9 book cards, 8 a Letter sheet, and backs


@pytest.mark.parametrize(("args", "message"), [
    (["no/such/folder"], "no such file or folder"),
    (["{set}", "--base-url", "hjkit.local"], "must start with http://"),
    (["{set}", "--paper", "a5"], "unknown paper 'a5'"),
    (["{set}", "--back-offset", "1"], "give X,Y in millimetres"),
    (["{set}", "--gutter", "-1"], "--gutter -1: give the space between cards"),
    (["{set}", "--gutter", "60"], "--gutter 60: give the space between cards"),
    (["{set}", "--card-size", "63x"], "--card-size '63x': give WIDTHxHEIGHT"),
    (["{set}", "--card-size", "0x88"], "--card-size: 0x88 mm is not a card size"),
])
def test_bad_input_is_a_clear_message_and_exit_2(standard_set, options, capsys, args, message):
    args = [a.replace("{set}", str(standard_set)) for a in args]
    code = main(["build", *args, "--out", str(options.out)])
    error = capsys.readouterr().err
    assert code == 2
    assert message in error and "Traceback" not in error


def test_malformed_card_data_names_file_and_line(tmp_path, options, capsys):
    cards = standard_cards()
    cards[0] = {**cards[0], "cost": "three"}
    folder = write_set(tmp_path / "broken", "broken", CULTURES, cards, [])
    assert main(["build", str(folder), "--out", str(options.out)]) == 2
    error = capsys.readouterr().err
    assert "cards.yaml:" in error and "cost" in error


def test_a_character_the_fonts_lack_is_an_error_naming_the_card(tmp_path, options):
    cards = standard_cards()
    cards[1] = {**cards[1], "flavor": "Snowman \u2603 says hello."}
    folder = write_set(tmp_path / "glyph", "glyph", CULTURES, cards, [STANDARD_DECK])
    with pytest.raises(BuildError, match=r"card 'tin-woodman' uses characters .*'\u2603'"):
        build_paths([folder], options)


def test_an_unknown_culture_icon_is_an_error_naming_file_line_and_the_icons(tmp_path):
    """Issue 39: "an unknown icon name is an error, not a silent letter"."""
    cultures = [*CULTURES[:3], {**CULTURES[3], "icon": "tower"}]
    folder = write_set(tmp_path / "towers", "towers", cultures, standard_cards(),
                       [STANDARD_DECK])
    library, problems = load([folder])
    text = (folder / "cards.yaml").read_text()
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "icon: tower" in row)
    assert [str(p) for p in problems if "cultures" in str(p)] == [
        f"{folder / 'cards.yaml'}:{line}: [cultures[3] (strangers).icon] no icon is called "
        "'tower'; the icons are ant, bow, broom, emerald, flame, horse, lambda-shield, "
        "lion-gate, paw, paw-print, snake, star-wand, tiger-stripes"]


def test_the_faces_draw_every_icon_a_culture_may_name():
    from hjkit.games.heroes_journey.faces.icons import ICONS
    from hjkit.games.heroes_journey.model.kinds import CULTURE_ICONS

    assert set(ICONS) == CULTURE_ICONS


def test_layout_mistakes_name_file_line_and_field(tmp_path, options):
    (tmp_path / "layouts").mkdir()
    source = load_layout().cards
    (tmp_path / "layouts" / "cards.yaml").write_text(
        (options.layout_dir / "cards.yaml").read_text())
    sheets = (options.layout_dir / "sheets.yaml").read_text().replace("margin: 6", "margin: 2")
    (tmp_path / "layouts" / "sheets.yaml").write_text(sheets)
    with pytest.raises(LayoutError) as caught:
        load_layout(tmp_path / "layouts")
    line = next(n for n, text in enumerate(sheets.splitlines(), 1) if text.startswith("margin"))
    assert f"sheets.yaml:{line}: [margin]" in str(caught.value)
    assert "[margin] must be 6 or more, got 2" in str(caught.value)
    assert source.bleed == 3
    with pytest.raises(BuildError, match="layout:"):
        build_paths([options.out], replace(options, layout_dir=tmp_path / "layouts"))


def test_progress_bar_draws_only_on_a_terminal():
    quiet = io.StringIO()
    bar = ProgressBar(10, "book", stream=quiet)
    bar.advance(5)
    bar.close()
    assert quiet.getvalue() == ""
    shown = io.StringIO()
    bar = ProgressBar(10, "book", stream=shown, enabled=True)
    bar.advance(5)
    assert "5/10 cards" in shown.getvalue()


def test_illegal_deck_error_is_a_build_error(tmp_path, options):
    deck = {**STANDARD_DECK, "atlas": STANDARD_DECK["atlas"][:5]}
    folder = write_set(tmp_path / "bad", "bad", CULTURES, standard_cards(), [deck])
    with pytest.raises(IllegalDeck, match="atlas-too-few-sites"):
        build_paths([folder], options)


def test_a_build_that_fails_on_a_later_file_writes_none(standard_set, options, monkeypatch):
    """Every file is drawn before any is written: a deck failing after another was drawn
    leaves no half-built set of PDFs behind."""
    from hjkit.generator import build
    from hjkit.generator.textfit import TextOverflow

    real, calls = build.write_sheets, []

    def second_fails(*args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise TextOverflow("card 'x' text: does not fit (as a later deck's card would)")
        return real(*args, **kwargs)

    monkeypatch.setattr(build, "write_sheets", second_fails)
    with pytest.raises(build.BuildError, match="does not fit"):
        build.build_paths([standard_set], options, bars=lambda total, label: _Quiet())
    assert len(calls) == 2 and not options.out.exists()


class _Quiet:
    def advance(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def test_a_deck_prints_its_starting_party_then_each_copy_and_carries_its_problems(tmp_path):
    from hjkit.games.heroes_journey.faces.jobs import print_jobs
    from hjkit.generator.build import PrintSettings

    deck = {**STANDARD_DECK, "atlas": STANDARD_DECK["atlas"][:5]}  # too few sites: illegal
    folder = write_set(tmp_path / "oz", "oz", CULTURES, standard_cards(), [deck])
    library, problems = load([folder])
    assert not problems
    (job,) = print_jobs(library, PrintSettings(load_layout().cards))
    parts = {name: [piece.card_id for piece in pieces] for name, pieces in job.parts}
    expected = [*deck.get("starting_party", ())] + [i for i, n in deck["book"].items()
                                                    for _ in range(n)]
    assert {k: parts[k] for k in ("book", "atlas")} == {"book": expected,
                                                        "atlas": deck["atlas"]}
    assert list(parts) == ["book", "atlas", "tokens", "markers", "aid"]
    assert job.problems and all(isinstance(p, str) for p in job.problems)


def test_cards_with_problems_are_refused_by_file_line_and_field(tmp_path):
    """A build of cards with a problem names the file, line and field, as hjkit check does,
    with no traceback."""
    import shutil
    import subprocess
    import sys

    from hjkit.games.heroes_journey.model.files import SHIPPED_CARDS

    folder = tmp_path / "intro-pack"
    shutil.copytree(SHIPPED_CARDS / "intro-pack", folder)
    cards = folder / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("strength: 5", "strength: five", 1), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "hjkit", "build", str(folder), "--out",
                           str(tmp_path / "out")], capture_output=True, text=True,
                          timeout=120, env={"PATH": "/usr/bin:/bin"})
    assert done.returncode == 2
    assert "cards.yaml:" in done.stderr and ".strength" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(("change", "expected"), [
    (("  qr: 20.5", "  qr: 20.5\n  shade: 2"), "[face.shade] unknown field"),
    (("  text_min: 5.0", "  text_min: 12"), "[face] text_min must not exceed text_max"),
    (("  site: site\n", "  site: landscape\n"),
     "[(top level)] types.site names size 'landscape'"),
    (("    height: 63\n", ""), "[sizes.site.height] missing field"),
    (("bleed: 3", "bleed: -1"), "[bleed] must be 0 or more, got -1"),
])
def test_card_layout_mistakes_name_the_field_and_what_is_wrong(tmp_path, options, change,
                                                               expected):
    (tmp_path / "layouts").mkdir()
    text = (options.layout_dir / "cards.yaml").read_text()
    assert change[0] in text
    (tmp_path / "layouts" / "cards.yaml").write_text(text.replace(change[0], change[1], 1))
    (tmp_path / "layouts" / "sheets.yaml").write_text(
        (options.layout_dir / "sheets.yaml").read_text())
    with pytest.raises(LayoutError) as caught:
        load_layout(tmp_path / "layouts")
    assert f"{tmp_path / 'layouts' / 'cards.yaml'}:" in str(caught.value)
    assert expected in str(caught.value)
