"""The Hero's Journey v3: a picture for each of the 45 cards of the extended Decktet, drawn
for this kit from the card's name (not the Decktet's own art), with its suits' colours and
symbols woven in: moons at night, suns by day, waves, leaves, wyrms and knots."""

from __future__ import annotations

import math
from pathlib import Path

from .motifs import (
    DAY,
    NIGHT,
    arch_window,
    bird,
    bush,
    castle,
    cave_mouth,
    cloud,
    crescent,
    dead_tree,
    dragon,
    figure,
    flame,
    floor,
    galley,
    glow,
    grass,
    ground,
    hills,
    house,
    mountains,
    obj_coins,
    obj_scroll,
    obj_skull,
    obj_telescope,
    palisade,
    palm,
    pine,
    rays,
    reeds,
    rock,
    sea,
    shade,
    ship,
    sky,
    snake,
    sparkles,
    stars,
    table,
    temple,
    tree,
    wall,
)
from .wire import wire as wire_file

SET = "hjkit/games/heros_journey_v3/cards/decktet"
SUN = "#f0c24a"
MOON = "#f4e9c1"


def knot(x: float, y: float, r: float, colour: str = "#8a6a3a", width: float = 5) -> str:
    """A knot of rope: three interlaced loops."""
    loops = "".join(
        f'<ellipse cx="{x + r * 0.45 * math.cos(a):.1f}" cy="{y + r * 0.45 * math.sin(a):.1f}" '
        f'rx="{r * 0.62:.1f}" ry="{r * 0.3:.1f}" fill="none" stroke="{colour}" '
        f'stroke-width="{width}" transform="rotate({math.degrees(a):.0f} '
        f'{x + r * 0.45 * math.cos(a):.1f} {y + r * 0.45 * math.sin(a):.1f})"/>'
        for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6))
    return loops + f'<circle cx="{x}" cy="{y}" r="{r * 0.12:.1f}" fill="{colour}"/>'


def leaf(x: float, y: float, s: float, colour: str = "#4f8a3a", angle: float = 0) -> str:
    return (f'<g transform="translate({x},{y}) rotate({angle}) scale({s})">'
            f'<path d="M0,40 Q-34,0 0,-44 Q34,0 0,40 Z" fill="{colour}"/>'
            f'<path d="M0,44 L0,-36 M0,10 L-14,-4 M0,-6 L12,-20 M0,24 L12,10" '
            f'stroke="{shade(colour, -0.3)}" stroke-width="2" fill="none"/></g>')


def wave(x: float, y: float, s: float, colour: str = "#2a6a98") -> str:
    """A great curling wave."""
    return (f'<g transform="translate({x},{y}) scale({s})">'
            f'<path d="M-90,40 Q-60,-10 -10,-40 Q40,-60 60,-20 Q40,-40 20,-24 Q40,-10 30,10 '
            f'Q10,-10 -20,10 Q-40,30 -30,40 Z" fill="{colour}"/>'
            f'<path d="M-10,-40 Q40,-60 60,-20 Q40,-40 20,-24" fill="#e8f4fa"/></g>')


def suns_and_moon(sun_x: float = 80, moon_x: float = 230) -> str:
    """The sun and a pale full moon in the same sky."""
    return glow(sun_x, 36, 14, SUN, 0.2) + glow(moon_x, 34, 10, MOON, 0.12)


