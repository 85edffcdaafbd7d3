"""Game text set in a box: bold phase labels each starting a line, typographic quotes, word
wrap, and shrink-to-fit.

Text starts at the layout's largest size and shrinks in quarter points until it fits; if it
does not fit at the smallest readable size, TextOverflow names the card. Nothing is ever
drawn outside its box.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from . import fonts

STEP = 0.25
LEADING = 1.18
PARAGRAPH_GAP = 0.35

_PHASE = (r"(?:Campaign|Adversary|Ranged|Maneuver|Barrage|Assignment|Skirmish|Melee|Regroup"
          r"|Response|To Play|To Complete Quest|Action)")
LABEL = re.compile(rf"(?<![\w*])({_PHASE}(?:(?: or |, | and |/){_PHASE})*:)")
"""A phase label such as 'Skirmish:', 'Maneuver or Skirmish:', 'To Play:', 'Response:'."""
STRONG = re.compile(r"\*\*(.+?)\*\*")
_OPENS = re.compile(r"(^|[\s(\[\u2014\u2018\u201c])([\"'])")
"""A quote that opens: at the start, or after a space, bracket, dash or opening quote."""
_CURLY = {('"', True): "\u201c", ('"', False): "\u201d", ("'", True): "\u2018",
          ("'", False): "\u2019"}


def typographic(text: str) -> str:
    """Straight quotes and apostrophes made typographic: \u201cquote\u201d, \u2018quote\u2019,
    Man\u2019s."""
    text = _OPENS.sub(lambda m: m.group(1) + _CURLY[(m.group(2), True)], text)
    text = _OPENS.sub(lambda m: m.group(1) + _CURLY[(m.group(2), True)], text)  # "'nested
    return text.replace('"', _CURLY[('"', False)]).replace("'", _CURLY[("'", False)])


class TextOverflow(ValueError):
    """Text that does not fit its box even at the smallest readable size."""


@dataclass(frozen=True)
class Run:
    """A stretch of text in one font."""

    text: str
    font: str


@dataclass(frozen=True)
class Paragraph:
    """Runs, centred or not."""

    runs: tuple[Run, ...]
    centred: bool = False


@dataclass(frozen=True)
class Fitted:
    """Text laid out at a size, in points."""

    size: float
    lines: tuple
    """Each line's (indent, pieces) from the box, each piece (offset, text, font)."""
    height: float
    """What the lines take."""


def game_text(text: str, regular: str = fonts.REGULAR, bold: str = fonts.BOLD,
              centred: bool = False) -> list[Paragraph]:
    """Paragraphs of game text (one per line of the source, and one from each label on)
    with labels in bold."""
    paragraphs = []
    lines = LABEL.sub(lambda m: "\n" + m.group(1), typographic(text))
    for source in lines.splitlines():
        source = source.strip()
        if not source:
            continue
        runs: list[Run] = []
        for index, part in enumerate(STRONG.split(source)):
            if index % 2:
                runs.append(Run(part, bold))
                continue
            for sub, piece in enumerate(LABEL.split(part)):
                if piece:
                    runs.append(Run(piece, bold if sub % 2 else regular))
        paragraphs.append(Paragraph(tuple(runs), centred))
    return paragraphs


def plain(text: str, font: str, centred: bool = False) -> list[Paragraph]:
    """Paragraphs in a single font, e.g. flavour text in italic."""
    return [Paragraph((Run(typographic(line.strip()), font),), centred)
            for line in text.splitlines() if line.strip()]


def fit(paragraphs: list[Paragraph], width: float, height: float, largest: float,
        smallest: float, what: str) -> Fitted:
    """The largest layout, stepping down from largest, that fits width x height points."""
    fonts.register()
    measured = [(p.centred, _measured(p)) for p in paragraphs]
    words = [sum(unit for unit, _ in words) for _, words in measured]
    sizes = [size for size in _sizes(largest, smallest)
             if _least_height(words, width, size) <= height + 1e-6]
    best = _fitting(measured, width, height, sizes[0]) if sizes else None
    if best is not None:  # most text fits at the largest size it might fit at
        return best
    low, high = 1, len(sizes) - 1
    while low <= high:  # sizes run largest first; find the first that fits
        middle = (low + high) // 2
        laid = _fitting(measured, width, height, sizes[middle])
        if laid is not None:
            best, high = laid, middle - 1
        else:
            low = middle + 1
    if best is None:
        raise TextOverflow(f"{what}: text does not fit its box even at {smallest:g} pt; "
                           "shorten it")
    return best


