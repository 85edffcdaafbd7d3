"""Memory that comes back (issue 42, point 1): every deck file a phone opens is parsed, and
nothing of it stays once the answer is sent; a thousand 62 KB files leave the server's
memory where it was (the YAML reader once kept every node it had read, for the life of the
process)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

BIG_NAME_LENGTH = 62_000
"""A deck name far over its limit: the file is read whole, then refused (400) by name."""

SERVER = textwrap.dedent("""
    import gc, json, sys, tracemalloc
    from hjkit.companion import create_app

    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{sys.argv[1]}/test.db",
                      "GAMES": ["heroes-journey"]})
    client = app.test_client()
    body = {"name": "big.yaml", "text": "deck:\\n  id: big\\n  name: " + "x" * %(length)d + "\\n"}

    def opened():
        answer = client.post("/decks/heroes-journey/open", json=body)
        assert answer.status_code == 400, answer.status_code
        assert answer.json["message"].startswith("file: big.yaml:"), answer.json

    for _ in range(20):  # what the first requests set up once (caches, pools) stays
        opened()
    tracemalloc.start()
    gc.collect()  # what is kept, not garbage the collector has yet to reach
    before = tracemalloc.get_traced_memory()[0]
    for _ in range(1000):
        opened()
    gc.collect()
    print(json.dumps(tracemalloc.get_traced_memory()[0] - before))
""") % {"length": BIG_NAME_LENGTH}
"""A server of its own process: what an earlier test's threads do meanwhile is not counted."""


def test_a_thousand_large_deck_files_opened_keep_the_server_s_memory_flat(tmp_path):
    done = subprocess.run([sys.executable, "-c", SERVER, str(tmp_path)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    grown = json.loads(done.stdout)
    # flat: less than the text of 2 of the 1,000 files (each is 62 KB)
    assert grown < 2 * BIG_NAME_LENGTH, f"grew {grown:,} bytes over 1,000 files"
