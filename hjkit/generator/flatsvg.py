"""An SVG reader of our own for flat-colour pictures: PDF operators for pictures drawn with
shapes, paths and plain colours, read with the standard library, so that a build whose
pictures stay within this subset never imports svglib, lxml or reportlab's graphics.

The subset:
- elements: the outermost svg (width, height, viewBox, preserveAspectRatio), g, rect (with
  rx, ry), circle, ellipse, line, polyline, polygon, path (every command, arcs as SVG 1.1's
  implementation notes F.6 convert them); title, desc and metadata are skipped, as is an
  empty defs;
- properties, as attributes or in style="": fill, fill-opacity, fill-rule, stroke,
  stroke-width, stroke-opacity, stroke-linecap, stroke-linejoin, stroke-dasharray,
  stroke-dashoffset, stroke-miterlimit, opacity (on shapes), display, visibility;
- colours: none, #rgb, #rrggbb, rgb(r, g, b) in integers, the CSS colour keywords
  (svgcolours); lengths: plain numbers and px, pt, pc, mm, cm, in;
- transform: matrix, translate, scale, rotate, skewX, skewY.

Anything else (gradients, text, images, use and defs, clip paths, masks, filters, style
sheets, percentages and font-relative units, nested svg, opacity on a group, currentColor,
colours with alpha, attributes this reader does not know, XML with a DOCTYPE, XML that does
not parse) makes `read` return None, and the picture goes to svglib as before: what svglib
draws or refuses stays as it was. Within the subset the drawing is svglib's (same geometry,
colours, opacities, caps, joins and dashes; tests/generator/test_flatsvg.py compares pixels),
with a few deliberate differences where svglib strays from SVG: `opacity` on a shape is
honoured (svglib ignores it); stroke-dashoffset is honoured (svglib ignores it); a path
that goes on after a closepath without a moveto, or closes twice, is filled (svglib leaves
it unfilled), and a relative command after a closepath starts from the subpath's start
(svglib: from the point before it); a rect whose rx and ry differ
gets elliptical corners (svglib rounds them by rx alone), its ry defaulting to its rx
before either is limited to half the rect's size.
Like svglib, the miter limit is PDF's 10 unless stroke-miterlimit sets it.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from reportlab.lib.rl_accel import fp_str

from . import artcache, svgxml
from .artcache import FLAT_READER, Recording
from .svgcolours import NAMED
from .svgoperators import operators
from .svgpath import NUMBER, parse

READER = FLAT_READER  # named in artcache, so that a rebuild need not import this module

PX_TO_PT = 0.75
"""SVG user units (CSS pixels, 96 per inch) to PDF points, as svglib converts them."""
_UNITS = {"": 1.0, "px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4, "cm": 96 / 2.54,
          "in": 96.0}
_LENGTH = re.compile(rf"\s*({NUMBER.pattern})(px|pt|pc|mm|cm|in)?\s*")
_SVG = "{http://www.w3.org/2000/svg}"
_LIST = re.compile(r"[\s,]+")
_HEX = re.compile(r"#[0-9a-fA-F]+")
_RGB = re.compile(r"rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)")
_KEYWORD = re.compile(r"[a-z-]+")
_KAPPA = 4 / 3 * (math.sqrt(2) - 1)
"""A cubic's control distance, as a fraction of the radius, for a quarter circle."""

_INHERITED = {"fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity",
              "stroke-linecap", "stroke-linejoin", "stroke-dasharray", "stroke-dashoffset",
              "stroke-miterlimit", "visibility"}
_OWN = {"opacity", "display"}
_TEXT_ONLY = {"font", "font-family", "font-size", "font-style", "font-variant", "font-weight",
              "font-stretch", "text-anchor", "letter-spacing", "word-spacing", "line-height"}
"""Properties that change nothing without text: allowed and ignored."""
_COMMON = {"id", "class", "style", "transform"} | _INHERITED | _OWN | _TEXT_ONLY
_SHAPES = {"rect": {"x", "y", "width", "height", "rx", "ry"}, "circle": {"cx", "cy", "r"},
           "ellipse": {"cx", "cy", "rx", "ry"}, "line": {"x1", "y1", "x2", "y2"},
           "polyline": {"points"}, "polygon": {"points"}, "path": {"d"}}
