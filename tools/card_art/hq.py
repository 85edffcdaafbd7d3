"""Heroes and Quests: a picture per terrain kind (tiles and map), per hero class, relic kind,
action effect and trap tag, and per quest terrain (the party setting out for it)."""

from __future__ import annotations

from pathlib import Path

import yaml

from .motifs import (
    DAY,
    DUSK,
    NIGHT,
    arch_window,
    bees,
    bird,
    boat,
    broken_column,
    bush,
    castle,
    cave_mouth,
    church,
    cloud,
    crescent,
    dead_tree,
    figure,
    flame,
    floor,
    glow,
    grass,
    ground,
    hills,
    house,
    hut,
    mountains,
    obj_amulet,
    obj_book,
    obj_boots,
    obj_chainmail,
    obj_coins,
    obj_idol,
    obj_potion,
    obj_scroll,
    obj_shield,
    obj_skull,
    obj_staff,
    obj_sword,
    palisade,
    pine,
    rays,
    reeds,
    rock,
    sea,
    shade,
    ship,
    signpost,
    skeleton,
    sky,
    smoke,
    sparkles,
    stars,
    table,
    temple,
    tower,
    tree,
    windmill,
)
from .wire import wire as wire_file

ROOT = Path(__file__).resolve().parents[2]
DESERT = ("#e9b870", "#f7e6b8")
MIST = ("#8fa39a", "#dfe6df")
STONE = "#8f8a86"


