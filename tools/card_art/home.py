"""Hero's Journey Home: a picture per adventurer, Quest monster, Quest Item and spell effect,
and per Journey card (monsters, locations, items) with one each for Home, Crossing Paths and
Ambush."""

from __future__ import annotations

from pathlib import Path

import yaml

from .motifs import (
    DAY,
    DUSK,
    NIGHT,
    arch_window,
    bird,
    boat,
    bridge,
    broken_column,
    bull_head,
    bush,
    cave_mouth,
    church,
    cloud,
    crescent,
    dead_tree,
    dragon,
    figure,
    flame,
    floor,
    ghost,
    glow,
    grass,
    ground,
    hills,
    horse,
    house,
    hut,
    mountains,
    obj_axe,
    obj_chainmail,
    obj_chest,
    obj_cloak,
    obj_coins,
    obj_crown,
    obj_gauntlets,
    obj_heart,
    obj_helmet,
    obj_hourglass,
    obj_mace,
    obj_pitchfork,
    obj_shield,
    obj_skull,
    obj_spear,
    obj_string_ball,
    obj_sword,
    palm,
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
    tentacles,
    tower,
    tree,
    wolf,
)
from .wire import wire as wire_file

SET = "hjkit/games/heros_journey_home/cards/starter"
ROOT = Path(__file__).resolve().parents[2]
CAVE = ("#1e1a18", "#3a322c")


def _road(*figure_parts: str, back=DAY, seed: int = 0) -> tuple[str, ...]:
    return (sky(*back), hills(122, shade(back[1], -0.3), [(10, 10), (190, 12)]),
            ground(134, "#8a9a5a", 2, seed), *figure_parts)