_SHAPE_ATTRIBUTES = {name: _COMMON | own for name, own in _SHAPES.items()}
_ROOT = {"width", "height", "viewBox", "preserveAspectRatio", "version", "baseProfile", "x",
         "y", "id", "class", "style"} | _INHERITED | _TEXT_ONLY
_SKIPPED = {"title", "desc", "metadata"}
_GENERAL = {"svg", "g", "defs", "a", "style", "symbol", "use", "switch", "clipPath", "mask",
            "pattern", "marker", "filter", "linearGradient", "radialGradient", "text", "image",
            "foreignObject", *_SHAPES}
"""Element names svglib acts on in whatever namespace; other foreign elements it ignores."""
_DEFAULTS = {"fill": (0.0, 0.0, 0.0), "fill-opacity": 1.0, "fill-rule": "nonzero",
             "stroke": None, "stroke-width": 1.0, "stroke-opacity": 1.0, "stroke-linecap": 0,
             "stroke-linejoin": 0, "stroke-dasharray": None, "stroke-dashoffset": 0.0,
             "stroke-miterlimit": None, "visibility": True}


class Outside(ValueError):
    """The picture uses something this reader does not draw."""


def kept_or_read(data: bytes) -> Recording | None:
    """The picture's recording by this reader: kept in the art cache, or read now and kept
    (None when it is outside the subset: svglib's, see art._vector)."""
    recording = artcache.load(data, READER)
    if recording is None:
        recording = read(data)
        if recording is not None:
            artcache.save(data, READER, recording)
    return recording


def read(data: bytes) -> Recording | None:
    """The picture's recording, or None when it is outside the subset or not well-formed
    XML (svglib then reads it, and says what is wrong with it)."""
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data or b"\0" in data:
        return None  # entities (looked for in an encoding that ASCII reads, not UTF-16's
        # NULs): left to svglib, which does not expand them
    try:
        root = svgxml.fromstring(data)
    except (svgxml.ExpatError, LookupError):  # not XML, or in an encoding Python lacks
        return None
    try:
        return _Reader().picture(root)
    except (ValueError, ArithmeticError, RecursionError):
        # Outside and svgpath's PathError; numbers too large to write (reportlab's
        # formatting refuses them) or to compute with; groups nested past Python's limit
        return None


def _name(element) -> str | None:
    """The element's SVG name; None for one of another vocabulary that svglib ignores."""
    tag = element.tag
    if not isinstance(tag, str):
        return None
    return _tag_name(tag)


@lru_cache(maxsize=256)
def _tag_name(tag: str) -> str | None:
    if tag.startswith(_SVG):
        return tag[len(_SVG):]
    if tag.startswith("{"):
        local = tag.rpartition("}")[2]
        if local in _GENERAL or local in _SKIPPED:
            raise Outside(f"element {tag}")
        return None
    return tag  # no namespace: svglib reads it as SVG


