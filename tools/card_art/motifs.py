"""Shared motifs for the kit's card pictures: skies, ground, buildings, figures, creatures and
objects, each a function returning SVG elements on a 300 x 150 picture (y grows downwards).

Only what svglib reads well is used: rect, circle, ellipse, path and polygon with flat fills,
opacity and transforms (a gradient is a stack of rects, as in the intro pack's pictures).
"""

from __future__ import annotations

import math
import random
from xml.sax.saxutils import escape

DAY = ("#8fbfe0", "#e6f0e8")
DUSK = ("#3b2f5c", "#f0a86a")
NIGHT = ("#141d33", "#2f4a6e")
"""The skies every set's scenes share: (top, horizon) of a gradient."""

W, H = 300, 150


def svg(title: str, *parts: str) -> str:
    """A whole picture: its title (what it shows) and its parts, back to front."""
    body = "\n  ".join(p for p in parts if p)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
            f'viewBox="0 0 {W} {H}">\n  <title>{escape(title)}</title>\n  {body}\n</svg>\n')


def _mix(a: str, b: str, t: float) -> str:
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))


def shade(colour: str, amount: float) -> str:
    """Darker (amount < 0, towards black) or lighter (amount > 0, towards white)."""
    return _mix(colour, "#000000" if amount < 0 else "#ffffff", abs(amount))


def sky(top: str, bottom: str, y0: float = 0, y1: float = H, bands: int = 12) -> str:
    """A vertical gradient as stacked bands (each overlapping the next by a point)."""
    step = (y1 - y0) / bands
    return "".join(f'<rect x="0" y="{y0 + i * step:.1f}" width="{W}" height="{step + 1:.1f}" '
                   f'fill="{_mix(top, bottom, i / (bands - 1))}"/>' for i in range(bands))


def glow(cx: float, cy: float, r: float, colour: str, halo: float = 0.15) -> str:
    """A sun or moon with a soft halo."""
    return (f'<circle cx="{cx}" cy="{cy}" r="{r * 1.8:.1f}" fill="{colour}" '
            f'fill-opacity="{halo * 0.7:.2f}"/><circle cx="{cx}" cy="{cy}" r="{r * 1.35:.1f}" '
            f'fill="{colour}" fill-opacity="{halo:.2f}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{colour}"/>')


def crescent(cx: float, cy: float, r: float, colour: str, back: str) -> str:
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{colour}"/>'
            f'<circle cx="{cx + r * 0.45:.1f}" cy="{cy - r * 0.2:.1f}" r="{r * 0.85:.1f}" '
            f'fill="{back}"/>')


def stars(seed: int, count: int = 24, colour: str = "#f4e9c1", y1: float = 80) -> str:
    rnd = random.Random(seed)
    return "".join(f'<circle cx="{rnd.uniform(4, W - 4):.0f}" cy="{rnd.uniform(4, y1):.0f}" '
                   f'r="{rnd.choice((0.8, 1.0, 1.4))}" fill="{colour}" '
                   f'fill-opacity="{rnd.uniform(0.5, 1):.2f}"/>' for _ in range(count))


def ground(y: float, colour: str, wave: float = 4, seed: int = 0) -> str:
    """Gently rolling ground from height y to the bottom edge."""
    rnd = random.Random(seed)
    points = [f"M0,{y}"]
    for i in range(1, 7):
        points.append(f"Q{i * 50 - 25},{y + rnd.uniform(-wave, wave):.1f} {i * 50},"
                      f"{y + rnd.uniform(-wave / 2, wave / 2):.1f}")
    return f'<path d="{" ".join(points)} L{W},{H} L0,{H} Z" fill="{colour}"/>'


def hills(y: float, colour: str, humps: list[tuple[float, float]]) -> str:
    """A ridge of round hills: humps are (centre x, height above y)."""
    d = [f"M-20,{y}"]
    for x, height in humps:
        d.append(f"Q{x},{y - 2 * height} {x + 40},{y}")
    return f'<path d="{" ".join(d)} L{W + 20},{y} L{W + 20},{H} L-20,{H} Z" fill="{colour}"/>'


def mountains(base: float, colour: str, peaks: list[tuple[float, float, float]],
              snow: str | None = None) -> str:
    """Peaks (x, height, half-width) standing on base, with snowcaps if snow is given."""
    out = []
    for x, height, half in peaks:
        top = base - height
        out.append(f'<path d="M{x - half},{base} L{x},{top} L{x + half},{base} Z" '
                   f'fill="{colour}"/>')
        out.append(f'<path d="M{x},{top} L{x + half},{base} L{x + half * 0.2},{base} Z" '
                   f'fill="{shade(colour, -0.18)}"/>')
        if snow:
            s = 0.28
            out.append(f'<path d="M{x - half * s},{top + height * s} L{x},{top} '
                       f'L{x + half * s},{top + height * s} L{x + half * 0.1},'
                       f'{top + height * s * 0.8} L{x - half * 0.08},{top + height * s} Z" '
                       f'fill="{snow}"/>')
    return "".join(out)


def sea(y: float, colour: str, crest: str | None = None, seed: int = 0) -> str:
    """Water from y down, with short wave strokes."""
    rnd = random.Random(seed)
    crest = crest or shade(colour, 0.35)
    waves = "".join(
        f'<path d="M{x:.0f},{yy:.0f} q5,-3 10,0 q5,3 10,0" stroke="{crest}" stroke-width="1.2" '
        f'fill="none" stroke-opacity="0.8"/>'
        for x, yy in ((rnd.uniform(0, W - 20), rnd.uniform(y + 6, H - 4)) for _ in range(14)))
    return f'<rect x="0" y="{y}" width="{W}" height="{H - y}" fill="{colour}"/>' + waves


def grass(y: float, colour: str, seed: int = 0, step: int = 7) -> str:
    """A fringe of grass blades along the bottom edge."""
    rnd = random.Random(seed)
    d = "".join(f"M{x},{y} L{x + 2},{y - rnd.uniform(8, 16):.0f} L{x + 4},{y} Z "
                for x in range(0, W + step, step))
    return f'<path d="{d}" fill="{colour}"/>'


def tree(x: float, base: float, h: float, crown: str, trunk: str = "#5b3b22") -> str:
    """A broadleaf tree: trunk and three overlapping round clumps."""
    r = h * 0.3
    return (f'<rect x="{x - h * 0.05:.1f}" y="{base - h * 0.55:.1f}" width="{h * 0.1:.1f}" '
            f'height="{h * 0.55:.1f}" fill="{trunk}"/>'
            f'<circle cx="{x - r * 0.6:.1f}" cy="{base - h * 0.6:.1f}" r="{r:.1f}" '
            f'fill="{shade(crown, -0.12)}"/>'
            f'<circle cx="{x + r * 0.6:.1f}" cy="{base - h * 0.62:.1f}" r="{r:.1f}" '
            f'fill="{crown}"/>'
            f'<circle cx="{x:.1f}" cy="{base - h * 0.8:.1f}" r="{r * 1.05:.1f}" '
            f'fill="{shade(crown, 0.1)}"/>')


def pine(x: float, base: float, h: float, colour: str) -> str:
    w = h * 0.32
    tiers = "".join(
        f'<path d="M{x - w * (1 - i * 0.22):.1f},{base - h * (0.15 + i * 0.25):.1f} '
        f'L{x},{base - h * (0.5 + i * 0.25):.1f} L{x + w * (1 - i * 0.22):.1f},'
        f'{base - h * (0.15 + i * 0.25):.1f} Z" fill="{shade(colour, i * 0.06)}"/>'
        for i in range(3))
    return (f'<rect x="{x - 1.5}" y="{base - h * 0.2:.1f}" width="3" height="{h * 0.2:.1f}" '
            f'fill="#4a3220"/>' + tiers)


def dead_tree(x: float, base: float, h: float, colour: str) -> str:
    return (f'<path d="M{x},{base} L{x},{base - h * 0.6} L{x - h * 0.3},{base - h} '
            f'M{x},{base - h * 0.6} L{x + h * 0.25},{base - h * 0.9} '
            f'M{x},{base - h * 0.4} L{x + h * 0.2},{base - h * 0.5}" stroke="{colour}" '
            f'stroke-width="{max(1.5, h * 0.06):.1f}" fill="none" stroke-linecap="round"/>')


def palm(x: float, base: float, h: float, colour: str) -> str:
    leaves = "".join(
        f'<path d="M0,0 Q{h * 0.2:.1f},{-h * 0.12:.1f} {h * 0.4:.1f},{h * 0.05:.1f} '
        f'Q{h * 0.2:.1f},{-h * 0.04:.1f} 0,0 Z" fill="{colour}" '
        f'transform="translate({x + h * 0.12:.1f},{base - h}) rotate({a})"/>'
        for a in (-170, -135, -100, -60, -20, 15))
    return (f'<path d="M{x},{base} Q{x - h * 0.05},{base - h * 0.5} {x + h * 0.12},{base - h}" '
            f'stroke="#6b4a2a" stroke-width="{h * 0.06:.1f}" fill="none"/>' + leaves)


def reeds(x: float, base: float, colour: str, n: int = 5) -> str:
    d = "".join(f"M{x + i * 3},{base} Q{x + i * 3 + (i - n / 2)},{base - 12} "
                f"{x + i * 3 + (i - n / 2) * 2},{base - 20 - (i % 2) * 5} " for i in range(n))
    heads = "".join(f'<ellipse cx="{x + i * 3 + (i - n / 2) * 2:.1f}" '
                    f'cy="{base - 22 - (i % 2) * 5}" rx="1.3" ry="3.5" fill="#5a3d22"/>'
                    for i in range(0, n, 2))
    return (f'<path d="{d}" stroke="{colour}" stroke-width="1.4" fill="none"/>' + heads)


