"""XML elements as xml.etree.ElementTree.fromstring gives them (tags and attribute names as
{namespace}local, attributes in document order, children in order; text, comments and
processing instructions left out), read by expat directly: the flat-colour SVG reader
(flatsvg) needs no more, and ElementTree's import costs a first build more than the parsing
of all its pictures (tests/generator/test_svgxml.py compares the two)."""

from __future__ import annotations

from pyexpat import ExpatError, ParserCreate

__all__ = ["Element", "ExpatError", "fromstring"]


class Element(list):
    """An element: its children are the list's items."""

    __slots__ = ("tag", "attrib")

    tag: str
    attrib: dict[str, str]


def fromstring(data: bytes) -> Element:
    """The document's root element. Raises ExpatError when the data is not well-formed XML
    (where ElementTree raises its ParseError)."""
    top = Element()
    open_elements = [top]
    append, pop = open_elements.append, open_elements.pop

    def start(tag: str, attrib: dict[str, str]) -> None:
        element = Element()
        # expat names a namespaced name "namespace}local"; ElementTree writes "{" before it
        element.tag = "{" + tag if "}" in tag else tag
        element.attrib = {"{" + key if "}" in key else key: value
                          for key, value in attrib.items()} \
            if "}" in "".join(attrib) else attrib
        open_elements[-1].append(element)
        append(element)

    parser = ParserCreate(namespace_separator="}")
    parser.StartElementHandler = start
    parser.EndElementHandler = lambda tag: pop()
    parser.Parse(data, True)
    return top[0]
