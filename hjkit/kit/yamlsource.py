"""Read YAML safely and remember the line of every value, so errors can name it.

Refuses files over MAX_BYTES, anchors and aliases (the "billion laughs" bomb needs them),
duplicate keys and non-string keys. Everything else is plain safe YAML.
"""

from __future__ import annotations

import stat
from collections import namedtuple
from pathlib import Path

MAX_BYTES = 1_000_000

Location = tuple[str | int, ...]


# DataProblem and Document are named tuples: made at import in a tenth of a frozen
# dataclass's time, which every command that reads data pays.
class DataProblem(namedtuple("DataProblem", "path line field message")):
    """Malformed data: the file (a Path), line and field at fault, and what is wrong."""

    __slots__ = ()

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


class Document(namedtuple("Document", "path data lines")):
    """A parsed YAML document (path, data) and the line (1-based) of each location in it
    (lines, a dict by Location)."""

    __slots__ = ()

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
    from . import yamlparse  # PyYAML is imported by the first file read, not before

    node = yamlparse.compose(path, text)
    if node is None:
        raise YamlError(path, 1, "file is empty")
    lines: dict[Location, int] = {}
    data = yamlparse.convert(node, (), lines, path)
    return Document(path=path, data=data, lines=lines)