class _Reader:
    def __init__(self) -> None:
        self.code: list[str] = []
        self.states: dict[tuple[str, float], str] = {}

    def picture(self, root) -> Recording:
        if _name(root) != "svg":
            raise Outside("the document is not an svg")
        attributes = _attributes(root, _ROOT)
        style = _style(attributes, dict(_DEFAULTS))
        if style.get("opacity", 1.0) != 1.0 or style.get("display") == "none":
            raise Outside("opacity or display on the whole picture")  # from its style=""
        width, height, matrix = _viewport(attributes)
        self.code.append(f"q {fp_str(*matrix)} cm")
        self.children(root, style)
        self.code.append("Q")
        states = tuple((attribute, value, name)
                       for (attribute, value), name in self.states.items())
        return Recording(width, height, tuple(self.code), states)

    def children(self, parent, style: dict) -> None:
        for child in parent:
            name = _name(child)
            if name is None or name in _SKIPPED:
                continue
            if name == "defs" and not len(child):
                continue
            if name == "g":
                self.group(child, style)
            elif name in _SHAPES:
                self.shape(name, child, style)
            else:
                raise Outside(f"element {name}")

    def group(self, element, inherited: dict) -> None:
        attributes = _attributes(element, _COMMON)
        style = _style(attributes, inherited)
        if style.get("opacity", 1.0) != 1.0:
            raise Outside("opacity on a group needs a transparency group")
        if style.get("display") == "none":
            return
        transform = _transform(attributes.get("transform", ""))
        if transform:
            self.code.append(f"q {fp_str(*transform)} cm")
        self.children(element, style)
        if transform:
            self.code.append("Q")

    def shape(self, name: str, element, inherited: dict) -> None:
        attributes = _attributes(element, _SHAPE_ATTRIBUTES[name])
        style = _style(attributes, inherited)
        transform = _transform(attributes.get("transform", ""))
        outline = _OUTLINES[name](attributes)
        fill = None if name == "line" else style["fill"]
        stroke = style["stroke"] if style["stroke-width"] > 0 else None
        if (style.get("display") == "none" or not style["visibility"] or not outline
                or (fill is None and stroke is None)):
            return
        opacity = style.get("opacity", 1.0)
        parts = ["q"]
        if transform:
            parts.append(f"{fp_str(*transform)} cm")
        if fill is not None:
            self.alpha(parts, "ca", style["fill-opacity"] * opacity)
            parts.append(f"{fp_str(*fill)} rg")
        if stroke is not None:
            self.alpha(parts, "CA", style["stroke-opacity"] * opacity)
            dashes = style["stroke-dasharray"]
            parts += [f"{fp_str(*stroke)} RG", f"{fp_str(style['stroke-width'])} w",
                      f"{style['stroke-linecap']} J", f"{style['stroke-linejoin']} j",
                      f"[{fp_str(*dashes)}] {fp_str(_phase(dashes, style))} d"
                      if dashes else "[] 0 d"]
            if style["stroke-miterlimit"] is not None:
                parts.append(f"{fp_str(style['stroke-miterlimit'])} M")
        parts.append(outline)
        even_odd = "*" if style["fill-rule"] == "evenodd" else ""
        parts.append(("B" + even_odd if stroke is not None else "f" + even_odd)
                     if fill is not None else "S")
        parts.append("Q")
        self.code.append(" ".join(parts))

    def alpha(self, parts: list[str], attribute: str, value: float) -> None:
        """Set an opacity by a graphics state, named as a fresh form's canvas names them."""
        if value == 1.0:
            return
        key = (attribute, value)
        if key not in self.states:
            self.states[key] = f"gRLs{len(self.states)}"
        parts.append(f"/{self.states[key]} gs")


def _phase(dashes: tuple[float, ...], style: dict) -> float:
    """The dash offset as PDF's dash phase: the same place in the pattern, never negative
    (a pattern of an odd count of lengths repeats twice over to alternate)."""
    period = sum(dashes) * (2 if len(dashes) % 2 else 1)
    return style["stroke-dashoffset"] % period


def _attributes(element, allowed: set[str]) -> dict[str, str]:
    """The element's SVG attributes, refusing any this reader does not know; attributes of
    other vocabularies (an editor's, xml:space) change nothing drawn and are left out."""
    attributes = element.attrib
    if allowed.issuperset(attributes):  # the usual case: all known, none of another's
        return attributes
    found = {}
    for key, value in attributes.items():
        if key.startswith("{"):
            continue
        if key not in allowed:
            raise Outside(f"attribute {key}")
        found[key] = value
    return found


def _style(attributes: dict[str, str], inherited: dict) -> dict:
    """The properties in force on an element: the inherited ones, then its presentation
    attributes, then its style="" declarations, each parsed."""
    if "style" in attributes:
        declared = {key: value for key, value in attributes.items() if key in _PROPERTIES}
        declared.update(_declarations(attributes["style"]))
    else:
        declared = attributes  # the properties among them, in order, as above
    style = dict(inherited)  # a style's properties are _INHERITED's and _OWN's
    if "opacity" in style:
        del style["opacity"]
    if "display" in style:
        del style["display"]
    for key, text in declared.items():
        if key not in _PROPERTIES:  # text-only properties, geometry
            continue
        text = text.strip()
        if text == "inherit" and key in _INHERITED:
            continue
        style[key] = _property(key, text)
    return style


@lru_cache(maxsize=1024)
def _property(key: str, text: str):
    """A property's value (a float, tuple, string, bool or None: shared safely); a drawing
    repeats its colours, widths and opacities."""
    return _PROPERTIES[key](text)


def _declarations(text: str) -> dict[str, str]:
    if "!" in text or "/*" in text or "\\" in text or "url(" in text:
        raise Outside(f"style {text!r}")
    found = {}
    for declaration in text.split(";"):
        if not declaration.strip():
            continue
        key, colon, value = declaration.partition(":")
        key = key.strip()
        if not colon or key not in _INHERITED | _OWN | _TEXT_ONLY:
            raise Outside(f"style declaration {declaration!r}")
        found[key] = value
    return found


