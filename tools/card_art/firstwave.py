"""The Heroes' Journey first wave: a picture for each card of the Oz deck (The Wonderful
Wizard of Oz) and the Achaian deck (the Iliad and the Odyssey), drawn from its title and
text."""

from __future__ import annotations

import math
from pathlib import Path

from .decktet import wave
from .motifs import (
    DAY,
    DUSK,
    NIGHT,
    arch_window,
    bees,
    bird,
    castle,
    cave_mouth,
    cloud,
    crescent,
    crow,
    dead_tree,
    eye,
    figure,
    flame,
    floor,
    galley,
    glow,
    grass,
    ground,
    hills,
    horse,
    hut,
    lion,
    monkey_wings,
    mountains,
    mouse,
    obj_axe,
    obj_bow,
    obj_bucket,
    obj_cap,
    obj_heart,
    obj_helmet,
    obj_idol_palladion,
    obj_oilcan,
    obj_round_shield,
    obj_shoes,
    obj_spear,
    obj_umbrella,
    obj_whistle,
    palm,
    pine,
    rays,
    reeds,
    rock,
    sea,
    shade,
    sky,
    sparkles,
    stars,
    table,
    temple,
    tower,
    tree,
    wall,
    wolf,
)
from .wire import wire as wire_file

SET = "hjkit/games/heroes_journey/cards/first-wave"
AEGEAN = ("#6aa8d8", "#eaf2f6")
WEST = ("#c8b040", "#f0e8a8")
GREEN = "#2f9a4a"
BRICK = "#e8c43a"


def yellow_road(y: float = 112) -> str:
    """The road of yellow brick winding away."""
    return (f'<path d="M110,150 Q150,{y + 20} 170,{y} Q180,{y - 8} 196,{y - 10} L204,{y - 9} '
            f'Q190,{y - 4} 186,{y + 2} Q176,{y + 24} 200,150 Z" fill="{BRICK}"/>'
            + "".join(f'<path d="M{120 + i * 8},{150 - i * 4} h{40 - i * 3}" stroke="#b8942a" '
                      f'stroke-width="0.8"/>' for i in range(8)))


def emerald_city(x: float, base: float, s: float) -> str:
    """Green towers and domes of the Emerald City."""
    out = []
    for dx, h, w in ((-40, 50, 16), (-18, 74, 18), (0, 96, 20), (20, 70, 18), (42, 52, 16)):
        cx = x + dx * s
        out.append(f'<rect x="{cx - w * s / 2:.1f}" y="{base - h * s:.1f}" width="{w * s:.1f}" '
                   f'height="{h * s:.1f}" fill="{GREEN}"/><path d="M{cx - w * s / 2:.1f},'
                   f'{base - h * s:.1f} L{cx:.1f},{base - (h + w * 1.4) * s:.1f} '
                   f'L{cx + w * s / 2:.1f},{base - h * s:.1f} Z" fill="#1f7a3a"/>')
    return "".join(out) + sparkles(77, x, base - 70 * s, 50 * s, "#c9f8c8", 8)


def scarecrow(x: float, base: float, h: float) -> str:
    """The Scarecrow: straw hat, straw at cuffs, a patched blue suit."""
    return figure(x, base, h, "#3a5a9a", "out", "out", "tunic", "straw", (), accent="#d9b45a") + (
        f'<circle cx="{x}" cy="{base - h * 0.785:.1f}" r="{h * 0.074:.1f}" fill="#e8d8a8"/>'
        f'<path d="M{x - h * 0.3:.1f},{base - h * 0.66:.1f} l-6,4 M{x + h * 0.3:.1f},'
        f'{base - h * 0.66:.1f} l6,4" stroke="#d9b45a" stroke-width="2"/>')


def tin_man(x: float, base: float, h: float, pose: str = "fwd", props=(("axe", "r"),),
            flip: bool = False) -> str:
    return figure(x, base, h, "#a8b0b8", pose, "down", "armour", "funnel", props,
                  accent="#c9d0d6", flip=flip)


def dorothy(x: float, base: float, h: float, right: str = "down", left: str = "down",
            props=(("basket", "l"),)) -> str:
    return (figure(x, base, h, "#4a7ac8", right, left, "dress", "pigtails", props,
                   accent="#e8e0f0")
            + f'<path d="M{x - h * 0.07:.1f},{base - 2} h{h * 0.05:.1f} M{x + h * 0.02:.1f},'
              f'{base - 2} h{h * 0.05:.1f}" stroke="#c9ced3" stroke-width="3"/>')


def witch(x: float, base: float, h: float, colour: str = "#1a1a1a", right: str = "fwd",
          props=(), hat: str = "wizard", flip: bool = False) -> str:
    return figure(x, base, h, colour, right, "down", "robe", hat, props,
                  accent=shade(colour, 0.15), flip=flip)


def good_witch(x: float, base: float, h: float, right: str = "high") -> str:
    return (figure(x, base, h, "#f0f0f8", right, "down", "dress", "crown",
                   (("staff", "r"),), accent="#f8e8f8")
            + sparkles(int(x), x, base - h * 0.6, h * 0.5, "#f8e8a0", 8))


def kalidah(x: float, base: float, s: float) -> str:
    """A Kalidah: a bear's body with a tiger's head."""
    stripes = "".join(f'<path d="M{x + (36 + i * 6) * s:.0f},{base - 60 * s:.0f} l{-2 * s:.1f},'
                      f'{10 * s:.1f}" stroke="#1a120c" stroke-width="{2 * s:.1f}"/>'
                      for i in range(3))
    return (f'<path d="M{x - 50 * s},{base - 20 * s} Q{x - 50 * s},{base - 56 * s} {x},'
            f'{base - 56 * s} L{x + 30 * s},{base - 56 * s} L{x + 30 * s},{base} L{x + 16 * s},'
            f'{base} L{x + 14 * s},{base - 20 * s} L{x - 24 * s},{base - 20 * s} L{x - 26 * s},'
            f'{base} L{x - 40 * s},{base} Z" fill="#5a3a22"/>'
            f'<circle cx="{x + 42 * s}" cy="{base - 56 * s}" r="{18 * s}" fill="#d8822a"/>'
            f'<path d="M{x + 30 * s},{base - 72 * s} l{4 * s},{-8 * s} l{6 * s},{6 * s} Z '
            f'M{x + 48 * s},{base - 72 * s} l{4 * s},{-8 * s} l{4 * s},{8 * s} Z" fill="#d8822a"/>'
            + stripes + f'<circle cx="{x + 48 * s}" cy="{base - 60 * s}" r="{2 * s}" '
                        f'fill="#1a120c"/>')


