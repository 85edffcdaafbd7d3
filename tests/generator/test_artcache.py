"""SVG pictures recorded as PDF operators and kept across runs: a rebuild neither parses
nor imports the SVG reader, prints the same bytes, and a changed, damaged or unrecordable
picture is read afresh."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hjkit.generator import art, artcache, flatsvg
from hjkit.generator.build import build_paths

from .conftest import CULTURES, STANDARD_DECK, standard_cards, write_set

GLOW = ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">'
        '<rect width="200" height="120" fill="#1e3cdc"/>'
        '<circle cx="100" cy="60" r="40" fill="#ffffff" fill-opacity="0.3"/></svg>')
WORDS = ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">'
         '<rect width="200" height="120" fill="#dc3c1e"/>'
         '<text x="20" y="60" font-size="30">Oz</text></svg>')


def _arty(folder: Path, svg: str) -> Path:
    cards = [{**card, "art": {"file": "pic.svg"}} if card["id"] == "dorothy" else card
             for card in standard_cards()]
    write_set(folder, "arty", CULTURES, cards, [STANDARD_DECK])
    (folder / "pic.svg").write_text(svg, "utf-8")
    return folder


def _book(folder: Path, options) -> bytes:
    art.clear_cache()  # a new process: only what was kept on disk is known
    written = build_paths([folder], options).written
    return next(p for p in written if p.name.endswith("book.pdf")).read_bytes()


def _entries() -> list[Path]:
    where = artcache.folder()
    return sorted(where.glob("*.json")) if where and where.exists() else []


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "art"


def _no_svg_reader(path):
    raise AssertionError(f"the SVG reader ran for {path}")


_no_svg_reader.cache_clear = lambda: None  # as art.clear_cache expects


def test_a_rebuild_replays_the_recording_without_reading_the_svg(tmp_path, options, cache,
                                                                 monkeypatch):
    folder = _arty(tmp_path / "arty", GLOW)
    first = _book(folder, options)
    assert [p.name for p in _entries()] == [artcache.entry_name(GLOW.encode(), flatsvg.READER)]
    monkeypatch.setattr(art, "_drawing", _no_svg_reader)
    assert _book(folder, options) == first


def test_a_rebuild_imports_no_svg_reader(tmp_path, options, cache):
    folder = _arty(tmp_path / "arty", GLOW)
    _book(folder, options)
    script = ("import sys; from pathlib import Path; "
              "from hjkit.generator.build import BuildOptions, build_paths; "
              f"build_paths([Path({str(folder)!r})], BuildOptions(out=Path({str(tmp_path)!r})"
              " / 'again')); "
              "print(sorted(m for m in sys.modules if m.startswith(('svglib', 'lxml', "
              "'reportlab.graphics', 'hjkit.generator.flatsvg', 'hjkit.generator.svgpath', "
              "'xml.etree'))))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120)
    assert done.stdout.strip() == "[]"


def test_a_changed_picture_is_recorded_afresh(tmp_path, options, cache):
    folder = _arty(tmp_path / "arty", GLOW)
    first = _book(folder, options)
    (folder / "pic.svg").write_text(GLOW.replace("#1e3cdc", "#1edc3c"), "utf-8")
    assert _book(folder, options) != first
    assert len(_entries()) == 2


def test_a_damaged_entry_is_ignored_and_written_again(tmp_path, options, cache):
    folder = _arty(tmp_path / "arty", GLOW)
    first = _book(folder, options)
    [entry] = _entries()
    for damage in ("{not json", json.dumps({"width": 1, "height": 1, "code": [3],
                                            "states": []})):
        entry.write_text(damage, "utf-8")
        assert _book(folder, options) == first
        assert artcache.load(GLOW.encode(), flatsvg.READER) is not None


def test_caching_can_be_turned_off(tmp_path, options, monkeypatch):
    monkeypatch.setenv("HJKIT_CACHE_HOME", "off")
    folder = _arty(tmp_path / "arty", GLOW)
    _book(folder, options)
    assert artcache.folder() is None
    assert artcache.load(GLOW.encode(), flatsvg.READER) is None


def test_a_folder_that_cannot_be_written_keeps_nothing_and_builds(tmp_path, options,
                                                                  monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", "utf-8")
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(blocker))
    folder = _arty(tmp_path / "arty", GLOW)
    assert _book(folder, options).startswith(b"%PDF")


def test_a_picture_with_text_is_drawn_from_its_svg_each_time(tmp_path, options, cache,
                                                             monkeypatch):
    folder = _arty(tmp_path / "arty", WORDS)
    first = _book(folder, options)
    assert _entries() == []  # its font is a resource a recording does not carry
    assert _book(folder, options) == first
    monkeypatch.setattr(art, "_drawing", _no_svg_reader)
    art.clear_cache()
    with pytest.raises(AssertionError, match="the SVG reader ran"):
        build_paths([folder], options)


def test_the_cache_keeps_its_most_recently_used_recordings(tmp_path, options, cache,
                                                           monkeypatch):
    monkeypatch.setattr(artcache, "KEEP", 3)
    cache.mkdir(parents=True)
    old = []
    for n in range(3):
        entry = cache / f"{n:040x}.json"
        entry.write_text("{}", "utf-8")
        os.utime(entry, (1_000_000 + n, 1_000_000 + n))
        old.append(entry)
    folder = _arty(tmp_path / "arty", GLOW)
    _book(folder, options)  # records GLOW: the least recently used entry goes
    assert len(_entries()) == 3 and not old[0].exists()
    mine = cache / artcache.entry_name(GLOW.encode(), flatsvg.READER)
    os.utime(mine, (1, 1))
    _book(folder, options)  # replays GLOW's recording, which marks it used
    assert mine.stat().st_mtime > old[2].stat().st_mtime


def test_a_picture_without_an_entry_is_not_looked_for_file_by_file(tmp_path, monkeypatch):
    """A first build's pictures need not each fail to open an entry: an entry is looked for
    by its name (a stat) before it is opened; a recording kept is found, also one another
    process keeps meanwhile (a build's warm-up, hjkit.kit.warmup)."""
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(tmp_path / "fresh"))
    art.clear_cache()
    opened = []
    read_text = Path.read_text

    def spy(path, *args, **kwargs):
        opened.append(path.name)
        return read_text(path, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", spy)
    glow, words = GLOW.encode(), WORDS.encode()
    recording = flatsvg.read(glow)
    assert artcache.load(glow, flatsvg.READER) is None
    assert artcache.load(words, flatsvg.READER) is None
    assert opened == []
    artcache.save(glow, flatsvg.READER, recording)
    assert artcache.load(glow, flatsvg.READER) == recording
    assert artcache.load(words, flatsvg.READER) is None
    assert opened == [artcache.entry_name(glow, flatsvg.READER)]
    # kept by another process meanwhile (here: a copy written by hand), it is found
    entry = artcache.folder() / artcache.entry_name(words, flatsvg.READER)
    entry.write_text(artcache.folder().joinpath(opened[0]).read_text("utf-8"), "utf-8")
    assert artcache.load(words, flatsvg.READER) == recording