def bush(x: float, base: float, r: float, colour: str) -> str:
    return (f'<circle cx="{x - r * 0.7:.1f}" cy="{base - r * 0.6:.1f}" r="{r * 0.7:.1f}" '
            f'fill="{shade(colour, -0.1)}"/><circle cx="{x + r * 0.7:.1f}" '
            f'cy="{base - r * 0.6:.1f}" r="{r * 0.7:.1f}" fill="{colour}"/>'
            f'<circle cx="{x}" cy="{base - r:.1f}" r="{r * 0.8:.1f}" '
            f'fill="{shade(colour, 0.08)}"/>')


def rock(x: float, base: float, w: float, h: float, colour: str) -> str:
    return (f'<path d="M{x - w / 2},{base} L{x - w * 0.4},{base - h * 0.7} '
            f'L{x - w * 0.1},{base - h} L{x + w * 0.3},{base - h * 0.85} L{x + w / 2},{base} Z" '
            f'fill="{colour}"/><path d="M{x - w * 0.1},{base - h} L{x + w * 0.3},'
            f'{base - h * 0.85} L{x + w / 2},{base} L{x + w * 0.1},{base} Z" '
            f'fill="{shade(colour, -0.15)}"/>')


def cloud(x: float, y: float, w: float, colour: str = "#ffffff", opacity: float = 0.85) -> str:
    return (f'<g fill="{colour}" fill-opacity="{opacity}"><ellipse cx="{x}" cy="{y}" '
            f'rx="{w / 2}" ry="{w / 7:.1f}"/><circle cx="{x - w * 0.15:.1f}" '
            f'cy="{y - w * 0.08:.1f}" r="{w * 0.14:.1f}"/><circle cx="{x + w * 0.1:.1f}" '
            f'cy="{y - w * 0.1:.1f}" r="{w * 0.18:.1f}"/></g>')


def flame(x: float, base: float, h: float) -> str:
    """A flame in four nested tongues, red to pale yellow."""
    d = "M0,0 C-18,-14 -10,-34 0,-56 C4,-40 18,-36 12,-18 C18,-22 20,-30 18,-38 C30,-24 26,-4 0,0 Z"
    return "".join(f'<path d="{d}" fill="{c}" transform="translate({x},{base}) '
                   f'scale({h / 56 * s:.3f})"/>'
                   for c, s in (("#c8361f", 1), ("#ec6a2c", 0.78), ("#f6b93b", 0.56),
                                ("#fde7a0", 0.34)))


def smoke(x: float, y: float, colour: str = "#d9d4cc") -> str:
    return "".join(f'<circle cx="{x + i * 3 + (i % 2) * 3}" cy="{y - i * 7}" r="{3 + i}" '
                   f'fill="{colour}" fill-opacity="{0.7 - i * 0.12:.2f}"/>' for i in range(5))


# ---- Buildings: x is the centre, base the ground line ----

def house(x: float, base: float, w: float, h: float, wall: str, roof: str,
          window: str = "#f3d27a") -> str:
    top = base - h
    return (f'<rect x="{x - w / 2}" y="{top}" width="{w}" height="{h}" fill="{wall}"/>'
            f'<path d="M{x - w / 2 - 3},{top} L{x},{top - h * 0.6:.1f} L{x + w / 2 + 3},{top} Z" '
            f'fill="{roof}"/><rect x="{x - w * 0.12:.1f}" y="{base - h * 0.5:.1f}" '
            f'width="{w * 0.24:.1f}" height="{h * 0.5:.1f}" fill="{shade(wall, -0.45)}"/>'
            f'<rect x="{x + w * 0.22:.1f}" y="{top + h * 0.2:.1f}" width="{w * 0.16:.1f}" '
            f'height="{w * 0.16:.1f}" fill="{window}"/>')


def tower(x: float, base: float, w: float, h: float, wall: str, roof: str | None = None,
          window: str = "#f3d27a") -> str:
    top = base - h
    out = [f'<rect x="{x - w / 2}" y="{top}" width="{w}" height="{h}" fill="{wall}"/>',
           f'<rect x="{x - w / 2}" y="{top}" width="{w * 0.3:.1f}" height="{h}" '
           f'fill="{shade(wall, 0.12)}"/>']
    if roof:
        out.append(f'<path d="M{x - w / 2 - 2},{top} L{x},{top - w * 1.3:.1f} '
                   f'L{x + w / 2 + 2},{top} Z" fill="{roof}"/>')
    else:
        merlon = w / 5
        out += [f'<rect x="{x - w / 2 + i * 2 * merlon:.1f}" y="{top - merlon:.1f}" '
                f'width="{merlon:.1f}" height="{merlon:.1f}" fill="{wall}"/>' for i in range(3)]
    out.append(f'<path d="M{x - w * 0.1:.1f},{top + h * 0.3:.1f} v{-w * 0.2:.1f} '
               f'a{w * 0.1:.1f},{w * 0.1:.1f} 0 0,1 {w * 0.2:.1f},0 v{w * 0.2:.1f} Z" '
               f'fill="{window}"/>')
    return "".join(out)


def wall(x0: float, x1: float, base: float, h: float, colour: str) -> str:
    """A crenellated curtain wall from x0 to x1."""
    merlons = "".join(f'<rect x="{x:.1f}" y="{base - h - 5}" width="5" height="5" '
                      f'fill="{colour}"/>' for x in range(int(x0), int(x1) - 4, 10))
    return (f'<rect x="{x0}" y="{base - h}" width="{x1 - x0}" height="{h}" fill="{colour}"/>'
            + merlons)


def castle(x: float, base: float, s: float, colour: str, roof: str | None = None) -> str:
    """A castle: a gated wall between two towers and a keep, s its scale (1 = 120 wide)."""
    gate = (f'<path d="M{x - 10 * s},{base} v{-18 * s} a{10 * s},{10 * s} 0 0,1 {20 * s},0 '
            f'v{18 * s} Z" fill="{shade(colour, -0.5)}"/>')
    return (tower(x, base, 34 * s, 80 * s, shade(colour, -0.06), roof)
            + wall(x - 55 * s, x + 55 * s, base, 38 * s, colour) + gate
            + tower(x - 55 * s, base, 22 * s, 62 * s, colour, roof)
            + tower(x + 55 * s, base, 22 * s, 62 * s, colour, roof))


def temple(x: float, base: float, w: float, h: float, colour: str, columns: int = 6) -> str:
    """A columned temple with steps and a pediment."""
    col_w = w / (columns * 2 - 1)
    cols = "".join(f'<rect x="{x - w / 2 + i * 2 * col_w:.1f}" y="{base - h:.1f}" '
                   f'width="{col_w:.1f}" height="{h - 6:.1f}" fill="{colour}"/>'
                   for i in range(columns))
    return (f'<rect x="{x - w / 2 - 8}" y="{base - 6}" width="{w + 16}" height="6" '
            f'fill="{shade(colour, -0.1)}"/>' + cols
            + f'<rect x="{x - w / 2 - 4}" y="{base - h - 8:.1f}" width="{w + 8}" height="8" '
            f'fill="{colour}"/><path d="M{x - w / 2 - 6},{base - h - 8:.1f} '
            f'L{x},{base - h - 8 - w * 0.22:.1f} L{x + w / 2 + 6},{base - h - 8:.1f} Z" '
            f'fill="{shade(colour, 0.1)}"/>')


def broken_column(x: float, base: float, h: float, w: float, colour: str) -> str:
    return (f'<path d="M{x - w / 2},{base} L{x - w / 2},{base - h} L{x},{base - h + 5} '
            f'L{x + w / 2},{base - h - 3} L{x + w / 2},{base} Z" fill="{colour}"/>'
            f'<rect x="{x - w / 2 - 2}" y="{base - 4}" width="{w + 4}" height="4" '
            f'fill="{shade(colour, -0.15)}"/>')


def church(x: float, base: float, s: float, colour: str, roof: str) -> str:
    """A church or abbey: nave, spire tower with a cross."""
    return (house(x + 18 * s, base, 46 * s, 34 * s, colour, roof)
            + tower(x - 14 * s, base, 18 * s, 56 * s, shade(colour, -0.05), roof)
            + f'<path d="M{x - 14 * s},{base - 56 * s - 30 * s} v{-10 * s} '
            f'M{x - 18 * s},{base - 56 * s - 36 * s} h{8 * s}" stroke="{roof}" '
            f'stroke-width="{1.6 * s:.1f}"/>')


def hut(x: float, base: float, w: float, h: float, wall: str, thatch: str) -> str:
    return (f'<rect x="{x - w / 2}" y="{base - h}" width="{w}" height="{h}" fill="{wall}"/>'
            f'<path d="M{x - w / 2 - 5},{base - h + 2} Q{x},{base - h * 2.1:.1f} '
            f'{x + w / 2 + 5},{base - h + 2} Z" fill="{thatch}"/>'
            f'<rect x="{x - w * 0.12:.1f}" y="{base - h * 0.55:.1f}" width="{w * 0.24:.1f}" '
            f'height="{h * 0.55:.1f}" fill="{shade(wall, -0.5)}"/>')


def ship(x: float, y: float, s: float, hull: str = "#5a3a22", sail: str = "#efe6cf",
         sails: int = 1) -> str:
    """A sailing ship floating at waterline y; s its scale (1 = 80 long)."""
    out = [f'<path d="M{x - 40 * s},{y - 8 * s} L{x + 40 * s},{y - 8 * s} '
           f'L{x + 30 * s},{y + 4 * s} L{x - 32 * s},{y + 4 * s} Z" fill="{hull}"/>']
    for i in range(sails):
        mx = x + (i - (sails - 1) / 2) * 26 * s
        out.append(f'<rect x="{mx - 1 * s:.1f}" y="{y - 60 * s:.1f}" width="{2 * s:.1f}" '
                   f'height="{52 * s:.1f}" fill="{hull}"/>')
        out.append(f'<path d="M{mx - 14 * s:.1f},{y - 54 * s:.1f} Q{mx},{y - 48 * s:.1f} '
                   f'{mx + 14 * s:.1f},{y - 54 * s:.1f} L{mx + 16 * s:.1f},{y - 14 * s:.1f} '
                   f'Q{mx},{y - 20 * s:.1f} {mx - 16 * s:.1f},{y - 14 * s:.1f} Z" '
                   f'fill="{sail}"/>')
    return "".join(out)


