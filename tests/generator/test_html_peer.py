"""The generator benchmark's peer (benchmarks/html_peer.py) runs as a process, as its user
would run it, and prints each deck's book and atlas through Chromium: the process the
benchmark times against `hjkit build`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

PEER = Path(__file__).resolve().parents[2] / "benchmarks" / "html_peer.py"
CHROMIUM = Path("/usr/bin/chromium")


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's chromium is not installed")
def test_the_peer_prints_the_intro_pack_as_a_process_of_its_own(tmp_path):
    intro = SHIPPED_CARDS / "intro-pack"
    done = subprocess.run([sys.executable, str(PEER), str(intro), "--out", str(tmp_path),
                           "--base-url", "http://192.168.1.20:8000"],
                          capture_output=True, text=True, timeout=120, check=True)
    library, problems = load([intro])
    assert not problems
    (deck,) = library.decks.values()
    faces = (len(deck.file.starting_party) + sum(deck.file.book.values())
             + len(deck.file.atlas))
    assert done.stdout.strip() == f"{faces} card faces printed to {tmp_path}"
    for part in ("book", "atlas"):
        pages = len(PdfReader(tmp_path / f"{deck.id}-{part}.pdf").pages)
        assert pages >= 2 and pages % 2 == 0  # each sheet of faces, then its backs