def poppies(seed: int, y0: float = 100, n: int = 40) -> str:
    import random
    rnd = random.Random(seed)
    return "".join(f'<circle cx="{rnd.uniform(0, 300):.0f}" cy="{rnd.uniform(y0, 150):.0f}" '
                   f'r="{rnd.uniform(2.5, 5):.1f}" fill="#d8302a"/>' for _ in range(n))


def greek(x: float, base: float, h: float, colour: str = "#7a3a22", right: str = "fwd",
          left: str = "fwd", props=(("spear", "r"), ("shield", "l")), head: str = "crest",
          accent: str = "#c9a35a", flip: bool = False, body: str = "skirt") -> str:
    """A Bronze Age warrior: crested helmet, tunic, round shield, spear."""
    return figure(x, base, h, colour, right, left, body, head, props, accent=accent,
                  flip=flip)


def troy_walls(base: float = 120, colour: str = "#c9b08a") -> str:
    return (wall(0, 300, base, 50, colour) + tower(60, base, 30, 80, shade(colour, -0.08))
            + tower(240, base, 30, 80, shade(colour, -0.08))
            + f'<path d="M135,{base} v-30 a15,15 0 0,1 30,0 v30 Z" fill="#4a3a2a"/>')


def chariot(x: float, base: float, s: float, colour: str = "#8a5a2a") -> str:
    return (horse(x + 40 * s, base, 1.1 * s, "#4a3a2a")
            + f'<path d="M{x - 30 * s},{base - 30 * s} L{x},{base - 30 * s} L{x},{base - 10 * s} '
              f'L{x - 30 * s},{base - 14 * s} Z" fill="{colour}"/>'
            + f'<circle cx="{x - 14 * s}" cy="{base - 8 * s}" r="{10 * s}" fill="none" '
              f'stroke="#4a3220" stroke-width="{2.5 * s:.1f}"/>'
            + f'<path d="M{x},{base - 24 * s} L{x + 24 * s},{base - 26 * s}" stroke="#4a3220" '
              f'stroke-width="{2 * s:.1f}"/>')


def arrows(x0: float, y0: float, n: int, seed: int, colour: str = "#2a2220",
           dx: float = 30, dy: float = -8) -> str:
    import random
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        x, y = x0 + rnd.uniform(-60, 60), y0 + rnd.uniform(-30, 30)
        out.append(f'<path d="M{x:.0f},{y:.0f} l{dx},{dy}" stroke="{colour}" stroke-width="1.4"/>'
                   f'<path d="M{x + dx:.0f},{y + dy:.0f} l-5,-1 l2,4 Z" fill="{colour}"/>')
    return "".join(out)


