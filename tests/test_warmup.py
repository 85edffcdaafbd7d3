"""hjkit.kit.warmup: a build's caches filled by a forked child while the build imports the
PDF engine, silently, and only where something is kept and no other thread runs."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from hjkit.games.heroes_journey.model.files import SHIPPED_CARDS
from hjkit.kit.warmup import in_background

INTRO = SHIPPED_CARDS / "intro-pack"
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")


def _run(script: str, tmp_path: Path, cache: str | None = None) -> subprocess.CompletedProcess:
    """script in a new Python, where no other thread runs (a test session may keep
    server threads, and then nothing is forked in it)."""
    env = {**os.environ, "HJKIT_CACHE_HOME": cache or str(tmp_path / "cache")}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(script)], capture_output=True,
                          text=True, timeout=120, env=env, cwd=tmp_path, check=True)


def test_the_work_runs_in_another_process_and_is_done_once_waited_for(tmp_path):
    done = _run("""
        import os
        from pathlib import Path
        from hjkit.kit.warmup import in_background
        child = in_background(lambda ready: Path("done").write_text(str(os.getpid())))
        child.wait()
        child.wait()  # waiting twice is harmless
        print(int(Path("done").read_text()) != os.getpid())
        """, tmp_path)
    assert done.stdout.strip() == "True"


def test_ready_returns_once_the_child_says_so_before_it_ends(tmp_path):
    done = _run("""
        import time
        from pathlib import Path
        from hjkit.kit.warmup import in_background
        def work(ready):
            Path("first").write_text("kept")
            ready()
            time.sleep(0.3)
            Path("second").write_text("kept")
        child = in_background(work)
        child.ready()
        print(Path("first").exists(), Path("second").exists())
        child.wait()
        print(Path("second").exists())
        """, tmp_path)
    assert done.stdout.split() == ["True", "False", "True"]


def test_ready_returns_when_the_child_fails_before_saying_so(tmp_path):
    done = _run("""
        from hjkit.kit.warmup import in_background
        def work(ready):
            raise RuntimeError("no cards")
        child = in_background(work)
        child.ready()  # does not hang
        child.wait()
        print("went on")
        """, tmp_path)
    assert done.stdout.strip() == "went on"


def test_nothing_is_forked_where_nothing_is_kept(tmp_path):
    done = _run("""
        import os
        from pathlib import Path
        from hjkit.kit.warmup import in_background
        in_background(lambda ready: Path("done").write_text("forked")).wait()
        print(Path("done").exists())
        """, tmp_path, cache="off")
    assert done.stdout.strip() == "False"


def test_nothing_is_forked_while_another_thread_runs(tmp_path):
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        target = tmp_path / "done"
        in_background(lambda ready: target.write_text("forked")).wait()
        assert not target.exists()
    finally:
        release.set()
        other.join()


def test_the_childs_output_and_failure_reach_nobody(tmp_path):
    done = _run("""
        import sys
        from pathlib import Path
        from hjkit.kit.warmup import in_background
        def noisy(ready):
            Path("ran").write_text("yes")
            print("from the child")
            print("an error", file=sys.stderr)
            raise RuntimeError("the build will say it")
        in_background(noisy).wait()
        """, tmp_path)
    assert (tmp_path / "ran").exists()  # it did run, in a child
    assert (done.stdout, done.stderr) == ("", "")


def _build(out: Path, cache: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "HJKIT_CACHE_HOME": cache}
    return subprocess.run([sys.executable, "-m", "hjkit", "build", str(INTRO), "--out",
                           str(out)], capture_output=True, text=True, timeout=120, env=env,
                          check=True)


def test_a_first_build_warmed_up_prints_what_a_build_keeping_nothing_prints(tmp_path):
    _build(tmp_path / "warmed", str(tmp_path / "cache"))
    _build(tmp_path / "cold", "off")  # no cache, no warm-up: everything made in process
    warmed = sorted((tmp_path / "warmed").glob("*.pdf"))
    assert [p.name for p in warmed] == sorted(p.name for p in (tmp_path / "cold").glob("*.pdf"))
    for path in warmed:
        assert path.read_bytes() == (tmp_path / "cold" / path.name).read_bytes(), path.name


def test_the_warm_up_keeps_what_the_build_then_reads(tmp_path):
    cache = tmp_path / "cache"
    _run(f"""
        from pathlib import Path
        from hjkit.games.heroes_journey.game import HeroesJourney
        from hjkit.kit.warmup import in_background
        from hjkit.generator.layout import load_layout
        def warm(ready):
            load_layout()
            HeroesJourney().warm_print_caches([Path({str(INTRO)!r})], ready)
        in_background(warm).wait()
        """, tmp_path)
    kept = {p.name for p in cache.rglob("*") if p.is_file()}
    assert len([n for n in kept if n.startswith("layout-")]) == 1
    assert len([n for n in kept if n.startswith("heroes-journey-print-")]) == 1
    assert len(list((cache / "art").glob("*"))) == len(list((INTRO / "art").glob("*.svg")))
    _build(tmp_path / "out", str(cache))
    made = {p.name for p in cache.rglob("*") if p.is_file()} - kept
    assert all(n.startswith("heroes-journey-codes-") for n in made), made


def test_a_rebuilds_warm_up_leaves_the_pictures_to_the_build(tmp_path):
    """When the print view was kept from an earlier run, so were its pictures: the warm-up
    does not read them all again for the build to read once more."""
    cache = tmp_path / "cache"
    _build(tmp_path / "out", str(cache))
    done = _run(f"""
        from pathlib import Path
        from hjkit.games.heroes_journey.game import HeroesJourney
        from hjkit.generator import flatsvg
        read = []
        flatsvg.kept_or_read = lambda data: read.append(data)
        HeroesJourney().warm_print_caches([Path({str(INTRO)!r})])
        print(len(read))
        """, tmp_path)
    assert done.stdout.strip() == "0"
