"""Checked data kept across runs: what a loader made from files, remembered under a digest of
those files and of the code that read them, so a run whose files have not changed neither
parses YAML nor validates it (nor builds the validators, see the card models' defer_build).

An entry is named by the SHA-1 of: this format, the Python version, the caller's own
versions, and each source file's resolved path and bytes and each code file's bytes, in
order. A changed card file, a moved set or an edited model therefore makes another entry.
An entry is a pickle written whole (cachehome.write_whole: a part file renamed) into
cache_folder("data") (see cachehome), which only this user writes, as Python's own
bytecode caches; it is read warily: one that does not unpickle is ignored and written
again. HJKIT_CACHE_HOME=off keeps nothing; a folder that cannot be written keeps nothing.
Each kind keeps its KEEP most recently used entries: writing a new one removes the oldest.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import stat
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from .cachehome import cache_folder, prune, used, write_whole
from .yamlsource import MAX_BYTES

FORMAT = 1
"""Raised whenever what an entry holds, or how it is named, changes."""
KEEP = 16
"""Entries kept per kind (about 110 KB each for the shipped Heroes' Journey cards): enough
for a few sets and the versions of one being edited."""
T = TypeVar("T")


def remembered(kind: str, sources: Sequence[Path], code: Sequence[Path], versions: str,
               make: Callable[[], T], keep: Callable[[T], bool] = lambda value: True,
               still_true: Callable[[T], bool] = lambda value: True) -> T:
    """What make() returns for these source files, kept from an earlier run when it was
    made from the same sources by the same code. keep says whether a new value may be kept
    (a load with problems is not); still_true checks a kept value against what its digest
    does not cover (files it only looked at, e.g. that pictures exist) and, by failing on
    anything else, that it is what the caller keeps. code should name the caller's own file
    too, so that a caller keeping something else makes other entries."""
    where = cache_folder("data")
    if where is None:
        return make()
    try:
        entry = where / f"{kind}-{_digest(sources, code, versions)}.pickle"
    except OSError:  # a source not read here (missing, a pipe, too large): the loader
        # says what is wrong with it itself
        return make()
    try:
        value = pickle.loads(entry.read_bytes())
        if still_true(value):
            used(entry)
            return value
    except Exception:  # missing, damaged, naming code no longer there, or not what the
        pass           # caller keeps (still_true fails on it): made again
    value = make()
    if keep(value):
        if _write(entry, value):
            prune(where, f"{kind}-", ".pickle", KEEP)  # this kind's only
    return value


def checked_yaml(kind: str, sources: Sequence[Path], models: Sequence[Path],
                 make: Callable[[], T], keep: Callable[[T], bool] = lambda value: True,
                 still_true: Callable[[T], bool] = lambda value: True) -> T:
    """remembered() for data read from YAML by hjkit.kit.yamlsource and checked by the
    pydantic models (or dataclasses pydantic checks) defined in the files `models`: the
    digest also covers the YAML reader, the kit's loading steps (problems.py), PyYAML's
    version (its __init__.py) and pydantic's (pydantic/version.py, which names
    pydantic_core's version too), found without importing pydantic: a kept load needs
    none of it."""
    code = [*models, *module_files("hjkit.kit.problems"),
            *module_files("hjkit.kit.yamlsource", "hjkit.kit.yamlparse", "yaml"),
            module_files("pydantic")[0].parent / "version.py"]
    return remembered(kind, sources, code, "", make, keep, still_true)


def module_files(*names: str) -> list[Path]:
    """The files of these modules (a package's __init__.py), found without importing them:
    for a digest to cover a library's version, e.g. PyYAML's, whose __init__.py names it."""
    from importlib.util import find_spec

    found = []
    for name in names:
        spec = find_spec(name)
        if spec is None or spec.origin is None:
            raise ModuleNotFoundError(name)
        found.append(Path(spec.origin))
    return found


def _digest(sources: Sequence[Path], code: Sequence[Path], versions: str) -> str:
    digest = hashlib.sha1(f"{FORMAT}|{sys.version}|{versions}".encode())
    for path in sources:
        status = os.stat(path)
        if not stat.S_ISREG(status.st_mode) or status.st_size > MAX_BYTES:
            raise OSError(f"{path}: not a file the loader reads")  # a pipe would never end
        resolved = str(Path(path).resolve()).encode()
        data = Path(path).read_bytes()
        digest.update(b"|source|%d|%s|%d|" % (len(resolved), resolved, len(data)) + data)
    for path in code:
        data = Path(path).read_bytes()
        digest.update(b"|code|%d|" % len(data) + data)
    return digest.hexdigest()


def _write(entry: Path, value: object) -> bool:
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # something in it that pickle cannot hold: keep nothing
        return False
    return write_whole(entry, data)