def _adventurers() -> dict[str, tuple[str, tuple[str, ...]]]:
    f = figure
    return {
        "fool": ("The Fool in motley with his bauble, capering", _road(
            f(150, 146, 112, "#a8322a", "up", "out", "tunic", "jester", (("cards", "r"),),
              accent="#3a6a3a"), sparkles(1, 150, 40, 60, "#f7e7a0", 6), seed=1)),
        "bard": ("The Bard plays his lute", _road(
            f(150, 146, 112, "#5a3a7a", "chest", "fwd", "tunic", "cap", (("lute", "l"),),
              accent="#e0b43c"), back=DUSK, seed=2)),
        "wizard": ("The Wizard raises his staff under the stars", (
            sky(*NIGHT), stars(3, 30), ground(134, "#2a3a38", 2, 3),
            f(150, 146, 116, "#3a3a8a", "high", "fwd", "robe", "wizard",
              (("staff", "r"), ("orb", "l")), accent="#5a5aa8"))),
        "seer": ("The Seer gazes into a glowing orb", (
            sky("#2a2240", "#5a4a7a"), stars(4, 16),
            f(150, 146, 112, "#4a2a5a", "fwd", "fwd", "robe", "veil", (("orb", "r"),),
              accent="#7a5a9a"), glow(176, 80, 10, "#c9e8f8", 0.3))),
        "healer": ("The Healer with her bowl of herbs and a glow of healing", _road(
            f(150, 146, 110, "#e8e0c8", "fwd", "down", "dress", "veil", (("cup", "r"),),
              accent="#7aa85a"), glow(178, 82, 8, "#c9f0b8", 0.3), back=("#cfe6d0", "#f4f8ec"),
            seed=5)),
        "cleric": ("The Cleric smites with a holy mace", _road(
            rays(150, 40, 20, 80, "#fff4c8", 14, 3, 0.5),
            f(150, 146, 112, "#d9d2b4", "high", "fwd", "robe", "", (("mace", "r"),
                                                                    ("sun_symbol", "l")),
              accent="#c9a35a"), back=("#f0d89a", "#fbf3dc"), seed=6)),
        "sailor": ("The Sailor with his coil of rope on a ship's deck", (
            sky(*DAY), sea(110, "#4f7fa8", seed=7), ship(240, 112, 0.8),
            f(120, 146, 112, "#2a4a6a", "fwd", "down", "tunic", "cap", (("rope", "r"),),
              accent="#e8e0c8"))),
        "bandit": ("The Bandit, masked, with a dagger and stolen gold", (
            sky(*DUSK), ground(132, "#5a5a3a", 2, 8), tree(250, 140, 80, "#3a4a2a"),
            f(140, 146, 112, "#2a2226", "fwd", "hip", "tunic", "hood",
              (("dagger", "r"), ("coins", "l")), accent="#4a3a3a"))),
        "cavalier": ("The Cavalier on horseback with plumed helmet", _road(
            horse(150, 142, 1.5,
                                                                          "#e8e0c8"),
            f(146, 110, 62, "#3a4a8a", "fwd", "down", "armour", "crest",
              (("lance", "r"), ("shield", "l")), accent="#c9ced3"), seed=9)),
        "automaton": ("The Automaton, a clockwork man of brass", (
            sky("#4a3a2a", "#8a6a4a"), floor(128, "#5a4a3a"),
            f(150, 146, 112, "#b08a3a", "fwd", "fwd", "armour", "funnel", (),
              accent="#d9b45a"),
            '<circle cx="150" cy="80" r="9" fill="#8a6a2a"/><circle cx="150" cy="80" r="5" '
            'fill="none" stroke="#e0c27a" stroke-width="2"/>',
            glow(146, 99, 1.5, "#a8d8f0", 0.4), glow(154, 99, 1.5, "#a8d8f0", 0.4))),
        "paladin": ("The Paladin in shining armour, sword raised", _road(
            glow(210, 30, 14, "#fff4c8", 0.25),
            f(150, 146, 112, "#c9ced3", "up", "fwd", "armour", "halo",
              (("sword", "r"), ("kite", "l")), accent="#e8e0c8"), back=("#f0c86a", "#fbf0d0"),
            seed=10)),
        "maiden": ("The Maiden in a long dress holding a flower", _road(
            f(150, 146, 108, "#a85a7a", "chest", "down", "dress", "long_hair", (),
              accent="#e8b8c8"),
            '<circle cx="154" cy="88" r="4" fill="#f0e060"/><circle cx="154" cy="88" r="1.8" '
            'fill="#c8361f"/>', back=("#d8c8e8", "#f6f0f8"), seed=11)),
        "assassin": ("The Assassin, cloaked, with two blades in the dark", (
            sky(*NIGHT), crescent(230, 30, 12, "#f4e9c1", "#182341"),
            ground(134, "#1a2230", 2, 12),
            f(150, 146, 112, "#121418", "fwd", "low", "tunic", "hood",
              (("dagger", "r"), ("dagger", "l")), accent="#2a2e36"))),
        "time-traveler": ("The Time Traveler with an hourglass", (
            sky("#2a2a4a", "#6a6a9a"), rays(150, 75, 40, 140, "#c9c8f0", 20, 2, 0.4),
            f(120, 146, 112, "#4a4a6a", "fwd", "down", "robe", "wide_hat", (),
              accent="#6a6a8a"), obj_hourglass(200, 90, 0.9))),
        "champion": ("The Champion with a great sword planted before him", _road(
            obj_sword(150, 148, 1.3, angle=0),
            f(150, 146, 114, "#7a2a2a", "fwd", "fwd", "armour", "helmet", (),
              accent="#b8bec4"), back=DUSK, seed=13)),
    }