def galley(x: float, y: float, s: float, hull: str = "#3a2a1e", sail: str = "#e9dcc0") -> str:
    """A Greek black ship: long hull with curved prow and stern, oars and one square sail."""
    oars = "".join(f'<path d="M{x - 30 * s + i * 8 * s:.1f},{y - 2 * s:.1f} l{-5 * s:.1f},'
                   f'{12 * s:.1f}" stroke="{hull}" stroke-width="{1.2 * s:.1f}"/>'
                   for i in range(8))
    return (oars + f'<path d="M{x - 50 * s},{y - 18 * s} Q{x - 44 * s},{y + 2 * s} {x - 30 * s},'
            f'{y + 2 * s} L{x + 34 * s},{y + 2 * s} Q{x + 48 * s},{y} {x + 52 * s},{y - 16 * s} '
            f'L{x + 44 * s},{y - 6 * s} L{x - 40 * s},{y - 6 * s} Z" fill="{hull}"/>'
            f'<rect x="{x - 1 * s}" y="{y - 56 * s}" width="{2 * s}" height="{50 * s}" '
            f'fill="{hull}"/><rect x="{x - 20 * s}" y="{y - 50 * s}" width="{40 * s}" '
            f'height="{30 * s}" fill="{sail}"/>')


def boat(x: float, y: float, s: float, colour: str = "#6b4a2a") -> str:
    return (f'<path d="M{x - 18 * s},{y - 5 * s} L{x + 18 * s},{y - 5 * s} L{x + 12 * s},'
            f'{y + 2 * s} L{x - 12 * s},{y + 2 * s} Z" fill="{colour}"/>')


def bridge(x0: float, x1: float, y: float, colour: str) -> str:
    mid = (x0 + x1) / 2
    return (f'<path d="M{x0},{y} Q{mid},{y - 30} {x1},{y} L{x1},{y + 8} Q{mid},{y - 20} '
            f'{x0},{y + 8} Z" fill="{colour}"/>')


def palisade(x0: float, x1: float, base: float, h: float, colour: str) -> str:
    stakes = "".join(f'<path d="M{x},{base} v{-h} l3,-5 l3,5 v{h} Z" fill="{colour}"/>'
                     for x in range(int(x0), int(x1), 7))
    return stakes


def windmill(x: float, base: float, h: float, colour: str, sail: str) -> str:
    hub_y = base - h
    blades = "".join(f'<rect x="-3" y="{-h * 0.55:.1f}" width="6" height="{h * 0.55:.1f}" '
                     f'fill="{sail}" transform="translate({x},{hub_y}) rotate({a})"/>'
                     for a in (20, 110, 200, 290))
    return (f'<path d="M{x - h * 0.22:.1f},{base} L{x - h * 0.12:.1f},{hub_y} '
            f'L{x + h * 0.12:.1f},{hub_y} L{x + h * 0.22:.1f},{base} Z" fill="{colour}"/>'
            + blades + f'<circle cx="{x}" cy="{hub_y}" r="3" fill="{shade(colour, -0.4)}"/>')


def tent(x: float, base: float, w: float, h: float, colour: str) -> str:
    return (f'<path d="M{x - w / 2},{base} L{x},{base - h} L{x + w / 2},{base} Z" '
            f'fill="{colour}"/><path d="M{x},{base - h} L{x - w * 0.1},{base} L{x + w * 0.1},'
            f'{base} Z" fill="{shade(colour, -0.4)}"/>')


def cave_mouth(x: float, base: float, w: float, h: float, rock_colour: str,
               inside: str = "#16110d") -> str:
    return (f'<path d="M{x - w},{base} Q{x - w * 0.9},{base - h * 1.6} {x},{base - h * 1.7} '
            f'Q{x + w * 0.9},{base - h * 1.6} {x + w},{base} Z" fill="{rock_colour}"/>'
            f'<path d="M{x - w * 0.45},{base} Q{x - w * 0.45},{base - h} {x},{base - h} '
            f'Q{x + w * 0.45},{base - h} {x + w * 0.45},{base} Z" fill="{inside}"/>')


def signpost(x: float, base: float, colour: str = "#6b4a2a") -> str:
    return (f'<rect x="{x - 1.5}" y="{base - 40}" width="3" height="40" fill="{colour}"/>'
            f'<path d="M{x},{base - 36} h20 l5,4 l-5,4 h-20 Z M{x},{base - 24} h-20 l-5,4 l5,4 '
            f'h20 Z" fill="{shade(colour, 0.2)}"/>')


# ---- Figures: x the centre, base the feet, h the height ----

SHOULDER = {"r": (8, -74), "l": (-8, -74)}
HANDS = {"down": (13, -44), "up": (16, -112), "out": (32, -76), "fwd": (26, -60),
         "high": (28, -98), "hip": (16, -52), "chest": (4, -62), "low": (30, -50)}


def _hand(side: str, pose: str) -> tuple[float, float]:
    hx, hy = HANDS[pose]
    return (hx, hy) if side == "r" else (-hx, hy)


def figure(x: float, base: float, h: float, colour: str, right: str = "down",
           left: str = "down", body: str = "tunic", head: str = "", props: tuple = (),
           accent: str | None = None, flip: bool = False, prop_colour: str = "#c9c2b2") -> str:
    """A standing person as a silhouette in colour, arms posed (down, up, out, fwd, high,
    hip, chest, low), body tunic, robe, dress or armour, a head-dress and props held:
    props are (name, hand) with hand 'r' or 'l' (see PROPS)."""
    acc = accent or shade(colour, 0.25)
    parts = [f'<circle cx="0" cy="-88" r="8.5" fill="{colour}"/>']
    if body in ("robe", "dress"):
        flare = 22 if body == "robe" else 28
        parts.append(f'<path d="M-10,-79 L10,-79 L{flare},0 L{-flare},0 Z" fill="{colour}"/>')
    else:
        parts.append(f'<path d="M-10,-79 L10,-79 L12,-44 L-12,-44 Z" fill="{colour}"/>')
        parts.append(f'<path d="M-6,-46 L-9,-1 M6,-46 L9,-1" stroke="{colour}" '
                     f'stroke-width="8" stroke-linecap="round"/>')
        if body == "armour":
            parts.append(f'<path d="M-9,-76 L9,-76 L11,-48 L-11,-48 Z" fill="{acc}"/>'
                         f'<path d="M-13,-46 L13,-46 L16,-30 L-16,-30 Z" fill="{acc}"/>')
        elif body == "skirt":
            parts.append(f'<path d="M-12,-48 L12,-48 L17,-28 L-17,-28 Z" fill="{colour}"/>')
    for side, pose in (("r", right), ("l", left)):
        sx, sy = SHOULDER[side]
        hx, hy = _hand(side, pose)
        parts.append(f'<path d="M{sx},{sy} L{hx},{hy}" stroke="{colour}" stroke-width="6.5" '
                     f'stroke-linecap="round"/>')
    if head:
        parts.append(HEADS[head](colour, acc))
    for name, side in props:
        hx, hy = _hand(side, right if side == "r" else left)
        parts.append(PROPS[name](hx, hy, prop_colour if name not in OWN_COLOUR else colour,
                                 acc))
    scale = h / 112
    sx = -scale if flip else scale
    return (f'<g transform="translate({x},{base}) scale({sx:.3f},{scale:.3f})">'
            + "".join(parts) + "</g>")


OWN_COLOUR = {"cape"}

HEADS = {
    "crown": lambda c, a: '<path d="M-8,-95 L-8,-104 L-4,-99 L0,-106 L4,-99 L8,-104 L8,-95 Z" '
                          'fill="#e0b43c"/>',
    "wizard": lambda c, a: f'<path d="M-14,-92 L14,-92 L4,-96 L-2,-128 L-6,-96 Z" fill="{a}"/>',
    "hood": lambda c, a: f'<path d="M-11,-78 Q-14,-100 0,-101 Q14,-100 11,-78 Q0,-84 -11,-78 Z" '
                         f'fill="{a}"/>',
    "crest": lambda c, a: f'<path d="M-9,-90 Q-9,-100 0,-100 Q9,-100 9,-90 Z" fill="{a}"/>'
                          f'<path d="M-12,-99 Q0,-118 14,-100 Q2,-106 -12,-99 Z" fill="#a8322a"/>',
    "helmet": lambda c, a: f'<path d="M-10,-86 Q-10,-101 0,-101 Q10,-101 10,-86 Z" fill="{a}"/>',
    "cap": lambda c, a: f'<path d="M-9,-92 Q0,-103 9,-92 L13,-90 L-9,-90 Z" fill="{a}"/>',
    "wide_hat": lambda c, a: f'<path d="M-18,-92 L18,-92 L9,-95 L7,-104 L-7,-104 L-9,-95 Z" '
                             f'fill="{a}"/>',
    "funnel": lambda c, a: f'<path d="M-8,-95 L8,-95 L2,-102 L1,-114 L-1,-114 L-2,-102 Z" '
                           f'fill="{a}"/>',
    "pigtails": lambda c, a: f'<path d="M-9,-90 l-6,8 l3,1 Z M9,-90 l6,8 l-3,1 Z" fill="{c}"/>'
                             f'<circle cx="-13" cy="-86" r="2" fill="{a}"/>'
                             f'<circle cx="13" cy="-86" r="2" fill="{a}"/>',
    "long_hair": lambda c, a: f'<path d="M-9,-92 Q-12,-74 -8,-68 L8,-68 Q12,-74 9,-92 Z" '
                              f'fill="{c}"/>',
    "halo": lambda c, a: '<circle cx="0" cy="-90" r="13" fill="none" stroke="#f0d27a" '
                         'stroke-width="2"/>',
    "horns": lambda c, a: f'<path d="M-6,-94 Q-14,-104 -10,-112 Q-9,-102 -3,-96 Z M6,-94 '
                          f'Q14,-104 10,-112 Q9,-102 3,-96 Z" fill="{c}"/>',
    "jester": lambda c, a: f'<path d="M-9,-92 Q-22,-104 -20,-86 Q-12,-100 0,-100 Q12,-100 20,-86 '
                           f'Q22,-104 9,-92 Q0,-96 -9,-92 Z '
                           f'M-2,-99 Q0,-116 8,-112 Q2,-108 2,-99 Z" '
                           f'fill="{a}"/><circle cx="-20" cy="-86" r="2.5" fill="#e0b43c"/>'
                           f'<circle cx="20" cy="-86" r="2.5" fill="#e0b43c"/>'
                           f'<circle cx="8" cy="-112" r="2.5" fill="#e0b43c"/>',
    "straw": lambda c, a: '<path d="M-16,-92 L16,-92 L8,-96 L0,-104 L-8,-96 Z" fill="#d9b45a"/>'
                          '<path d="M-10,-80 l-4,6 M10,-80 l4,6 M-6,-80 l-2,7" stroke="#d9b45a" '
                          'stroke-width="1.5"/>',
    "mane": lambda c, a: f'<circle cx="0" cy="-88" r="15" fill="{a}"/>'
                         f'<circle cx="0" cy="-88" r="8.5" fill="{c}"/>',
    "veil": lambda c, a: f'<path d="M-10,-94 Q0,-102 10,-94 L14,-66 L-14,-66 Z" fill="{a}"/>',
    "antlers": lambda c, a: f'<path d="M-5,-95 L-12,-110 L-16,-106 M-12,-110 L-10,-118 M5,-95 '
                            f'L12,-110 L16,-106 M12,-110 L10,-118" stroke="{a}" '
                            f'stroke-width="2" fill="none"/>',
}


