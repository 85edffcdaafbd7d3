"""Checked card data and layouts kept across runs (hjkit.kit.datacache): a rebuild neither
reads YAML nor builds validators and prints the same bytes; a changed card file is read
afresh, a damaged entry is ignored and written again, a load with problems or a missing
picture is never taken from the cache, and HJKIT_CACHE_HOME=off keeps nothing."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from hjkit.generator.build import build_paths
from hjkit.kit import datacache
from hjkit.kit.cachehome import cache_folder
from hjkit.kit.registry import game
from hjkit.kit.yamlsource import MAX_BYTES

from .conftest import CULTURES, STANDARD_DECK, standard_cards, write_set

HEROES = "heroes-journey"


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "data"


def _entries(kind: str = HEROES) -> list[Path]:
    where = cache_folder("data")
    return sorted(where.glob(f"{kind}-*.pickle")) if where and where.exists() else []


def _set(folder: Path, cards: list[dict] | None = None) -> Path:
    return write_set(folder, "oz", CULTURES, cards or standard_cards(), [STANDARD_DECK])


def _load(folder: Path):
    return game(HEROES).load([folder])


def _refuse_to_read(*args, **kwargs):
    raise AssertionError("the card files were read again")


def test_a_second_load_reads_no_file_and_gives_equal_data(tmp_path, cache, monkeypatch):
    folder = _set(tmp_path / "oz")
    first = _load(folder)
    assert not first.problems and len(_entries()) == 1
    from hjkit.games.heroes_journey.model import library

    monkeypatch.setattr(library, "load", _refuse_to_read)
    again = _load(folder)
    assert again.library.cards == first.library.cards
    assert {d: deck.file for d, deck in again.library.decks.items()} == {
        d: deck.file for d, deck in first.library.decks.items()}
    assert again.library.origins == first.library.origins


def test_a_changed_card_file_is_read_afresh(tmp_path, cache):
    folder = _set(tmp_path / "oz")
    assert _load(folder).library.cards["dorothy"].title != "Dorothy of Kansas"
    cards = [{**c, "title": "Dorothy of Kansas"} if c["id"] == "dorothy" else c
             for c in standard_cards()]
    _set(folder, cards)
    assert _load(folder).library.cards["dorothy"].title == "Dorothy of Kansas"
    assert len(_entries()) == 2


def test_a_damaged_entry_is_ignored_and_written_again(tmp_path, cache):
    folder = _set(tmp_path / "oz")
    first = _load(folder)
    [entry] = _entries()
    whole = entry.read_bytes()
    for damage in (b"", b"not a pickle", whole[:40], pickle.dumps("not a library"),
                   pickle.dumps((first.library, [], "one too many"))):
        entry.write_bytes(damage)
        assert _load(folder).library.cards == first.library.cards
        assert entry.read_bytes() == whole  # written again


def test_a_load_with_problems_is_not_kept(tmp_path, cache):
    cards = standard_cards()
    cards[0] = {**cards[0], "strength": "strong"}
    folder = _set(tmp_path / "oz", cards)
    assert _load(folder).problems
    assert _entries() == []
    assert _load(folder).problems  # and found again, not forgotten


def test_a_picture_removed_since_is_reported_again(tmp_path, cache):
    cards = [{**c, "art": {"file": "pic.png"}} if c["id"] == "dorothy" else c
             for c in standard_cards()]
    folder = _set(tmp_path / "oz", cards)
    (folder / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n")  # the loader asks only that it is
    assert not _load(folder).problems and len(_entries()) == 1
    (folder / "pic.png").unlink()
    assert any("pic.png" in str(p) for p in _load(folder).problems)


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("HJKIT_CACHE_HOME", "off")
    folder = _set(tmp_path / "oz")
    assert not _load(folder).problems
    assert cache_folder("data") is None


def test_an_unreadable_source_is_left_to_the_loader(tmp_path, cache):
    os.mkfifo(tmp_path / "pipe.yaml")  # opened, it would wait for a writer forever
    (tmp_path / "huge.yaml").write_bytes(b"#" * (MAX_BYTES + 1))
    for source in ("missing.yaml", "pipe.yaml", "huge.yaml"):
        made = datacache.remembered("test", [tmp_path / source], [], "", lambda: "made")
        assert made == "made" and not cache.exists()


def test_a_rebuild_prints_the_same_bytes_and_imports_no_yaml_nor_builds_validators(
        tmp_path, cache, options):
    folder = _set(tmp_path / "oz")
    first = {p.name: p.read_bytes() for p in build_paths([folder], options).written}
    script = ("import json, sys; from pathlib import Path; "
              "from hjkit.generator.build import BuildOptions, build_paths; "
              f"build_paths([Path({str(folder)!r})], BuildOptions(out=Path({str(tmp_path)!r})"
              f" / 'again', base_url={options.base_url!r})); "
              "from hjkit.games.heroes_journey.model.cards import Card; "
              "print(json.dumps(['yaml' in sys.modules, Card.__pydantic_complete__, "
              "'pydantic.plugin._loader' in sys.modules]))")  # imported by any validator built
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [False, False, False]
    again = {p.name: p.read_bytes() for p in (tmp_path / "again").glob("*.pdf")}
    assert again == first


def _kept(cache: Path, kind: str, count: int) -> list[Path]:
    """count made-up entries of one kind, oldest first, a second of use apart."""
    cache.mkdir(parents=True, exist_ok=True)
    made = []
    for n in range(count):
        entry = cache / f"{kind}-{n:040x}.pickle"
        entry.write_bytes(pickle.dumps(n))
        os.utime(entry, (1_000_000 + n, 1_000_000 + n))
        made.append(entry)
    return made


def test_the_cache_keeps_the_most_recently_used_entries_of_a_kind(tmp_path, cache):
    old = _kept(cache, HEROES, datacache.KEEP)
    layout = _kept(cache, "layout", 2)
    kept_load = _load(_set(tmp_path / "oz"))  # a new entry: the oldest one goes
    assert not kept_load.problems
    assert len(_entries()) == datacache.KEEP
    assert not old[0].exists() and old[1].exists()
    assert all(entry.exists() for entry in layout)  # another kind's entries are its own


def test_pruning_a_kind_leaves_every_other_name_alone(tmp_path, cache):
    """Only names of the kind, a 40-digit lower-case hex digest and .pickle are its
    entries: a kind whose name starts the same, other digests and other files stay."""
    old = _kept(cache, HEROES, datacache.KEEP)
    strangers = [cache / f"{HEROES}-print-{0:040x}.pickle", cache / f"{HEROES}-{'A' * 40}.pickle",
                 cache / f"{HEROES}-{0:039x}.pickle", cache / f"{HEROES}-{0:040x}.pickle.bak",
                 cache / "notes.txt"]
    for path in strangers:
        path.write_bytes(b"")
        os.utime(path, (1, 1))  # older than every entry
    assert not _load(_set(tmp_path / "oz")).problems  # a new entry: the oldest one goes
    assert not old[0].exists() and all(p.exists() for p in old[1:] + strangers)


def test_using_an_entry_keeps_it_when_newer_ones_are_written(tmp_path, cache):
    folder = _set(tmp_path / "oz")
    _load(folder)
    (mine,) = _entries()
    os.utime(mine, (1, 1))  # written long before the others ...
    others = _kept(cache, HEROES, datacache.KEEP - 1)
    _load(folder)  # ... but used now
    assert not _load(_set(tmp_path / "other")).problems  # another folder: another entry
    assert len(_entries()) == datacache.KEEP
    assert mine.exists() and not others[0].exists()


def test_a_half_written_entry_left_by_a_stopped_run_is_removed(tmp_path, cache):
    cache.mkdir(parents=True)
    stale, fresh = cache / "tmpold.part", cache / "tmpnew.part"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"being written now")
    os.utime(stale, (1, 1))
    _load(_set(tmp_path / "oz"))
    assert not stale.exists() and fresh.exists()
