"""Writing what a command makes (pages, images) into the folder the user chose."""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path


def write_file(path: Path, data: bytes, error: type[Exception]) -> Path:
    """Write data to path, making its folder; a failure raises error, naming the file and
    what the system said (never a traceback for a full disk or a folder without rights)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    except OSError as failure:
        raise error(f"cannot write {path}: {failure.strerror}") from None
    return path


WINDOWS_RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)),
                              *(f"lpt{n}" for n in range(1, 10))})
"""Names Windows keeps for devices, whatever the extension: `nul.yaml` is no file there."""


def portable_stem(name: str) -> bool:
    """Whether a file named name (before its extension) can be made on every system."""
    return name.split(".", 1)[0].lower() not in WINDOWS_RESERVED


def replace_file(path: Path, data: bytes) -> None:
    """Put data at path in one step: written first to a temporary file of a fresh name in
    the same folder, created exclusively (a name planted there beforehand, a symlink among
    them, is never followed), then moved over path. OSError when it cannot."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}.saving")
    # O_EXCL: made here or not at all; the mode a plain write gives (umask applies)
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                     | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