def _quests() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {
        "skeleton-king": ("The Skeleton King on his throne of bones", (
            sky(*CAVE), floor(124, "#3a3430"),
            '<path d="M110,140 L110,40 L130,30 L150,44 L170,30 L190,40 L190,140 Z" '
            'fill="#4a3a4a"/>', skeleton(150, 140, 104, crown=True, props=(("sword", "r"),)))),
        "sea-witch": ("The Sea Witch rising from the waves with her trident", (
            sky("#1e3a4a", "#4a7a8a"), sea(110, "#1f4a5e", seed=21),
            figure(150, 134, 96, "#5a9a8a", "fwd", "out", "robe", "long_hair",
                   (("spear", "r"),), accent="#8ac8b0"),
            sea(126, "#1f4a5e", seed=22))),
        "kraken": ("The Kraken's arms rising around a ship", (
            sky("#3a4a5a", "#7a8a9a"), sea(100, "#24465e", seed=23), ship(150, 104, 0.8),
            tentacles(150, 150, 1.2, "#7a3a4a"))),
        "louhi": ("Louhi, witch-queen of the frozen North, among the snow", (
            sky("#5a6a8a", "#c9d8e8"), mountains(130, "#9aa8b8", [(60, 60, 60), (250, 70, 60)],
                                                 "#ffffff"),
            ground(130, "#e8eef4", 2, 24),
            figure(150, 146, 116, "#2a3a5a", "high", "fwd", "robe", "crown",
                   (("staff", "r"),), accent="#8aa8d8"),
            sparkles(25, 150, 40, 140, "#ffffff", 14))),
        "bokor": ("The Bokor in his tall hat with a skull-topped staff", (
            sky(*DUSK), ground(132, "#3a3a2a", 2, 26), dead_tree(250, 140, 70, "#2a2220"),
            figure(150, 146, 112, "#1e1a1c", "high", "fwd", "tunic", "wide_hat",
                   (("crook", "r"),), accent="#3a2a2a"),
            '<circle cx="182" cy="40" r="7" fill="#e9e4d6"/>'
            '<circle cx="179" cy="39" r="1.6" fill="#1e1a1c"/>'
            '<circle cx="185" cy="39" r="1.6" fill="#1e1a1c"/>')),
        "the-devil": ("The Devil, horned, with a flaming pitchfork", (
            sky("#3a0e0e", "#a83a1e"), flame(40, 150, 60), flame(260, 150, 70),
            ground(136, "#2a0e0e", 2, 27),
            figure(150, 146, 110, "#7a1a1a", "fwd", "out", "tunic", "horns",
                   (("pitchfork", "r"),), accent="#a8322a"))),
        "baba-yaga": ("Baba Yaga's hut on chicken legs in a dark wood", (
            sky("#3a4a3a", "#8a9a7a"), *[pine(x, 140, 90, "#2a4a2a") for x in (30, 270)],
            ground(136, "#3a4a2a", 2, 28),
            '<path d="M140,136 l-10,-40 M160,136 l10,-40" stroke="#d9b45a" stroke-width="4"/>'
            '<path d="M122,136 l8,-4 l-2,4 M178,136 l-8,-4 l2,4" stroke="#d9b45a" '
            'stroke-width="2"/>', hut(150, 96, 60, 34, "#6a4a2a", "#4a3a22"),
            '<rect x="166" y="74" width="10" height="9" fill="#f7c24a"/>')),
        "minotaur": ("The Minotaur in the stone maze", (
            sky("#3a3430", "#6a5e54"), floor(126, "#5a524a"),
            '<path d="M0,40 h60 v80 M240,40 h60 M240,40 v86" stroke="#8a8078" '
            'stroke-width="10" fill="none"/>',
            figure(150, 146, 110, "#5a3a2a", "fwd", "fwd", "tunic", "", (("axe", "r"),)),
            bull_head(150, 68, 1.0, "#5a3a2a"))),
        "dragon": ("The Dragon breathing fire over the mountains", (
            sky(*DUSK), mountains(150, "#4a3a3a", [(50, 60, 60), (260, 70, 60)]),
            dragon(130, 146, 1.05, "#6a1a1a", fire=True))),
        "lich": ("The Lich, a crowned skeleton in robes, with green sorcery", (
            sky("#1a2a1e", "#3a5a3e"), floor(126, "#2a322a"),
            figure(150, 146, 112, "#2a3a2a", "high", "fwd", "robe", "hood", (("orb", "l"),),
                   accent="#3a4a3a"),
            '<circle cx="150" cy="47" r="9" fill="#e9e4d6"/>'
            '<circle cx="147" cy="46" r="2" fill="#6ad84a"/>'
            '<circle cx="153" cy="46" r="2" fill="#6ad84a"/>',
            obj_crown(150, 36, 0.28), sparkles(29, 180, 50, 30, "#8af06a", 8))),
    }


