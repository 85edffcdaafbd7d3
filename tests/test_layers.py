"""The layers of docs/architecture.md hold: pyproject.toml's import contracts, as `make lint`
checks them, and the page names each contract."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINT = ("import sys; from importlinter.cli import lint_imports; "
        "sys.exit(lint_imports(no_cache=True, no_logo=True))")


def _contracts() -> list[dict]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"][
        "contracts"]


def test_every_import_contract_is_kept():
    ran = subprocess.run([sys.executable, "-c", LINT], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert f"Contracts: {len(_contracts())} kept, 0 broken." in ran.stdout


def test_the_architecture_page_names_every_contract_and_its_layers():
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    for contract in _contracts():
        assert contract["name"] in page, f"docs/architecture.md lacks {contract['name']!r}"
        for layer in contract.get("layers", []):
            assert f"`{layer}`" in page, f"docs/architecture.md lacks the layer {layer}"