def _line(x0, y0, x1, y1, colour, width):
    return (f'<path d="M{x0},{y0} L{x1},{y1}" stroke="{colour}" stroke-width="{width}" '
            f'stroke-linecap="round"/>')


PROPS = {
    "sword": lambda x, y, c, a: _line(x, y, x + 6, y - 40, "#d8dde2", 3.5)
    + _line(x - 6, y - 3, x + 7, y + 1, "#8a6a2a", 3),
    "dagger": lambda x, y, c, a: _line(x, y, x + 4, y - 16, "#d8dde2", 3)
    + _line(x - 4, y - 1, x + 5, y + 1, "#8a6a2a", 2.5),
    "spear": lambda x, y, c, a: _line(x, y + 45, x, y - 55, "#8a6a3a", 2.5)
    + f'<path d="M{x - 4},{y - 52} L{x},{y - 68} L{x + 4},{y - 52} Z" fill="#d2b06a"/>',
    "lance": lambda x, y, c, a: _line(x - 20, y + 10, x + 70, y - 30, "#8a6a3a", 3)
    + f'<path d="M{x + 66},{y - 34} L{x + 82},{y - 35} L{x + 70},{y - 25} Z" fill="#d8dde2"/>',
    "staff": lambda x, y, c, a: _line(x, 0, x, y - 26, "#7a5230", 3)
    + f'<circle cx="{x}" cy="{y - 28}" r="4.5" fill="#f3d27a"/>',
    "crook": lambda x, y, c, a: f'<path d="M{x},0 L{x},{y - 24} q0,-10 -8,-10 q-6,0 -6,6" '
    f'stroke="#7a5230" stroke-width="3" fill="none"/>',
    "leaf_staff": lambda x, y, c, a: _line(x, 0, x, y - 26, "#6b4a2a", 3)
    + f'<path d="M{x},{y - 26} q-10,-6 -6,-16 q8,4 6,16 Z M{x},{y - 26} q10,-6 6,-16 '
    f'q-8,4 -6,16 Z" fill="#6fa04a"/>',
    "bow": lambda x, y, c, a: f'<path d="M{x},{y - 26} Q{x + 16},{y} {x},{y + 26}" '
    f'stroke="#7a5230" stroke-width="3" fill="none"/>' + _line(x, y - 26, x, y + 26, "#ddd", 0.8),
    "shield": lambda x, y, c, a: f'<circle cx="{x}" cy="{y}" r="15" fill="{a}"/>'
    f'<circle cx="{x}" cy="{y}" r="11" fill="none" stroke="#e0b43c" stroke-width="1.6"/>',
    "kite": lambda x, y, c, a: f'<path d="M{x - 12},{y - 14} L{x + 12},{y - 14} L{x + 12},{y + 2} '
    f'L{x},{y + 20} L{x - 12},{y + 2} Z" fill="{a}"/>'
    f'<path d="M{x},{y - 12} v26 M{x - 9},{y - 4} h18" stroke="#e8e0c8" stroke-width="2.5"/>',
    "torch": lambda x, y, c, a: (
        _line(x, y + 8, x + 3, y - 18, "#6b4a2a", 3) + flame(x + 3, y - 16, 16)),
    "lute": lambda x, y, c, a: f'<ellipse cx="{x - 4}" cy="{y + 4}" rx="9" ry="7" fill="#b07a3a" '
    f'transform="rotate(-30 {x - 4} {y + 4})"/>'
    + _line(x + 2, y - 2, x + 16, y - 20, "#7a5230", 2.5),
    "axe": lambda x, y, c, a: _line(x, y + 12, x + 4, y - 34, "#7a5230", 3)
    + f'<path d="M{x + 3},{y - 32} q12,-4 14,8 q-10,-2 -13,4 Z" fill="#d8dde2"/>',
    "mace": lambda x, y, c, a: _line(x, y + 6, x + 3, y - 26, "#7a5230", 3)
    + f'<circle cx="{x + 3}" cy="{y - 28}" r="5.5" fill="#9aa0a6"/>',
    "lantern": lambda x, y, c, a: _line(x, y, x, y + 6, "#333", 1)
    + f'<circle cx="{x}" cy="{y + 11}" r="9" fill="#f3d27a" fill-opacity="0.35"/>'
    f'<rect x="{x - 4}" y="{y + 6}" width="8" height="10" fill="#f3d27a"/>',
    "book": lambda x, y, c, a: f'<path d="M{x - 9},{y - 5} L{x},{y - 2} L{x + 9},{y - 5} L{x + 9},'
    f'{y + 5} L{x},{y + 8} L{x - 9},{y + 5} Z" fill="#efe6cf"/>',
    "orb": lambda x, y, c, a: glow(x, y - 6, 5, "#a8d8f0", 0.3),
    "fire_hand": lambda x, y, c, a: flame(x, y - 2, 18),
    "sun_symbol": lambda x, y, c, a: f'<circle cx="{x}" cy="{y - 5}" r="6" fill="#f0c24a"/>'
    + "".join(_line(x + 8 * math.cos(t), y - 5 + 8 * math.sin(t), x + 11 * math.cos(t),
                    y - 5 + 11 * math.sin(t), "#f0c24a", 1.5)
              for t in [i * math.pi / 4 for i in range(8)]),
    "pitchfork": lambda x, y, c, a: _line(x, y + 20, x, y - 40, "#7a5230", 2.5)
    + f'<path d="M{x - 6},{y - 40} v-10 M{x},{y - 40} v-12 M{x + 6},{y - 40} v-10 '
    f'M{x - 6},{y - 40} h12" stroke="#9aa0a6" stroke-width="2" fill="none"/>',
    "basket": lambda x, y, c, a: f'<path d="M{x - 9},{y} h18 l-3,12 h-12 Z" fill="#b0844a"/>'
    f'<path d="M{x - 7},{y} q7,-10 14,0" stroke="#b0844a" stroke-width="1.5" fill="none"/>',
    "coins": lambda x, y, c, a: f'<path d="M{x - 7},{y} q7,-4 14,0 l2,14 q-9,5 -18,0 Z" '
    f'fill="#a07a3a"/><circle cx="{x}" cy="{y - 2}" r="3" fill="#e0b43c"/>',
    "horn": lambda x, y, c, a: (
        f'<path d="M{x},{y} q14,-4 20,-16 l4,3 q-8,16 -22,17 Z" fill="#e0c27a"/>'),
    "whistle": lambda x, y, c, a: (
        f'<rect x="{x}" y="{y - 3}" width="10" height="4" fill="#d8dde2"/>'),
    "cape": lambda x, y, c, a: '',
    "banner": lambda x, y, c, a: _line(x, y + 30, x, y - 50, "#7a5230", 2.5)
    + f'<path d="M{x},{y - 50} h24 l-6,9 l6,9 h-24 Z" fill="{a}"/>',
    "umbrella": lambda x, y, c, a: _line(x, y + 4, x, y - 30, "#333", 2)
    + f'<path d="M{x - 20},{y - 26} Q{x},{y - 48} {x + 20},{y - 26} Z" fill="#2a2a2a"/>',
    "bucket": lambda x, y, c, a: f'<path d="M{x - 7},{y + 2} h14 l-2,14 h-10 Z" fill="#8a8f96"/>'
    f'<path d="M{x - 7},{y + 2} q7,-8 14,0" stroke="#555" stroke-width="1" fill="none"/>',
    "oilcan": lambda x, y, c, a: f'<path d="M{x - 6},{y} h12 v10 h-12 Z M{x + 6},{y + 2} l12,-8 '
    f'l1,2 l-13,9 Z" fill="#8a8f96"/>',
    "cup": lambda x, y, c, a: f'<path d="M{x - 5},{y - 8} h10 l-2,8 h-6 Z M{x - 1},{y} v5 '
    f'h2 v-5 Z" fill="#e0b43c"/>',
    "scroll": lambda x, y, c, a: f'<rect x="{x - 8}" y="{y - 4}" width="16" height="10" '
    f'fill="#efe6cf"/><circle cx="{x - 8}" cy="{y + 1}" r="3" fill="#d9c9a0"/>'
    f'<circle cx="{x + 8}" cy="{y + 1}" r="3" fill="#d9c9a0"/>',
    "brush": lambda x, y, c, a: _line(x, y + 4, x + 8, y - 18, "#7a5230", 2)
    + f'<circle cx="{x + 9}" cy="{y - 20}" r="2.5" fill="#c8361f"/>',
    "quill": lambda x, y, c, a: (
        f'<path d="M{x},{y} q6,-16 16,-24 q-4,14 -14,24 Z" fill="#efe6cf"/>'),
    "key": lambda x, y, c, a: f'<circle cx="{x}" cy="{y - 6}" r="4" fill="none" stroke="#e0b43c" '
    f'stroke-width="2"/>' + _line(x, y - 2, x, y + 12, "#e0b43c", 2),
    "cards": lambda x, y, c, a: (
        f'<rect x="{x - 6}" y="{y - 10}" width="9" height="13" fill="#efe6cf" '
    f'transform="rotate(-15 {x} {y})"/><rect x="{x - 2}" y="{y - 10}" width="9" height="13" '
    f'fill="#f7f1e0" transform="rotate(12 {x} {y})"/>'),
    "net": lambda x, y, c, a: f'<path d="M{x},{y} q10,20 -4,34 q-16,-6 -12,-26 Z" fill="none" '
    f'stroke="#d9c9a0" stroke-width="1.2"/>',
    "rope": lambda x, y, c, a: f'<circle cx="{x}" cy="{y + 4}" r="7" fill="none" stroke="#b0844a" '
    f'stroke-width="2.5"/>',
    "sickle": lambda x, y, c, a: (
        f'<path d="M{x},{y} q4,-20 20,-20 q-12,4 -16,20 Z" fill="#d8dde2"/>'),
    "wheat": lambda x, y, c, a: "".join(_line(x, y, x + dx, y - 26, "#d9b45a", 1.5)
                                        for dx in (-5, 0, 5)),
}