def _quest_items() -> dict[str, tuple[str, tuple[str, ...]]]:
    velvet = (sky("#2a3a4a", "#5a6a7a"), '<ellipse cx="150" cy="150" rx="150" ry="26" '
                                         'fill="#1e2a34"/>')
    return {
        "ball-of-string": ("A ball of string unwinding through a maze",
                           velvet + (obj_string_ball(120, 100, 1.4),)),
        "neptune-helmet": ("Neptune's helmet, crested, above the sea", (
            sky("#2a4a6a", "#6a9ac8"), sea(110, "#24466a", seed=41),
            obj_helmet(150, 90, 1.0, "#3a8aa8", "#e0b43c", greek=True))),
        "kestrel-sword": ("The Kestrel Sword, a bird of prey on its hilt", velvet + (
            obj_sword(150, 140, 1.2, angle=-50), bird(110, 50, 1.6, "#8a5a2a"))),
        "cloak-of-the-seven-seas": ("The Cloak of the Seven Seas", (
            sky("#2a4a6a", "#6a9ac8"), sea(120, "#24466a", seed=42),
            obj_cloak(150, 80, 1.3, "#2a5a8a"))),
        "sampo": ("The Sampo, the magic mill grinding out grain, salt and gold", velvet + (
            '<rect x="120" y="60" width="60" height="70" fill="#b08a3a"/>'
            '<path d="M110,60 L150,30 L190,60 Z" fill="#8a6a2a"/>'
            '<circle cx="150" cy="90" r="14" fill="#e0c27a"/>',
            obj_coins(222, 138, 0.6), sparkles(43, 150, 40, 70, "#f7e7a0", 10))),
        "ouanga": ("An ouanga charm bag tied with cord and feathers", velvet + (
            '<path d="M120,130 Q110,80 140,70 L160,70 Q190,80 180,130 Z" fill="#8a3a2a"/>'
            '<path d="M140,70 L160,70 L156,60 L144,60 Z" fill="#6a2a1a"/>'
            '<path d="M150,62 q-20,-30 -30,-40 M152,62 q18,-28 32,-36" stroke="#2a2220" '
            'stroke-width="3" fill="none"/>', sparkles(44, 150, 90, 60, "#e8d870", 6))),
        "flaming-pitchfork": ("The Devil's flaming pitchfork", velvet + (
            obj_pitchfork(150, 150, 1.0),)),
        "firebird": ("The Firebird with burning tail feathers", (
            sky("#2a1a3a", "#7a3a4a"), glow(150, 70, 30, "#f6b93b", 0.12),
            '<path d="M90,70 Q120,40 150,60 Q180,40 210,70 Q180,60 160,80 L150,78 Q130,62 90,70 Z"'
            ' fill="#ec6a2c"/><circle cx="152" cy="62" r="6" fill="#f6b93b"/>'
            '<path d="M150,80 Q140,120 100,140 Q150,120 160,140 Q160,110 150,80 Z" '
            'fill="#c8361f"/>', flame(130, 130, 30), flame(170, 136, 24))),
        "dragonscale-shield": ("A shield of green dragon scales", velvet + (
            obj_shield(150, 90, 1.6, "#3a6a3a", "#c9a35a", "scales"),)),
        "lich-crown": ("The Crown of the Lich on a skull", velvet + (
            obj_skull(150, 120,
                                                                                  1.5),
            obj_crown(150, 60, 0.8, "#8a8a6a", "#6ad84a"))),
    }


def _spells() -> dict[str, tuple[str, tuple[str, ...]]]:
    night = (sky("#1e1a3a", "#4a3a6a"), stars(51, 18))
    hands = figure(60, 150, 100, "#1a1628", "out", "fwd", "robe", "wizard", (),
                   accent="#2a2440")
    return {
        "energize": ("A spell of energy: the party glows with new strength", night + (
            rays(170, 80, 16, 70, "#f7e7a0", 16, 3, 0.6), glow(170, 80, 14, "#f7e7a0", 0.3),
            hands)),
        "fortify": ("A shimmering dome of protection over the party", night + (
            '<path d="M90,140 Q90,40 190,40 Q290,40 290,140 Z" fill="#a8d8f0" '
            'fill-opacity="0.3" stroke="#c9e8f8" stroke-width="2"/>',
            *[figure(x, 140, 50, "#2a2440", "down", "down") for x in (160, 190, 220)], hands)),
        "teleport": ("A whirl of light where the party vanishes", night + (
            *[f'<ellipse cx="190" cy="90" rx="{r}" ry="{r * 0.4:.0f}" fill="none" '
              f'stroke="#c9b8f0" stroke-width="2" stroke-opacity="{1 - r / 80:.2f}"/>'
              for r in (14, 26, 38, 50, 62)], sparkles(52, 190, 90, 60, "#e8d8ff", 12), hands)),
        "polymorph": ("A spell of changing: a man becoming a beast", night + (
            figure(150, 140, 80, "#9a8ac0", "down", "down"), wolf(230, 140, 0.9, "#9a8ac0"),
            '<path d="M170,90 q14,-10 28,0" stroke="#c9b8f0" stroke-width="3" fill="none"/>'
            '<path d="M196,84 l4,6 l-7,1 Z" fill="#c9b8f0"/>', hands)),
        "hypnotize": ("A spiral of hypnotic light", night + (
            *[f'<circle cx="180" cy="80" r="{r}" fill="none" stroke="#c9b8f0" '
              f'stroke-width="3" stroke-opacity="{0.3 + r / 80:.2f}"/>' for r in (8, 18, 28, 38,
                                                                                  48)],
            glow(180, 80, 5, "#ffffff", 0.3), hands)),
        "enchant": ("A blade glowing with an enchantment", night + (
            obj_sword(190, 140, 1.1, angle=-30), sparkles(53, 200, 70, 50, "#a8f0e8", 14),
            hands)),
        "fireball": ("A fireball hurled from the caster's hands", night + (
            glow(200, 76, 26, "#f6b93b", 0.2), flame(200, 96, 50),
            '<path d="M100,90 Q150,70 180,80" stroke="#ec6a2c" stroke-width="4" fill="none" '
            'stroke-opacity="0.6"/>', hands)),
        "mend": ("Green light closing a wound: a spell of mending", night + (
            obj_heart(190, 80, 1.2, "#c8361f"), sparkles(54, 190, 80, 50, "#a8f0a0", 12),
            hands)),
    }


