"""The Heroes' Journey's print view (faces/printed.py): what a build draws, kept across runs
as plain data. A PrintedCard draws exactly as its Card; a kept view serves a rebuild without
the card models or pydantic; changed cards, cards with problems and missing pictures are
never served from it."""

from __future__ import annotations

import io
import json
import pickle
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from hjkit.games.heroes_journey.faces import jobs, printed
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.generator.build import BuildError, PrintSettings, build_paths
from hjkit.generator.document import SheetOptions, write_sheets
from hjkit.generator.layout import load_layout
from hjkit.kit.cachehome import cache_folder

from .conftest import BASE_URL, CULTURES, STANDARD_DECK, standard_cards, write_set

KIND = "heroes-journey-print"


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "data"


def _views() -> list[Path]:
    where = cache_folder("data")
    return sorted(where.glob(f"{KIND}-*.pickle")) if where and where.exists() else []


def _sheets(cards, ctx, layout) -> bytes:
    target = io.BytesIO()
    pieces = [jobs.piece_for(c, ctx, "book" if c.type != "site" else "atlas") for c in cards]
    write_sheets(target, pieces, layout, SheetOptions(), "same")
    return target.getvalue()


def test_every_shipped_card_draws_the_same_from_its_printed_copy():
    library, problems = load([SHIPPED_CARDS])
    assert not problems
    view = printed.view_of(library)
    layout = load_layout()
    cards = sorted(library.cards.values(), key=lambda c: c.id)
    assert {c.id for c in cards} == set(view.cards)
    for light in (False, True):
        settings = PrintSettings(layout.cards, BASE_URL, backs="light" if light else "dark")
        model_ctx = jobs.Context(settings.cards, library.cultures, BASE_URL, art=library.art,
                                 light_backs=light)
        view_ctx = jobs.Context(settings.cards, view.cultures, BASE_URL, art=view.art,
                                light_backs=light)
        assert (_sheets([view.cards[c.id] for c in cards], view_ctx, layout)
                == _sheets(cards, model_ctx, layout))


def test_a_view_holds_each_deck_in_print_order_with_its_problems(tmp_path):
    deck = {**STANDARD_DECK, "atlas": STANDARD_DECK["atlas"][:5]}  # too few sites: illegal
    folder = write_set(tmp_path / "oz", "oz", CULTURES, standard_cards(), [deck])
    library, problems = load([folder])
    assert not problems
    view = printed.view_of(library)
    (contents,) = view.jobs
    expected = [i for i, n in deck["book"].items() for _ in range(n)]
    assert list(contents.book) == expected and list(contents.atlas) == deck["atlas"]
    assert contents.problems and all(isinstance(p, str) for p in contents.problems)


def test_a_rebuild_draws_from_the_kept_view_without_card_models_pydantic_or_zxing(
        tmp_path, cache, options):
    folder = write_set(tmp_path / "oz", "oz", CULTURES, standard_cards(), [STANDARD_DECK])
    first = {p.name: p.read_bytes() for p in build_paths([folder], options).written}
    assert len(_views()) == 1
    script = ("import json, sys; from pathlib import Path; "
              "from hjkit.generator.build import BuildOptions, build_paths; "
              f"build_paths([Path({str(folder)!r})], BuildOptions(out=Path({str(tmp_path)!r})"
              f" / 'again', base_url={options.base_url!r})); "
              "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('pydantic', "
              "'yaml', 'hjkit.games.heroes_journey.model.cards', "
              "'zxingcpp')))))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
    assert {p.name: p.read_bytes() for p in (tmp_path / "again").glob("*.pdf")} == first


def test_a_changed_card_file_makes_a_new_view(tmp_path, cache, options):
    folder = write_set(tmp_path / "oz", "oz", CULTURES, standard_cards(), [STANDARD_DECK])
    build_paths([folder], options)
    cards = standard_cards()
    cards[1] = {**cards[1], "title": "The Tin Man"}
    write_set(folder, "oz", CULTURES, cards, [STANDARD_DECK])
    build_paths([folder], options)
    assert len(_views()) == 2
    assert sum(b"The Tin Man" in p.read_bytes() for p in _views()) == 1


def test_cards_with_problems_are_reported_and_no_view_is_kept(tmp_path, cache, options):
    cards = standard_cards()
    cards[1] = {**cards[1], "cost": -4}
    folder = write_set(tmp_path / "oz", "oz", CULTURES, cards, [STANDARD_DECK])
    with pytest.raises(BuildError, match="problems"):
        build_paths([folder], options)
    assert _views() == []


def test_a_kept_view_whose_picture_is_gone_is_not_used(tmp_path, cache, options):
    cards = standard_cards()
    cards[1] = {**cards[1], "art": {"file": "tin.svg"}}
    folder = write_set(tmp_path / "oz", "oz", CULTURES, cards, [STANDARD_DECK])
    (folder / "tin.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="10" '
                                    'height="10"><rect width="10" height="10"/></svg>')
    build_paths([folder], options)
    assert len(_views()) == 1
    (folder / "tin.svg").unlink()
    with pytest.raises(BuildError, match="tin.svg"):
        build_paths([folder], options)


def test_the_kept_codes_are_the_codes_of_the_cards_at_that_address(tmp_path, cache, options):
    from hjkit.generator import qr

    folder = write_set(tmp_path / "oz", "oz", CULTURES, standard_cards(), [STANDARD_DECK])
    build_paths([folder], options)
    [entry] = sorted(cache_folder("data").glob("heroes-journey-codes-*.pickle"))
    codes = pickle.loads(entry.read_bytes())
    assert set(codes) == {f"{options.base_url}/c/{c['id']}" for c in standard_cards()}
    qr.clear_cache()
    assert all(qr.encode(url) == code for url, code in codes.items())
    build_paths([folder], replace(options, base_url="http://other.example"))
    assert len(sorted(cache_folder("data").glob("heroes-journey-codes-*.pickle"))) == 2