# ---- Creatures: x the centre, base the ground ----

def wolf(x: float, base: float, s: float, colour: str, flip: bool = False,
         howl: bool = False) -> str:
    """A wolf standing side-on, s the scale (1 = 80 long)."""
    head = ("M58,-40 L66,-62 L70,-58 L72,-66 L74,-52 L78,-48" if howl else
            "M58,-40 L66,-50 L64,-58 L70,-52 L76,-52 L86,-44 L84,-40 L74,-38")
    d = (f"M0,-36 Q-8,-38 -16,-30 Q-8,-36 -2,-32 L4,-34 Q20,-44 50,-42 {head} L66,-30 "
         "L64,-16 L68,0 L62,0 L58,-18 L52,-24 Q34,-22 22,-24 L18,-12 L20,0 L14,0 L10,-14 "
         "L6,-22 L4,-12 L6,0 L0,0 L-2,-16 Z")
    sx = -s if flip else s
    return (f'<path d="{d}" fill="{colour}" transform="translate({x - 35 * sx:.1f},{base}) '
            f'scale({sx:.3f},{s:.3f})"/>')


def lion(x: float, base: float, s: float, body: str, mane: str, flip: bool = False) -> str:
    sx = -s if flip else s
    return (f'<g transform="translate({x},{base}) scale({sx:.3f},{s:.3f})">'
            f'<path d="M-40,-30 Q-30,-46 10,-44 L26,-40 L30,-16 L32,0 L25,0 L22,-18 L8,-20 '
            f'L2,0 L-5,0 L-8,-20 Q-22,-18 -30,-22 L-30,0 L-37,0 L-40,-18 Q-52,-34 -58,-26 '
            f'Q-52,-38 -40,-30 Z" fill="{body}"/><circle cx="30" cy="-46" r="17" fill="{mane}"/>'
            f'<path d="M28,-56 L46,-52 L48,-42 L36,-36 L28,-40 Z" fill="{body}"/>'
            f'<circle cx="40" cy="-49" r="1.6" fill="#1a120c"/></g>')


def bird(x: float, y: float, s: float, colour: str) -> str:
    """A bird in flight, an M of two wings."""
    return (f'<path d="M{x - 12 * s},{y - 4 * s} Q{x - 6 * s},{y - 9 * s} {x},{y} '
            f'Q{x + 6 * s},{y - 9 * s} {x + 12 * s},{y - 4 * s} Q{x + 6 * s},{y - 5 * s} {x},'
            f'{y + 3 * s} Q{x - 6 * s},{y - 5 * s} {x - 12 * s},{y - 4 * s} Z" fill="{colour}"/>')


def crow(x: float, base: float, s: float, colour: str) -> str:
    """A crow perched, side-on."""
    return (f'<path d="M{x - 14 * s},{base - 14 * s} Q{x - 4 * s},{base - 26 * s} {x + 8 * s},'
            f'{base - 22 * s} L{x + 14 * s},{base - 30 * s} L{x + 22 * s},{base - 28 * s} '
            f'L{x + 14 * s},{base - 24 * s} Q{x + 12 * s},{base - 10 * s} {x},{base - 8 * s} '
            f'L{x - 22 * s},{base - 4 * s} Z M{x + 2 * s},{base - 8 * s} v{8 * s} '
            f'M{x + 6 * s},{base - 8 * s} v{8 * s}" fill="{colour}" stroke="{colour}" '
            f'stroke-width="{1.2 * s:.1f}"/>')


def bat(x: float, y: float, s: float, colour: str) -> str:
    return (f'<path d="M{x},{y} q-6,-6 -12,-4 q-4,-4 -12,-2 q4,4 4,10 q6,-3 10,1 q4,-4 10,-5 '
            f'q6,1 10,5 q4,-4 10,-1 q0,-6 4,-10 q-8,-2 -12,2 q-6,-2 -12,4 Z" fill="{colour}" '
            f'transform="translate({x},{y}) scale({s}) translate({-x},{-y})"/>')


def snake(x: float, base: float, s: float, colour: str) -> str:
    return (f'<path d="M{x - 40 * s},{base} q10,-10 20,0 t20,0 t20,0 q6,-6 4,-22 q-2,-8 6,-10 '
            f'q8,0 8,6 l-4,4 q-4,-2 -5,2 q2,14 -4,20" stroke="{colour}" '
            f'stroke-width="{6 * s:.1f}" fill="none" stroke-linecap="round" '
            f'transform="translate({x},{base}) scale({s}) translate({-x},{-base})"/>')


def dragon(x: float, base: float, s: float, colour: str, flip: bool = False,
           fire: bool = False) -> str:
    """A dragon rearing with spread wings; s the scale (1 = 140 wide)."""
    sx = -s if flip else s
    body = ("M-50,0 Q-40,-30 -10,-36 Q10,-40 22,-60 L30,-84 L40,-88 L52,-84 L44,-78 L36,-76 "
            "L30,-56 Q26,-38 16,-26 Q24,-14 30,0 L22,0 Q14,-12 4,-16 L0,0 L-8,0 L-8,-18 "
            "Q-30,-14 -40,0 Q-60,10 -76,-4 Q-60,2 -50,0 Z")
    wing = "M-6,-36 L-40,-96 L-28,-70 L-60,-86 L-40,-58 L-70,-64 L-30,-40 Z"
    out = (f'<g transform="translate({x},{base}) scale({sx:.3f},{s:.3f})">'
           f'<path d="{wing}" fill="{shade(colour, 0.15)}"/><path d="{body}" fill="{colour}"/>'
           f'<circle cx="42" cy="-84" r="1.6" fill="#f3d27a"/></g>')
    if fire:
        fx = x + (56 if not flip else -56) * s
        out += (f'<path d="M{fx:.1f},{base - 82 * s:.1f} q{30 * s * (1 if not flip else -1):.1f},'
                f'-6 {60 * s * (1 if not flip else -1):.1f},{8 * s:.1f} '
                f'q{-30 * s * (1 if not flip else -1):.1f},{2 * s:.1f} '
                f'{-60 * s * (1 if not flip else -1):.1f},{-2 * s:.1f} Z" fill="#ec6a2c"/>')
    return out


def monkey_wings(x: float, y: float, s: float, colour: str, wing: str) -> str:
    """A winged monkey in flight."""
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-4,-10 L-40,-34 L-30,-20 L-46,-20 L-28,-10 L-40,-4 Z" fill="{wing}"/>'
            f'<path d="M4,-10 L40,-34 L30,-20 L46,-20 L28,-10 L40,-4 Z" fill="{wing}"/>'
            f'<circle cx="0" cy="-20" r="7" fill="{colour}"/>'
            f'<path d="M-8,-14 Q0,-18 8,-14 L6,10 L10,24 L5,24 L0,12 L-5,24 L-10,24 L-6,10 Z" '
            f'fill="{colour}"/><path d="M6,10 q16,6 10,20" stroke="{colour}" stroke-width="2.5" '
            f'fill="none"/><circle cx="-3" cy="-21" r="1.2" fill="#f3d27a"/>'
            f'<circle cx="3" cy="-21" r="1.2" fill="#f3d27a"/></g>')


def ghost(x: float, base: float, h: float, colour: str = "#e8eef2") -> str:
    return (f'<g transform="translate({x},{base}) scale({h / 80:.3f})"><path d="M-20,0 '
            f'L-22,-50 Q-22,-80 0,-80 Q22,-80 22,-50 L20,0 L13,-8 L7,0 L0,-8 L-7,0 L-13,-8 Z" '
            f'fill="{colour}" fill-opacity="0.85"/><ellipse cx="-7" cy="-56" rx="3" ry="5" '
            f'fill="#1a1a22"/><ellipse cx="7" cy="-56" rx="3" ry="5" fill="#1a1a22"/>'
            f'<ellipse cx="0" cy="-40" rx="4" ry="6" fill="#1a1a22"/></g>')


def skeleton(x: float, base: float, h: float, bone: str = "#e9e4d6", crown: bool = False,
             props: tuple = ()) -> str:
    """A standing skeleton: a figure drawn in bone with ribs and a dark skull."""
    s = h / 112
    ribs = "".join(f'<path d="M-9,{-74 + i * 6} h18" stroke="#2a2622" stroke-width="1.6"/>'
                   for i in range(4))
    face = ('<circle cx="-3" cy="-89" r="2.2" fill="#2a2622"/><circle cx="3" cy="-89" r="2.2" '
            'fill="#2a2622"/>')
    return (figure(x, base, h, bone, "fwd", "down", props=props, head="crown" if crown else "")
            + f'<g transform="translate({x},{base}) scale({s:.3f})">{ribs}{face}</g>')