def _journey() -> dict[str, tuple[str, tuple[str, ...]]]:
    f = figure
    return {
        "home": ("Home at last: a cottage with a lit window and smoke from the chimney", (
            sky(*DUSK), hills(128, "#5a6a3a", [(20, 10), (200, 12)]),
            house(150, 132, 70, 40, "#e8d8b0", "#8a3a2a"), smoke(166, 70),
            tree(60, 136, 60, "#4f6a3a"), grass(150, "#4a5a2a", 61))),
        "goblin": ("A goblin with a crooked knife", _road(
            f(150, 146, 80, "#4a6a2a", "fwd", "out", "tunic", "horns", (("dagger", "r"),),
              accent="#6a8a3a"), back=DUSK, seed=62)),
        "ghoul": ("A ghoul creeping through the graveyard", (
            sky(*NIGHT), crescent(240, 30, 12, "#f4e9c1", "#182341"), ground(128, "#2a3a2a", 2, 63),
            *[f'<path d="M{x},132 v-18 a8,8 0 0,1 16,0 v18 Z" fill="#6a6a6a"/>'
              for x in (40, 230, 262)],
            f(150, 146, 96, "#5a6a5a", "fwd", "low", "tunic", "", (), accent="#7a8a7a"))),
        "ghost": ("A ghost drifting in the moonlight", (
            sky(*NIGHT), stars(64, 16), crescent(60, 30, 12, "#f4e9c1", "#182341"),
            ground(132, "#1e2a34", 2, 64), dead_tree(250, 140, 70, "#121820"),
            ghost(150, 126, 90))),
        "wolves": ("A hungry pack of wolves under the moon", (
            sky(*NIGHT), glow(220, 36, 16, "#f4e9c1", 0.15), hills(126, "#1a2430", [(80, 12)]),
            wolf(90, 136, 0.9, "#12171a"), wolf(180, 138, 1.1, "#0e1214", howl=True),
            wolf(250, 140, 0.8, "#12171a", flip=True))),
        "caveman": ("A caveman with a club before his cave", (
            sky(*DAY), cave_mouth(
                230, 134, 70, 36, "#7d746c"), ground(132, "#8a7a5a", 2, 65),
            f(120, 146, 108, "#7a5a3a", "high", "down", "skirt", "long_hair", (("mace", "r"),),
              accent="#9a7a4a"))),
        "sirens": ("The Sirens singing on their rock", (
            sky(*DUSK), sea(110, "#3a5a7a", seed=66), rock(150, 128, 160, 40, "#5a5550"),
            f(120, 104, 60, "#c9a088", "up", "down", "dress", "long_hair", (), accent="#e8c8a8"),
            f(176, 106, 56, "#c9a088", "chest", "out", "dress", "long_hair", (),
              accent="#e8c8a8"), sparkles(67, 150, 30, 60, "#f7e7a0", 6))),
        "harpy": ("A harpy swooping with outstretched talons", (
            sky(*DUSK), mountains(150, "#4a3a3a", [(60, 50, 60), (250, 60, 60)]),
            '<path d="M150,70 L80,30 L100,56 L60,52 L100,72 L150,80 L200,72 L240,52 L200,56 '
            'L220,30 Z" fill="#3a2a2a"/><circle cx="150" cy="64" r="9" fill="#c9a088"/>'
            '<path d="M144,80 l-4,16 M156,80 l4,16" stroke="#3a2a2a" stroke-width="3"/>')),
        "high-priest": ("A dark high priest raising his hands over an altar", (
            sky("#2a1a1e", "#5a3a3a"), floor(126, "#3a2a2a"),
            '<rect x="100" y="112" width="100" height="20" fill="#6a5a5a"/>',
            f(150, 118, 90, "#4a1a2a", "up", "up", "robe", "hood", (), accent="#7a2a3a"),
            flame(100, 112, 26), flame(200, 112, 26))),
        "ogre": ("A hulking ogre with a tree-trunk club", _road(
            f(150, 148, 130, "#6a7a4a", "high", "fwd", "tunic", "", (("mace", "r"),),
              accent="#8a6a4a"), back=("#9aa0a0", "#d8dcd8"), seed=68)),
        "giant": ("A giant striding over the hills, taller than the trees", (
            sky(*DAY), hills(130, "#7a9a5a", [(30, 10), (200, 14)]),
            f(150, 150, 150, "#5a5048", "fwd", "down", "tunic", "long_hair", (("mace", "r"),)),
            tree(60, 140, 40, "#4f7a3f"), tree(250, 140, 36, "#4f7a3f"),
            house(90, 142, 14, 10, "#e8d8b0", "#8a3a2a"))),
        "leviathan": ("The Leviathan rising from the deep sea", (
            sky("#2a3a4a", "#6a8aa8"), sea(90, "#1f3a50", seed=69),
            '<path d="M40,150 Q60,60 140,50 Q200,44 230,70 L260,60 L250,84 Q220,80 200,90 '
            'Q140,100 120,150 Z" fill="#2a4a3a"/><circle cx="216" cy="66" r="3" fill="#f3d27a"/>',
            *[f'<path d="M{x},{60 + (x - 80) // 4} l8,-14 l6,12" fill="#3a6a4a"/>'
              for x in (90, 110, 130, 150)], boat(270, 110, 0.7))),
        "behemoth": ("The Behemoth, beast of the land, shaking the earth", (
            sky("#6a5a4a", "#c9b89a"), ground(130, "#7a6a4a", 3, 70),
            '<path d="M40,130 Q40,70 110,64 L200,64 Q240,64 250,96 L270,100 L262,120 L240,112 '
            'L240,140 L220,140 L214,112 L120,112 L112,140 L90,140 L86,112 Q50,110 40,130 Z" '
            'fill="#4a3a2e"/><path d="M248,92 q16,-10 22,-30 M240,90 q8,-16 6,-32" '
            'stroke="#e9e4d6" stroke-width="4" fill="none"/>'
            '<circle cx="236" cy="86" r="2.5" fill="#c8361f"/>')),
        "village": ("A friendly village at rest", (
            sky(*DAY), ground(120, "#9dbb6e", 2, 71), house(80, 124, 40, 30, "#e8d8b0",
                                                             "#a8563a"),
            house(150, 126, 36, 26, "#d9c8a0", "#7a4a32"), house(220, 124, 40, 30, "#e8d8b0",
                                                                 "#9a4a32"),
            smoke(86, 70), smoke(226, 70), grass(150, "#7a9a4a", 72))),
        "old-road": ("A quiet old road winding between the fields", (
            sky(*DAY), hills(106, "#a8c07a", [(40, 10), (200, 12)]),
            '<path d="M110,150 Q150,130 140,116 Q130,104 170,98" stroke="#d9c49a" '
            'stroke-width="16" fill="none"/>', signpost(220, 128), bush(60, 130, 12, "#7a9a4a"))),
        "haunted-wood": ("A haunted wood of twisted trees and glowing eyes", (
            sky("#2a2a3a", "#5a5a6a"), ground(128, "#2a2a2a", 2, 73),
            *[dead_tree(x, 136, h, "#16161c") for x, h in ((40, 100), (120, 80), (200, 110),
                                                          (270, 90))],
            glow(150, 100, 1.5, "#e8f060", 0.4), glow(158, 100, 1.5, "#e8f060", 0.4),
            ghost(230, 120, 40))),
        "ruins": ("Treasure glinting among fallen ruins", (
            sky(*DUSK), ground(124, "#8a8060", 3, 74), broken_column(70, 126, 60, 14, "#c9c2b2"),
            broken_column(230, 126, 50, 14, "#c9c2b2"),
            obj_chest(150, 136,
                                                                                  0.9))),
        "abbey": ("An abbey where the monks tend the wounded", (
            sky(*DAY), ground(122, "#9dbb6e", 2, 75), church(170, 126, 1.3, "#cfc3a6",
                                                             "#5a4a3a"),
            f(70, 140, 60, "#6a4a2a", "fwd", "down", "robe", "hood", (("crook", "r"),)))),
        "desert": ("A dry desert under the blazing sun", (
            sky("#e9b870", "#f7e6b8"), glow(220, 36, 18, "#fff4c8", 0.2),
            hills(120, "#e3cf8f", [(20, 14), (170, 20)]), palm(60, 128, 60, "#5a7a3a"),
            hills(142, "#d9bf78", [(80, 14), (230, 12)]))),
        "tavern": ("A tavern with adventurers for hire around its table", (
            sky("#3a2a1e", "#6a4a2e"), floor(126, "#5a3a22"), table(150, 140, 160),
            f(90, 140, 70, "#2a1e18", "fwd", "down"), f(210, 140, 70, "#2a1e18", "fwd", "down",
                                                       flip=True),
            '<path d="M140,104 h10 v8 h-10 Z M160,104 h10 v8 h-10 Z" fill="#e0c27a"/>',
            arch_window(150, 30, 30, 40, "#f7c24a"))),
        "market-town": ("A market town with stalls and awnings", (
            sky(*DAY), ground(124, "#c9b48a", 2, 76), church(250, 126, 0.9, "#e3d6b8",
                                                             "#6a3a2a"),
            *[f'<rect x="{x}" y="96" width="44" height="28" fill="#8a6a4a"/>'
              f'<path d="M{x - 4},96 h52 l-6,-14 h-40 Z" fill="{c}"/>'
              for x, c in ((30, "#a8322a"), (100, "#3a6a9a"), (170, "#e0b43c"))],
            obj_coins(130, 140, 0.4))),
        "river-ford": ("A calm river ford with stepping stones", (
            sky(*DAY), ground(96, "#8aaa6a", 2, 77), sea(108, "#5f8fb8", seed=78),
            *[f'<ellipse cx="{x}" cy="{118 + (x % 3) * 6}" rx="12" ry="5" fill="#8a8078"/>'
              for x in (60, 110, 160, 210, 260)], reeds(20, 112, "#5a7a3a", 5))),
        "lake": ("A quiet lake among the trees", (
            sky(*DAY), hills(100, "#7a9a5a", [(40, 12), (200, 14)]),
            '<ellipse cx="150" cy="124" rx="140" ry="20" fill="#5f8fb8"/>',
            pine(30, 120, 50, "#3f6a3f"), pine(270, 118, 56, "#3f6a3f"),
            boat(150, 122, 0.8), reeds(220, 140, "#5a7a3a", 6))),
        "storm": ("A storm at sea: lightning and high waves", (
            sky("#2a2e36", "#5a6270"), cloud(80, 30, 120, "#3a3e46", 0.9),
            cloud(220, 24, 120, "#3a3e46", 0.9),
            '<path d="M170,30 L150,70 L166,70 L146,110 L186,60 L168,60 L186,30 Z" '
            'fill="#f7e7a0"/>', sea(100, "#2a3a4a", "#c9d8e8", seed=79),
            ship(80, 112, 0.6, "#3a2a1e", "#c9c0a8"))),
        "harbour": ("A harbour where sailors sign on", (
            sky(*DAY), sea(104, "#4f7fa8", seed=80),
            '<rect x="0" y="100" width="140" height="50" fill="#a89470"/>',
            house(40, 102, 34, 30, "#e8d8b0", "#a8563a"), ship(220, 116, 1.0, sails=2),
            f(110, 140, 40, "#2a4a6a", "fwd", "down", "tunic", "cap", (("rope", "r"),)))),
        "shipwreck": ("A wrecked ship on the rocks, its cargo spilled", (
            sky(*DUSK), sea(110, "#2f4a6e", seed=81), rock(200, 130, 120, 30, "#4a4540"),
            '<path d="M150,120 L230,100 L240,116 L170,130 Z" fill="#4a3220"/>'
            '<path d="M200,104 L186,40" stroke="#4a3220" stroke-width="3"/>'
            '<path d="M186,44 L160,60 L190,72 Z" fill="#c9c0a8"/>',
            obj_chest(90, 140,
                                                                                  0.6))),
        "toll-bridge": ("A toll bridge with its gatehouse over the river", (
            sky(*DAY), sea(110, "#5f8fb8", seed=82), ground(100, "#8aaa6a", 1, 83),
            bridge(60, 240, 112, "#9a8a7a"), tower(
                240, 104, 24, 46, "#8a7a6a", "#6a3a2a"),
            f(206, 96, 30, "#3a2a2a", "fwd", "down", "tunic", "helmet", (("spear", "r"),)))),
        "dagger": ("A dagger for sale on a merchant's cloth",
            _still(obj_sword(150, 130, 0.7, angle=-40))),
        "sword": ("A sword for sale on a merchant's cloth",
            _still(obj_sword(150, 146, 1.2, angle=-50))),
        "spear": ("A spear for sale on a merchant's cloth",
            _still(obj_spear(150, 150, 1.0, angle=-55))),
        "mace": ("A mace for sale on a merchant's cloth",
            _still(obj_mace(150, 146, 1.2, angle=-40))),
        "war-axe": ("A war axe for sale on a merchant's cloth",
            _still(obj_axe(150, 146, 1.3, angle=-35, double=True))),
        "gauntlets": ("A pair of steel gauntlets for sale on a merchant's cloth",
            _still(obj_gauntlets(150, 90, 1.3))),
        "helmet": ("A steel helmet for sale on a merchant's cloth",
            _still(obj_helmet(150, 100, 1.0))),
        "shield": ("A round shield with a cross for sale on a merchant's cloth",
            _still(obj_shield(150, 90, 1.5))),
        "chainmail": ("A shirt of chain mail for sale on a merchant's cloth",
            _still(obj_chainmail(150, 90, 1.4))),
        "crossing-paths": ("Another traveller blocks the road: swords drawn", _road(
            f(90, 146, 100, "#2a2226", "high", "fwd", "armour", "helmet",
              (("sword", "r"), ("shield", "l"))),
            f(210, 146, 100, "#4a2226", "high", "fwd", "tunic", "hood",
              (("axe", "r"),), flip=True), signpost(150, 140), back=DUSK, seed=84)),
        "ambush": ("An ambush from the bushes at the roadside", (
            sky(*DUSK), ground(126, "#5a6a3a", 2, 85),
            f(180, 146, 80, "#2a2226", "down", "down"),
            *[bush(x, 146, 26, "#3a5a2a") for x in (60, 110)],
            f(90, 110, 60, "#1a1a1a", "out", "fwd", "tunic", "hood", (("bow", "r"),)))),
    }


