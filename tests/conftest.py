"""Settings every test shares."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def private_cache_home(tmp_path_factory):
    """One art cache for the whole run: builds reuse it, the user's own is never touched."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(autouse=True)
def private_homes(tmp_path_factory, monkeypatch, private_cache_home):
    """A saved printer calibration in the user's own config never reaches a test, and no
    test writes drawings into the user's own cache."""
    monkeypatch.setenv("HJKIT_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("HJKIT_CACHE_HOME", str(private_cache_home))
