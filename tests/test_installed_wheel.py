"""The kit as a user installs it: the wheel built from this checkout, installed into a fresh
virtual environment, run from a folder outside the checkout. The card data, layouts,
templates and scripts must all come from the installed package."""

from __future__ import annotations

import os
import site
import socket
import subprocess
import sys
import time
import urllib.request
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh venv holding the wheel; its dependencies are borrowed from the test
    environment's site-packages (a path entry, so no editable-install hook comes along)."""
    base = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(base / "dist"), str(ROOT)], check=True,
                   cwd=base, capture_output=True)
    wheel = next((base / "dist").glob("hjkit-*.whl"))
    env_dir = base / "env"
    venv.create(env_dir, with_pip=False)
    purelib = next(env_dir.glob("lib/python*/site-packages"))
    (purelib / "borrowed-dependencies.pth").write_text(
        "\n".join(site.getsitepackages()) + "\n")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(purelib)
        entry_points = next(n for n in archive.namelist() if n.endswith("entry_points.txt"))
    _write_console_script(env_dir, archive_text(wheel, entry_points))
    return env_dir


def archive_text(wheel: Path, name: str) -> str:
    with zipfile.ZipFile(wheel) as archive:
        return archive.read(name).decode()


def _write_console_script(env_dir: Path, entry_points: str) -> None:
    """What pip writes for [console_scripts] hjkit = hjkit.cli:main."""
    assert "hjkit = hjkit.cli:main" in entry_points
    script = env_dir / "bin" / "hjkit"
    script.write_text(f"#!{env_dir / 'bin' / 'python'}\nimport sys\nfrom hjkit.cli import main\n"
                      "sys.exit(main())\n")
    script.chmod(0o755)


def run(env_dir: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run([str(env_dir / "bin" / "hjkit"), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_wheel_holds_one_package_and_its_data(installed):
    purelib = next(installed.glob("lib/python*/site-packages"))
    top = {p.name for p in purelib.iterdir() if not p.name.endswith((".pth", ".dist-info"))}
    assert top == {"hjkit"}
    game = purelib / "hjkit" / "games" / "heroes_journey"
    for data in ("cards/intro-pack/cards.yaml", "cards/intro-pack/decks/intro.yaml",
                 "schema/cards.schema.json", "web/templates/heroes_journey/card.html",
                 "web/static/render.js"):
        assert (game / data).is_file(), data
    assert (purelib / "hjkit" / "generator" / "layouts" / "cards.yaml").is_file()
    assert (purelib / "hjkit" / "companion" / "templates" / "home.html").is_file()


def test_installed_hjkit_checks_and_builds_the_shipped_cards(installed, tmp_path):
    where = run(installed, "--help", cwd=tmp_path)
    assert where.returncode == 0
    checked = run(installed, "check", cwd=tmp_path)
    assert checked.returncode == 0, checked.stderr
    assert "0 data problems, 0 illegal decks" in checked.stdout
    built = run(installed, "build", "intro-pack", "--out", "pdfs",
                "--base-url", "http://table.local:8000", cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    assert (tmp_path / "pdfs" / "intro-book.pdf").stat().st_size > 10_000
    assert (tmp_path / "pdfs" / "intro-atlas.pdf").is_file()


def test_installed_package_runs_as_python_dash_m_hjkit(installed, tmp_path):
    """For a Python whose scripts folder is not on PATH: `python -m hjkit` is the program."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    checked = subprocess.run([str(installed / "bin" / "python"), "-m", "hjkit", "check"],
                             cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stderr
    assert "0 data problems, 0 illegal decks" in checked.stdout
    unknown = subprocess.run([str(installed / "bin" / "python"), "-m", "hjkit", "frobnicate"],
                             cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert unknown.returncode == 2
    assert unknown.stderr.startswith("usage: hjkit ")


def test_installed_hjkit_serves_the_shipped_decks_and_card_pages(installed, tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**{k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
           "HJKIT_DATABASE_URL": f"sqlite:///{tmp_path / 'tables.db'}"}
    server = subprocess.Popen([str(installed / "bin" / "hjkit"), "serve", "--host", "127.0.0.1",
                               "--port", str(port), "--threads", "8"], cwd=tmp_path, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        home = _get(f"http://127.0.0.1:{port}/", server)
        assert "The Jungle Book (intro pack)" in home
        card = _get(f"http://127.0.0.1:{port}/cards/mowgli", server)
        assert "Mowgli" in card
        script = _get(f"http://127.0.0.1:{port}/games/heroes-journey/static/render.js", server)
        assert "renderBanner" in script
    finally:
        server.terminate()
        server.wait(timeout=10)


def _get(url: str, server: subprocess.Popen) -> str:
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                assert answer.status == 200
                return answer.read().decode()
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                raise AssertionError("hjkit serve did not answer: "
                                     + (server.stdout.read() if server.poll() is not None
                                        else "still starting")) from None
            time.sleep(0.1)