@lru_cache(maxsize=4096)
def _number(text: str) -> float:
    if not NUMBER.fullmatch(text := text.strip()) or not math.isfinite(value := float(text)):
        raise Outside(f"number {text!r}")
    return value


@lru_cache(maxsize=4096)
def _length(text: str) -> float:
    """A length in user units."""
    found = _LENGTH.fullmatch(text)
    if found is None or not math.isfinite(value := float(found.group(1))):
        raise Outside(f"length {text!r}")
    return value * _UNITS[found.group(2) or ""]


def _unit_interval(text: str) -> float:
    value = _number(text)
    if not 0 <= value <= 1:
        raise Outside(f"opacity {text!r}")  # svglib refuses these
    return value


@lru_cache(maxsize=256)
def _colour(text: str) -> tuple[float, float, float] | None:
    if text == "none":
        return None
    if text.startswith("#") and len(text) in (4, 7) and _HEX.fullmatch(text):
        digits = text[1:] if len(text) == 7 else "".join(2 * c for c in text[1:])
        value = int(digits, 16)
    elif text in NAMED:
        value = NAMED[text]
    elif found := _RGB.fullmatch(text):
        channels = [int(c) for c in found.groups()]
        if max(channels) > 255:
            raise Outside(f"colour {text!r}")
        value = channels[0] << 16 | channels[1] << 8 | channels[2]
    else:
        raise Outside(f"colour {text!r}")
    return ((value >> 16) / 255, (value >> 8 & 255) / 255, (value & 255) / 255)


def _width(text: str) -> float:
    value = _length(text)
    if value < 0:
        raise Outside(f"stroke-width {text!r}")
    return value


def _dashes(text: str) -> tuple[float, ...] | None:
    if text == "none":
        return None
    values = tuple(_length(part) for part in _LIST.split(text.strip()))
    if any(value < 0 for value in values) or not sum(values):
        raise Outside(f"stroke-dasharray {text!r}")  # SVG draws these solid, svglib not
    return values


def _keyword(choices: dict[str, object]):
    def parse_keyword(text: str):
        if text not in choices:
            raise Outside(f"keyword {text!r}")
        return choices[text]
    return parse_keyword


def _miter_limit(text: str) -> float:
    value = _number(text)
    if value < 1:
        raise Outside(f"stroke-miterlimit {text!r}")
    return value


def _display(text: str) -> str:
    if text == "inherit" or not _KEYWORD.fullmatch(text):
        raise Outside(f"display {text!r}")
    return text


_PROPERTIES = {
    "fill": _colour, "stroke": _colour, "fill-opacity": _unit_interval,
    "stroke-opacity": _unit_interval, "opacity": _unit_interval,
    "fill-rule": _keyword({"nonzero": "nonzero", "evenodd": "evenodd"}),
    "stroke-width": _width, "stroke-linecap": _keyword({"butt": 0, "round": 1, "square": 2}),
    "stroke-linejoin": _keyword({"miter": 0, "round": 1, "bevel": 2}),
    "stroke-dasharray": _dashes, "stroke-dashoffset": _length,
    "stroke-miterlimit": _miter_limit,
    "visibility": _keyword({"visible": True, "hidden": False, "collapse": False}),
    "display": _display,
}

_TRANSFORM = re.compile(r"\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^()]*)\)\s*,?")


@lru_cache(maxsize=1024)
def _transform(text: str) -> tuple[float, ...] | None:
    """A transform list as one matrix (a, b, c, d, e, f); None for none or the identity."""
    if not text:
        return None
    matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    at = 0
    while at < len(text) and text[at:].strip():
        found = _TRANSFORM.match(text, at)
        if found is None:
            raise Outside(f"transform {text!r}")
        at = found.end()
        kind, inside = found.groups()
        values = [_number(v) for v in _LIST.split(inside.strip())] \
            if inside.strip() else []
        matrix = _multiply(matrix, _one_transform(kind, values, text))
    a, b, c, d, _, _ = matrix
    if a * d - b * c == 0:
        raise Outside(f"transform {text!r} flattens the drawing")
    return None if matrix == (1.0, 0.0, 0.0, 1.0, 0.0, 0.0) else matrix


