"""The README and the pages in docs/ say what the kit does: their examples run, their
commands exist, their links lead somewhere, and their figures are ratios a rerun gives."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from hjkit.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
EXPECTED_PAGES = {"adding-a-game", "architecture", "benchmarks", "companion", "heroes-and-quests",
                  "heroes-journey", "heros-journey-home", "heros-journey-v3", "printing",
                  "your-own-cards"}

CODE_BLOCK = re.compile(r"^```[a-z]*\n(.*?)^```", re.S | re.M)
INLINE_CODE = re.compile(r"`([^`\n]+)`")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def _text(page: Path) -> str:
    return page.read_text(encoding="utf-8")


def _prose(page: Path) -> str:
    """The page without its code blocks."""
    return CODE_BLOCK.sub("", _text(page))


def _name(page: Path) -> str:
    return str(page.relative_to(ROOT))


def _shown_lines(page: Path) -> list[str]:
    """Every line of the page's code blocks, without its comment."""
    lines = []
    for block in CODE_BLOCK.findall(_text(page)):
        for line in block.splitlines():
            line = line.split(" #", 1)[0].strip()
            if line:
                lines.append(line)
    return lines


def test_every_page_of_the_docs_is_there():
    assert {page.stem for page in PAGES if page != README} >= EXPECTED_PAGES


def test_the_readme_is_a_short_page():
    assert len(_text(README).splitlines()) <= 220


def test_the_rules_example_runs_as_printed_from_any_folder(tmp_path):
    page = ROOT / "docs" / "heroes-journey.md"
    block = re.search(r"## The rules core.*?```python\n(.*?)```", _text(page), re.S)
    assert block, f"{_name(page)} lost its rules example"
    ran = subprocess.run([sys.executable, "-c", block.group(1)], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith("wrong-side: Shere Khan is an adversary card")


def _takes(words: list[str]) -> bool:
    """Whether `hjkit` accepts these arguments (asking for help counts)."""
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            build_parser().parse_args(words)
    except SystemExit as stop:
        return stop.code == 0
    return True


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_command_shown_is_one_the_cli_takes(page):
    for line in _shown_lines(page):
        if line.startswith("hjkit "):
            words = shlex.split(line.rstrip("&").strip())[1:]
            assert _takes(words), f"{_name(page)}: hjkit does not take `{line}`"


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_command_named_in_the_text_is_one_the_cli_takes(page):
    for span in INLINE_CODE.findall(_prose(page)):
        if span.startswith("hjkit "):
            # `[--out FOLDER]` marks what may be left out; `PATH...` stands for paths
            words = span.replace("[", "").replace("]", "").replace("...", "").split()[1:]
            assert _takes(words), f"{_name(page)}: hjkit does not take `{span}`"


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_make_target_and_script_shown_exists(page):
    makefile = (ROOT / "Makefile").read_text()
    for line in _shown_lines(page):
        words = line.split()
        if words[0] == "make":
            for target in words[1:]:
                assert re.search(rf"^{re.escape(target)}:", makefile, re.M), \
                    f"{_name(page)}: the Makefile has no target {target}"
        if words[0].endswith("python") and len(words) > 1 and words[1].endswith(".py"):
            assert (ROOT / words[1]).is_file(), f"{_name(page)}: no script {words[1]}"


def _extras() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return set(project.get("optional-dependencies", {}))


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_extra_named_is_one_the_package_offers(page):
    for extra in re.findall(r"hjkit\[(\w+)\]", _text(page)):
        assert extra in _extras(), f"{_name(page)}: pyproject.toml has no extra {extra}"
    for extra in re.findall(r"pip install -e '\.\[(\w+)\]'", _text(page)):
        assert extra in _extras(), f"{_name(page)}: pyproject.toml has no extra {extra}"


def _anchors(page: Path) -> set[str]:
    """The heading anchors a Markdown renderer gives the page (GitHub's rule)."""
    anchors = set()
    for heading in re.findall(r"^#+ (.+)$", _prose(page), re.M):
        anchor = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        anchors.add(anchor)
    return anchors


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_link_leads_to_a_file_of_the_repository(page):
    for target in LINK.findall(_prose(page)):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        assert linked.is_file(), f"{_name(page)}: the link {target} leads nowhere"
        assert linked.is_relative_to(ROOT), f"{_name(page)}: {target} is outside the repository"
        if anchor:
            assert anchor in _anchors(linked), f"{_name(page)}: {linked.name} has no #{anchor}"


# A rate or a duration moves with the machine; what the pages say must hold on the next
# quiet rerun anywhere, so they give ratios against a peer or a floor instead.
RATE = re.compile(r"\d[\d,.]*\s*(?:[a-z]+\s*)?(?:/\s*s\b|a second|per second|per CPU second)")
DURATION = re.compile(r"(?<![+\w])\d[\d,.]*\s*(?:ms|milliseconds?|s|seconds?|min)\b(?!-)")


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_no_page_quotes_a_rate_or_a_duration(page):
    text = _text(page)
    if page.name == "benchmarks.md":
        text = text.replace("500 cards a second", "")  # the floor the issue sets
    assert not RATE.findall(text), f"{_name(page)} quotes a rate"
    assert not DURATION.findall(text), f"{_name(page)} quotes a duration"


def test_the_benchmark_table_gives_each_floor_and_a_ratio_or_a_placeholder_beside_it():
    text = _text(ROOT / "docs" / "benchmarks.md")
    rows = [line for line in text.splitlines() if line.startswith("| `benchmarks/")]
    floors = {"rules.py": ["0.5x python-chess"], "generator.py": ["500 cards", "3x the peer"],
              "companion_load.py": ["1.5x the floor"]}
    for script, wanted in floors.items():
        cells = " ".join(row for row in rows if f"benchmarks/{script}" in row)
        for floor in wanted:
            assert floor in cells, f"docs/benchmarks.md lost the floor {floor!r} of {script}"
    for row in rows:
        measured = [cell.strip() for cell in row.strip("|").split("|")][3]
        assert measured == "_to be measured_" or re.fullmatch(r"[\d.]+(?:-[\d.]+)?x\b.*",
                                                              measured), row
