"""The flat-colour reader records every shipped picture, and 2,500 pictures changed from
them, as it did when its drawing last changed on purpose (tests/generator/flatsvg_corpus.py
says how that record is made): a faster reader must draw the same, to the byte."""

from __future__ import annotations

import json

from hjkit.generator import svgoperators

from . import flatsvg_corpus


def test_every_picture_is_recorded_as_the_reader_recorded_it_before():
    kept = json.loads(flatsvg_corpus.RECORDINGS.read_text("utf-8"))
    svgoperators._PASSED_THROUGH.clear()
    svgoperators._TEXTS.clear()
    now = flatsvg_corpus.recorded()
    assert len(now) == len(kept) == len(flatsvg_corpus._shipped()) + flatsvg_corpus.COUNT
    changed = [index for index, (a, b) in enumerate(zip(now, kept, strict=True)) if a != b]
    assert not changed, (f"{len(changed)} pictures draw otherwise, the first "
                         f"{flatsvg_corpus.pictures()[changed[0]][:300]!r}; if meant, raise "
                         "artcache.FLAT_READER and write the record anew")
    assert 800 < sum(digest != "none" for digest in kept) < len(kept) - 800  # both outcomes