def draw(canvas: Canvas, fitted: Fitted, x: float, top: float, width: float) -> None:
    """Draw fitted text with its first baseline just below top.

    The text is written as one text object of PDF operators, as reportlab's text object
    writes it for the embedded TrueType fonts (a subset's name, Tf, each piece placed by Tm)
    but without its bookkeeping calls, which cost more than the text.
    """
    document = canvas._doc
    size = fp_str(fitted.size)
    ops = ["BT"]
    current = None
    baseline = top - fitted.size
    leading = fitted.size * LEADING
    for indent, pieces in fitted.lines:
        if not pieces:
            baseline -= fitted.size * PARAGRAPH_GAP
            continue
        for offset, piece, name in pieces:
            font = pdfmetrics.getFont(name)
            ops.append(f"1 0 0 1 {fp_str(x + indent + offset, baseline)} Tm")
            for subset, chunk in font.splitString(piece, document):
                subset_name = font.getSubsetInternalName(subset, document)
                if subset_name != current:
                    ops.append(f"{subset_name} {size} Tf")
                    current = subset_name
                ops.append(f"({escapePDF(chunk)}) Tj")
        baseline -= leading
    ops.append("ET")
    canvas.addLiteral(" ".join(ops))


def _sizes(largest: float, smallest: float) -> list[float]:
    sizes = []
    size = largest
    while size >= smallest - 1e-9:
        sizes.append(round(size, 2))
        size -= STEP
    return sizes or [smallest]


def _words(paragraph: Paragraph) -> list[list[tuple[str, str]]]:
    """Words as lists of (text, font) pieces; a word may change font mid-way."""
    words: list[list[tuple[str, str]]] = []
    joined = True
    for run in paragraph.runs:
        parts = run.text.split(" ")
        for index, part in enumerate(parts):
            if index > 0:
                joined = False
            if not part:
                continue
            if joined and words:
                words[-1].append((part, run.font))
            else:
                words.append([(part, run.font)])
            joined = True
        joined = not run.text.endswith(" ")
    return words


Measured = list[tuple[float, list[tuple[str, str, float]]]]
"""A paragraph's words, each its width at 1 pt and its (text, font, width at 1 pt) pieces."""


def _measured(paragraph: Paragraph) -> Measured:
    """The paragraph's words with their widths at 1 pt: a width at any size is that times
    the size, so fitting measures each word once rather than once a size."""
    words = []
    for word in _words(paragraph):
        pieces = [(text, font, fonts.unit_width(text, font)) for text, font in word]
        words.append((sum(unit for _, _, unit in pieces), pieces))
    return words


def _least_height(words: list[float], width: float, size: float) -> float:
    """A floor on the height of text at size: every line holds at most width of words, so
    a paragraph whose words are W wide at 1 pt takes at least W * size / width lines. Sizes
    whose floor exceeds the box are not tried."""
    lines = sum(math.ceil(unit * size / width - 1e-9) for unit in words)
    return lines * size * LEADING + (len(words) - 1) * size * PARAGRAPH_GAP


def _fitting(paragraphs: list[tuple[bool, Measured]], width: float, height: float,
             size: float) -> Fitted | None:
    laid = _lay_out(paragraphs, width, size)
    return laid if laid is not None and laid.height <= height + 1e-6 else None


def _lay_out(paragraphs: list[tuple[bool, Measured]], width: float,
             size: float) -> Fitted | None:
    lines: list[tuple[float, tuple[tuple[float, str, str], ...]]] = []
    height = 0.0
    for number, (centred, words) in enumerate(paragraphs):
        if number:
            lines.append((0.0, ()))
            height += size * PARAGRAPH_GAP
        current: list[tuple[float, str, str]] = []
        cursor = 0.0
        for unit_width, word in words:
            word_width = unit_width * size
            if word_width > width:
                return None
            space = fonts.unit_width(" ", current[-1][2]) * size if current else 0.0
            if current and cursor + space + word_width > width:
                lines.append(_finish(current, cursor, width, centred))
                height += size * LEADING
                current, space, cursor = [], 0.0, 0.0
            offset = cursor + space
            for index, (text, font, unit) in enumerate(word):
                if current and current[-1][2] == font and (index > 0 or space):
                    start, before, _ = current[-1]
                    current[-1] = (start, before + (" " if index == 0 else "") + text, font)
                else:
                    current.append((offset, text, font))
                offset += unit * size
            cursor = offset
        if current:
            lines.append(_finish(current, cursor, width, centred))
            height += size * LEADING
    return Fitted(size, tuple(lines), height)


def _finish(pieces: list[tuple[float, str, str]], used: float, width: float,
            centred: bool) -> tuple[float, tuple[tuple[float, str, str], ...]]:
    return ((width - used) / 2 if centred else 0.0), tuple(pieces)
