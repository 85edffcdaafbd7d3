"""SVG pictures recorded as PDF drawing operators, kept across runs: a build whose pictures
have not changed neither parses them nor imports their reader.

An entry is named by a digest of the SVG file's bytes, of the reader that recorded it (our
own flat-colour reader, flatsvg, or svglib, each with its version), of reportlab's version
and of this format, so a changed picture, or a new reader, is recorded afresh, and the two
readers' recordings never stand in for each other (an entry also names its reader). It is
written whole (a temporary file renamed into place) and read warily: an entry that cannot
be read, or does not hold what an entry holds, is ignored and written again. The folder is
$HJKIT_CACHE_HOME, else $XDG_CACHE_HOME/hjkit, else ~/.cache/hjkit, under `art/`, which
keeps its KEEP most recently used entries (the first recording a run saves prunes it);
HJKIT_CACHE_HOME=off keeps nothing, and a folder that cannot be written keeps nothing.
A process lists the folder once and looks only for the entries listed or kept since (an
entry another process keeps meanwhile is not seen: its picture is recorded again).
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path
from typing import NamedTuple

import reportlab

from hjkit.kit.cachehome import cache_folder, prune, used, write_whole

FORMAT = 2
"""Raised whenever what an entry holds, or what it means, changes."""
FLAT_READER = "hjkit-flat-1"
"""Names our flat-colour reader (flatsvg) and its version in entries: raised whenever what it
draws changes."""
KEEP = 1024
"""Entries kept (a few KB each): every picture of several sets, and the versions of the
ones being drawn."""


# A NamedTuple: creating a frozen dataclass costs every build about 0.6 ms.
class Recording(NamedTuple):
    """An SVG picture as PDF content: drawn at the origin, in points."""

    width: float
    height: float
    code: tuple[str, ...]
    """Content stream lines, in order."""
    states: tuple[tuple[str, object, str], ...]
    """The graphics states the lines set by name: (attribute, PDF value, name), named from
    the first as a fresh form names them."""


def folder() -> Path | None:
    """Where entries are kept; None when caching is off."""
    return cache_folder("art")


def entry_name(svg: bytes, reader: str) -> str:
    """The entry's file name for an SVG file's bytes recorded by reader (FLAT_READER or
    svglib_reader())."""
    digest = hashlib.sha1(svg)
    digest.update(f"|{reader}|{reportlab.Version}|{FORMAT}".encode())
    return digest.hexdigest() + ".json"


def load(svg: bytes, reader: str) -> Recording | None:
    """The recording reader made of these bytes, if one is kept and whole."""
    where = folder()
    if where is None:
        return None
    path = where / entry_name(svg, reader)
    if not path.is_file():  # a first build's pictures: a stat each, not a failing open
        return None
    try:
        entry = json.loads(path.read_text("utf-8"))
        if entry["reader"] != reader:
            return None
        recording = Recording(
            float(entry["width"]), float(entry["height"]), tuple(entry["code"]),
            tuple((attribute, value, name) for attribute, value, name in entry["states"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not all(isinstance(line, str) for line in recording.code):
        return None
    if not all(isinstance(a, str) and isinstance(n, str) and isinstance(v, int | float | str)
               for a, v, n in recording.states):
        return None
    used(path)
    return recording


def save(svg: bytes, reader: str, recording: Recording) -> None:
    """Keep the recording reader made of these bytes; a folder that cannot be written keeps
    nothing."""
    where = folder()
    if where is None:
        return
    entry = {"format": FORMAT, "reader": reader, "width": recording.width,
             "height": recording.height, "code": list(recording.code),
             "states": [list(s) for s in recording.states]}
    name = entry_name(svg, reader)
    if write_whole(where / name, json.dumps(entry).encode()):
        _prune_once(where)


@cache
def _prune_once(where: Path) -> None:
    """Prune once per run and folder: listing the folder for each of a first build's
    pictures would cost more than recording them."""
    prune(where, "", ".json", KEEP)


@cache
def svglib_reader() -> str:
    """svglib and its version, as entries name the reader."""
    from importlib import metadata  # only when svglib reads a picture: a costly import

    try:
        return "svglib-" + metadata.version("svglib")
    except metadata.PackageNotFoundError:
        return "svglib-none"
