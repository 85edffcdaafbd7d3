"""Pictures for tests/generator/test_flatsvg_recordings.py: the shipped ones and thousands made
from them by changing, adding and wrapping attributes, each as bytes, always the same ones
(a seeded generator). flatsvg_recordings.json holds a digest of what the reader recorded of
each when it was last changed on purpose (`python tests/generator/flatsvg_corpus.py` writes it
anew: do that, and raise artcache.FLAT_READER, only when a drawing is meant to change)."""

from __future__ import annotations

import hashlib
import json
import random
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RECORDINGS = Path(__file__).with_name("flatsvg_recordings.json")
COUNT = 2500

NUMBERS = ["0", "-3", "2.5e1", "1e400", "10px", "3mm", "1in", "2pt", "5%", "", " 7 ", "1.5",
           "-0.5", "4em", ".5", "12"]
COLOURS = ["#abc", "#aabbcc", "red", "rgb(1,2,3)", "rgb(300,0,0)", "rgb( 10 , 20 , 30 )", "none",
           "currentColor", "inherit", "lightgray", "#ff000080", "url(#g)", "NAVY", " teal "]
OPACITIES = ["0", "0.5", "1", "1.5", "-1", "inherit", ".25", "50%", "0.995"]
TRANSFORMS = ["translate(3)", "translate(3, -4)", "scale(2,3)", "scale(-1)", "rotate(30)",
              "rotate(30 5 5)", "skewX(10)", "skewY(-20)", "matrix(1 0 0 1 0 0)",
              "matrix(1,0.2,0.3,1,4,5)", "scale(0)", "bogus(1)", "translate(1) rotate(45)",
              "translate(1),scale(2)", "rotate(1 2)", ""]
PROPERTIES = {
    "fill": COLOURS, "stroke": COLOURS, "fill-opacity": OPACITIES, "stroke-opacity": OPACITIES,
    "opacity": OPACITIES, "stroke-width": NUMBERS, "fill-rule": ["evenodd", "nonzero", "odd"],
    "stroke-linecap": ["butt", "round", "square", "pointy"],
    "stroke-linejoin": ["miter", "round", "bevel", "arcs"],
    "stroke-dasharray": ["5 3", "0 0", "none", "4,2,1", "-1 2", "3mm 1"],
    "stroke-dashoffset": ["2", "-7", "1.5mm", "x"], "stroke-miterlimit": ["4", "0.5", "1"],
    "display": ["none", "inline", "block", "inherit"],
    "visibility": ["visible", "hidden", "collapse", "inherit"],
    "font-size": ["12"], "transform": TRANSFORMS,
}
GEOMETRY = {"x": NUMBERS, "y": NUMBERS, "width": NUMBERS, "height": NUMBERS, "rx": NUMBERS,
            "ry": NUMBERS, "cx": NUMBERS, "cy": NUMBERS, "r": NUMBERS, "x1": NUMBERS,
            "points": ["0,0 10,10", "0 0 10 10 20 0", "1,1 1,1", "5", ""],
            "d": ["M0 0 L10 10", "M 0 0 h 10 v 10 z", "m0,0 q5,5 10,0 t10,0", "L 1 1", "",
                  "M0 0 a5 5 0 1 1 10 0"],
            "viewBox": ["0 0 10 10", "0 0 -1 5", "1 2 3", "0,0,100,50"],
            "preserveAspectRatio": ["none", "xMinYMax slice", "xMidYMid meet", "bad"],
            "pathLength": ["3"], "class": ["a"], "id": ["b"]}
ATTRIBUTE = re.compile(r'([A-Za-z:-]+)="([^"]*)"')
ELEMENT = re.compile(r"<(rect|circle|ellipse|path|polygon|polyline|line|g)\b")


def _shipped() -> list[bytes]:
    return [p.read_bytes() for p in sorted(ROOT.glob("hjkit/**/*.svg"))]


def _changed(rng: random.Random, text: str) -> str:
    """One change: an attribute's value replaced, an attribute or a style added to an
    element, or an element wrapped in a group with attributes of its own."""
    kind = rng.choice(["value", "value", "attribute", "style", "group"])
    if kind == "value":
        found = list(ATTRIBUTE.finditer(text))
        if found:
            match = rng.choice(found)
            pool = PROPERTIES.get(match.group(1)) or GEOMETRY.get(match.group(1)) or NUMBERS
            return f'{text[:match.start(2)]}{rng.choice(pool)}{text[match.end(2):]}'
    elements = list(ELEMENT.finditer(text))
    if not elements:
        return text
    element = rng.choice(elements)
    if kind in ("attribute", "style"):
        name = rng.choice(list(PROPERTIES) + list(GEOMETRY))
        value = rng.choice(PROPERTIES.get(name) or GEOMETRY[name])
        added = f' {name}="{value}"' if kind == "attribute" else \
            f' style="{name}: {value}; {rng.choice(list(PROPERTIES))}:{rng.choice(OPACITIES)}"'
        if kind == "style" and "style=" in text[element.start():text.find(">", element.start())]:
            return text
        if f" {name}=" in text[element.start():text.find(">", element.start())]:
            return text
        return text[:element.end()] + added + text[element.end():]
    end = text.find("/>", element.start())
    if end < 0 or element.group(1) == "g":
        return text
    name = rng.choice(list(PROPERTIES))
    wrapper = f'<g {name}="{rng.choice(PROPERTIES[name])}">'
    return text[:element.start()] + wrapper + text[element.start():end + 2] + "</g>" \
        + text[end + 2:]


def pictures() -> list[bytes]:
    """The shipped pictures, then COUNT changed ones (one to three changes each)."""
    rng = random.Random(2026)
    shipped = _shipped()
    made = []
    for _ in range(COUNT):
        text = rng.choice(shipped).decode()
        for _ in range(rng.choice([1, 1, 2, 3])):
            text = _changed(rng, text)
        made.append(text.encode())
    return shipped + made


def digest(recording) -> str:
    """What the reader made of a picture, in a few characters: None, or its recording's
    size, content lines and graphics states."""
    if recording is None:
        return "none"
    text = repr((recording.width, recording.height, recording.code, recording.states))
    return hashlib.sha1(text.encode()).hexdigest()[:10]


def recorded() -> list[str]:
    from hjkit.generator import flatsvg

    return [digest(flatsvg.read(data)) for data in pictures()]


if __name__ == "__main__":
    RECORDINGS.write_text(json.dumps(recorded(), indent=0) + "\n", "utf-8")
    print(f"wrote {RECORDINGS}")