def _terrain() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {
        "city": ("A walled city of towers and spires", (
            sky(*DAY), cloud(70, 30, 60), hills(118, "#9bb07a", [(40, 8), (200, 10)]),
            tower(60, 120, 20, 60, "#c9b48a", "#8a3a2a"), tower(240, 120, 22, 70, "#c9b48a",
                                                                 "#8a3a2a"),
            house(100, 120, 30, 30, "#d9c49a", "#9a4a32"), house(200, 120, 30, 34, "#d9c49a",
                                                                 "#9a4a32"),
            tower(150, 120, 26, 84, "#bfa67a", "#6a4a8a"),
            house(128, 124, 24, 22, "#e0cca4", "#a8563a"), house(176, 124, 24, 24, "#e0cca4",
                                                                 "#a8563a"),
            '<rect x="20" y="118" width="260" height="32" fill="#a89470"/>',
            *[f'<rect x="{x}" y="112" width="6" height="6" fill="#a89470"/>'
              for x in range(20, 280, 12)],
            '<path d="M140,150 v-18 a10,10 0 0,1 20,0 v18 Z" fill="#4a3a2a"/>')),
        "town": ("A market town with its church spire", (
            sky(*DAY), cloud(220, 28, 70), ground(118, "#9dbb6e", 3, 1),
            church(225, 122, 1.1, "#e3d6b8", "#6a3a2a"),
            house(60, 124, 36, 30, "#e8d8b0", "#a8563a"), house(110, 126, 30, 26, "#d9c8a0",
                                                                  "#7a4a32"),
            house(160, 124, 32, 30, "#e8d8b0", "#9a4a32"), smoke(64, 68),
            '<path d="M120,150 Q140,130 150,126" stroke="#c9b48a" stroke-width="8" fill="none"/>',
            grass(150, "#7a9a4a", 2))),
        "castle": ("A stone castle on a green hill", (
            sky(*DAY), cloud(60, 26, 60), hills(130, "#7fa05a", [(110, 22)]),
            castle(150, 112, 0.9, "#a49a90"),
            '<path d="M150,40 L150,20 L170,26 L150,32" fill="#a8322a" stroke="#5a4a3a"/>',
            grass(150, "#5f8a48", 3))),
        "farm-village": ("A village among fields, haystacks and a windmill", (
            sky(*DAY), ground(100, "#b9c27a", 2, 4),
            *[f'<path d="M0,{110 + i * 9} L300,{104 + i * 10}" stroke="#d9c97a" '
              f'stroke-width="3"/>' for i in range(5)],
            windmill(230, 104, 46, "#e3d6b8", "#8a6a4a"),
            house(70, 108, 34, 26, "#e8d8b0", "#a8563a"), hut(120, 110, 26, 18, "#d9c8a0",
                                                              "#c9a35a"),
            '<path d="M160,120 Q172,96 184,120 Z M186,124 Q196,106 206,124 Z" fill="#d9b45a"/>',
            smoke(74, 60))),
        "outpost": ("A wooden outpost: palisade, watchtower and a banner", (
            sky(*MIST), mountains(112, "#7a8a86", [(60, 40, 50), (250, 50, 60)]),
            ground(112, "#8a9a5a", 3, 5),
            '<rect x="140" y="40" width="24" height="70" fill="#6b4a2a"/>'
            '<path d="M134,40 L152,22 L170,40 Z" fill="#4a3220"/>'
            '<rect x="146" y="48" width="10" height="8" fill="#f3d27a"/>',
            palisade(60, 240, 126, 30, "#7a5230"),
            '<path d="M152,22 v-14 l16,5 l-16,5" fill="#a8322a" stroke="#4a3220"/>')),
        "hamlet": ("Two cottages with smoking chimneys among trees", (
            sky(*DAY), hills(120, "#a8c07a", [(20, 10), (180, 8)]),
            tree(50, 126, 60, "#5f8a48"), tree(260, 126, 56, "#6f9a5c"),
            hut(120, 128, 44, 26, "#e8d8b0", "#c9a35a"), hut(190, 130, 36, 22, "#d9c8a0",
                                                              "#b89048"),
            smoke(130, 80), grass(150, "#7a9a4a", 6))),
        "port": ("A harbour town with a ship at the quay", (
            sky(*DAY), cloud(80, 24, 60), sea(100, "#4f7fa8", seed=2),
            '<rect x="0" y="96" width="120" height="54" fill="#a89470"/>',
            house(30, 98, 30, 30, "#e8d8b0", "#a8563a"), house(80, 98, 32, 36, "#d9c8a0",
                                                                "#7a4a32"),
            '<rect x="110" y="104" width="60" height="6" fill="#6b4a2a"/>',
            ship(210, 112, 1.1, sails=2), bird(160, 30, 0.8, "#3a3a3a"))),
        "fishing-village": ("Fishing huts on the shore, a boat and nets", (
            sky(*DAY), sea(96, "#5f8fb8", seed=3),
            '<path d="M0,110 Q80,96 160,112 L160,150 L0,150 Z" fill="#e3cf8f"/>',
            hut(40, 118, 30, 20, "#c9b48a", "#8a6a4a"), hut(100, 120, 26, 18, "#d9c8a0",
                                                             "#9a7a4a"),
            '<path d="M130,122 l0,-30 M150,124 l0,-30" stroke="#6b4a2a" stroke-width="2"/>'
            '<path d="M130,96 q10,14 20,0 M130,104 q10,14 20,0" stroke="#d9c9a0" fill="none"/>',
            boat(220, 110, 1.4), figure(222, 103, 18, "#3a2a1e", "up", "down"),
            bird(250, 40, 0.7, "#3a3a3a"))),
        "lighthouse": ("A lighthouse on the rocks shining over the sea", (
            sky("#2a3a5c", "#7a8aa8"), sea(104, "#2f4a6e", seed=4),
            '<path d="M176,52 L300,20 L300,80 Z" fill="#f7e7a0" fill-opacity="0.35"/>',
            rock(160, 116, 90, 28, "#5a5550"),
            '<path d="M150,100 L154,42 L166,42 L170,100 Z" fill="#efe6d8"/>'
            '<path d="M151,80 L169,80 L169,88 L151,88 Z M152,60 L168,60 L168,68 L152,68 Z" '
            'fill="#a8322a"/><rect x="152" y="32" width="16" height="10" fill="#f7e7a0"/>'
            '<path d="M148,32 L160,20 L172,32 Z" fill="#a8322a"/>', glow(160, 37, 5, "#f7e7a0",
                                                                        0.3))),
        "temple": ("A white-columned temple on its steps", (
            sky(*DAY), ground(124, "#b9c27a", 2, 7),
            temple(150, 126, 150, 64, "#efe8d8"), pine(40, 128, 50, "#4f7a3f"),
            pine(262, 128, 44, "#4f7a3f"))),
        "shrine": ("A small wayside shrine with an offering lamp", (
            sky(*DAY), hills(124, "#9dbb6e", [(60, 10), (200, 12)]),
            '<rect x="130" y="76" width="40" height="48" fill="#c9c2b2"/>'
            '<path d="M122,78 L150,54 L178,78 Z" fill="#8a3a2a"/>'
            '<path d="M140,124 v-28 a10,10 0 0,1 20,0 v28 Z" fill="#4a3a2a"/>',
            glow(150, 104, 4, "#f7c24a", 0.3), tree(60, 128, 50, "#5f8a48"),
            bush(230, 128, 14, "#6f9a5c"), grass(150, "#6f9a4a", 8))),
        "wizards-tower": ("A wizard's tall tower under the stars", (
            sky(*NIGHT), stars(5, 30), crescent(60, 30, 12, "#f4e9c1", "#182341"),
            hills(130, "#2a3a38", [(120, 10)]),
            tower(170, 130, 30, 100, "#6a5a8a", "#3a2a5a", window="#f7e7a0"),
            '<rect x="166" y="90" width="8" height="10" fill="#f7e7a0"/>',
            sparkles(9, 170, 18, 30, "#c9b8f0", 8))),
        "alchemists-hut": ("An alchemist's hut with green smoke and bubbling flasks", (
            sky(*MIST), ground(120, "#7a8a5a", 3, 9), pine(40, 124, 60, "#3f6a3f"),
            hut(150, 124, 60, 32, "#9a8a6a", "#5a6a3a"),
            '<rect x="166" y="54" width="8" height="24" fill="#5a4a3a"/>',
            smoke(170, 48, "#8ad86a"), obj_potion(230, 130, 0.45, "#6ad84a"),
            obj_potion(258, 134, 0.35, "#c84ad8"))),
        "old-abbey": ("An old abbey church and its cloister", (
            sky(*DAY), ground(120, "#9dbb6e", 2, 10),
            church(160, 124, 1.3, "#cfc3a6", "#5a4a3a"),
            *[arch_window(60 + i * 18, 100, 12, 24, "#5a4a3a") for i in range(4)],
            '<rect x="50" y="96" width="76" height="4" fill="#cfc3a6"/>',
            grass(150, "#6f9a4a", 10))),
        "ancient-ruins": ("Broken columns and a fallen arch of ancient ruins", (
            sky(*DUSK), ground(122, "#8a8060", 3, 11),
            broken_column(70, 124, 60, 14, "#c9c2b2"), broken_column(110, 124, 38, 14,
                                                                      "#bdb6a6"),
            broken_column(200, 124, 70, 14, "#c9c2b2"), broken_column(240, 124, 30, 14,
                                                                       "#bdb6a6"),
            '<rect x="150" y="130" width="34" height="10" fill="#b0a898" '
            'transform="rotate(8 150 130)"/>', bush(150, 126, 8, "#6f7a4a"))),
        "cave": ("The dark mouth of a cave in a rocky hillside", (
            sky(*MIST), mountains(130, "#7d746c", [(60, 70, 70), (240, 60, 70)]),
            cave_mouth(150, 132, 90, 44, "#6a625a"), ground(130, "#5a5248", 2, 12),
            rock(60, 134, 30, 14, "#8a8078"), rock(246, 136, 24, 12, "#8a8078"))),
        "plains": ("Open grassland under a wide sky", (
            sky("#7fb3da", "#f0f4e0"), cloud(80, 34, 80), cloud(220, 50, 60),
            ground(110, "#c9d98a", 2, 13), ground(124, "#b5c874", 2, 14),
            bush(60, 118, 8, "#7f9a4a"), bush(240, 122, 10, "#7f9a4a"),
            grass(150, "#9ab05a", 15), bird(140, 50, 0.7, "#4a4a4a"))),
        "forest": ("A deep green forest", (
            sky("#9cc7b0", "#dceadc"),
            *[tree(x, 120 + (i % 3) * 6, 70 + (i % 2) * 14, c) for i, (x, c) in enumerate(
                ((30, "#4f7a3f"), (80, "#5f8a48"), (130, "#3f6a3f"), (180, "#5f8a48"),
                 (230, "#4f7a3f"), (280, "#3f6a3f")))],
            *[pine(x, 150, 60, "#2f5a34") for x in (55, 155, 255)],
            grass(150, "#3f6a3f", 16))),
        "hills": ("Rolling green hills", (
            sky(*DAY), cloud(230, 30, 60),
            hills(100, "#a8b66e", [(30, 20), (150, 26)]),
            hills(124, "#8fa05a", [(-10, 18), (110, 22), (220, 16)]),
            hills(146, "#7a8f4a", [(60, 14), (200, 18)]), tree(250, 96, 24, "#5f7a3a"))),
        "mountains": ("Snow-capped mountain peaks", (
            sky("#7fa8d0", "#e0ecf4"),
            mountains(150, "#8f8a86", [(60, 100, 80), (170, 130, 90), (270, 90, 70)],
                      snow="#f4f6f8"),
            mountains(150, "#6f6a66", [(110, 60, 60), (230, 50, 50)]),
            bird(120, 30, 0.8, "#3a3a3a"))),
        "swamp": ("A misty swamp of dead trees, reeds and still pools", (
            sky("#8a9a8a", "#c9d2c0"), ground(112, "#6b7a54", 3, 17),
            '<ellipse cx="100" cy="132" rx="70" ry="10" fill="#4a5a4a"/>'
            '<ellipse cx="230" cy="124" rx="50" ry="7" fill="#4a5a4a"/>',
            dead_tree(60, 120, 70, "#3a3a2a"), dead_tree(220, 118, 60, "#3a3a2a"),
            reeds(150, 130, "#5a6a3a", 6), reeds(20, 140, "#5a6a3a", 5),
            '<rect x="0" y="90" width="300" height="14" fill="#e8ece4" fill-opacity="0.35"/>')),
        "open-desert": ("Sand dunes under a blazing sun", (
            sky(*DESERT), glow(230, 40, 18, "#fff4c8", 0.2),
            hills(120, "#e3cf8f", [(20, 14), (170, 20)]),
            hills(140, "#d9bf78", [(80, 16), (230, 12)]),
            obj_skull(70, 138, 0.35), '<path d="M250,140 q2,-10 6,-10 q4,0 4,10" '
                                      'fill="#c9b06a"/>')),
        "crossroads-tavern": ("A tavern where two roads cross, its sign hanging out", (
            sky(*DUSK), ground(112, "#9a9a6a", 2, 18),
            '<path d="M0,140 L300,124 M160,112 L120,150" stroke="#c9b48a" stroke-width="12"/>',
            house(150, 114, 70, 40, "#c99f6e", "#6a3a2a", window="#f7c24a"),
            '<path d="M190,80 h22 v4 h-22 Z" fill="#4a3220"/>'
            '<rect x="200" y="84" width="14" height="12" fill="#e0c27a"/>',
            signpost(60, 128), smoke(140, 50))),
    }


