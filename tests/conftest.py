"""Settings every test shares."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def private_homes(tmp_path_factory, monkeypatch):
    """A saved printer calibration in the user's own config never reaches a test."""
    monkeypatch.setenv("HJKIT_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
