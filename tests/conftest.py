"""Settings every test shares, and `make test`'s rule that nothing is skipped."""

from __future__ import annotations

import os

import pytest

EVERYTHING = os.environ.get("HJKIT_TEST_EVERYTHING") == "1"
"""Set by `make test`, which installs every tool the suite needs: a test that would skip
for want of one (chromium, pdftoppm, a PostgreSQL server) fails instead, so a broken
install shows."""


def _skip_fails(report) -> None:
    if EVERYTHING and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped, but make test runs everything (HJKIT_TEST_EVERYTHING=1): " \
                          f"{reason}"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    _skip_fails(report)
    return report


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector):
    report = yield
    _skip_fails(report)
    return report


STATIC_SITE_BASE_URL = "http://rulings.example:8080/hj"
"""Where the static site of the rulings pages (static_site) says it is hosted."""


@pytest.fixture(scope="session")
def static_site(tmp_path_factory):
    """`hjkit site`'s rulings pages, built once per worker for the tests that read them
    (tests/companion/test_site.py and the browser's test_static_site.py)."""
    from hjkit.companion.site import build_site

    folder = tmp_path_factory.mktemp("static") / "site"
    build_site(folder, STATIC_SITE_BASE_URL)
    return folder


@pytest.fixture(autouse=True)
def private_homes(tmp_path_factory, monkeypatch):
    """A saved printer calibration in the user's own config never reaches a test, nor does
    a test write the user's own companion database."""
    monkeypatch.setenv("HJKIT_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("HJKIT_DATA_HOME", str(tmp_path_factory.mktemp("data")))