HERO_SCENES = {
    "Fighter": ("A fighter with sword and shield", "#7a3a2a", dict(
        right="high", left="fwd", body="armour", head="helmet",
        props=(("sword", "r"), ("shield", "l"))), DAY),
    "Ranger": ("A hooded ranger drawing a bow at the forest's edge", "#3f5a34", dict(
        right="out", left="fwd", head="hood", props=(("bow", "r"),)), ("#9cc7b0", "#dceadc")),
    "Priest": ("A priest in robes holding up a sun symbol", "#e8e0c8", dict(
        right="high", left="down", body="robe", props=(("sun_symbol", "r"),),
        accent="#c9b06a"), ("#f0d89a", "#fbf3dc")),
    "Rogue": ("A hooded rogue with a dagger, at night", "#2a2a32", dict(
        right="fwd", left="hip", head="hood", props=(("dagger", "r"), ("coins", "l"))), NIGHT),
    "Mage": ("A mage in a pointed hat raising a glowing staff", "#3a3a7a", dict(
        right="high", left="fwd", body="robe", head="wizard", props=(("staff", "r"),
                                                                   ("orb", "l")),
        accent="#5a5aa8"), NIGHT),
    "Druid": ("A druid with a leafy staff among the trees", "#4a6a3a", dict(
        right="hip", body="robe", head="antlers", props=(("leaf_staff", "r"),),
        accent="#8a6a4a"), ("#b9d6a0", "#eef4e0")),
    "Paladin": ("A paladin in shining armour raising a sword to the sun", "#c9ced3", dict(
        right="up", left="fwd", body="armour", head="halo", props=(("sword", "r"),
                                                                  ("kite", "l")),
        accent="#e8e0c8", prop_colour="#c9ced3"), ("#f0c86a", "#fbf0d0")),
    "Bard": ("A bard in a feathered cap playing the lute", "#8a3a5a", dict(
        right="chest", left="fwd", head="cap", props=(("lute", "l"),), accent="#e0b43c"),
             DUSK),
    "Commoner": ("A villager with a basket of bread", "#7a5a3a", dict(
        right="fwd", body="dress", head="veil", props=(("basket", "r"),), accent="#d9c8a0"),
                 DAY),
    "Knight": ("A mounted knight with lance and pennant", "#5a5a6a", dict(), DAY),
    "Squire": ("A young squire carrying a knight's shield", "#6a4a2a", dict(
        right="fwd", left="down", head="cap", props=(("kite", "r"),), accent="#3a5a8a"), DAY),
    "Monk": ("A monk at prayer with his staff", "#8a6a3a", dict(
        right="hip", left="chest", body="robe", head="hood", props=(("crook", "r"),)),
             ("#d0c8b0", "#f2ecdc")),
    "Merchant": ("A merchant with his purse of coins", "#5a3a6a", dict(
        right="fwd", left="fwd", body="robe", head="wide_hat",
        props=(("coins", "r"), ("scroll", "l")), accent="#a8563a"), DAY),
}