def _oz() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {
        "the-silver-shoes": ("The Silver Shoes, whose heels knock together three times", (
            sky("#1e2a5a", "#5a6aa8"), glow(150, 96, 50, "#c9d8f8", 0.1),
            sparkles(1, 150, 50, 110, "#ffffff", 12), obj_shoes(150, 110, 1.5, "#dde2e8"))),
        "munchkin-country": ("Munchkin Country: blue cottages, green fields and the yellow road", (
            sky(*DAY), hills(104, "#7ac05a", [(20, 10), (200, 12)]),
            *[f'<path d="M{x - 12},104 h24 v-14 q-12,-14 -24,0 Z" fill="#4a7ac8"/>'
              for x in (50, 250)], yellow_road(108), tree(90, 112, 40, "#4f9a3f"),
            tree(220, 110, 40, "#4f9a3f"), grass(150, "#5aa040", 2))),
        "scarecrows-cornfield": ("A great cornfield, and the Scarecrow on his pole", (
            sky(*DAY), ground(110, "#d9c46a", 2, 3),
            *[f'<path d="M{x},150 q-2,-30 0,-44 M{x},120 l-8,-8 M{x},110 l8,-8" '
              f'stroke="#a8a040" stroke-width="2.5" fill="none"/>' for x in range(6, 300, 14)],
            '<rect x="148" y="40" width="4" height="110" fill="#6b4a2a"/>',
            scarecrow(150, 130, 90), crow(60, 60, 1, "#1a1a1a"))),
        "tin-woodmans-forest": ("The Tin Woodman rusted beside a half-chopped tree", (
            sky("#9cc7b0", "#dceadc"), *[tree(x, 136, 90, c) for x, c in
                                         ((30, "#3f6a3f"), (270, "#4f7a3f"))],
            ground(130, "#5f7a3f", 2, 4),
            '<path d="M190,140 L190,60 L204,60 L204,110 L196,116 L204,122 L204,140 Z" '
            'fill="#6b4a2a"/>', tin_man(140, 146, 100, "high"))),
        "kalidah-ravine": ("The Kalidah ravine: a fallen tree bridging a deep ditch", (
            sky(*DUSK), '<rect x="0" y="100" width="110" height="50" fill="#6a5a3a"/>'
                        '<rect x="190" y="100" width="110" height="50" fill="#6a5a3a"/>'
                        '<rect x="110" y="100" width="80" height="50" fill="#1a1410"/>',
            '<rect x="90" y="96" width="120" height="8" fill="#5a3a22" '
            'transform="rotate(-4 150 100)"/>', kalidah(250, 100, 0.7),
            pine(40, 100, 50, "#2f4a2f"))),
        "deadly-poppy-field": ("The deadly field of scarlet poppies", (
            sky("#f0a890", "#f8e4d8"), ground(96, "#6a9a4a", 2, 5), poppies(5, 100, 90),
            emerald_city(250, 96, 0.4))),
        "emerald-city": ("The Emerald City shining green at the end of the road", (
            sky("#9ad0b0", "#eaf6ee"), ground(110, "#7ab05a", 2, 6),
            emerald_city(150, 110, 0.9), yellow_road(116))),
        "winkie-country": ("Winkie Country: the yellow land of the West, bare of farms", (
            sky(*WEST), hills(112, "#c8b050", [(30, 8), (180, 10)]),
            ground(128, "#b8a040", 2, 7), dead_tree(220, 130, 60, "#4a3a1e"),
            rock(90, 130, 30, 14, "#8a7a4a"))),
        "castle-of-the-wicked-witch": ("The Wicked Witch's castle, dark against a yellow sky", (
            sky("#6a5a2a", "#e8d080"), hills(128, "#5a4a2a", [(110, 22)]),
            castle(150, 110, 0.85, "#2a2420", "#1a1410"), bird(60, 40, 0.8, "#1a1a1a"),
            bird(90, 30, 0.6, "#1a1a1a"))),
        "glindas-castle": ("Glinda's castle in the Country of the Quadlings", (
            sky("#e8a8c8", "#f8eef4"), ground(120, "#d84a4a", 2, 8),
            castle(150, 116, 0.8, "#f0e8f0", "#d8305a"), sparkles(8, 150, 40, 100,
                                                                  "#ffffff", 10))),
        "dorothy-gale": ("Dorothy Gale in her gingham dress with her basket and silver shoes", (
            sky(*DAY), hills(120, "#7ac05a", [(40, 10)]), yellow_road(124),
            dorothy(150, 146, 112), obj_heart(40, 40, 0.2, "#c8361f"))),
        "toto": ("Toto, the little black dog, barking", (
            sky(*DAY), ground(124, "#7ac05a", 2, 9),
            '<path d="M100,130 Q96,104 120,102 L170,102 Q176,88 186,86 L198,90 L204,100 '
            'L194,106 L190,118 L190,130 L182,130 L178,116 L130,118 L124,130 L116,130 L114,118 '
            'Q100,116 92,104 L96,100 Q104,112 110,112 Z" fill="#1a1a1a"/>'
            '<circle cx="194" cy="94" r="1.6" fill="#f7f1e0"/>',
            '<path d="M214,86 q6,-6 0,-12 M222,90 q10,-10 0,-20" stroke="#1a1a1a" '
            'stroke-width="2" fill="none"/>')),
        "the-scarecrow": ("The Scarecrow, stuffed with straw, in his pointed hat", (
            sky(*DAY), ground(124, "#d9c46a", 2, 10), scarecrow(150, 146, 112),
            crow(250, 70, 0.8, "#1a1a1a"))),
        "nick-chopper": ("Nick Chopper, the Tin Woodman, with his axe", (
            sky("#9cc7b0", "#dceadc"), tree(40, 140, 80, "#3f6a3f"),
            ground(132, "#5f7a3f", 2, 11), tin_man(150, 146, 114),
            obj_heart(220, 70, 0.4, "#c8361f"))),
        "the-cowardly-lion": ("The Cowardly Lion, his tail trembling", (
            sky(*DAY), ground(126, "#9ab05a", 2, 12), lion(150, 138, 1.5, "#c9903a",
                                                              "#8a5a22"),
            '<path d="M96,114 q-12,-20 -4,-36" stroke="#c9903a" stroke-width="3" fill="none"/>'
            '<path d="M208,70 q6,4 10,0" stroke="#4aa8e8" stroke-width="2" fill="none"/>')),
        "munchkin-farmer": ("A Munchkin farmer in his round pointed hat", (
            sky(*DAY), ground(120, "#7ac05a", 2, 13),
            *[f'<path d="M{x},150 q-2,-20 0,-30" stroke="#9ab040" stroke-width="2"/>'
              for x in range(200, 300, 10)],
            figure(130, 146, 90, "#3a5aa8", "fwd", "down", "tunic", "wide_hat",
                   (("pitchfork", "r"),), accent="#2a4a98"),
            '<circle cx="140" cy="52" r="2" fill="#e8e0c8"/>')),
        "nick-choppers-axe": ("The Tin Woodman's sharp axe", (
            sky("#5a6a7a", "#c9d0d6"), '<ellipse cx="150" cy="150" rx="150" ry="26" '
                                       'fill="#3a4a3a"/>',
            obj_axe(150, 146, 1.4, -40), sparkles(14, 176, 40, 20, "#ffffff", 4))),
        "the-oil-can": ("The oil can for the Tin Woodman's rusted joints", (
            sky("#6a5a4a", "#c8b8a0"), '<ellipse cx="150" cy="150" rx="150" ry="26" '
                                       'fill="#4a3a2a"/>', obj_oilcan(130, 100, 1.3),
            '<circle cx="212" cy="58" r="3" fill="#c8a03a"/>'
            '<circle cx="214" cy="68" r="2.5" fill="#c8a03a"/>')),
        "friends-on-the-road": ("Friends on the road: Dorothy, the Scarecrow, the Tin Woodman "
                                "and the Lion walk together", (
            sky(*DAY), hills(112, "#7ac05a", [(0, 8), (220, 10)]), yellow_road(116),
            scarecrow(70, 146, 80), dorothy(120, 146, 74), tin_man(170, 146, 84, "down", ()),
            lion(240, 146, 0.8, "#c9903a", "#8a5a22"))),
        "the-golden-cap": ("The Golden Cap that calls the Winged Monkeys", (
            sky("#6a5a8a", "#e0d0e0"), obj_cap(150, 100, 1.2),
            monkey_wings(60, 50, 0.6, "#4a3a2a", "#6a5a4a"),
            monkey_wings(250, 46, 0.5, "#4a3a2a", "#6a5a4a"))),
        "kiss-of-the-north-witch": ("The Good Witch of the North kisses Dorothy's forehead", (
            sky("#c8d8f0", "#f8f8fc"), ground(132, "#9ad07a", 2, 15),
            good_witch(130, 146, 112, "fwd"), dorothy(190, 146, 80),
            obj_heart(172, 60, 0.18, "#e84a7a"))),
        "glindas-counsel": ("Glinda counsels Dorothy from her ruby throne", (
            sky("#e8a8c8", "#f8eef4"), floor(124, "#c8587a"),
            '<path d="M70,124 L70,50 Q100,30 130,50 L130,124 Z" fill="#a8283a"/>',
            figure(100, 124, 84, "#f0f0f8", "fwd", "down", "dress", "crown", (),
                   accent="#f8e8f8"),
            dorothy(200, 146, 84, "fwd"))),
        "queen-of-the-field-mice": ("The Queen of the Field Mice and her subjects", (
            sky("#b0d890", "#eef6e0"), ground(120, "#7ab05a", 2, 16), poppies(16, 124, 10),
            mouse(150, 130, 2.6, "#8a8078", crown=True),
            *[mouse(x, 140, 1.2, "#9a9088") for x in (60, 90, 210, 250)])),
        "good-witchs-blessing": ("The Good Witch's blessing: a glowing mark on Dorothy's brow", (
            sky("#c8d8f0", "#f8f8fc"), rays(150, 60, 20, 100, "#fff4c8", 16, 3, 0.5),
            dorothy(150, 146, 104, "chest"), glow(150, 52, 4, "#f8e070", 0.3))),
        "a-bucket-of-water": ("A bucket of water thrown over the Wicked Witch, who melts", (
            sky("#4a3a2a", "#8a7050"), floor(126, "#5a4a3a"),
            obj_bucket(90, 70, 1.0), witch(200, 146, 80, right="up"),
            '<ellipse cx="200" cy="144" rx="36" ry="6" fill="#2a2a2a"/>'
            '<path d="M170,90 q10,20 20,0 q10,20 20,0" stroke="#7fb0d8" stroke-width="3" '
            'fill="none"/>')),
        "scarecrows-plan": ("The Scarecrow's plan: he points the way, straw head full of ideas", (
            sky(*DAY), ground(126, "#d9c46a", 2, 17), scarecrow(120, 146, 104),
            '<path d="M170,60 h60 l10,10 l-10,10 h-60 Z" fill="#6b4a2a"/>',
            sparkles(18, 120, 24, 20, "#f8e070", 5))),
        "humbug-of-oz": ("The Humbug of Oz: a little man behind the screen of the great head", (
            sky("#1a3a2a", "#3a6a4a"), floor(126, "#1f4a2f"),
            '<circle cx="110" cy="70" r="46" fill="#4aa86a"/>', eye(94, 62, 6), eye(126, 62, 6),
            '<path d="M94,90 q16,10 32,0" stroke="#1a3a2a" stroke-width="3" fill="none"/>',
            '<rect x="170" y="40" width="80" height="86" fill="#2a5a3a"/>'
            '<rect x="176" y="40" width="30" height="86" fill="#1a3a2a"/>',
            figure(230, 140, 60, "#3a2a2a", "fwd", "down", "tunic", "wide_hat", ()))),
        "wicked-witch-of-the-west": ("The Wicked Witch of the West, one-eyed, with her umbrella", (
            sky("#6a5a2a", "#e8d080"), ground(128, "#5a4a2a", 2, 19),
            witch(150, 146, 114, props=(("umbrella", "r"),)),
            '<circle cx="150" cy="47" r="3" fill="#e8f060"/>')),
        "winged-monkey": ("A Winged Monkey swooping down", (
            sky(*DUSK), hills(140, "#4a3a3a", [(60, 12), (200, 10)]),
            monkey_wings(150, 80, 2.2, "#4a3a2a", "#6a5a4a"))),
        "king-of-the-winged-monkeys": ("The King of the Winged Monkeys in his crown", (
            sky("#5a3a5a", "#e0a890"), pine(40, 150, 80, "#2a3a2a"),
            monkey_wings(150, 86, 2.4, "#5a4030", "#7a6050"),
            '<path d="M138,22 l0,-10 l6,5 l6,-9 l6,9 l6,-5 l0,10 Z" fill="#e0b43c"/>')),
        "wolf-of-the-west": ("A great wolf of the West, sent to tear the strangers apart", (
            sky("#6a5a2a", "#e8d080"), ground(132, "#5a4a2a", 2, 20),
            wolf(150, 140, 1.8, "#2a2420"))),
        "crow-of-the-west": ("A flock of crows flying from the West", (
            sky("#8a7a3a", "#f0e0a0"), *[bird(x, y, s, "#1a1a1a") for x, y, s in
                                          ((60, 40, 1.2), (120, 60, 1.6), (200, 36, 1.4),
                                           (250, 80, 1.0), (170, 100, 1.8))],
            ground(136, "#6a5a2a", 2, 21))),
        "swarm-of-black-bees": ("A swarm of black bees", (
            sky("#c8b040", "#f0e8a8"), bees(150, 75, 22, "#1a1a1a", 40),
            tin_man(260, 146, 70, "up", ()))),
        "winkie-soldier": ("A Winkie soldier in yellow with his spear", (
            sky("#6a5a8a", "#e8d8a8"), ground(128, "#8a7a30", 2, 23),
            castle(250, 128, 0.4, "#2a2420", "#1a1410"),
            figure(150, 146, 112, "#d8b020", "fwd", "down", "tunic", "helmet", (("spear", "r"),),
                   accent="#7a5a10"))),
        "kalidah": ("A Kalidah: a beast with a bear's body and a tiger's head", (
            sky(*DUSK), ground(130, "#4a3a2a", 2, 24), kalidah(140, 134, 1.6))),
        "hammer-head": ("A Hammer-Head shooting his head forward on its neck", (
            sky("#8a8a8a", "#d8d8d0"), rock(150, 150, 300, 50, "#6a6460"),
            '<path d="M80,110 L80,60 Q80,40 100,40 L120,40 L120,110 Z" fill="#8a6a4a"/>'
            '<path d="M100,50 Q170,30 200,54" stroke="#8a6a4a" stroke-width="8" fill="none"/>'
            '<ellipse cx="210" cy="58" rx="18" ry="14" fill="#8a6a4a"/>'
            '<circle cx="214" cy="54" r="2" fill="#1a1a1a"/>')),
        "fighting-tree": ("A fighting tree bending its branches to seize the Scarecrow", (
            sky("#6a7a5a", "#d0d8b8"), ground(130, "#3a4a2a", 2, 25),
            '<path d="M120,140 L126,70 L140,70 L146,140 Z" fill="#4a3220"/>'
            '<path d="M132,72 Q90,40 60,80 Q70,60 90,58 M134,72 Q180,30 220,70 Q200,54 184,54" '
            'stroke="#4a3220" stroke-width="7" fill="none" stroke-linecap="round"/>',
            '<circle cx="110" cy="44" r="26" fill="#2f5a2a"/><circle cx="170" cy="40" r="28" '
            'fill="#3f6a34"/>', scarecrow(230, 120, 60))),
        "the-witchs-umbrella": ("The Wicked Witch's black umbrella", (
            sky("#6a5a2a", "#e8d080"), '<ellipse cx="150" cy="150" rx="150" ry="26" '
                                       'fill="#4a3a1a"/>', obj_umbrella(150, 90, 1.3))),
        "the-silver-whistle": ("The silver whistle on its chain", (
            sky("#5a4a3a", "#c8b8a0"), obj_whistle(150, 80, 1.6),
            '<path d="M76,80 Q60,120 150,130 Q240,120 230,60" stroke="#c9ced3" stroke-width="2"'
            ' fill="none"/>', crow(250, 130, 0.7, "#1a1a1a"))),
        "sleep-of-the-poppies": ("Sleep of the poppies: Dorothy lies asleep among the flowers", (
            sky("#f0a890", "#f8e4d8"), ground(100, "#6a9a4a", 2, 26), poppies(26, 100, 70),
            '<g transform="rotate(-84 150 132)">' + dorothy(150, 132, 80, props=()) + "</g>",
            *[f'<path d="M{x},{y} h{s} l{-s},{s} h{s}" stroke="#5a4a6a" stroke-width="2" '
              f'fill="none"/>' for x, y, s in ((160, 84, 7), (174, 68, 9), (190, 50, 11))])),
        "called-by-the-cap": ("Called by the Golden Cap: the Winged Monkeys come flapping", (
            sky(*DUSK), obj_cap(80, 120, 0.6),
            *[monkey_wings(x, y, s, "#4a3a2a", "#6a5a4a") for x, y, s in
              ((150, 60, 0.9), (220, 40, 0.7), (250, 90, 0.8), (190, 110, 0.6))])),
        "one-eye-like-a-telescope": ("The Witch's one eye, as powerful as a telescope", (
            sky("#6a5a2a", "#e8d080"), glow(150, 70, 46, "#f8f0c0", 0.15),
            eye(150, 70, 26, "#4a8a3a"), rays(150, 70, 50, 150, "#f8f0c0", 16, 2, 0.4))),
        "the-witchs-command": ("The Witch commands: 'Bring them to me!'", (
            sky("#4a3a2a", "#c8a060"), floor(126, "#3a2a1a"),
            witch(110, 146, 110, right="out"),
            *[monkey_wings(x, y, 0.6, "#4a3a2a", "#6a5a4a") for x, y in ((210, 60), (250, 100))],
            wolf(230, 146, 0.7, "#2a2420"))),
        "hil-lo-hol-lo-hel-lo": ("The Winged Monkeys chant and carry off the Tin Woodman", (
            sky("#7a8aa8", "#e8e8f0"), mountains(150, "#6a6a7a", [(80, 50, 60), (240, 60, 60)]),
            tin_man(150, 110, 50, "up", ()),
            monkey_wings(120, 60, 0.9, "#4a3a2a", "#6a5a4a"),
            monkey_wings(184, 58, 0.9, "#4a3a2a", "#6a5a4a"))),
    }


