"""The OpenAPI document and the server agree: schemathesis runs every check (examples,
coverage, fuzzing and the stateful phase, which follows the document's links from a
created table) against a live `hjkit serve`, and finds nothing. The event stream is left
out (it answers until SSE_MAX_AGE); test_stream checks its messages against the
document's StreamMessage. The long version: more examples, e.g. -n 500."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hjkit.kit.game import NOT_BLANK, REFUSED_TEXT

from .test_serve import Server, free_port

CONFIG = Path(__file__).with_name("schemathesis.toml")
EXAMPLES = 15


def test_the_name_pattern_is_what_the_games_strip_and_the_server_stores():
    pattern, refused = re.compile(NOT_BLANK), re.compile(REFUSED_TEXT)
    for c in range(0x10000):
        assert (pattern.search(chr(c)) is None) == chr(c).isspace(), hex(c)
        assert (refused.search(chr(c)) is None) == (c != 0 and not 0xD800 <= c <= 0xDFFF)


@pytest.mark.skipif(shutil.which("st", path=str(Path(sys.executable).parent)) is None,
                    reason="schemathesis is not installed (pip install -e '.[test]')")
def test_schemathesis_finds_nothing_against_a_live_server(tmp_path):
    server = Server(tmp_path / "st.sqlite3", free_port())
    url = f"http://127.0.0.1:{server.port}"
    try:
        run = subprocess.run(
            [str(Path(sys.executable).parent / "st"), "--config-file", str(CONFIG), "run",
             f"{url}/api/openapi.json", "--url", url, "--checks", "all",
             "-n", str(EXAMPLES), "-w", "1", "--seed", "15", "--request-timeout", "10",
             "--exclude-path", "/api/tables/{table_id}/events",
             # the document refuses NUL and lone surrogates in any string, as the API does
             # (400); schemathesis filters on the document's `not` but is told it too, so
             # it generates text the server takes
             "--generation-allow-x00", "false", "--generation-codec", "utf-8"],
            capture_output=True, text=True, timeout=600, cwd=tmp_path)
    finally:
        server.stop()
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