def _hero(cls: str) -> tuple[str, tuple[str, ...]]:
    title, colour, pose, (top, bottom) = HERO_SCENES[cls]
    back = (sky(top, bottom), hills(128, shade(bottom, -0.35), [(20, 10), (200, 12)]))
    if cls == "Knight":
        from .motifs import horse
        rider = (horse(150, 138, 1.5, "#6a4a32") +
                 figure(146, 108, 62, colour, "fwd", "down", "armour", "helmet",
                        (("lance", "r"), ("kite", "l")), accent="#a8322a"))
        return title, back + (rider, grass(150, "#6f9a4a", 21))
    extra = ()
    if cls in ("Ranger", "Druid"):
        extra = (tree(40, 140, 80, "#4f7a3f"), tree(266, 140, 70, "#3f6a3f"))
    if cls in ("Rogue", "Mage"):
        extra = (stars(len(cls), 20),)
    if cls == "Priest":
        extra = (rays(150, 42, 20, 60, "#fff4c8", 16, 3, 0.6),)
    if cls == "Paladin":
        extra = (glow(200, 30, 14, "#fff4c8", 0.25),)
    return title, back + extra + (figure(150, 144, 118, colour, **pose),)


def _relic(kind: str) -> tuple[str, tuple[str, ...]]:
    velvet = (sky("#3a2a4a", "#6a4a5a"), '<ellipse cx="150" cy="150" rx="150" ry="26" '
                                         'fill="#2a1e2a"/>')
    return {
        "weapon": ("A gleaming longsword", velvet + (rays(150, 80, 30, 80, "#f7e7a0", 16, 2, 0.3),
                                                     obj_sword(150, 140, 1.15, angle=-50))),
        "staff": ("A wizard's staff crowned with a glowing crystal",
                  velvet + (obj_staff(150, 150, 1.1, "#a8d8f0", angle=-20),
                            sparkles(3, 110, 30, 30, "#c9e8f8", 7))),
        "armour": ("A shirt of chain mail and a shield",
                   velvet + (obj_chainmail(120, 88, 1.3), obj_shield(210, 90, 1.1))),
        "charm": ("A jewelled amulet on a golden chain",
                  velvet + (obj_amulet(150, 110, 1.6), sparkles(4, 150, 70, 40, "#f7e7a0", 8))),
        "potion": ("A round flask of red potion, stoppered",
                   velvet + (obj_potion(150, 100, 1.3, "#c8361f"),
                             obj_potion(226, 120, 0.6, "#4a84d8"))),
    }[kind]


