"""hjkit preview's answers against its OpenAPI document (issue 42: "the deck builder's and
preview's endpoints are in the OpenAPI document and in the schemathesis run"):
schemathesis generates requests from /openapi.json and calls the preview's app in this
process, with every check; a page's wait for a newer version is cut short so a request the
fuzzer sends at the current version answers within the run."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings

from hjkit.preview import app as preview_app
from hjkit.preview.app import create_app

from .test_preview import INTRO, live_preview


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    folder = Path(shutil.copytree(INTRO, tmp_path_factory.mktemp("preview") / "intro-pack"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(preview_app, "WAIT", 0.05)
        yield create_app(live_preview(folder))


def test_the_preview_answers_as_its_document_says(app):
    schema = schemathesis.openapi.from_wsgi("/openapi.json", app)
    operations = [result.ok() for result in schema.get_all_operations()]
    assert {op.label for op in operations} >= {
        "GET /", "GET /state.json", "GET /side/{digest}.png", "GET /sheet/{digest}/{page}.png"}
    for operation in operations:
        @given(case=operation.as_strategy())
        @settings(max_examples=15, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        def answers_as_documented(case):
            case.call_and_validate(headers={"Host": "127.0.0.1:8010"})

        answers_as_documented()


def test_a_page_showing_a_version_this_preview_never_reached_is_answered_at_once(app):
    """A preview restarted under an open page: the page asks after its old version, higher
    than this process's, and gets the current state at once rather than after the wait."""
    client = app.test_client()
    current = client.get("/state.json", headers={"Host": "127.0.0.1:8010"}).json["version"]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(preview_app, "WAIT", 30.0)
        answer = client.get(f"/state.json?after={current + 40}",
                            headers={"Host": "127.0.0.1:8010"})
    assert answer.json["version"] == current