def _one_transform(kind: str, values: list[float], text: str) -> tuple[float, ...]:
    count = len(values)
    if kind == "matrix" and count == 6:
        return tuple(values)
    if kind == "translate" and count in (1, 2):
        return (1.0, 0.0, 0.0, 1.0, values[0], values[1] if count == 2 else 0.0)
    if kind == "scale" and count in (1, 2):
        return (values[0], 0.0, 0.0, values[-1], 0.0, 0.0)
    if kind == "rotate" and count in (1, 3):
        turn = math.radians(values[0])
        cos, sin = math.cos(turn), math.sin(turn)
        rotation = (cos, sin, -sin, cos, 0.0, 0.0)
        if count == 1:
            return rotation
        cx, cy = values[1], values[2]
        return _multiply(_multiply((1.0, 0.0, 0.0, 1.0, cx, cy), rotation),
                         (1.0, 0.0, 0.0, 1.0, -cx, -cy))
    if kind in ("skewX", "skewY") and count == 1:
        slant = math.tan(math.radians(values[0]))
        return (1.0, 0.0, slant, 1.0, 0.0, 0.0) if kind == "skewX" else \
            (1.0, slant, 0.0, 1.0, 0.0, 0.0)
    raise Outside(f"transform {text!r}")


def _multiply(first: tuple[float, ...], then: tuple[float, ...]) -> tuple[float, ...]:
    """The matrix that applies `then` to a point, and `first` to the result (SVG's order
    for `first then`)."""
    a1, b1, c1, d1, e1, f1 = first
    a2, b2, c2, d2, e2, f2 = then
    return (a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2,
            a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1)


_ALIGNS = {f"x{x}Y{y}" for x in ("Min", "Mid", "Max") for y in ("Min", "Mid", "Max")}


def _viewport(attributes: dict[str, str]) -> tuple[float, float, tuple[float, ...]]:
    """The picture's width and height in points and the matrix from its user space to the
    PDF's (y up), as svglib sizes and places it."""
    if ("width" in attributes) != ("height" in attributes):
        raise Outside("only one of width and height")
    box = None
    if "viewBox" in attributes:
        parts = _LIST.split(attributes["viewBox"].strip())
        box = [_number(part) for part in parts] if len(parts) == 4 else None
        if box is None or box[2] <= 0 or box[3] <= 0:
            raise Outside("a viewBox that is not four numbers with a positive size")
    if "width" in attributes:
        width, height = _length(attributes["width"]), _length(attributes["height"])
    elif box is not None:
        width, height = box[2], box[3]
    else:
        raise Outside("no size")
    if width <= 0 or height <= 0:
        raise Outside("no size")
    vx, vy, vw, vh = box or (0.0, 0.0, width, height)
    x_scale, y_scale = width * PX_TO_PT / vw, height * PX_TO_PT / vh
    tx = ty = 0.0
    tokens = attributes.get("preserveAspectRatio", "xMidYMid meet").split()
    if not 1 <= len(tokens) <= 2 or (tokens[0] != "none" and tokens[0] not in _ALIGNS) \
            or tokens[1:] not in ([], ["meet"], ["slice"]):
        raise Outside(f"preserveAspectRatio {attributes['preserveAspectRatio']!r}")
    align = tokens[0]
    if align != "none":
        x_scale = y_scale = (max if tokens[1:] == ["slice"] else min)(x_scale, y_scale)
        spare_x = width * PX_TO_PT - vw * x_scale
        spare_y = height * PX_TO_PT - vh * y_scale
        tx = {"Min": 0.0, "Mid": spare_x / 2, "Max": spare_x}[align[1:4]]
        ty = {"Min": spare_y, "Mid": spare_y / 2, "Max": 0.0}[align[5:8]]  # y runs up
    matrix = (x_scale, 0.0, 0.0, -y_scale, tx - x_scale * vx, ty + y_scale * (vy + vh))
    return width * PX_TO_PT, height * PX_TO_PT, matrix


def _lengths(attributes: dict[str, str], *names: str) -> list[float]:
    return [_length(attributes[name]) if name in attributes else 0.0 for name in names]


