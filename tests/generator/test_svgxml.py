"""svgxml.fromstring, expat read directly, gives the elements ElementTree.fromstring gives
(tags, attributes, children) and refuses what it refuses: for every shipped picture, for
namespaces, entities, encodings and other XML forms, and for thousands of damaged files."""

from __future__ import annotations

import random
from pathlib import Path
from xml.etree import ElementTree

import pytest

from hjkit.generator import svgxml

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = [p.read_bytes() for p in sorted(ROOT.glob("hjkit/**/*.svg"))]


def _shape(element) -> tuple:
    return element.tag, list(element.attrib.items()), [_shape(child) for child in element]


def _outcome(read, data: bytes):
    try:
        return "tree", _shape(read(data))
    except (ElementTree.ParseError, svgxml.ExpatError):
        return "refused"
    except LookupError as error:  # an encoding Python does not know: both raise it
        return "raises", type(error)


def _assert_same(data: bytes) -> None:
    assert _outcome(svgxml.fromstring, data) == _outcome(ElementTree.fromstring, data), data


def test_every_shipped_picture_reads_as_elementtree_reads_it():
    assert len(SHIPPED) >= 29
    for data in SHIPPED:
        assert _outcome(svgxml.fromstring, data)[0] == "tree"
        _assert_same(data)


SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9">{}</svg>'
FORMS = {
    "foreign namespaces": SVG.format(
        '<g xmlns:e="urn:editor" e:label="layer" xml:space="preserve">'
        '<e:thing e:a="1"><rect width="1" height="1"/></e:thing>'
        '<rect xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#a" width="2"/></g>'),
    "no namespace": '<svg width="9" height="9"><rect width="1" height="1"/></svg>',
    "default namespace changed inside": SVG.format('<g xmlns="urn:other"><rect/></g>'),
    "text, comments, instructions, CDATA": SVG.format(
        'text<!-- a comment --><?pi data?><title>A <![CDATA[<title>]]> &amp; more</title>'
        '<rect width="1" height="1"/>tail'),
    "character and predefined entities": SVG.format(
        '<rect id="&#x41;&#66;&lt;&gt;&quot;&apos;&amp;" width="1" height="1"/>'),
    "attribute whitespace normalised": SVG.format('<path d="M 0 0\n\tL 1 1&#10;Z"/>'),
    "XML declaration": '<?xml version="1.0" encoding="UTF-8" standalone="no"?>'
                       + SVG.format('<rect/>'),
    "undefined entity": SVG.format('<rect id="&nope;"/>'),
    "undefined entity in text": SVG.format('<title>&nope;</title>'),
    "unbound prefix": SVG.format('<rect e:label="x"/>'),
    "duplicate attribute": SVG.format('<rect width="1" width="2"/>'),
    "junk after the root": SVG.format('') + '<svg/>',
    "text after the root": SVG.format('') + 'text',
    "comment after the root": SVG.format('') + '<!-- fine -->',
    "empty": '',
    "not XML": 'not xml at all',
    "unclosed": '<svg xmlns="http://www.w3.org/2000/svg"><rect',
    "mismatched": '<svg><g></svg></g>',
    "DOCTYPE with an entity": '<!DOCTYPE svg [<!ENTITY e "x">]><svg id="&e;"/>',
}
ENCODED = {
    "UTF-8 with a BOM": b"\xef\xbb\xbf" + SVG.format('<rect id="\u00e9"/>').encode(),
    "UTF-16": SVG.format('<rect id="\u00e9"/>').encode("utf-16"),
    "Latin-1 declared": ('<?xml version="1.0" encoding="ISO-8859-1"?>'
                         + SVG.format('<rect id="\u00e9"/>')).encode("latin-1"),
    "Windows-1252 declared": ('<?xml version="1.0" encoding="windows-1252"?>'
                              + SVG.format('<rect id="\u20ac"/>')).encode("cp1252"),
    "unknown encoding": b'<?xml version="1.0" encoding="x-nothing"?><svg/>',
    "UTF-8 declared, Latin-1 written": b'<?xml version="1.0" encoding="UTF-8"?><svg id="\xe9"/>',
}


@pytest.mark.parametrize("name", list(FORMS))
def test_xml_forms_read_as_elementtree_reads_them(name):
    _assert_same(FORMS[name].encode())


@pytest.mark.parametrize("name", list(ENCODED))
def test_encodings_read_as_elementtree_reads_them(name):
    _assert_same(ENCODED[name])


def _damaged(rng: random.Random, data: bytes) -> bytes:
    at = rng.randrange(len(data) or 1)
    kind = rng.choice(["remove", "double", "replace", "insert"])
    character = bytes([rng.choice(b'<>/="\' &;:!?-x{}\xe9\x00')])
    if kind == "remove":
        return data[:at] + data[at + 1:]
    if kind == "double":
        return data[:at] + data[at:at + 1] + data[at:]
    if kind == "replace":
        return data[:at] + character + data[at + 1:]
    return data[:at] + character + data[at:]


def test_damaged_pictures_read_or_are_refused_as_elementtree_does():
    rng = random.Random(7)
    sources = SHIPPED + [form.encode() for form in FORMS.values()]
    for _ in range(2500):
        data = rng.choice(sources)
        for _ in range(rng.choice([1, 1, 2, 3])):
            data = _damaged(rng, data)
        _assert_same(data)
