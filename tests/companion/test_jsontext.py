"""The JSON text encoded once per version (jsontext.compact) holds the values json.dumps
writes, whatever the names and numbers."""

from __future__ import annotations

import json

from hjkit.companion.jsontext import compact


def test_compact_text_reads_back_as_the_same_values_as_the_standard_librarys():
    value = {"seats": [{"seat": 0, "name": "Zoë 🐉 \u2028 </script>"}], "scores": {1: 3, 2: 4.5},
             "state": {"nested": [None, True, False, -0.25, 10**18], "text": "a\nb\"c\\"}}
    text = compact(value)
    assert "\n" not in text  # an event stream's data line stays one line
    assert json.loads(text) == json.loads(json.dumps(value))


def test_what_orjson_cannot_write_is_written_by_the_standard_library():
    value = {"big": 10**30}
    assert json.loads(compact(value)) == {"big": 10**30}