def _cards() -> dict[str, tuple[str, tuple[str, ...]]]:
    f = figure
    return {
        "the-excuse": ("The Excuse: a jester bowing out with a flourish of his cap", (
            sky("#5a4a6a", "#d8c8d8"), floor(124, "#7a6a7a"),
            f(150, 146, 112, "#3a2a4a", "out", "fwd", "tunic", "jester", (("cards", "r"),),
              accent="#a8322a"), sparkles(1, 150, 40, 90, "#f7e7a0", 8))),
        "ace-of-moons": ("A great crescent moon over a sleeping land", (
            sky(*NIGHT), stars(2, 40), glow(150, 64, 40, MOON, 0.08),
            crescent(150, 64, 40, MOON, "#1c2a48"), hills(140, "#141e2c", [(60, 10), (200, 12)]))),
        "ace-of-suns": ("A blazing sun rising over the fields", (
            sky("#f0a040", "#fbe8b8"), rays(150, 80, 44, 150, "#fff4c8", 24, 5, 0.5),
            glow(150, 80, 36, "#ffe27a", 0.25), ground(124, "#b8a050", 3, 3))),
        "ace-of-waves": ("A great wave curling over the open sea", (
            sky("#7fa8c8", "#e0ecf4"), sea(110, "#2a6a98", seed=4), wave(150, 90, 1.3))),
        "ace-of-leaves": ("A single broad leaf in the green light of the wood", (
            sky("#a8d090", "#eaf4dc"), leaf(150, 76, 1.5, "#3f7a34", -20),
            leaf(80, 120, 0.6, "#5f9a4a", -60), leaf(230, 118, 0.6, "#5f9a4a", 50))),
        "ace-of-wyrms": ("A coiled wyrm, scaled and horned", (
            sky("#6a2a2a", "#d88a5a"), ground(130, "#4a1e1e", 2, 6),
            '<path d="M60,130 Q60,90 110,96 Q170,104 170,70 Q170,40 140,44 Q120,48 126,64 '
            'Q112,62 112,48 Q116,26 146,26 Q196,28 196,72 Q196,122 120,118 Q90,116 90,130 Z" '
            'fill="#2a5a2a"/><path d="M146,26 L156,10 L160,28 Z M136,30 L134,14 L146,26 Z" '
            'fill="#e9e4d6"/><circle cx="136" cy="38" r="2.5" fill="#f3d27a"/>')),
        "ace-of-knots": ("An endless knot of rope", (
            sky("#6a4a2a", "#d8b88a"), knot(150, 75, 60, "#5a3a1a", 8),
            knot(150, 75, 60, "#c9a35a", 4))),
        "the-author": ("The Author writing by candlelight under a moonlit window", (
            sky("#2a2230", "#4a3a40"), arch_window(220, 18, 50, 70, "#1c2a48"),
            crescent(222, 44, 10, MOON, "#1c2a48"), table(150, 160, 200),
            f(110, 140, 90, "#1a1418", "fwd", "fwd", "robe", "", (("quill", "r"),)),
            obj_scroll(160, 120, 0.6), '<rect x="196" y="100" width="8" height="30" '
                                       'fill="#efe6cf"/>', flame(200, 102, 16),
            knot(60, 40, 14, "#8a6a3a", 2))),
        "the-desert": ("The Desert: dunes under a fierce sun and the bones of a wyrm", (
            sky("#e9a860", "#f7e0b0"), glow(220, 36, 18, "#fff4c8", 0.2),
            hills(118, "#e3c47f", [(20, 14), (170, 20)]),
            hills(140, "#d4b070", [(80, 14), (230, 12)]),
            '<path d="M60,136 Q110,124 160,136" stroke="#efe6d8" stroke-width="3" fill="none"/>',
            *[f'<path d="M{x},132 q3,-10 0,-16" stroke="#efe6d8" stroke-width="2.5" fill="none"/>'
              for x in range(74, 150, 12)], obj_skull(170, 138, 0.4))),
        "the-origin": ("The Origin: a spring welling up among ferns at dawn", (
            sky("#f0b890", "#f8ecd8"), ground(104, "#6a9a5a", 2, 8),
            '<path d="M150,104 Q140,124 120,150 L180,150 Q160,124 150,104 Z" fill="#6aa8d8"/>',
            rock(150, 108, 40, 16, "#8a8078"), *[leaf(x, 118, 0.5, "#3f7a34", a)
                                                 for x, a in ((90, -40), (210, 40), (70, -70),
                                                              (230, 70))],
            sparkles(9, 150, 96, 30, "#ffffff", 6))),
        "the-journey": ("The Journey: a traveller with a staff on a moonlit shore road", (
            sky(*NIGHT), crescent(240, 30, 12, MOON, "#182341"), stars(10, 20),
            sea(96, "#1f3a5a", seed=10), '<path d="M0,150 Q100,110 300,104 L300,150 Z" '
                                          'fill="#3a4a3a"/>',
            f(120, 136, 64, "#0e1214", "fwd", "down", "robe", "hood", (("staff", "r"),)))),
        "the-painter": ("The Painter at his easel in the sunshine", (
            sky(*DAY), glow(60, 30, 12, SUN, 0.2), ground(124, "#9dbb6e", 2, 11),
            '<path d="M196,140 L210,60 L224,140 M210,60 L210,140" stroke="#7a5230" '
            'stroke-width="3" fill="none"/><rect x="186" y="60" width="48" height="40" '
            'fill="#efe6cf"/><path d="M192,90 Q206,70 228,86" stroke="#3a7ac8" stroke-width="4" '
            'fill="none"/><circle cx="220" cy="70" r="5" fill="#f0c24a"/>',
            f(140, 146, 100, "#5a3a2a", "fwd", "down", "tunic", "cap", (("brush", "r"),),
              accent="#a8322a"))),
        "the-savage": ("The Savage: a wild hunter with a spear among the ferns", (
            sky("#6a8a4a", "#d0dcb0"), *[leaf(x, 130, 0.8, "#2f5a2a", a) for x, a in
                                         ((40, -30), (270, 30), (100, -60), (210, 60))],
            ground(138, "#3a4a2a", 2, 12),
            f(150, 146, 112, "#5a3a22", "high", "fwd", "skirt", "long_hair", (("spear", "r"),),
              accent="#7a5a32"))),
        "the-mountain": ("The Mountain under both the sun and the moon", (
            sky("#5a6a9a", "#e0d8e8"), suns_and_moon(60, 250),
            mountains(150, "#7a7480", [(150, 120, 110)], "#f4f6f8"),
            mountains(150, "#5a5460", [(50, 50, 60), (260, 56, 60)]))),
        "the-sailor": ("The Sailor at the helm of a ship under sail", (
            sky(*DAY), sea(100, "#3a6a98", seed=13), ship(200, 110, 1.0),
            f(80, 146, 100, "#2a3a5a", "fwd", "fwd", "tunic", "cap", (("rope", "r"),),
              accent="#e8e0c8"), leaf(30, 40, 0.3, "#4f8a3a", 30))),
        "the-battle": ("The Battle: two warriors clash under their banners", (
            sky("#6a3a2a", "#d89a6a"), ground(128, "#5a4a3a", 3, 14),
            f(110, 146, 104, "#1e1a1c", "high", "fwd", "armour", "helmet",
              (("sword", "r"), ("shield", "l"))),
            f(190, 146, 104, "#2a1a1c", "high", "fwd", "armour", "crest",
              (("axe", "r"), ("kite", "l")), flip=True),
            *[f'<path d="M{x},120 v-90" stroke="#3a2a1e" stroke-width="3"/>'
              f'<path d="M{x},30 h24 l-6,9 l6,9 h-24 Z" fill="{c}"/>'
              for x, c in ((30, "#2a5a2a"), (262, "#8a6a2a"))])),
        "the-forest": ("The Forest by moonlight", (
            sky(*NIGHT), crescent(150, 30, 12, MOON, "#182341"),
            *[tree(x, 136 + (i % 2) * 6, 80, c) for i, (x, c) in enumerate(
                ((30, "#1e3a2a"), (90, "#2a4a34"), (210, "#2a4a34"), (270, "#1e3a2a")))],
            *[pine(x, 150, 70, "#142a1e") for x in (60, 150, 240)])),
        "the-discovery": ("The Discovery: an explorer sights a sunlit shore", (
            sky("#f0b060", "#f8e8c8"), glow(250, 50, 16, "#fff4c8", 0.2),
            sea(100, "#3a7aa8", seed=16), '<path d="M200,100 Q240,80 300,84 L300,100 Z" '
                                           'fill="#7a9a5a"/>', palm(260, 90, 30, "#3a5a2a"),
            rock(70, 130, 90, 40, "#5a5048"),
            f(70, 96, 60, "#2a2220", "fwd", "fwd", "tunic", "wide_hat", (),
              accent="#4a3a2a"), obj_telescope(100, 54, 0.35))),
        "the-soldier": ("The Soldier on guard with spear and shield", (
            sky("#8a5a4a", "#e0c0a0"), ground(132, "#6a5a4a", 2, 17),
            wall(0, 300, 120, 30, "#8a7a6a"),
            f(150, 146, 112, "#3a2a22", "fwd", "fwd", "armour", "helmet",
              (("spear", "r"), ("shield", "l")), accent="#a8322a"))),
        "the-lunatic": ("The Lunatic dancing wild-haired under the full moon by the water", (
            sky(*NIGHT), glow(220, 40, 20, MOON, 0.15), sea(112, "#1f3a5a", seed=18),
            f(120, 140, 100, "#0e1214", "up", "out", "tunic", "long_hair", ()),
            '<path d="M108,40 l-10,-8 M132,40 l10,-8 M112,34 l-6,-12 M128,34 l6,-12" '
            'stroke="#0e1214" stroke-width="2.5"/>')),
        "the-penitent": ("The Penitent kneeling in the desert sun", (
            sky("#e0a050", "#f8e0b0"), rays(220, 40, 20, 70, "#fff4c8", 16, 3, 0.5),
            glow(220, 40, 14, "#ffe27a", 0.2), hills(124, "#d4b070", [(30, 10), (170, 12)]),
            f(130, 146, 76, "#4a3a3a", "chest", "chest", "robe", "hood", (),
              accent="#6a5050"), obj_skull(200, 144, 0.3))),
        "the-market": ("The Market: stalls of fruit and cloth", (
            sky(*DAY), ground(124, "#c9b48a", 2, 19),
            *[f'<rect x="{x}" y="96" width="60" height="30" fill="#8a6a4a"/>'
              f'<path d="M{x - 4},96 h68 l-8,-16 h-52 Z" fill="{c}"/>'
              for x, c in ((20, "#a8322a"), (120, "#2a6a3a"), (220, "#e0b43c"))],
            *[f'<circle cx="{x}" cy="92" r="5" fill="{c}"/>'
              for x, c in ((30, "#d8402a"), (42, "#e0b43c"), (54, "#d8402a"), (130, "#6aa84a"),
                           (142, "#6aa84a"), (232, "#8a3a8a"))],
            knot(270, 140, 10, "#8a6a3a", 2), f(100, 146, 56, "#3a2a2a", "fwd", "down"))),
        "the-chance-meeting": ("The Chance Meeting: two travellers greet beneath a tree", (
            sky(*NIGHT), crescent(60, 30, 12, MOON, "#182341"), ground(128, "#2a3a2a", 2, 20),
            tree(150, 132, 100, "#1e3a2a"),
            f(100, 146, 80, "#0e1214", "fwd", "down", "robe", "hood", (("staff", "l"),)),
            f(200, 146, 80, "#121418", "fwd", "down", "tunic", "wide_hat", (), flip=True))),
        "the-castle": ("The Castle in the sunshine, its banners flying", (
            sky(*DAY), glow(250, 30, 12, SUN, 0.2), hills(132, "#7fa05a", [(110, 20)]),
            castle(150, 118, 0.9, "#a8987a", "#8a3a2a"), grass(150, "#5f8a48", 21))),
        "the-cave": ("The Cave: dark water runs into it and a wyrm's eyes gleam within", (
            sky("#5a6a70", "#a8b4b8"), mountains(130, "#5a544c", [(60, 70, 70), (240, 60, 70)]),
            cave_mouth(150, 132, 90, 44, "#4a443c"), sea(126, "#24465e", seed=22),
            glow(140, 108, 2, "#f3d27a", 0.5), glow(160, 108, 2, "#f3d27a", 0.5))),
        "the-diplomat": ("The Diplomat bearing a sealed treaty", (
            sky("#7a6a9a", "#e8e0d0"), suns_and_moon(50, 250), floor(124, "#8a7a6a"),
            f(150, 146, 112, "#3a2a5a", "fwd", "down", "robe", "wide_hat", (("scroll", "r"),),
              accent="#8a3a2a"))),
        "the-mill": ("The Mill: a water wheel turning in a green valley", (
            sky(*DAY), hills(110, "#8aaa6a", [(20, 10), (200, 12)]),
            sea(126, "#4f8fb8", seed=23), house(170, 124, 70, 44, "#c9b48a", "#6a4a2a"),
            '<circle cx="118" cy="116" r="26" fill="none" stroke="#5a3a22" stroke-width="4"/>'
            + "".join(f'<path d="M118,116 L{118 + 26 * math.cos(a):.1f},'
                      f'{116 + 26 * math.sin(a):.1f}" stroke="#5a3a22" stroke-width="3"/>'
                      for a in [i * math.pi / 4 for i in range(8)]),
            leaf(260, 120, 0.4, "#4f8a3a", 30))),
        "the-betrayal": ("The Betrayal: a dagger hidden behind a friendly embrace", (
            sky("#3a1e2a", "#8a4a4a"), floor(128, "#3a2a2a"),
            f(130, 146, 104, "#121012", "out", "down", "robe", "hood", ()),
            f(176, 146, 104, "#1e1418", "low", "fwd", "tunic", "", (("dagger", "r"),), flip=True),
            knot(40, 40, 12, "#8a6a3a", 2))),
        "the-pact": ("The Pact: two hands clasped under the sun and the moon", (
            sky("#5a4a7a", "#f0d0a0"), suns_and_moon(60, 240),
            '<path d="M0,110 L120,96 Q140,94 150,100 L150,116 Q130,122 110,118 L0,130 Z" '
            'fill="#c9a088"/><path d="M300,110 L180,96 Q160,94 150,100 L150,116 Q170,122 '
            '190,118 L300,130 Z" fill="#8a6a50"/><path d="M136,98 q10,-6 20,2 M132,112 q12,4 '
            '26,0" stroke="#5a3a2a" stroke-width="2" fill="none"/>')),
        "the-darkness": ("The Darkness: black water and something stirring beneath", (
            sky("#0a0c10", "#1a2228"), sea(100, "#0e1a22", "#2a3a44", seed=24),
            glow(130, 120, 3, "#c8f0a0", 0.5), glow(150, 120, 3, "#c8f0a0", 0.5),
            '<path d="M60,150 q20,-40 40,-30 q-10,10 -20,30 Z M240,150 q-20,-40 -40,-30 '
            'q10,10 20,30 Z" fill="#142a22"/>')),
        "the-merchant": ("The Merchant with his laden cart", (
            sky(*DAY), ground(126, "#b8a070", 2, 25), leaf(40, 40, 0.3, "#4f8a3a", -20),
            '<rect x="160" y="86" width="90" height="34" fill="#8a5a2a"/>'
            '<circle cx="180" cy="126" r="12" fill="#4a3220"/>'
            '<circle cx="232" cy="126" r="12" fill="#4a3220"/>'
            '<path d="M160,100 L130,110" stroke="#4a3220" stroke-width="3"/>',
            *[f'<rect x="{x}" y="70" width="20" height="16" fill="{c}"/>'
              for x, c in ((166, "#a8322a"), (190, "#e0b43c"), (214, "#3a6a9a"))],
            knot(236, 78, 8, "#c9a35a", 2),
            f(100, 146, 100, "#3a2a4a", "fwd", "down", "robe", "wide_hat", (("coins", "r"),),
              accent="#8a3a2a"))),
        "the-watchman": ("The Watchman with his lantern on the town wall at night", (
            sky(*NIGHT), crescent(250, 30, 12, MOON, "#182341"), stars(26, 16),
            wall(0, 300, 100, 60, "#3a3a44"),
            f(150, 96, 80, "#0e1214", "fwd", "down", "tunic", "helmet",
              (("lantern", "r"), ("spear", "l"))),
            snake(60, 146, 0.8, "#2a4a2a"))),
        "the-light-keeper": ("The Light Keeper tending the lamp of the lighthouse", (
            sky("#2a3a5c", "#f0a86a"), sea(110, "#2f4a6e", seed=27),
            '<path d="M200,30 L300,10 L300,50 Z" fill="#f7e7a0" fill-opacity="0.35"/>',
            '<path d="M180,110 L186,40 L214,40 L220,110 Z" fill="#efe6d8"/>'
            '<rect x="184" y="24" width="32" height="16" fill="#f7e7a0"/>'
            '<path d="M180,24 L200,8 L220,24 Z" fill="#a8322a"/>',
            f(90, 140, 80, "#1e1a1c", "high", "down", "tunic", "cap", (("lantern", "r"),)),
            knot(40, 30, 10, "#c9a35a", 2))),
        "the-borderland": ("The Borderland: boundary stones where marsh meets field", (
            sky("#8a9a8a", "#dce4d4"), ground(112, "#8a9a5a", 2, 28),
            '<path d="M150,112 L150,150 L300,150 L300,112 Z" fill="#5a6a4a"/>',
            sea(130, "#4a6a7a", seed=29), reeds(220, 128, "#3a5a2a", 6),
            *[f'<path d="M{150 + dx},{116 + dx // 3} v-16 q4,-4 8,0 v16 Z" fill="#9a9088"/>'
              for dx in (-40, 0, 40)], dead_tree(260, 120, 50, "#2a2a1e"),
            palisade(20, 110, 114, 14, "#7a5230"))),
        "the-harvest": ("The Harvest: sheaves of wheat under the sun and the rising moon", (
            sky("#e0905a", "#f8e0b0"), suns_and_moon(70, 240),
            ground(110, "#d9b45a", 2, 30),
            *[f'<path d="M{x - 10},140 L{x},100 L{x + 10},140 Z M{x - 14},{112} L{x + 14},{112}" '
              f'fill="#c9a040" stroke="#a8802a" stroke-width="2"/>' for x in (60, 120, 180, 240)],
            leaf(150, 140, 0.3, "#4f8a3a"))),
        "the-consul": ("The Consul in robes of office at the harbour", (
            sky("#5a6a8a", "#e0d8c8"), sea(110, "#3a5a7a", seed=31), galley(230, 112, 0.8),
            temple(70, 110, 70, 40, "#e8e0d0", 4),
            f(150, 146, 112, "#6a2a2a", "fwd", "down", "robe", "", (("staff", "r"),),
              accent="#e0b43c"))),
        "the-island": ("The Island: a palm-topped isle in a sunny sea, a wyrm's back beyond", (
            sky(*DAY), glow(60, 30, 12, SUN, 0.2), sea(100, "#3a8ab8", seed=32),
            '<ellipse cx="150" cy="112" rx="70" ry="14" fill="#e3cf8f"/>',
            palm(140, 108, 60, "#3a6a2a"), palm(170, 110, 44, "#3a6a2a"),
            '<path d="M230,120 q10,-14 20,0 q10,-10 20,0" stroke="#2a5a2a" stroke-width="6" '
            'fill="none"/>')),
        "the-window": ("The Window: a casement opening on a sunlit garden", (
            sky("#4a3a2a", "#6a5a4a"),
            '<rect x="90" y="14" width="120" height="120" fill="#9ac8e8"/>',
            glow(170, 44, 10, SUN, 0.2),
            '<rect x="90" y="90" width="120" height="44" fill="#8ab86a"/>',
            tree(120, 120, 40, "#4f8a3a"), bush(180, 128, 10, "#5f9a4a"),
            '<path d="M150,14 v120 M90,74 h120" stroke="#5a3a22" stroke-width="5"/>'
            '<rect x="90" y="14" width="120" height="120" fill="none" stroke="#5a3a22" '
            'stroke-width="8"/><rect x="80" y="134" width="140" height="8" fill="#7a5a3a"/>',
            knot(40, 120, 14, "#c9a35a", 2))),
        "the-rite": ("The Rite: robed figures around a fire in a stone circle by moonlight", (
            sky(*NIGHT), crescent(240, 28, 11, MOON, "#182341"), ground(120, "#1e2a22", 2, 33),
            *[f'<rect x="{x}" y="70" width="14" height="54" fill="#5a5a60"/>'
              for x in (20, 70, 216, 266)],
            '<rect x="16" y="64" width="72" height="10" fill="#5a5a60"/>',
            flame(150, 132, 40),
            *[f(x, 140, 56, "#0e1214", "up", "up", "robe", "hood", ()) for x in (104, 196)])),
        "the-huntress": ("The Huntress drawing her bow under the moon", (
            sky(*NIGHT), glow(230, 36, 16, MOON, 0.15), hills(130, "#14202a", [(40, 12)]),
            pine(40, 136, 70, "#0e1a14"),
            f(140, 146, 110, "#1e2a2a", "out", "fwd", "dress", "long_hair", (("bow", "r"),),
              accent="#2a3a3a"))),
        "the-bard": ("The Bard singing in the sun with his harp", (
            sky("#f0c070", "#fbf0d0"), rays(240, 30, 16, 50, "#fff4c8", 12, 3, 0.6),
            glow(240, 30, 12, "#ffe27a", 0.2), ground(128, "#b8a060", 2, 34),
            '<path d="M170,120 L170,60 Q200,50 200,80 L210,120 Z" fill="none" stroke="#a87a2a" '
            'stroke-width="5"/>' + "".join(f'<path d="M{172 + i * 6},{64 + i} v{56 - i}" '
                                           f'stroke="#efe6cf" stroke-width="1"/>'
                                           for i in range(6)),
            f(120, 146, 110, "#6a2a4a", "out", "down", "tunic", "cap", (), accent="#e0b43c"))),
        "the-sea": ("The Sea: waves rolling to the horizon", (
            sky("#6a9ac8", "#e0ecf4"), cloud(220, 30, 70), sea(70, "#2a6a98", seed=35),
            wave(90, 120, 0.8, "#1f5a88"), wave(240, 130, 0.6, "#1f5a88"),
            bird(170, 40, 0.8, "#3a3a3a"))),
        "the-end": ("The End: a closed gate at the end of the path, autumn leaves falling", (
            sky("#5a4a5a", "#e0a878"), ground(118, "#7a6a4a", 2, 36),
            '<path d="M150,150 Q140,130 150,118" stroke="#c9b48a" stroke-width="18" '
            'fill="none"/>', '<rect x="110" y="60" width="10" height="60" fill="#4a4048"/>'
            '<rect x="180" y="60" width="10" height="60" fill="#4a4048"/>'
            '<path d="M120,70 h60 M120,90 h60 M120,110 h60 M135,66 v50 M150,66 v50 M165,66 v50" '
            'stroke="#2a2428" stroke-width="3"/>', dead_tree(240, 120, 70, "#3a2a22"),
            *[leaf(x, y, 0.18, c, a) for x, y, c, a in
              ((60, 40, "#c86a2a", 40), (90, 80, "#e0a03a", -30), (230, 60, "#a8402a", 70),
               (270, 100, "#e0a03a", 10))])),
        "the-calamity": ("The Calamity: a wyrm sets the town ablaze", (
            sky("#3a1010", "#c8502a"), house(60, 130, 40, 30, "#6a4a3a", "#3a2a22"),
            house(250, 132, 40, 30, "#6a4a3a", "#3a2a22"), flame(60, 100, 40),
            flame(250, 104, 36), ground(132, "#2a1410", 2, 37),
            dragon(160, 120, 0.7, "#1a0a0a", fire=True))),
        "the-windfall": ("The Windfall: a purse bursts and gold coins rain down", (
            sky("#5a4a2a", "#d8c08a"),
            '<circle cx="150" cy="80" r="60" fill="#f3d27a" fill-opacity="0.12"/>',
            '<path d="M120,40 Q110,10 150,12 Q190,10 180,40 Z" fill="#8a5a2a"/>'
            '<path d="M132,14 q18,-10 36,0" stroke="#c9a35a" stroke-width="3" fill="none"/>',
            knot(150, 14, 8, "#c9a35a", 2),
            *[f'<ellipse cx="{x}" cy="{y}" rx="6" ry="6" fill="#e0b43c" stroke="#b0842a"/>'
              for x, y in ((130, 60), (160, 70), (145, 90), (175, 100), (120, 104), (150, 116))],
            obj_coins(150, 142, 0.7))),
    }


def pictures() -> dict[str, tuple[str, tuple[str, ...]]]:
    return _cards()


def wire(folder: Path) -> int:
    known = set(_cards())
    return wire_file(folder / "journey.yaml", lambda i: f"art/{i}.svg" if i in known else None)