def tentacles(x: float, base: float, s: float, colour: str) -> str:
    """Kraken arms rising from the water."""
    return "".join(
        f'<path d="M{x + dx * s:.0f},{base} q{-12 * s * d:.0f},{-30 * s:.0f} 0,{-50 * s:.0f} '
        f'q{10 * s * d:.0f},{-10 * s:.0f} {4 * s * d:.0f},{-20 * s:.0f}" stroke="{colour}" '
        f'stroke-width="{8 * s:.1f}" fill="none" stroke-linecap="round"/>'
        for dx, d in ((-50, 1), (-20, -1), (15, 1), (45, -1)))


def bull_head(x: float, y: float, s: float, colour: str) -> str:
    return (f'<g transform="translate({x},{y}) scale({s})"><path d="M-12,-20 Q-30,-24 -34,-40 '
            f'Q-24,-28 -10,-30 Z M12,-20 Q30,-24 34,-40 Q24,-28 10,-30 Z" fill="#e9e4d6"/>'
            f'<path d="M-14,-30 Q0,-36 14,-30 L10,0 Q0,6 -10,0 Z" fill="{colour}"/>'
            f'<circle cx="-6" cy="-20" r="1.6" fill="#c8361f"/>'
            f'<circle cx="6" cy="-20" r="1.6" fill="#c8361f"/></g>')


def horse(x: float, base: float, s: float, colour: str, flip: bool = False) -> str:
    sx = -s if flip else s
    return (f'<path d="M-30,-36 Q-10,-44 20,-40 L30,-58 L36,-60 L46,-50 L42,-46 L34,-50 '
            f'L28,-34 L28,-16 L32,0 L26,0 L22,-18 L-14,-20 L-20,0 L-26,0 L-26,-22 Q-36,-24 '
            f'-40,-8 L-44,-10 Q-42,-30 -30,-36 Z" fill="{colour}" transform="translate({x},{base}) '
            f'scale({sx:.3f},{s:.3f})"/>')


def mouse(x: float, base: float, s: float, colour: str, crown: bool = False) -> str:
    out = (f'<g transform="translate({x},{base}) scale({s})"><ellipse cx="0" cy="-8" rx="12" '
           f'ry="8" fill="{colour}"/><circle cx="11" cy="-11" r="5" fill="{colour}"/>'
           f'<circle cx="10" cy="-17" r="3.5" fill="{shade(colour, 0.2)}"/>'
           f'<path d="M-12,-6 q-12,2 -16,-6" stroke="{colour}" stroke-width="1.5" fill="none"/>')
    if crown:
        out += '<path d="M7,-18 l0,-6 l3,3 l2,-5 l2,5 l3,-3 l0,6 Z" fill="#e0b43c"/>'
    return out + "</g>"


def bees(x: float, y: float, seed: int, colour: str = "#1a1a1a", n: int = 18) -> str:
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        bx, by = x + rnd.uniform(-40, 40), y + rnd.uniform(-25, 25)
        out.append(f'<ellipse cx="{bx:.0f}" cy="{by:.0f}" rx="3" ry="2" fill="{colour}"/>'
                   f'<ellipse cx="{bx - 1:.0f}" cy="{by - 2.5:.0f}" rx="2" ry="1.2" '
                   f'fill="#e8eef2" fill-opacity="0.8"/>')
    return "".join(out)


def eye(x: float, y: float, r: float, iris: str = "#3a7a3a") -> str:
    return (f'<ellipse cx="{x}" cy="{y}" rx="{r * 1.6}" ry="{r}" fill="#f7f1e0"/>'
            f'<circle cx="{x}" cy="{y}" r="{r * 0.7:.1f}" fill="{iris}"/>'
            f'<circle cx="{x}" cy="{y}" r="{r * 0.3:.1f}" fill="#111"/>')


# ---- Objects, drawn large at the centre of a still life ----

def obj_sword(x, y, s, blade="#d8dde2", hilt="#8a6a2a", angle=-35):
    return (f'<g transform="translate({x},{y}) rotate({angle}) scale({s})">'
            f'<path d="M-3,-20 L3,-20 L3,-92 L0,-100 L-3,-92 Z" fill="{blade}"/>'
            f'<path d="M0,-20 L0,-92" stroke="{shade(blade, -0.2)}" stroke-width="0.8"/>'
            f'<rect x="-14" y="-22" width="28" height="5" rx="2" fill="{hilt}"/>'
            f'<rect x="-2.5" y="-17" width="5" height="16" fill="{shade(hilt, -0.3)}"/>'
            f'<circle cx="0" cy="1" r="4" fill="{hilt}"/></g>')


def obj_axe(x, y, s, angle=-30, double=False):
    blade = ('<path d="M0,-88 Q22,-96 26,-70 Q14,-72 0,-64 Z" fill="#c9ced3"/>')
    if double:
        blade += '<path d="M0,-88 Q-22,-96 -26,-70 Q-14,-72 0,-64 Z" fill="#b9bec3"/>'
    return (f'<g transform="translate({x},{y}) rotate({angle}) scale({s})">'
            f'<rect x="-2.5" y="-92" width="5" height="92" fill="#7a5230"/>{blade}</g>')


def obj_mace(x, y, s, angle=-30):
    spikes = "".join(f'<path d="M0,-80 L{9 * math.cos(t):.1f},{-80 + 9 * math.sin(t):.1f}" '
                     f'stroke="#8a9096" stroke-width="3"/>' for t in
                     [i * math.pi / 4 for i in range(8)])
    return (f'<g transform="translate({x},{y}) rotate({angle}) scale({s})">'
            f'<rect x="-2.5" y="-76" width="5" height="76" fill="#7a5230"/>{spikes}'
            f'<circle cx="0" cy="-80" r="10" fill="#a8aeb4"/></g>')


def obj_spear(x, y, s, angle=-35, tip="#c9a35a"):
    return (f'<g transform="translate({x},{y}) rotate({angle}) scale({s})">'
            f'<rect x="-1.8" y="-110" width="3.6" height="120" fill="#8a6a3a"/>'
            f'<path d="M-6,-108 L0,-134 L6,-108 L0,-104 Z" fill="{tip}"/></g>')


def obj_bow(x, y, s, angle=0):
    return (f'<g transform="translate({x},{y}) rotate({angle}) scale({s})">'
            f'<path d="M0,-50 Q-30,-30 -24,0 Q-30,30 0,50" stroke="#7a5230" stroke-width="5" '
            f'fill="none"/><path d="M0,-50 L0,50" stroke="#e8e0c8" stroke-width="1"/>'
            f'<path d="M-40,0 L20,0" stroke="#8a6a3a" stroke-width="2"/>'
            f'<path d="M20,-4 L28,0 L20,4 Z" fill="#c9ced3"/></g>')


def obj_shield(x, y, s, face="#8a2a22", rim="#e0b43c", device="cross"):
    dev = {"cross": '<path d="M0,-30 v58 M-20,-6 h40" stroke="#e8e0c8" stroke-width="6"/>',
           "sun": glow(0, -4, 9, "#f0c24a", 0.0),
           "scales": '<path d="M-14,-18 L0,-26 L14,-18 L0,-10 Z M-14,-4 L0,-12 L14,-4 L0,4 Z '
                     'M-14,10 L0,2 L14,10 L0,18 Z" fill="#3a6a3a"/>',
           "none": ""}[device]
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-28,-36 L28,-36 L28,0 Q28,26 0,40 Q-28,26 -28,0 Z" fill="{rim}"/>'
            f'<path d="M-23,-31 L23,-31 L23,0 Q23,22 0,34 Q-23,22 -23,0 Z" fill="{face}"/>'
            f'{dev}</g>')


def obj_round_shield(x, y, r, face="#8a2a22", rim="#c9a35a", device=""):
    return (f'<circle cx="{x}" cy="{y}" r="{r}" fill="{rim}"/><circle cx="{x}" cy="{y}" '
            f'r="{r * 0.86:.1f}" fill="{face}"/>' + device)


def obj_helmet(x, y, s, colour="#b8bec4", crest="#a8322a", greek=False):
    if greek:  # a Corinthian helmet: dome, cheek guards, a T-shaped opening, a crest
        return (f'<g transform="translate({x},{y}) scale({s})">'
                f'<path d="M-32,-44 Q0,-96 36,-44 Q0,-62 -32,-44 Z" fill="{crest}"/>'
                f'<path d="M-28,34 L-28,-10 Q-28,-50 0,-50 Q28,-50 28,-10 L28,34 Q14,40 0,36 '
                f'Q-14,40 -28,34 Z" fill="{colour}"/>'
                f'<path d="M-20,-12 L20,-12 L20,-5 L5,-5 L5,34 L-5,34 L-5,-5 L-20,-5 Z" '
                f'fill="#1a1a22"/><path d="M-28,-16 Q0,-24 28,-16" stroke="{shade(colour, 0.3)}"'
                f' stroke-width="2" fill="none"/></g>')
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-30,20 L-30,-20 Q-30,-56 0,-56 Q30,-56 30,-20 L30,20 Z" fill="{colour}"/>'
            f'<rect x="-24" y="-16" width="48" height="6" fill="#2a2622"/>'
            f'<path d="M-2,-56 L-2,20 M2,-56 L2,20" stroke="{shade(colour, -0.2)}"/></g>')


def obj_potion(x, y, s, liquid="#c8361f", glass="#d9e6ea"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<circle cx="0" cy="0" r="26" fill="{glass}" fill-opacity="0.6"/>'
            f'<path d="M-24,4 Q0,-6 24,4 Q20,26 0,26 Q-20,26 -24,4 Z" fill="{liquid}"/>'
            f'<rect x="-7" y="-44" width="14" height="20" fill="{glass}" fill-opacity="0.8"/>'
            f'<rect x="-8" y="-50" width="16" height="8" fill="#8a6a3a"/>'
            f'<circle cx="-10" cy="-8" r="4" fill="#ffffff" fill-opacity="0.7"/></g>')