def _still(*parts: str) -> tuple[str, ...]:
    """An item on the merchant's cloth."""
    return (sky("#4a3a2a", "#7a5a3a"), '<ellipse cx="150" cy="150" rx="160" ry="30" '
                                       'fill="#6a2a2a"/>', *parts)


def pictures() -> dict[str, tuple[str, tuple[str, ...]]]:
    out = {f"adventurer-{k}": v for k, v in _adventurers().items()}
    out |= {f"quest-{k}": v for k, v in _quests().items()}
    out |= {f"item-{k}": v for k, v in _quest_items().items()}
    out |= {f"spell-{k}": v for k, v in _spells().items()}
    out |= {f"journey-{k}": v for k, v in _journey().items()}
    return out


def wire(folder: Path) -> int:
    path = folder / "journey-home.yaml"
    data = yaml.safe_load(path.read_text())
    stems = {}
    for family, prefix in (("adventurers", "adventurer"), ("quests", "quest"),
                           ("quest_items", "item"), ("spells", "spell"),
                           ("journey", "journey")):
        for card in data[family]:
            key = card.get("effect", card["id"]) if family == "spells" else card["id"]
            if family == "journey":
                key = card["id"].rsplit("-", 1)[0] if card["id"][-1].isdigit() else card["id"]
            stems[card["id"]] = f"art/{prefix}-{key}.svg"
    return wire_file(path, stems.get, at_end=True)
