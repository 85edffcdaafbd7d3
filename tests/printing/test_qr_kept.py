"""Encoded QR codes kept across runs (qr.py): the same code comes back without importing
zxing-cpp; a damaged or foreign entry is encoded again; HJKIT_CACHE_HOME=off keeps nothing."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hjkit.kit.cachehome import cache_folder
from hjkit.printing import qr

URL = "http://10.0.0.2:8000/c/kaa"


@pytest.fixture
def kept(tmp_path, monkeypatch):
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(tmp_path / "cache"))
    qr.encode.cache_clear()
    yield tmp_path / "cache" / "qr"
    qr.encode.cache_clear()


def test_a_kept_code_is_the_code_and_a_new_process_does_not_import_zxing(kept):
    code = qr.encode(URL)
    assert code == qr._encoded(URL)
    assert len(list(kept.glob("*.json"))) == 1
    script = ("import json, sys; from hjkit.printing.qr import encode; "
              f"c = encode({URL!r}); "
              "print(json.dumps([c.modules, c.level, c.path, 'zxingcpp' in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=60)
    assert json.loads(done.stdout) == [code.modules, code.level, code.path, False]


@pytest.mark.parametrize("content", [b"", b"{not json", b"[1, 2]", b'[21, "Q", "0 0 1 1 re "]',
                                     b'[500, "M", ""]', b'[25.0, "M", ""]', b'["25", "M", ""]'])
def test_a_damaged_entry_is_encoded_again_and_rewritten(kept, content):
    code = qr.encode(URL)
    [entry] = kept.glob("*.json")
    entry.write_bytes(content)
    qr.encode.cache_clear()
    assert qr.encode(URL) == code
    assert json.loads(entry.read_bytes()) == [code.modules, code.level, code.path]


def test_each_address_has_its_own_entry(kept):
    first, second = qr.encode(URL), qr.encode(URL + "x")
    assert first != second and len(list(kept.glob("*.json"))) == 2


def test_clear_cache_forgets_kept_codes_too(kept):
    qr.encode(URL)
    qr.clear_cache()
    assert not list(kept.glob("*.json"))


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("HJKIT_CACHE_HOME", "off")
    qr.encode.cache_clear()
    assert qr.encode(URL) == qr._encoded(URL)
    assert cache_folder("qr") is None
    qr.encode.cache_clear()


def test_a_folder_that_cannot_be_written_keeps_nothing_and_still_encodes(tmp_path,
                                                                         monkeypatch):
    (tmp_path / "cache").write_text("a file where the folder would be")
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(tmp_path / "cache"))
    qr.encode.cache_clear()
    assert qr.encode(URL) == qr._encoded(URL)
    qr.encode.cache_clear()