def _action(kind: str) -> tuple[str, tuple[str, ...]]:
    return {
        "fight": ("Two heroes charge with raised swords", (
            sky(*DUSK), ground(126, "#7a6a4a", 3, 30),
            figure(110, 140, 100, "#2a2226", "up", "fwd", "armour", "helmet",
                   (("sword", "r"), ("shield", "l"))),
            figure(190, 140, 100, "#3a2a26", "high", "out", "tunic", "hood",
                   (("axe", "r"),), flip=True))),
        "ad": ("A monster struck down in a burst of light", (
            sky("#2a2a3a", "#6a5a7a"), rays(150, 70, 10, 140, "#fff4c8", 24, 4, 0.5),
            glow(150, 70, 16, "#fff4c8", 0.3), ground(128, "#4a4038", 2, 31),
            skeleton(210, 132, 60), figure(100, 140, 96, "#2a2226", "up", "fwd", "robe", "hood",
                                           (("sun_symbol", "r"),)))),
        "move": ("Boots on a road winding over the hills", (
            sky(*DAY), hills(100, "#a8b66e", [(60, 14), (200, 18)]),
            '<path d="M150,150 Q120,120 170,104 Q210,92 190,80" stroke="#d9c49a" '
            'stroke-width="14" fill="none"/>', obj_boots(150, 146, 1.2))),
        "gold": ("A pile of gold coins in an open purse", (
            sky("#3a2a1e", "#7a5a3a"), glow(150, 100, 40, "#f3d27a", 0.15),
            obj_coins(150, 130, 1.6))),
        "xp": ("A book of heroic deeds, opened by candlelight", (
            sky("#2a1e1a", "#5a3a2a"), table(150, 160, 240), obj_book(150, 104, 1.6),
            '<rect x="236" y="70" width="10" height="56" fill="#efe6cf"/>',
            flame(241, 72, 22))),
        "draw": ("A scout's map and rumours on the table", (
            sky("#4a3a2a", "#7a5a3a"), obj_scroll(120, 80, 1.5),
            '<rect x="190" y="50" width="50" height="70" fill="#efe6cf" '
            'transform="rotate(12 215 85)"/><path d="M200,70 q20,10 30,30 M196,96 h30" '
            'stroke="#8a3a2a" stroke-width="2" fill="none" transform="rotate(12 215 85)"/>')),
    }[kind]