def obj_ring(x, y, s, gem="#c8361f"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<ellipse cx="0" cy="10" rx="22" ry="20" fill="none" stroke="#e0b43c" '
            f'stroke-width="7"/><path d="M-10,-12 L0,-24 L10,-12 L0,-4 Z" fill="{gem}"/></g>')


def obj_amulet(x, y, s, gem="#3a7ac8"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-30,-50 Q0,0 30,-50" stroke="#c9a35a" stroke-width="2" fill="none"/>'
            f'<circle cx="0" cy="-10" r="16" fill="#e0b43c"/><circle cx="0" cy="-10" r="10" '
            f'fill="{gem}"/><circle cx="-3" cy="-13" r="3" fill="#ffffff" '
            f'fill-opacity="0.6"/></g>')


def obj_coins(x, y, s):
    out = []
    for i in range(5):
        out.append(f'<ellipse cx="{x - 20 * s}" cy="{y - i * 6 * s}" rx="{16 * s}" '
                   f'ry="{5 * s}" fill="{"#c9972e" if i % 2 else "#e0b43c"}"/>')
    for i in range(3):
        out.append(f'<ellipse cx="{x + 14 * s}" cy="{y - i * 6 * s}" rx="{16 * s}" '
                   f'ry="{5 * s}" fill="{"#c9972e" if i % 2 else "#e0b43c"}"/>')
    out.append(f'<circle cx="{x + 4 * s}" cy="{y - 34 * s}" r="{12 * s}" fill="#e0b43c"/>'
               f'<circle cx="{x + 4 * s}" cy="{y - 34 * s}" r="{8 * s}" fill="none" '
               f'stroke="#b0842a" stroke-width="{1.5 * s}"/>')
    return "".join(out)


def obj_chest(x, y, s, open_=True):
    lid = ('<path d="M-34,-26 L-30,-50 L30,-50 L34,-26 Z" fill="#7a4a22"/>' if open_ else
           '<path d="M-34,-26 Q0,-46 34,-26 Z" fill="#7a4a22"/>')
    gold = glow(0, -28, 14, "#f3d27a", 0.25) if open_ else ""
    return (f'<g transform="translate({x},{y}) scale({s})">{lid}{gold}'
            f'<rect x="-34" y="-26" width="68" height="30" fill="#8a5a2a"/>'
            f'<rect x="-34" y="-26" width="68" height="5" fill="#c9a35a"/>'
            f'<rect x="-4" y="-20" width="8" height="10" fill="#c9a35a"/></g>')


def obj_staff(x, y, s, top="#a8d8f0", angle=-15, leaves=False):
    head = ('<path d="M0,-112 q-14,-8 -8,-22 q10,6 8,22 Z M0,-112 q14,-8 8,-22 q-10,6 -8,22 Z"'
            ' fill="#6fa04a"/>' if leaves else glow(0, -116, 8, top, 0.3))
    return (f'<g transform="translate({x},{y}) rotate({angle}) scale({s})">'
            f'<path d="M-2,0 L-2,-106 Q0,-112 2,-106 L2,0 Z" fill="#7a5230"/>'
            f'<path d="M0,-106 q-10,-4 -8,-14 M0,-106 q10,-4 8,-14" stroke="#7a5230" '
            f'stroke-width="2.5" fill="none"/>{head}</g>')


def obj_chainmail(x, y, s, colour="#a8aeb4"):
    rings = "".join(f'<circle cx="{cx}" cy="{cy}" r="2.2" fill="none" '
                    f'stroke="{shade(colour, -0.25)}" stroke-width="0.8"/>'
                    for cx in range(-20, 24, 6) for cy in range(-36, 30, 6))
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-22,-40 L-10,-44 Q0,-36 10,-44 L22,-40 L40,-20 L30,-10 L22,-22 L22,30 '
            f'L-22,30 L-22,-22 L-30,-10 L-40,-20 Z" fill="{colour}"/>{rings}</g>')


def obj_boots(x, y, s, colour="#6b4a2a"):
    one = ('<path d="M0,0 L0,-36 L14,-36 L14,-10 L30,-4 L30,4 L0,4 Z" fill="{c}"/>'
           '<path d="M0,-36 L14,-36 L14,-30 L0,-30 Z" fill="{t}"/>')
    return (f'<g transform="translate({x - 24 * s},{y}) scale({s})">'
            + one.format(c=colour, t=shade(colour, 0.3)) + "</g>"
            + f'<g transform="translate({x + 8 * s},{y + 4 * s}) scale({s})">'
            + one.format(c=shade(colour, -0.1), t=shade(colour, 0.3)) + "</g>")


def obj_banner(x, y, s, colour="#8a2a22", device="#e0b43c"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<rect x="-2" y="-100" width="4" height="110" fill="#7a5230"/>'
            f'<path d="M2,-96 L46,-96 L46,-40 L24,-50 L2,-40 Z" fill="{colour}"/>'
            f'<circle cx="24" cy="-74" r="8" fill="{device}"/>'
            f'<circle cx="0" cy="-102" r="4" fill="#e0b43c"/></g>')


def obj_lens(x, y, s):
    return (f'<g transform="translate({x},{y}) scale({s})"><rect x="18" y="18" width="8" '
            f'height="40" fill="#7a5230" transform="rotate(-45 22 38)"/>'
            f'<circle cx="0" cy="0" r="26" fill="#c9a35a"/><circle cx="0" cy="0" r="21" '
            f'fill="#cfe6ee"/><path d="M-12,-8 q6,-8 14,-8" stroke="#ffffff" stroke-width="3" '
            f'fill="none"/></g>')


def obj_cloak(x, y, s, colour="#3f6a4a"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-10,-46 Q0,-40 10,-46 Q26,0 40,36 Q0,44 -40,36 Q-26,0 -10,-46 Z" '
            f'fill="{colour}"/><path d="M-10,-46 Q0,-60 10,-46 Q0,-40 -10,-46 Z" '
            f'fill="{shade(colour, -0.2)}"/><circle cx="0" cy="-42" r="3.5" fill="#e0b43c"/>'
            f'<path d="M-4,-36 Q-10,0 -16,36 M6,-36 Q14,0 20,36" stroke="{shade(colour, -0.2)}" '
            f'stroke-width="1.5" fill="none"/></g>')


def obj_crown(x, y, s, colour="#e0b43c", gem="#c8361f"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-34,10 L-34,-26 L-18,-8 L0,-34 L18,-8 L34,-26 L34,10 Z" fill="{colour}"/>'
            f'<rect x="-34" y="2" width="68" height="8" fill="{shade(colour, -0.2)}"/>'
            f'<circle cx="0" cy="-6" r="5" fill="{gem}"/><circle cx="-20" cy="0" r="3" '
            f'fill="#3a7ac8"/><circle cx="20" cy="0" r="3" fill="#3a7ac8"/></g>')


def obj_scroll(x, y, s, paper="#efe6cf"):
    lines = "".join(f'<path d="M-24,{-16 + i * 8} h{40 - (i % 2) * 12}" stroke="#8a7a5a" '
                    f'stroke-width="1.5"/>' for i in range(5))
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<rect x="-30" y="-26" width="60" height="50" fill="{paper}"/>'
            f'<rect x="-34" y="-32" width="68" height="8" rx="4" fill="{shade(paper, -0.15)}"/>'
            f'<rect x="-34" y="22" width="68" height="8" rx="4" fill="{shade(paper, -0.15)}"/>'
            f'{lines}</g>')


def obj_book(x, y, s, cover="#6a2a2a"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-44,-30 Q-22,-38 0,-28 Q22,-38 44,-30 L44,24 Q22,16 0,26 Q-22,16 -44,24 Z"'
            f' fill="{cover}"/><path d="M-40,-28 Q-20,-34 0,-25 L0,22 Q-20,13 -40,20 Z" '
            f'fill="#f2ead6"/><path d="M40,-28 Q20,-34 0,-25 L0,22 Q20,13 40,20 Z" '
            f'fill="#e9e0c8"/></g>')


def obj_skull(x, y, s, colour="#e9e4d6"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-20,0 Q-24,-40 0,-40 Q24,-40 20,0 L12,6 L12,14 L-12,14 L-12,6 Z" '
            f'fill="{colour}"/><circle cx="-9" cy="-14" r="6" fill="#2a2622"/>'
            f'<circle cx="9" cy="-14" r="6" fill="#2a2622"/>'
            f'<path d="M0,-6 l-3,6 h6 Z" fill="#2a2622"/></g>')


def obj_idol(x, y, s, colour="#6a8a5a", eyes="#e84a2a"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-20,0 L-24,-30 Q-26,-60 0,-62 Q26,-60 24,-30 L20,0 Z" fill="{colour}"/>'
            f'<rect x="-30" y="0" width="60" height="10" fill="{shade(colour, -0.25)}"/>'
            f'{glow(-9, -40, 4, eyes, 0.3)}{glow(9, -40, 4, eyes, 0.3)}'
            f'<path d="M-10,-20 h20" stroke="{shade(colour, -0.35)}" stroke-width="3"/></g>')


def obj_lance(x, y, s):
    return (f'<g transform="translate({x},{y}) rotate(-20) scale({s})">'
            f'<path d="M-4,0 L-2,-120 L0,-140 L2,-120 L4,0 Z" fill="#c9ced3"/>'
            f'<path d="M-12,0 L12,0 L4,-20 L-4,-20 Z" fill="#8a2a22"/>'
            f'<rect x="-3" y="0" width="6" height="30" fill="#7a5230"/></g>')


def obj_gauntlets(x, y, s, colour="#a8aeb4"):
    one = ('<path d="M-12,30 L-12,0 L-14,-22 L-8,-24 L-6,-6 L-4,-28 L2,-28 L2,-6 L4,-26 L10,-24 '
           'L8,-4 L14,-16 L18,-12 L12,8 L12,30 Z" fill="{c}"/>')
    return (f'<g transform="translate({x - 22 * s},{y}) scale({s})">{one.format(c=colour)}</g>'
            f'<g transform="translate({x + 22 * s},{y}) scale({-s},{s})">'
            f'{one.format(c=shade(colour, -0.1))}</g>')