def _achaia() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {
        "homecoming": ("Homecoming: Odysseus's ship sails towards rocky Ithaka at dawn", (
            sky("#e8a890", "#f8ecd8"), glow(220, 60, 14, "#fff0c8", 0.2),
            sea(100, "#3a6a98", seed=40), mountains(100, "#6a7a5a", [(240, 40, 60),
                                                                      (280, 30, 40)]),
            galley(110, 108, 1.0))),
        "the-achaian-ships": ("The black ships of the Achaians drawn up on the shore", (
            sky(*AEGEAN), sea(96, "#3a7ab8", seed=41), ground(114, "#e3cf8f", 2, 42),
            galley(70, 116, 0.8), galley(170, 118, 0.9), galley(260, 120, 0.7),
            *[f'<path d="M{x - 8},{112} L{x},{100} L{x + 8},{112} Z" fill="#e8e0c8"/>'
              for x in (40, 120, 210)])),
        "plain-of-troy": ("The plain before Troy where the armies meet", (
            sky(*AEGEAN), troy_walls(96), ground(110, "#b8a060", 2, 43),
            *[greek(x, 146, 40, "#3a2a22", "fwd", "fwd") for x in (40, 70, 100)],
            *[greek(x, 146, 40, "#5a2a22", "fwd", "fwd", flip=True) for x in (200, 230, 260)])),
        "the-skamander": ("The Skamander river rising in flood", (
            sky("#6a7a8a", "#c8d0d8"), ground(96, "#8aaa6a", 2, 44),
            '<path d="M0,110 Q150,96 300,112 L300,150 L0,150 Z" fill="#5a7a88"/>',
            wave(150, 104, 0.8, "#4a6a7a"), reeds(30, 110, "#4a6a3a", 6),
            obj_round_shield(220, 132, 10, "#8a5a2a", "#c9a35a"))),
        "land-of-the-lotus-eaters": ("The Land of the Lotus-Eaters: sleepy sailors among lotus "
                                     "flowers", (
            sky("#f0c0a0", "#f8ecdc"), sea(90, "#6aa8c8", seed=45), ground(104, "#9ac07a", 2, 46),
            palm(60, 110, 60, "#3a6a2a"),
            *[f'<g transform="translate({x},{y})"><path d="M0,0 q-10,-8 -6,-16 q6,4 6,16 Z '
              f'M0,0 q10,-8 6,-16 q-6,4 -6,16 Z M0,0 q0,-12 0,-18" fill="#f0a8c8"/></g>'
              for x, y in ((130, 130), (170, 120), (210, 136), (250, 124), (110, 144))],
            '<g transform="rotate(-84 180 142)">' + greek(180, 142, 50, "#5a3a2a", "down",
                                                             "down", (), "") + "</g>")),
        "cave-of-the-kyklops": ("The Kyklops's cave: a single great eye in the dark", (
            sky("#4a4440", "#8a8078"), cave_mouth(150, 150, 140, 70, "#5a524a", "#14100c"),
            eye(150, 96, 12, "#8a6a2a"),
            '<path d="M110,84 q40,-20 80,0" stroke="#3a2a22" stroke-width="5" fill="none"/>',
            *[f'<ellipse cx="{x}" cy="146" rx="10" ry="6" fill="#e8e0d0"/>' for x in (40, 260)])),
        "halls-of-kirke": ("The halls of Kirke: a feast, a goblet, and a pig at the door", (
            sky("#4a2a4a", "#8a5a7a"), floor(124, "#5a3a4a"),
            temple(150, 124, 150, 60, "#e8d8e0", 5),
            '<path d="M40,142 Q40,126 60,126 L80,126 Q90,118 96,124 L94,132 L90,142 L84,142 '
            'L82,136 L58,136 L56,142 Z" fill="#e8a0a8"/>', glow(150, 90, 10, "#f8d080", 0.2))),
        "island-of-the-sirens": ("The Sirens' island: a meadow on the rocks and a passing ship", (
            sky(*DUSK), sea(110, "#3a5a7a", seed=47), rock(80, 126, 140, 40, "#5a5550"),
            '<path d="M30,100 Q80,90 130,100 Z" fill="#6a9a4a"/>',
            figure(70, 100, 40, "#c9a088", "up", "down", "dress", "long_hair", ()),
            figure(100, 100, 38, "#c9a088", "chest", "out", "dress", "long_hair", ()),
            galley(220, 118, 0.8), sparkles(48, 86, 50, 40, "#f7e7a0", 5))),
        "strait-of-skylla": ("The strait between Skylla's cliff and the whirlpool Kharybdis", (
            sky("#4a5a6a", "#a8b8c8"), sea(100, "#24465e", seed=49),
            '<path d="M0,0 L70,0 L80,150 L0,150 Z" fill="#3a3430"/>',
            *[f'<path d="M70,{y} q{30 + i * 6},-10 {40 + i * 8},{10 + i * 4}" stroke="#5a4a4a" '
              f'stroke-width="5" fill="none"/><circle cx="{110 + i * 8}" cy="{y + 10 + i * 4}" '
              f'r="5" fill="#5a4a4a"/>' for i, y in enumerate((30, 50, 70))],
            *[f'<ellipse cx="220" cy="126" rx="{r}" ry="{r * 0.3:.0f}" fill="none" '
              f'stroke="#8ab0c8" stroke-width="2"/>' for r in (12, 24, 36, 50)],
            galley(160, 104, 0.5))),
        "hall-of-odysseus": ("The hall of Odysseus: suitors feasting, the old hound at the door", (
            sky("#3a2a1e", "#6a4a2e"), floor(124, "#5a3a22"), table(170, 138, 180),
            *[figure(x, 140, 54, "#2a1e18", "fwd", "down") for x in (120, 170, 220)],
            '<path d="M30,140 Q30,128 46,128 L70,128 Q78,120 84,126 L82,134 L72,140 Z" '
            'fill="#6a5a4a"/>', arch_window(150, 24, 30, 40, "#f7c24a"))),
        "odysseus": ("Odysseus, the man of many ways, with his great bow", (
            sky(*AEGEAN), sea(112, "#3a7ab8", seed=50), galley(240, 116, 0.6),
            greek(140, 146, 114, "#5a3a22", "out", "fwd", (("bow", "r"),), "cap", "#8a6a3a"))),
        "telemachos": ("Young Telemachos with his spear, watching the sea for his father", (
            sky("#e8b890", "#f8ecd8"), sea(104, "#4a7aa8", seed=51), rock(140, 150, 200, 40,
                                                                        "#7a7060"),
            greek(140, 116, 80, "#6a4a2a", "fwd", "down", (("spear", "r"),), "long_hair",
                  "#8a6a4a"))),
        "eumaios": ("Eumaios the swineherd with his staff and his pigs", (
            sky(*DAY), ground(120, "#9a9a5a", 2, 52),
            hut(240, 122, 40, 24, "#9a8a6a", "#6a5a3a"),
            figure(120, 146, 100, "#6a5a3a", "hip", "down", "tunic", "", (("crook", "r"),)),
            '<path d="M160,140 Q160,126 176,126 L196,126 Q206,120 210,126 L208,134 L202,140 Z" '
            'fill="#d89a9a"/>')),
        "ithakan-archer": ("An archer of rocky Ithaka drawing his bow", (
            sky(*AEGEAN), rock(60, 150, 160, 40, "#8a8070"), ground(136, "#7a7a5a", 2, 53),
            greek(150, 146, 110, "#4a3a2a", "out", "fwd", (("bow", "r"),), "cap", "#6a5a3a"),
            arrows(240, 60, 1, 53))),
        "achilles": ("Achilles, swift-footed, in his crested helmet", (
            sky("#e8a060", "#f8e0b0"), ground(130, "#a8905a", 2, 54),
            greek(150, 146, 116, "#8a2a1a", "high", "fwd", (("spear", "r"), ("shield", "l")),
                  "crest", "#e0b43c", body="armour"))),
        "patroklos": ("Patroklos in the armour of Achilles", (
            sky(*AEGEAN), ground(130, "#a8905a", 2, 55),
            greek(150, 146, 110, "#5a3a5a", "fwd", "fwd", (("spear", "r"), ("shield", "l")),
                  "crest", "#e0b43c", body="armour"),
            obj_heart(250, 40, 0.2, "#c8361f"))),
        "myrmidon-warrior": ("A Myrmidon warrior, shield close to his comrade's", (
            sky(*AEGEAN), ground(130, "#a8905a", 2, 56),
            *[greek(x, 146, 90, "#2a3a2a", "fwd", "fwd", accent="#6a8a5a") for x in
              (90, 150, 210)])),
        "agamemnon": ("Agamemnon, lord of men, with sceptre and crown", (
            sky("#c89a5a", "#f0e0c0"), floor(126, "#8a6a4a"),
            '<rect x="116" y="60" width="68" height="66" fill="#8a2a2a"/>',
            figure(150, 146, 114, "#6a1a3a", "fwd", "down", "robe", "crown", (("staff", "r"),),
                   accent="#e0b43c"))),
        "mykenaian-spearman": ("A spearman of golden Mykenai before the Lion Gate", (
            sky(*AEGEAN), '<rect x="180" y="40" width="120" height="110" fill="#b8a088"/>'
                          '<path d="M220,150 v-60 h40 v60 Z" fill="#3a2a22"/>'
                          '<path d="M216,88 L240,60 L264,88 Z" fill="#9a8870"/>',
            ground(140, "#a8905a", 2, 57), greek(110, 146, 108, "#6a4a22", "fwd", "fwd"))),
        "menelaos": ("Menelaos of the loud war-cry, with his red-crested helmet", (
            sky("#e8a060", "#f8e0b0"), ground(130, "#a8905a", 2, 58),
            greek(150, 146, 114, "#a8322a", "fwd", "fwd", (("sword", "r"), ("shield", "l")),
                  "crest", "#e8c85a", body="armour"))),
        "spartan-hoplite": ("A Spartan hoplite behind his great round shield", (
            sky(*AEGEAN), ground(130, "#a8905a", 2, 59),
            greek(150, 146, 112, "#7a1a1a", "fwd", "chest", (("spear", "r"),), "crest"),
            obj_round_shield(150, 90, 34, "#a8322a", "#c9a35a",
                             '<path d="M140,76 L150,102 L160,76" stroke="#e8e0c8" '
                             'stroke-width="4" fill="none"/>'))),
        "bronze-spear": ("A long ash spear tipped with bronze", (
            sky("#c89a5a", "#f0e0c0"), '<ellipse cx="150" cy="150" rx="150" ry="26" '
                                       'fill="#8a6a4a"/>', obj_spear(150, 150, 1.0, -60))),
        "pelian-ash-spear": ("The great spear of Pelian ash that only Achilles can wield", (
            sky("#6a7a5a", "#d8e0c8"), mountains(150, "#5a6a4a", [(60, 60, 70), (240, 70, 70)]),
            obj_spear(150, 150, 1.3, -50, "#e0b43c"), glow(208, 52, 4, "#fff4c8", 0.4))),
        "bow-of-odysseus": ("The bow of Odysseus, strung, and an arrow through the axe-heads", (
            sky("#3a2a1e", "#7a5a3a"), obj_bow(90, 76, 1.1),
            *[f'<path d="M{x},120 v-50 M{x - 6},70 q6,-10 12,0 Z" stroke="#7a5230" '
              f'stroke-width="2" fill="#c9ced3"/>' for x in range(160, 280, 20)],
            '<path d="M120,72 L290,72" stroke="#8a6a3a" stroke-width="1.5"/>')),
        "armour-of-achilles": ("The armour of Achilles: a great shield made by Hephaistos", (
            sky("#5a3a2a", "#c89a5a"), obj_helmet(80, 100, 0.9, "#c9a35a", "#a8322a",
                                                  greek=True),
            obj_round_shield(190, 80, 56, "#c9a35a", "#e0c27a",
                             '<circle cx="190" cy="80" r="34" fill="none" stroke="#8a6a2a" '
                             'stroke-width="3"/><circle cx="190" cy="80" r="16" fill="#e0b43c"'
                             '/>' + "".join(f'<circle cx="{190 + 25 * math.cos(a):.1f}" '
                                            f'cy="{80 + 25 * math.sin(a):.1f}" r="3" '
                                            f'fill="#8a6a2a"/>' for a in
                                            [i * math.pi / 4 for i in range(8)])))),
        "athenas-favour": ("Athena's favour: grey-eyed Athena and her owl", (
            sky("#8a9ab0", "#e8ecf4"), rays(150, 60, 20, 100, "#ffffff", 16, 2, 0.4),
            figure(150, 146, 114, "#8a9098", "up", "fwd", "robe", "crest",
                   (("spear", "r"), ("shield", "l")), accent="#c9ced3"),
            '<ellipse cx="220" cy="80" rx="10" ry="13" fill="#8a7a6a"/>'
            '<circle cx="216" cy="76" r="3" fill="#f8e070"/>'
            '<circle cx="224" cy="76" r="3" fill="#f8e070"/>')),
        "lakedaimonian-phalanx": ("The Lakedaimonian phalanx: shield pressed on shield", (
            sky(*AEGEAN), ground(130, "#a8905a", 2, 60),
            *[greek(x, 146, 80, "#5a1a1a", "fwd", "chest", (("spear", "r"),)) for x in
              range(40, 290, 40)],
            *[obj_round_shield(x, 104, 18, "#a8322a", "#c9a35a") for x in range(40, 290, 40)])),
        "wrath-of-achilles": ("The wrath of Achilles, raging like fire", (
            sky("#4a1a1a", "#d85a2a"), flame(40, 150, 60), flame(260, 150, 60),
            greek(150, 146, 116, "#2a1a1a", "high", "out", (("sword", "r"),), "crest",
                  "#6a3a2a"))),
        "cunning-of-odysseus": ("Odysseus's cunning: the blinded Kyklops and the sheep", (
            sky("#4a4440", "#8a8078"), floor(126, "#5a524a"),
            figure(90, 146, 130, "#6a5a4a", "fwd", "fwd", "tunic", "", ()),
            '<circle cx="90" cy="42" r="5" fill="#1a1a1a"/>',
            '<ellipse cx="210" cy="126" rx="34" ry="18" fill="#e8e0d0"/>'
            '<circle cx="242" cy="118" r="8" fill="#3a3430"/>',
            figure(210, 146, 30, "#2a2220", "up", "up"))),
        "volley-from-the-ships": ("A volley of arrows from the ships", (
            sky(*AEGEAN), sea(110, "#3a7ab8", seed=61), galley(80, 120, 0.8),
            arrows(180, 60, 10, 61))),
        "council-of-the-kings": ("The council of the sceptred kings by Agamemnon's ship", (
            sky("#c89a5a", "#f0e0c0"), ground(126, "#b8a070", 2, 62), galley(240, 120, 0.6),
            *[figure(x, 146, 70, c, "fwd", "down", "robe", h, (("staff", "r"),),
                     accent="#e0b43c") for x, c, h in
              ((60, "#6a1a3a", "crown"), (110, "#3a3a6a", "crest"), (160, "#5a3a22", "cap"))])),
        "hold-the-line": ("Hold the line: a wall of shields like a cliff by the sea", (
            sky("#6a7a8a", "#c8d0d8"), sea(110, "#3a5a7a", seed=63),
            *[obj_round_shield(x, 110, 24, "#8a2a2a", "#c9a35a") for x in range(30, 300, 44)],
            *[f'<path d="M{x + 8},{60} v60" stroke="#8a6a3a" stroke-width="3"/>'
              f'<path d="M{x + 4},{62} L{x + 8},{48} L{x + 12},{62} Z" fill="#c9a35a"/>'
              for x in range(30, 300, 44)])),
        "shield-brother": ("Shield brother: Aias holds his great shield over a fallen comrade", (
            sky(*DUSK), ground(128, "#7a6a4a", 2, 64),
            greek(140, 146, 112, "#4a3a2a", "fwd", "out", (("spear", "r"),)),
            '<rect x="170" y="60" width="40" height="80" rx="14" fill="#8a5a2a"/>'
            '<rect x="176" y="66" width="28" height="68" rx="10" fill="none" stroke="#c9a35a" '
            'stroke-width="2"/>',
            '<g transform="rotate(-84 230 140)">' + greek(230, 140, 60, "#3a2a22", "down",
                                                             "down", (), "crest") + "</g>")),
        "rosy-fingered-dawn": ("Rosy-fingered Dawn spreading over the sea", (
            sky("#e07a8a", "#f8d8b0"), rays(150, 110, 20, 160, "#f8b8a0", 14, 8, 0.5),
            glow(150, 110, 20, "#fff0c8", 0.2), sea(110, "#6a7aa8", seed=65),
            galley(70, 122, 0.5))),
        "hektor": ("Hektor of the shining helm, breaker of horses", (
            sky("#c8a070", "#f0e0c0"), troy_walls(110),
            greek(150, 146, 114, "#3a4a6a", "high", "fwd", (("spear", "r"), ("shield", "l")),
                  "crest", "#e8d070", body="armour"))),
        "paris": ("Paris drawing his bow", (
            sky("#c8a070", "#f0e0c0"), troy_walls(110),
            greek(150, 146, 110, "#6a3a6a", "out", "fwd", (("bow", "r"),), "cap", "#e0b43c"))),
        "aineias": ("Aineias, son of Aphrodite, in a cloud of mist", (
            sky("#a8a0c8", "#f0ecf4"), ground(128, "#8a8060", 2, 66),
            greek(150, 146, 110, "#3a5a4a", "fwd", "fwd", head="crest", accent="#c9a35a",
                  body="armour"),
            cloud(110, 110, 120, "#ffffff", 0.6), cloud(200, 60, 100, "#ffffff", 0.5))),
        "sarpedon": ("Sarpedon, lord of the Lykians, son of Zeus, under a stormy sky", (
            sky("#4a5a7a", "#b8c8d8"),
            '<path d="M240,10 L226,40 L238,40 L222,70 L252,32 L240,32 L252,10 Z" '
            'fill="#f8e070"/>', ground(128, "#7a7050", 2, 67),
            greek(140, 146, 114, "#6a2a5a", "fwd", "fwd", (("spear", "r"), ("shield", "l")),
                  "crest", "#e0b43c", body="armour"))),
        "pandaros": ("Pandaros looses the arrow that breaks the oaths", (
            sky("#c8a070", "#f0e0c0"), ground(128, "#8a7a50", 2, 68),
            greek(110, 146, 104, "#4a3a2a", "out", "fwd", (("bow", "r"),), "cap", "#6a5a3a"),
            arrows(230, 64, 1, 68, "#2a2220", 40, -4))),
        "trojan-spearman": ("A Trojan spearman advancing with a shout", (
            sky("#c8a070", "#f0e0c0"), ground(128, "#8a7a50", 2, 69),
            greek(150, 146, 110, "#3a4a6a", "fwd", "fwd", accent="#c9ced3"),
            *[bird(x, y, 0.8, "#3a3a3a") for x, y in ((40, 30), (70, 40), (100, 28))])),
        "trojan-archer": ("A Trojan archer on the walls", (
            sky("#c8a070", "#f0e0c0"), troy_walls(140),
            greek(150, 90, 70, "#3a4a6a", "out", "fwd", (("bow", "r"),), "cap", "#6a7a9a"))),
        "dardanian-charioteer": ("A Dardanian charioteer driving his horses", (
            sky("#c8a070", "#f0e0c0"), ground(132, "#8a7a50", 2, 70),
            chariot(120, 140, 1.2),
            greek(100, 110, 56, "#3a4a6a", "fwd", "down", (("spear", "r"),)))),
        "lykian-ally": ("Glaukos of the Lykians, ally of Troy, who would not yield", (
            sky("#8a6a8a", "#e8d8e0"), mountains(150, "#6a5a6a", [(60, 50, 60), (250, 60, 60)]),
            ground(132, "#7a7050", 2, 71),
            greek(150, 146, 110, "#6a4a2a", "fwd", "fwd", accent="#e0b43c"))),
        "hektors-helm": ("Hektor's bronze helm with its nodding horsehair crest", (
            sky("#5a4a3a", "#c8a070"), obj_helmet(150, 96, 1.2, "#c9a35a", "#2a2a2a",
                                                  greek=True))),
        "plague-of-apollo": ("The plague of Apollo: arrows falling like nightfall on the camp", (
            sky("#1a1a2a", "#5a4a5a"), glow(150, 30, 12, "#f0c24a", 0.3),
            *[f'<path d="M{x},30 L{x + 20},110" stroke="#f0c24a" stroke-width="1.4"/>'
              for x in range(60, 260, 22)],
            ground(116, "#3a3028", 2, 72),
            *[f'<path d="M{x - 14},130 L{x},110 L{x + 14},130 Z" fill="#8a7a6a"/>'
              for x in (60, 140, 220)])),
        "well-built-walls": ("The well-built walls of Troy that gods raised", (
            sky(*AEGEAN), troy_walls(140, "#d8c09a"), tower(150, 60, 30, 30, "#c9b08a"))),
        "the-palladion": ("The Palladion, the image of Pallas that fell from heaven", (
            sky("#3a2a4a", "#8a6a7a"), temple(150, 140, 160, 90, "#e8dcc8", 4),
            rays(150, 80, 20, 70, "#fff4c8", 12, 2, 0.4), obj_idol_palladion(150, 136, 0.8))),
        "hektors-charge": ("Hektor leaps among the ships like a wave", (
            sky(*DUSK), sea(110, "#3a5a7a", seed=73), galley(220, 118, 0.8),
            greek(110, 146, 116, "#3a4a6a", "high", "fwd", (("sword", "r"), ("shield", "l")),
                  "crest", "#e8d070", body="armour"), flame(260, 100, 30))),
        "trojan-volley": ("A volley of arrows flying from the walls of Troy", (
            sky("#c8a070", "#f0e0c0"), troy_walls(150),
            arrows(150, 50, 12, 74, "#2a2220", 30, 10))),
        "broken-oath": ("The broken oath: an arrow strikes through the truce", (
            sky("#6a3a2a", "#d8a070"), ground(128, "#7a6a4a", 2, 75),
            '<path d="M80,110 L220,110" stroke="#e8e0c8" stroke-width="4"/>'
            '<path d="M150,110 l-8,-12 M150,110 l8,12" stroke="#6a3a2a" stroke-width="4"/>',
            arrows(150, 70, 1, 75, "#2a2220", 50, 20),
            obj_heart(150, 140, 0.3, "#8a2a22"))),
        "rally-at-the-skaian-gate": ("The Trojans rally at the Skaian gate by the oak tree", (
            sky("#c8a070", "#f0e0c0"), troy_walls(130), tree(260, 140, 90, "#5a7a3a"),
            *[greek(x, 146, 50, "#3a4a6a", "up", "fwd") for x in (110, 140, 170, 200)])),
        "night-raid": ("A night raid: Dolon creeps out in his wolf-skin", (
            sky(*NIGHT), stars(76, 24), crescent(240, 30, 10, "#f4e9c1", "#182341"),
            ground(126, "#1a2230", 2, 76),
            figure(140, 146, 90, "#0e1214", "low", "fwd", "tunic", "hood",
                   (("bow", "l"),), accent="#3a3a3a"),
            '<path d="M120,60 q20,-10 40,0 l-4,8 q-16,-6 -32,0 Z" fill="#3a3a3a"/>')),
    }


def pictures() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {**_oz(), **_achaia()}


FOCUS = {"homecoming": (0.37, 0.6)}
"""Where a picture's subject is, for cards whose window crops it hard (a quest need's tall
window); the rest are centred."""


def wire(folder: Path) -> int:
    known = set(pictures())

    def art_of(card_id: str) -> str | None:
        if card_id not in known:
            return None
        focus = f", focus: [{FOCUS[card_id][0]}, {FOCUS[card_id][1]}]" if card_id in FOCUS else ""
        return f"{{file: art/{card_id}.svg{focus}}}"

    return wire_file(folder / "cards.yaml", art_of)