def _trap(tag: str) -> tuple[str, tuple[str, ...]]:
    dungeon = (sky("#2a2622", "#4a423a"), floor(118, "#5a524a"),
               *[f'<rect x="{x}" y="{y}" width="28" height="12" fill="none" stroke="#3a342e" '
                 f'stroke-width="1"/>' for x in range(0, 300, 30) for y in (10, 40, 70, 100)])
    return {
        "Earth": ("A pit of iron spikes in the dungeon floor", dungeon + (
            '<ellipse cx="150" cy="132" rx="90" ry="16" fill="#1a1612"/>',
            *[f'<path d="M{x},{140} L{x + 5},{112 + (x % 3) * 4} L{x + 10},{140} Z" '
              f'fill="#9aa0a6"/>' for x in range(76, 220, 14)])),
        "Fire": ("Jets of flame from the dungeon walls", dungeon + (
            flame(80, 128, 70), flame(150, 128, 90), flame(220, 128, 70))),
        "Water": ("A chamber flooding with water", dungeon + (
            sea(86, "#3f6f98", seed=32),
            '<path d="M40,0 v86 M250,0 v86" stroke="#7fb0d8" stroke-width="8" '
            'stroke-opacity="0.8"/>')),
        "Cold": ("A rune of freezing frost on the floor", dungeon + (
            '<ellipse cx="150" cy="124" rx="80" ry="16" fill="#bfe3f4" fill-opacity="0.8"/>',
            *[f'<path d="M{150 + dx},{60} l0,40 M{150 + dx - 12},{72} l24,16 M{150 + dx + 12},'
              f'{72} l-24,16" stroke="#e8f6fc" stroke-width="3"/>' for dx in (-60, 0, 60)])),
        "Rogue": ("Poisoned darts flying from holes in the wall", dungeon + (
            *[f'<circle cx="20" cy="{y}" r="4" fill="#111"/>'
              f'<path d="M{40 + y},{y} h20 l6,0 M{40 + y},{y} l-4,-3 M{40 + y},{y} l-4,3" '
              f'stroke="#9ac84a" stroke-width="2" fill="none"/>' for y in (50, 76, 102)],)),
        "Men": ("Crossbows on a tripwire", dungeon + (
            '<path d="M20,120 L280,116" stroke="#e8e0c8" stroke-width="1.2"/>',
            *[f'<g transform="translate({x},70)"><rect x="-20" y="-3" width="40" height="6" '
              f'fill="#6b4a2a"/><path d="M-14,-16 Q-22,0 -14,16" stroke="#4a3220" '
              f'stroke-width="3" fill="none"/><path d="M20,0 l10,0" stroke="#c9ced3" '
              f'stroke-width="2"/></g>' for x in (80, 220)])),
        "Animated": ("A suit of armour that walks and swings its blade", dungeon + (
            figure(150, 140, 116, "#9aa0a6", "high", "fwd", "armour", "helmet",
                   (("sword", "r"), ("kite", "l")), accent="#c9ced3"),
            glow(146, 117, 1.4, "#e84a2a", 0.4), glow(154, 117, 1.4, "#e84a2a", 0.4))),
        "Spirit": ("A cursed idol with glowing eyes", dungeon + (
            rays(150, 80, 30, 110, "#e84a2a", 18, 2, 0.3), obj_idol(150, 132, 1.4))),
        "Mage": ("A glowing glyph of warding on the floor", dungeon + (
            '<ellipse cx="150" cy="126" rx="90" ry="18" fill="none" stroke="#a8d8f0" '
            'stroke-width="3"/><ellipse cx="150" cy="126" rx="60" ry="12" fill="none" '
            'stroke="#a8d8f0" stroke-width="2"/><path d="M90,126 L150,114 L210,126 L150,138 Z" '
            'fill="none" stroke="#c9e8f8" stroke-width="2"/>',
            sparkles(33, 150, 80, 80, "#c9e8f8", 12))),
        "Swarm": ("A hornet nest and its angry swarm", (
            sky("#9cc7b0", "#dceadc"), tree(60, 150, 140, "#4f7a3f"),
            '<path d="M150,0 v30" stroke="#5b3b22" stroke-width="3"/>'
            '<ellipse cx="150" cy="56" rx="20" ry="28" fill="#b0946a"/>'
            '<path d="M132,46 h36 M130,58 h40 M134,70 h32" stroke="#8a7048" stroke-width="2"/>'
            '<circle cx="150" cy="80" r="4" fill="#2a2018"/>',
            bees(210, 80, 34, "#2a2018", 22))),
        "Plant": ("Strangling vines reaching out of the dark", dungeon + (
            *[f'<path d="M{x},150 q{d * 30},-40 0,-70 q{-d * 24},-30 {d * 10},-60" '
              f'stroke="#3f6a2a" stroke-width="7" fill="none" stroke-linecap="round"/>'
              for x, d in ((60, 1), (130, -1), (190, 1), (250, -1))],
            *[f'<path d="M{x},{y} q10,-8 16,2 q-8,6 -16,-2 Z" fill="#5f8a3a"/>'
              for x, y in ((70, 90), (140, 60), (200, 100), (240, 50))])),
        "Fey": ("A ring of toadstools glowing in the moonlit wood", (
            sky(*NIGHT), stars(35, 20), crescent(240, 30, 12, "#f4e9c1", "#182341"),
            ground(110, "#2f4a3a", 2, 35), tree(30, 120, 80, "#2a4a34"),
            *[f'<path d="M{150 + dx},{130 + dy} v-8 M{150 + dx - 8},{122 + dy} q8,-12 16,0 Z" '
              f'stroke="#e8e0c8" stroke-width="2.5" fill="#c8361f"/>'
              for dx, dy in ((-70, 0), (-40, -8), (0, -10), (40, -8), (70, 0), (-40, 10),
                             (0, 12), (40, 10))],
            sparkles(36, 150, 96, 70, "#c9f0b8", 12))),
    }[tag]


