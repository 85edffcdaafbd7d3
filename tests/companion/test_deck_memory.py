"""Memory that comes back (issue 42, point 1): every deck file a phone opens is parsed, and
nothing of it stays once the answer is sent; a thousand 62 KB files leave the server's
memory where it was (the YAML reader once kept every node it had read, for the life of the
process)."""

from __future__ import annotations

import gc
import tracemalloc

BASE = "/decks/heroes-journey"
BIG_NAME = "x" * 62_000
"""A deck name far over its limit: the file is read whole, then refused (400) by name."""


def test_a_thousand_large_deck_files_opened_keep_the_server_s_memory_flat(client):
    body = {"name": "big.yaml", "text": f"deck:\n  id: big\n  name: {BIG_NAME}\n"}

    def opened() -> None:
        answer = client.raw.post(f"{BASE}/open", json=body)
        assert answer.status_code == 400
        assert answer.json["message"].startswith("file: big.yaml:"), answer.json

    for _ in range(20):  # what the first requests set up once (caches, pools) stays
        opened()
    tracemalloc.start()
    try:
        gc.collect()  # what is kept, not garbage the collector has yet to reach
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(1000):
            opened()
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    # flat: less than the text of 2 of the 1,000 files (each is 62 KB)
    assert grown < 2 * len(BIG_NAME), f"grew {grown:,} bytes over 1,000 files"
