"""Writing what a command makes (pages, images) into the folder the user chose."""

from __future__ import annotations

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