QUEST_TERRAIN_TITLES = "A party of heroes sets out on a quest towards {}"


def _quest(terrain: str, scenes) -> tuple[str, tuple[str, ...]]:
    """The terrain's scene with a party of three walking in under a quest banner."""
    title, parts = scenes[terrain]
    party = (figure(40, 148, 46, "#1e1a1c", "fwd", "down", "armour", "helmet",
                    (("banner", "r"),), accent="#a8322a"),
             figure(66, 148, 42, "#2a2226", "down", "fwd", "robe", "wizard",
                    (("staff", "l"),)),
             figure(88, 148, 40, "#241e20", "out", "down", "tunic", "hood", (("bow", "r"),)))
    where = title[0].lower() + title[1:]
    return QUEST_TERRAIN_TITLES.format(where), parts + party


def pictures() -> dict[str, tuple[str, tuple[str, ...]]]:
    """File stem -> (title, parts) for every Heroes and Quests picture."""
    out = {f"terrain-{k}": v for k, v in _terrain().items()}
    out |= {f"hero-{c.lower()}": _hero(c) for c in HERO_SCENES}
    out |= {f"relic-{k}": _relic(k) for k in ("weapon", "staff", "armour", "charm", "potion")}
    out |= {f"action-{k}": _action(k) for k in ("fight", "ad", "move", "gold", "xp", "draw")}
    out |= {f"trap-{t.lower()}": _trap(t) for t in ("Earth", "Fire", "Water", "Cold", "Rogue",
                                                    "Men", "Animated", "Spirit", "Mage",
                                                    "Swarm", "Plant", "Fey")}
    scenes = _terrain()
    quests = yaml.safe_load((ROOT / SET / "quests.hq.yaml").read_text())["quests"]
    out |= {f"quest-{t}": _quest(t, scenes) for t in sorted({q["terrain"] for q in quests})}
    return out


SET = "hjkit/games/heroes_and_quests/cards/hq-starter"


def _effect_kind(printed: str) -> str:
    """The action picture for a printed effect: Fight +2 -> fight, AD Undead -> ad."""
    return printed.split()[0].lower()


def wire(folder: Path) -> int:
    """Every tile, quest, trap, hero, relic and action card of the set gets its picture."""
    data = {f.name: yaml.safe_load(f.read_text()) for f in folder.glob("*.hq.yaml")}
    items = {i["id"]: (section, i) for content in data.values() for section, entries
             in content.items() if isinstance(entries, list) for i in entries}

    def art_of(item_id: str) -> str | None:
        section, item = items[item_id]
        stem = {"tiles": lambda: f"terrain-{item['id']}",
                "quests": lambda: f"quest-{item['terrain']}",
                "traps": lambda: f"trap-{item['tag'].lower()}",
                "heroes": lambda: f"hero-{item['class'].lower()}",
                "relics": lambda: f"relic-{item['kind']}",
                "actions": lambda: f"action-{_effect_kind(item['effect'])}"}[section]()
        return f"art/{stem}.svg"

    return sum(wire_file(f, lambda i: art_of(i) if i in items else None)
               for f in sorted(folder.glob("*.hq.yaml")))
