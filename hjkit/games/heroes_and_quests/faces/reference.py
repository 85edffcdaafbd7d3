"""The reference sheet: the Encounter table, the Random Minion Encounter table, the Random
Party Starting Location table, the XP tables and the terrain actions' costs, each read from
the engine's own tables so that the sheet says what the companion plays."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from hjkit.generator import fonts
from hjkit.generator.facekit import INVENTED_MEANING, draw_invented_mark
from hjkit.generator.layout import Size

from ..engine import quest, table, terrain
from ..model.content import MINION_TAGS, TERRAIN_ACTIONS
from ..model.library import RESPAWN_TABLE, Library
from .cards import INK, PAPER

REFERENCE = Size(width=180, height=250)
TITLE_PT, HEAD_PT, ROW_PT = 15.0, 10.0, 8.0
MARGIN = 10.0
Table = tuple[str, tuple[str, ...], tuple[tuple[str, ...], ...]]
"""A table: its title, its column heads and its rows."""
ENCOUNTER_NOTES = {"Lesser Minion": "Fight Value {lesser}, as on the Quest card",
                   "Minor Minion": "Fight Value {minor}, as on the Quest card",
                   "Greater Minion": "Fight Value {greater}, as on the Quest card",
                   "Trap": "Draw 1 Trap card and resolve it",
                   "Captive": "Gain 1 Hero", "Relic": "Gain 1 Relic", "Gold": "Gain 1 Gold",
                   "Nothing": "Nothing happens"}
XP_EARNED = {"trap": "Trap", "lesser": "Lesser Minion", "minor": "Minor Minion",
             "greater": "Greater Minion", "foe": "Final Foe"}


def tables(library: Library) -> tuple[Table, ...]:
    """The sheet's tables, from the engine's and the model's own tables."""
    encounters = tuple((str(n), e, ENCOUNTER_NOTES[e].format(**quest.FIGHT_VALUES))
                       for n, e in enumerate(quest.ENCOUNTERS, 1))
    minions = tuple((str(n), tag) for n, tag in enumerate(MINION_TAGS, 1))
    restart = tuple((str(n), library.tiles[kind].name if kind in library.tiles else kind)
                    for n, kind in enumerate(RESPAWN_TABLE, 1))
    earned = tuple((str(quest.XP[key]), name) for key, name in XP_EARNED.items())
    spent = ((str(table.REROLL_XP), "Reroll a target die roll you made"),
             (str(table.FIGHT_XP), "Fight +1 for one encounter"),
             (str(table.LEVEL_XP), "A hero gains 1 Level Token"))
    costs = tuple((action, f"{terrain.COSTS[action]} Gold" if action in terrain.COSTS
                   else "free") for action in TERRAIN_ACTIONS)
    return (("Encounter table (1D8)", ("1D8", "Encounter", "Notes"), encounters),
            ("Random Minion table (1D20)", ("1D20", "Type (tag)"), minions),
            ("Random Party Starting Location (1D6)", ("1D6", "Location"), restart),
            ("Earning XP", ("XP", "Encounter"), earned),
            ("Using XP", ("XP", "Use"), spent),
            ("Terrain actions", ("Action", "Cost"), costs))


def draw_reference(canvas: Canvas, library: Library) -> None:
    w, h = REFERENCE.width * mm, REFERENCE.height * mm
    canvas.setFillColorRGB(*PAPER)
    canvas.rect(0, 0, w, h, stroke=0, fill=1)
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.BOLD, TITLE_PT)
    canvas.drawString(MARGIN * mm, h - MARGIN * mm - TITLE_PT, "Heroes and Quests - reference")
    encounter, minion, restart, earned, spent, costs = tables(library)
    top = h - MARGIN * mm - TITLE_PT - 6 * mm
    left, right = MARGIN * mm, w / 2 + 4 * mm
    below = _table(canvas, encounter, left, top, (10 * mm, 30 * mm, 70 * mm))
    column_top = below - 5 * mm
    low = _table(canvas, minion, left, column_top, (12 * mm, 40 * mm))
    low = min(low, _table(canvas, costs, right, column_top, (25 * mm, 20 * mm)))
    below = low - 5 * mm
    low = _table(canvas, restart, left, below, (12 * mm, 40 * mm))
    under = _table(canvas, earned, right, below, (10 * mm, 40 * mm))
    _table(canvas, spent, right, under - 5 * mm, (10 * mm, 60 * mm))
    draw_invented_mark(canvas, MARGIN * mm, MARGIN * mm, 3 * mm)
    canvas.setFillColorRGB(*INK)
    canvas.setFont(fonts.REGULAR, ROW_PT)
    canvas.drawString(MARGIN * mm + 4.5 * mm, MARGIN * mm + 0.6 * mm,
                      f"on a card or tile: {INVENTED_MEANING} (every card and tile of the "
                      "starter set)")


def _table(canvas: Canvas, table_: Table, x: float, top: float,
           columns: tuple[float, ...]) -> float:
    """Draw a table from top down; return where it ends."""
    title, heads, rows = table_
    canvas.setFont(fonts.BOLD, HEAD_PT)
    y = top - HEAD_PT
    canvas.drawString(x, y, title)
    y -= ROW_PT * 1.6
    for font, cells in ((fonts.BOLD, heads), *((fonts.REGULAR, r) for r in rows)):
        canvas.setFont(font, ROW_PT)
        offset = 0.0
        for cell, width in zip(cells, columns, strict=False):
            canvas.drawString(x + offset, y, cell)
            offset += width
        y -= ROW_PT * 1.3
    return y