def _rect(attributes: dict[str, str]) -> str:
    x, y, width, height = _lengths(attributes, "x", "y", "width", "height")
    if width <= 0 or height <= 0:
        raise Outside("a rect without area")  # SVG draws nothing; svglib may stroke it
    rx = _length(attributes["rx"]) if "rx" in attributes else None
    ry = _length(attributes["ry"]) if "ry" in attributes else None
    if (rx or 0) < 0 or (ry or 0) < 0:
        raise Outside("a negative corner radius")
    rx, ry = (rx if rx is not None else ry or 0.0), (ry if ry is not None else rx or 0.0)
    rx, ry = min(rx, width / 2), min(ry, height / 2)
    if rx == 0 or ry == 0:
        return f"{fp_str(x, y, width, height)} re"
    kx, ky = rx * _KAPPA, ry * _KAPPA
    right, bottom = x + width, y + height
    return " ".join([
        f"{fp_str(x + rx, y)} m", f"{fp_str(right - rx, y)} l",
        f"{fp_str(right - rx + kx, y, right, y + ry - ky, right, y + ry)} c",
        f"{fp_str(right, bottom - ry)} l",
        f"{fp_str(right, bottom - ry + ky, right - rx + kx, bottom, right - rx, bottom)} c",
        f"{fp_str(x + rx, bottom)} l",
        f"{fp_str(x + rx - kx, bottom, x, bottom - ry + ky, x, bottom - ry)} c",
        f"{fp_str(x, y + ry)} l",
        f"{fp_str(x, y + ry - ky, x + rx - kx, y, x + rx, y)} c", "h"])


def _ellipse_outline(cx: float, cy: float, rx: float, ry: float) -> str:
    if rx <= 0 or ry <= 0:
        raise Outside("an ellipse without area")
    kx, ky = rx * _KAPPA, ry * _KAPPA
    return " ".join([
        f"{fp_str(cx + rx, cy)} m",
        f"{fp_str(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)} c",
        f"{fp_str(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)} c",
        f"{fp_str(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)} c",
        f"{fp_str(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)} c", "h"])


def _circle(attributes: dict[str, str]) -> str:
    cx, cy, r = _lengths(attributes, "cx", "cy", "r")
    return _ellipse_outline(cx, cy, r, r)


def _ellipse(attributes: dict[str, str]) -> str:
    return _ellipse_outline(*_lengths(attributes, "cx", "cy", "rx", "ry"))


def _points(text: str) -> list[tuple[float, float]]:
    values = [_number(v) for v in _LIST.split(text.strip())] if text.strip() else []
    if len(values) < 4 or len(values) % 2:
        raise Outside("points that are not two or more pairs")
    pairs = list(zip(values[::2], values[1::2], strict=True))
    if all(pair == pairs[0] for pair in pairs):
        raise Outside("points that all coincide")  # svglib nudges these into a dot
    return pairs


def _polyline(attributes: dict[str, str], close: bool = False) -> str:
    (x, y), *rest = _points(attributes.get("points", ""))
    parts = [f"{fp_str(x, y)} m", *(f"{fp_str(px, py)} l" for px, py in rest)]
    return " ".join(parts + ["h"] if close else parts)


def _line(attributes: dict[str, str]) -> str:
    x1, y1, x2, y2 = _lengths(attributes, "x1", "y1", "x2", "y2")
    if (x1, y1) == (x2, y2):
        raise Outside("a line of no length")
    return f"{fp_str(x1, y1)} m {fp_str(x2, y2)} l"


def _path(attributes: dict[str, str]) -> str:
    data = attributes.get("d", "")
    outline = operators(data)  # plain path data, in one pass
    if outline is None:
        outline = _parsed_path(data)
    if "n" in outline:  # nan (or inf): path data with numbers out of range
        raise Outside("numbers out of range")
    return outline


def _parsed_path(data: str) -> str:
    """Path data as svgpath.parse reads it (whatever operators does not), as operators."""
    parts = []
    for segment in parse(data):
        kind = segment[0]
        if kind == "M":
            parts.append(f"{fp_str(*segment[1:])} m")
        elif kind == "L":
            parts.append(f"{fp_str(*segment[1:])} l")
        elif kind == "C":
            parts.append(f"{fp_str(*segment[1:])} c")
        else:
            parts.append("h")
    return " ".join(parts)


_OUTLINES = {"rect": _rect, "circle": _circle, "ellipse": _ellipse, "line": _line,
             "polyline": _polyline, "polygon": lambda a: _polyline(a, close=True),
             "path": _path}
