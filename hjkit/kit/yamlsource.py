"""Read YAML safely and remember the line of every value, so errors can name it.

Refuses files over MAX_BYTES or nested deeper than MAX_DEPTH, anchors and aliases (the
"billion laughs" bomb needs them), duplicate keys and non-string keys. Everything else is
plain safe YAML.
"""

from __future__ import annotations

import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

MAX_BYTES = 1_000_000
MAX_DEPTH = 64
"""The deepest a file's lists and mappings may nest (a card file needs a handful)."""

Location = tuple[str | int, ...]


@dataclass(frozen=True)
class DataProblem:
    """Malformed data: the file, line and field at fault, and what is wrong."""

    path: Path
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f" [{self.field}]" if self.field else ""
        return f"{self.path}:{self.line}:{where} {self.message}"


class YamlError(ValueError):
    """A YAML file that cannot be read; carries the file and line."""

    def __init__(self, path: Path, line: int, message: str):
        super().__init__(f"{path}:{line}: {message}")
        self.path = path
        self.line = line
        self.message = message


@dataclass(frozen=True)
class Document:
    """A parsed YAML document and the line (1-based) of each location in it."""

    path: Path
    data: Any
    lines: dict[Location, int]

    def line_of(self, location: Location) -> int:
        """The line of the deepest known location on the way to this one."""
        for cut in range(len(location), -1, -1):
            line = self.lines.get(tuple(location[:cut]))
            if line is not None:
                return line
        return 1


def read_yaml(path: Path) -> Document:
    """Load one YAML file, raising YamlError on anything unsafe or malformed."""
    try:
        status = path.stat()
    except OSError as error:
        raise YamlError(path, 1, f"cannot read file: {error.strerror}") from None
    if not stat.S_ISREG(status.st_mode):  # a folder, or a pipe that would never end
        kind = "a folder" if stat.S_ISDIR(status.st_mode) else "a pipe or a device"
        raise YamlError(path, 1, f"is {kind}, not a YAML file")
    if status.st_size > MAX_BYTES:
        raise YamlError(path, 1, f"file is {status.st_size:,} bytes; the limit is "
                                 f"{MAX_BYTES:,}")
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise YamlError(path, 1, f"cannot read file: {error.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise YamlError(path, raw.count(b"\n", 0, error.start) + 1,
                        f"not UTF-8 text: byte 0x{raw[error.start]:02x} ({error.reason})"
                        ) from None
    node = _compose(path, text)
    if node is None:
        raise YamlError(path, 1, "file is empty")
    lines: dict[Location, int] = {}
    # A loader for this file alone: a loader keeps every node it constructs (and through
    # it the file's text) until it is dropped, so one kept for the process grows with
    # every file read (a server reading decks sent from phones, without bound).
    loader = yaml.SafeLoader("")
    try:
        data = _convert(node, (), lines, path, loader)
    finally:
        loader.dispose()  # its parser's state refers back to it: freed now, not by gc
    return Document(path=path, data=data, lines=lines)


# libyaml's parser when PyYAML was built with it: the same events and nodes, several times
# faster than the pure-Python one.
_PARSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _compose(path: Path, text: str) -> yaml.Node | None:
    """The file's node tree (None for an empty file), refusing anchors and aliases."""
    try:
        # Read the whole stream first, so that an anchor or alias is refused where it
        # stands, before composing could trip over it (or over a second document).
        depth = 0
        for event in yaml.parse(text, Loader=_PARSER):
            anchor = getattr(event, "anchor", None)
            if isinstance(event, yaml.AliasEvent) or anchor:
                raise YamlError(path, event.start_mark.line + 1,
                                "YAML anchors and aliases are not allowed")
            # composing and converting recurse once per level: a few hundred levels in a
            # 1 KB file reached Python's recursion limit
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    raise YamlError(path, event.start_mark.line + 1,
                                    f"nested more than {MAX_DEPTH} levels deep")
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
        node = yaml.compose(text, Loader=_PARSER)
    except yaml.reader.ReaderError as error:
        line = text.count("\n", 0, error.position) + 1
        raise YamlError(path, line, f"character U+{error.character:04X} is not allowed in "
                                    f"YAML (control characters and NUL)") from None
    except yaml.MarkedYAMLError as error:
        # An unterminated string or bracket is found at the end of the file; the place to
        # fix is where it opened.
        opened = "end of stream" in (error.problem or "") and error.context_mark
        mark = error.context_mark if opened else (error.problem_mark or error.context_mark)
        line = mark.line + 1 if mark else 1
        column = f" at column {mark.column + 1}" if mark else ""
        where = ""
        if error.context and error.context_mark:
            where = f" ({error.context} from line {error.context_mark.line + 1})"
        raise YamlError(path, line, f"YAML syntax error{column}: {error.problem}{where}"
                        ) from None
    return node


def _convert(node: yaml.Node, where: Location, lines: dict[Location, int], path: Path,
             loader: yaml.SafeLoader) -> Any:
    lines[where] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_scalar(key_node) if isinstance(
                key_node, yaml.ScalarNode) else None
            if not isinstance(key, str) or key_node.tag != "tag:yaml.org,2002:str":
                raise YamlError(path, key_node.start_mark.line + 1, "keys must be plain names")
            if key in result:
                raise YamlError(path, key_node.start_mark.line + 1, f"duplicate key {key!r}")
            result[key] = _convert(value_node, (*where, key), lines, path, loader)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_convert(item, (*where, i), lines, path, loader)
                for i, item in enumerate(node.value)]
    try:
        return loader.construct_object(node, deep=True)
    except yaml.constructor.ConstructorError as error:
        raise YamlError(path, node.start_mark.line + 1, str(error.problem)) from None
