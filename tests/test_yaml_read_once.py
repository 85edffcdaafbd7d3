"""Reading a YAML file parses it once when it cannot hold an anchor, an alias or a second
document, and then gives the same data, lines and errors as reading every event first."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from hjkit.games.heroes_journey.model.files import SHIPPED_CARDS
from hjkit.kit import yamlparse
from hjkit.kit.yamlsource import YamlError, read_yaml

INTRO = SHIPPED_CARDS / "intro-pack" / "cards.yaml"


def _read_every_event_first(path: Path, text: str):
    """What yamlparse.compose did for every file before: all events read (anchors and
    aliases refused where they stand), then the stream composed."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(yamlparse, "_may_refuse_later", lambda text: True)
        return yamlparse.compose(path, text)


def _outcome(read, path: Path, text: str):
    """The data and lines read, or the error's line and message."""
    try:
        node = read(path, text)
    except YamlError as error:
        return "error", error.line, error.message
    if node is None:
        return "empty"
    lines: dict = {}
    try:
        data = yamlparse.convert(node, (), lines, path)
    except YamlError as error:
        return "error", error.line, error.message
    return "data", data, lines


CASES = [
    "a: 1\nb: [1, 2]\n",
    "a: 1\n# --- a comment ---\nb: 2\n",
    "a: 1\nb: [1, 2\n",
    "a: 'open\nb: 2\n",
    "a: 1\n  b: 2\n",
    "a: 1\n---\nb: 2\n",
    "a: 1\n...\nb: 2\n",
    "a: 1\n---\nb: [\n",
    "a: 1\r---\rb: 2\r",
    "a: 1\x85---\x85b: 2",
    "a: 1\u2028---\u2028b: 2",
    "\ufeff---\na: 1\n",
    "a: &x 1\nb: *x\n",
    "a: &x 1\n",
    "a: *x\n",
    "a: 1\nb: \x01\n",
    "a: [1, 2]]\n",
    "- 1\n- 2\n",
    "text: Exert & heal\n",
    "text: 3 * 4\n",
    "",
    "# only a comment\n",
]


@pytest.mark.parametrize("text", CASES)
def test_composing_once_reads_as_reading_every_event_first(text, tmp_path):
    path = tmp_path / "cards.yaml"
    assert (_outcome(yamlparse.compose, path, text)
            == _outcome(_read_every_event_first, path, text))


def test_damaged_card_files_read_the_same_once_as_twice(tmp_path):
    """Shipped cards with characters put in at random places (syntax errors of every kind,
    deeper nesting, new documents): the same data or the same first error either way."""
    path = tmp_path / "cards.yaml"
    original = INTRO.read_text("utf-8")
    chance = random.Random(13)
    pieces = [":", "[", "]", "{", "\"", "'", "\t", "\n", "\n---\n", "\n...\n", "- ", "  ", "#",
              "|", ">", "\x01", "?", "!", "%", "@", ",", "&a ", "*a"]
    for _ in range(150):
        text = original
        for _ in range(chance.randint(1, 3)):
            at = chance.randrange(len(text))
            text = text[:at] + chance.choice(pieces) + text[at:]
        assert (_outcome(yamlparse.compose, path, text)
                == _outcome(_read_every_event_first, path, text)), text


def test_a_shipped_card_file_is_parsed_once(monkeypatch):
    """The intro pack's cards hold no anchor, alias or document marker (its `# ---`
    comments are no markers): its events are not read in a pass of their own."""
    passes = []
    monkeypatch.setattr(yaml, "parse", lambda *a, **k: passes.append(1) or iter(()))
    document = read_yaml(INTRO)
    assert document.data["cards"] and passes == []


def test_an_anchor_is_still_refused_at_its_line(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("set: {id: s, name: S}\ncards:\n  - &first {id: a}\n", "utf-8")
    with pytest.raises(YamlError) as raised:
        read_yaml(path)
    assert (raised.value.line, raised.value.message) == (
        3, "YAML anchors and aliases are not allowed")
