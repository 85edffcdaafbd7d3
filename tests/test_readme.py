"""The README's rules example runs as printed, from any folder."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_rules_example_in_the_readme_runs(tmp_path):
    block = re.search(r"## The rules core.*?```python\n(.*?)```", README.read_text(), re.S)
    assert block, "the README lost its rules example"
    out = io.StringIO()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(block.group(1), "README.md", "exec"), {})
    finally:
        os.chdir(cwd)
    assert out.getvalue().startswith("wrong-side: Shere Khan is an adversary card")
