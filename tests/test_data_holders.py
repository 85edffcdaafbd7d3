"""The values a build makes at import as named tuples (a tenth of a frozen dataclass's time to
make) behave as the frozen dataclasses they replaced: the same fields in the same order and
defaults, keyword construction, the same repr, equality and hash for the same fields, and no
assignment. Each is checked against a frozen dataclass made here with its old fields."""

from __future__ import annotations

import dataclasses

import pytest

from hjkit.games.heroes_journey.faces.frame import Box
from hjkit.games.heroes_journey.faces.geometry import FaceLayout, Window
from hjkit.generator.art import Picture, Placement, _Live
from hjkit.generator.artcache import Recording
from hjkit.generator.build import PrintJob, PrintSettings
from hjkit.generator.document import Piece, Sheet, ShopCard
from hjkit.generator.impose import Grid, Rect, Segment, Slot, _Axis
from hjkit.generator.qr import Code
from hjkit.generator.textfit import Fitted, Paragraph, Run
from hjkit.kit.game import CheckReport, Loaded, Started, Variant
from hjkit.kit.yamlsource import DataProblem, Document

NO = dataclasses.MISSING
OLD_FIELDS = {
    Rect: {"x": NO, "y": NO, "width": NO, "height": NO},
    Slot: {"trim": NO, "bleed": NO},
    Segment: {"x1": NO, "y1": NO, "x2": NO, "y2": NO},
    _Axis: {"starts": NO, "trim": NO, "outer": NO, "gutter": NO, "bleed": NO},
    Grid: {"paper": NO, "card": NO, "columns": NO, "rows": NO, "slots": NO, "margin": NO},
    Run: {"text": NO, "font": NO},
    Paragraph: {"runs": NO, "centred": False},
    Fitted: {"size": NO, "lines": NO, "height": NO},
    Piece: {"card_id": NO, "size": NO, "front": NO, "back": NO, "double_sided": False,
            "back_name": "back"},
    ShopCard: {"card_id": NO, "copies": NO, "face_page": NO, "back_page": NO},
    Sheet: {"grid": NO, "pieces": NO},
    PrintSettings: {"cards": NO, "base_url": "http://hjkit.local:8000", "proxy": False,
                    "backs": "dark", "seeds": ()},
    PrintJob: {"name": NO, "parts": NO, "problems": (), "notes": ()},
    Code: {"modules": NO, "level": NO, "path": NO},
    Box: {"width": NO, "height": NO},
    Window: {"x": NO, "y": NO, "width": NO, "height": NO},
    FaceLayout: dict.fromkeys(["box", "title", "title_baseline", "header_width",
                               "type_baseline", "header_bottom", "text", "text_box", "art",
                               "code"], NO),
    DataProblem: {"path": NO, "line": NO, "field": NO, "message": NO},
    Document: {"path": NO, "data": NO, "lines": NO},
    Started: {"setup": NO, "seats": NO, "state": NO},
    Loaded: {"library": NO, "problems": ()},
    CheckReport: {"problems": NO, "verdicts": NO, "summary": NO, "illegal": NO},
    Variant: {"id": NO, "name": NO, "min_players": NO, "max_players": NO, "decks": ()},
    Picture: {"path": NO, "width": NO, "height": NO, "vector": NO, "key": NO},
    Placement: {"x": NO, "y": NO, "width": NO, "height": NO},
    _Live: {"width": NO, "height": NO},
    Recording: {"width": NO, "height": NO, "code": NO, "states": NO},
}


def _old(kind: type) -> type:
    """The frozen dataclass kind was, by its old fields and defaults."""
    specs = [(name, object) if default is NO else (name, object, dataclasses.field(
        default=default)) for name, default in OLD_FIELDS[kind].items()]
    return dataclasses.make_dataclass(kind.__name__, specs, frozen=True)


@pytest.mark.parametrize("kind", list(OLD_FIELDS), ids=lambda kind: kind.__name__)
def test_a_named_tuple_behaves_as_the_frozen_dataclass_it_replaced(kind):
    old = _old(kind)
    assert kind._fields == tuple(f.name for f in dataclasses.fields(old))
    required = [name for name, default in OLD_FIELDS[kind].items() if default is NO]
    values = {name: (index, f"v{index}") for index, name in enumerate(required)}
    new, before = kind(**values), old(**values)
    assert repr(new).replace(kind.__name__, "", 1) == repr(before).replace(old.__name__, "", 1)
    for name in OLD_FIELDS[kind]:
        assert getattr(new, name) == getattr(before, name)
    assert new == kind(**values) and hash(new) == hash(kind(**values)) == hash(before)
    other = dict(values, **{required[0]: "changed"})
    assert new != kind(**other)
    with pytest.raises(AttributeError):
        setattr(new, required[0], "changed")
    if kind.__str__ is not tuple.__str__:  # a __str__ of its own (DataProblem) is kept
        assert str(new) != repr(new)
