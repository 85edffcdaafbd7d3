"""Write a card's `art:` entry into its YAML file, keeping every other line as it is.

Entries are either flow mappings on one line (`  - {id: x, name: X, ...}`), which get
`art: ...` after their id (or, with at_end, before their closing brace), or block
mappings (`  - id: x` and indented keys), which get an `art:` line after their id line.
An existing art entry is replaced, so running the tool again changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

FLOW = re.compile(r"^(?P<head>\s*- \{id: (?P<id>[a-z0-9-]+),)(?: art: (?:\{[^}]*\}|[^,}]+),)?"
                  r"(?P<tail>.*)$")
FLOW_END = re.compile(r"^(?P<head>\s*- \{id: (?P<id>[a-z0-9-]+),.*?)(?:, art: [^,{}]+)?\}"
                      r"(?P<tail>\s*)$")
BLOCK = re.compile(r"^(?P<indent>\s*)- id: (?P<id>[a-z0-9-]+)\s*$")


def wire(path: Path, art_of: Callable[[str], str | None], at_end: bool = False) -> int:
    """Set art_of(id) as the art of every entry of the file it names; returns how many.
    at_end: flow entries get it last, keeping their opening as it was (what other files'
    tests and edits look for)."""
    lines = path.read_text().splitlines()
    out: list[str] = []
    done = 0
    skip_art_at = None
    for line in lines:
        if skip_art_at is not None and line.startswith(skip_art_at + "art:"):
            continue  # the block entry's old art line, replaced below its id
        skip_art_at = None
        flow, block = (FLOW_END if at_end else FLOW).match(line), BLOCK.match(line)
        if flow and art_of(flow["id"]):
            if at_end:
                out.append(f"{flow['head']}, art: {art_of(flow['id'])}}}{flow['tail']}")
            else:
                out.append(f"{flow['head']} art: {art_of(flow['id'])},{flow['tail']}")
            done += 1
            continue
        out.append(line)
        if block and art_of(block["id"]):
            key_indent = block["indent"] + "  "
            out.append(f"{key_indent}art: {art_of(block['id'])}")
            skip_art_at = key_indent
            done += 1
    path.write_text("\n".join(out) + "\n")
    return done