def obj_flask_round(x, y, s, liquid="#4aa84a"):
    return obj_potion(x, y, s, liquid)


def obj_idol_palladion(x, y, s):
    """A small wooden statue of an armed goddess: shield and raised spear."""
    return (figure(x, y, 90 * s, "#b08a5a", "up", "fwd", "robe", "crest",
                   (("spear", "r"), ("shield", "l")), accent="#c9a06a"))


def obj_pitchfork(x, y, s):
    return (f'<g transform="translate({x},{y}) rotate(-20) scale({s})">'
            f'<rect x="-2.5" y="-90" width="5" height="100" fill="#5a3a22"/>'
            f'<path d="M-16,-90 v-30 M0,-90 v-34 M16,-90 v-30 M-16,-90 h32" stroke="#2a2622" '
            f'stroke-width="4" fill="none"/></g>' + flame(x + 18 * s, y - 96 * s, 40 * s))


def obj_string_ball(x, y, s, colour="#d8b46a"):
    winds = "".join(f'<ellipse cx="{x}" cy="{y}" rx="{22 * s}" ry="{8 * s}" fill="none" '
                    f'stroke="{shade(colour, -0.25)}" stroke-width="1.4" '
                    f'transform="rotate({a} {x} {y})"/>' for a in (0, 45, 90, 135))
    return (f'<circle cx="{x}" cy="{y}" r="{22 * s}" fill="{colour}"/>' + winds
            + f'<path d="M{x + 20 * s},{y + 10 * s} q30,10 50,-4 t60,6" stroke="{colour}" '
            f'stroke-width="1.8" fill="none"/>')


def obj_telescope(x, y, s):
    return (f'<g transform="translate({x},{y}) rotate(-20) scale({s})">'
            f'<rect x="-50" y="-8" width="40" height="16" fill="#8a6a3a"/>'
            f'<rect x="-12" y="-6" width="34" height="12" fill="#c9a35a"/>'
            f'<rect x="20" y="-4" width="24" height="8" fill="#e0c27a"/></g>')


def obj_whistle(x, y, s):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-40,-8 L20,-8 L20,8 L-40,8 Z" fill="#d8dde2"/>'
            f'<circle cx="26" cy="6" r="14" fill="#c9ced3"/>'
            f'<rect x="-20" y="-8" width="8" height="5" fill="#2a2622"/>'
            f'<circle cx="-44" cy="0" r="5" fill="none" stroke="#c9ced3" stroke-width="2"/></g>')


def obj_shoes(x, y, s, colour="#c9ced3"):
    one = ('<path d="M0,0 Q-2,-14 8,-16 Q16,-12 22,-12 Q40,-10 42,0 Z" fill="{c}"/>'
           '<rect x="0" y="0" width="10" height="5" fill="{d}"/>')
    return (f'<g transform="translate({x - 46 * s},{y}) scale({s})">'
            + one.format(c=colour, d=shade(colour, -0.3)) + "</g>"
            f'<g transform="translate({x + 2 * s},{y + 6 * s}) scale({s})">'
            + one.format(c=shade(colour, 0.1), d=shade(colour, -0.3)) + "</g>")


def obj_cap(x, y, s, colour="#e0b43c"):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-36,10 Q-36,-40 0,-40 Q36,-40 36,10 Z" fill="{colour}"/>'
            f'<path d="M-40,10 L40,10 L40,16 L-40,16 Z" fill="{shade(colour, -0.2)}"/>'
            f'<circle cx="0" cy="-10" r="6" fill="#c8361f"/>'
            f'<circle cx="-18" cy="-2" r="4" fill="#3a7ac8"/>'
            f'<circle cx="18" cy="-2" r="4" fill="#3a9a4a"/></g>')


def obj_umbrella(x, y, s):
    return (f'<g transform="translate({x},{y}) rotate(-10) scale({s})">'
            f'<path d="M-50,0 Q-48,-40 0,-44 Q48,-40 50,0 Q38,-8 25,0 Q12,-8 0,0 Q-12,-8 -25,0 '
            f'Q-38,-8 -50,0 Z" fill="#1e1e22"/><path d="M0,-44 L0,44 q0,8 -8,8" '
            f'stroke="#3a3a3a" stroke-width="3" fill="none"/></g>')


def obj_bucket(x, y, s):
    water = (f'<path d="M{x + 20 * s},{y - 30 * s} q20,10 30,40 q-14,-10 -34,-26 Z" '
             f'fill="#7fb0d8" fill-opacity="0.9"/>')
    return (f'<g transform="translate({x},{y}) rotate(-25) scale({s})">'
            f'<path d="M-24,-30 L24,-30 L18,20 L-18,20 Z" fill="#9aa0a6"/>'
            f'<ellipse cx="0" cy="-30" rx="24" ry="6" fill="#5f7f9f"/>'
            f'<path d="M-24,-30 Q0,-70 24,-30" stroke="#555" stroke-width="2" fill="none"/>'
            f'</g>' + water)


def obj_oilcan(x, y, s):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-22,20 L-22,-10 Q0,-22 22,-10 L22,20 Z" fill="#8a9096"/>'
            f'<path d="M12,-14 L56,-44 L58,-40 L18,-8 Z" fill="#9aa0a6"/>'
            f'<path d="M-22,-4 Q-44,0 -34,18 L-28,16 Q-34,6 -22,4 Z" fill="#6a7076"/>'
            f'<circle cx="60" cy="-38" r="3" fill="#2a2622"/></g>')


def obj_heart(x, y, s, colour="#c8361f"):
    return (f'<path d="M{x},{y + 24 * s} C{x - 40 * s},{y - 4 * s} {x - 24 * s},{y - 34 * s} '
            f'{x},{y - 16 * s} C{x + 24 * s},{y - 34 * s} {x + 40 * s},{y - 4 * s} {x},'
            f'{y + 24 * s} Z" fill="{colour}"/>')


def obj_dice(x, y, s):
    return (f'<g transform="translate({x},{y}) rotate(12) scale({s})">'
            f'<rect x="-20" y="-20" width="40" height="40" rx="6" fill="#f2ead6"/>'
            + "".join(f'<circle cx="{cx}" cy="{cy}" r="4" fill="#2a2622"/>'
                      for cx, cy in ((-10, -10), (10, 10), (0, 0), (10, -10), (-10, 10)))
            + "</g>")


def obj_hourglass(x, y, s):
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<rect x="-24" y="-44" width="48" height="6" fill="#7a5230"/>'
            f'<rect x="-24" y="38" width="48" height="6" fill="#7a5230"/>'
            f'<path d="M-18,-38 L18,-38 L2,0 L18,38 L-18,38 L-2,0 Z" fill="#d9e6ea" '
            f'fill-opacity="0.7"/><path d="M-10,-22 L10,-22 L1,-2 L-1,-2 Z M-14,38 Q0,18 14,38 Z"'
            f' fill="#d9b45a"/></g>')


def rays(x: float, y: float, r0: float, r1: float, colour: str, n: int = 12,
         width: float = 2, opacity: float = 0.7) -> str:
    return "".join(
        f'<path d="M{x + r0 * math.cos(t):.1f},{y + r0 * math.sin(t):.1f} '
        f'L{x + r1 * math.cos(t):.1f},{y + r1 * math.sin(t):.1f}" stroke="{colour}" '
        f'stroke-width="{width}" stroke-opacity="{opacity}" stroke-linecap="round"/>'
        for t in [i * 2 * math.pi / n for i in range(n)])


def sparkles(seed: int, x: float, y: float, spread: float, colour: str = "#f7e7a0",
             n: int = 10) -> str:
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        sx, sy = x + rnd.uniform(-spread, spread), y + rnd.uniform(-spread / 2, spread / 2)
        r = rnd.uniform(1.5, 3.5)
        out.append(f'<path d="M{sx:.0f},{sy - r * 2:.1f} L{sx + r * 0.5:.1f},{sy - r * 0.5:.1f} '
                   f'L{sx + r * 2:.1f},{sy:.0f} L{sx + r * 0.5:.1f},{sy + r * 0.5:.1f} '
                   f'L{sx:.0f},{sy + r * 2:.1f} L{sx - r * 0.5:.1f},{sy + r * 0.5:.1f} '
                   f'L{sx - r * 2:.1f},{sy:.0f} L{sx - r * 0.5:.1f},{sy - r * 0.5:.1f} Z" '
                   f'fill="{colour}"/>')
    return "".join(out)


def vignette(colour: str = "#000000", opacity: float = 0.25) -> str:
    """Darkened edges that draw the eye to the middle."""
    return (f'<rect x="0" y="0" width="{W}" height="10" fill="{colour}" fill-opacity="{opacity}"/>'
            f'<rect x="0" y="{H - 10}" width="{W}" height="10" fill="{colour}" '
            f'fill-opacity="{opacity}"/>')


def floor(y: float, colour: str) -> str:
    """An interior's floor with its joins."""
    lines = "".join(f'<path d="M{x},{y} L{x * 1.6 - 90:.0f},{H}" stroke="{shade(colour, -0.2)}" '
                    f'stroke-width="1"/>' for x in range(0, W + 1, 30))
    return f'<rect x="0" y="{y}" width="{W}" height="{H - y}" fill="{colour}"/>' + lines


def arch_window(x: float, y: float, w: float, h: float, colour: str) -> str:
    return (f'<path d="M{x - w / 2},{y + h} v{-h + w / 2} a{w / 2},{w / 2} 0 0,1 {w},0 '
            f'v{h - w / 2} Z" fill="{colour}"/>')


def table(x: float, base: float, w: float, colour: str = "#6b4a2a") -> str:
    return (f'<rect x="{x - w / 2}" y="{base - 30}" width="{w}" height="6" fill="{colour}"/>'
            f'<rect x="{x - w / 2 + 4}" y="{base - 24}" width="5" height="24" '
            f'fill="{shade(colour, -0.2)}"/><rect x="{x + w / 2 - 9}" y="{base - 24}" '
            f'width="5" height="24" fill="{shade(colour, -0.2)}"/>')
